// Real API processes for the fault and cluster tests (test/faults.test.ts, test/cluster.test.ts): the API bundled as
// `npm start` bundles it, started with plain node on a test database, killed with real signals; and the small TCP
// proxies that stand between processes (round robin over several nodes, or a line that can be cut).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Database } from '../src/db';
import { TEST_SECRET } from './helper';

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
  options: { name: string; databaseUrl: string; port?: number; env?: Record<string, string> },
): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const url = new URL(options.databaseUrl);
  url.searchParams.set('application_name', `engros-${options.name}`);
  const log = path.join(logDir, `${options.name}-${port}.log`);
  const out = createWriteStream(log, { flags: 'a' });
  const child = spawn(process.execPath, ['--max-old-space-size=192', entry], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
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
