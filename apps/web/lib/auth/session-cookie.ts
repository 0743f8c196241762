// Reads the Auth.js session cookie (an encrypted JWT) on the server, the way Auth.js itself does.
import { getToken, type JWT } from 'next-auth/jwt';
import { authSecret } from './secret';

/** The decrypted session token, or null. Auth.js names the cookie __Secure-… behind https: both are tried. */
export async function readSessionToken(headers: Headers): Promise<JWT | null> {
  const secret = authSecret();
  if (!secret) return null;
  const req = { headers };
  return (
    (await getToken({ req, secret, secureCookie: true })) ?? (await getToken({ req, secret, secureCookie: false }))
  );
}
