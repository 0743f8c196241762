/**
 * `npm run migrate -w @engros/api`: applies the pending migrations to the database the API uses
 * (DATABASE_URL, or PGlite in DATA_DIR) and exits. For deployments that migrate before they start
 * the API; the API also migrates on start, so running both is harmless. Never seeds.
 */
import { mkdirSync } from 'node:fs';
import { parseEnv, pgliteDataDir } from '../env';
import { type Database, openDatabase } from './index';

/** How many migrations drizzle has recorded as applied (none on a database it never migrated). */
async function appliedCount(database: Database): Promise<number> {
  const { rows } = await database.query(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as "isMigrated"`,
  );
  if (!rows[0]?.isMigrated) return 0;
  const { rows: counted } = await database.query('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number(counted[0]?.n);
}

async function main() {
  const env = parseEnv({ DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL });
  const dataDir = pgliteDataDir(env);
  const where = env.DATABASE_URL ? `database ${new URL(env.DATABASE_URL).pathname.slice(1)}` : dataDir;
  if (!env.DATABASE_URL) mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: 1 } : { dataDir });
  try {
    const before = await appliedCount(database);
    const started = performance.now();
    await database.migrate();
    const after = await appliedCount(database);
    const ms = Math.round(performance.now() - started);
    console.log(
      after === before
        ? `${database.kind} (${where}) is up to date: ${after} migrations applied.`
        : `Applied ${after - before} migrations to ${database.kind} (${where}) in ${ms} ms; ${after} in all.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
