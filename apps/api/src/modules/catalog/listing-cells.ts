// A listing for a company with its own assortment, from parts every company shares (docs/catalog.md, "Listings at
// scale"). Every category or brand rule of an assortment is a union of (category, brand) cells, so its facet counts
// are sums of per-cell counts taken once per listing, and its pages are the listing's one name order with the
// products of the cells it does not see skipped. Its product rules name a few products more or less: those are read
// and counted one by one. The cost of a listing then grows with its cells, not with the companies or their products.
import type { Db } from '../../db';
import { cachePerDatabase } from '../../lib/cache';
import type { Language } from '../../lib/i18n';
import { type Assortment, type AssortmentRule, ruleOf } from '../assortment';
import { listingNamesVersion } from './names';
import * as repo from './repository';

/**
 * The shared parts depend on the catalog alone (no company, no price): any catalog change drops them on every node
 * within a second (invalidateCaches('catalog')), so they keep 5 minutes, the TTL only bounding a lost notification.
 * A rename moves only the name orders of the listings holding the product's category: their stretches are read
 * again in place (names.ts). Cell counts are the whole catalog's (331 cells and 8,417 cell values at 1,000,000
 * products: 0.4 s and 2.3 s to count), per set of property filters; name order stretches of up to 8,192 ids (0.3 MB as a fixed-width string)
 * per listing: 150 of them are 45 MB at most, a few MB in practice (most are a listing's first 1,024 ids, 37 kB).
 * Without property filters the counts are one entry each, loaded once like the taxonomy's counts (so they stay on
 * with CACHES=off); with them, one per set of filters.
 */
const SHARED_TTL_MS = 5 * 60_000;
const catalogCellsCache = cachePerDatabase<CellTable>({ namespace: 'catalog', max: 1, ttlMs: SHARED_TTL_MS });
const catalogValuesCache = cachePerDatabase<CellTable>({
  namespace: 'catalog',
  max: 1,
  ttlMs: SHARED_TTL_MS,
});
const cellCountCache = cachePerDatabase<CellTable>({ namespace: 'catalog', max: 300, ttlMs: SHARED_TTL_MS });
const orderChunkCache = cachePerDatabase<OrderChunk>({ namespace: 'catalog', max: 150, ttlMs: SHARED_TTL_MS });
/** The products an assortment's product rules name, per assortment version (a few rows). */
const ruleProductCache = cachePerDatabase<repo.RuleProductRow[]>({ namespace: 'catalog', max: 5_000, ttlMs: 30_000 });

/** Turns the cell path off (back to counting and sorting per assortment in SQL) should it ever need to be. */
export const LISTING_BY_CELLS = true;

/** The filters of a listing the cells serve: no free text (its matches are counted per listing as before). */
export type CellFilter = Pick<repo.ListingFilter, 'categoryIds' | 'brandIds' | 'properties'>;

const UUID_LENGTH = 36;
type Cursor = { name: string; id: string } | null;
/**
 * A stretch of the shared order: ids as one fixed-width string, each one's cell, where the next begins, and the
 * version of the listing's name order it was read at (`listingNamesVersion`).
 */
type OrderChunk = {
  ids: string;
  cellIndexes: Uint16Array;
  cells: repo.NameOrderChunk['cells'];
  isLast: boolean;
  last: Cursor;
  names: number;
};

/** Stretches grow 1,024, 2,048, … up to 8,192 ids: most pages sit in the first, deep ones take few queries. */
const FIRST_CHUNK = 1_024;
const chunkSize = (first: number, index: number) => first * 2 ** Math.min(index, 3);
/**
 * Beyond this many ids of the shared order, a page is taken in SQL per assortment as before (listProductIds): an
 * assortment that sees a sliver of a large listing, or a page deep into one, would walk most of it.
 */
export const MAX_WALKED_IDS = 31_744;

const keyOf = (token: string) => {
  const at = token.indexOf('=');
  return at < 0 ? token : token.slice(0, at);
};

/**
 * Cell counts as kept: each distinct cell and value once, each row pointing at them by index, so a company's sums
 * judge a few hundred cells and then add thousands of rows into an array (judging each row and summing into a Map
 * was a third of a listing's CPU).
 */
type CellTable = {
  cells: [categoryId: string, brandId: string | null][];
  cellOf: Uint32Array;
  /** The facet value tokens (none for the `cells` part), and each row's. */
  values: string[];
  valueOf: Uint32Array;
  counts: Uint32Array;
};

function toTable(rows: repo.CellCountRow[]): CellTable {
  const cellIndex = new Map<string, number>();
  const valueIndex = new Map<string, number>();
  const table: CellTable = {
    cells: [],
    cellOf: new Uint32Array(rows.length),
    values: [],
    valueOf: new Uint32Array(rows.length),
    counts: Uint32Array.from(rows, (row) => row.n),
  };
  rows.forEach((row, at) => {
    const key = `${row.categoryId}|${row.brandId ?? ''}`;
    let cell = cellIndex.get(key);
    if (cell === undefined) {
      cell = table.cells.length;
      cellIndex.set(key, cell);
      table.cells.push([row.categoryId, row.brandId]);
    }
    table.cellOf[at] = cell;
    if (row.val === null) return;
    let value = valueIndex.get(row.val);
    if (value === undefined) {
      value = table.values.length;
      valueIndex.set(row.val, value);
      table.values.push(row.val);
    }
    table.valueOf[at] = value;
  });
  return table;
}

const sharedKey = (filter: CellFilter, ...rest: unknown[]) =>
  JSON.stringify([filter.categoryIds, filter.brandIds, filter.properties, ...rest]);

/**
 * The whole catalog's cell counts under property tokens: every listing with the same ones (all of them without
 * property filters) reads its categories' cells from one entry, so a cold node counts the catalog once, not once per
 * category page.
 */
function loadCells(db: Db, properties: CellFilter['properties'], part: repo.CellPart) {
  const load = async () => toTable(await repo.countCells(db, { categoryIds: null, properties }, part));
  if (properties.length === 0 && part.kind === 'cells') return catalogCellsCache(db).get('', load);
  if (properties.length === 0 && part.kind === 'props') return catalogValuesCache(db).get('', load);
  return cellCountCache(db).get(JSON.stringify([part, properties]), load);
}

function loadRuleProducts(db: Db, assortment: Assortment, rule: AssortmentRule) {
  if (rule.productIds.length === 0) return Promise.resolve([]);
  return ruleProductCache(db).get(assortment.key, () => repo.findRuleProducts(db, rule.productIds));
}

/**
 * An assortment's active products per category and per brand, as `countAssortment` counts them in SQL (its taxonomy's
 * counts: category tree, brand list, autocomplete's categories): the whole catalog's cell counts summed over the
 * cells its category and brand rules let through, and its product rules' few products added or taken out. A company's
 * first menu or autocomplete read every product row per assortment before: 76–219 ms of a parallel scan at 1,000,000
 * products on a quiet machine, for each of 1,000 companies' assortments every 30 s; now 0.4–2 ms once the catalog's
 * cell counts are loaded (issue 18, 2026-11-27 afternoon).
 */
export async function countAssortmentByCells(db: Db, assortment: Assortment): Promise<repo.VisibleCountRow[]> {
  const rule = ruleOf(assortment);
  const [cells, ruleProducts] = await Promise.all([
    loadCells(db, [], { kind: 'cells' }),
    loadRuleProducts(db, assortment, rule),
  ]);
  const byCategory = new Map<string, number>();
  const byBrand = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  cells.cells.forEach(([categoryId, brandId], cell) => {
    if (rule.cellState(categoryId, brandId) !== 'in') return;
    add(byCategory, categoryId, cells.counts[cell]!);
    if (brandId !== null) add(byBrand, brandId, cells.counts[cell]!);
  });
  // An excluded product of a whole cell counts -1, an included one of a cell the other rules leave out +1.
  for (const product of ruleProducts) {
    const state = rule.cellState(product.categoryId, product.brandId);
    const change = (rule.admits(state, product.id) ? 1 : 0) - (state === 'in' ? 1 : 0);
    if (change === 0) continue;
    add(byCategory, product.categoryId, change);
    if (product.brandId !== null) add(byBrand, product.brandId, change);
  }
  const rows = (map: Map<string, number>, dim: 'categoryId' | 'brandId') =>
    [...map].filter(([, n]) => n > 0).map(([id, n]) => ({ categoryId: null, brandId: null, [dim]: id, n }));
  return [...rows(byCategory, 'categoryId'), ...rows(byBrand, 'brandId')];
}

/**
 * The facet counts of a listing as countFacets counts them with the assortment in SQL (each part under every filter
 * but its own), and the listing's total without the assortment. One difference nobody sees: categories are counted
 * only within the listing's category (facetsOf shows that category's children, and a count rolls up only to its
 * own ancestors), so a category listing never counts the whole catalog.
 */
export async function countFacetsByCells(
  db: Db,
  filter: CellFilter,
  assortment: Assortment,
): Promise<{ rows: repo.FacetCountRow[]; listingTotal: number }> {
  const rule = ruleOf(assortment);
  const filteredKeys = filter.properties.map(([key]) => key);
  const [cells, props, perKey, ruleProducts] = await Promise.all([
    loadCells(db, filter.properties, { kind: 'cells' }),
    loadCells(db, filter.properties, { kind: 'props', exceptKeys: filteredKeys }),
    Promise.all(
      filteredKeys.map((key) =>
        loadCells(
          db,
          filter.properties.filter(([other]) => other !== key),
          { kind: 'prop', key },
        ),
      ),
    ),
    loadRuleProducts(db, assortment, rule),
  ]);
  const brandIds = filter.brandIds ? new Set(filter.brandIds) : null;
  const categoryIds = filter.categoryIds ? new Set(filter.categoryIds) : null;
  const inBrands = (brandId: string | null) => !brandIds || (brandId !== null && brandIds.has(brandId));
  const inCategories = (categoryId: string) => !categoryIds || categoryIds.has(categoryId);
  let total = 0;
  let listingTotal = 0;
  const byCategory = new Map<string, number>();
  const byBrand = new Map<string, number>();
  const byValue = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);

  // Whole cells: those the category and brand rules let through (their excluded products taken out below).
  cells.cells.forEach(([categoryId, brandId], cell) => {
    if (!inCategories(categoryId)) return;
    const n = cells.counts[cell]!;
    if (inBrands(brandId)) listingTotal += n;
    if (rule.cellState(categoryId, brandId) !== 'in') return;
    if (inBrands(brandId)) {
      total += n;
      add(byCategory, categoryId, n);
    }
    if (brandId !== null) add(byBrand, brandId, n);
  });
  for (const table of [props, ...perKey]) {
    const isCounted = table.cells.map(
      ([categoryId, brandId]) =>
        inCategories(categoryId) && inBrands(brandId) && rule.cellState(categoryId, brandId) === 'in',
    );
    const sums = new Uint32Array(table.values.length);
    for (let at = 0; at < table.counts.length; at++) {
      if (isCounted[table.cellOf[at]!]) sums[table.valueOf[at]!]! += table.counts[at]!;
    }
    table.values.forEach((value, index) => {
      if (sums[index]! > 0) add(byValue, value, sums[index]!);
    });
  }

  // Products the product rules decide: an excluded one of a whole cell counts -1, an included one of a cell the
  // other rules leave out +1, under the same filters as its part.
  const hasTokens = (values: string[], exceptKey: string | null) =>
    filter.properties.every(([key, tokens]) => key === exceptKey || tokens.some((token) => values.includes(token)));
  for (const product of ruleProducts) {
    const state = rule.cellState(product.categoryId, product.brandId);
    const isCounted = state === 'in';
    const isVisible = rule.admits(state, product.id);
    if (isCounted === isVisible) continue;
    if (!inCategories(product.categoryId)) continue;
    const delta = isVisible ? 1 : -1;
    const isInBrands = inBrands(product.brandId);
    if (hasTokens(product.facetValues, null)) {
      if (isInBrands) {
        total += delta;
        add(byCategory, product.categoryId, delta);
        for (const value of product.facetValues) {
          if (!filteredKeys.includes(keyOf(value))) add(byValue, value, delta);
        }
      }
      if (product.brandId !== null) add(byBrand, product.brandId, delta);
    }
    if (!isInBrands) continue;
    for (const key of filteredKeys) {
      if (!hasTokens(product.facetValues, key)) continue;
      for (const value of product.facetValues) if (keyOf(value) === key) add(byValue, value, delta);
    }
  }

  const rows: repo.FacetCountRow[] = [{ dim: 'total', val: null, n: total }];
  for (const [dim, counts] of [
    ['category', byCategory],
    ['brand', byBrand],
    ['prop', byValue],
  ] as const) {
    for (const [val, n] of counts) if (n > 0) rows.push({ dim, val, n });
  }
  return { rows, listingTotal };
}

/**
 * A stretch of a listing's name order. `names`: the version of that order (`listingNamesVersion`), one for the whole
 * walk; a stretch read at another is read again in place, as the listing's whole order is (listing-service.ts), not
 * kept under a key per version until the LRU lets it go.
 */
function loadChunk(
  db: Db,
  options: { filter: CellFilter; lang: Language; first: number; index: number; after: Cursor; names: number },
): Promise<OrderChunk> {
  const { filter, lang, first, index, after, names } = options;
  return orderChunkCache(db).get(
    sharedKey(filter, lang, first, index),
    async () => {
      const limit = chunkSize(first, index);
      const chunk = await repo.listNameOrder(db, { filter, lang, after, limit });
      return {
        ids: chunk.ids.join(''),
        cellIndexes: Uint16Array.from(chunk.cellIndexes),
        cells: chunk.cells,
        isLast: chunk.ids.length < limit,
        last: chunk.last,
        names,
      };
    },
    (kept) => kept.names === names,
  );
}

/**
 * One page of a name-sorted listing for the assortment, walking the listing's shared name order and keeping the
 * products the assortment admits; null when the walk would pass MAX_WALKED_IDS (the caller sorts in SQL instead).
 * `total` is the assortment's count in the listing, `listingTotal` the listing's without it.
 */
export async function pageByCells(
  db: Db,
  options: {
    filter: CellFilter;
    assortment: Assortment;
    lang: Language;
    offset: number;
    limit: number;
    total: number;
    listingTotal: number;
    /** The first stretch's length (tests walk many small ones). */
    firstChunk?: number;
  },
): Promise<string[] | null> {
  const { filter, offset, limit, total } = options;
  if (offset >= total) return [];
  const wanted = Math.min(offset + limit, total);
  // The walk passes about wanted ÷ share of the listing's products.
  if ((wanted * options.listingTotal) / total > MAX_WALKED_IDS) return null;
  const rule = ruleOf(options.assortment);
  const ids: string[] = [];
  let seen = 0;
  let walked = 0;
  let after: Cursor = null;
  const names = listingNamesVersion(filter.categoryIds);
  for (let index = 0; walked < MAX_WALKED_IDS; index++) {
    const chunk = await loadChunk(db, {
      filter,
      lang: options.lang,
      first: options.firstChunk ?? FIRST_CHUNK,
      index,
      after,
      names,
    });
    const states = chunk.cells.map(([categoryId, brandId]) => rule.cellState(categoryId, brandId));
    const count = chunk.cellIndexes.length;
    for (let at = 0; at < count; at++) {
      const state = states[chunk.cellIndexes[at]!]!;
      if (state === 'out') continue;
      const id = chunk.ids.slice(at * UUID_LENGTH, (at + 1) * UUID_LENGTH);
      if (!rule.admits(state, id)) continue;
      if (seen++ >= offset) ids.push(id);
      if (ids.length === limit || seen === wanted) return ids;
    }
    walked += count;
    if (chunk.isLast) return ids;
    after = chunk.last;
  }
  return null;
}
