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
import { CACHEABLE_PATH, FILL_HEADER, HARMLESS_COOKIE, NOT_A_PAGE_LOAD } from './page-cache-rules.mjs';

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
  if (request.method !== 'GET' || !CACHEABLE_PATH.test(pathname) || url.includes('_rsc=')) return true;
  if (NOT_A_PAGE_LOAD.some((name) => request.headers[name] !== undefined)) return true;
  const cookie = request.headers.cookie;
  return (typeof cookie === 'string' ? cookie.split(';') : []).some((pair) => {
    const end = pair.indexOf('=');
    const name = (end < 0 ? pair : pair.slice(0, end)).trim();
    return name !== '' && !HARMLESS_COOKIE.test(name);
  });
}

/**
 * At most `limit` requests handled at once, the others first come first served. A request holds its place until
 * its response closes (sent, or the client gone); one whose client leaves while it waits gives up its place.
 *
 * @param {number} limit
 */
export function renderGate(limit) {
  let running = 0;
  /** @type {(() => void)[]} */
  const waiting = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    /**
     * @param {import('node:http').ServerResponse} response
     * @param {() => void} handle
     */
    admit(response, handle) {
      let isStarted = false;
      const start = () => {
        isStarted = true;
        handle();
      };
      response.once('close', () => {
        if (isStarted) {
          release();
          return;
        }
        const at = waiting.indexOf(start);
        if (at >= 0) waiting.splice(at, 1);
      });
      if (running < limit) {
        running += 1;
        start();
      } else {
        waiting.push(start);
      }
    },
    /** Requests being handled and waiting (for tests and logs). */
    get counts() {
      return { running, waiting: waiting.length };
    },
  };
}
