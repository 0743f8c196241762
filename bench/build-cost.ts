/**
 * `npm run bench:build-cost -w @engros/bench` (issue 18): what one request costs the API's and PostgreSQL's CPU, one
 * connection at a time, for the requests the catalog scenarios send: a listing page built anew and the same page
 * kept, a product page built and kept, against the one-key SELECT route. CPU time moves far less with the machine's
 * load than requests per second do, so a change to a build is measured here before a full run (docs/benchmarks.md,
 * "Session of 2026-11-27, night").
 *
 * Needs the benchmark database (`npm run bench` seeds it). Settings: BENCH_DATABASE_URL, BUILD_COST_PAGES (the deepest
 * listing page asked, 40), BUILD_COST_PRODUCTS (2,000), BENCH_API_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=…`).
 * PostgreSQL's CPU is that of every backend on the machine: it means something only when nothing else uses the server.
 */
import { openDatabase } from '../apps/api/src/db';
import { cpuMs, postgresCpuMs, signIn, startApi } from './lib/api';
import { loadScenarioData } from './lib/database';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/engros_bench';
const deepest = Number(process.env.BUILD_COST_PAGES ?? 40);
const productCount = Number(process.env.BUILD_COST_PRODUCTS ?? 2_000);

const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
const data = await loadScenarioData(database);
await database.close();

const api = await startApi(databaseUrl);
try {
  const { token, note } = await signIn(api);
  if (!token) throw new Error(`the demo buyer cannot sign in: ${note}`);
  const headers = { authorization: `Bearer ${token}` };
  const listing = (filter: string, page: number) =>
    `/api/catalog/products?page=${page}&pageSize=24&customerId=${data.nordlysId}${filter}`;
  const filters = ['', ...data.categories.map((slug) => `&category=${slug}`)];

  /** Sends the paths one after the other; prints the CPU each used per request. */
  const sweep = async (label: string, paths: string[]) => {
    const apiBefore = cpuMs(api.pid);
    const postgresBefore = postgresCpuMs();
    const startedAt = performance.now();
    for (const path of paths) {
      const res = await fetch(api.baseUrl + path, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${res.status} for ${path}`);
    }
    const per = (before: number | null, after: number | null) =>
      before === null || after === null ? '?' : ((after - before) / paths.length).toFixed(3);
    console.log(
      `${label}: ${paths.length} requests, API ${per(apiBefore, cpuMs(api.pid))} ms CPU, ` +
        `PostgreSQL ${per(postgresBefore, postgresCpuMs())} ms CPU, ` +
        `${((performance.now() - startedAt) / paths.length).toFixed(2)} ms a request`,
    );
  };

  // Each listing's first page first (its facet counts and order), not measured: the pages after it are builds of
  // cards and prices alone, as most of the product-list scenario's builds are.
  for (const filter of filters) await (await fetch(api.baseUrl + listing(filter, 1), { headers })).arrayBuffer();
  const deepPages = filters.flatMap((filter) =>
    Array.from({ length: Math.max(0, deepest - 5) }, (_, i) => listing(filter, i + 6)),
  );
  await sweep('listing pages 6+, built', deepPages);
  await sweep('listing pages 6+, kept', deepPages);
  const ids = data.productIds.slice(0, productCount);
  await sweep(
    'baseline-select',
    ids.map((id) => `/bench/baseline/select?id=${id}`),
  );
  const products = data.productSlugs
    .slice(0, productCount)
    .map((slug) => `/api/catalog/products/${slug}?customerId=${data.nordlysId}`);
  await sweep('product pages, built', products);
  await sweep('product pages, kept', products);
} finally {
  await api.stop();
}
