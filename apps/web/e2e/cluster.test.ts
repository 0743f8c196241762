// Past one machine, the web half (docs/scaling.md): a second web node from the same production build beside the
// suite's own, both behind one port (a round-robin TCP proxy written here). A session signed in through that port
// works on either node: the session is the Auth.js cookie, readable by every node with the same AUTH_SECRET, so no
// session store and no sticky sessions. And each node keeps signed-out catalog pages (decision 018) while it follows
// the API's change stream: a product renamed in the back office reaches the kept page on both nodes within seconds,
// and a kept page carries nobody's own content. With DATABASE_URL (CI) the second web node talks to a second API
// process on the same database, so the pair of API nodes is crossed too (the change, made on the first API, reaches
// the second web node through the second API's stream); on PGlite (one process owns the database) both web nodes
// share the suite's one API.
import net from 'node:net';
import path from 'node:path';
import type { BackofficeProduct } from '@engros/client';
import { apiAs, e2e, keptPageOn, pageOn, signIn } from './support/browser';
import { expect, test } from './support/fixtures';
import { type Child, freePort, start, stop, waitFor, webServerArgs } from './support/stack';

const webDir = path.resolve(import.meta.dirname, '..');
const root = path.resolve(webDir, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

const children: Child[] = [];
let proxy: net.Server;
let proxyUrl: string;
let nodeB: string;
let apiB: string;

/** Each new connection to the proxy goes to the next web node in turn, as a layer-4 load balancer does. */
async function roundRobin(ports: number[]): Promise<{ server: net.Server; port: number }> {
  let next = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(ports[next++ % ports.length]!, '127.0.0.1');
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as net.AddressInfo).port };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const ctx = e2e();
  const logDir = ctx.logDir;
  apiB = ctx.apiUrl;
  if (ctx.apiEnv.DATABASE_URL) {
    const port = await freePort();
    const api = start('api-b', tsx, ['src/server.ts'], {
      cwd: path.join(root, 'apps/api'),
      env: { ...ctx.apiEnv, API_PORT: String(port) },
      logDir,
    });
    children.push(api);
    apiB = `http://127.0.0.1:${port}`;
    await waitFor(`${apiB}/ready`, api, 60_000);
  }
  const webPort = await freePort();
  const web = start('web-b', process.execPath, webServerArgs(webPort), {
    cwd: webDir,
    env: {
      API_URL: apiB,
      SHOP_SECRET: ctx.shopSecret,
      AUTH_SECRET: ctx.authSecret,
      AUTH_TRUST_HOST: 'true',
      NEXT_DIST_DIR: path.relative(webDir, ctx.distDir),
      NODE_ENV: 'production',
    },
    logDir,
  });
  children.push(web);
  nodeB = `http://localhost:${webPort}`;
  await waitFor(`${nodeB}/login`, web, 60_000);
  const rr = await roundRobin([Number(new URL(ctx.webUrl).port), webPort]);
  proxy = rr.server;
  proxyUrl = `http://localhost:${rr.port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await Promise.all(children.map(stop));
});

/** The account page from one node with the given cookies: the HTML, or the redirect when not signed in. */
async function accountOn(base: string, cookie: string) {
  const res = await fetch(`${base}/account`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

test('a session signed in through the one port works on either web node, with no sticky sessions', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: proxyUrl, locale: 'nb-NO' });
  const page = await context.newPage();
  await signIn(page, 'buyer@nordlys.example');
  const cookie = (await context.cookies())
    .filter((c) => c.name.startsWith('authjs.'))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  expect(cookie).toContain('authjs.session-token=');

  for (const base of [e2e().webUrl, nodeB]) {
    const signedIn = await accountOn(base, cookie);
    expect(signedIn.status, `${base}/account`).toBe(200);
    expect(signedIn.html).toContain('data-session="authenticated"');
    // The same request without the cookie is not signed in (sent to sign in): the check can fail.
    const anonymous = await accountOn(base, '');
    expect(anonymous.html).not.toContain('data-session="authenticated"');
    if (anonymous.status !== 200) expect(anonymous.location).toContain('/login');
  }

  await context.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the back office's PUT takes, from what its GET answers: the same but for the ids and dates (dropped) and an
 * EAN left out when there is none. */
function editOf(product: BackofficeProduct, changes: { name: string; status: BackofficeProduct['status'] }) {
  return {
    ...product,
    name: { nb: changes.name, en: changes.name },
    status: changes.status,
    variants: product.variants.map(({ gtin, ...variant }) => (gtin ? { ...variant, gtin } : variant)),
  };
}

test('a product renamed in the back office reaches the page kept on both web nodes within seconds; kept pages are nobody’s own', async ({
  signedIn,
}) => {
  // A product of this run's own (a copy of the first active one), so no other test reads it.
  const { api } = await apiAs('katalog@engros.example');
  const run = Date.now().toString(36).toUpperCase();
  const [source] = (await api.listBackofficeProducts({ query: { status: 'active', pageSize: 1 } })).items;
  const copy = await api.copyProduct({ path: { productId: source!.id }, body: { productNumber: `CLU-${run}` } });
  const rename = async (name: string, status: BackofficeProduct['status'] = 'active') => {
    const current = await api.getBackofficeProduct({ path: { productId: copy.id } });
    await api.updateProduct({ path: { productId: copy.id }, body: editOf(current, { name, status }) });
  };
  const before = `Klyngevare ${run}`;
  const after = `Klyngevare ${run} omdøpt`;
  const path = `/product/${copy.slug}`;
  const nodes = [e2e().webUrl, nodeB];
  try {
    // Each node keeps pages once it follows the API's change stream (it starts following on its first page load and
    // renders as usual until the stream is open).
    for (const base of nodes) {
      const deadline = Date.now() + 30_000;
      while ((await pageOn(base, '/')).cache === null) {
        if (Date.now() > deadline) throw new Error(`${base} keeps no pages`);
        await sleep(200);
      }
    }
    // Made shown now (a change: every kept page goes), so both nodes render and keep it within the next moments.
    await rename(before);
    for (const base of nodes) expect((await keptPageOn(base, path)).html).toContain(before);

    const changedAt = Date.now();
    await rename(after);
    // Until a node hears of the change it serves the kept page (fresh for 10 s: no expiry can explain a new name
    // within this test's 5 s); once it has heard, the page is gone and the next load renders it anew (`miss`).
    const seen = await Promise.all(
      nodes.map(async (base) => {
        for (;;) {
          const page = await pageOn(base, path);
          if (page.html.includes(after)) return { base, cache: page.cache, ms: Date.now() - changedAt };
          expect(page.cache, `${base}: the kept page until the change is heard`).toBe('hit');
          if (Date.now() - changedAt > 5_000) throw new Error(`${base} still shows the old name after 5 s`);
          await sleep(50);
        }
      }),
    );
    for (const node of seen) expect(node.cache, `${node.base} after the change (${node.ms} ms)`).toBe('miss');
    test.info().annotations.push({
      type: 'change seen after',
      description: seen.map((node) => `${node.ms} ms`).join(' and '),
    });

    // A signed-in buyer gets the company's page on either node (decision 020): it holds no person; the header's
    // person part comes from the summary each node answers for the session. The kept signed-out page shows nothing
    // of theirs either.
    const { context } = await signedIn('buyer@nordlys.example');
    const cookie = (await context.cookies())
      .filter((c) => c.name.startsWith('authjs.'))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    for (const base of nodes) {
      const mine = await pageOn(base, path, cookie);
      expect(mine.status).toBe(200);
      expect(mine.html).toContain(after);
      expect(mine.html).not.toContain('data-session=');
      const summary = (await (await fetch(`${base}/api/session/summary`, { headers: { cookie } })).json()) as {
        name?: string;
      };
      const userName = summary.name;
      expect(userName, 'the buyer’s name in the summary').toBeTruthy();
      expect(mine.html).not.toContain(userName!);

      // The kept page (one change makes several notifications: a render that one of them overtook answered its
      // request but was not kept, so the page may be rendered once more first).
      const kept = await keptPageOn(base, path);
      expect(kept.html).toContain(after);
      expect(kept.html).toContain('data-session="unauthenticated"');
      expect(kept.html).not.toContain('data-session="authenticated"');
      expect(kept.html).not.toContain(userName!);
      expect(kept.setCookie, 'a kept page sets no cookie').toBeNull();
    }
  } finally {
    await rename(after, 'discontinued');
  }
});
