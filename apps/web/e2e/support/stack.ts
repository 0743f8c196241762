// Starts everything the browser tests need, on free ports away from the defaults, and stops it afterwards:
//   1. the stand-ins of outside systems: eID (sandbox/src/eid), Nets, the mailbox (the API's SMTP_URL points at it;
//      tests read sign-in links from its JSON API) and the procurement buyer (punch-out, sandbox/src/buyer);
//   2. the API on a fresh database — PGlite under a temporary DATA_DIR, or with DATABASE_URL (CI) a new database on
//      that PostgreSQL server, dropped afterwards — which it migrates and seeds with demo data;
//   3. a production build of the web app (`next build` into .next-e2e, alongside the API's start-up), then its
//      production server as `npm start` runs it (server.mjs: Next behind the render gate, WEB_NODE_FLAGS).
// Secrets are random per run, so the leak test looks for values that exist nowhere else.
// E2E_SKIP_BUILD=1 reuses an existing .next-e2e build (local iteration only).
// The browser tests start it in e2e/global-setup.ts; the Lighthouse benchmark (bench/lib/lighthouse.ts) too.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { API_NODE_FLAGS, startEnvironment, WEB_NODE_FLAGS } from '../../../../scripts/start-env.mjs';
import { TRUSTED_PROXY_ADDRESS } from './forwarding-proxy';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = path.resolve(webDir, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
export const DIST_DIR = process.env.E2E_DIST_DIR || '.next-e2e';

/** Ports `npm start` and the sandbox use; the tests must not collide with a running shop. */
const RESERVED = new Set([3000, 4000, 4100, 4200, 4300, 4400, 2525]);

export type E2eContext = {
  webUrl: string;
  apiUrl: string;
  eidUrl: string;
  netsUrl: string;
  /** The mailbox stand-in's HTTP API (GET /api/messages?to=…). */
  mailboxUrl: string;
  /** The procurement stand-in (its page, /cxml/start, /api/carts). */
  buyerUrl: string;
  shopSecret: string;
  authSecret: string;
  distDir: string;
  artifactsDir: string;
  /** Where the children's logs are (kept with E2E_KEEP_LOGS). */
  logDir: string;
  /** The API's environment, for a test that starts a second API process on the same database. */
  apiEnv: Record<string, string>;
};

/** Ports this process handed out already: the kernel may offer a port again once its probe closed. */
const handedOut = new Set<number>();

export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    if (!RESERVED.has(port) && !handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

/** Every password, test card number and secret the browser tests type or hold (docs/security.md). */
const LOGGED_NEVER = [
  'demo-password-1',
  '4925000000000004',
  '5413000000000000',
  '374200000000004',
  '6771798021000008',
  '4000000000000002',
];
/** An access token (a JWT) or a bearer header. */
const TOKEN_PATTERN = /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}|Bearer [\w.~+/-]{20,}/;

/** Where one of the secrets (or anything token-shaped) occurs in the named logs: "log:line" per finding. */
export function secretsInLogs(logDir: string, names: string[], secrets: string[]): string[] {
  const findings: string[] = [];
  for (const name of names) {
    let text: string;
    try {
      text = readFileSync(path.join(logDir, `${name}.log`), 'utf8');
    } catch {
      continue;
    }
    text.split('\n').forEach((line, i) => {
      const secret = [...LOGGED_NEVER, ...secrets].find((value) => value && line.includes(value));
      if (secret) findings.push(`${name}.log:${i + 1}: ${secret.slice(0, 6)}…`);
      else if (TOKEN_PATTERN.test(line)) findings.push(`${name}.log:${i + 1}: a token`);
    });
  }
  return findings;
}

export type Child = { name: string; child: ChildProcess; log: string; exited: Promise<number | null> };

export function start(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; logDir: string },
): Child {
  const log = path.join(options.logDir, `${name}.log`);
  const out = createWriteStream(log);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: stopping it stops npx/tsx children too
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, child, log, exited };
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Waits until `url` answers OK (or answers at all, with `anyStatus`: a server without a health page). */
export async function waitFor(url: string, child: Child, timeoutMs: number, anyStatus = false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let isDead = false;
  child.exited.then(() => {
    isDead = true;
  });
  while (Date.now() < deadline) {
    if (isDead) throw new Error(`${child.name} exited before it was ready:\n${tail(child.log)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.ok || anyStatus) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${tail(child.log)}`);
}

export function stop(child: Child): Promise<unknown> {
  if (child.child.exitCode !== null || child.child.pid === undefined) return Promise.resolve();
  try {
    process.kill(-child.child.pid, 'SIGTERM');
  } catch {
    return Promise.resolve();
  }
  const timer = setTimeout(() => {
    try {
      if (child.child.pid) process.kill(-child.child.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }, 10_000);
  return child.exited.finally(() => clearTimeout(timer));
}

/** The web server's command line as `npm start` runs it (apps/web/package.json): server.mjs with its heap flags. */
export const webServerArgs = (port: number) => [...WEB_NODE_FLAGS, path.join(webDir, 'server.mjs'), '-p', String(port)];

/** A fresh database on the given PostgreSQL server (null without one), and how to drop it. */
async function e2eDatabase(
  serverUrl: string | null | undefined,
): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (!serverUrl) return null;
  const name = `engros_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** How the stack is started: the build folder and whether an existing build there may be reused. */
export type StackOptions = {
  /** The Next.js build folder under apps/web (default DIST_DIR). */
  distDir?: string;
  /** Reuse the build in distDir when there is one (default: E2E_SKIP_BUILD). */
  skipBuild?: boolean;
  /**
   * Run the API as `npm start` does (bundled by apps/api/scripts/build.mjs, plain node, its heap flags) and log
   * only warnings, instead of tsx in development mode logging every request (the tests' way). The web benchmark
   * uses it: it measures the web server, so the API behind it runs as in production.
   */
  builtApi?: boolean;
  /** The PostgreSQL server the API's fresh database is made on; null for PGlite (default: DATABASE_URL's). */
  databaseServerUrl?: string | null;
};

/**
 * Starts the stand-ins, the API on a fresh demo database and the web server on a production build, as described
 * at the top; answers where they are and how to stop them all. The browser tests (below) and the Lighthouse
 * benchmark (bench/lib/lighthouse.ts) use it.
 */
export async function startStack(
  options: StackOptions = {},
): Promise<{ context: E2eContext; stop: () => Promise<void> }> {
  const distDir = options.distDir ?? DIST_DIR;
  const skipBuild = options.skipBuild ?? Boolean(process.env.E2E_SKIP_BUILD);
  const temp = mkdtempSync(path.join(tmpdir(), 'engros-web-e2e-'));
  const logDir = path.join(temp, 'logs');
  mkdirSync(logDir);
  const artifactsDir = path.join(webDir, 'e2e/artifacts');
  mkdirSync(artifactsDir, { recursive: true });
  const [apiPort, webPort, eidPort, netsPort, smtpPort, mailboxPort, buyerPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const mailboxUrl = `http://127.0.0.1:${mailboxPort}`;
  const buyerUrl = `http://127.0.0.1:${buyerPort}`;
  const netsUrl = `http://127.0.0.1:${netsPort}`;
  // The shop's origin and the API's WEB_ORIGIN as `npm start` makes them (issue 14 §4: the card payment came back to
  // another host than the shop under npm start, while these tests set their own WEB_ORIGIN and passed).
  const npmStart = startEnvironment({ API_PORT: String(apiPort), WEB_PORT: String(webPort) });
  const webUrl = npmStart.shopUrl;
  const apiUrl = npmStart.apiUrl;
  const eidUrl = `http://127.0.0.1:${eidPort}`;
  const shopSecret = `e2e-shop-${randomBytes(18).toString('hex')}`;
  const authSecret = randomBytes(32).toString('base64url');
  const children: Child[] = [];
  // With DATABASE_URL (CI: the PostgreSQL service) the API gets a database of its own on that server, made here
  // and dropped afterwards, so runs never share rows or half-applied migrations; else a fresh PGlite under temp.
  const database = await e2eDatabase(
    options.databaseServerUrl === undefined ? process.env.DATABASE_URL : options.databaseServerUrl,
  );
  // A server of the stack that exits before the run ends (a crash) is said at once, with its log's end, and fails
  // the teardown: the tests after it would only see refused connections (issue 17: one fuzz run saw that once).
  let isStopping = false;
  const died: string[] = [];
  const watch = (child: Child) =>
    void child.exited.then((code) => {
      if (isStopping) return;
      const message = `${child.name} exited during the run (code ${code}, signal ${child.child.signalCode}):\n${tail(child.log, 60)}`;
      died.push(message);
      console.error(message);
    });
  const stopAll = async () => {
    isStopping = true;
    await Promise.all(children.reverse().map(stop));
    await database?.drop();
    // Issue 8 §6: the logs of the whole run (our API, web server and build; not the stand-ins) never hold a
    // password, card number, secret or token. Checked after every run; a leak fails it.
    const leaks = secretsInLogs(logDir, ['api', 'web', 'web-build'], [shopSecret, authSecret]);
    if (process.env.E2E_KEEP_LOGS || leaks.length > 0 || died.length > 0) console.log(`e2e logs kept in ${logDir}`);
    else rmSync(temp, { recursive: true, force: true });
    if (leaks.length > 0) throw new Error(`secrets in the logs of this run:\n${leaks.join('\n')}`);
    if (died.length > 0) throw new Error(died.join('\n\n'));
  };

  let apiEnv: Record<string, string> = {};
  try {
    const eidEnv = {
      EID_PORT: String(eidPort),
      EID_REDIRECT_URI: `${webUrl}/api/auth/callback/idporten`,
      EID_POST_LOGOUT_REDIRECT_URI: `${webUrl}/`,
      EID_FRONTCHANNEL_LOGOUT_URI: `${webUrl}/logout/frontchannel`,
    };
    const eid = start('eid', tsx, [path.join(webDir, 'e2e/support/eid-stand-in.ts')], {
      cwd: root,
      env: eidEnv,
      logDir,
    });
    children.push(eid);
    const nets = start('nets', tsx, [path.join(webDir, 'e2e/support/nets-stand-in.ts')], {
      cwd: root,
      env: { NETS_PORT: String(netsPort) },
      logDir,
    });
    children.push(nets);
    const mailbox = start('mailbox', tsx, [path.join(webDir, 'e2e/support/mailbox-stand-in.ts')], {
      cwd: root,
      env: { SMTP_PORT: String(smtpPort), MAILBOX_PORT: String(mailboxPort) },
      logDir,
    });
    children.push(mailbox);
    const buyer = start('buyer', tsx, [path.join(webDir, 'e2e/support/buyer-stand-in.ts')], {
      cwd: root,
      env: { BUYER_PORT: String(buyerPort), BUYER_PUBLIC_URL: buyerUrl, API_URL: apiUrl },
      logDir,
    });
    children.push(buyer);

    apiEnv = {
      ...eidEnv,
      NODE_ENV: 'development',
      ...npmStart.apiEnv,
      API_HOST: '127.0.0.1',
      DATA_DIR: path.join(temp, 'data'),
      ...(database ? { DATABASE_URL: database.url } : {}),
      SHOP_SECRET: shopSecret,
      EID_ISSUER: eidUrl,
      NETS_API_URL: netsUrl,
      JOBS_ENABLED: 'false',
      // Every browser test signs the demo buyer in; the suite would hit the production limit of 10 a minute.
      SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      // Every browser is 127.0.0.1, and the form fuzzing types hundreds of wrong passwords: the per-client lock
      // would then refuse the files after it (the per-account-and-client lock still holds; the API tests the rest).
      SIGN_IN_FAILURES_PER_CLIENT: '100000',
      // Every request is logged, so the log check after the run (secretsInLogs) sees every URL.
      LOG_LEVEL: 'info',
      // The mailbox stand-in, never the developer's. Jobs are off: the outbox goes out when a sign-in link is asked for.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    };
    const apiDir = path.join(root, 'apps/api');
    let api: Child;
    if (options.builtApi) {
      const build = start('api-build', process.execPath, ['scripts/build.mjs'], { cwd: apiDir, env: {}, logDir });
      children.push(build);
      const code = await build.exited;
      if (code !== 0) throw new Error(`the API's build failed (exit ${code}):\n${tail(build.log, 40)}`);
      const flags = [...API_NODE_FLAGS, '--enable-source-maps', 'dist/server.js'];
      api = start('api', process.execPath, flags, { cwd: apiDir, env: { ...apiEnv, LOG_LEVEL: 'warn' }, logDir });
    } else {
      api = start('api', tsx, ['src/server.ts'], { cwd: apiDir, env: apiEnv, logDir });
    }
    children.push(api);

    const webEnv = {
      API_URL: apiUrl,
      SHOP_SECRET: shopSecret,
      AUTH_SECRET: authSecret,
      AUTH_TRUST_HOST: 'true',
      NEXT_DIST_DIR: distDir,
      // The buyer stand-in may show the shop in a frame during punch-out (docs/security.md).
      PUNCHOUT_FRAME_ANCESTORS: buyerUrl,
      // Only the tests' reverse proxy (support/forwarding-proxy.ts) is believed about the client's address; the
      // browsers connect from 127.0.0.1 and their X-Forwarded-For counts for nothing.
      WEB_TRUST_PROXY: TRUSTED_PROXY_ADDRESS,
    };
    const hasBuild = existsSync(path.join(webDir, distDir, 'BUILD_ID'));
    if (!(skipBuild && hasBuild)) {
      const build = start('web-build', process.execPath, [nextBin, 'build'], {
        cwd: webDir,
        env: { ...webEnv, NODE_ENV: 'production' },
        logDir,
      });
      children.push(build);
      const code = await build.exited;
      if (code !== 0) throw new Error(`next build failed (exit ${code}):\n${tail(build.log, 60)}`);
    }

    await waitFor(`${eidUrl}/.well-known/openid-configuration`, eid, 60_000);
    await waitFor(`${netsUrl}/`, nets, 60_000, true);
    await waitFor(`${mailboxUrl}/api/messages`, mailbox, 60_000);
    await waitFor(`${buyerUrl}/api/carts`, buyer, 60_000);
    await waitFor(`${apiUrl}/ready`, api, 180_000);

    const web = start('web', process.execPath, webServerArgs(webPort), {
      cwd: webDir,
      env: { ...webEnv, NODE_ENV: 'production' },
      logDir,
    });
    children.push(web);
    await waitFor(`${webUrl}/login`, web, 60_000);
    for (const child of [eid, nets, mailbox, buyer, api, web]) watch(child);
  } catch (error) {
    await stopAll();
    throw error;
  }

  const context: E2eContext = {
    webUrl,
    apiUrl,
    eidUrl,
    netsUrl,
    mailboxUrl,
    buyerUrl,
    shopSecret,
    authSecret,
    distDir: path.join(webDir, distDir),
    artifactsDir,
    logDir,
    apiEnv,
  };
  return { context, stop: stopAll };
}
