// Reads the Auth.js session cookie (an encrypted JWT) on the server, the way Auth.js itself does.
import { LRUCache } from 'lru-cache';
import { getToken, type JWT } from 'next-auth/jwt';
import { SESSION_COOKIE } from '../page-cache-rules.mjs';
import { authSecret } from './secret';

/** How long a decrypted cookie is kept; never past the token's own `exp`. */
const KEPT_MS = 60_000;

/**
 * Decrypted session cookies of this process, by the cookies' exact text. A signed-in page reads the session three
 * times (proxy, viewer, punch-out banner) and every page of a person's visit carries the same cookie; decrypting
 * it (HKDF, AES-CBC, HMAC through WebCrypto) cost ~2.5 ms of CPU each time (issue 18, docs/web.md "Speed"). The
 * key is the whole ciphertext, so only the very cookie that decrypted to a token finds it; a changed cookie (new
 * tokens, another company, signed out) is a new key. Only tokens are kept, never a refusal.
 */
function decrypted(): LRUCache<string, JWT> {
  const shared = globalThis as typeof globalThis & { __engrosSessionTokens?: LRUCache<string, JWT> };
  // On globalThis: proxy.ts and the pages are bundled apart, and both read the cookie of the same request.
  shared.__engrosSessionTokens ??= new LRUCache<string, JWT>({ max: 5_000, ttl: KEPT_MS, ttlAutopurge: false });
  return shared.__engrosSessionTokens;
}

/** The session cookies' text ("name=value; …" in the order sent), or '' without one. */
function sessionCookies(headers: Headers): string {
  const header = headers.get('cookie');
  if (!header) return '';
  let found = '';
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && SESSION_COOKIE.test(pair.slice(0, at).trim())) found += `${pair.trim()};`;
  }
  return found;
}

/** The decrypted session token, or null. Auth.js names the cookie __Secure-… behind https: both are tried. */
export async function readSessionToken(headers: Headers): Promise<JWT | null> {
  const secret = authSecret();
  if (!secret) return null;
  const key = sessionCookies(headers);
  if (!key) return null;
  const cache = decrypted();
  const known = cache.get(key);
  // A copy: Auth.js's callbacks may build the next token from the one handed to them.
  if (known) return structuredClone(known);
  const req = { headers };
  const token =
    (await getToken({ req, secret, secureCookie: true })) ?? (await getToken({ req, secret, secureCookie: false }));
  if (token) {
    const untilExpiry = typeof token.exp === 'number' ? token.exp * 1000 - Date.now() : KEPT_MS;
    if (untilExpiry > 0) cache.set(key, structuredClone(token), { ttl: Math.min(KEPT_MS, untilExpiry) });
  }
  return token;
}
