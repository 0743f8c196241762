/**
 * Issue 18: the embedded default (PGlite) must stay usable for a small shop. Scenario `product-page-pglite`: the
 * product page of the PostgreSQL scenario (same catalog size, same 50 connections, same mix of products) against
 * an API on PGlite, whose database lives in the API's own process. Targets: p99 within 5× of the PostgreSQL
 * product page's p99 of the same run, and the API process (database included) at most 400 MB.
 *
 * The PGlite data directory is `bench/data/pglite-<products>` (ignored by git), seeded once with the same
 * generator as the PostgreSQL database (`npm run seed` with DATA_DIR) and kept between runs.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../apps/api/src/db';
import { pgliteDataDir } from '../apps/api/src/env';
import { Rng } from '../apps/api/src/seed/random';
import { sampleRss, startApi } from './lib/api';
import { countProducts, loadScenarioData, repoRoot, runSeed } from './lib/database';
import { type LoadResult, measure } from './lib/load';
import type { Entry } from './lib/report';

export const PGLITE_SCENARIO = 'product-page-pglite';
/** What the issue asks of the embedded default. */
const P99_FACTOR = 5;
const RSS_LIMIT_MB = 400;

export type PgliteSettings = {
  products: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  signIn: (api: { baseUrl: string; secret: string }) => Promise<{ token: string | null; note?: string }>;
};

export type PgliteResult = { load: LoadResult; rssMaxMb: number | null; dataDir: string; products: number };

/** The data directory for a catalog size, seeded when missing or holding another count. */
async function preparedDataDir(products: number, log: (message: string) => void) {
  const dataDir = path.join(repoRoot, 'bench', 'data', `pglite-${products}`);
  if (existsSync(dataDir)) {
    const database = await openDatabase({ dataDir: pgliteDataDir({ DATA_DIR: dataDir }) });
    try {
      if ((await countProducts(database)) === products) return dataDir;
    } finally {
      await database.close();
    }
  }
  log(`${PGLITE_SCENARIO}: seeding ${products.toLocaleString('en-US')} products into ${dataDir} (once; kept) …`);
  await runSeed({ dataDir }, products);
  return dataDir;
}

export async function runPgliteProductPage(settings: PgliteSettings, log: (message: string) => void) {
  // DATA_DIR of the API (the database in its `pglite` folder, the pictures in `media`).
  const dataDir = await preparedDataDir(settings.products, log);
  // The same sample of products as the PostgreSQL scenario draws (the seed is deterministic).
  const sampling = await openDatabase({ dataDir: pgliteDataDir({ DATA_DIR: dataDir }) });
  const data = await loadScenarioData(sampling).finally(() => sampling.close());
  const api = await startApi({ dataDir });
  const rss = sampleRss(api.pid);
  try {
    const { token, note } = await settings.signIn(api);
    if (!token) throw new Error(`no access token (${note})`);
    const rng = new Rng(20_260_301);
    log(
      `${PGLITE_SCENARIO}: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ` +
        `${settings.durationSeconds} s …`,
    );
    const load = await measure({
      baseUrl: api.baseUrl,
      connections: settings.connections,
      durationSeconds: settings.durationSeconds,
      warmupSeconds: settings.warmupSeconds,
      headers: { authorization: `Bearer ${token}` },
      next: () => ({ path: `/api/catalog/products/${rng.pick(data.productSlugs)}?customerId=${data.nordlysId}` }),
    });
    log(
      `${PGLITE_SCENARIO}: ${Math.round(load.rps)} req/s, p50 ${load.p50.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms, ` +
        `API RSS max ${rss.state.max.toFixed(0)} MB`,
    );
    return { load, rssMaxMb: rss.state.samples > 0 ? rss.state.max : null, dataDir, products: settings.products };
  } finally {
    rss.stop();
    await api.stop();
  }
}

/** The scenario's rows: throughput (info), p99 against the PostgreSQL product page's, the API's RSS. */
export function pgliteEntries(
  result: PgliteResult | undefined,
  postgresPage: LoadResult | undefined,
  unavailable?: string,
): Entry[] {
  const bad = unavailable ?? (!result ? 'not run' : result.load.responses === 0 ? 'no response' : undefined);
  const note = bad ? { note: bad } : {};
  const p99 = result?.load.p99 ?? null;
  const limit = postgresPage ? postgresPage.p99 * P99_FACTOR : null;
  return [
    {
      name: `${PGLITE_SCENARIO} rps`,
      value: result ? result.load.rps : null,
      unit: 'req/s',
      baseline: 'product-page',
      ratio: result && postgresPage && postgresPage.rps > 0 ? result.load.rps / postgresPage.rps : null,
      target: 'info',
      pass: !bad,
      ...note,
    },
    {
      name: `${PGLITE_SCENARIO} p99`,
      value: p99,
      unit: 'ms',
      baseline: 'product-page',
      ratio: p99 !== null && postgresPage && postgresPage.p99 > 0 ? p99 / postgresPage.p99 : null,
      target: `<= ${P99_FACTOR} x product-page p99`,
      pass: !bad && p99 !== null && limit !== null && p99 <= limit,
      ...(bad ? note : limit === null ? { note: 'product-page (PostgreSQL) not run' } : {}),
    },
    {
      name: 'api-rss-max-pglite',
      value: result?.rssMaxMb ?? null,
      unit: 'MB',
      baseline: null,
      ratio: null,
      target: `<= ${RSS_LIMIT_MB} MB`,
      pass: !bad && result?.rssMaxMb != null && result.rssMaxMb <= RSS_LIMIT_MB,
      ...note,
    },
  ];
}
