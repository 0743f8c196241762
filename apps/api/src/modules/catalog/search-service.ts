import type { Db } from '../../db';
import type { Caller } from '../../lib/access';
import { cachePerDatabase } from '../../lib/cache';
import { type Language, localize } from '../../lib/i18n';
import { type Assortment, assortmentOf, visibleProductIds } from '../assortment';
import { fromPrices, type PriceContext, resolvePriceContext } from '../price';
import { markMatches } from './highlight';
import { cardCovers, withCovers } from './images';
import { toCards } from './listing-service';
import * as repo from './repository';
import { autocompleteResult, type ContentSearchHit, type SearchHit, type SearchResult, searchResult } from './schemas';
import { descendantIds, loadTaxonomy, loadTaxonomyFor, slugOf } from './taxonomy';
import { expandQuery } from './text-expansion';
import { codeKeyOf, foldWord, searchWords, TYPO_TIER } from './text-query';

/** Content documents answered beside the products when the caller does not say. */
const DEFAULT_CONTENT_LIMIT = 5;

const searchCache = cachePerDatabase<string>({ namespace: 'catalog', max: 1_000, ttlMs: 10_000 });

/**
 * Quick search (the search box): exact SKU, GTIN or product number first, then SKUs that
 * start with the text, then full-text matches by rank (the last word as a prefix), names
 * before descriptions. When nothing matches, each word is taken as part of a compound or a
 * typo of the title words it resembles (trigram similarity) and searched again. Cards carry
 * the caller's from-price.
 *
 * Answers the JSON the route sends, cached for 10 s per text, limit, language and set of
 * price agreements: a search box asks the same few thousand words again and again.
 * From-prices may so lag a price change by up to 20 s (as in listings).
 */
export async function renderSearch(
  db: Db,
  options: {
    caller: Caller;
    query: { q: string; limit: number; contentLimit?: number; market?: string; customerId?: string };
    lang: Language;
  },
): Promise<string> {
  const { q, limit } = options.query;
  const contentLimit = options.query.contentLimit ?? DEFAULT_CONTENT_LIMIT;
  const context = await resolvePriceContext(db, {
    caller: options.caller,
    customerId: options.query.customerId,
    market: options.query.market,
  });
  // Only the company's products (docs/catalog.md, "Assortments"): keyed by its assortment, not by the company.
  const assortment = await assortmentOf(db, context.customerId);
  const key = JSON.stringify([
    q,
    limit,
    contentLimit,
    options.lang,
    context.market,
    context.currency,
    context.contractListId,
    assortment?.key ?? null,
  ]);
  return searchCache(db).get(key, async () =>
    JSON.stringify(
      searchResult.parse(await findHits(db, { q, limit, contentLimit, context, assortment, lang: options.lang })),
    ),
  );
}

type Candidate = { productId: string; matchedSku: string | null; matchType: SearchHit['matchType']; order: number[] };

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

/** Categories suggested beside the products as the buyer types. */
const AUTOCOMPLETE_CATEGORIES = 5;
/** Content documents suggested beside the products. */
const AUTOCOMPLETE_CONTENT = 3;

/**
 * Autocomplete (called per keystroke): the search's products (the caller's from-price, exact code and "did you
 * mean" included) for the text so far, categories whose name has every word (as a word start or a compound part:
 * "hansk" → Arbeidshansker) and content. Cached as search is (10 s per text, limit, language and price agreements).
 */
export async function renderAutocomplete(
  db: Db,
  options: {
    caller: Caller;
    query: { q: string; limit: number; market?: string; customerId?: string };
    lang: Language;
  },
): Promise<string> {
  const { q, limit } = options.query;
  const context = await resolvePriceContext(db, {
    caller: options.caller,
    customerId: options.query.customerId,
    market: options.query.market,
  });
  const assortment = await assortmentOf(db, context.customerId);
  const key = JSON.stringify([
    'autocomplete',
    q,
    limit,
    options.lang,
    context.market,
    context.currency,
    context.contractListId,
    assortment?.key ?? null,
  ]);
  return searchCache(db).get(key, async () => {
    // Categories count the company's products only, and those without any are not suggested.
    const [hits, taxonomy] = await Promise.all([
      findHits(db, { q, limit, contentLimit: AUTOCOMPLETE_CONTENT, context, assortment, lang: options.lang }),
      loadTaxonomyFor(db, assortment),
    ]);
    const words = searchWords(q).map(foldWord);
    const categories = [...taxonomy.categories.values()]
      .filter((category) => {
        const names = searchWords(`${category.name.nb} ${category.name.en}`).map(foldWord);
        return (
          words.length > 0 &&
          words.every((word) =>
            names.some((name) => name.startsWith(word) || (word.length >= 4 && name.includes(word))),
          )
        );
      })
      .map((category) => ({
        slug: slugOf(category, options.lang),
        name: localize(category.name, options.lang),
        productCount: descendantIds(taxonomy, category.id).reduce(
          (sum, id) => sum + (taxonomy.categories.get(id)?.productCount ?? 0),
          0,
        ),
      }))
      .filter((category) => category.productCount > 0)
      .sort((a, b) => b.productCount - a.productCount || a.name.localeCompare(b.name))
      .slice(0, AUTOCOMPLETE_CATEGORIES);
    return JSON.stringify(
      autocompleteResult.parse({
        query: q,
        exactMatch: hits.exactMatch,
        didYouMean: hits.didYouMean,
        products: hits.items,
        categories,
        content: hits.content,
      }),
    );
  });
}

async function findHits(
  db: Db,
  options: {
    q: string;
    limit: number;
    contentLimit: number;
    context: PriceContext;
    assortment: Assortment | null;
    lang: Language;
  },
): Promise<SearchResult> {
  const { q, limit, context } = options;
  const candidates = new Map<string, Candidate>();
  const add = (candidate: Candidate) => {
    const known = candidates.get(candidate.productId);
    if (!known || compareOrder(candidate.order, known.order) < 0) candidates.set(candidate.productId, candidate);
  };

  // Products outside the company's assortment are not found, by code or text: each pass keeps the visible ones,
  // so the next passes run while a page is short of them.
  const visibleOnly = async <T extends { productId: string }>(rows: T[]): Promise<T[]> => {
    if (!options.assortment || rows.length === 0) return rows;
    const ids = rows.map((row) => row.productId);
    const visible = await visibleProductIds(db, { companyId: context.customerId, productIds: ids });
    return rows.filter((row) => visible.has(row.productId));
  };

  // Codes first: an exact SKU, GTIN or product number opens its product; a start of one lists those it begins.
  let exactMatch: SearchResult['exactMatch'] = null;
  const key = codeKeyOf(q);
  if (key) {
    const codes = await visibleOnly(await repo.findCodeMatches(db, { key, limit }));
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
      exactMatch = { productId: row.productId, sku: row.matchedSku, slug: '' };
    }
  }

  // Then full text, tier by tier (text-query.ts Expansion) until there are enough products; a query that is
  // only a code with matches ("EN-100379-01", "100379") has nothing more to find.
  const words = searchWords(q).map(foldWord);
  const isOnlyCode = candidates.size > 0 && words.every((word) => /\d/.test(word) || word.length <= 2);
  const { slots, lookup, byWord, corrections, tsqueries } = await expandQuery(db, isOnlyCode ? [] : words);
  // Per slot, the words it means up to each tier: for ranking by type word and for highlighting.
  const slotWordsUpTo = (tier: number) =>
    slots.map((slot) => {
      const words = slot.alternatives.flat();
      return new Set([
        ...words,
        ...words.flatMap((word) => (byWord.get(word) ?? []).filter((e) => e.tier <= tier).map((e) => e.word)),
      ]);
    });
  const meantByTier = Array.from({ length: TYPO_TIER + 3 }, (_, tier) => slotWordsUpTo(tier));
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
      await visibleOnly(await repo.searchTextTiers(db, { over: 'title', scan: [t0, t1], label: [t0, t1, t2], limit })),
      0,
    );
    if (textCount() < limit && t5 !== t1) {
      addText(
        await visibleOnly(
          await repo.searchTextTiers(db, { over: 'title', scan: [t2, t5], label: [t2, t3, t4], limit }),
        ),
        2,
      );
    }
    if (textCount() < FEW_RESULTS) {
      addText(
        await visibleOnly(await repo.searchTextTiers(db, { over: 'anywhere', scan: [t5], label: [t0, t1, t2], limit })),
        0,
        1,
      );
    }
  }
  const ranked = [...candidates.values()].sort(
    (a, b) => compareOrder(a.order, b.order) || a.productId.localeCompare(b.productId),
  );
  const ids = ranked.slice(0, limit).map((c) => c.productId);
  const [cards, prices, covers, taxonomy, contentRows] = await Promise.all([
    repo.findProductCards(db, ids),
    fromPrices(db, { context, productIds: ids }),
    cardCovers(db, ids, options.lang),
    loadTaxonomy(db),
    tsqueries[2]
      ? repo.searchContent(db, { tsquery: tsqueries[2], lang: options.lang, contentLimit: options.contentLimit })
      : [],
  ]);
  const byId = new Map(cards.map((card) => [card.id, card]));
  const ordered = ids.map((id) => byId.get(id)).filter((card): card is repo.CardRow => Boolean(card));
  if (exactMatch) {
    const card = byId.get(exactMatch.productId);
    exactMatch = card ? { ...exactMatch, slug: card.slug } : null;
  }
  const matched = new Set(meantByTier[TYPO_TIER + 2]!.flatMap((set) => [...set]));
  // An article names products by id: outside the company's assortment they are left out, as everywhere.
  const named = options.assortment ? [...new Set(contentRows.flatMap((row) => row.productIds))] : [];
  const withImages = withCovers(toCards(ordered, prices, taxonomy, options.lang), covers);
  const namedVisible =
    named.length > 0 ? await visibleProductIds(db, { companyId: context.customerId, productIds: named }) : null;
  const contentOf = (row: repo.ContentSearchRow) =>
    namedVisible ? { ...row, productIds: row.productIds.filter((id) => namedVisible.has(id)) } : row;
  return {
    query: q,
    exactMatch,
    didYouMean:
      ordered.length < FEW_RESULTS ? suggestion(words, lookup, corrections, spellingsOf(ordered, options.lang)) : null,
    items: withImages.map((card) => {
      const match = candidates.get(card.id)!;
      return {
        ...card,
        matchedSku: match.matchedSku,
        matchType: match.matchType,
        highlightedName: markMatches(card.name, q, matched),
      };
    }),
    content: contentRows.map((row) => toContentHit(contentOf(row), q, matched)),
  };
}

/** Fewer products than this and the answer suggests a corrected query, when the catalog knows one. */
const FEW_RESULTS = 3;

/** The query with each word that has a close catalog word replaced by the closest (fewest edits, then alphabetical). */
/**
 * How the found products spell their words (folded → as written, lower case): the vocabulary holds folded words
 * ("horselvern"), and a suggestion should read as the buyer's language writes it ("hørselvern").
 */
function spellingsOf(cards: repo.CardRow[], lang: Language): Map<string, string> {
  const spellings = new Map<string, string>();
  for (const card of cards) {
    const name = localize(card.name, lang);
    for (const word of name.toLocaleLowerCase(lang).split(/[^\p{L}\p{N}]+/u)) {
      if (word && !spellings.has(foldWord(word))) spellings.set(foldWord(word), word);
    }
  }
  return spellings;
}

function suggestion(
  words: string[],
  lookup: string[],
  corrections: { i: number; word: string; distance: number }[],
  spellings: ReadonlyMap<string, string>,
): string | null {
  if (corrections.length === 0) return null;
  const best = new Map<number, { word: string; distance: number }>();
  for (const c of corrections) {
    const known = best.get(c.i);
    if (!known || c.distance < known.distance || (c.distance === known.distance && c.word < known.word))
      best.set(c.i, c);
  }
  const fixed = words.map((word) => {
    const corrected = best.get(lookup.indexOf(word) + 1)?.word;
    return corrected ? (spellings.get(corrected) ?? corrected) : word;
  });
  return fixed.join(' ') === words.join(' ') ? null : fixed.join(' ');
}

function compareOrder(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * A content hit as answered. The database finds it by the folded words, which its ts_headline cannot see in the
 * unfolded text (ø, æ, å), so the marks are put in here as on product names: the excerpt ts_headline chose, its
 * markers taken out, then every word the query meant marked.
 */
function toContentHit(row: repo.ContentSearchRow, q: string, matched: ReadonlySet<string>): ContentSearchHit {
  const unmarked = (text: string) => text.replaceAll(repo.HIGHLIGHT_START, '').replaceAll(repo.HIGHLIGHT_STOP, '');
  return {
    id: row.id,
    type: row.type as ContentSearchHit['type'],
    language: row.language as ContentSearchHit['language'],
    slug: row.slug,
    title: row.title,
    highlightedTitle: markMatches(row.title, q, matched),
    highlightedExcerpt: markMatches(unmarked(row.markedExcerpt), q, matched),
    productIds: row.productIds,
  };
}
