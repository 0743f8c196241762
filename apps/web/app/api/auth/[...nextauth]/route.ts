// Auth.js's own endpoints: providers, session, csrf, signin, signout, callback, error (spec §7).
import type { NextRequest } from 'next/server';
import { handlers } from '../../../../auth';

/** Auth.js's own test of a callbackUrl: an http(s) URL, or a path on this site. */
function isHttpUrl(value: string, origin: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith('/') ? origin : undefined).protocol);
  } catch {
    return false;
  }
}

/**
 * Auth.js answers a callbackUrl in the query that is neither with a 500 ("a problem with the server configuration")
 * before anything else. A hand-made link with garbage there is the sender's mistake: the same URL again without it
 * (307 keeps a POST's method and body), and Auth.js takes its default, the front page.
 */
const withoutBadCallbackUrl =
  (handler: (request: NextRequest) => Promise<Response>) =>
  async (request: NextRequest): Promise<Response> => {
    const url = new URL(request.url);
    const callbackUrl = url.searchParams.get('callbackUrl');
    if (callbackUrl === null || isHttpUrl(callbackUrl, url.origin)) return handler(request);
    url.searchParams.delete('callbackUrl');
    return new Response(null, { status: 307, headers: { location: `${url.pathname}${url.search}` } });
  };

export const GET = withoutBadCallbackUrl(handlers.GET);
export const POST = withoutBadCallbackUrl(handlers.POST);
