// Runs before every page and server action. When the person's API access token is about to expire, Auth.js's
// session handling rotates it (auth.ts jwt callback) and writes the new cookie on this response: pages cannot
// write cookies while rendering, so the rotation has to happen here to be kept. Other requests pass untouched,
// so a server action that changes the session (sign-in, sign-out, company switch) is never overwritten by a
// re-issued copy of the old cookie.
import { type NextFetchEvent, type NextRequest, NextResponse } from 'next/server';
import { auth } from './auth';
import { readSessionToken } from './lib/auth/session-cookie';
import { isEidSessionEnded, needsRefresh } from './lib/auth/tokens';

const SESSION_COOKIES = ['authjs.session-token', '__Secure-authjs.session-token'];

type AuthMiddleware = (request: NextRequest, event: NextFetchEvent) => Promise<Response>;

export async function proxy(request: NextRequest, event: NextFetchEvent) {
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
