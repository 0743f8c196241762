// Where to send the browser after an action: only paths on our own site (no open redirects).
import { headers } from 'next/headers';

/** A path on this site, or "/" for anything else (other hosts, protocol-relative URLs, auth pages). */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/';
  }
  // The API's rule for a return path (the eID start refuses anything else, which read as "sign-in is not
  // available"): no whitespace or backslash, at most 500 characters. Browsers drop tabs and newlines from a URL
  // and read "\" as "/" anyway ("/\n/evil.example" is evil.example), and control characters have no place here.
  if (value.length > 500 || /[\s\\\p{Cc}]/u.test(value)) return '/';
  if (value.startsWith('/api/') || value.startsWith('/login') || value.startsWith('/logout')) return '/';
  return value;
}

/** The page the form was posted from (same-origin Referer), for actions that show the same page again. */
export async function backTo(fallback: unknown = '/'): Promise<string> {
  const referer = (await headers()).get('referer');
  if (referer) {
    try {
      const url = new URL(referer);
      return safeReturnTo(`${url.pathname}${url.search}`);
    } catch {
      // Not a URL: fall through.
    }
  }
  return safeReturnTo(fallback);
}
