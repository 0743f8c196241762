import type { Db } from '../../db';
import type { Caller } from '../../lib/access';
import { batchCachePerDatabase, cachePerDatabase, inflatedKept, keptBytes, keptDeflated } from '../../lib/cache';
import { AppError, notFound } from '../../lib/errors';
import { type Language, localize } from '../../lib/i18n';
import { type Assortment, restricts } from '../assortment';
import type { FromPrice } from '../price';
import {
  basePricesOf,
  candidatePriceListIds,
  fromPrices,
  fromPricesOf,
  type PriceContext,
  pricingKey,
  watchPriceValidity,
} from '../price';
import { answerScope } from './answer-scope';
import { cardCovers, withCovers } from './images';
import { countFacetsByCells, LISTING_BY_CELLS, pageByCells } from './listing-cells';
import { listingNamesChangedAfter, listingNamesVersion, productNamesVersion } from './names';
import * as repo from './repository';
import { MAX_SEARCH_LIMIT, type ProductCard, type ProductList, type ProductListQuery } from './schemas';
import { rankProducts } from './search-ranking';
import { brandRef, categoryRef } from './service';
import { type ProductsShown, shownClock, showsCurrentProducts } from './shown';
import { productStockVersion } from './stock';
import { descendantIds, loadTaxonomy, slugOf, type Taxonomy } from './taxonomy';
import { expandQuery } from './text-expansion';
import { codeKeyOf, foldWord, MAX_TIER, searchWords, toPrefixTsquery } from './text-query';
import { searchVersion } from './texts';

/**
 * Listing pages and facet counts do not depend on the caller (only prices do), so they are
 * cached: a storefront's first pages and facets are asked again and again.
 * The response cache holds every page a catalog of 100,000 products is browsed by in practice (54
 * listings × 40 pages in the benchmark): at 500 entries it churned, and the misses were the tail of
 * the product-list p99. Cards and from-prices are cached per product (per price context for
 * prices) for the pages built anew. Entry counts bound the memory: an order holds up to 15,000 ids (540 kB),
 * text matches up to 10,000, a page's answer 12–40 kB of UTF-8 (cards with pictures and its listing's facets; 3–5 kB
 * past PLAIN_PAGES, kept deflated), a card 0.5 kB, a from-price 0.2 kB.
 *
 * Answers and from-prices keep 5 minutes, as product pages do (service.ts, `productAnswerCache`): every change
 * someone commits to what they show drops them on every node (`invalidateCaches('catalog' | 'price')`; a picture of
 * one of an answer's products, checked on read: `showsCurrentProducts`), and a price list starting or ending by the
 * clock drops the price caches at that moment (`watchPriceValidity`), so the TTL only bounds a lost notification.
 * At 10 s every page a storefront reads was built again every 10 s (issue 18: the benchmark's busiest pages went
 * stale inside its measured 10 s, and each reload cost a miss's ~4 ms of CPU).
 */
const ANSWER_TTL_MS = 5 * 60_000;
/**
 * A listing's order (its ids as one fixed-width string) or one page of it, and the version of its name order it was
 * read at (`listingNamesVersion`; 0 for other sorts): a rename in the listing makes it stale, and the next read
 * replaces it in place (an order of a big category is 0.5 MB: kept under a key per version, every rename left one more
 * behind until the LRU let it go).
 */
type Ordered<T> = { ids: T; names: number };
const orderCache = cachePerDatabase<Ordered<string>>({ namespace: 'catalog', max: 64, ttlMs: 30_000 });
const pageIdsCache = cachePerDatabase<Ordered<string[]>>({ namespace: 'catalog', max: 2_000, ttlMs: 30_000 });
const cardCache = batchCachePerDatabase<repo.CardRow>({ namespace: 'catalog', max: 5_000, ttlMs: 30_000 });
const fromPriceCache = batchCachePerDatabase<FromPrice>({
  namespace: ['catalog', 'price'],
  max: 10_000,
  ttlMs: ANSWER_TTL_MS,
});
const facetCache = cachePerDatabase<SerializedFacets>({ namespace: 'catalog', max: 300, ttlMs: 30_000 });
const facetPartCache = cachePerDatabase<repo.FacetCountRow[]>({ namespace: 'catalog', max: 1_000, ttlMs: 30_000 });
const responseCache = cachePerDatabase<ListingAnswer>({
  namespace: ['catalog', 'pictures', 'price'],
  max: 2_500,
  ttlMs: ANSWER_TTL_MS,
});
/**
 * A free text's matches follow what search indexed (`search`: a product's description changes them, texts.ts) as
 * well as the catalog. The caches a text's listing shares with every listing (its answer, counts, order) hold the
 * version of that index in their keys instead (`searchVersion`, in `findTextMatches`' key and the answer's).
 */
const textMatchCache = cachePerDatabase<string[]>({ namespace: ['catalog', 'search'], max: 16, ttlMs: 30_000 });
/** Search's best products for a listing's free text, per text and assortment (50 ids, 2 kB). */
const rankedMatchCache = cachePerDatabase<string[]>({ namespace: ['catalog', 'search'], max: 1_000, ttlMs: 30_000 });

/** A free-text listing's first products in search's order: as many as one search answers at most. */
const RANKED_MATCHES = MAX_SEARCH_LIMIT;

type Facets = { total: number; facets: ProductList['facets'] };
/**
 * A listing's facets as the JSON every page of it ends with (2–20 kB): serialized once, not once per page. Counted by
 * cell (listing-cells.ts), they also carry the listing's total without the assortment, which pageByCells reads.
 */
type SerializedFacets = { total: number; json: Buffer; listingTotal?: number };
const serialized = ({ total, facets }: Facets, listingTotal?: number): SerializedFacets => ({
  total,
  json: keptBytes(`,"facets":${JSON.stringify(facets)}}`),
  listingTotal,
});

/**
 * A listing a company's own assortment narrows, without free text: counted and paged from the parts every company
 * shares (listing-cells.ts) rather than per assortment over all of its products.
 */
const isByCells = (filter: ResolvedFilter): filter is ResolvedFilter & { assortment: Assortment } =>
  LISTING_BY_CELLS && filter.assortment !== null && restricts(filter.assortment) && !filter.textMatches;
/**
 * A page's answer as sent, built once: the whole JSON in one Buffer, so a hit hands the kept bytes to the socket as
 * they are (no JSON, no copy, nothing for the collector). It used to keep the page's part and its listing's facets
 * apart and join them per hit: a fresh 25–40 kB Buffer per request, at thousands of hits a second under the
 * benchmark (issue 18). Past the first PLAIN_PAGES pages the answer is kept deflated
 * (`size` bytes inflated): its cards and facets repeat the same keys, picture paths and placeholders, so 25 kB of
 * JSON keep in 3–5 kB (issue 18: the API's RSS); inflating costs a hit ~20 µs, so the first pages, which take most
 * reads, stay plain.
 */
type ListingAnswer = {
  bytes: Buffer;
  isDeflated: boolean;
  size: number;
  shown: ProductsShown;
  /** Sorted by name: the listing's categories (null: all), whose renames move its order (`listingNamesChangedAfter`). */
  byName: { categoryIds: readonly string[] | null } | null;
};

/**
 * A kept answer stands while the products it shows are as it read them (`showsCurrentProducts`) and, sorted by name,
 * while no product of its categories was renamed (one that was may now stand on this page).
 */
const isCurrentAnswer = (answer: ListingAnswer) =>
  showsCurrentProducts(answer) &&
  !(answer.byName && listingNamesChangedAfter(answer.byName.categoryIds, answer.shown.at));

/** The order a listing's products are paged in: relevance only for a free text. */
const sortOf = (query: ProductListQuery, filter: ResolvedFilter) =>
  query.sort === 'relevance' && !filter.textMatches ? 'name' : query.sort;

/**
 * The pages of a listing kept plain: a storefront's first pages take most of its reads (the bench: pages 1–5, 80 %,
 * 270 pages of 25–40 kB); the rest (there 1,890 pages) are read a few times each and kept deflated.
 */
const PLAIN_PAGES = 5;

/** A kept answer as sent. */
const answerBytes = (answer: ListingAnswer): Buffer =>
  answer.isDeflated ? inflatedKept(answer.bytes, answer.size) : answer.bytes;

const collators: Record<Language, Intl.Collator> = {
  nb: new Intl.Collator('nb', { numeric: true }),
  en: new Intl.Collator('en', { numeric: true }),
};

const PROPERTY_PREFIX = 'prop.';

type ResolvedFilter = repo.ListingFilter & {
  /** Free text with no searchable word, or only unknown brands: nothing can match. */
  isEmpty: boolean;
  selectedCategoryId: string | null;
  selectedBrandIds: Set<string>;
  selectedTokens: Set<string>;
};

/** Turns query parameters into ids and facet tokens; unknown category → 404, unknown property key → 400. */
function resolveFilter(query: ProductListQuery, taxonomy: Taxonomy): ResolvedFilter {
  let categoryIds: string[] | null = null;
  let selectedCategoryId: string | null = null;
  if (query.category) {
    const category = taxonomy.categoriesBySlug.get(query.category);
    if (!category) throw notFound('No such category.');
    selectedCategoryId = category.id;
    categoryIds = descendantIds(taxonomy, category.id).sort();
  }
  let brandIds: string[] | null = null;
  if (query.brand?.length) {
    brandIds = [...new Set(query.brand)]
      .map((slug) => taxonomy.brandsBySlug.get(slug)?.id)
      .filter((id): id is string => Boolean(id))
      .sort();
  }
  const properties: [string, string[]][] = [];
  const problems: { path: string; message: string; code: string }[] = [];
  for (const [name, values] of Object.entries(query)) {
    if (!name.startsWith(PROPERTY_PREFIX) || !Array.isArray(values)) continue;
    const key = name.slice(PROPERTY_PREFIX.length);
    if (!taxonomy.definitionsByKey.get(key)?.isFacet) {
      problems.push({ path: `querystring.${name}`, message: 'Not a filterable property', code: 'unknown_property' });
      continue;
    }
    const tokens = [...new Set(values.map((value) => `${key}=${value}`))].sort();
    if (tokens.length > 0) properties.push([key, tokens]);
  }
  if (problems.length > 0) throw new AppError('validation_failed', { errors: problems });
  properties.sort(([a], [b]) => a.localeCompare(b));
  const textKey = query.q ? toPrefixTsquery(query.q) : null;
  return {
    categoryIds,
    brandIds,
    properties,
    textKey,
    textMatches: null,
    assortment: null,
    isEmpty: Boolean(query.q && !textKey) || brandIds?.length === 0,
    selectedCategoryId,
    selectedBrandIds: new Set(brandIds ?? []),
    selectedTokens: new Set(properties.flatMap(([, tokens]) => tokens)),
  };
}

function facetsOf(counts: repo.FacetCountRow[], filter: ResolvedFilter, taxonomy: Taxonomy, lang: Language): Facets {
  const byCategory = new Map<string, number>();
  const brands: ProductList['facets']['brands'] = [];
  const values = new Map<string, Map<string, number>>();
  let total = 0;
  for (const row of counts) {
    if (row.dim === 'total') total = row.n;
    else if (row.dim === 'category' && row.val) {
      // Roll each count up to every ancestor, so a parent counts its subcategories' products.
      for (let id: string | null | undefined = row.val; id; id = taxonomy.categories.get(id)?.parentId) {
        byCategory.set(id, (byCategory.get(id) ?? 0) + row.n);
      }
    } else if (row.dim === 'brand' && row.val) {
      const brand = taxonomy.brands.get(row.val);
      if (brand) {
        brands.push({
          slug: brand.slug,
          name: brand.name,
          count: row.n,
          isSelected: filter.selectedBrandIds.has(brand.id),
        });
      }
    } else if (row.dim === 'prop' && row.val) {
      const key = row.val.slice(0, row.val.indexOf('='));
      const perKey = values.get(key) ?? new Map<string, number>();
      perKey.set(row.val, row.n);
      values.set(key, perKey);
    }
  }
  for (const id of filter.selectedBrandIds) {
    const brand = taxonomy.brands.get(id);
    if (brand && !brands.some((entry) => entry.slug === brand.slug)) {
      brands.push({ slug: brand.slug, name: brand.name, count: 0, isSelected: true });
    }
  }
  for (const token of filter.selectedTokens) {
    const key = token.slice(0, token.indexOf('='));
    const perKey = values.get(key) ?? new Map<string, number>();
    if (!perKey.has(token)) perKey.set(token, 0);
    values.set(key, perKey);
  }
  const collator = collators[lang];
  const categories = (taxonomy.children.get(filter.selectedCategoryId) ?? [])
    .map((category) => ({
      slug: slugOf(category, lang),
      name: localize(category.name, lang),
      count: byCategory.get(category.id) ?? 0,
      isSelected: false,
    }))
    .filter((entry) => entry.count > 0);
  const properties = taxonomy.definitions
    .filter((definition) => definition.isFacet && values.has(definition.key))
    .map((definition) => ({
      key: definition.key,
      label: localize(definition.label, lang),
      values: [...(values.get(definition.key) ?? new Map<string, number>())]
        .map(([token, count]) => {
          const value = token.slice(definition.key.length + 1);
          const label = taxonomy.valueLabels.get(token);
          return {
            value,
            label: label ? localize(label, lang) : value,
            count,
            isSelected: filter.selectedTokens.has(token),
          };
        })
        .sort((a, b) => collator.compare(a.label, b.label)),
    }));
  brands.sort((a, b) => collator.compare(a.name, b.name));
  return { total, facets: { categories, brands, properties } };
}

/** Cards in page order with the caller's from-prices (pure); `withCovers` adds the pictures. */
export function toCards(
  rows: repo.CardRow[],
  prices: Map<string, FromPrice>,
  taxonomy: Taxonomy,
  lang: Language,
): Omit<ProductCard, 'image'>[] {
  return rows.map((row) => ({
    id: row.id,
    productNumber: row.productNumber,
    slug: row.slug,
    name: localize(row.name, lang),
    brand: brandRef(taxonomy, row.brandId),
    category: categoryRef(taxonomy, row.categoryId, lang),
    unit: row.unit,
    packSize: row.packSize,
    variantCount: row.variantCount,
    fromPrice: prices.get(row.id) ?? null,
    isInStock: row.isInStock,
  }));
}

/** Listings up to this size keep their whole order in the cache, so every page of them is a slice. */
const MAX_ORDERED_IDS = 15_000;
const UUID_LENGTH = 36;

/** The ids of one page, in order. */
async function loadPageIds(
  db: Db,
  options: {
    filter: ResolvedFilter;
    query: ProductListQuery;
    lang: Language;
    context: PriceContext;
    total: number;
    listingTotal?: number;
  },
): Promise<string[]> {
  const { filter, query, context } = options;
  const sort = sortOf(query, filter);
  // Price and newest sorts stay per assortment in SQL (their orders are not shared: prices differ per company).
  if (sort === 'name' && isByCells(filter) && options.listingTotal !== undefined) {
    const page = await pageByCells(db, {
      filter,
      assortment: filter.assortment,
      lang: options.lang,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
      total: options.total,
      listingTotal: options.listingTotal,
    });
    if (page) return page;
  }
  const isPriceSort = sort === 'price_asc' || sort === 'price_desc';
  // By name: the order moves with a rename of one of its products (names.ts).
  const names = sort === 'name' ? listingNamesVersion(filter.categoryIds) : 0;
  const isCurrent = (kept: { names: number }) => kept.names === names;
  const order = JSON.stringify([
    listingKey(filter),
    sort,
    sort === 'name' ? options.lang : null,
    // By price: the order follows the context's prices, and every change to them (a catalog cache otherwise).
    isPriceSort ? pricingKey(context) : null,
  ]);
  const offset = (query.page - 1) * query.pageSize;
  const listIds = async (limit: number, from: number) =>
    repo.listProductIds(db, {
      filter,
      sort,
      lang: options.lang,
      limit,
      offset: from,
      priceListIds: isPriceSort ? await candidatePriceListIds(db, { context }) : [],
    });
  let ids: string[];
  if (options.total <= MAX_ORDERED_IDS) {
    // The whole order as one string of fixed-width ids: compact, and any page is a slice.
    const { ids: all } = await orderCache(db).get(
      order,
      async () => ({ ids: (await listIds(MAX_ORDERED_IDS, 0)).join(''), names }),
      isCurrent,
    );
    ids = [];
    for (let at = offset * UUID_LENGTH; at < all.length && ids.length < query.pageSize; at += UUID_LENGTH) {
      ids.push(all.slice(at, at + UUID_LENGTH));
    }
  } else {
    ({ ids } = await pageIdsCache(db).get(
      JSON.stringify([order, query.page, query.pageSize]),
      async () => ({ ids: await listIds(query.pageSize, offset), names }),
      isCurrent,
    ));
  }
  return ids;
}

/**
 * What `findCardPage` read for the products `ids` (the page's products whose cards were not kept), and the change
 * clock before it ran (`at`: its covers' age).
 */
type CardPageRead = repo.CardPageRow & { ids: string[]; at: number };

/**
 * The cards of a page's products, in its order. Those not kept are read by one statement with their from-prices'
 * rows and covers (`findCardPage`), which `loadFromPrices` and `cardCovers` then take instead of a query each.
 */
async function loadCards(
  db: Db,
  context: PriceContext,
  ids: string[],
): Promise<{ rows: repo.CardRow[]; read?: CardPageRead }> {
  let read: CardPageRead | undefined;
  // Keyed by the version of their product's stock (a card shows whether it is in stock; stock.ts).
  const keyOf = new Map(ids.map((id) => [id, `${id}|${productStockVersion(id)}|${productNamesVersion(id)}`]));
  const cards = await cardCache(db).getMany([...keyOf.values()], async (missingKeys) => {
    const at = shownClock();
    const missing = missingKeys.map((key) => key.slice(0, key.indexOf('|')));
    const found = { ids: missing, at, ...(await repo.findCardPage(db, missing, context)) };
    read = found;
    // Kept under the keys asked for: their versions are those from before the read.
    return new Map(found.cards.flatMap((row) => (keyOf.has(row.id) ? [[keyOf.get(row.id)!, row] as const] : [])));
  });
  const rows = ids.flatMap((id) => cards.get(keyOf.get(id)!) ?? []);
  return { rows, read };
}

/**
 * The cards of products in the order given (unknown ones left out), with the caller's from-prices and the covers:
 * in one round trip (findCardPage) for what is not kept, or none when all three are. Listing pages and search's hits.
 */
export async function loadCardPage(
  db: Db,
  options: { context: PriceContext; ids: string[]; lang: Language },
): Promise<{ rows: repo.CardRow[]; prices: Map<string, FromPrice>; covers: Awaited<ReturnType<typeof cardCovers>> }> {
  const { context, ids, lang } = options;
  const cards = await loadCards(db, context, ids);
  const [prices, covers] = await Promise.all([
    loadFromPrices(db, context, ids, cards.read),
    cardCovers(db, ids, lang, cards.read && { ids: cards.read.ids, rows: cards.read.covers, at: cards.read.at }),
  ]);
  return { rows: cards.rows, prices, covers };
}

/**
 * The caller's from-prices of a page's products, cached per product and price context (market, currency,
 * contract); a price change drops them (and the responses) on every node, as does a price list starting or ending
 * by the clock (`watchPriceValidity`). `read`: what the page's card statement read, priced without a query.
 */
async function loadFromPrices(
  db: Db,
  context: PriceContext,
  ids: string[],
  read?: CardPageRead,
): Promise<Map<string, FromPrice>> {
  const prefix = `${pricingKey(context)}|`;
  const prices = await fromPriceCache(db).getMany(
    ids.map((id) => prefix + id),
    async (missing) => {
      const missingIds = missing.map((key) => key.slice(prefix.length));
      const wasRead = new Set(read?.ids);
      const unread = missingIds.filter((id) => !wasRead.has(id));
      const found = new Map([
        ...(read ? fromPricesOf(basePricesOf(read.prices), context) : []),
        ...(unread.length > 0 ? await fromPrices(db, { context, productIds: unread }) : []),
      ]);
      return new Map([...found].map(([id, price]) => [prefix + id, price]));
    },
  );
  return new Map([...prices].map(([key, price]) => [key.slice(prefix.length), price]));
}

/** A listing's filters in cache keys: companies sharing an assortment share its entries (docs/catalog.md). */
const listingKey = (filter: repo.ListingFilter) =>
  JSON.stringify([
    filter.categoryIds,
    filter.brandIds,
    filter.properties,
    filter.textKey,
    filter.assortment?.key ?? null,
  ]);

/**
 * Each facet counts under every filter but its own, so a category page's category counts
 * are the unfiltered ones: every part is cached under the filter it counts with, and shared
 * by every listing that needs the same part. Free-text listings count in one pass instead.
 */
export async function countFacets(db: Db, filter: repo.ListingFilter): Promise<repo.FacetCountRow[]> {
  if (filter.textMatches) return repo.countTextFacets(db, filter);
  const filteredKeys = filter.properties.map(([key]) => key);
  const parts: [repo.ListingFilter, repo.FacetPart][] = [
    [filter, { kind: 'total' }],
    [{ ...filter, categoryIds: null }, { kind: 'category' }],
    [{ ...filter, brandIds: null }, { kind: 'brand' }],
    [filter, { kind: 'props', exceptKeys: filteredKeys }],
    ...filteredKeys.map((key): [repo.ListingFilter, repo.FacetPart] => [
      { ...filter, properties: filter.properties.filter(([other]) => other !== key) },
      { kind: 'prop', key },
    ]),
  ];
  const counts = await Promise.all(
    parts.map(([partFilter, part]) =>
      facetPartCache(db).get(JSON.stringify([part, listingKey(partFilter)]), () =>
        repo.countFacetPart(db, partFilter, part),
      ),
    ),
  );
  return counts.flat();
}

function loadFacets(db: Db, filter: ResolvedFilter, taxonomy: Taxonomy, lang: Language) {
  return facetCache(db).get(JSON.stringify([listingKey(filter), lang]), async () => {
    if (isByCells(filter)) {
      const { rows, listingTotal } = await countFacetsByCells(db, filter, filter.assortment);
      return serialized(facetsOf(rows, filter, taxonomy, lang), listingTotal);
    }
    return serialized(facetsOf(await countFacets(db, filter), filter, taxonomy, lang));
  });
}

/**
 * The products a listing's free text finds, in search's order: the first RANKED_MATCHES as search ranks them
 * (search-ranking.ts: exact codes, type word, tier, rank), then every other full-text match by `ts_rank`. The
 * full-text matches are the text as search understands it (stems, compounds, synonyms; typos only when nothing
 * else matches) over names, codes, descriptions, categories and properties; search's own hits are among them
 * too (a code, a typo it found on a short page), so the total, the facets and every sort agree with the order.
 */
async function findTextMatches(
  db: Db,
  options: { q: string; fallback: string; companyId: string | null; assortment: Assortment | null },
): Promise<{ key: string; ids: string[] }> {
  const { q, companyId, assortment } = options;
  const { tsqueries } = await expandQuery(db, searchWords(q).map(foldWord));
  let matches: string[] = [];
  for (const tsquery of [tsqueries[2] ?? options.fallback, tsqueries[MAX_TIER] ?? null]) {
    if (!tsquery || matches.length > 0) continue;
    matches = await textMatchCache(db).get(tsquery, () => repo.findTextMatches(db, tsquery));
  }
  // The tier queries and the code hold everything search's ranking reads from the text; the index it read, the rest.
  const key = JSON.stringify([codeKeyOf(q), tsqueries, searchVersion()]);
  const ranked = await rankedMatchCache(db).get(JSON.stringify([key, assortment?.key ?? null]), async () => {
    const ranking = await rankProducts(db, { q, limit: RANKED_MATCHES, companyId, assortment });
    return ranking.ranked.map((product) => product.productId);
  });
  const first = new Set(ranked);
  return { key, ids: [...ranked, ...matches.filter((id) => !first.has(id))] };
}

/**
 * The answer's JSON, built from typed parts rather than parsed again: the cards are made field by field (toCards,
 * withCovers) and the facets come serialized from their cache; the tests check every answer against the document.
 */
async function buildProductList(
  db: Db,
  options: { query: ProductListQuery; lang: Language; context: PriceContext; assortment: Assortment | null },
): Promise<ListingAnswer> {
  const { query, lang, context } = options;
  const at = shownClock();
  const taxonomy = await loadTaxonomy(db);
  const filter = resolveFilter(query, taxonomy);
  filter.assortment = options.assortment;
  if (filter.textKey && !filter.isEmpty && query.q) {
    const text = await findTextMatches(db, {
      q: query.q,
      fallback: filter.textKey,
      companyId: context.customerId,
      assortment: filter.assortment,
    });
    filter.textKey = text.key;
    filter.textMatches = text.ids;
    filter.isEmpty = text.ids.length === 0;
  }
  const facets = filter.isEmpty
    ? serialized(facetsOf([], filter, taxonomy, lang))
    : await loadFacets(db, filter, taxonomy, lang);
  const ids =
    facets.total > 0
      ? await loadPageIds(db, { filter, query, lang, context, total: facets.total, listingTotal: facets.listingTotal })
      : [];
  const page = await loadCardPage(db, { context, ids, lang });
  const list: Omit<ProductList, 'facets'> = {
    items: withCovers(toCards(page.rows, page.prices, taxonomy, lang), page.covers),
    total: facets.total,
    page: query.page,
    pageSize: query.pageSize,
  };
  const head = JSON.stringify(list);
  const own = Buffer.from(head.slice(0, -1));
  const bytes = Buffer.allocUnsafeSlow(own.byteLength + facets.json.byteLength);
  own.copy(bytes);
  facets.json.copy(bytes, own.byteLength);
  const isDeflated = query.page > PLAIN_PAGES;
  return {
    bytes: isDeflated ? keptDeflated(bytes) : bytes,
    isDeflated,
    size: bytes.byteLength,
    shown: { productIds: page.rows.map((row) => row.id), at },
    byName: sortOf(query, filter) === 'name' ? { categoryIds: filter.categoryIds } : null,
  };
}

/**
 * A page of products with facets for the storefront: filters by category (with its
 * subcategories), brands, facet properties and free text; each card carries the caller's
 * from-price. Sorting always ends with the product id, so paging is stable.
 *
 * Answers the JSON the route sends, kept per query, language, set of price agreements (market, currency, contract)
 * and assortment: the storefront's hottest read costs one lookup instead of queries and serialization. Any catalog
 * or price change drops the answers on every node, and a price list starting or ending by the clock drops them at
 * that moment (`watchPriceValidity`). Carts and POST /api/price/prices price live.
 */
export async function renderProductList(
  db: Db,
  options: { caller: Caller; query: ProductListQuery; lang: Language },
): Promise<Buffer> {
  const { query, lang } = options;
  // Only the company's products (docs/catalog.md, "Assortments"): keyed by its assortment, not by the company.
  const {
    context,
    assortment,
    key: scope,
  } = await answerScope(db, { caller: options.caller, customerId: query.customerId, market: query.market });
  const { customerId: _customerId, ...shared } = query;
  // A text's answer follows what search indexed too (a product's description changes its matches: texts.ts).
  const key = JSON.stringify([shared, lang, ...scope, query.q ? searchVersion() : null]);
  const answer = await responseCache(db).get(
    key,
    async () => {
      // Before the answer is built: the clock that drops it when a price list starts or ends is running.
      await watchPriceValidity(db);
      return buildProductList(db, { query, lang, context, assortment });
    },
    isCurrentAnswer,
  );
  return answerBytes(answer);
}
