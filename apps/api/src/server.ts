import { mkdirSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { openDatabase } from './db';
import { seedIfEmpty } from './db/seed';
import { parseEnv, pgliteDataDir } from './env';

/** Starts the API: configuration, database (migrated, seeded when empty), HTTP, graceful shutdown. */
async function main() {
  const env = parseEnv();
  const dataDir = pgliteDataDir(env);
  if (!env.DATABASE_URL) mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir });
  await database.migrate();
  const app = await buildApp({ database, env });
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
  if (seeded) app.log.info('Seeded demo data into an empty database');

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ port: env.API_PORT, host: env.API_HOST });
  app.log.info(
    `API on http://${env.API_HOST}:${env.API_PORT} (database: ${database.kind}${env.DATABASE_URL ? '' : ` at ${dataDir}`}), docs at /docs`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
