import type { Db } from '../../db';
import type { Caller } from '../../lib/access';
import { cachePerDatabase, keptBytes } from '../../lib/cache';
import { type Language, localize } from '../../lib/i18n';
import { type Assortment, visibleProductIds } from '../assortment';
import type { PriceContext } from '../price';
import { answerScope } from './answer-scope';
import { markMatches } from './highlight';
import { withCovers } from './images';
import { loadCardPage, toCards } from './listing-service';
import * as repo from './repository';
import { autocompleteResult, type ContentSearchHit, type SearchResult, searchResult } from './schemas';
import { FEW_RESULTS, rankProducts } from './search-ranking';
import { type ProductsShown, shownClock, showsCurrentProducts } from './shown';
import { descendantIds, loadTaxonomy, loadTaxonomyFor, slugOf } from './taxonomy';
import { foldWord, searchWords } from './text-query';

/** Content documents answered beside the products when the caller does not say. */
const DEFAULT_CONTENT_LIMIT = 5;

/** A kept search or autocomplete answer, and the products it shows (their pictures and stock checked on read). */
type SearchAnswer = { bytes: Buffer; shown: ProductsShown };

/**
 * Search and autocomplete answers as sent, UTF-8 bytes outside V8's heap (10 kB each at 24 hits): kept as strings,
 * 1,000 of them grew the old generation V8 sizes its heap by, and each hit was encoded again to be sent. Their
 * cards carry the caller's from-prices, so a change to what prices them drops them as it drops listing pages; their
 * articles are the content platform's, so a new or changed article drops them too (and nothing else of the catalog).
 */
const searchCache = cachePerDatabase<SearchAnswer>({
  namespace: ['catalog', 'search', 'pictures', 'price', 'content'],
  max: 1_000,
  ttlMs: 10_000,
});

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
): Promise<Buffer> {
  const { q, limit } = options.query;
  const contentLimit = options.query.contentLimit ?? DEFAULT_CONTENT_LIMIT;
  // Only the company's products (docs/catalog.md, "Assortments"): keyed by its assortment, not by the company.
  const {
    context,
    assortment,
    key: scope,
  } = await answerScope(db, {
    caller: options.caller,
    customerId: options.query.customerId,
    market: options.query.market,
  });
  const key = JSON.stringify([q, limit, contentLimit, options.lang, ...scope]);
  const answer = await searchCache(db).get(
    key,
    async () => {
      const at = shownClock();
      const hits = await findHits(db, { q, limit, contentLimit, context, assortment, lang: options.lang });
      return {
        bytes: keptBytes(JSON.stringify(searchResult.parse(hits))),
        shown: { productIds: hits.items.map((item) => item.id), at },
      };
    },
    showsCurrentProducts,
  );
  return answer.bytes;
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
): Promise<Buffer> {
  const { q, limit } = options.query;
  const {
    context,
    assortment,
    key: scope,
  } = await answerScope(db, {
    caller: options.caller,
    customerId: options.query.customerId,
    market: options.query.market,
  });
  const key = JSON.stringify(['autocomplete', q, limit, options.lang, ...scope]);
  const answer = await searchCache(db).get(
    key,
    async () => {
      const at = shownClock();
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
      return {
        bytes: keptBytes(
          JSON.stringify(
            autocompleteResult.parse({
              query: q,
              exactMatch: hits.exactMatch,
              didYouMean: hits.didYouMean,
              products: hits.items,
              categories,
              content: hits.content,
            }),
          ),
        ),
        shown: { productIds: hits.items.map((item) => item.id), at },
      };
    },
    showsCurrentProducts,
  );
  return answer.bytes;
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
  const {
    ranked,
    words,
    expanded,
    matchedWords: matched,
    ...found
  } = await rankProducts(db, {
    q,
    limit,
    companyId: context.customerId,
    assortment: options.assortment,
  });
  const { lookup, corrections, tsqueries } = expanded;
  let exactMatch: SearchResult['exactMatch'] = found.exactMatch ? { ...found.exactMatch, slug: '' } : null;
  const candidates = new Map(ranked.map((candidate) => [candidate.productId, candidate]));
  const ids = ranked.map((c) => c.productId);
  // Cards, from-prices and covers in one round trip, as a listing page reads them (or none when they are kept).
  const [{ rows: cards, prices, covers }, taxonomy, contentRows] = await Promise.all([
    loadCardPage(db, { context, ids, lang: options.lang }),
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

/** The query with each word that has a close catalog word replaced by the closest (fewest edits, then alphabetical). */
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
