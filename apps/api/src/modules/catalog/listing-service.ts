import type { Db } from '../../db';
import { AppError, notFound } from '../../lib/errors';
import { type Language, localize } from '../../lib/i18n';
import type { Caller } from '../../plugins/access';
import type { FromPrice } from '../price/schemas';
import { fromPrices, type PriceContext, resolvePriceContext } from '../price/service';
import { cachePerDatabase } from './cache';
import * as repo from './repository';
import type { ProductCard, ProductList, ProductListQuery } from './schemas';
import { brandRef, categoryRef } from './service';
import { descendantIds, loadTaxonomy, type Taxonomy } from './taxonomy';
import { toPrefixTsquery } from './text-query';

/**
 * Listing pages and facet counts do not depend on the caller (only prices do), so they are
 * cached for a short while: a storefront's first pages and facets are asked again and again.
 */
const pageCache = cachePerDatabase<repo.CardRow[]>(2_000, 30_000);
const facetCache = cachePerDatabase<repo.FacetCountRow[]>(1_000, 30_000);

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
  const tsquery = query.q ? toPrefixTsquery(query.q) : null;
  return {
    categoryIds,
    brandIds,
    properties,
    tsquery,
    isEmpty: Boolean(query.q && !tsquery) || brandIds?.length === 0,
    selectedCategoryId,
    selectedBrandIds: new Set(brandIds ?? []),
    selectedTokens: new Set(properties.flatMap(([, tokens]) => tokens)),
  };
}

function facetsOf(counts: repo.FacetCountRow[], filter: ResolvedFilter, taxonomy: Taxonomy, lang: Language) {
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
  const collator = new Intl.Collator(lang === 'en' ? 'en' : 'nb', { numeric: true });
  const categories = (taxonomy.children.get(filter.selectedCategoryId) ?? [])
    .map((category) => ({
      slug: category.slug,
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

/** Cards in page order with the caller's from-prices (pure). */
export function toCards(
  rows: repo.CardRow[],
  prices: Map<string, FromPrice>,
  taxonomy: Taxonomy,
  lang: Language,
): ProductCard[] {
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

async function loadPage(
  db: Db,
  options: { filter: ResolvedFilter; query: ProductListQuery; lang: Language; context: PriceContext },
): Promise<repo.CardRow[]> {
  const { filter, query, context } = options;
  const sort = query.sort === 'relevance' && !filter.tsquery ? 'name' : query.sort;
  const isPriceSort = sort === 'price_asc' || sort === 'price_desc';
  const key = JSON.stringify([
    filter.categoryIds,
    filter.brandIds,
    filter.properties,
    filter.tsquery,
    sort,
    sort === 'name' ? options.lang : null,
    isPriceSort ? [context.market, context.currency, context.contractListId] : null,
    query.page,
    query.pageSize,
  ]);
  return pageCache(db).get(key, async () => {
    const ids = await repo.listProductIds(db, {
      filter,
      sort,
      lang: options.lang,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
      prices: context,
    });
    const cards = new Map((await repo.findProductCards(db, ids)).map((row) => [row.id, row]));
    return ids.map((id) => cards.get(id)).filter((row): row is repo.CardRow => Boolean(row));
  });
}

function loadFacetCounts(db: Db, filter: ResolvedFilter) {
  const key = JSON.stringify([filter.categoryIds, filter.brandIds, filter.properties, filter.tsquery]);
  return facetCache(db).get(key, () => repo.countFacets(db, filter));
}

/**
 * A page of products with facets for the storefront: filters by category (with its
 * subcategories), brands, facet properties and free text; each card carries the caller's
 * from-price. Sorting always ends with the product id, so paging is stable.
 */
export async function listProducts(
  db: Db,
  options: { caller: Caller; query: ProductListQuery; lang: Language },
): Promise<ProductList> {
  const { query, lang } = options;
  const context = await resolvePriceContext(db, {
    caller: options.caller,
    customerId: query.customerId,
    market: query.market,
  });
  const taxonomy = await loadTaxonomy(db);
  const filter = resolveFilter(query, taxonomy);
  const [page, counts] = filter.isEmpty
    ? [[], []]
    : await Promise.all([loadPage(db, { filter, query, lang, context }), loadFacetCounts(db, filter)]);
  const prices = await fromPrices(db, { context, productIds: page.map((row) => row.id) });
  const { total, facets } = facetsOf(counts, filter, taxonomy, lang);
  return { items: toCards(page, prices, taxonomy, lang), total, page: query.page, pageSize: query.pageSize, facets };
}
