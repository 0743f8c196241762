/**
 * `npm run seed [-- --products N] [-- --reset]`: migrates and seeds the database the
 * API uses (DATABASE_URL, or PGlite in DATA_DIR), with a progress bar.
 * --reset starts from an empty database: every schema dropped (PostgreSQL) or the
 * PGlite data directory deleted. Without --reset a database with data is left alone.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import pg from 'pg';
import { openDatabase } from '../db';
import { mediaStorageOf, parseEnv, pgliteDataDir } from '../env';
import { createStorage } from '../integrations/storage';
import { DEFAULT_PRODUCTS, type SeedPhase, seedDemo } from './demo';
import { isDatabaseEmpty } from './index';

const phaseLabels: Record<SeedPhase, string> = {
  catalog: 'catalog  ',
  prices: 'prices   ',
  customers: 'customers',
  search: 'search   ',
  media: 'pictures ',
};

async function resetPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace
       where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
    );
    for (const { name } of rows) await client.query(`drop schema ${client.escapeIdentifier(name)} cascade`);
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: npm run seed -- [--products N] [--reset]');
    return;
  }
  const products = values.products === undefined ? DEFAULT_PRODUCTS : Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > 8_999_999) {
    throw new Error(`--products must be a whole number from 1 to 8,999,999, not "${values.products}"`);
  }
  // Only what the seed uses: the database and where media goes (the rest of the API's settings do not matter here).
  const env = parseEnv(
    Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) => ['DATA_DIR', 'DATABASE_URL'].includes(key) || key.startsWith('MEDIA_'),
      ),
    ),
  );
  const dataDir = pgliteDataDir(env);
  const where = env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : dataDir;

  if (values.reset) {
    if (env.DATABASE_URL) await resetPostgres(env.DATABASE_URL);
    else if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
    console.log(`Reset ${env.DATABASE_URL ? `database ${where}` : where}`);
  }
  if (!env.DATABASE_URL) mkdirSync(dataDir, { recursive: true });

  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir });
  try {
    await database.migrate();
    if (!(await isDatabaseEmpty(database.db))) {
      console.error(`The database (${where}) already has data. Run with --reset to start over.`);
      process.exitCode = 1;
      return;
    }
    const bar = new cliProgress.SingleBar(
      { format: '{phase} [{bar}] {percentage}% | {value}/{total} | {duration_formatted}', hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    let current: SeedPhase | null = null;
    const started = performance.now();
    const summary = await seedDemo(database.db, {
      products,
      storage: createStorage(mediaStorageOf(env)),
      onProgress: (phase, done, total) => {
        if (phase !== current) {
          if (current) bar.stop();
          current = phase;
          bar.start(total, 0, { phase: phaseLabels[phase] });
        }
        bar.update(done);
      },
    });
    bar.stop();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${summary.products} products, ${summary.variants} variants, ${summary.companies} companies and ` +
        `${summary.contacts} contacts into ${database.kind} (${where}) in ${seconds} s ` +
        `(catalog ${summary.ms.catalog} ms, prices ${summary.ms.prices} ms, customers ${summary.ms.customers} ms, search ${summary.ms.search} ms, pictures ${summary.ms.media} ms more).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
