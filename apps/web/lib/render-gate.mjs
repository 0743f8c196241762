// The production server's render gate (server.mjs; issue 18, docs/web.md "Speed"). Rendering runs on one
// JavaScript thread, so twenty pages rendered at once take as long in all as twenty one after the other, while each
// lives twenty times longer: its objects outlive the young generation's collections, get promoted, and the old
// generation grows and has to be marked and compacted. At 20 connections next-server held 0.5–1.3 GB. The gate lets
// a few requests render at once (their waits for the API overlap another's rendering) and queues the rest in order.
//
// Never gated: static files; the route handlers under /api/ (Auth.js, autocomplete, and the live chat's event
// streams, which stay open for as long as a chat or the agents' queue is on screen: gated, a few open chats would
// hold every slot and no page would render again); and the page cache's own request to fill itself (its visitor
// holds the slot, and a fill queued behind renders could wait for ever if those renders waited for it).
//
// A page the page cache keeps is answered before the gate (server.mjs, lib/page-cache.ts `answerKept`) and never
// waits behind renders. A page it does not keep yet waits its turn like any render, signed out too: each different
// query string is a page of its own, so letting misses past let anyone render without bound (a thousand
// `/category/x?n=…` at once were a thousand renders at once; a made-up product, two each).
import { FILL_HEADER } from './page-cache-rules.mjs';

/** How long a request counts against the gate's limit at most (renderGate). */
const HOLD_MS = 1_000;

/** Files answered from disk, and route handlers (no page to render; the chat's event streams stay open). */
const NOT_RENDERED_PATH = /^\/(?:_next\/static\/|media\/|api\/|favicon\.ico$|icon\.svg$|robots\.txt$)/;

/**
 * True for a request that renders and waits its turn: every page load, action and navigation that reaches the gate
 * (a kept page was answered before it); false for a static file, a route handler under /api/ and the page cache's
 * own fill request (its header carries this process's token, `fillToken`).
 *
 * @param {{ method?: string; url?: string; headers: Record<string, string | string[] | undefined> }} request
 * @param {string | undefined} fillToken
 */
export function isGated(request, fillToken) {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  if (NOT_RENDERED_PATH.test(pathname)) return false;
  return !(fillToken && request.headers[FILL_HEADER] === fillToken);
}

/**
 * At most `limit` requests handled at once, the others first come first served. A request holds its place until
 * its response closes (sent, or the client gone), or for `holdMs` at most: one that takes longer is waiting for
 * something (a slow API, a long stream), not rendering, and stops counting, so a slow API never stalls every page
 * behind a few. One whose client leaves while it waits gives up its place. A response let past once goes straight on
 * when it is admitted again: a company's page not kept waits for its turn before its fill (lib/page-cache.ts
 * `answerKept`), and when the fill keeps nothing, Next renders it in the same turn.
 *
 * @param {number} limit
 * @param {{ holdMs?: number }} [options]
 */
export function renderGate(limit, { holdMs = HOLD_MS } = {}) {
  /** When each request that counts against the limit started. */
  const counted = new Set();
  /** @type {{ start: () => void }[]} */
  const waiting = [];
  /** @type {WeakSet<import('node:http').ServerResponse>} */
  const letPast = new WeakSet();
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
      if (letPast.has(response)) {
        handle();
        return;
      }
      const entry = {
        startedAt: 0,
        start: () => {
          entry.startedAt = Date.now();
          counted.add(entry);
          letPast.add(response);
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
    /**
     * Resolves when the response's request may render (`admit`); never, when its client leaves while it waits.
     *
     * @param {import('node:http').ServerResponse} response
     * @returns {Promise<void>}
     */
    enter(response) {
      return new Promise((resolve) => this.admit(response, resolve));
    },
    /** Requests counting against the limit and waiting (for tests and logs). */
    get counts() {
      return { running: counted.size, waiting: waiting.length };
    },
  };
}

/**
 * The production server's request handler (server.mjs): a page the page cache keeps is answered at once, before
 * Next's router (`answerKept`, installed on the cache's store by proxy.ts once it has run); a company's page through
 * a promise, after the gate's turn when it is not kept yet; every other request goes to Next's `handle`, in the gate's
 * turn when `isGated`.
 *
 * @param {ReturnType<typeof renderGate>} gate
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void} handle
 * @param {() => PageCacheStore | undefined} pageCache the page cache's store, looked up per request
 */
export function serveThroughGate(gate, handle, pageCache) {
  /** @type {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, store?: PageCacheStore) => void} */
  const render = (request, response, store) => {
    if (!isGated(request, store?.fillToken)) handle(request, response);
    else gate.admit(response, () => handle(request, response));
  };
  return (request, response) => {
    const store = pageCache();
    const kept = store?.answerKept?.(request, response, (waiting) => gate.enter(waiting));
    if (kept === true) return;
    if (kept instanceof Promise) {
      kept.then(
        (isAnswered) => isAnswered || render(request, response, store),
        () => render(request, response, store),
      );
      return;
    }
    render(request, response, store);
  };
}

/**
 * What the server reads of the page cache's store (lib/page-cache.ts).
 *
 * @typedef {{
 *   fillToken?: string;
 *   answerKept?: (
 *     request: import('node:http').IncomingMessage,
 *     response: import('node:http').ServerResponse,
 *     admit: (response: import('node:http').ServerResponse) => Promise<void>,
 *   ) => boolean | Promise<boolean>;
 * }} PageCacheStore
 */
