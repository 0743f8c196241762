// Signed-out catalog pages from memory (issue 18, docs/decisions/018-page-cache.md). A visitor who is not signed in
// sees the same home, category, product and content page as every other visitor in the same language, so proxy.ts
// answers those from here instead of rendering each one again: rendered once (by a request to this same server,
// which renders it as any other), kept FRESH_MS and served a while longer while one request renders it again.
//
// What makes it safe: only requests with no cookie but the language and Auth.js's pre-sign-in ones are cached or
// answered from the cache (a session, a punch-out or a chat cookie always renders), the page is rendered with the
// language cookie alone, and only a 200 text/html answer is kept. The CSP nonce stays one per response: the stored
// page is split where its render's nonce stood, and every answer joins it with its own. And pages are kept only
// while this server hears the API's stream of catalog and price changes (GET /api/catalog/changes): every change on
// any API node drops them at once, and without the stream nothing is kept.
import { LRUCache } from 'lru-cache';
import { CACHEABLE_PATH, FILL_HEADER, HARMLESS_COOKIE, NOT_A_PAGE_LOAD } from './page-cache-rules.mjs';

export { FILL_HEADER };

/** Fresh for this long; then served for as long again while one request renders it anew. */
export const FRESH_MS = 10_000;
/** Memory the stored pages may take (bytes); the least recently used go first. */
const MAX_BYTES = 24 * 1024 * 1024;

export type CachedPage = {
  /**
   * The HTML split where the render's nonce stood, encoded once as UTF-8: an answer is then these bytes and the
   * nonce's copied together, not a 150 kB string encoded again for every visitor.
   */
  parts: Buffer[];
  /** Headers of the rendered answer worth repeating (content type, Vary, Link). */
  headers: [string, string][];
};

type Store = {
  pages: LRUCache<string, CachedPage, () => Promise<CachedPage | undefined>>;
  /** Proves a fill request came from this process (proxy.ts lets it render). */
  fillToken: string;
  /** True while the API's change stream is open: only then are pages kept and answered. */
  isListening: boolean;
  /** The running watch of the change stream (started on the first page load, or by `watchChanges`). */
  watching?: Promise<void>;
};

const KEPT_HEADERS = new Set(['content-type', 'vary', 'link']);

/**
 * One store per process, on globalThis: Next bundles proxy.ts and the pages' server actions apart, and both must
 * reach the same store (a back-office change drops it, see `dropCachedPages`).
 */
function store(): Store {
  const shared = globalThis as typeof globalThis & { __engrosPageCache?: Store };
  shared.__engrosPageCache ??= {
    pages: new LRUCache({
      maxSize: MAX_BYTES,
      sizeCalculation: (page) => page.parts.reduce((sum, part) => sum + part.byteLength, 1),
      ttl: 2 * FRESH_MS,
      fetchMethod: (_key, _stale, { context }) => context(),
      noDeleteOnFetchRejection: true,
      ignoreFetchAbort: true,
    }),
    fillToken: randomToken(),
    isListening: false,
  };
  return shared.__engrosPageCache;
}

function randomToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

type PageRequest = {
  method: string;
  pathname: string;
  search: string;
  headers: Headers;
  cookies: { name: string; value: string }[];
};

/** The cache key of a page load a signed-out visitor makes (language, path and query); null for anything else. */
export function pageCacheKey(request: PageRequest): string | null {
  if (request.method !== 'GET' || !CACHEABLE_PATH.test(request.pathname)) return null;
  const current = store();
  current.watching ??= watchChanges();
  if (!current.isListening) return null;
  if (NOT_A_PAGE_LOAD.some((name) => request.headers.has(name)) || request.search.includes('_rsc=')) return null;
  if (request.headers.get(FILL_HEADER) === current.fillToken) return null;
  if (request.cookies.some((cookie) => !HARMLESS_COOKIE.test(cookie.name))) return null;
  const lang = request.cookies.find((cookie) => cookie.name === 'lang')?.value === 'en' ? 'en' : 'nb';
  return `${lang} ${request.pathname}${request.search}`;
}

/**
 * The page for `key`: from memory, or rendered by `origin` (this server) and stored. Undefined when the render did
 * not answer a page to keep (a redirect, a 404, an error): the caller renders the request itself.
 */
export async function cachedPage(options: {
  key: string;
  origin: string;
  pathAndQuery: string;
}): Promise<{ page: CachedPage; state: 'hit' | 'stale' | 'miss' } | undefined> {
  const { pages } = store();
  const left = pages.getRemainingTTL(options.key);
  const state = left <= 0 ? 'miss' : left <= FRESH_MS ? 'stale' : 'hit';
  const page = await pages.fetch(options.key, {
    context: () => renderPage(options),
    ...(state === 'stale' ? { forceRefresh: true, allowStale: true } : {}),
  });
  return page ? { page, state } : undefined;
}

/** Renders the page by asking this server for it with the language cookie alone. */
async function renderPage(options: { key: string; origin: string; pathAndQuery: string }) {
  const lang = options.key.slice(0, options.key.indexOf(' '));
  const response = await fetch(new URL(options.pathAndQuery, options.origin), {
    headers: { accept: 'text/html', cookie: `lang=${lang}`, [FILL_HEADER]: store().fillToken },
    redirect: 'manual',
    cache: 'no-store',
  });
  const type = response.headers.get('content-type') ?? '';
  const nonce = nonceOf(response.headers.get('content-security-policy'));
  // Read to the end whatever it is (a page or a not-found page): cancelling Next's streamed answer half-way left
  // the request waiting for good (a 404 product page never answered).
  const html = await response.text();
  if (response.status !== 200 || !type.startsWith('text/html') || !nonce) return undefined;
  const headers = [...response.headers].filter(([name]) => KEPT_HEADERS.has(name));
  return { parts: html.split(nonce).map((part) => Buffer.from(part)), headers } satisfies CachedPage;
}

const nonceOf = (policy: string | null) => policy?.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1] ?? null;

/**
 * The stored page's HTML (UTF-8) with this response's nonce: the stored bytes and the nonce's copied together, not
 * a 100 kB page's string encoded anew for every visitor (a third of a category page hit's CPU; a stream of the
 * parts instead of one copy cost more than the copy).
 */
export function htmlWithNonce(page: CachedPage, nonce: string): Uint8Array<ArrayBuffer> {
  const between = Buffer.from(nonce);
  const html = Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [between, part])));
  return new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.byteLength);
}

/** Drops every stored page in this process (after a catalog change made through it). */
export function dropCachedPages() {
  store().pages.clear();
}

/** How long to wait before opening the change stream again after it closed or failed. */
const RECONNECT_MS = 1_000;

/**
 * Follows the API's catalog changes for as long as the process runs: while the stream is open pages are kept, each
 * change drops them all; a closed or failed stream drops them and stops keeping any until it is open again.
 */
export function watchChanges(options: { apiUrl?: string; secret?: string; reconnectMs?: number } = {}): Promise<void> {
  const current = store();
  const apiUrl = options.apiUrl ?? process.env.API_URL ?? 'http://127.0.0.1:4000';
  const secret = options.secret ?? process.env.SHOP_SECRET ?? '';
  const watching = (async () => {
    for (;;) {
      try {
        await followStream(`${apiUrl}/api/catalog/changes`, secret, current);
      } catch {
        // The API is down or restarting: nothing is kept meanwhile; try again shortly.
      }
      current.isListening = false;
      current.pages.clear();
      await new Promise((resolve) => setTimeout(resolve, options.reconnectMs ?? RECONNECT_MS).unref?.());
    }
  })();
  current.watching = watching;
  return watching;
}

async function followStream(url: string, secret: string, current: Store) {
  const response = await fetch(url, { headers: { accept: 'text/event-stream', 'x-shop-secret': secret } });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return;
  }
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk, { stream: true });
    let end = buffered.indexOf('\n\n');
    while (end >= 0) {
      const event = /^event: (.*)$/m.exec(buffered.slice(0, end))?.[1];
      buffered = buffered.slice(end + 2);
      if (event === 'ready') current.isListening = true;
      else if (event === 'changed') current.pages.clear();
      end = buffered.indexOf('\n\n');
    }
  }
}
