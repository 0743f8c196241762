import { spawn } from 'node:child_process';
import path from 'node:path';
import { type Database, openDatabase } from '../../apps/api/src/db';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const apiDir = path.join(repoRoot, 'apps/api');

/** The server's maintenance database, for CREATE DATABASE. */
function maintenanceUrl(url: string) {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

/** Creates the benchmark database when the server does not have it yet; returns whether it did. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unusual database name "${name}": create it yourself`);
  const admin = await openDatabase({ url: maintenanceUrl(url), poolSize: 1 });
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length > 0) return false;
    await admin.query(`create database ${name}`);
    return true;
  } finally {
    await admin.close();
  }
}

/** Active products in the database, or 0 when it has no catalog (or no tables yet). */
export async function countProducts(database: Database): Promise<number> {
  try {
    const { rows } = await database.query('select count(*)::int as n from products');
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Runs the seed CLI (migrate, reset, seed with a progress bar) in its own process, into a PostgreSQL URL or a PGlite
 * data directory (the embedded default's scenario, bench/pglite.ts). `companies`: scale companies too
 * (seed/scale.ts); with `reset: false` only those, added to the seeded database.
 */
export function runSeed(
  target: string | { dataDir: string },
  products: number,
  options: { companies?: number; reset?: boolean } = {},
): Promise<void> {
  const args = options.reset === false ? [] : ['--products', String(products), '--reset'];
  if (options.companies) args.push('--companies', String(options.companies));
  const { DATABASE_URL: _url, ...rest } = process.env;
  const env =
    typeof target === 'string' ? { ...process.env, DATABASE_URL: target } : { ...rest, DATA_DIR: target.dataDir };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts', ...args], {
      cwd: apiDir,
      env,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`seeding failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** Ids, SKUs, categories and words the scenarios vary their requests over. */
export type ScenarioData = {
  nordlysId: string;
  productIds: string[];
  /** The same products' slugs (product pages). */
  productSlugs: string[];
  skus: string[];
  categories: string[];
  searchTerms: string[];
};

/** A deterministic sample of the seeded catalog (the same every run on the same data). */
export async function loadScenarioData(database: Database): Promise<ScenarioData> {
  const nordlys = await database.query(`select id from companies where name = 'Nordlys Dagligvare AS'`);
  const nordlysId = nordlys.rows[0]?.id;
  if (typeof nordlysId !== 'string') throw new Error('The demo company "Nordlys Dagligvare AS" is missing: reseed');
  const ids = await database.query(`select id, slug from products where is_active order by md5(id::text) limit 5000`);
  const skus = await database.query(`select sku from variants where is_active order by md5(sku) limit 20000`);
  const categories = await database.query(`select slug from categories order by slug`);
  // Real words of product names (both languages), brand names, some prefixes, product numbers and SKUs.
  const words = await database.query(
    `select w from (
       select distinct lower(w) as w
       from (select name->>'nb' as nb, name->>'en' as en from products order by md5(id::text) limit 3000) p,
            unnest(regexp_split_to_array(p.nb || ' ' || p.en, '[^[:alpha:]]+')) w
       where length(w) >= 4
     ) x order by md5(w) limit 400`,
  );
  const codes = await database.query(
    `select product_number as code from products order by md5(product_number) limit 100`,
  );
  const skuList = skus.rows.map((r) => String(r.sku));
  const wordList = words.rows.map((r) => String(r.w));
  const searchTerms = [
    ...wordList,
    ...wordList.slice(0, 100).map((w) => w.slice(0, Math.max(4, w.length - 2))),
    ...codes.rows.map((r) => String(r.code)),
    ...skuList.slice(0, 100),
  ];
  return {
    nordlysId,
    productIds: ids.rows.map((r) => String(r.id)),
    productSlugs: ids.rows.map((r) => String(r.slug)),
    skus: skuList,
    categories: categories.rows.map((r) => String(r.slug)),
    searchTerms,
  };
}

/**
 * Analyzes the tables autovacuum would have analyzed by now (more changed rows since the last ANALYZE than its
 * default threshold, 50 + 10 % of the table): on a machine with autovacuum off, or before it got round to them,
 * earlier runs' carts and orders and a seed's late tables would otherwise be planned from stale statistics, and a
 * scenario would measure a plan no live shop has. Returns the tables it analyzed.
 */
export async function analyzeAsAutovacuumWould(database: Database): Promise<string[]> {
  const { rows } = await database.query(
    `select schemaname, relname from pg_stat_user_tables
      where n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0) order by schemaname, relname`,
  );
  // Schema-qualified: pg-boss keeps its job tables in its own schema.
  const quote = (name: unknown) => `"${String(name).replaceAll('"', '""')}"`;
  const tables = rows.map((row) => `${quote(row.schemaname)}.${quote(row.relname)}`);
  for (const table of tables) await database.query(`analyze ${table}`);
  return tables;
}
