// Where ID-porten sends the browser back (EID_REDIRECT_URI). A static route wins over Auth.js's catch-all,
// so this is the only way into the `idporten` provider: code, state and iss go to the API through authorize().

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { CredentialsSignin } from 'next-auth';
import { signIn } from '../../../../../auth';
import { EID_STATE_COOKIE, readEidCookie } from '../../../../../lib/auth/eid-cookie';

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const started = readEidCookie(request.headers.get('cookie'));
  const jar = await cookies();
  const error = params.get('error');
  let target: string;
  if (error) {
    // access_denied: the person pressed cancel on the provider's page.
    target = `/login?error=${error === 'access_denied' ? 'eid_cancelled' : 'eid_failed'}`;
  } else {
    try {
      target = await signIn('idporten', {
        code: params.get('code') ?? '',
        state: params.get('state') ?? '',
        iss: params.get('iss') ?? '',
        redirectTo: started?.returnTo ?? '/',
        redirect: false,
      });
    } catch (failure) {
      const code = failure instanceof CredentialsSignin ? failure.code : 'eid_failed';
      // A locked eID sign-in carries the API's wait, so the page can say how long.
      const wait = Number((failure as { retryAfterSeconds?: unknown }).retryAfterSeconds);
      target = `/login?error=${encodeURIComponent(code)}${wait > 0 ? `&retryAfter=${Math.ceil(wait)}` : ''}`;
    }
  }
  jar.delete(EID_STATE_COOKIE);
  redirect(target);
}
