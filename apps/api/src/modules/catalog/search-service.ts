import type { Db } from '../../db';
import type { Language } from '../../lib/i18n';
import type { Caller } from '../../plugins/access';
import { fromPrices, resolvePriceContext } from '../price/service';
import { toCards } from './listing-service';
import * as repo from './repository';
import type { SearchHit } from './schemas';
import { loadTaxonomy } from './taxonomy';
import { toPrefixTsquery } from './text-query';

/** Shorter text has too few trigrams for typo matching to mean anything. */
const MIN_FUZZY_LENGTH = 3;
/** pg_trgm word similarity a typo needs (the default 0.6 misses one wrong and one missing letter). */
const FUZZY_THRESHOLD = 0.4;

type Match = { productId: string; matchedSku: string | null; matchType: SearchHit['matchType'] };

/**
 * Quick search (the search box): exact SKU, GTIN or product number first, then full-text
 * matches by rank (the last word as a prefix); when neither finds anything, trigram matches
 * on names and codes, so that typos still find something. Cards carry the caller's from-price.
 */
export async function searchCatalog(
  db: Db,
  options: {
    caller: Caller;
    query: { q: string; limit: number; market?: string; customerId?: string };
    lang: Language;
  },
): Promise<{ query: string; items: SearchHit[] }> {
  const { q, limit } = options.query;
  const context = await resolvePriceContext(db, {
    caller: options.caller,
    customerId: options.query.customerId,
    market: options.query.market,
  });
  const codes = [...new Set([q, q.toUpperCase()])];
  const rows = await repo.searchProducts(db, { codes, tsquery: toPrefixTsquery(q), limit });
  rows.sort((a, b) => (a.matchType === b.matchType ? b.score - a.score : a.matchType === 'code' ? -1 : 1));
  const matches = new Map<string, Match>();
  for (const row of rows) {
    if (!matches.has(row.productId)) matches.set(row.productId, row);
  }
  if (matches.size === 0 && q.length >= MIN_FUZZY_LENGTH) {
    for (const row of await repo.searchProductsFuzzy(db, { text: q, limit, threshold: FUZZY_THRESHOLD })) {
      if (!matches.has(row.productId)) {
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
  return {
    query: q,
    items: toCards(ordered, prices, taxonomy, options.lang).map((card) => {
      const match = matches.get(card.id)!;
      return { ...card, matchedSku: match.matchedSku, matchType: match.matchType };
    }),
  };
}
