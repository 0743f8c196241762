// Runs before every page, server action and route handler. When the person's API access token is about to expire,
// Auth.js's session handling rotates it (auth.ts jwt callback) and writes the new cookie on this response: pages
// cannot write cookies while rendering, so the rotation has to happen here to be kept. Other requests keep their
// cookies untouched, so a server action that changes the session (sign-in, sign-out, company switch) is never
// overwritten by a re-issued copy of the old cookie.
// Every answer also gets the security headers (a CSP with a fresh script nonce and the punch-out buyers who may
// frame the shop, HSTS over https), the request carries the client's address for lib/client-address.ts, and a
// state-changing request from another site (server action or route handler) is refused with 403 before it runs
// (lib/security-headers.ts, docs/security.md).
import { type NextFetchEvent, type NextRequest, NextResponse } from 'next/server';
import { auth } from './auth';
import { readSessionToken } from './lib/auth/session-cookie';
import { isEidSessionEnded, needsRefresh } from './lib/auth/tokens';
import { FORWARDED_CHAIN } from './lib/client-address';
import {
  admits,
  cachedPage,
  htmlWithNonce,
  installKeptAnswers,
  NO_STORE,
  pageCacheKey,
  proxiedHeaders,
  thisServer,
} from './lib/page-cache';
import {
  isCrossSiteWrite,
  isHttpsRequest,
  NONCE_HEADER,
  newNonce,
  punchoutFrameAncestors,
  securityHeaders,
} from './lib/security-headers';

const SESSION_COOKIES = ['authjs.session-token', '__Secure-authjs.session-token'];

type AuthMiddleware = (request: NextRequest, event: NextFetchEvent) => Promise<Response>;
type RequestHandler = (request: NextRequest, event: NextFetchEvent) => Response | Promise<Response>;

const frameAncestors = punchoutFrameAncestors();
const isDev = process.env.NODE_ENV === 'development';

function headersFor(request: NextRequest, nonce: string): Record<string, string> {
  const isHttps = isHttpsRequest(request.headers.get('x-forwarded-proto'), request.nextUrl.protocol.replace(':', ''));
  return securityHeaders({ pathname: request.nextUrl.pathname, isHttps, frameAncestors, nonce, isDev });
}

// The production server (server.mjs) answers the page cache's kept pages before Next's router, and so before this
// proxy: with the same security headers and a nonce of their own.
installKeptAnswers((pathname, isHttps) => {
  const nonce = newNonce();
  return { nonce, headers: securityHeaders({ pathname, isHttps, frameAncestors, nonce, isDev }) };
});

/**
 * The headers the page, server action or route handler sees. The policy with its nonce (Next.js reads the nonce from
 * the request's Content-Security-Policy and puts it on its own scripts; NONCE_HEADER for our own HTML). And the
 * client's address: Next.js sets X-Forwarded-For to the socket's address only when the request has none, so the
 * X-Forwarded-For that arrived moves to FORWARDED_CHAIN (lib/client-address.ts believes it only from trusted
 * proxies) and the original goes, for Next.js to fill with the socket's address.
 */
function forwardedRequestHeaders(request: NextRequest, policy: Record<string, string>, nonce: string): Headers {
  const headers = new Headers(request.headers);
  headers.set(FORWARDED_CHAIN, request.headers.get('x-forwarded-for') ?? '');
  headers.delete('x-forwarded-for');
  const csp = policy['content-security-policy'];
  if (csp) headers.set('content-security-policy', csp);
  else headers.delete('content-security-policy');
  headers.set(NONCE_HEADER, nonce);
  return headers;
}

export async function proxy(request: NextRequest, event: NextFetchEvent) {
  const nonce = newNonce();
  const policy = headersFor(request, nonce);
  // The forwarded headers are made only for a request that goes on to Next (a page-cache hit needs none).
  const next = () => NextResponse.next({ request: { headers: forwardedRequestHeaders(request, policy, nonce) } });
  let response: Response;
  if (request.nextUrl.pathname.startsWith('/api/auth/')) {
    // Auth.js's own endpoints (their CSRF token guards their posts; ID-porten's callback comes from another site):
    // only the client's address and the headers.
    response = next();
  } else if (isCrossSiteWrite(request)) {
    response = new NextResponse('Cross-site request refused.', {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  } else {
    response = (await fromPageCache(request, nonce)) ?? (await route(request, event, next));
  }
  for (const [name, value] of Object.entries(policy)) response.headers.set(name, value);
  return response;
}

/**
 * A signed-out visitor's catalog page from the page cache (lib/page-cache.ts), with this response's nonce; null when
 * the request is not one it answers or the page could not be kept (the request then renders as usual).
 */
async function fromPageCache(request: NextRequest, nonce: string): Promise<Response | null> {
  const key = pageCacheKey({
    method: request.method,
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    headers: request.headers,
    cookies: request.cookies.getAll(),
  });
  // A page's first load renders as any other (lib/page-cache.ts `admits`): kept from its second.
  if (!key || !admits(key)) return null;
  // This server itself renders the page to keep.
  const origin = thisServer() ?? request.nextUrl.origin;
  const found = await cachedPage({
    key,
    origin,
    pathAndQuery: `${request.nextUrl.pathname}${request.nextUrl.search}`,
  }).catch(() => undefined);
  if (!found) return null;
  const response = new NextResponse(htmlWithNonce(found.page, nonce), { status: 200 });
  for (const [name, value] of proxiedHeaders(found.page, nonce)) response.headers.set(name, value);
  response.headers.set('cache-control', NO_STORE);
  response.headers.set('x-page-cache', found.state);
  return response;
}

async function route(request: NextRequest, event: NextFetchEvent, next: () => NextResponse): Promise<Response> {
  const token = await readSessionToken(request.headers);
  if (token?.api && isEidSessionEnded(token.api)) {
    // ID-porten's front-channel logout named this session: the cookie goes (the API revoked its tokens already).
    const response = next();
    for (const name of SESSION_COOKIES) if (request.cookies.has(name)) response.cookies.delete(name);
    return response;
  }
  if (!token?.api || !needsRefresh(token.api)) return next();
  // Auth.js rotates the tokens and adds the new cookie to what this handler answers: the same forwarded headers
  // (the nonce, the client's address) as every other request.
  const withSession = (auth as unknown as (handler: RequestHandler) => AuthMiddleware)(() => next());
  return withSession(request, event);
}

export const config = {
  // Everything but the build's static files and product images (/media/*: public, immutable files that need no
  // session or page policy): pages, server actions, route handlers and Auth.js's endpoints.
  matcher: ['/((?!_next/static|_next/image|media/|favicon.ico|icon.svg|robots.txt).*)'],
};
