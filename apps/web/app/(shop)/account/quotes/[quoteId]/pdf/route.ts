import { apiUrl } from '../../../../../../lib/api';
import { getViewer } from '../../../../../../lib/auth/viewer';

/** The quote's PDF, fetched by the web server with the person's token (the browser never sees it). */
export async function GET(_request: Request, { params }: { params: Promise<{ quoteId: string }> }) {
  const { quoteId } = await params;
  const viewer = await getViewer();
  if (!viewer.isSignedIn) return new Response('Sign in first', { status: 401 });
  if (!/^[0-9a-f-]{36}$/i.test(quoteId)) return new Response('Not found', { status: 404 });
  const res = await fetch(`${apiUrl}/api/quotes/${quoteId}/pdf`, {
    headers: { authorization: `Bearer ${viewer.accessToken}` },
    cache: 'no-store',
  }).catch(() => null);
  if (!res) return new Response('Unavailable', { status: 502 });
  if (!res.ok)
    return new Response(res.status === 404 ? 'Not found' : 'Unavailable', {
      status: res.status < 500 ? res.status : 502,
    });
  const bytes = Buffer.from(await res.arrayBuffer());
  return new Response(bytes, {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'content-disposition': `attachment; filename="quote-${quoteId}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}
