import type { Db } from '../../db';
import { cachePerDatabase } from '../../lib/cache';
import { type Assortment, visibleAmong, visibleProductIds } from '../assortment';
import * as repo from './repository';
import type { SearchHit } from './schemas';
import { type ExpandedQuery, expandQuery } from './text-expansion';
import { codeKeyOf, foldWord, searchWords, TYPO_TIER } from './text-query';

/** Fewer products than this and a search looks in descriptions too, and suggests a corrected query. */
export const FEW_RESULTS = 3;

/**
 * A text pass's candidates and a code's matches depend on the catalog alone: the company's assortment is applied to
 * them afterwards (in memory for text, by id for codes). So they are kept per query and shared by every company, as
 * listings share their cells: a thousand companies searching the same words read them once, not once each (issue 18,
 * search at scale: a text pass reads 150–600 pages of search documents and joins 150 products). Any catalog change,
 * or a product's texts (texts.ts), drops them on every node (`invalidateCaches('catalog' | 'search')`), so the TTL
 * only bounds a lost notification. Codes (product numbers, SKUs, GTINs) change with the catalog and with a product's
 * names and codes (names.ts, which drops `search`). Kept as JSON
 * text: a pass's 30–300 rows are 5–50 kB.
 */
const textPassCache = cachePerDatabase<repo.TierRow[]>({
  namespace: ['catalog', 'search'],
  max: 1_000,
  ttlMs: 5 * 60_000,
  packed: true,
});
const codeMatchCache = cachePerDatabase<repo.CodeMatchRow[]>({
  namespace: ['catalog', 'search'],
  max: 1_000,
  ttlMs: 5 * 60_000,
  packed: true,
});

type TextPass = Parameters<typeof repo.searchTextTiers>[1];
const searchTextTiers = (db: Db, pass: TextPass) =>
  textPassCache(db).get(JSON.stringify([pass.over, pass.scan, pass.label, pass.limit]), () =>
    repo.searchTextTiers(db, pass),
  );
const findCodeMatches = (db: Db, options: { key: string; limit: number }) =>
  codeMatchCache(db).get(JSON.stringify([options.key, options.limit]), () => repo.findCodeMatches(db, options));

/** A product found, with why: `order` compares lexicographically, smaller first. */
export type RankedProduct = {
  productId: string;
  matchedSku: string | null;
  matchType: SearchHit['matchType'];
  order: number[];
};

export type SearchRanking = {
  /** The best `limit` products, best first, each once. */
  ranked: RankedProduct[];
  /** The one product an exact SKU, GTIN or product number names (sku: the variant typed). */
  exactMatch: { productId: string; sku: string | null } | null;
  /** The query's folded words. */
  words: string[];
  expanded: ExpandedQuery;
  /** Every catalog word the query meant, at any tier (for highlighting). */
  matchedWords: Set<string>;
};

/**
 * How well a product's type word (the first word of its name) answers the query: 2 for each slot whose words or
 * expansions hold it ("papir" ranks Kopipapir before Pakketape papir; "pakke tape" Pakketape before
 * Maskeringstape), else 1 when it starts with the last word typed.
 */
function typeWordScore(typeWords: string[], slotWords: ReadonlySet<string>[], last: string | undefined): number {
  let best = 0;
  for (const word of typeWords) {
    const first = foldWord(word);
    const score = slotWords.reduce((sum, words) => sum + (words.has(first) ? 2 : 0), 0);
    best = Math.max(best, score > 0 ? score : last !== undefined && last.length >= 3 && first.startsWith(last) ? 1 : 0);
  }
  return best;
}

export function compareOrder(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * Search's relevance (docs/decisions/016-search.md), for the search box and the free-text listing alike: exact
 * SKU, GTIN or product number first, then SKUs and numbers that start with the text, then full-text matches
 * ranked by type word, tier and rank, names before descriptions. Products outside the company's assortment are
 * not found: each pass keeps the visible ones, so the next passes run while a page is short of them.
 */
export async function rankProducts(
  db: Db,
  options: { q: string; limit: number; companyId: string | null; assortment: Assortment | null },
): Promise<SearchRanking> {
  const { q, limit } = options;
  const candidates = new Map<string, RankedProduct>();
  const add = (candidate: RankedProduct) => {
    const known = candidates.get(candidate.productId);
    if (!known || compareOrder(candidate.order, known.order) < 0) candidates.set(candidate.productId, candidate);
  };

  const visibleOnly = async <T extends { productId: string }>(rows: T[]): Promise<T[]> => {
    if (!options.assortment || rows.length === 0) return rows;
    const ids = rows.map((row) => row.productId);
    const visible = await visibleProductIds(db, { companyId: options.companyId, productIds: ids });
    return rows.filter((row) => visible.has(row.productId));
  };
  // Text candidates carry their category and brand: the assortment decides in memory, no query per pass.
  const visibleText = async (rows: repo.TierRow[]) =>
    options.assortment ? visibleAmong(db, { companyId: options.companyId, products: rows }) : rows;

  // Codes first: an exact SKU, GTIN or product number opens its product; a start of one lists those it begins.
  let exactMatch: SearchRanking['exactMatch'] = null;
  const key = codeKeyOf(q);
  if (key) {
    const codes = await visibleOnly(await findCodeMatches(db, { key, limit }));
    const exact = new Set(codes.filter((row) => row.isExact).map((row) => row.productId));
    for (const [index, row] of codes.entries()) {
      add({
        productId: row.productId,
        matchedSku: row.matchedSku,
        matchType: 'code',
        order: [row.isExact ? 0 : 1, index],
      });
    }
    if (exact.size === 1) {
      const row = codes.find((code) => code.isExact)!;
      exactMatch = { productId: row.productId, sku: row.matchedSku };
    }
  }

  // Then full text, tier by tier (text-query.ts Expansion) until there are enough products; a query that is
  // only a code with matches ("EN-100379-01", "100379") has nothing more to find.
  const words = searchWords(q).map(foldWord);
  const isOnlyCode = candidates.size > 0 && words.every((word) => /\d/.test(word) || word.length <= 2);
  const expanded = await expandQuery(db, isOnlyCode ? [] : words);
  const { slots, byWord, tsqueries } = expanded;
  // Per slot, the words it means up to each tier: for ranking by type word and for highlighting.
  const slotWordsUpTo = (tier: number) =>
    slots.map((slot) => {
      const words = slot.alternatives.flat();
      return new Set([
        ...words,
        ...words.flatMap((word) => (byWord.get(word) ?? []).filter((e) => e.tier <= tier).map((e) => e.word)),
      ]);
    });
  // A type word counts when it is the word meant or a compound with it as head: not a part, prefix or typo.
  const typeSets = slots.map((slot) => {
    const words = slot.alternatives.flat();
    const heads = words.flatMap((word) => (byWord.get(word) ?? []).filter((e) => e.tier <= 1));
    return new Set([...words, ...heads.map((e) => e.word)]);
  });
  const last = words.at(-1);
  const addText = (rows: repo.TierRow[], tierOffset: number, pass = 0) => {
    for (const row of rows) {
      const tier = row.tier + tierOffset;
      add({
        productId: row.productId,
        matchedSku: null,
        matchType: tier >= TYPO_TIER ? 'fuzzy' : 'text',
        order: [2 + pass, -typeWordScore(row.typeWords, typeSets, last), tier, -row.score],
      });
    }
  };
  const textCount = () => [...candidates.values()].filter((c) => c.matchType !== 'code').length;
  const [t0 = null, t1 = null, t2 = null, t3 = null, t4 = null, t5 = null] = tsqueries;
  if (t0) {
    // Names: the word itself and compounds it heads; then, short of a page, compound parts, prefixes and typos;
    // descriptions, categories and properties only when names gave (almost) nothing. Each pass costs index scans.
    addText(
      await visibleText(await searchTextTiers(db, { over: 'title', scan: [t0, t1], label: [t0, t1, t2], limit })),
      0,
    );
    if (textCount() < limit && t5 !== t1) {
      addText(
        await visibleText(await searchTextTiers(db, { over: 'title', scan: [t2, t5], label: [t2, t3, t4], limit })),
        2,
      );
    }
    if (textCount() < FEW_RESULTS) {
      addText(
        await visibleText(await searchTextTiers(db, { over: 'anywhere', scan: [t5], label: [t0, t1, t2], limit })),
        0,
        1,
      );
    }
  }
  const ranked = [...candidates.values()]
    .sort((a, b) => compareOrder(a.order, b.order) || a.productId.localeCompare(b.productId))
    .slice(0, limit);
  const matchedWords = new Set(slotWordsUpTo(TYPO_TIER + 2).flatMap((set) => [...set]));
  return { ranked, exactMatch, words, expanded, matchedWords };
}
