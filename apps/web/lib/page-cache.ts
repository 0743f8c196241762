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
// any API node drops the pages that can show it at once (all of them, a company's, or those showing a product whose
// picture changed), and without the stream nothing is kept.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { ApiError } from '@engros/client';
import { LRUCache } from 'lru-cache';
import { serverApi } from './api';
import { readSessionToken } from './auth/session-cookie';
import { isEidSessionEnded, needsRefresh } from './auth/tokens';
import { eventBlocks } from './event-stream';
import {
  COMPANY_FILL_HEADER,
  cookiesOf,
  FILL_HEADER,
  isCompanyPageLoad,
  isSignedOutPageLoad,
  productsShown,
} from './page-cache-rules.mjs';
import type { Admit } from './render-gate.mjs';
import { isHttpsRequest } from './security-headers';

export { COMPANY_FILL_HEADER, FILL_HEADER };

/** Fresh for this long; then served for as long again while one request renders it anew. */
export const FRESH_MS = 10_000;
/** Memory the signed-out pages may take (bytes); the least recently used go first. */
const MAX_BYTES = 24 * 1024 * 1024;
/** How long a signed-out page's first load is remembered, for `admits` to keep it from its second. */
const SEEN_MS = 10 * 60_000;
/** Memory the remembered first loads may take (their keys' characters): ~20,000 keys of a typical length. */
const SEEN_CHARS = 2 * 1024 * 1024;

/**
 * Memory companies' pages may take (bytes), apart from the signed-out ones: `WEB_COMPANY_PAGES_MB` (24). A shop
 * with many active companies keeps more of their pages with more (a kept page is 20–40 kB gzipped per company,
 * path and query); 0 keeps none, so every signed-in page renders.
 */
export function companyPagesBytes(value = process.env.WEB_COMPANY_PAGES_MB): number {
  const mb = value === undefined || value.trim() === '' ? 24 : Number(value);
  if (!Number.isFinite(mb) || mb < 0)
    throw new Error(`WEB_COMPANY_PAGES_MB must be a number of megabytes, not ${value}`);
  return Math.round(mb * 1024 * 1024);
}

export type CachedPage = {
  /**
   * The HTML split where the render's nonce stood, encoded once as UTF-8: an answer is then these bytes and the
   * nonce's copied together, not a 150 kB string encoded again for every visitor.
   */
  parts: Buffer[];
  /**
   * The same parts deflated once (raw deflate, each flushed to a byte boundary, the last one final): a gzip answer is
   * these with the nonce between them as a stored block (`gzipWithNonce`), not the page compressed per visitor.
   */
  deflated: Buffer[];
  /**
   * Headers of the rendered answer (Next's and next.config's), each value split where the render's nonce stood (the
   * Link header's style preload carries it). Not the security headers: every answer gets its own (`answerKept`).
   */
  headers: [string, string[]][];
  /**
   * The products the page shows, by slug: those it links (every product card links its product) and, on a product
   * page, its own. A picture of one of them changed drops the page (`dropShowing`); a picture of another leaves it.
   */
  products: ReadonlySet<string>;
};

/** A session as the API answers it now (GET /api/session): its active memberships and their roles; null once ended. */
type LiveAnswer = { companies: Map<string, string> } | null;

type Pages = LRUCache<string, CachedPage, () => Promise<CachedPage | undefined>>;

type Store = {
  /** Signed-out pages. */
  pages: Pages;
  /** Signed-out pages loaded once and not kept (`admits`): kept from their next load within SEEN_MS. */
  seen: LRUCache<string, true>;
  /**
   * Companies' pages (decision 020), with a budget of their own: many companies' pages never push out the pages
   * every anonymous visitor gets.
   */
  companyPages: Pages;
  /** False when `WEB_COMPANY_PAGES_MB` is 0: every signed-in page renders for its request. */
  keepsCompanyPages: boolean;
  /**
   * The keys being rendered to keep now: a change that drops only some pages drops these too, as a render that began
   * before the change may show what it changed (lru-cache's iterators do not list a fetch in flight).
   */
  rendering: Set<string>;
  /** Proves a fill request came from this process (proxy.ts lets it render). */
  fillToken: string;
  /** True while the API's change stream is open: only then are pages kept and answered. */
  isListening: boolean;
  /** The running watch of the change stream (started on the first page load, or by `watchChanges`). */
  watching?: Promise<void>;
  /** Answers a kept page before Next's router (server.mjs); set by proxy.ts, which knows the security headers. */
  answerKept?: (request: IncomingMessage, response: ServerResponse, admit?: Admit) => boolean | Promise<boolean>;
};

/** Headers of the rendered answer that belong to it alone (the connection, its length and coding, its nonce's policy). */
const NOT_KEPT_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-security-policy',
  'date',
  'keep-alive',
  'set-cookie',
  'strict-transport-security',
  'transfer-encoding',
  'x-frame-options',
  'x-page-cache',
]);

/** The headers the proxy repeats on a page it answers (Next adds next.config's own after it). */
const PROXIED_HEADERS = new Set(['content-type', 'vary', 'link']);

/** Never kept by a browser or a shared proxy (the nonce is this response's), as Next answers dynamic pages. */
export const NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * One store per process, on globalThis: Next bundles proxy.ts apart from server.mjs, which answers kept pages before
 * Next runs (`answerKept`), and both must reach the same store.
 */
function store(): Store {
  const shared = globalThis as typeof globalThis & { __engrosPageCache?: Store };
  shared.__engrosPageCache ??= newStore(companyPagesBytes());
  return shared.__engrosPageCache;
}

function newStore(companyBytes: number): Store {
  return {
    pages: pageLru(MAX_BYTES),
    seen: new LRUCache<string, true>({
      maxSize: SEEN_CHARS,
      sizeCalculation: (_value, key) => key.length,
      ttl: SEEN_MS,
    }),
    companyPages: pageLru(companyBytes),
    keepsCompanyPages: companyBytes > 0,
    rendering: new Set(),
    fillToken: randomToken(),
    isListening: false,
  };
}

function pageLru(maxBytes: number): Pages {
  return new LRUCache({
    // lru-cache takes no maxSize of 0: a byte keeps nothing a page could fit in.
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (page) => page.parts.reduce((sum, part) => sum + part.byteLength, 1),
    ttl: 2 * FRESH_MS,
    fetchMethod: (_key, _stale, { context }) => context(),
    noDeleteOnFetchRejection: true,
    ignoreFetchAbort: true,
  });
}

/**
 * Drops every kept page, signed-out and companies'. The signed-out ones count as loaded once (`admits`): their next
 * load renders them to keep at once, as before the change.
 */
function dropAll(current: Store) {
  for (const key of current.pages.keys()) current.seen.set(key, true);
  current.pages.clear();
  current.companyPages.clear();
}

/**
 * Drops the kept pages `isReached` names, signed-out and companies', and those being rendered. The signed-out ones
 * count as loaded once, as in `dropAll`.
 */
function dropReached(current: Store, isReached: (key: string, page: CachedPage) => boolean) {
  for (const pages of [current.pages, current.companyPages]) {
    for (const [key, page] of [...pages.entries()]) {
      if (!isReached(key, page)) continue;
      if (pages === current.pages) current.seen.set(key, true);
      pages.delete(key);
    }
  }
  for (const key of current.rendering) {
    current.pages.delete(key);
    current.companyPages.delete(key);
  }
}

/**
 * Drops the pages that show any of these products (`CachedPage.products`): a picture of them, or their stock or lead
 * times, changed (the API's `pictures:products <slug> …`, `stock:products …`).
 */
const dropShowing = (current: Store, slugs: ReadonlySet<string>) =>
  dropReached(current, (_key, page) => [...page.products].some((slug) => slugs.has(slug)));

/** A kept page's path and query: its key ends with them (`pageCacheKey`, `companyPageKey`). */
const pageUrl = (key: string) => new URL(key.slice(key.lastIndexOf(' ') + 1), 'http://page');

/**
 * Drops the pages of these products and every page of a text (a `q` in its query: the search page, a listing searched
 * within): their texts changed (the API's `texts:products <slug> …`: a description, an enrichment), which their own
 * page shows and which change what a text finds. A listing or card shows neither, so the pages linking them stay.
 */
const dropTexts = (current: Store, slugs: ReadonlySet<string>) =>
  dropReached(current, (key) => {
    const url = pageUrl(key);
    return url.searchParams.has('q') || [...productsShown('', url.pathname)].some((slug) => slugs.has(slug));
  });

const CATEGORY_PATH = '/category/';

/**
 * Drops the pages that show these products, the listings that hold them and every page of a text: their names
 * changed (the API's `names:products <slug> … | <category slug> …`), which moves them in the name order of the
 * listings of their categories and those above them (`listings`; null: every listing), where a page that did not
 * show them may now, and changes what a text finds. Other listings, other products' pages and the content pages that
 * do not show them stay.
 */
const dropNames = (current: Store, slugs: ReadonlySet<string>, listings: ReadonlySet<string> | null) =>
  dropReached(current, (key, page) => {
    const url = pageUrl(key);
    const category = url.pathname.startsWith(CATEGORY_PATH)
      ? decodeURIComponent(url.pathname.slice(CATEGORY_PATH.length))
      : null;
    return (
      (category !== null && (listings === null || listings.has(category))) ||
      url.searchParams.has('q') ||
      [...page.products].some((slug) => slugs.has(slug))
    );
  });

/** Drops the pages kept for these companies (`companyPageKey`: language, company, role, path). */
function dropCompanies(current: Store, companies: ReadonlySet<string>) {
  for (const key of [...current.companyPages.keys()]) {
    if (companies.has(key.split(' ')[1] ?? '')) current.companyPages.delete(key);
  }
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
  headers: Pick<Headers, 'has' | 'get'>;
  cookies: { name: string; value: string }[];
};

/** The cache key of a page load a signed-out visitor makes (language, path and query); null for anything else. */
export function pageCacheKey(request: PageRequest): string | null {
  const { method, pathname, search, headers, cookies } = request;
  if (!isSignedOutPageLoad({ method, pathname, search, hasHeader: (name) => headers.has(name), cookies })) return null;
  if (!isKeeping(headers)) return null;
  return `${languageOf(cookies)} ${pathname}${search}`;
}

/** Whether a request is this process's own render of a page to keep (its fill header carries the token). */
export function isFillRequest(headers: Pick<Headers, 'get'>): boolean {
  return headers.get(FILL_HEADER) === store().fillToken;
}

/**
 * Whether pages are kept and answered now (the change stream is open; the first page load starts following it) for
 * this request: never for the cache's own fill request.
 */
function isKeeping(headers: Pick<Headers, 'get'>): boolean {
  const current = store();
  current.watching ??= watchChanges();
  return current.isListening && !isFillRequest(headers);
}

const languageOf = (cookies: PageRequest['cookies']) =>
  cookies.find((cookie) => cookie.name === 'lang')?.value === 'en' ? 'en' : 'nb';

/**
 * The cache key of a company's page for a load `isCompanyPageLoad` took (answerKept checks it first, without a
 * promise; docs/decisions/020-signed-in-listing-cache.md): language, company, whether the person may order, path and
 * query. Null while pages are not kept, when the session is not a plain one that needs nothing done (no punch-out, not ended at ID-porten, its access token
 * not due for rotation: the proxy rotates it on a render) or has no company, and unless the API says, asked for this
 * load, that the session is live and still has that company with the same role (a deactivated member, a changed
 * role or a sign-out elsewhere gets the page rendered for them, which the API then refuses as it refuses every call).
 */
async function companyPageKey(request: PageRequest & { cookieHeader: string }): Promise<string | null> {
  const { pathname, search, headers, cookies } = request;
  if (!isKeeping(headers)) return null;
  const token = await readSessionToken(new Headers({ cookie: request.cookieHeader }));
  const api = token?.api;
  if (!api || !token.contactId || token.punchout || isEidSessionEnded(api) || needsRefresh(api)) return null;
  const company = token.companies?.find((one) => one.customerId === token.customerId);
  if (!company) return null;
  const live = await liveSession(api.accessToken);
  if (!live || live.companies.get(company.customerId) !== company.role) return null;
  const may = company.role === 'viewer' ? 'view' : 'order';
  return `${languageOf(cookies)} ${company.customerId} ${may} ${pathname}${search}`;
}

/**
 * The API's answer on the session of this access token, asked for every load: the API's own view (a sign-out, a
 * revoked session or a changed membership on any node is in it before the changing call answered), so a kept page
 * stops exactly when the API's answers do. Undefined when it cannot be told (the API unreachable).
 */
async function liveSession(accessToken: string): Promise<LiveAnswer | undefined> {
  try {
    const session = await serverApi({ accessToken }).getLiveSession({ init: { cache: 'no-store' } });
    return { companies: new Map(session.companies.map(({ customerId, role }) => [customerId, role])) };
  } catch (error) {
    return ApiError.isApiError(error) && error.status === 401 ? null : undefined;
  }
}

/**
 * The page for `key`: from memory, or rendered by `origin` (this server) and stored. Undefined when the render did
 * not answer a page to keep (a redirect, a 404, an error): the caller renders the request itself.
 */
export async function cachedPage(
  options: FillOptions,
): Promise<{ page: CachedPage; state: 'hit' | 'stale' | 'miss' } | undefined> {
  const current = store();
  const pages = options.companyCookies ? current.companyPages : current.pages;
  const left = pages.getRemainingTTL(options.key);
  const state = left <= 0 ? 'miss' : left <= FRESH_MS ? 'stale' : 'hit';
  const page = await pages.fetch(options.key, {
    context: () => renderPage(options),
    ...(state === 'stale' ? { forceRefresh: true, allowStale: true } : {}),
  });
  return page ? { page, state } : undefined;
}

/**
 * Whether a signed-out load of the page `key` renders it to keep (the fill): when it is kept already (fresh or
 * stale), or was loaded once within SEEN_MS. A page's first load renders for its visitor alone (TinyLFU's
 * "doorkeeper"): search made each query a page to keep, and one-off query strings (a typo, a made-up one, a flood
 * of them) would push out of the 24 MB the pages every visitor reads, and cost two renders each (the fill, then
 * the visitor's own when the fill keeps nothing). A page read twice is kept from its second load.
 */
export function admits(key: string): boolean {
  const { pages, seen } = store();
  if (pages.getRemainingTTL(key) > 0 || seen.has(key)) return true;
  seen.set(key, true);
  return false;
}

/**
 * Where this server answers itself, for the requests that fill the cache: `next start` and server.mjs put their port
 * in PORT; null without it.
 */
export function thisServer(): string | null {
  return process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : null;
}

type FillOptions = {
  key: string;
  origin: string;
  pathAndQuery: string;
  /** A company's page: rendered with the cookies of the buyer who asked, the header without them. */
  companyCookies?: string;
};

/** Renders the page to keep (`renderToKeep`), its key noted as being rendered meanwhile (`dropShowing`). */
async function renderPage(options: FillOptions) {
  const { rendering } = store();
  rendering.add(options.key);
  try {
    return await renderToKeep(options);
  } finally {
    rendering.delete(options.key);
  }
}

/**
 * Renders the page by asking this server for it: a signed-out page with the language cookie alone, a company's
 * with the asking buyer's cookies and the company mark (the header then draws no person, lib/person-summary.ts).
 */
async function renderToKeep(options: FillOptions) {
  const lang = options.key.slice(0, options.key.indexOf(' '));
  const cookie = options.companyCookies ?? `lang=${lang}`;
  const response = await fetch(new URL(options.pathAndQuery, options.origin), {
    headers: {
      accept: 'text/html',
      cookie,
      [FILL_HEADER]: store().fillToken,
      ...(options.companyCookies ? { [COMPANY_FILL_HEADER]: '1' } : {}),
    },
    redirect: 'manual',
    cache: 'no-store',
  });
  const type = response.headers.get('content-type') ?? '';
  const nonce = nonceOf(response.headers.get('content-security-policy'));
  // Read to the end whatever it is (a page or a not-found page): cancelling Next's streamed answer half-way left
  // the request waiting for good (a 404 product page never answered).
  const html = await response.text();
  if (response.status !== 200 || !type.startsWith('text/html') || !nonce) return undefined;
  return pageOf(html, [...response.headers], nonce, options.pathAndQuery);
}

/**
 * The page to keep from a render's HTML and headers, split where the render's nonce `nonce` stood; `path`: the
 * page's own path and query (a product page shows its product).
 */
export function pageOf(html: string, headers: [string, string][], nonce: string, path?: string): CachedPage {
  const parts = html.split(nonce).map((part) => Buffer.from(part));
  return {
    products: productsShown(html, path),
    parts,
    deflated: parts.map((part, i) =>
      deflateRawSync(part, { finishFlush: i < parts.length - 1 ? constants.Z_SYNC_FLUSH : constants.Z_FINISH }),
    ),
    headers: headers
      .filter(([name]) => !NOT_KEPT_HEADERS.has(name.toLowerCase()))
      .map(([name, value]) => [name.toLowerCase(), value.split(nonce)]),
  };
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

/** The kept page's headers with this response's nonce; `only`: just these names. */
export function headersWithNonce(page: CachedPage, nonce: string, only?: Set<string>): [string, string][] {
  return page.headers.flatMap(([name, parts]) => (only && !only.has(name) ? [] : [[name, parts.join(nonce)]]));
}

/** The headers proxy.ts puts on a page it answers from the cache (Next adds next.config's after it). */
export const proxiedHeaders = (page: CachedPage, nonce: string) => headersWithNonce(page, nonce, PROXIED_HEADERS);

/** A gzip member's header: deflate, no name or time, no extra flags, Unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/**
 * The kept page with this response's nonce, gzipped: the parts deflated when the page was kept, the nonce between
 * them as stored (uncompressed) deflate blocks, and the trailer's CRC-32 and length of the whole. Only the CRC is
 * worked out per answer (~100 kB at memory speed) instead of compressing the page again (~1.5 ms a category page).
 */
export function gzipWithNonce(page: CachedPage, nonce: string): Buffer {
  const between = Buffer.from(nonce);
  const n = between.byteLength;
  // A stored block: BFINAL 0 and BTYPE 00 (the byte-aligned flush before it leaves the header its own byte), LEN, NLEN.
  const stored = Buffer.concat([Buffer.from([0, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]), between]);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  page.parts.forEach((part, i) => {
    if (i > 0) {
      chunks.push(stored);
      crc = crc32(between, crc);
      size += n;
    }
    chunks.push(page.deflated[i]!);
    // Node 20's crc32 answers 0, not the running value, for an empty Buffer with no memory behind it ('' split off).
    if (part.byteLength > 0) crc = crc32(part, crc);
    size += part.byteLength;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** Whether an Accept-Encoding header takes gzip (named, or `*`, with a weight above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const item of header.split(',')) {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (coding === 'gzip' || coding === 'x-gzip') gzip = weight;
    else if (coding === '*') any = weight;
  }
  return (gzip ?? any ?? 0) > 0;
}

/** A response's own nonce and security headers (proxy.ts: the same as every page it answers gets). */
export type SecurityHeadersFor = (
  pathname: string,
  isHttps: boolean,
) => { nonce: string; headers: Record<string, string> };

/**
 * Lets server.mjs answer kept pages before Next's router (its rules: `answerKept`). Called by proxy.ts once it is
 * loaded: until then, and for any page that is not kept, Next and proxy.ts answer as before.
 */
export function installKeptAnswers(securityHeadersFor: SecurityHeadersFor) {
  store().answerKept = (request, response, admit) => answerKept(request, response, securityHeadersFor, admit);
}

/**
 * Answers a load of a kept page straight from the Node request, before Next's router and proxy.ts run (most of a
 * hit's time was theirs): the same key rules as proxy.ts (`pageCacheKey`), the same security headers, a fresh
 * nonce, gzip when the browser takes it. A stale page (past FRESH_MS) is answered too, and renewed behind it by one
 * render, as `cachedPage` does for the proxy. A company's listing page (`companyPageKey`) is answered here too,
 * kept or rendered for the company first: a promise, as the session is read and the API asked; one not kept waits
 * for `admit` (the render gate's turn) before it renders. False (nothing written) for anything else: a page not kept,
 * a client navigation; Next then answers it, through proxy.ts (server.mjs gates it).
 */
export function answerKept(
  request: IncomingMessage,
  response: ServerResponse,
  securityHeadersFor: SecurityHeadersFor,
  admit?: Admit,
): boolean | Promise<boolean> {
  if (request.method !== 'GET' || !request.url) return false;
  const url = new URL(request.url, 'http://localhost');
  const headers = {
    has: (name: string) => request.headers[name] !== undefined,
    get: (name: string) => {
      const value = request.headers[name];
      return value === undefined ? null : String(value);
    },
  };
  const load = {
    method: request.method,
    pathname: url.pathname,
    search: url.search,
    headers,
    cookies: cookiesOf(request.headers.cookie),
  };
  const key = pageCacheKey(load);
  if (!key) {
    const hasHeader = (name: string) => headers.has(name);
    if (!store().keepsCompanyPages || !isCompanyPageLoad({ ...load, hasHeader })) return false;
    return answerCompanyPage(request, response, securityHeadersFor, { ...load, url, admit });
  }
  const { pages } = store();
  const left = pages.getRemainingTTL(key);
  // A stale page is renewed by asking this server for it: without its port, Next answers it.
  const origin = thisServer();
  if (left <= 0 || (left <= FRESH_MS && !origin)) return false;
  // While a renewal runs, the entry is the renewal's: its stale page is what this answers meanwhile.
  const page = pages.get(key, { allowStale: true });
  if (!page?.parts) return false;
  const state = left <= FRESH_MS ? 'stale' : 'hit';
  if (state === 'stale' && origin) {
    // One render renews it (fetches of a key share the one in flight). If that render fails or answers no page to
    // keep, the stale one stays until its time is up (FRESH_MS at most); a catalog change drops it at once anyway.
    void cachedPage({ key, origin, pathAndQuery: `${url.pathname}${url.search}` }).catch(() => undefined);
  }
  writeKept(request, response, securityHeadersFor, { url, headers, page, state });
  return true;
}

/**
 * A company's listing page for this load, from memory or rendered for the company with this buyer's cookies and
 * kept (docs/decisions/020-signed-in-listing-cache.md); false when it is not one to keep (Next renders it).
 */
async function answerCompanyPage(
  request: IncomingMessage,
  response: ServerResponse,
  securityHeadersFor: SecurityHeadersFor,
  load: PageRequest & { url: URL; admit?: Admit },
): Promise<boolean> {
  const origin = thisServer();
  const cookieHeader = request.headers.cookie ?? '';
  const key = origin ? await companyPageKey({ ...load, cookieHeader }) : null;
  if (!key || !origin) return false;
  // Not kept: rendered for the company in the render gate's turn, as every render is (a fill shared with others
  // asking for the same page meanwhile; each other query string would be a render of its own).
  if (store().companyPages.getRemainingTTL(key) <= 0) await load.admit?.(response);
  const pathAndQuery = `${load.url.pathname}${load.url.search}`;
  const found = await cachedPage({ key, origin, pathAndQuery, companyCookies: cookieHeader }).catch(() => undefined);
  if (!found) return false;
  writeKept(request, response, securityHeadersFor, { ...load, ...found });
  return true;
}

/** Writes a kept page as the answer: its headers, this response's nonce and security headers, gzip when taken. */
function writeKept(
  request: IncomingMessage,
  response: ServerResponse,
  securityHeadersFor: SecurityHeadersFor,
  { url, headers, page, state }: { url: URL; headers: PageRequest['headers']; page: CachedPage; state: string },
) {
  const isHttps = isHttpsRequest(headers.get('x-forwarded-proto'), 'encrypted' in request.socket ? 'https' : 'http');
  const policy = securityHeadersFor(url.pathname, isHttps);
  const gzip = acceptsGzip(headers.get('accept-encoding') ?? undefined);
  const body = gzip ? gzipWithNonce(page, policy.nonce) : htmlWithNonce(page, policy.nonce);
  for (const [name, value] of headersWithNonce(page, policy.nonce)) response.setHeader(name, value);
  const vary = String(response.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  for (const [name, value] of Object.entries(policy.headers)) response.setHeader(name, value);
  response.setHeader('cache-control', NO_STORE);
  response.setHeader('x-page-cache', state);
  if (gzip) response.setHeader('content-encoding', 'gzip');
  response.setHeader('content-length', body.byteLength);
  response.statusCode = 200;
  response.end(body);
}

/** Drops every stored page in this process (the tests start from none; the change stream drops them in the app). */
export function dropCachedPages() {
  dropAll(store());
}

/** How long to wait before opening the change stream again after it closed or failed. */
const RECONNECT_MS = 1_000;

/**
 * Follows the API's catalog changes for as long as the process runs: while the stream is open pages are kept, each
 * change drops those that can show it (`followStream`); a closed or failed stream drops them all and stops keeping any
 * until it is open again.
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
      dropAll(current);
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
  for await (const { event, block } of eventBlocks(response.body)) {
    if (event === 'ready') current.isListening = true;
    else if (event === 'changed') {
      // A contract list's prices, a company's pricing or assortment (the API's `price:companies` and
      // `catalog:companies`, with the companies it reaches, else all): only those companies' pages can show them.
      const companies = /^data: [a-z]+:companies((?: [0-9a-f-]+)*)$/m.exec(block);
      // A picture of some products, or their stock or lead times (`pictures:products <slug> …`, `stock:products …`):
      // only the pages that show them. Their texts (`texts:products …`): their own pages and the searches. Their
      // names (`names:products … | <category> …`): the pages that show them, the listings holding them, the searches.
      const products = /^data: ([a-z]+):products((?: \S+)+)$/m.exec(block);
      if (products?.[2]) {
        const [named = '', listings] = products[2].split(' | ');
        const slugs = new Set(named.trim().split(' '));
        if (products[1] === 'texts') dropTexts(current, slugs);
        else if (products[1] === 'names')
          dropNames(current, slugs, listings ? new Set(listings.trim().split(' ')) : null);
        else dropShowing(current, slugs);
      } else if (!companies) dropAll(current);
      else if (!companies[1]) current.companyPages.clear();
      else dropCompanies(current, new Set(companies[1].trim().split(' ')));
    }
  }
}
