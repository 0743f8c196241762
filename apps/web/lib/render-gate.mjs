// The production server's render gate (server.mjs; issue 18, docs/web.md "Speed"). Rendering runs on one
// JavaScript thread, so twenty pages rendered at once take as long in all as twenty one after the other, while each
// lives twenty times longer: its objects outlive the young generation's collections, get promoted, and the old
// generation grows and has to be marked and compacted. At 20 connections next-server held 0.5–1.3 GB. The gate lets
// a few requests render at once (their waits for the API overlap another's rendering) and queues the rest in order.
//
// Never gated: static files; the route handlers under /api/ (Auth.js, autocomplete, and the live chat's event
// streams, which stay open for as long as a chat or the agents' queue is on screen: gated, a few open chats would
// hold every slot and no page would render again); and the loads the page cache may answer (lib/page-cache.ts): a
// cached page never waits behind renders. The page cache's own request to fill itself is not gated either: the
// visitor it renders for holds no slot, and a fill queued behind renders could wait for ever if those renders waited
// for it.
import { cookiesOf, FILL_HEADER, isSignedOutPageLoad } from './page-cache-rules.mjs';

/** How long a request counts against the gate's limit at most (renderGate). */
const HOLD_MS = 1_000;

/** Files answered from disk, and route handlers (no page to render; the chat's event streams stay open). */
const NOT_RENDERED_PATH = /^\/(?:_next\/static\/|media\/|api\/|favicon\.ico$|icon\.svg$|robots\.txt$)/;

/**
 * True for a request that renders and waits its turn; false for a static file, a route handler under /api/, a load
 * the page cache may answer (a GET of a cacheable page without a session, punch-out or chat cookie, not a client
 * navigation) and the page cache's own fill request (its header carries this process's token, `fillToken`).
 *
 * @param {{ method?: string; url?: string; headers: Record<string, string | string[] | undefined> }} request
 * @param {string | undefined} fillToken
 */
export function isGated(request, fillToken) {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  if (NOT_RENDERED_PATH.test(pathname)) return false;
  if (fillToken && request.headers[FILL_HEADER] === fillToken) return false;
  const cookie = request.headers.cookie;
  return !isSignedOutPageLoad({
    method: request.method,
    pathname,
    search: queryAt < 0 ? '' : url.slice(queryAt),
    hasHeader: (name) => request.headers[name] !== undefined,
    cookies: cookiesOf(typeof cookie === 'string' ? cookie : undefined),
  });
}

/**
 * At most `limit` requests handled at once, the others first come first served. A request holds its place until
 * its response closes (sent, or the client gone), or for `holdMs` at most: one that takes longer is waiting for
 * something (a slow API, a long stream), not rendering, and stops counting, so a slow API never stalls every page
 * behind a few. One whose client leaves while it waits gives up its place.
 *
 * @param {number} limit
 * @param {{ holdMs?: number }} [options]
 */
export function renderGate(limit, { holdMs = HOLD_MS } = {}) {
  /** When each request that counts against the limit started. */
  const counted = new Set();
  /** @type {{ start: () => void }[]} */
  const waiting = [];
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const pump = () => {
    const now = Date.now();
    for (const entry of counted) if (now - entry.startedAt >= holdMs) counted.delete(entry);
    while (counted.size < limit && waiting.length > 0) waiting.shift()?.start();
    clearTimeout(timer);
    timer = undefined;
    if (waiting.length > 0) {
      // When the oldest request in the way stops counting.
      const oldest = Math.min(...[...counted].map((entry) => entry.startedAt));
      timer = setTimeout(pump, Math.max(0, oldest + holdMs - now));
      timer.unref?.();
    }
  };
  return {
    /**
     * @param {import('node:http').ServerResponse} response
     * @param {() => void} handle
     */
    admit(response, handle) {
      const entry = {
        startedAt: 0,
        start: () => {
          entry.startedAt = Date.now();
          counted.add(entry);
          handle();
        },
      };
      response.once('close', () => {
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
        if (counted.delete(entry)) pump();
      });
      waiting.push(entry);
      pump();
    },
    /** Requests counting against the limit and waiting (for tests and logs). */
    get counts() {
      return { running: counted.size, waiting: waiting.length };
    },
  };
}
