// Past one machine, the web half (docs/scaling.md): a second web node from the same production build beside the
// suite's own, both behind one port (a round-robin TCP proxy written here). A session signed in through that port
// works on either node: the session is the Auth.js cookie, readable by every node with the same AUTH_SECRET, so no
// session store and no sticky sessions. With DATABASE_URL (CI) the second web node talks to a second API process on
// the same database, so the pair of API nodes is crossed too; on PGlite (one process owns the database) both web
// nodes share the suite's one API.
import net from 'node:net';
import path from 'node:path';
import { e2e, signIn } from './support/browser';
import { expect, test } from './support/fixtures';
import { type Child, freePort, start, stop, waitFor } from './support/stack';

const webDir = path.resolve(import.meta.dirname, '..');
const root = path.resolve(webDir, '../..');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
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
  const web = start('web-b', process.execPath, [nextBin, 'start', '-p', String(webPort)], {
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
