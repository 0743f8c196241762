// Server-only: reads SHOP_SECRET (never NEXT_PUBLIC_), so only server code may import it.
import { type ApiClient, createClient } from '@engros/client';
import { apiFetch } from './api-transport';
import { clientAddress } from './client-address';

/** Where the web server reaches the API; the browser never talks to the API directly. */
export const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

/**
 * The fetch a call goes through: undici's `request` (lib/api-transport.ts), not Next's patched fetch, which adds a
 * span, a cloned body and cache bookkeeping per call (our calls opt out of its cache anyway, `cache: 'no-store'`);
 * only a call that asks for Next's cache (`next: { revalidate }`) keeps the patched one (issue 18, docs/web.md
 * "Speed").
 */
function fetchFor(init: RequestInit | undefined): typeof fetch {
  return init && 'next' in init ? globalThis.fetch : apiFetch;
}

/**
 * A client for server components, server actions and route handlers. With a person's access token it
 * calls as that person; without one it calls with the shared secret (the web server itself: sign-in,
 * anonymous catalog reads). Never both: the API treats a request carrying the secret as the server's,
 * and person routes refuse it.
 */
export function serverApi(
  options: { language?: string; accessToken?: string; clientHeaders?: Record<string, string> } = {},
): ApiClient {
  const extra = options.clientHeaders && Object.keys(options.clientHeaders).length > 0 ? options.clientHeaders : null;
  return createClient({
    baseUrl: apiUrl,
    shopSecret: options.accessToken ? undefined : process.env.SHOP_SECRET,
    language: options.language,
    accessToken: options.accessToken,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      if (!extra) return fetchFor(init)(input, init);
      const headers = new Headers(init?.headers);
      for (const [name, value] of Object.entries(extra)) headers.set(name, value);
      return fetchFor(init)(input, { ...init, headers });
    },
  });
}

/**
 * The browser behind a request, for the API's audit log and per-client sign-in limits (docs/security.md): its
 * address (the socket's, or behind the proxies WEB_TRUST_PROXY names the right-most address they did not add;
 * lib/client-address.ts) and the User-Agent, as x-client-ip / x-client-user-agent (the API believes them only with
 * the shared secret).
 */
export function clientHeadersFrom(headers: Headers): Record<string, string> {
  const ip = clientAddress(headers);
  const userAgent = headers.get('user-agent');
  return {
    ...(ip ? { 'x-client-ip': ip.slice(0, 64) } : {}),
    ...(userAgent ? { 'x-client-user-agent': userAgent.slice(0, 400) } : {}),
  };
}

/** clientHeadersFrom for the request being handled (route handlers, server actions); none outside a request. */
export async function requestClientHeaders(): Promise<Record<string, string>> {
  try {
    const { headers } = await import('next/headers');
    return clientHeadersFrom(await headers());
  } catch {
    return {};
  }
}
