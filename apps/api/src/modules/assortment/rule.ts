// The one assortment rule (docs/catalog.md, "Assortments"): which products a company sees. Every path a product comes
// through asks it here, as a SQL condition (listings, counts) or through visibleProductIds (everything else).
import { type SQL, sql } from 'drizzle-orm';
import { tableAlias } from '../../db/prepared';

/** Ids a rule set names, categories already expanded to their subcategories. */
export type RuleTargets = { categoryIds: string[]; brandIds: string[]; productIds: string[] };

/** An assortment resolved for checking: what it includes (null: everything) and what it excludes. */
export type Assortment = {
  id: string;
  /** Identifies this version of the assortment in cache keys (id and last change). */
  key: string;
  include: RuleTargets | null;
  exclude: RuleTargets;
};

const isEmpty = (targets: RuleTargets) =>
  targets.categoryIds.length === 0 && targets.brandIds.length === 0 && targets.productIds.length === 0;

const uuids = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;

/**
 * The condition "the product of alias `p` is in the assortment": in one of the included categories, brands or
 * products (when there are inclusions at all) and in none of the excluded ones. An exclusion always wins.
 * `alias` is a table alias of `products` in the caller's query.
 */
export function inAssortment(assortment: Assortment, alias = 'p'): SQL {
  const p = tableAlias(alias);
  const parts: SQL[] = [];
  const { include, exclude } = assortment;
  if (include) {
    // An assortment with inclusions whose targets are all gone includes nothing (never the whole catalog).
    const any: SQL[] = [sql`false`];
    if (include.categoryIds.length) any.push(sql`${p}.category_id = any(${uuids(include.categoryIds)})`);
    if (include.brandIds.length) any.push(sql`coalesce(${p}.brand_id = any(${uuids(include.brandIds)}), false)`);
    if (include.productIds.length) any.push(sql`${p}.id = any(${uuids(include.productIds)})`);
    parts.push(sql`(${sql.join(any, sql` or `)})`);
  }
  if (exclude.categoryIds.length) parts.push(sql`${p}.category_id <> all(${uuids(exclude.categoryIds)})`);
  if (exclude.brandIds.length) {
    parts.push(sql`(${p}.brand_id is null or ${p}.brand_id <> all(${uuids(exclude.brandIds)}))`);
  }
  if (exclude.productIds.length) parts.push(sql`${p}.id <> all(${uuids(exclude.productIds)})`);
  return parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`true`;
}

/**
 * How the assortment treats the products of one (category, brand) cell, by its category and brand rules alone:
 * `in` — all of them but its excluded products; `open` — only its included products (not excluded); `out` — none.
 * The same rule as inAssortment, cell by cell (listing-cells.ts sums facet counts and walks name orders by cell).
 */
export type CellState = 'in' | 'open' | 'out';

/** The rule of one assortment as sets, checked per cell and per product in memory (what inAssortment says in SQL). */
export type AssortmentRule = {
  cellState: (categoryId: string, brandId: string | null) => CellState;
  /** Whether a product of a cell in that state is in the assortment. */
  admits: (state: CellState, productId: string) => boolean;
  /** The products whose own rules decide (included or excluded by id): the few a cell's state does not settle. */
  productIds: string[];
};

export function assortmentRule(assortment: Assortment): AssortmentRule {
  const { include, exclude } = assortment;
  const includedCategories = new Set(include?.categoryIds);
  const includedBrands = new Set(include?.brandIds);
  const includedProducts = new Set(include?.productIds);
  const excludedCategories = new Set(exclude.categoryIds);
  const excludedBrands = new Set(exclude.brandIds);
  const excludedProducts = new Set(exclude.productIds);
  return {
    cellState: (categoryId, brandId) => {
      if (excludedCategories.has(categoryId) || (brandId !== null && excludedBrands.has(brandId))) return 'out';
      // A null brand is never included by a brand rule (inAssortment's coalesce) nor excluded by one.
      const isIncluded =
        !include || includedCategories.has(categoryId) || (brandId !== null && includedBrands.has(brandId));
      return isIncluded ? 'in' : 'open';
    },
    admits: (state, productId) =>
      state !== 'out' && !excludedProducts.has(productId) && (state === 'in' || includedProducts.has(productId)),
    productIds: [...new Set([...includedProducts, ...excludedProducts])],
  };
}

/** Whether the assortment restricts anything at all (no rules: the whole catalog). */
export const restricts = (assortment: Assortment) => assortment.include !== null || !isEmpty(assortment.exclude);
