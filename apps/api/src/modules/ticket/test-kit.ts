/** A small Server-Sent Events client over fetch, for the live chat tests and the chat benchmark. */

export type SseEvent = { id: string | null; event: string; data: string; receivedAt: number };

export type SseClient = {
  status: number;
  events: SseEvent[];
  /** Resolves when the server ended the stream (or the client closed it). */
  ended: Promise<void>;
  /** Waits until `count` events (not counting comments) have arrived; rejects after `timeoutMs`. */
  waitForEvents: (count: number, timeoutMs?: number) => Promise<SseEvent[]>;
  close: () => void;
  /** Heartbeat comment lines seen. */
  comments: number;
};

/** Opens an SSE stream; resolves once the response headers arrived (status 200) or with the error status. */
export async function openSse(
  url: string,
  headers: Record<string, string>,
  onEvent?: (event: SseEvent) => void,
): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const client: SseClient = {
    status: res.status,
    events,
    comments: 0,
    ended: Promise.resolve(),
    waitForEvents: (count, timeoutMs = 2000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (events.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(events.slice(0, count));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${events.length} of ${count} events after ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
  if (res.status !== 200 || !res.body) {
    await res.text().catch(() => '');
    return client;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  client.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { id: null, event: 'message', data: '', receivedAt: performance.now() };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) client.comments++;
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              event.data += (hasData ? '\n' : '') + line.slice(6);
              hasData = true;
            }
          }
          if (!hasData) continue;
          events.push(event);
          onEvent?.(event);
          for (const waiter of [...waiters]) waiter();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return client;
}
