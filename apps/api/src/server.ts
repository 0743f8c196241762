import { mkdirSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { openDatabase } from './db';
import { mediaStorageOf, parseEnv, pgliteDataDir } from './env';
import { createStorage } from './integrations/storage';
import { jobs } from './jobs/registry';
import { type Jobs, startJobs } from './jobs/scheduler';
import { setKeyedCaches } from './lib/cache';
import { addDemoPictures, seedIfEmpty } from './seed';

/** Starts the API: configuration, database (migrated, seeded when empty), HTTP, graceful shutdown. */
async function main() {
  const env = parseEnv();
  setKeyedCaches(env.CACHES === 'on');
  const dataDir = pgliteDataDir(env);
  if (!env.DATABASE_URL) mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase(
    env.DATABASE_URL
      ? {
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          readUrl: env.DATABASE_READ_URL,
          maxReplicaLagMs: env.DATABASE_READ_MAX_LAG_MS,
        }
      : { dataDir },
  );
  await database.migrate();
  const app = await buildApp({ database, env });
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    app.log.warn('DATABASE_READ_URL is ignored: the embedded PGlite database (no DATABASE_URL) has no replicas.');
  }
  if (env.CACHES === 'off') app.log.warn('CACHES=off: the in-process caches of many keys load on every request');
  if (env.isDefaultSecret) {
    app.log.warn(
      `SHOP_SECRET is not set: using the development secret "${env.SHOP_SECRET}". Set SHOP_SECRET in production.`,
    );
  }
  const seeded =
    env.SEED_DEMO &&
    (await seedIfEmpty(database.db, {
      log: (msg) => app.log.info(msg),
    }));
  if (seeded) {
    app.log.info('Seeded demo data into an empty database');
    // The demo pictures take a few seconds of sharp: drawn in the background, so the API answers at once.
    const started = performance.now();
    addDemoPictures(database.db, createStorage(mediaStorageOf(env))).then(
      (done) =>
        app.log.info(
          `demo pictures: ${done.pictures} drawn for ${done.products} products in ${Math.round(performance.now() - started)} ms`,
        ),
      (err) => app.log.warn({ err }, 'demo pictures were not drawn'),
    );
  }

  let background: Promise<Jobs | undefined> = Promise.resolve(undefined);
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    // Requests in flight get 3 s to finish; then every connection still open is cut (a client's spare
    // keep-alive socket that never sent a request would otherwise hold the close until headersTimeout).
    const cutOff = setTimeout(() => app.server.closeAllConnections(), 3_000);
    cutOff.unref();
    await app.close();
    clearTimeout(cutOff);
    // Jobs use the database: they stop (running ones get a few seconds) before it closes.
    await (await background)?.stop();
    await database.close();
  });

  await app.listen({ port: env.API_PORT, host: env.API_HOST });
  app.log.info(
    `API on http://${env.API_HOST}:${env.API_PORT} (database: ${database.kind}${env.DATABASE_URL ? '' : ` at ${dataDir}`}), docs at /docs`,
  );
  if (env.JOBS_ENABLED) {
    // After listen, so requests are served at once. A failure leaves the API up without jobs, loudly.
    const log = app.log.child({ module: 'jobs' });
    background = startJobs({ database, env, log, jobs }).catch((err) => {
      log.error({ err }, 'background jobs did not start');
      return undefined;
    });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
