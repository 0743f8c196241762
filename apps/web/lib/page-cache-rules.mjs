// Which page loads the page cache may answer (lib/page-cache.ts), in plain JavaScript: the production server's render
// gate (server.mjs, lib/render-gate.mjs) reads the fill header from here before Next runs.

/** The paths whose signed-out pages are the same for every visitor (search: per query, kept once asked twice). */
export const CACHEABLE_PATH = /^\/(?:$|category\/[^/]+\/?$|product\/[^/]+\/?$|content\/[^/]+\/?$|search\/?$)/;

/** Cookies a signed-out visitor may carry that change nothing on these pages but the language. */
export const HARMLESS_COOKIE = /^(?:lang|(?:__Host-|__Secure-)?authjs\.(?:csrf-token|callback-url))$/;

/**
 * The pages a company's buyers see alike (docs/decisions/020-signed-in-listing-cache.md): what the home, a category,
 * search or product page shows depends on the company (prices, assortment, delivery cut-off) and whether the person
 * may order, not on the person (the header's person part, the home page's greeting and panels and the product
 * page's shopping lists are asked for by the browser).
 */
export const COMPANY_PATH = /^\/(?:$|(?:category\/[^/]+|product\/[^/]+|search)\/?$)/;

/** The Auth.js session cookie (`.0`, `.1`, … when split into chunks), under either name. */
export const SESSION_COOKIE = /^(?:__Secure-)?authjs\.session-token(?:\.\d+)?$/;

/** The chat widget's cookie (lib/support.ts): the header's summary reads it, a company's page does not. */
export const CHAT_COOKIE = 'support_chat';

/** Headers of Next's client-side navigations and actions: their answers are not the page's HTML. */
export const NOT_A_PAGE_LOAD = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action'];

/**
 * A page load the page cache may answer (lib/page-cache.ts `pageCacheKey`, which proxy.ts and `answerKept` ask): a
 * GET of a cacheable path that is not a client navigation or action (none of their headers, no `_rsc` query) and
 * carries only harmless cookies (no session, punch-out or chat cookie).
 *
 * @param {import('./page-cache-rules.d.mts').PageLoad} load
 */
export function isSignedOutPageLoad(load) {
  return isPageLoadOf(CACHEABLE_PATH, load) && load.cookies.every(({ name }) => HARMLESS_COOKIE.test(name));
}

/**
 * A GET of a path `path` takes that is a page load: not a client navigation or action (none of their headers, no
 * `_rsc` query).
 *
 * @param {RegExp} path
 * @param {{ method: string | undefined; pathname: string; search: string; hasHeader: (name: string) => boolean }} load
 */
function isPageLoadOf(path, { method, pathname, search, hasHeader }) {
  return method === 'GET' && path.test(pathname) && !search.includes('_rsc=') && !NOT_A_PAGE_LOAD.some(hasHeader);
}

/**
 * A page load a company's kept page may answer (lib/page-cache.ts `answerKept`, then `companyPageKey`): a GET of the
 * home, a category, product or search page that is not a client navigation or action, with a session cookie and no cookie
 * but the harmless ones and the chat's. Whose session it is, and whether it is live, the page cache asks next.
 *
 * @param {import('./page-cache-rules.d.mts').PageLoad} load
 */
export function isCompanyPageLoad(load) {
  const { cookies } = load;
  return (
    isPageLoadOf(COMPANY_PATH, load) &&
    cookies.some(({ name }) => SESSION_COOKIE.test(name)) &&
    cookies.every(({ name }) => HARMLESS_COOKIE.test(name) || SESSION_COOKIE.test(name) || name === CHAT_COOKIE)
  );
}

/** The request header that marks this server's own request for a page to store (not answered from the cache). */
export const FILL_HEADER = 'x-engros-page-fill';

/** On a fill request, marks the render of a company's page: the header draws no person (lib/person-summary.ts). */
export const COMPANY_FILL_HEADER = 'x-engros-company-page';

/**
 * A Cookie header's cookies as Next reads them (values URI-decoded; a name without `=` has the value `true`; empty
 * names dropped).
 *
 * @param {string | undefined} header
 * @returns {{ name: string; value: string }[]}
 */
export function cookiesOf(header) {
  if (!header) return [];
  return header.split(';').flatMap((pair) => {
    const end = pair.indexOf('=');
    const name = (end < 0 ? pair : pair.slice(0, end)).trim();
    return name ? [{ name, value: end < 0 ? 'true' : decoded(pair.slice(end + 1).trim()) }] : [];
  });
}

/** @param {string} value */
function decoded(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A product's path (`/product/<slug>`) in a page's HTML or flight data, or a page's own path: the slug. */
const PRODUCT_PATH = /\/product\/([^"'?#&\\\s<>/]+)/g;

/**
 * The products a page shows, by slug (lib/page-cache.ts keeps them with the page, and a picture of one of them
 * changed drops it): those its HTML links (every product card links its product) and, when `path` is a product's,
 * its own.
 *
 * @param {string} html
 * @param {string} [path]
 * @returns {Set<string>}
 */
export function productsShown(html, path = '') {
  const slugs = new Set();
  for (const text of [path, html]) {
    for (const [, slug = ''] of text.matchAll(PRODUCT_PATH)) slugs.add(decoded(slug));
  }
  return slugs;
}
