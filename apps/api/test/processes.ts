// Real API processes for the fault and cluster tests (test/faults.test.ts, test/cluster.test.ts): the API bundled as
// `npm start` bundles it, started with plain node on a test database, killed with real signals; the small TCP
// proxies that stand between processes (round robin over several nodes, or a line that can be cut); and a private
// PostgreSQL server a test may restart (test/pg-restart.test.ts).
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chownSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { expect } from 'vitest';
import type { Database } from '../src/db';
import { nextDeliveryDates } from '../src/modules/delivery/calendar';
import { bearer, TEST_SECRET } from './helper';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The PostgreSQL URL of a test database (createTestDatabase), or null on PGlite: one process owns a PGlite. */
export function databaseUrlOf(database: Database): string | null {
  if (database.kind !== 'postgres') return null;
  const pool = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client;
  return pool.options.connectionString;
}

/** Why the process tests skip on PGlite, for the test title. */
export const NEEDS_POSTGRES =
  'needs PostgreSQL (DATABASE_URL): an embedded PGlite database cannot be opened by several processes';

/**
 * Bundles src/server.ts as scripts/build.mjs does, into a folder of this test file's own under test/dist/
 * (ignored by git; node_modules resolve from there), so parallel test files and the benchmark never share a build.
 */
export async function buildApi(): Promise<{ entry: string; remove: () => void }> {
  const dir = path.join(apiDir, 'test/dist', randomBytes(4).toString('hex'));
  mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: [path.join(apiDir, 'src/server.ts')],
    outfile: path.join(dir, 'server.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  cpSync(path.join(apiDir, 'src/db/migrations'), path.join(dir, 'migrations'), { recursive: true });
  return { entry: path.join(dir, 'server.js'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ApiProcess = {
  name: string;
  url: string;
  port: number;
  child: ChildProcess;
  log: string;
  exited: Promise<number | null>;
  /** SIGKILL: no graceful shutdown, requests in flight are cut. */
  kill: () => Promise<void>;
  /** SIGTERM and wait for the graceful shutdown. */
  stop: () => Promise<void>;
  /** The process's log (pino JSON lines). */
  lines: () => Record<string, unknown>[];
};

const logDir = mkdtempSync(path.join(tmpdir(), 'engros-procs-'));

/**
 * Starts `node dist/server.js` (plain node, 192 MB heap as in production) on `databaseUrl` and waits for /ready.
 * The application_name in the URL names the process's connections, so a test can find (and terminate) them.
 */
export async function startApi(
  entry: string,
  options: {
    name: string;
    databaseUrl: string;
    /** A read replica (DATABASE_READ_URL); its connections are named `engros-<name>-read`. */
    readDatabaseUrl?: string;
    port?: number;
    env?: Record<string, string>;
  },
): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const url = new URL(options.databaseUrl);
  url.searchParams.set('application_name', `engros-${options.name}`);
  const readUrl = options.readDatabaseUrl ? new URL(options.readDatabaseUrl) : null;
  readUrl?.searchParams.set('application_name', `engros-${options.name}-read`);
  const log = path.join(logDir, `${options.name}-${port}.log`);
  const out = createWriteStream(log, { flags: 'a' });
  const child = spawn(process.execPath, ['--max-old-space-size=192', '--max-semi-space-size=4', entry], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      ...(readUrl ? { DATABASE_READ_URL: readUrl.toString() } : {}),
      SHOP_SECRET: TEST_SECRET,
      SEED_DEMO: 'false',
      JOBS_ENABLED: 'false',
      LOG_LEVEL: 'info',
      // Nobody listens here: the mail job's deliveries fail and stay queued, which these tests do not look at.
      SMTP_URL: 'smtp://127.0.0.1:9',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const proc: ApiProcess = {
    name: options.name,
    url: base,
    port,
    child,
    log,
    exited,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
    lines: () =>
      readFileSync(log, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
  const deadline = Date.now() + 30_000;
  let dead = false;
  void exited.then(() => {
    dead = true;
  });
  while (Date.now() < deadline) {
    if (dead) throw new Error(`${options.name} exited before it was ready:\n${readFileSync(log, 'utf8').slice(-3000)}`);
    try {
      const res = await fetch(`${base}/ready`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await proc.kill();
  throw new Error(`${options.name} was not ready within 30 s:\n${readFileSync(log, 'utf8').slice(-3000)}`);
}

export type TcpProxy = {
  url: string;
  port: number;
  /** Cuts every open connection and refuses new ones (accepted, then reset at once) until `restore`. */
  cut: () => void;
  restore: () => void;
  /** Connections accepted per target index (round robin). */
  connections: number[];
  close: () => Promise<void>;
};

/**
 * A TCP proxy on one port in front of `targets`: each new connection goes to the next target in turn (round robin,
 * as a layer-4 load balancer does). With one target it is the "network" to that service, which `cut` breaks.
 */
export async function tcpProxy(targets: { host?: string; port: number }[]): Promise<TcpProxy> {
  let next = 0;
  let isCut = false;
  const open = new Set<net.Socket>();
  const connections = targets.map(() => 0);
  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    if (isCut) {
      client.resetAndDestroy();
      return;
    }
    const index = next++ % targets.length;
    connections[index]!++;
    const target = targets[index]!;
    const upstream = net.connect(target.port, target.host ?? '127.0.0.1');
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    connections,
    cut: () => {
      isCut = true;
      for (const socket of open) socket.resetAndDestroy();
    },
    restore: () => {
      isCut = false;
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url: string;
  port: number;
  /** `pg_ctl restart`: stop (fast: transactions rolled back, connections terminated; immediate: a crash) and start. */
  restart: (mode: 'fast' | 'immediate') => Promise<void>;
  stop: (mode: 'fast' | 'immediate') => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server at once (immediate) and removes its directory. Safe to call twice. */
  remove: () => Promise<void>;
  /** The server's own log. */
  log: () => string;
};

/** The newest PostgreSQL server binaries Debian installed (/usr/lib/postgresql/<version>/bin), or null. */
export function postgresBinDir(root = '/usr/lib/postgresql'): string | null {
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (['initdb', 'pg_ctl', 'postgres', 'pg_basebackup'].every((tool) => existsSync(path.join(bin, tool)))) {
      return bin;
    }
  }
  return null;
}

/** Why the private-server tests skip when the binaries are missing, for the test title. */
export const NEEDS_POSTGRES_BINARIES =
  'needs the PostgreSQL server binaries under /usr/lib/postgresql/*/bin (initdb, pg_ctl, postgres, pg_basebackup): ' +
  'the test starts PostgreSQL servers of its own (apt-get install postgresql)';

/**
 * A PostgreSQL cluster directory of the test's own: a temp directory (owned by the `postgres` OS user when we are
 * root: initdb, pg_basebackup and postgres refuse to run as root), a way to run the server tools in it, and the
 * server made to stop at once when the test process ends without afterAll (a crash).
 */
function privateCluster(bin: string) {
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'engros-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const run = (tool: string, args: string[]) =>
    new Promise<string>((resolve, reject) => {
      const [command, all] = isRoot
        ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
        : [path.join(bin, tool), args];
      execFile(command, all, { cwd: dir, timeout: 60_000 }, (error, stdout, stderr) => {
        if (error) reject(new Error(`${tool} ${args.join(' ')} failed: ${error.message}\n${stderr}`));
        else resolve(stdout);
      });
    });
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', ...args]);
  // SIGQUIT is an immediate stop.
  const postmasterPid = () => {
    try {
      return Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return 0;
    }
  };
  const onExit = () => {
    const pid = postmasterPid();
    if (pid > 0) {
      try {
        process.kill(pid, 'SIGQUIT');
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', onExit);
  let isRemoved = false;
  const remove = async () => {
    if (isRemoved) return;
    isRemoved = true;
    if (existsSync(path.join(data, 'postmaster.pid'))) await pgCtl('stop', '-m', 'immediate').catch(() => {});
    process.off('exit', onExit);
    rmSync(dir, { recursive: true, force: true });
  };
  /** Appends settings to postgresql.conf (later lines win) for this server: its port, its socket, small sizes. */
  const configure = (port: number, lines: string[]) =>
    appendFileSync(
      path.join(data, 'postgresql.conf'),
      [
        '',
        '# test/processes.ts: a small, private, throwaway server',
        "listen_addresses = '127.0.0.1'",
        `port = ${port}`,
        `unix_socket_directories = '${dir}'`,
        'max_connections = 40',
        'shared_buffers = 32MB',
        'fsync = off',
        ...lines,
        '',
      ].join('\n'),
    );
  const server = (port: number, database: string): PrivatePostgres => ({
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    restart: async (mode) => {
      await pgCtl('restart', '-m', mode);
    },
    stop: async (mode) => {
      await pgCtl('stop', '-m', mode);
    },
    start: async () => {
      await pgCtl('start');
    },
    remove,
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
  });
  return { data, run, pgCtl, remove, configure, server };
}

function binariesOrThrow(): string {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`No PostgreSQL server binaries: ${NEEDS_POSTGRES_BINARIES}.`);
  return bin;
}

/**
 * Starts a PostgreSQL cluster of the test's own (initdb in a temp directory, a free port on 127.0.0.1, its socket in
 * that directory) with one database `engros`, so a test can stop and restart the server without disturbing the
 * shared one other test files use. fsync is off: only processes die in these tests, never the machine, and a write
 * PostgreSQL has handed to the kernel survives a killed process. initdb's pg_hba.conf lets local replication
 * connections in (trust), and wal_level is `replica` by default: `startStandby` can follow it. Throws with the
 * reason when the binaries are missing.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const cluster = privateCluster(binariesOrThrow());
  try {
    await cluster.run('initdb', [
      '-D',
      cluster.data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await freePort();
    cluster.configure(port, []);
    await cluster.pgCtl('start');
    const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    await admin.query('CREATE DATABASE engros');
    await admin.end();
    return cluster.server(port, 'engros');
  } catch (error) {
    await cluster.remove();
    throw error;
  }
}

/**
 * Starts a hot standby streaming from `primary` (a server of startPrivatePostgres): `pg_basebackup -R` copies the
 * primary and writes the connection to it, then the copy starts on a port of its own and replays the primary's WAL
 * as it comes. Answers when it accepts read-only connections.
 */
export async function startStandby(primary: PrivatePostgres): Promise<PrivatePostgres> {
  const cluster = privateCluster(binariesOrThrow());
  try {
    await cluster.run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      cluster.data,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    const port = await freePort();
    // The copy carries the primary's settings (its port, its socket directory): these lines come after them.
    cluster.configure(port, ['hot_standby = on']);
    await cluster.pgCtl('start');
    const server = cluster.server(port, 'engros');
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const { rows } = await client.query('select pg_is_in_recovery() as standby');
      if (!rows[0]?.standby) throw new Error('the copy started as a primary, not as a standby');
    } finally {
      await client.end();
    }
    return server;
  } catch (error) {
    await cluster.remove();
    throw error;
  }
}

// Checkouts through a fault (test/faults.test.ts, test/pg-restart.test.ts): HTTP calls that keep the answer whatever
// its status, and the check that every order is whole or absent afterwards.

export type Answer = { status: number; body: Record<string, unknown>; type: string | null };

/** One HTTP call to an API process; the answer whatever its status (a connection cut throws). */
export async function call(base: string, method: string, path: string, token: string, body?: object, key?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...bearer(token),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, type: res.headers.get('content-type') } as Answer;
}

/** What a checkout needs of a company made by createCompanyWithPeople and createDeliveryAddress. */
export type CheckoutCompany = {
  company: { id: string };
  buyer: { contact: { id: string }; token: string };
  delivery: { id: string };
};

/** Fills the buyer's cart with `skus` (quantities 1, 2, 3, …) and sets a delivery address and date. */
export async function readyCart(base: string, c: CheckoutCompany, skus: string[]) {
  const pid = c.buyer.contact.id;
  for (const [i, sku] of skus.entries()) {
    const res = await call(base, 'POST', '/api/ardis/cart/addorderline', c.buyer.token, { pid, sku, quantity: i + 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const deliveryDate = nextDeliveryDates({
    market: 'NO',
    zipCode: '0150',
    now: new Date(),
    leadTimeDays: 1,
    count: 5,
  })[4]!.date;
  const res = await call(base, 'POST', '/api/ardis/cart/updatemetadata', c.buyer.token, {
    pid,
    deliveryAddressId: c.delivery.id,
    requestedDeliveryDate: deliveryDate,
  });
  expect(res.status).toBe(200);
}

/** One HTTP call: `call` bound to a node, or the cluster test's call through its proxy. */
export type Send = (
  method: string,
  path: string,
  token: string,
  body?: object,
) => Promise<{ status: number; body: Record<string, unknown> }>;

/**
 * Puts `skus` (each `quantity`) in the buyer's cart and subscribes the company to it weekly from `firstDeliveryDate`,
 * delivered to its address; answers the subscription's id.
 */
export async function subscribeToCart(
  send: Send,
  c: CheckoutCompany,
  options: { skus: string[]; quantity: number; firstDeliveryDate: string },
): Promise<string> {
  const pid = c.buyer.contact.id;
  for (const sku of options.skus) {
    const res = await send('POST', '/api/ardis/cart/addorderline', c.buyer.token, {
      pid,
      sku,
      quantity: options.quantity,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const cart = await send('GET', `/api/ardis/cart?pid=${pid}`, c.buyer.token);
  const sub = await send('POST', '/api/subscription/create', c.buyer.token, {
    customerId: c.company.id,
    cartId: cart.body.id,
    intervalWeeks: 1,
    firstDeliveryDate: options.firstDeliveryDate,
    deliveryAddressId: c.delivery.id,
  });
  expect(sub.status, JSON.stringify(sub.body)).toBe(200);
  return sub.body.id as string;
}

export const createOrder = (base: string, c: CheckoutCompany, key: string) =>
  call(base, 'POST', '/api/ardis/cart/createorder', c.buyer.token, { pid: c.buyer.contact.id }, key);

export type OrderSum = { id: string; company_id: string; net: string; lines: number; line_sum: string };

/** Every order of the companies, with its line count and line sum. */
export async function ordersOf(database: Database, companyIds: string[]) {
  const { rows } = await database.query(
    `select o.id, o.company_id, o.net::bigint as net, count(l.id)::int as lines,
            coalesce(sum(l.line_total), 0)::bigint as line_sum
       from orders o left join order_lines l on l.order_id = o.id
      where o.company_id = any($1::uuid[]) group by o.id`,
    [companyIds],
  );
  return rows as OrderSum[];
}

async function cartLinesOf(database: Database, companyId: string) {
  const { rows } = await database.query(
    `select count(l.*)::int as n from carts c join cart_lines l on l.cart_id = c.id
      where c.company_id = $1 and c.status = 'open'`,
    [companyId],
  );
  return (rows[0]?.n as number) ?? 0;
}

/**
 * Whole: the company has one order with every line of the cart (`lineCount`), its net their sum, and the cart is
 * empty; absent: no order and the cart still holds every line. Answers the orders.
 */
export async function expectWholeOrAbsent(database: Database, companyIds: string[], lineCount: number) {
  const all = await ordersOf(database, companyIds);
  for (const id of companyIds) {
    const mine = all.filter((o) => o.company_id === id);
    expect(mine.length, `orders of ${id}`).toBeLessThanOrEqual(1);
    if (mine.length === 1) {
      expect(mine[0]!.lines).toBe(lineCount);
      expect(Number(mine[0]!.line_sum)).toBe(Number(mine[0]!.net));
      expect(await cartLinesOf(database, id)).toBe(0);
    } else {
      expect(await cartLinesOf(database, id)).toBe(lineCount);
    }
  }
  return all;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers true; throws after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000, pauseMs = 50) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(pauseMs);
  }
  throw new Error(`timed out waiting for ${what}`);
}
