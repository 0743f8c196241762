#!/usr/bin/env node
// `npm start` runs the whole shop on this machine; `npm run dev` (--dev) does the same with reloading.
//   1. on a first start on the embedded database: the demo data, seeded by `npm run seed` in a process of its own
//      (the API that seeded it itself kept the seed's memory: 615 against 385 MB); then the API (it migrates and
//      seeds an empty PostgreSQL database itself) and the sandbox stand-ins,
//   2. once the API answers /ready: the web app (in start mode built first, alongside the API's start-up,
//      when its build is missing or older than its sources; `next dev` in dev mode),
//   3. one block with the URLs and demo logins.
// Ctrl-C or SIGTERM stops every child; so does any child dying. API_PORT, WEB_PORT and WEB_ORIGIN are honoured:
// the shop has one origin (scripts/start-env.mjs), printed here and given to the API for every link it makes.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteDataDir } from '../apps/api/src/data-dir.mjs';
import { startEnvironment } from './start-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isDev = process.argv.includes('--dev');
const { apiPort, webPort, apiUrl, shopUrl, localShopUrl, apiEnv } = startEnvironment(process.env);
const API_READY_TIMEOUT_MS = 120_000; // the first start seeds the demo data
const WEB_READY_TIMEOUT_MS = 120_000; // `next dev` compiles the first page on request
// The API's development secret (apps/api/src/env.ts) when SHOP_SECRET is unset, so the web server can use secret calls.
const DEV_SHOP_SECRET = 'engros-dev-secret-change-me';
// The web app's development AUTH_SECRET (it encrypts the session cookie), derived from the development shop secret
// exactly as apps/web/lib/auth/secret.ts does; set AUTH_SECRET yourself in production.
const DEV_AUTH_SECRET = createHash('sha256').update(`engros-web-auth:${DEV_SHOP_SECRET}`).digest('base64url');

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const colors = { api: 36, seed: 36, web: 35, 'web:build': 35, sandbox: 33, start: 32 };
const paint = (name, text) => (useColor ? `\x1b[${colors[name] ?? 37}m${text}\x1b[0m` : text);
const width = Math.max(...Object.keys(colors).map((n) => n.length));
const label = (name) => paint(name, `${name.padEnd(width)} │`);
const say = (text) => console.log(`${label('start')} ${text}`);

/** Running children by name; each is the leader of its own process group. */
const children = new Map();
let isStopping = false;

/** Copies a stream to ours line by line, each line prefixed with the child's name. */
function prefixLines(stream, name, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split(/\r?\n/);
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${label(name)} ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`${label(name)} ${rest}\n`);
  });
}

/** Starts `npm <args>` as a named child in its own process group (so a signal reaches npm, sh and node alike). */
function run(name, args, { env = {}, isLongLived = true } = {}) {
  const child = spawn('npm', args, {
    cwd: root,
    // Children write to pipes, so they only colour their output when told to.
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...(useColor ? { FORCE_COLOR: '1' } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  prefixLines(child.stdout, name, process.stdout);
  prefixLines(child.stderr, name, process.stderr);
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
    child.on('error', (error) => {
      say(`${name} could not start: ${error.message}`);
      resolve({ code: 1, signal: null });
    });
  });
  if (isLongLived) {
    children.set(name, { child, exited });
    exited.then(({ code, signal }) => {
      children.delete(name);
      if (isStopping) return;
      say(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything`);
      stopAll(code || 1);
    });
  }
  return { child, exited };
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops every child (SIGTERM to its group, SIGKILL after 15 s) and exits. */
async function stopAll(exitCode = 0) {
  if (isStopping) return;
  isStopping = true;
  const running = [...children.entries()];
  if (running.length > 0) say(`stopping ${running.map(([name]) => name).join(', ')} …`);
  for (const [, { child }] of running) signalGroup(child, 'SIGTERM');
  const killTimer = setTimeout(() => {
    for (const [name, { child }] of running) {
      say(`${name} did not stop in time; killing it`);
      signalGroup(child, 'SIGKILL');
    }
  }, 15_000);
  await Promise.all(running.map(([, { exited }]) => exited));
  clearTimeout(killTimer);
  process.exit(exitCode);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('SIGHUP', () => stopAll(0));

/** Fails early with a clear message when a port is taken (an old server still running). */
function assertPortFree(port, host, what) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} (${what}) is in use: stop what runs there or set ${what === 'API' ? 'API_PORT' : 'WEB_PORT'}`
            : `cannot use port ${port} (${what}): ${error.message}`,
        ),
      ),
    );
    server.listen({ port, host }, () => server.close(resolve));
  });
}

/** Polls a URL until it answers 2xx, the child dies or the time runs out. */
async function waitFor(url, { name, timeoutMs }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isStopping || !children.has(name)) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** The newest modification time under the given files and folders. */
function newestMtime(entries) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target)) {
        if (entry !== 'node_modules' && entry !== '.next') visit(path.join(target, entry));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of entries) visit(path.join(root, entry));
  return newest;
}

/** True when apps/web has no production build or a source changed after it was built. */
function isWebBuildStale() {
  const buildId = path.join(root, 'apps/web/.next/BUILD_ID');
  if (!existsSync(buildId)) return true;
  const sources = [
    'apps/web/app',
    'apps/web/auth.ts',
    'apps/web/proxy.ts',
    'apps/web/lib',
    'apps/web/types',
    'apps/web/components',
    'apps/web/public',
    'apps/web/next.config.mjs',
    'apps/web/package.json',
    'apps/web/tsconfig.json',
    'packages/client/src',
    'packages/client/package.json',
  ];
  return newestMtime(sources) > statSync(buildId).mtimeMs;
}

function printSummary() {
  const logins = [
    ['buyer@nordlys.example', 'buyer at Nordlys'],
    ['admin@nordlys.example', 'company admin at Nordlys'],
    ['viewer@nordlys.example', 'viewer (read only) at Nordlys'],
    ['buyer@fjord.example', 'buyer at Fjord'],
    ['admin@fjord.example', 'company admin at Fjord'],
    ['multi@demo.example', 'buyer at both Nordlys and Fjord'],
    ['agent@engros.example', 'back-office administrator'],
    ['katalog@engros.example', 'back-office catalog manager'],
    ['kundeservice@engros.example', 'back-office customer service'],
    ['revisor@engros.example', 'back-office read-only'],
  ];
  const rule = '─'.repeat(64);
  const lines = [
    rule,
    `Engros is running${isDev ? ' (dev mode)' : ''}`,
    '',
    `  Shop       ${shopUrl}`,
    `  API        ${apiUrl}`,
    `  API docs   ${apiUrl}/docs`,
    '',
    '  Demo logins (password: demo-password-1)',
    ...logins.map(([email, what]) => `    ${email.padEnd(24)} ${what}`),
    '',
    '  Stop with Ctrl-C.',
    rule,
  ];
  console.log(`\n${lines.map((line) => paint('start', line)).join('\n')}\n`);
}

/** Values z.stringbool() (apps/api/src/env.ts) reads as true. */
const TRUE_WORDS = new Set(['true', '1', 'yes', 'on', 'y', 'enabled']);

/**
 * Seeds the demo data by `npm run seed` (apps/api/src/seed/cli.ts) when the API would seed it on the embedded
 * database (no DATABASE_URL, SEED_DEMO on, as it is outside production) and that database's folder is missing or
 * empty; false when the seed failed (everything stops). The API's own seeding (seedIfEmpty) stays for a database it
 * finds empty otherwise.
 */
async function seedEmbeddedDatabase() {
  const env = { ...process.env, ...apiEnv };
  const seedDemo = env.SEED_DEMO ?? (env.NODE_ENV === 'production' ? 'false' : 'true');
  if (env.DATABASE_URL || !TRUE_WORDS.has(seedDemo.trim().toLowerCase())) return true;
  // As the API finds it: DATA_DIR/pglite from where npm start runs.
  const dataDir = pgliteDataDir(env, process.env.INIT_CWD ?? root);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return true;
  say('seeding the demo data into the embedded database (first start) …');
  const seed = run('seed', ['run', 'seed', '-w', '@engros/api'], { env: apiEnv, isLongLived: false });
  children.set('seed', seed);
  const { code } = await seed.exited;
  children.delete('seed');
  if (code === 0 || isStopping) return !isStopping;
  say(`seeding failed (exit code ${code}); stopping everything`);
  await stopAll(code || 1);
  return false;
}

/** Builds the web app in the background (start mode, when its build is missing or stale). */
function startWebBuild(env) {
  say('building the web app (its build is missing or older than its sources) …');
  const build = run('web:build', ['run', 'build', '-w', '@engros/web'], { env, isLongLived: false });
  children.set('web:build', build);
  build.exited.then(({ code }) => {
    children.delete('web:build');
    if (code === 0 || isStopping) return;
    say(`the web build failed (exit code ${code}); stopping everything`);
    stopAll(code || 1);
  });
  return build;
}

async function main() {
  await assertPortFree(apiPort, '127.0.0.1', 'API');
  await assertPortFree(webPort, undefined, 'web');

  const webEnv = {
    API_URL: process.env.API_URL ?? apiUrl,
    SHOP_SECRET: process.env.SHOP_SECRET ?? (process.env.NODE_ENV === 'production' ? undefined : DEV_SHOP_SECRET),
    AUTH_SECRET: process.env.AUTH_SECRET ?? (process.env.NODE_ENV === 'production' ? undefined : DEV_AUTH_SECRET),
    // Auth.js trusts the Host header for its URLs (we run behind our own start script or a proxy we configure).
    AUTH_TRUST_HOST: process.env.AUTH_TRUST_HOST ?? 'true',
  };

  // The build needs no API: it runs while the demo data is seeded and the API starts.
  const webBuild = !isDev && isWebBuildStale() ? startWebBuild(webEnv) : undefined;
  if (!(await seedEmbeddedDatabase())) return;
  say(`starting the API on ${apiUrl} and the sandbox${isDev ? ' (dev mode)' : ''}`);
  run('api', ['run', isDev ? 'dev' : 'start', '-w', '@engros/api'], { env: apiEnv });
  run('sandbox', ['start', '-w', '@engros/sandbox']);

  say('waiting for the API to be ready (the first start migrates and seeds the database) …');
  if (!(await waitFor(`${apiUrl}/ready`, { name: 'api', timeoutMs: API_READY_TIMEOUT_MS }))) {
    if (!isStopping) {
      say(`the API did not become ready within ${API_READY_TIMEOUT_MS / 1000} s`);
      await stopAll(1);
    }
    return;
  }
  say('the API is ready');

  if (webBuild) {
    const { code } = await webBuild.exited;
    if (isStopping || code !== 0) return;
  }
  run('web', ['run', isDev ? 'dev' : 'start', '-w', '@engros/web', '--', '-p', String(webPort)], { env: webEnv });

  if (!(await waitFor(localShopUrl, { name: 'web', timeoutMs: WEB_READY_TIMEOUT_MS }))) {
    if (!isStopping) {
      say(`the web app did not answer within ${WEB_READY_TIMEOUT_MS / 1000} s`);
      await stopAll(1);
    }
    return;
  }
  printSummary();
}

main().catch((error) => {
  say(error instanceof Error ? error.message : String(error));
  stopAll(1);
});
