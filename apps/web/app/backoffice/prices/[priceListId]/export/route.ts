import { apiUrl } from '../../../../../lib/api';
import { getViewer } from '../../../../../lib/auth/viewer';

/** A price list's prices as CSV, fetched by the web server with the staff member's token (the API checks the role). */
export async function GET(_request: Request, { params }: { params: Promise<{ priceListId: string }> }) {
  const { priceListId } = await params;
  const viewer = await getViewer();
  if (!viewer.isSignedIn) return new Response('Sign in first', { status: 401 });
  if (!/^[0-9a-f-]{36}$/i.test(priceListId)) return new Response('Not found', { status: 404 });
  const res = await fetch(`${apiUrl}/api/backoffice/price-lists/${priceListId}/prices/export`, {
    headers: { authorization: `Bearer ${viewer.accessToken}` },
    cache: 'no-store',
  }).catch(() => null);
  if (!res) return new Response('Unavailable', { status: 502 });
  if (!res.ok)
    return new Response(res.status < 500 ? 'Not available' : 'Unavailable', {
      status: res.status < 500 ? res.status : 502,
    });
  const bytes = Buffer.from(await res.arrayBuffer());
  return new Response(bytes, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-length': String(bytes.length),
      'content-disposition': res.headers.get('content-disposition') ?? 'attachment; filename="prices.csv"',
      'cache-control': 'private, no-store',
    },
  });
}
