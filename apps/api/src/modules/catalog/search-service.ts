import type { Db } from '../../db';
import type { Caller } from '../../lib/access';
import { cachePerDatabase } from '../../lib/cache';
import type { Language } from '../../lib/i18n';
import { fromPrices, type PriceContext, resolvePriceContext } from '../price';
import { headlineToHtml, markMatches } from './highlight';
import { withCardImages } from './images';
import { toCards } from './listing-service';
import * as repo from './repository';
import { type ContentSearchHit, type SearchHit, type SearchResult, searchResult } from './schemas';
import { loadTaxonomy } from './taxonomy';
import { codePrefix, searchWords, toPrefixTsquery } from './text-query';

/** Words shorter than this have too few trigrams for typo matching to mean anything. */
const MIN_FUZZY_LENGTH = 3;
/** Misspelt words considered per search (each costs one small trigram lookup). */
const MAX_FUZZY_WORDS = 4;
/** Content documents answered beside the products when the caller does not say. */
const DEFAULT_CONTENT_LIMIT = 5;

const searchCache = cachePerDatabase<string>({ namespace: 'catalog', max: 1_000, ttlMs: 10_000 });

type Match = { productId: string; matchedSku: string | null; matchType: SearchHit['matchType'] };

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
  const key = JSON.stringify([
    q,
    limit,
    contentLimit,
    options.lang,
    context.market,
    context.currency,
    context.contractListId,
  ]);
  return searchCache(db).get(key, async () =>
    JSON.stringify(searchResult.parse(await findHits(db, { q, limit, contentLimit, context, lang: options.lang }))),
  );
}

async function findHits(
  db: Db,
  options: { q: string; limit: number; contentLimit: number; context: PriceContext; lang: Language },
): Promise<SearchResult> {
  const { q, limit, context } = options;
  const found = await repo.searchProducts(db, {
    codes: [...new Set([q, q.toUpperCase()])],
    prefix: codePrefix(q),
    tsquery: toPrefixTsquery(q),
    limit,
    lang: options.lang,
    contentLimit: options.contentLimit,
  });
  const content: ContentSearchHit[] = [];
  const rows: (Match & { score: number })[] = [];
  for (const row of found) {
    if (row.content) content.push(toContentHit(row.content));
    else rows.push(row);
  }
  rows.sort((a, b) => b.score - a.score || (a.matchedSku ?? '').localeCompare(b.matchedSku ?? ''));
  const matches = new Map<string, Match>();
  for (const row of rows) {
    if (!matches.has(row.productId)) matches.set(row.productId, row);
  }
  if (matches.size === 0) {
    const words = searchWords(q).filter((word) => word.length >= MIN_FUZZY_LENGTH && !/\d/.test(word));
    if (words.length > 0) {
      const fuzzy = await repo.searchProductsFuzzy(db, { words: words.slice(0, MAX_FUZZY_WORDS), limit });
      for (const row of fuzzy) {
        matches.set(row.productId, { productId: row.productId, matchedSku: null, matchType: 'fuzzy' });
      }
    }
  }
  const ids = [...matches.keys()].slice(0, limit);
  const [cards, prices, taxonomy] = await Promise.all([
    repo.findProductCards(db, ids),
    fromPrices(db, { context, productIds: ids }),
    loadTaxonomy(db),
  ]);
  const byId = new Map(cards.map((card) => [card.id, card]));
  const ordered = ids.map((id) => byId.get(id)).filter((card): card is repo.CardRow => Boolean(card));
  const withImages = await withCardImages(db, toCards(ordered, prices, taxonomy, options.lang), options.lang);
  return {
    query: q,
    items: withImages.map((card) => {
      const match = matches.get(card.id)!;
      return {
        ...card,
        matchedSku: match.matchedSku,
        matchType: match.matchType,
        highlightedName: markMatches(card.name, q),
      };
    }),
    content,
  };
}

function toContentHit(row: repo.ContentSearchRow): ContentSearchHit {
  return {
    id: row.id,
    type: row.type as ContentSearchHit['type'],
    language: row.language as ContentSearchHit['language'],
    slug: row.slug,
    title: row.title,
    highlightedTitle: headlineToHtml(row.markedTitle),
    highlightedExcerpt: headlineToHtml(row.markedExcerpt),
    productIds: row.productIds,
  };
}
