/**
 * `npm run seed [-- --products N] [-- --companies N] [-- --reset]`: migrates and seeds the database the
 * API uses (DATABASE_URL, or PGlite in DATA_DIR), with a progress bar.
 * --reset starts from an empty database: every schema dropped (PostgreSQL) or the
 * PGlite data directory deleted. Without --reset a database with data is left alone, except that
 * --companies N adds the scale companies (seed/scale.ts) to a seeded database that has none yet.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import pg from 'pg';
import { openDatabase } from '../db';
import { mediaStorageOf, parseEnv, pgliteDataDir } from '../env';
import { createStorage } from '../integrations/storage';
import { hashPassword } from '../lib/password';
import { DEMO_PASSWORD } from './customers';
import { DEFAULT_PRODUCTS, type SeedPhase, seedDemo } from './demo';
import { isDatabaseEmpty } from './index';
import { countScaleCompanies, seedScaleCompanies } from './scale';

const phaseLabels: Record<SeedPhase, string> = {
  catalog: 'catalog  ',
  prices: 'prices   ',
  customers: 'customers',
  companies: 'companies',
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
      companies: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: npm run seed -- [--products N] [--companies N] [--reset]');
    return;
  }
  const products = values.products === undefined ? DEFAULT_PRODUCTS : Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > 8_999_999) {
    throw new Error(`--products must be a whole number from 1 to 8,999,999, not "${values.products}"`);
  }
  const companies = values.companies === undefined ? 0 : Number(values.companies);
  if (!Number.isInteger(companies) || companies < 0 || companies > 9_999) {
    throw new Error(`--companies must be a whole number from 0 to 9,999, not "${values.companies}"`);
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
    const bar = new cliProgress.SingleBar(
      { format: '{phase} [{bar}] {percentage}% | {value}/{total} | {duration_formatted}', hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    if (!(await isDatabaseEmpty(database.db)) && companies > 0) {
      const found = await countScaleCompanies(database.db);
      if (found > 0) {
        console.error(`The database (${where}) already has ${found} scale companies. Run with --reset to start over.`);
        process.exitCode = 1;
        return;
      }
      const started = performance.now();
      bar.start(companies, 0, { phase: phaseLabels.companies });
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await database.db.transaction((tx) =>
        seedScaleCompanies(tx, { count: companies, passwordHash, onProgress: (done) => bar.update(done) }),
      );
      bar.stop();
      // Statistics for the new rows, and the visibility map that lets price lookups read the covering index alone
      // (autovacuum may be off, or late after a bulk load; the full seed's VACUUM ANALYZE comes after its companies).
      await database.query(
        'vacuum (analyze) companies, contacts, company_contacts, addresses, price_lists, prices, assortments, assortment_rules',
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Added ${companies} scale companies to ${database.kind} (${where}) in ${seconds} s.`);
      return;
    }
    if (!(await isDatabaseEmpty(database.db))) {
      console.error(`The database (${where}) already has data. Run with --reset to start over.`);
      process.exitCode = 1;
      return;
    }
    let current: SeedPhase | null = null;
    const started = performance.now();
    const summary = await seedDemo(database.db, {
      products,
      companies,
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
        `(catalog ${summary.ms.catalog} ms, prices ${summary.ms.prices} ms, customers ${summary.ms.customers} ms, ` +
        `companies ${summary.ms.companies} ms, search ${summary.ms.search} ms, pictures ${summary.ms.media} ms more).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
