import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { LRUCache } from 'lru-cache';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  acceptsGzip,
  admits,
  answerKept,
  type CachedPage,
  COMPANY_FILL_HEADER,
  cachedPage,
  companyPagesBytes,
  dropCachedPages,
  FILL_HEADER,
  FRESH_MS,
  gzipWithNonce,
  htmlWithNonce,
  installKeptAnswers,
  pageCacheKey,
  pageOf,
  proxiedHeaders,
  watchChanges,
} from './page-cache';
import { cookiesOf, isCompanyPageLoad } from './page-cache-rules.mjs';
import { isGated, type PageCacheStore, renderGate, serveThroughGate } from './render-gate.mjs';

type Kept = LRUCache<string, CachedPage>;
/** The page cache's store (lib/page-cache.ts keeps it on globalThis, one per process). */
const keptStore = () =>
  (globalThis as unknown as { __engrosPageCache: { pages: Kept; companyPages: Kept } }).__engrosPageCache;

const load = (path: string, extra: Partial<Parameters<typeof pageCacheKey>[0]> = {}) => {
  const url = new URL(path, 'http://shop.example');
  return pageCacheKey({
    method: 'GET',
    pathname: url.pathname,
    search: url.search,
    headers: new Headers({ accept: 'text/html' }),
    cookies: [],
    ...extra,
  });
};

// The API's change stream (GET /api/catalog/changes), played by a server the tests control.
const changeStreams = new Set<ServerResponse>();
let apiSeesSecret = '';
const api = createServer((request, response) => {
  apiSeesSecret = String(request.headers['x-shop-secret']);
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.write('retry: 1000\n\nevent: ready\ndata: \n\n');
  changeStreams.add(response);
  response.on('close', () => changeStreams.delete(response));
});
const sendChange = (namespace: string) => {
  for (const stream of changeStreams) stream.write(`event: changed\ndata: ${namespace}\n\n`);
};
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  void watchChanges({
    apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    secret: 'the-shop-secret',
    reconnectMs: 50,
  });
  await until(() => load('/') !== null);
});
afterAll(() => {
  api.closeAllConnections();
  api.close();
});

describe('pageCacheKey', () => {
  it('keys the signed-out catalog pages by language, path and query', () => {
    expect(load('/')).toBe('nb /');
    expect(load('/category/kontor?page=2&brand=arkiva')).toBe('nb /category/kontor?page=2&brand=arkiva');
    expect(load('/product/kaffe-1')).toBe('nb /product/kaffe-1');
    expect(load('/content/om-oss')).toBe('nb /content/om-oss');
    // Search too: each query a page of its own, kept once it is asked for twice (`admits`).
    expect(load('/search?q=kaffe&page=2')).toBe('nb /search?q=kaffe&page=2');
    expect(load('/product/kaffe-1', { cookies: [{ name: 'lang', value: 'en' }] })).toBe('en /product/kaffe-1');
    // An unknown language is the default one, as the pages read it.
    expect(load('/', { cookies: [{ name: 'lang', value: 'xx' }] })).toBe('nb /');
    // Auth.js's cookies before anyone signs in change nothing on these pages.
    const before = [
      { name: '__Host-authjs.csrf-token', value: 'x' },
      { name: 'authjs.callback-url', value: '/' },
    ];
    expect(load('/', { cookies: before })).toBe('nb /');
  });

  it('never keys a signed-in, punch-out or chat visitor, another page, a write or a client navigation', () => {
    for (const name of ['authjs.session-token', '__Secure-authjs.session-token', 'support_chat', 'anything']) {
      expect(load('/', { cookies: [{ name, value: 'x' }] }), name).toBeNull();
    }
    for (const path of ['/cart', '/checkout', '/account', '/backoffice', '/product/a/b', '/search/more']) {
      expect(load(path), path).toBeNull();
    }
    expect(load('/', { method: 'POST' })).toBeNull();
    expect(load('/', { headers: new Headers({ rsc: '1' }) })).toBeNull();
    expect(load('/', { headers: new Headers({ 'next-action': 'abc' }) })).toBeNull();
    expect(load('/category/kontor?_rsc=1x2')).toBeNull();
  });
});

describe('isCompanyPageLoad (decision 020)', () => {
  const load = (pathname: string, cookie: string, more: { method?: string; search?: string; header?: string } = {}) =>
    isCompanyPageLoad({
      method: more.method ?? 'GET',
      pathname,
      search: more.search ?? '',
      hasHeader: (name) => name === more.header,
      cookies: cookiesOf(cookie),
    });
  const session = 'authjs.session-token=x';

  it('takes a signed-in page load of the home, a category, product or search page, with the language and chat cookies', () => {
    expect(load('/', session), 'the person’s panels are asked for by the browser').toBe(true);
    expect(load('/category/renhold', session)).toBe(true);
    expect(load('/product/kaffe', `lang=en; ${session}; support_chat=a.b`)).toBe(true);
    expect(load('/search', `__Secure-authjs.session-token.0=x; __Secure-authjs.session-token.1=y`)).toBe(true);
  });

  it('leaves everything else to be rendered for the person', () => {
    expect(load('/category/renhold', 'lang=nb'), 'no session').toBe(false);
    expect(load('/', session, { search: '?_rsc=1' }), 'a client navigation home').toBe(false);
    expect(load('/cart', session)).toBe(false);
    expect(load('/account/orders', session)).toBe(false);
    expect(load('/category/renhold', `${session}; bench_render=1`), 'a cookie it does not know').toBe(false);
    expect(load('/category/renhold', session, { method: 'POST' })).toBe(false);
    expect(load('/category/renhold', session, { header: 'rsc' }), 'a client navigation').toBe(false);
    expect(load('/category/renhold', session, { header: 'next-action' })).toBe(false);
    expect(load('/category/renhold', session, { search: '?_rsc=1' })).toBe(false);
  });
});

describe('companyPagesBytes (WEB_COMPANY_PAGES_MB)', () => {
  it('is 24 MB unless set; megabytes as set, 0 keeping none; nonsense refused at start', () => {
    expect(companyPagesBytes(undefined)).toBe(24 * 1024 * 1024);
    expect(companyPagesBytes('')).toBe(24 * 1024 * 1024);
    expect(companyPagesBytes('256')).toBe(256 * 1024 * 1024);
    expect(companyPagesBytes('0.5')).toBe(512 * 1024);
    expect(companyPagesBytes('0')).toBe(0);
    expect(() => companyPagesBytes('lots')).toThrow(/WEB_COMPANY_PAGES_MB/);
    expect(() => companyPagesBytes('-1')).toThrow(/WEB_COMPANY_PAGES_MB/);
  });
});

describe('the render gate and the page cache', () => {
  it('agree on which loads the cache answers; the gate gates every page load, as kept ones never reach it', () => {
    const loads: { method: string; url: string; headers: Record<string, string> }[] = [
      { method: 'GET', url: '/', headers: {} },
      { method: 'GET', url: '/category/kontor?page=2', headers: { cookie: 'lang=en; authjs.callback-url=%2F' } },
      { method: 'GET', url: '/product/kaffe-1', headers: { cookie: '__Host-authjs.csrf-token=x' } },
      { method: 'GET', url: '/content/om-oss', headers: {} },
      { method: 'GET', url: '/', headers: { cookie: 'authjs.session-token=x' } },
      { method: 'GET', url: '/product/kaffe-1', headers: { cookie: 'lang=nb; support_chat=1' } },
      { method: 'GET', url: '/category/kontor', headers: { rsc: '1' } },
      { method: 'GET', url: '/category/kontor?_rsc=1x2', headers: {} },
      { method: 'GET', url: '/', headers: { 'next-router-prefetch': '1' } },
      { method: 'POST', url: '/product/kaffe-1', headers: { 'next-action': 'abc' } },
      { method: 'HEAD', url: '/', headers: {} },
      { method: 'GET', url: '/search?q=kaffe', headers: {} },
      { method: 'GET', url: '/product/a/b', headers: {} },
    ];
    const answered = loads.map((load) => {
      const url = new URL(load.url, 'http://shop.example');
      const headers = new Headers(load.headers);
      return pageCacheKey({
        method: load.method,
        pathname: url.pathname,
        search: url.search,
        headers,
        cookies: cookiesOf(load.headers.cookie),
      });
    });
    expect(answered.filter((key) => key !== null)).toHaveLength(5);
    // Every page load renders in the gate's turn: a kept one is answered before the gate (serveThroughGate).
    for (const load of loads) {
      expect(isGated(load, undefined), `${load.method} ${load.url} ${JSON.stringify(load.headers)}`).toBe(true);
    }
  });
});

describe('admits', () => {
  beforeEach(() => dropCachedPages());

  it('keeps a page from its second load, a kept one at once, and the pages a change dropped from their next load', async () => {
    const key = `nb /search?q=${Math.random()}`;
    expect(admits(key), 'the first load renders for its visitor alone').toBe(false);
    expect(admits(key), 'the second renders to keep').toBe(true);
    expect(admits(`nb /search?q=other-${Math.random()}`)).toBe(false);
    // Kept (here through another way in than a load): admitted.
    const pages = keptStore().pages;
    const once = `nb /category/once-${Math.random()}`;
    pages.set(once, pageOf('<p>x</p>', [], 'n'));
    expect(admits(once)).toBe(true);
    // A catalog change drops it; its next load renders it to keep, as before the change.
    dropCachedPages();
    expect(pages.has(once)).toBe(false);
    expect(admits(once)).toBe(true);
  });
});

describe('cachedPage', () => {
  let server: Server;
  let origin: string;
  let renders: IncomingMessage[] = [];
  let status = 200;
  /** Set: a page asked with `?hold` answers once it resolves. */
  let held: Promise<void> | null = null;

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      renders.push(request);
      const query = new URL(request.url ?? '/', 'http://shop.example').searchParams;
      if (query.has('hold')) await held;
      // `?links=a,b`: the page shows those products' cards, each linking its product.
      const links = (query.get('links') ?? '')
        .split(',')
        .filter(Boolean)
        .map((slug) => `<a href="/product/${slug}">${slug}</a>`)
        .join('');
      const nonce = Buffer.from(`n${renders.length}`).toString('base64');
      response.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `script-src 'nonce-${nonce}' 'strict-dynamic'`,
        vary: 'rsc',
        link: `</style.css>; rel=preload; as="style"; nonce="${nonce}"`,
        'x-content-type-options': 'nosniff',
        'set-cookie': 'secret=never-kept',
      });
      response.end(
        `<html><script nonce="${nonce}">go()</script><p>${request.url} ${request.headers.cookie}</p>${links}</html>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    dropCachedPages();
    renders = [];
    status = 200;
  });

  it('renders a company’s page with the asking buyer’s cookies and the company mark, kept apart from signed-out pages', async () => {
    const key = 'nb 7d1f0c5e-0000-4000-8000-000000000001 order /category/kaffe';
    const cookies = 'lang=nb; authjs.session-token=abc';
    const first = await cachedPage({ key, origin, pathAndQuery: '/category/kaffe', companyCookies: cookies });
    expect(first?.state).toBe('miss');
    expect(renders[0]?.headers.cookie).toBe(cookies);
    expect(renders[0]?.headers[COMPANY_FILL_HEADER]).toBe('1');
    const again = await cachedPage({ key, origin, pathAndQuery: '/category/kaffe', companyCookies: cookies });
    expect(again?.state).toBe('hit');
    const { pages, companyPages } = keptStore();
    expect(companyPages.has(key)).toBe(true);
    expect(pages.has(key)).toBe(false);
    dropCachedPages();
    expect(companyPages.has(key)).toBe(false);
  });

  it('drops only the named companies’ pages on a change to companies’ own prices, every page on a list price change', async () => {
    const ours = 'nb 7d1f0c5e-0000-4000-8000-000000000002 order /category/te';
    const theirs = 'nb 7d1f0c5e-0000-4000-8000-000000000099 order /category/te';
    const visitor = 'nb /category/te';
    const cookies = 'lang=nb; authjs.session-token=abc';
    const fill = async () => {
      for (const key of [ours, theirs]) {
        await cachedPage({ key, origin, pathAndQuery: '/category/te', companyCookies: cookies });
      }
      await cachedPage({ key: visitor, origin, pathAndQuery: '/category/te' });
    };
    const kept = () => {
      const { pages, companyPages } = keptStore();
      return [companyPages.has(ours), companyPages.has(theirs), pages.has(visitor)];
    };
    await fill();
    expect(kept()).toEqual([true, true, true]);
    // A contract list's prices, named with the company holding it (the API's `price:companies <id>`): that company's
    // pages go; another company's and a visitor's stay.
    sendChange('price:companies 7d1f0c5e-0000-4000-8000-000000000099');
    await until(() => !kept()[1]);
    expect(kept()).toEqual([true, false, true]);
    sendChange('catalog:companies 7d1f0c5e-0000-4000-8000-000000000098 7d1f0c5e-0000-4000-8000-000000000002');
    await until(() => !kept()[0]);
    expect(kept()).toEqual([false, false, true]);
    // Without ids: every company's pages.
    await fill();
    sendChange('price:companies');
    await until(() => !kept()[0] && !kept()[1]);
    expect(kept()).toEqual([false, false, true]);
    // A market's list prices: every page.
    sendChange('price');
    await until(() => !kept()[2]);
    expect(kept()).toEqual([false, false, false]);
  });

  /** A kept page's path and query: what its key ends with. */
  const pathOf = (key: string) => key.slice(key.lastIndexOf(' ') + 1);

  /**
   * Keeps these signed-out pages and one company's page (keys as the cache makes them), and answers a check of which
   * of them are kept at that moment, in that order, the company's last.
   */
  async function keepPages(keys: string[], company: string) {
    for (const key of keys) await cachedPage({ key, origin, pathAndQuery: pathOf(key) });
    const companyCookies = 'lang=nb; authjs.session-token=abc';
    await cachedPage({ key: company, origin, pathAndQuery: pathOf(company), companyCookies });
    return () => {
      const { pages, companyPages } = keptStore();
      return [...keys.map((key) => pages.has(key)), companyPages.has(company)];
    };
  }

  it('drops only the pages showing a product whose picture or stock changed, and the renders in flight; every page on `pictures`', async () => {
    const shelf = 'nb /category/hansker?links=hanske-bla,hanske-rod';
    const other = 'nb /category/kaffe?links=kaffe-1';
    const product = 'nb /product/hanske-bla';
    const company = 'nb 7d1f0c5e-0000-4000-8000-000000000002 order /category/hansker?links=hanske-bla';
    const kept = await keepPages([shelf, other, product], company);
    expect(kept()).toEqual([true, true, true, true]);
    // The product's own page (its path) and every page linking it go, a company's too; the coffee shelf stays.
    sendChange('pictures:products hanske-bla');
    await until(() => !kept()[0]);
    expect(kept()).toEqual([false, true, false, false]);
    // A dropped page renders to keep at its next load, as after any change.
    expect(admits(shelf)).toBe(true);

    // A render that began before the change may show the old picture: it answers its request but is not kept.
    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    const rendersBefore = renders.length;
    const inFlight = 'nb /category/te?hold&links=te-1';
    const pending = cachedPage({ key: inFlight, origin, pathAndQuery: pathOf(inFlight) });
    await until(() => renders.length > rendersBefore);
    sendChange('pictures:products kaffe-2');
    // Changes are followed in order: once the next one (a stock level's) has dropped the coffee shelf, the first was
    // heard.
    sendChange('stock:products kaffe-1');
    await until(() => !kept()[1]);
    release();
    expect((await pending)?.state).toBe('miss');
    const { pages } = keptStore();
    expect(pages.has(inFlight)).toBe(false);
    held = null;

    // Without products named: every page.
    for (const key of [shelf, other]) await cachedPage({ key, origin, pathAndQuery: pathOf(key) });
    expect(kept()).toEqual([true, true, false, false]);
    sendChange('pictures');
    await until(() => !kept()[0] && !kept()[1]);
  });

  it('drops the pages of a product whose texts changed and every page of a text; the pages linking it stay', async () => {
    const shelf = 'nb /category/hansker?links=hanske-bla';
    const product = 'nb /product/hanske-bla';
    const other = 'nb /product/kaffe-1';
    const search = 'nb /search?q=hanske';
    const searched = 'nb /category/kaffe?q=kopp&links=kaffe-1';
    const company = 'nb 7d1f0c5e-0000-4000-8000-000000000002 order /search?q=kopp';
    const kept = await keepPages([shelf, product, other, search, searched], company);
    expect(kept()).toEqual([true, true, true, true, true, true]);
    // Its description shows on its own page and changes what a text finds: those go, a company's search too. The
    // shelf linking it and another product's page stay.
    sendChange('texts:products hanske-bla');
    await until(() => !kept()[1]);
    expect(kept()).toEqual([true, false, true, false, false, false]);
    expect(admits(product)).toBe(true);
  });

  it('drops the pages showing a product whose names changed, the listings holding it and every page of a text; other listings, other products’ and content pages stay', async () => {
    const shelf = 'nb /category/hansker?links=hanske-bla';
    const otherShelf = 'nb /category/kaffe?links=kaffe-1';
    const product = 'nb /product/hanske-bla';
    const other = 'nb /product/kaffe-1';
    const guide = 'nb /content/hanskeguide?links=hanske-bla';
    const about = 'nb /content/om-oss';
    const search = 'nb /search?q=hanske';
    const company = 'nb 7d1f0c5e-0000-4000-8000-000000000003 order /category/kaffe?links=kaffe-1';
    const kept = await keepPages([shelf, otherShelf, product, other, guide, about, search], company);
    expect(kept()).toEqual([true, true, true, true, true, true, true, true]);
    // Its name moves it in the name order of its category's listings and those above (the gloves shelf) and changes
    // what a text finds; its page and the guide linking it show the name. The coffee shelf (a company's too), another
    // product's page and a content page without it stay.
    sendChange('names:products hanske-bla | hansker verneutstyr');
    await until(() => !kept()[0]);
    expect(kept()).toEqual([false, true, false, true, false, true, false, true]);

    // Its categories not told: every listing.
    await keepPages([shelf, otherShelf, product, other, guide, about, search], company);
    expect(kept()).toEqual([true, true, true, true, true, true, true, true]);
    sendChange('names:products hanske-bla');
    await until(() => !kept()[0]);
    expect(kept()).toEqual([false, false, false, true, false, true, false, false]);
  });

  it('renders a page once with the language cookie alone, then answers it with each response’s own nonce', async () => {
    const first = await cachedPage({ key: 'en /product/a', origin, pathAndQuery: '/product/a' });
    const second = await cachedPage({ key: 'en /product/a', origin, pathAndQuery: '/product/a' });
    expect(first?.state).toBe('miss');
    expect(second?.state).toBe('hit');
    expect(renders).toHaveLength(1);
    expect(renders[0]?.headers.cookie).toBe('lang=en');
    const token = String(renders[0]?.headers[FILL_HEADER]);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    // The render itself is not answered from the cache (it is what fills it); a made-up token changes nothing.
    expect(load('/product/a', { headers: new Headers({ [FILL_HEADER]: token }) })).toBeNull();
    expect(load('/product/a', { headers: new Headers({ [FILL_HEADER]: 'f'.repeat(32) }) })).toBe('nb /product/a');
    const html = Buffer.from(htmlWithNonce(second!.page, 'TkVX')).toString('utf8');
    expect(html).toBe('<html><script nonce="TkVX">go()</script><p>/product/a lang=en</p></html>');
    // The render's headers but its own policy and transport ones, and never a cookie it set; the nonce of the Link
    // header's preload is each response's own too.
    expect(Object.fromEntries(second!.page.headers.map(([name, parts]) => [name, parts.join('TkVX')]))).toEqual({
      'content-type': 'text/html; charset=utf-8',
      vary: 'rsc',
      link: '</style.css>; rel=preload; as="style"; nonce="TkVX"',
      'x-content-type-options': 'nosniff',
    });
    // proxy.ts repeats the page's own (Next adds next.config's after it).
    expect(
      proxiedHeaders(second!.page, 'TkVX')
        .map(([name]) => name)
        .sort(),
    ).toEqual(['content-type', 'link', 'vary']);
  });

  it('shares one render between requests that miss at once, and keeps each language apart', async () => {
    const pages = await Promise.all([
      cachedPage({ key: 'nb /', origin, pathAndQuery: '/' }),
      cachedPage({ key: 'nb /', origin, pathAndQuery: '/' }),
      cachedPage({ key: 'en /', origin, pathAndQuery: '/' }),
    ]);
    expect(renders.map((r) => r.headers.cookie).sort()).toEqual(['lang=en', 'lang=nb']);
    expect(Buffer.from(htmlWithNonce(pages[1]!.page, 'x')).toString('utf8')).toContain('lang=nb');
    expect(Buffer.from(htmlWithNonce(pages[2]!.page, 'x')).toString('utf8')).toContain('lang=en');
  });

  it('keeps no answer but a page: a 404 or a redirect renders each time', async () => {
    status = 404;
    expect(await cachedPage({ key: 'nb /product/gone', origin, pathAndQuery: '/product/gone' })).toBeUndefined();
    expect(await cachedPage({ key: 'nb /product/gone', origin, pathAndQuery: '/product/gone' })).toBeUndefined();
    expect(renders).toHaveLength(2);
  });

  it('renders again after a back-office change drops the pages', async () => {
    await cachedPage({ key: 'nb /', origin, pathAndQuery: '/' });
    dropCachedPages();
    expect((await cachedPage({ key: 'nb /', origin, pathAndQuery: '/' }))?.state).toBe('miss');
    expect(renders).toHaveLength(2);
  });
});

describe('the change stream', () => {
  let server: Server;
  let origin: string;
  let renders = 0;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      renders++;
      response.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "script-src 'nonce-YWJj'" });
      response.end('<p>page</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is followed with the shared secret, and every catalog or price change drops the pages', async () => {
    expect(apiSeesSecret).toBe('the-shop-secret');
    dropCachedPages();
    renders = 0;
    await cachedPage({ key: 'nb /', origin, pathAndQuery: '/' });
    expect((await cachedPage({ key: 'nb /', origin, pathAndQuery: '/' }))?.state).toBe('hit');
    expect(renders).toBe(1);
    for (const namespace of ['catalog', 'price']) {
      sendChange(namespace);
      // Dropped as soon as the event arrives: the next load renders again.
      let state: string | undefined = 'hit';
      for (let i = 0; i < 100 && state === 'hit'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        state = (await cachedPage({ key: 'nb /', origin, pathAndQuery: '/' }))?.state;
      }
      expect(state).toBe('miss');
    }
    expect(renders).toBe(3);
  });

  it('keeps and answers nothing while the stream is lost, and again once it is back', async () => {
    await cachedPage({ key: 'nb /content/a', origin, pathAndQuery: '/content/a' });
    for (const stream of changeStreams) stream.destroy();
    await until(() => load('/content/a') === null);
    // Reconnected (50 ms here): pages are kept again, starting empty.
    await until(() => load('/content/a') !== null);
    expect((await cachedPage({ key: 'nb /content/a', origin, pathAndQuery: '/content/a' }))?.state).toBe('miss');
  });
});

describe('gzipWithNonce', () => {
  // Text that compresses (and a stretch that does not), so the parts' deflate blocks are of every kind.
  const noise = Array.from({ length: 40_000 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 89))).join('');
  const cases: [string, string][] = [
    [
      'a page with the nonce twice',
      `<html><script nonce="N0N">a()</script>${'<li>kaffe</li>'.repeat(3000)}<script nonce="N0N">b()</script></html>`,
    ],
    ['the nonce first and last', 'N0N<p>middle æøå</p>N0N'],
    ['no nonce', `<p>${noise}</p>`],
    ['an empty page', ''],
  ];
  it.each(cases)('is the page with this nonce, gzipped: %s', (_name, html) => {
    const page = pageOf(html, [], 'N0N');
    for (const nonce of ['c2VjcmV0LW5vbmNlLTEyMw==', 'x']) {
      const gzipped = gzipWithNonce(page, nonce);
      expect(gunzipSync(gzipped).toString('utf8')).toBe(html.split('N0N').join(nonce));
      expect(Buffer.from(htmlWithNonce(page, nonce)).toString('utf8')).toBe(html.split('N0N').join(nonce));
    }
    if (html.length > 10_000) expect(gzipWithNonce(page, 'x').byteLength).toBeLessThan(html.length / 2);
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as browsers send it and as RFC 9110 weighs it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, *;q=0.1')).toBe(true);
  });
});

describe('answerKept', () => {
  // A render (the origin the cache fills from) and the production server in front: fresh pages from answerKept,
  // the rest from "Next", which here says so.
  let origin: string;
  let shop: string;
  const servers: Server[] = [];
  let renders = 0;
  const policies: string[] = [];
  const listen = async (server: Server) => {
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  beforeAll(async () => {
    origin = await listen(
      createServer((request, response) => {
        renders++;
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "script-src 'nonce-UkVOREVS'",
          link: '</s.css>; rel=preload; as="style"; nonce="UkVOREVS"',
          'referrer-policy': 'strict-origin-when-cross-origin',
        });
        response.end(
          `<script nonce="UkVOREVS">go()</script><p>${request.url} ${request.headers.cookie} #${renders}</p>`,
        );
      }),
    );
    shop = await listen(
      createServer((request, response) => {
        const answered = answerKept(request, response, (pathname, isHttps) => {
          const nonce = `bm9uY2Ut${policies.length}`;
          policies.push(`${pathname} ${isHttps}`);
          return {
            nonce,
            headers: { 'content-security-policy': `script-src 'nonce-${nonce}'`, 'x-frame-options': 'DENY' },
          };
        });
        // A company's page is answered through a promise (server.mjs waits for it the same way).
        void Promise.resolve(answered).then((isAnswered) => {
          if (!isAnswered) response.end('next');
        });
      }),
    );
  });
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));
  beforeEach(() => {
    dropCachedPages();
    renders = 0;
    policies.length = 0;
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${shop}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });

  it('answers a kept page before Next with its headers, its own policy and nonce, and gzip when asked', async () => {
    expect(await (await get('/product/a')).text()).toBe('next');
    await cachedPage({ key: 'nb /product/a', origin, pathAndQuery: '/product/a' });
    const plain = await get('/product/a?x=1');
    expect(await plain.text(), 'another query is another page').toBe('next');

    const hit = await get('/product/a', { 'x-forwarded-proto': 'https' });
    expect(hit.status).toBe(200);
    expect(await hit.text()).toBe('<script nonce="bm9uY2Ut0">go()</script><p>/product/a lang=nb #1</p>');
    expect(Object.fromEntries(hit.headers)).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "script-src 'nonce-bm9uY2Ut0'",
      'x-frame-options': 'DENY',
      link: '</s.css>; rel=preload; as="style"; nonce="bm9uY2Ut0"',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      vary: 'Accept-Encoding',
      'x-page-cache': 'hit',
    });
    expect(hit.headers.get('content-encoding')).toBeNull();
    expect(policies).toEqual(['/product/a true']);

    // undici's fetch asks for gzip and unpacks it as a browser does.
    const gzipped = await fetch(`${shop}/product/a`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe('<script nonce="bm9uY2Ut1">go()</script><p>/product/a lang=nb #1</p>');
    expect(policies[1]).toBe('/product/a false');
    expect(renders).toBe(1);
  });

  it('leaves to Next every load that is not a signed-out page load of a kept page', async () => {
    await cachedPage({ key: 'nb /product/a', origin, pathAndQuery: '/product/a' });
    expect(await (await get('/product/a')).text()).not.toBe('next');
    const others: Record<string, string>[] = [
      { cookie: 'lang=nb; authjs.session-token=abc' },
      { cookie: 'lang=nb; engros-chat' },
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
      { cookie: 'lang=en' },
      // The cache's own request to renew a page (a stale one's renewal comes back to this server): never the kept one.
      {
        [FILL_HEADER]: (globalThis as unknown as { __engrosPageCache: { fillToken: string } }).__engrosPageCache
          .fillToken,
      },
    ];
    for (const headers of others) {
      expect(await (await get('/product/a', headers)).text(), JSON.stringify(headers)).toBe('next');
    }
    expect(await (await get('/product/a?_rsc=abc')).text()).toBe('next');
    const post = await fetch(`${shop}/product/a`, { method: 'POST', body: 'x' });
    expect(await post.text()).toBe('next');
    dropCachedPages();
    expect(await (await get('/product/a')).text()).toBe('next');
    expect(policies).toHaveLength(1);
  });

  it('answers a stale page at once and renews it behind the answers with one render', async () => {
    const port = process.env.PORT;
    try {
      // server.mjs sets PORT: the renewal asks this server (here: the render) for the page.
      process.env.PORT = new URL(origin).port;
      await cachedPage({ key: 'nb /product/b', origin, pathAndQuery: '/product/b' });
      // Past its fresh time: kept with less than FRESH_MS left (the store is on globalThis, where server.mjs reads it).
      const { pages } = keptStore();
      pages.set('nb /product/b', pages.get('nb /product/b')!, { ttl: FRESH_MS - 1 });
      const stale = await Promise.all([get('/product/b'), get('/product/b'), get('/product/b')]);
      for (const answer of stale) {
        expect(answer.headers.get('x-page-cache')).toBe('stale');
        expect(await answer.text()).toContain('/product/b lang=nb #1');
      }
      // One render renews it for all three; then the new page is fresh.
      await until(() => renders === 2);
      let renewed = await get('/product/b');
      for (let i = 0; i < 100 && renewed.headers.get('x-page-cache') !== 'hit'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        renewed = await get('/product/b');
      }
      expect(renewed.headers.get('x-page-cache')).toBe('hit');
      expect(await renewed.text()).toContain('/product/b lang=nb #2');
      expect(renders).toBe(2);
      // Without PORT (not server.mjs) a stale page is Next's to answer.
      pages.set('nb /product/b', pages.get('nb /product/b')!, { ttl: FRESH_MS - 1 });
      delete process.env.PORT;
      expect(await (await get('/product/b')).text()).toBe('next');
    } finally {
      if (port === undefined) delete process.env.PORT;
      else process.env.PORT = port;
    }
  });

  it('reads the language and the harmless cookies as Next does', async () => {
    await cachedPage({ key: 'en /', origin, pathAndQuery: '/' });
    const english = await get('/', { cookie: 'authjs.csrf-token=t; lang=en' });
    expect(await english.text()).toContain('lang=en');
    expect(await (await get('/', { cookie: 'lang=%65n' })).text()).toContain('lang=en');
    expect(await (await get('/')).text(), 'Norwegian is not kept yet').toBe('next');
  });

  it("serves kept pages at once and renders signed-out pages not kept in the gate's turn: different query strings cannot render without bound", async () => {
    // proxy.ts installs the kept answers on the store that server.mjs reads.
    installKeptAnswers(() => ({
      nonce: 'bm9uY2U',
      headers: { 'content-security-policy': "script-src 'nonce-bm9uY2U'" },
    }));
    await cachedPage({ key: 'nb /category/kept', origin, pathAndQuery: '/category/kept' });
    const store = (globalThis as unknown as { __engrosPageCache: { fillToken: string } }).__engrosPageCache;
    const gate = renderGate(2);
    let running = 0;
    let highest = 0;
    const finish: (() => void)[] = [];
    // "Next": each render holds until the test lets it finish.
    const production = await listen(
      createServer(
        serveThroughGate(
          gate,
          (_request, response) => {
            running++;
            highest = Math.max(highest, running);
            finish.push(() => {
              running--;
              response.end('rendered');
            });
          },
          () => (globalThis as unknown as { __engrosPageCache: PageCacheStore }).__engrosPageCache,
        ),
      ),
    );
    const misses = [1, 2, 3, 4, 5, 6].map((n) => fetch(`${production}/category/x?n=${n}`));
    await until(() => gate.counts.running === 2 && gate.counts.waiting === 4);
    expect(running).toBe(2);
    // Meanwhile a kept page is answered without waiting, and the cache's own fill request renders at once.
    const hit = await fetch(`${production}/category/kept`);
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    const fill = fetch(`${production}/category/x?n=fill`, { headers: { [FILL_HEADER]: store.fillToken } });
    await until(() => running === 3);
    finish.pop()?.();
    expect(await (await fill).text()).toBe('rendered');
    while (finish.length > 0 || gate.counts.waiting > 0) {
      await until(() => finish.length > 0);
      finish.shift()?.();
    }
    expect(await Promise.all(misses.map(async (answer) => (await answer).text()))).toEqual(Array(6).fill('rendered'));
    expect(highest, 'two renders for the visitors and the fill').toBe(3);
    expect(renders, 'the kept page was rendered once, when it was kept').toBe(1);
  });
});
