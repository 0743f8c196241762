/**
 * search-quality: the judged query set (bench/search/judgements.json) sent to GET /api/catalog/search, one
 * request at a time, on the demo catalog (2,000 products, its own database) and on the benchmark catalog.
 * Reports hit@3 (a right product among the first three), the rank of the first right answer, whether exact
 * identifiers open their product (exactMatch), and the latency of a search (p50/p95 over every query and round).
 * Each round asks with another `limit`, so no request is answered from the 10 s response cache: the figures are
 * the search itself. Settings: BENCH_SEARCH_ROUNDS (5), BENCH_DEMO_DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/engros_bench_demo, seeded with 2,000 products when it has another count).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../apps/api/src/db';
import type { ApiProcess } from './lib/api';
import { repoRoot } from './lib/database';
import type { Entry } from './lib/report';

export const SEARCH_QUALITY_SCENARIO = 'search-quality';
/** The demo catalog's size (apps/api/src/seed/demo.ts DEFAULT_PRODUCTS). */
export const DEMO_PRODUCTS = 2_000;

export type Judgement = {
  q: string;
  kind: string;
  market?: string;
  categories?: string[];
  names?: string[];
  productNumbers?: string[];
  productNumberPrefix?: string;
  /** The answer must name the product as an exact match (opened directly). */
  exact?: boolean;
};

export type QueryOutcome = {
  q: string;
  kind: string;
  /** 1-based rank of the first right product among the items, null when none is right. */
  firstRight: number | null;
  /** For `exact` judgements: whether exactMatch named a right product. */
  isExact: boolean | null;
  /** The first three names answered, for reading misses. */
  top: string[];
  /** Right products the catalog has for this judgement (0 means the judgement is wrong for this catalog). */
  relevantInCatalog: number;
};

export type SearchQualityResult = {
  catalog: string;
  products: number;
  queries: number;
  hitAt1: number;
  hitAt3: number;
  /** Share of queries with a right product among the first 10. */
  hitAt10: number;
  /** Mean rank of the first right answer over queries that have one in the first 10. */
  meanFirstRank: number | null;
  exactRate: number | null;
  p50: number;
  p95: number;
  rounds: number;
  byKind: Record<string, { queries: number; hitAt3: number }>;
  misses: QueryOutcome[];
  outcomes: QueryOutcome[];
};

export function loadJudgements(): Judgement[] {
  const file = path.join(repoRoot, 'bench/search/judgements.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { queries: Judgement[] }).queries;
}

/** Which of `ids` are right answers for the judgement (one query against the catalog). */
async function rightIds(database: Database, judgement: Judgement, ids: string[]): Promise<Set<string>> {
  const { rows } = await database.query(
    `select p.id from products p join categories c on c.id = p.category_id
     where p.is_active and p.id = any($1::uuid[]) and (
       c.slug = any($2::text[]) or (p.name->>'nb') ~* any($3::text[]) or (p.name->>'en') ~* any($3::text[])
       or p.product_number = any($4::text[]) or ($5::text is not null and p.product_number like $5::text || '%'))`,
    [
      ids,
      judgement.categories ?? [],
      judgement.names ?? [],
      judgement.productNumbers ?? [],
      judgement.productNumberPrefix ?? null,
    ],
  );
  return new Set(rows.map((row) => String(row.id)));
}

async function countRelevant(database: Database, judgement: Judgement): Promise<number> {
  const { rows } = await database.query(
    `select count(*)::int as n from products p join categories c on c.id = p.category_id
     where p.is_active and (
       c.slug = any($1::text[]) or (p.name->>'nb') ~* any($2::text[]) or (p.name->>'en') ~* any($2::text[])
       or p.product_number = any($3::text[]) or ($4::text is not null and p.product_number like $4::text || '%'))`,
    [
      judgement.categories ?? [],
      judgement.names ?? [],
      judgement.productNumbers ?? [],
      judgement.productNumberPrefix ?? null,
    ],
  );
  return Number(rows[0]?.n ?? 0);
}

type SearchAnswer = {
  items: { id: string; name: string }[];
  exactMatch?: { productId: string } | null;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Runs the judged set against a running API whose database is `database`. */
export async function runSearchQuality(options: {
  api: ApiProcess;
  database: Database;
  catalog: string;
  rounds?: number;
  log?: (message: string) => void;
}): Promise<SearchQualityResult> {
  const judgements = loadJudgements();
  const rounds = options.rounds ?? Number(process.env.BENCH_SEARCH_ROUNDS ?? 5);
  const { rows: countRows } = await options.database.query('select count(*)::int as n from products');
  const products = Number(countRows[0]?.n ?? 0);
  const latencies: number[] = [];
  const outcomes: QueryOutcome[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const [index, judgement] of judgements.entries()) {
      // A limit per round: the response cache keys on it, so every request searches.
      const url = `${options.api.baseUrl}/api/catalog/search?q=${encodeURIComponent(judgement.q)}&limit=${10 + round}`;
      const started = performance.now();
      const res = await fetch(url);
      const body = await res.text();
      latencies.push(performance.now() - started);
      if (!res.ok) throw new Error(`search "${judgement.q}" answered ${res.status}: ${body.slice(0, 200)}`);
      if (round > 0) continue;
      const answer = JSON.parse(body) as SearchAnswer;
      const ids = answer.items.slice(0, 10).map((item) => item.id);
      const right = await rightIds(options.database, judgement, [
        ...ids,
        ...(answer.exactMatch ? [answer.exactMatch.productId] : []),
      ]);
      const position = ids.findIndex((id) => right.has(id));
      outcomes[index] = {
        q: judgement.q,
        kind: judgement.kind,
        firstRight: position === -1 ? null : position + 1,
        isExact: judgement.exact ? Boolean(answer.exactMatch && right.has(answer.exactMatch.productId)) : null,
        top: answer.items.slice(0, 3).map((item) => item.name),
        relevantInCatalog: await countRelevant(options.database, judgement),
      };
    }
  }
  const share = (list: QueryOutcome[], test: (o: QueryOutcome) => boolean) =>
    list.length === 0 ? 0 : list.filter(test).length / list.length;
  const within = (n: number) => (o: QueryOutcome) => o.firstRight !== null && o.firstRight <= n;
  const byKind: SearchQualityResult['byKind'] = {};
  for (const kind of new Set(outcomes.map((o) => o.kind))) {
    const list = outcomes.filter((o) => o.kind === kind);
    byKind[kind] = { queries: list.length, hitAt3: share(list, within(3)) };
  }
  const found = outcomes.filter(within(10));
  const exact = outcomes.filter((o) => o.isExact !== null);
  const sorted = [...latencies].sort((a, b) => a - b);
  const result: SearchQualityResult = {
    catalog: options.catalog,
    products,
    queries: outcomes.length,
    hitAt1: share(outcomes, within(1)),
    hitAt3: share(outcomes, within(3)),
    hitAt10: share(outcomes, within(10)),
    meanFirstRank: found.length === 0 ? null : found.reduce((sum, o) => sum + o.firstRight!, 0) / found.length,
    exactRate: exact.length === 0 ? null : share(exact, (o) => o.isExact === true),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    rounds,
    byKind,
    misses: outcomes.filter((o) => !within(3)(o)),
    outcomes,
  };
  options.log?.(describe(result));
  return result;
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

export function describe(result: SearchQualityResult): string {
  const kinds = Object.entries(result.byKind)
    .map(([kind, k]) => `${kind} ${pct(k.hitAt3)} (${k.queries})`)
    .join(', ');
  const misses = result.misses
    .map(
      (o) =>
        `  ${JSON.stringify(o.q)} [${o.kind}] first right: ${o.firstRight ?? '—'}` +
        `${o.relevantInCatalog === 0 ? ' (NO RIGHT PRODUCT IN THIS CATALOG)' : ''}; top: ${o.top.join(' | ') || '(nothing)'}`,
    )
    .join('\n');
  return (
    `${SEARCH_QUALITY_SCENARIO} (${result.catalog}, ${result.products.toLocaleString('en-US')} products, ` +
    `${result.queries} queries × ${result.rounds} rounds): hit@1 ${pct(result.hitAt1)}, hit@3 ${pct(result.hitAt3)}, ` +
    `hit@10 ${pct(result.hitAt10)}, mean first right rank ${result.meanFirstRank?.toFixed(2) ?? '—'}, ` +
    `exact identifiers opened ${result.exactRate === null ? '—' : pct(result.exactRate)}, ` +
    `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms\n  by kind: ${kinds}\n${misses}`
  );
}

/** Result lines: hit@3 ≥ 95 % and p95 ≤ 30 ms (issue 16), the rest for information. */
export function searchQualityEntries(results: SearchQualityResult[], unavailable?: string): Entry[] {
  if (results.length === 0) {
    return [
      {
        name: `${SEARCH_QUALITY_SCENARIO} hit@3`,
        value: null,
        unit: '%',
        baseline: null,
        ratio: null,
        target: '>= 95 %',
        pass: false,
        note: unavailable ?? 'not run',
      },
    ];
  }
  return results.flatMap((r): Entry[] => {
    const name = `${SEARCH_QUALITY_SCENARIO} ${r.catalog}`;
    const info = (suffix: string, value: number | null, unit: string, note?: string): Entry => ({
      name: `${name} ${suffix}`,
      value,
      unit,
      baseline: null,
      ratio: null,
      target: 'info',
      pass: true,
      ...(note ? { note } : {}),
    });
    return [
      {
        name: `${name} hit@3`,
        value: r.hitAt3 * 100,
        unit: '%',
        baseline: null,
        ratio: null,
        target: '>= 95 %',
        pass: r.hitAt3 >= 0.95,
        note: `${r.queries} judged queries; misses: ${r.misses.map((o) => o.q).join(', ') || 'none'}`,
      },
      info('mean first right rank', r.meanFirstRank, 'rank'),
      info('exact identifiers opened', r.exactRate === null ? null : r.exactRate * 100, '%'),
      {
        name: `${name} p95`,
        value: r.p95,
        unit: 'ms',
        baseline: null,
        ratio: null,
        target: '<= 30 ms p95',
        pass: r.p95 <= 30,
      },
    ];
  });
}
