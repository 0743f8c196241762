// Server-only: relays one of the API's Server-Sent Events streams to the browser. The browser never holds an API
// token, so the web server opens the stream as the person and passes the bytes through unchanged (event ids
// included); a reconnecting EventSource's Last-Event-ID is handed on, so the API replays what it missed.
import { apiUrl } from './api';
import { getViewer } from './auth/viewer';
import { getLanguage } from './i18n/server';

/** `canReplay`: the API stream takes a last event id (chats do; the queue stream has no replay). */
export async function relayEvents(request: Request, apiPath: string, canReplay: boolean): Promise<Response> {
  const [viewer, language] = await Promise.all([getViewer(), getLanguage()]);
  if (!viewer.isSignedIn) return new Response(null, { status: 401, headers: { 'cache-control': 'no-store' } });
  const url = new URL(apiPath, apiUrl);
  const lastEventId =
    request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('lastEventId') ?? undefined;
  if (canReplay && lastEventId && /^\d{1,10}$/.test(lastEventId)) url.searchParams.set('lastEventId', lastEventId);
  let upstream: Response;
  try {
    upstream = await fetch(url, {
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${viewer.accessToken}`,
        'accept-language': language,
      },
      cache: 'no-store',
      // The browser going away (tab closed, EventSource closed) closes the API's stream too.
      signal: request.signal,
    });
  } catch {
    return new Response(null, { status: 502, headers: { 'cache-control': 'no-store' } });
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    // A refusal as the API answered it (EventSource stops on any non-200), a chat it does not know (422
    // chat_unknown, docs/client.md) as not found; the API's body stays here. Only the API failing is a 502.
    const status = upstream.status === 422 ? 404 : upstream.status < 500 ? upstream.status : 502;
    return new Response(null, { status, headers: { 'cache-control': 'no-store' } });
  }
  return new Response(upstream.body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}
