// Server-only: reads SHOP_SECRET (never NEXT_PUBLIC_), so only server code may import it.
import { type ApiClient, createClient } from '@engros/client';

/** Where the web server reaches the API; the browser never talks to the API directly. */
export const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

/**
 * A client for server components, server actions and route handlers. With a person's access token it
 * calls as that person; without one it calls with the shared secret (the web server itself: sign-in,
 * anonymous catalog reads). Never both: the API treats a request carrying the secret as the server's,
 * and person routes refuse it.
 */
export function serverApi(options: { language?: string; accessToken?: string } = {}): ApiClient {
  return createClient({
    baseUrl: apiUrl,
    shopSecret: options.accessToken ? undefined : process.env.SHOP_SECRET,
    language: options.language,
    accessToken: options.accessToken,
  });
}
