// Runs before every page and server action. When the person's API access token is about to expire, Auth.js's
// session handling rotates it (auth.ts jwt callback) and writes the new cookie on this response: pages cannot
// write cookies while rendering, so the rotation has to happen here to be kept. Other requests pass untouched,
// so a server action that changes the session (sign-in, sign-out, company switch) is never overwritten by a
// re-issued copy of the old cookie.
// Every answer also gets the security headers (CSP with the punch-out buyers who may frame the shop, HSTS over
// https), and a state-changing request from another site (server action or route handler) is refused with 403
// before it runs (lib/security-headers.ts, docs/security.md).
import { type NextFetchEvent, type NextRequest, NextResponse } from 'next/server';
import { auth } from './auth';
import { readSessionToken } from './lib/auth/session-cookie';
import { isEidSessionEnded, needsRefresh } from './lib/auth/tokens';
import { isCrossSiteWrite, punchoutFrameAncestors, securityHeaders } from './lib/security-headers';

const SESSION_COOKIES = ['authjs.session-token', '__Secure-authjs.session-token'];

type AuthMiddleware = (request: NextRequest, event: NextFetchEvent) => Promise<Response>;

const frameAncestors = punchoutFrameAncestors();
const isDev = process.env.NODE_ENV === 'development';

function withSecurityHeaders(request: NextRequest, response: Response): Response {
  const isHttps =
    (request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')).split(',')[0]?.trim() ===
    'https';
  const headers = securityHeaders({ pathname: request.nextUrl.pathname, isHttps, frameAncestors, isDev });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export async function proxy(request: NextRequest, event: NextFetchEvent) {
  if (isCrossSiteWrite(request)) {
    const refused = new NextResponse('Cross-site request refused.', {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
    return withSecurityHeaders(request, refused);
  }
  return withSecurityHeaders(request, await route(request, event));
}

async function route(request: NextRequest, event: NextFetchEvent): Promise<Response> {
  const token = await readSessionToken(request.headers);
  if (token?.api && isEidSessionEnded(token.api)) {
    // ID-porten's front-channel logout named this session: the cookie goes (the API revoked its tokens already).
    const response = NextResponse.next();
    for (const name of SESSION_COOKIES) if (request.cookies.has(name)) response.cookies.delete(name);
    return response;
  }
  if (!token?.api || !needsRefresh(token.api)) return NextResponse.next();
  return (auth as unknown as AuthMiddleware)(request, event);
}

export const config = {
  matcher: ['/((?!api/auth|_next/static|_next/image|favicon.ico|icon.svg|robots.txt).*)'],
};
