import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cachedPage, dropCachedPages, FILL_HEADER, htmlWithNonce, pageCacheKey, watchChanges } from './page-cache';

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
    for (const path of ['/cart', '/checkout', '/account', '/search?q=kaffe', '/backoffice', '/product/a/b']) {
      expect(load(path), path).toBeNull();
    }
    expect(load('/', { method: 'POST' })).toBeNull();
    expect(load('/', { headers: new Headers({ rsc: '1' }) })).toBeNull();
    expect(load('/', { headers: new Headers({ 'next-action': 'abc' }) })).toBeNull();
    expect(load('/category/kontor?_rsc=1x2')).toBeNull();
  });
});

describe('cachedPage', () => {
  let server: Server;
  let origin: string;
  let renders: IncomingMessage[] = [];
  let status = 200;

  beforeAll(async () => {
    server = createServer((request, response) => {
      renders.push(request);
      const nonce = Buffer.from(`n${renders.length}`).toString('base64');
      response.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `script-src 'nonce-${nonce}' 'strict-dynamic'`,
        vary: 'rsc',
        'set-cookie': 'secret=never-kept',
      });
      response.end(`<html><script nonce="${nonce}">go()</script><p>${request.url} ${request.headers.cookie}</p>`);
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
    expect(html).toBe('<html><script nonce="TkVX">go()</script><p>/product/a lang=en</p>');
    // Only headers worth repeating: never a cookie the render set.
    expect(Object.fromEntries(second!.page.headers)).toEqual({
      'content-type': 'text/html; charset=utf-8',
      vary: 'rsc',
    });
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
