import { apiUrl } from '../../../lib/api';

/** The API's key shape (content hash + format): anything else is 404 here, without a call. */
const MEDIA_KEY = /^[a-f0-9]{32}\.(avif|webp|jpg)$/;

/** The API's headers a browser or CDN needs to cache the file (immutable for a year, ETag for revalidation). */
const PASSED_ON = ['content-type', 'content-length', 'etag', 'cache-control', 'last-modified'];

/**
 * Product images (docs/web.md, "Product images"): the browser never talks to the API, so the web server streams
 * `GET /media/{key}` through with the API's immutable cache headers. A route handler rather than a rewrite: a
 * rewrite's destination is fixed at build time, while API_URL is read when the server starts.
 */
export async function GET(request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!MEDIA_KEY.test(key)) return new Response('Not found', { status: 404 });
  const ifNoneMatch = request.headers.get('if-none-match');
  let upstream: Response;
  try {
    upstream = await fetch(`${apiUrl}/media/${key}`, {
      headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
      cache: 'no-store',
      signal: request.signal,
    });
  } catch {
    return new Response('Unavailable', { status: 502, headers: { 'cache-control': 'no-store' } });
  }
  if (upstream.status !== 200 && upstream.status !== 304) {
    await upstream.body?.cancel();
    const status = upstream.status === 404 ? 404 : 502;
    return new Response(status === 404 ? 'Not found' : 'Unavailable', {
      status,
      headers: { 'cache-control': 'no-store' },
    });
  }
  const headers = new Headers();
  for (const name of PASSED_ON) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  // fetch hands over a decoded body: a compressed answer's length is not this body's.
  if (upstream.headers.has('content-encoding')) headers.delete('content-length');
  return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers });
}
