import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_NODE_FLAGS } from '../../scripts/start-env.mjs';
import { apiDir } from './database';

export type ApiProcess = {
  baseUrl: string;
  secret: string;
  pid: number;
  logFile: string;
  stop: () => Promise<void>;
};

const DEMO_EMAIL = 'buyer@nordlys.example';
const DEMO_PASSWORD = 'demo-password-1';

/**
 * Signs a demo account in through check-user (the demo buyer of Nordlys unless `email` names another, such as the
 * catalog manager `katalog@engros.example`): its access token, or null and why not.
 */
export async function signIn(
  api: Pick<ApiProcess, 'baseUrl' | 'secret'>,
  email = DEMO_EMAIL,
): Promise<{ token: string | null; note?: string }> {
  const res = await fetch(`${api.baseUrl}/api/customer/check-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-secret': api.secret },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) return { token: null, note: `check-user answered ${res.status}` };
  const body = (await res.json()) as { accessToken?: string };
  return body.accessToken ? { token: body.accessToken } : { token: null, note: 'check-user gave no accessToken' };
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const running = new Set<ChildProcess>();

/** Last resort on any exit: no API process outlives the harness. */
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Builds the API and starts it as `node dist/server.js`, as in production (so the child's pid is
 * the process that serves, for RSS readings), with the bench routes on, and waits for /ready.
 * `env` overrides the settings below (the buyers load points the API at its Nets stand-in).
 */
export async function startApi(
  database: string | { dataDir: string },
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const port = await freePort();
  // A given SHOP_SECRET is kept (tokens signed by one API process stay valid in the next one on the same database).
  const secret = env.SHOP_SECRET ?? randomBytes(24).toString('hex');
  const logFile = path.join(tmpdir(), `engros-bench-api-${process.pid}.log`);
  const log = createWriteStream(logFile);
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  // The same heap flags as `npm start` (scripts/start-env.mjs).
  // BENCH_API_NODE_ARGS adds node flags to the API process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const extraArgs = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // A PostgreSQL URL, or a PGlite data directory (the embedded default, in the API's own process).
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const where = typeof database === 'string' ? { DATABASE_URL: database } : { DATA_DIR: database.dataDir };
  const child = spawn(process.execPath, [...API_NODE_FLAGS, ...extraArgs, 'dist/server.js'], {
    cwd: apiDir,
    env: {
      ...inherited,
      ...where,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SHOP_SECRET: secret,
      // Secrets production requires (or may soon): random ones, nothing calls those integrations here.
      SANITY_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
      EID_CLIENT_SECRET: randomBytes(24).toString('hex'),
      NETS_SECRET_KEY: randomBytes(24).toString('hex'),
      NETS_WEBHOOK_AUTHORIZATION: randomBytes(12).toString('hex'),
      ENABLE_BENCH_ROUTES: 'true',
      // No background jobs (pg-boss polling, order fulfilment, purges, subscription runs): they would compete
      // for the two cores at random moments and could write orders while order-create counts them.
      JOBS_ENABLED: 'false',
      // One token lasts the whole run.
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited: string | null = null;
  child.on('exit', (code, signal) => {
    exited = signal ?? `exit code ${code}`;
    running.delete(child);
  });

  const stop = async () => {
    if (exited !== null || child.exitCode !== null) return;
    child.kill('SIGTERM');
    for (let i = 0; i < 100 && exited === null; i++) await sleep(100);
    if (exited === null) child.kill('SIGKILL');
    log.end();
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited !== null) {
      throw new Error(`The API exited (${exited}) while starting. Its log:\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${baseUrl}/ready`);
      if (res.ok) return { baseUrl, secret, pid: child.pid!, logFile, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`The API did not become ready within 120 s. Its log:\n${tail(logFile)}`);
}

export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Resident set size of a process in MB, from /proc (Linux); null elsewhere. */
export function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used so far in ms, from /proc (Linux); null elsewhere. */
export function cpuMs(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in clock ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU time (ms) used so far by every process named `postgres` on this machine (the server and its backends), from
 * /proc; null when none is visible. Backends that end between two readings take their time with them, so read it
 * around a phase whose connections stay open (the API's pool).
 */
export function postgresCpuMs(): number | null {
  let total = 0;
  let seen = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
      seen++;
    } catch {
      // the process ended while we looked
    }
  }
  return seen > 0 ? total : null;
}

/** Samples a process's RSS every `intervalMs`; `max` is the highest reading so far. */
export function sampleRss(pid: number, intervalMs = 200) {
  const state = { max: 0, last: 0, samples: 0 };
  const read = () => {
    const mb = rssMb(pid);
    if (mb === null) return;
    state.last = mb;
    state.max = Math.max(state.max, mb);
    state.samples++;
  };
  read();
  const timer = setInterval(read, intervalMs);
  timer.unref();
  return {
    state,
    stop: () => clearInterval(timer),
  };
}
