/**
 * `npm run bench`: seeds a benchmark-size catalog into the local PostgreSQL (once),
 * starts the API as a child process and loads it with autocannon, scenario by scenario.
 * Real routes are compared with two baselines served by the same process: a bare JSON
 * route and one primary-key SELECT. Writes bench/results/latest.json and a table (README.md).
 *
 * Settings (environment): BENCH_DATABASE_URL, BENCH_PRODUCTS (100000), BENCH_DURATION (10 s),
 * BENCH_WARMUP (2 s), BENCH_ONLY=name,name (or --only=…) to run some scenarios (results go to
 * bench/results/partial.*), BENCH_RESEED=1 (or --reseed) to seed again, BENCH_ORDER_ROUNDS (10) for
 * order-create, BENCH_ORDERS (1000000) for the order table order-history reads (bench/lib/orders.ts).
 * BENCH_CHAT_STREAMS (500), BENCH_CHAT_MESSAGES (1000) for chat-delivery (bench/chat.ts).
 * search-quality (bench/search-quality.ts): the judged query set on this catalog and on the demo catalog
 * (BENCH_DEMO_DATABASE_URL, seeded with 2,000 products), BENCH_SEARCH_ROUNDS (5).
 * buyers-200 (bench/buyers.ts: 200 simulated buyers for 60 s; BENCH_BUYERS, BENCH_BUYERS_DURATION) runs only when
 * asked: BENCH_ONLY=buyers-200, or BENCH_LOAD=1 with the rest.
 * `--scale` (or BENCH_SCALE=1) runs only the catalog at scale instead (bench/scale.ts: 1,000,000 products, 1,000
 * companies with their own prices and assortments, caches on and off; BENCH_SCALE_DATABASE_URL, default engros_scale).
 * BENCH_LIGHTHOUSE_RUNS (3), BENCH_WEB_SKIP_BUILD=1 for lighthouse (bench/lib/lighthouse.ts), which runs last, on
 * its own stack (demo data, no benchmark database: BENCH_ONLY=lighthouse needs no PostgreSQL).
 * A missed target is a FAIL in the table; only harness errors exit non-zero.
 */
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/api/src/db';
import { Rng } from '../apps/api/src/seed/random';
import { BUYERS_SCENARIO, type BuyersResult, buyersEntries, buyersSettings, runBuyersBench } from './buyers';
import { CHAT_SCENARIO, type ChatBenchResult, chatEntries, chatSettings, runChatBench } from './chat';
import { type ApiProcess, sampleRss, signIn, startApi } from './lib/api';
import {
  type Churn,
  startNameChurn,
  startPictureChurn,
  startPriceChurn,
  startStockChurn,
  startTextChurn,
} from './lib/churn';
import {
  analyzeAsAutovacuumWould,
  countProducts,
  ensureDatabase,
  loadScenarioData,
  repoRoot,
  runSeed,
  type ScenarioData,
} from './lib/database';
import { LIGHTHOUSE_SCENARIO, lighthouseEntries, lighthouseScenario } from './lib/lighthouse';
import { type LoadResult, listingPage, measure } from './lib/load';
import {
  OrderBench,
  type OrderCreateResult,
  type OrderData,
  type OrderLoadScenario,
  orderCreateEntries,
  prepareOrderData,
} from './lib/orders';
import { type Entry, markdownTable, writeResults } from './lib/report';
import { PGLITE_SCENARIO, type PgliteResult, pgliteEntries, runPgliteProductPage } from './pglite';
import { cacheTables, runScaleBench, SCALE_COMPANIES, SCALE_PRODUCTS, scaleEntries, scaleSettings } from './scale';
import {
  DEMO_PRODUCTS,
  runSearchQuality,
  SEARCH_QUALITY_SCENARIO,
  type SearchQualityResult,
  searchQualityEntries,
} from './search-quality';
import { WEB_SCENARIO, webPagesEntries, webPagesScenario } from './web';

const { values: flags } = parseArgs({
  options: {
    only: { type: 'string' },
    reseed: { type: 'boolean', default: false },
    scale: { type: 'boolean', default: false },
  },
});
const settings = {
  databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/engros_bench',
  demoDatabaseUrl: process.env.BENCH_DEMO_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/engros_bench_demo',
  products: Number(process.env.BENCH_PRODUCTS ?? 100_000),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 2),
  only: listOf(flags.only ?? process.env.BENCH_ONLY),
  reseed: flags.reseed || process.env.BENCH_RESEED === '1',
  orderRounds: Number(process.env.BENCH_ORDER_ROUNDS ?? 10),
  historyOrders: Number(process.env.BENCH_ORDERS ?? 1_000_000),
};

/** The scenarios of bench/lib/orders.ts, in the order they run (after the others). */
const ORDER_SCENARIOS = ['order-create', 'simulate-200', 'simulate-200-lines', 'order-history'];
const selected = (name: string) => !settings.only || settings.only.has(name);

function listOf(text: string | undefined): Set<string> | null {
  return text ? new Set(text.split(',').map((s) => s.trim())) : null;
}

type Scenario = {
  name: string;
  description: string;
  connections: number;
  needsToken?: boolean;
  method?: 'GET' | 'POST';
  /** Prepares data through the API and answers the request headers (order scenarios); an error skips it. */
  setup?: OrderLoadScenario['setup'];
  /** Writes that run beside the load, warm-up included (product-list-churn); an error starting them skips it. */
  during?: (api: ApiProcess) => Promise<Churn>;
  next: () => { path: string; body?: unknown };
};

function scenarios(data: ScenarioData): Scenario[] {
  // A fixed seed: every run sends the same request sequence.
  const rng = new Rng(20_260_301);
  /** A storefront's listing request for Nordlys: a category on 3 of 4, a page as `listingPage` draws it. */
  const listingRequest = (from: Rng) => {
    const category = from.chance(0.75) ? `&category=${from.pick(data.categories)}` : '';
    return {
      path: `/api/catalog/products?page=${listingPage(from)}&pageSize=24&customerId=${data.nordlysId}${category}`,
    };
  };
  /**
   * The product list while the back office makes changes (bench/lib/churn.ts), one at a time (≤ 10/s), in a request
   * sequence of its own (`seed`): the scenarios after it send what they sent before it was added.
   */
  const listingWhile = (name: string, what: string, start: typeof startPriceChurn, seed: number): Scenario => {
    const own = new Rng(seed);
    return {
      name,
      description: `product-list, while the back office ${what}, one at a time (≤ 10/s)`,
      connections: 50,
      needsToken: true,
      during: (api) => start({ api, databaseUrl: settings.databaseUrl, intervalMs: 100 }),
      next: () => listingRequest(own),
    };
  };
  return [
    {
      name: 'baseline-json',
      description: 'GET /bench/baseline/json: Fastify and the plugins alone',
      connections: 50,
      next: () => ({ path: '/bench/baseline/json' }),
    },
    {
      name: 'baseline-select',
      description: 'GET /bench/baseline/select?id=…: one prepared primary-key SELECT through the app pool',
      connections: 50,
      next: () => ({ path: `/bench/baseline/select?id=${rng.pick(data.productIds)}` }),
    },
    {
      name: 'product-list',
      description:
        'GET /api/catalog/products?page&pageSize=24&customerId (Nordlys, contract prices), varied page/category',
      connections: 50,
      needsToken: true,
      next: () => listingRequest(rng),
    },
    listingWhile('product-list-churn', 'sets prices in another company’s contract list', startPriceChurn, 20_261_128),
    listingWhile('product-list-pictures', 'changes pictures’ alt texts', startPictureChurn, 20_261_129),
    listingWhile(
      'product-list-stock',
      'sets 50 SKUs’ stock levels a call (an ERP’s feed)',
      startStockChurn,
      20_261_130,
    ),
    listingWhile('product-list-texts', 'edits products’ descriptions', startTextChurn, 20_261_131),
    listingWhile('product-list-names', 'edits products’ names', startNameChurn, 20_261_132),
    {
      name: 'product-page',
      description: 'GET /api/catalog/products/{slug}?customerId (Nordlys, contract prices), varied products',
      connections: 50,
      needsToken: true,
      next: () => ({ path: `/api/catalog/products/${rng.pick(data.productSlugs)}?customerId=${data.nordlysId}` }),
    },
    {
      name: 'product-properties',
      description: 'GET /api/product/{id}/properties, varied ids',
      connections: 50,
      needsToken: true,
      next: () => ({ path: `/api/product/${rng.pick(data.productIds)}/properties` }),
    },
    ...[1, 10].map(
      (connections): Scenario => ({
        // One connection measures the latency of a call; ten show throughput under load.
        name: connections === 1 ? 'prices-200' : 'prices-200-load',
        description: `POST /api/price/prices with 200 random SKUs for Nordlys, ${connections} connection(s)`,
        connections,
        needsToken: true,
        method: 'POST',
        next: () => ({
          path: '/api/price/prices',
          body: {
            customerId: data.nordlysId,
            lines: rng.sample(data.skus, 200).map((sku) => ({ sku, quantity: rng.int(1, 60) })),
          },
        }),
      }),
    ),
    {
      name: 'search',
      description: 'GET /api/catalog/search?q=… (words, word prefixes, product numbers, SKUs)',
      connections: 50,
      next: () => ({ path: `/api/catalog/search?q=${encodeURIComponent(rng.pick(data.searchTerms))}` }),
    },
  ];
}

/** One request first: a scenario whose route is missing or failing is reported, not measured. */
async function probe(api: ApiProcess, scenario: Scenario, headers: Record<string, string>): Promise<string | null> {
  const { path, body } = scenario.next();
  const res = await fetch(`${api.baseUrl}${path}`, {
    method: scenario.method ?? 'GET',
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.ok) return null;
  const text = await res.text();
  return `unavailable: ${scenario.method ?? 'GET'} ${path.split('?')[0]} answered ${res.status} ${text.slice(0, 120)}`;
}

/** More than 0.1 % failed requests make a measurement worthless. */
function failureNote(result: LoadResult): string | undefined {
  const failed = result.non2xx + result.errors;
  if (failed <= result.responses * 0.001) return undefined;
  const timedOut = result.timeouts > 0 ? ` (${result.timeouts} timed out after 10 s)` : '';
  return `${failed} of ${result.responses + result.errors} requests failed ${JSON.stringify(result.statuses)}${timedOut}`;
}

function entriesFor(
  name: string,
  result: LoadResult | undefined,
  select: LoadResult | undefined,
  unavailable?: string,
): Entry[] {
  const bad =
    unavailable ??
    (!result
      ? 'not run'
      : result.responses === 0
        ? `no response within the ${settings.durationSeconds} s run (each request took longer)`
        : failureNote(result));
  const ratioToSelect = (rps: number) => (select && select.rps > 0 ? rps / select.rps : null);
  const rps = (target: string, passes: (ratio: number | null) => boolean): Entry => {
    const ratio = result ? ratioToSelect(result.rps) : null;
    return {
      name: `${name} rps`,
      value: result ? result.rps : null,
      unit: 'req/s',
      baseline: name === 'baseline-select' || name === 'baseline-json' ? null : 'baseline-select',
      ratio: name === 'baseline-select' || name === 'baseline-json' ? null : ratio,
      target,
      pass: !bad && passes(ratio),
      ...(bad ? { note: bad } : {}),
    };
  };
  const latency = (p: 'p50' | 'p95' | 'p99', limit: number | null): Entry => ({
    name: `${name} ${p}`,
    value: result ? result[p] : null,
    unit: 'ms',
    baseline: null,
    ratio: null,
    target: limit === null ? 'info' : `<= ${limit} ms ${p}`,
    pass: !bad && (limit === null || (result !== undefined && result[p] <= limit)),
    ...(bad ? { note: bad } : {}),
  });
  // Issue 18: "p99 within 2x of the baseline's p99 in the same run".
  const latencyVsSelect = (p: 'p99', factor: number): Entry => {
    const limit = select ? select[p] * factor : null;
    return {
      name: `${name} ${p}`,
      value: result ? result[p] : null,
      unit: 'ms',
      baseline: 'baseline-select',
      ratio: result && select && select[p] > 0 ? result[p] / select[p] : null,
      target: `<= ${factor} x baseline-select ${p}`,
      pass: !bad && limit !== null && result !== undefined && result[p] <= limit,
      ...(bad ? { note: bad } : {}),
    };
  };
  const info = () => true;
  switch (name) {
    case 'product-page':
      return [rps('>= 0.50 x baseline-select rps', (r) => r !== null && r >= 0.5), latencyVsSelect('p99', 2)];
    case 'product-list':
      return [rps('>= 0.30 x baseline-select rps', (r) => r !== null && r >= 0.3), latency('p99', 25)];
    case 'prices-200':
      return [latency('p50', 10), rps('info', info)];
    case 'prices-200-load':
      return [latency('p50', null), rps('info', info)];
    case 'search':
      return [latency('p95', 30), rps('info', info)];
    case 'simulate-200':
      return [latency('p50', 15), rps('info', info)];
    case 'simulate-200-lines':
      return [latency('p50', null), rps('info', info)];
    case 'order-history':
      return [latency('p99', 20), latency('p50', null), rps('info', info)];
    default:
      return [rps('info', info), latency('p99', null)];
  }
}

/** BENCH_ONLY=lighthouse: no database, no API load; the web stack of bench/lib/lighthouse.ts alone. */
async function lighthouseOnly(startedAt: Date) {
  const log = (message: string) => console.log(message);
  const lighthouse = settings.only?.has(LIGHTHOUSE_SCENARIO) ? await lighthouseScenario(log) : {};
  const web = settings.only?.has(WEB_SCENARIO)
    ? await webPagesScenario(log, { reuseBuild: 'result' in lighthouse && Boolean(lighthouse.result) })
    : undefined;
  const entries = [
    ...(settings.only?.has(LIGHTHOUSE_SCENARIO) ? lighthouseEntries(lighthouse.result, lighthouse.unavailable) : []),
    ...(web ? webPagesEntries(web.result, web.unavailable) : []),
  ];
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
  const run = lighthouse.result;
  const written = writeResults({
    repoRoot,
    entries,
    summary:
      `Measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}; ` +
      (run
        ? `Lighthouse ${run.lighthouseVersion}, ${run.browser}, ${run.preset}, median of ${run.runsPerPage} runs per page `
        : '') +
      '(`BENCH_ONLY=lighthouse npm run bench`, see docs/benchmarks.md).',
    isPartial: true,
    details: { startedAt: startedAt.toISOString(), machine, lighthouse, web },
  });
  console.log(`\n${markdownTable(entries)}\n`);
  console.log(`Wrote ${written.json} and the table into ${written.markdown}.`);
}

/** `--scale`: the catalog at scale alone (bench/scale.ts), into bench/results/scale.*; the README is left alone. */
async function scaleOnly(startedAt: Date) {
  const scale = scaleSettings({
    durationSeconds: settings.durationSeconds,
    warmupSeconds: settings.warmupSeconds,
    only: settings.only,
    reseed: settings.reseed,
    log: (message) => console.log(message),
  });
  const loadAtStart = loadavg()[0]!.toFixed(1);
  const { runs } = await runScaleBench(scale);
  const entries = scaleEntries(runs);
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, load average ${loadAtStart} at the start`;
  const caches = cacheTables(runs);
  const written = writeResults({
    repoRoot,
    entries,
    summary:
      `Measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}; ` +
      `${SCALE_PRODUCTS.toLocaleString('en-US')} products, ${SCALE_COMPANIES.toLocaleString('en-US')} companies with their own ` +
      `price list and assortment, PostgreSQL, autocannon ${settings.durationSeconds} s per scenario after ` +
      `${settings.warmupSeconds} s warm-up, caches on and off (\`npm run bench -- --scale\`, see docs/benchmarks.md).`,
    isPartial: true,
    prefix: 'scale',
    appendix: `What the caches hit, per scenario (hits and misses over warm-up and run):\n\n${caches}`,
    details: {
      startedAt: startedAt.toISOString(),
      machine,
      settings: { ...scale, only: scale.only ? [...scale.only] : null, log: undefined },
      runs,
    },
  });
  console.log(`\n${markdownTable(entries)}\n\n${caches}`);
  console.log(`Wrote ${written.json} and ${written.markdown}.`);
}

async function main() {
  const startedAt = new Date();
  if (flags.scale || process.env.BENCH_SCALE === '1') {
    await scaleOnly(startedAt);
    return;
  }
  if (settings.only && [...settings.only].every((name) => name === LIGHTHOUSE_SCENARIO || name === WEB_SCENARIO)) {
    await lighthouseOnly(startedAt);
    return;
  }
  console.log(`Benchmark database: ${settings.databaseUrl} (${settings.products.toLocaleString('en-US')} products)`);
  if (await ensureDatabase(settings.databaseUrl)) console.log('Created the database.');

  let database = await openDatabase({ url: settings.databaseUrl, poolSize: 2 });
  const seeded = await countProducts(database);
  let reason = settings.reseed ? 'asked to' : seeded !== settings.products ? `found ${seeded} products` : null;
  if (!reason) {
    // Migrations that no longer apply (rewritten before a release) mean a stale schema: start over.
    await database.migrate().catch((err: Error) => {
      reason = `the migrations do not apply: ${err.message.split('\n')[0]}`;
    });
  }
  if (reason) {
    console.log(`Seeding ${settings.products.toLocaleString('en-US')} products (${reason}); this takes a few minutes.`);
    await database.close();
    await runSeed(settings.databaseUrl, settings.products);
    database = await openDatabase({ url: settings.databaseUrl, poolSize: 2 });
  } else {
    console.log(`Already seeded with ${seeded.toLocaleString('en-US')} products.`);
  }
  const data = await loadScenarioData(database);
  // The order scenarios' company, buyers and order history (kept between runs; the history takes minutes once).
  let orderData: OrderData | null = null;
  if (ORDER_SCENARIOS.some(selected)) {
    orderData = await prepareOrderData(database, {
      historyOrders: selected('order-history') ? settings.historyOrders : null,
      log: (message) => console.log(message),
    });
    if (orderData.history) {
      console.log(
        `Orders: ${orderData.history.orders.toLocaleString('en-US')} in the table, ` +
          `${orderData.history.nordlysOrders.toLocaleString('en-US')} of them Nordlys's.`,
      );
    }
  }
  const analyzed = await analyzeAsAutovacuumWould(database);
  if (analyzed.length > 0) console.log(`Analyzed as autovacuum would: ${analyzed.join(', ')}.`);
  await database.close();

  console.log('Starting the API…');
  const api = await startApi(settings.databaseUrl);
  const stopOnSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the API`);
    void api.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);

  const rss = sampleRss(api.pid);
  const results = new Map<string, LoadResult>();
  const unavailable = new Map<string, string>();
  /** What the writes beside a scenario did (`during`). */
  const churned = new Map<string, { changes: number; failures: number }>();
  const idleRss = rss.state.last;
  let orderBench: OrderBench | null = null;
  let orderCreate: OrderCreateResult | undefined;
  let chat: ChatBenchResult | undefined;
  let catalogRssMax: number | null = null;
  const searchQuality: SearchQualityResult[] = [];
  try {
    const { token, note } = await signIn(api);
    if (!token) console.warn(`No access token (${note}); scenarios that need one are reported unavailable.`);
    if (orderData) {
      orderBench = new OrderBench({
        api,
        databaseUrl: settings.databaseUrl,
        data: orderData,
        scenarioData: data,
        demoToken: token,
        log: (message) => console.log(message),
      });
    }
    const runAll = async (list: Scenario[]) => {
      for (const scenario of list) {
        if (settings.only && !settings.only.has(scenario.name)) continue;
        if (scenario.needsToken && !token) {
          unavailable.set(scenario.name, `unavailable: no access token (${note})`);
          continue;
        }
        let headers: Record<string, string> = token && scenario.needsToken ? { authorization: `Bearer ${token}` } : {};
        if (scenario.setup) {
          try {
            headers = await scenario.setup();
          } catch (err) {
            const message = `unavailable: ${err instanceof Error ? err.message : String(err)}`;
            console.warn(`${scenario.name}: ${message}`);
            unavailable.set(scenario.name, message);
            continue;
          }
        }
        const problem = await probe(api, scenario, headers);
        if (problem) {
          console.warn(`${scenario.name}: ${problem}`);
          unavailable.set(scenario.name, problem);
          continue;
        }
        let during: Churn | undefined;
        try {
          during = await scenario.during?.(api);
        } catch (err) {
          const message = `unavailable: ${err instanceof Error ? err.message : String(err)}`;
          console.warn(`${scenario.name}: ${message}`);
          unavailable.set(scenario.name, message);
          continue;
        }
        process.stdout.write(
          `${scenario.name}: ${scenario.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s … `,
        );
        const result = await measure({
          baseUrl: api.baseUrl,
          connections: scenario.connections,
          durationSeconds: settings.durationSeconds,
          warmupSeconds: settings.warmupSeconds,
          method: scenario.method,
          headers,
          next: scenario.next,
        });
        const wrote = await during?.stop();
        if (wrote) churned.set(scenario.name, wrote);
        results.set(scenario.name, result);
        console.log(
          `${Math.round(result.rps)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms` +
            (result.non2xx + result.errors > 0 ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : '') +
            (wrote ? `; ${wrote.changes} changes beside it (${wrote.failures} failed)` : ''),
        );
      }
    };
    await runAll(scenarios(data));
    // Issue 2's memory target is "under that load": the catalog scenarios; the whole run's maximum is reported too.
    catalogRssMax = rss.state.samples > 0 ? rss.state.max : null;
    if (orderBench && selected('order-create')) {
      console.log(`order-create: ${settings.orderRounds} rounds of 50 buyers × 20-line orders at once …`);
      try {
        orderCreate = await orderBench.orderCreate({
          rounds: settings.orderRounds,
          warmup: settings.warmupSeconds > 0,
        });
        console.log(
          `order-create: ${Math.round(orderCreate.ordersPerSecond)} orders/s, p50 ${orderCreate.p50.toFixed(1)} ms, ` +
            `p99 ${orderCreate.p99.toFixed(1)} ms, API CPU ${orderCreate.apiCpuMsPerOrder?.toFixed(1) ?? '?'} ms/order, ` +
            `PostgreSQL CPU ${orderCreate.postgresCpuMsPerOrder?.toFixed(1) ?? '?'} ms/order; ` +
            (orderCreate.verified ? 'checks pass' : `CHECKS FAIL: ${orderCreate.problems.join('; ')}`),
        );
      } catch (err) {
        const message = `unavailable: ${err instanceof Error ? err.message : String(err)}`;
        console.warn(`order-create: ${message}`);
        unavailable.set('order-create', message);
      }
    }
    await runAll(orderBench?.loadScenarios() ?? []);
    if (selected(CHAT_SCENARIO)) {
      try {
        chat = await runChatBench(api, chatSettings(), (message) => console.log(message));
        console.log(
          `${CHAT_SCENARIO}: ${chat.streams} streams, ${chat.delivered}/${chat.messages} delivered, ` +
            `p50 ${chat.p50.toFixed(1)} ms, p99 ${chat.p99.toFixed(1)} ms`,
        );
      } catch (err) {
        const message = `unavailable: ${err instanceof Error ? err.message : String(err)}`;
        console.warn(`${CHAT_SCENARIO}: ${message}`);
        unavailable.set(CHAT_SCENARIO, message);
      }
    }
    if (selected(SEARCH_QUALITY_SCENARIO)) {
      const judging = await openDatabase({ url: settings.databaseUrl, poolSize: 1 });
      try {
        searchQuality.push(
          await runSearchQuality({ api, database: judging, catalog: 'bench', log: (message) => console.log(message) }),
        );
      } catch (err) {
        const message = `unavailable: ${err instanceof Error ? err.message : String(err)}`;
        console.warn(`${SEARCH_QUALITY_SCENARIO}: ${message}`);
        unavailable.set(SEARCH_QUALITY_SCENARIO, message);
      } finally {
        await judging.close();
      }
    }
  } finally {
    await orderBench?.close();
    rss.stop();
    // Requests autocannon abandoned at the end of a run are still being served: let them finish first.
    await sleep(1_000);
    await api.stop();
  }
  // The judged searches on the demo catalog too: its own database and API process.
  if (selected(SEARCH_QUALITY_SCENARIO)) {
    try {
      searchQuality.unshift(await demoSearchQuality());
    } catch (err) {
      const message = `unavailable: ${err instanceof Error ? err.message : String(err)}`;
      console.warn(`${SEARCH_QUALITY_SCENARIO} (demo): ${message}`);
      unavailable.set(SEARCH_QUALITY_SCENARIO, message);
    }
  }
  // The embedded default (bench/pglite.ts): the product page on PGlite, its own API process, after the others.
  let pglite: PgliteResult | undefined;
  if (selected(PGLITE_SCENARIO)) {
    try {
      pglite = await runPgliteProductPage(
        {
          products: settings.products,
          connections: 50,
          durationSeconds: settings.durationSeconds,
          warmupSeconds: settings.warmupSeconds,
          signIn,
        },
        (message) => console.log(message),
      );
    } catch (err) {
      const message = `unavailable: ${err instanceof Error ? err.message : String(err)}`;
      console.warn(`${PGLITE_SCENARIO}: ${message}`);
      unavailable.set(PGLITE_SCENARIO, message);
    }
  }
  // Load (bench/buyers.ts), only when asked: its own API process, pointed at a Nets stand-in, on the same database.
  let buyers: BuyersResult | undefined;
  if (settings.only?.has(BUYERS_SCENARIO) || process.env.BENCH_LOAD === '1') {
    try {
      buyers = await runBuyersBench(settings.databaseUrl, buyersSettings(), (message) => console.log(message));
      console.log(
        `${BUYERS_SCENARIO}: ${Math.round(buyers.requestsPerSecond)} req/s, ${buyers.checkouts} checkouts, ` +
          `p50 ${buyers.p50.toFixed(1)} ms, p99 ${buyers.p99.toFixed(1)} ms, ${buyers.errors} errors`,
      );
    } catch (err) {
      const message = `unavailable: ${err instanceof Error ? err.message : String(err)}`;
      console.warn(`${BUYERS_SCENARIO}: ${message}`);
      unavailable.set(BUYERS_SCENARIO, message);
    }
  }
  // Last, with the API stopped: its own stack, and a quiet machine for the browser.
  const lighthouse = selected(LIGHTHOUSE_SCENARIO)
    ? await lighthouseScenario((message) => console.log(message))
    : undefined;
  const web = selected(WEB_SCENARIO)
    ? await webPagesScenario((message) => console.log(message), { reuseBuild: Boolean(lighthouse?.result) })
    : undefined;

  const select = results.get('baseline-select');
  const entries: Entry[] = [];
  for (const name of [...scenarios(data).map((s) => s.name), ...ORDER_SCENARIOS, CHAT_SCENARIO]) {
    if (!selected(name)) continue;
    if (name === CHAT_SCENARIO) entries.push(...chatEntries(chat, unavailable.get(name)));
    else if (name === 'order-create') entries.push(...orderCreateEntries(orderCreate, unavailable.get(name)));
    else {
      const wrote = churned.get(name);
      const note = wrote && `${wrote.changes} changes beside it, ${wrote.failures} failed`;
      entries.push(
        ...entriesFor(name, results.get(name), select, unavailable.get(name)).map((entry) =>
          note && !entry.note ? { ...entry, note } : entry,
        ),
      );
    }
    if (name === 'product-page' && selected(PGLITE_SCENARIO)) {
      entries.push(...pgliteEntries(pglite, results.get('product-page'), unavailable.get(PGLITE_SCENARIO)));
    }
  }
  if (selected(PGLITE_SCENARIO) && !selected('product-page')) {
    entries.push(...pgliteEntries(pglite, undefined, unavailable.get(PGLITE_SCENARIO)));
  }
  if (selected(SEARCH_QUALITY_SCENARIO)) {
    entries.push(...searchQualityEntries(searchQuality, unavailable.get(SEARCH_QUALITY_SCENARIO)));
  }
  if (buyers || unavailable.has(BUYERS_SCENARIO)) {
    entries.push(...buyersEntries(buyers, unavailable.get(BUYERS_SCENARIO)));
  }
  if (lighthouse) entries.push(...lighthouseEntries(lighthouse.result, lighthouse.unavailable));
  if (web) entries.push(...webPagesEntries(web.result, web.unavailable));
  const rssMax = rss.state.samples > 0 ? rss.state.max : null;
  const ranCatalog = scenarios(data).some((scenario) => selected(scenario.name));
  if (ranCatalog) {
    entries.push({
      name: 'api-rss-max-catalog',
      value: catalogRssMax,
      unit: 'MB',
      baseline: null,
      ratio: null,
      target: '<= 250 MB',
      pass: catalogRssMax !== null && catalogRssMax <= 250,
      ...(catalogRssMax === null ? { note: 'no /proc readings' } : {}),
    });
  }
  entries.push({
    name: 'api-rss-max-all',
    value: rssMax,
    unit: 'MB',
    baseline: null,
    ratio: null,
    target: 'info',
    pass: true,
    note: 'the whole run, order and chat scenarios included',
    ...(rssMax === null ? { note: 'no /proc readings' } : {}),
  });

  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
  const summary =
    `Measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}; ` +
    `${settings.products.toLocaleString('en-US')} products, PostgreSQL, autocannon ${settings.durationSeconds} s per scenario ` +
    `after ${settings.warmupSeconds} s warm-up (\`npm run bench\`, see docs/benchmarks.md).`;
  const written = writeResults({
    repoRoot,
    entries,
    summary,
    isPartial: settings.only !== null,
    details: {
      startedAt: startedAt.toISOString(),
      machine,
      settings: { ...settings, only: settings.only ? [...settings.only] : null },
      idleRssMb: idleRss,
      scenarios: Object.fromEntries(results),
      unavailable: Object.fromEntries(unavailable),
      chat: chat ?? null,
      buyers: buyers ?? null,
      searchQuality,
      lighthouse: lighthouse ?? null,
      pglite: pglite ?? null,
      orders: orderData
        ? {
            history: orderData.history,
            historyPlan: orderBench?.historyPlan ?? null,
            orderCreate: orderCreate ?? null,
            benchCompanyId: orderData.companyId,
          }
        : null,
    },
  });
  console.log(`\n${markdownTable(entries)}\n`);
  console.log(`Wrote ${written.json} and the table into ${written.markdown}. API log: ${api.logFile}`);
}

/** The demo catalog (2,000 products) in its own database, seeded when it holds another count; its own API. */
async function demoSearchQuality(): Promise<SearchQualityResult> {
  const url = settings.demoDatabaseUrl;
  await ensureDatabase(url);
  let database = await openDatabase({ url, poolSize: 1 });
  let isSeeded = (await countProducts(database)) === DEMO_PRODUCTS;
  if (isSeeded) await database.migrate().catch(() => (isSeeded = false));
  if (!isSeeded) {
    await database.close();
    console.log(`Seeding the demo catalog (${DEMO_PRODUCTS.toLocaleString('en-US')} products) into ${url} …`);
    await runSeed(url, DEMO_PRODUCTS);
    database = await openDatabase({ url, poolSize: 1 });
  }
  const api = await startApi(url);
  try {
    return await runSearchQuality({ api, database, catalog: 'demo', log: (message) => console.log(message) });
  } finally {
    await api.stop();
    await database.close();
  }
}

main().catch((err) => {
  // fetch's "fetch failed" says why only in its cause (a refused connection, a reset socket).
  console.error(err instanceof Error ? `${err.message}${err.cause ? ` (${String(err.cause)})` : ''}` : err);
  process.exit(1);
});
