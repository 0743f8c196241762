// A product's names as the caches follow them (docs/decisions/006-caches.md, "Scoped changes"): a name edited in the
// back office or by an import changes what shows the product (its card, its page, a listing page or search answer with
// it), where it stands in the name order of every listing that holds it, and what search finds; not a count, a facet,
// the taxonomy, a price, another product's page, or a listing of other categories. Its codes (product number, EANs)
// reach the same, but for the order: what shows them and what search finds by them. So it moves the product's part
// (`p:<id>`) and its category's (`c:<id>`, and `c:*`, which every listing of all categories follows) in the `names`
// namespace, and drops search's caches (`search`). Before, each such edit dropped the whole catalog on every node and
// every page the web nodes kept.
import type { DbOrTx } from '../../db';
import { changedAfter, invalidateCaches, PRODUCT_PART, scopeIds, scopeVersion } from '../../lib/cache';
import * as repo from './repository';

/** The part of the products of one category (`c:<id>`) in `names`: the listings holding that category follow it. */
const CATEGORY_PART = 'c:';
/** The part every listing not narrowed to categories follows (`c:*`): any product's name moves it. */
const EVERY_CATEGORY = '*';
/** Products named in one invalidation, with their categories: the other nodes hear it as one notification. */
const PRODUCTS_PER_CHANGE = 50;

/** The categories a rename's parts (`scopes`) name: those of the renamed products. */
export const renamedCategories = (scopes: readonly string[]): string[] =>
  scopeIds(scopes, CATEGORY_PART).filter((id) => id !== EVERY_CATEGORY);

/** The parts of `names` a listing's name order follows: its categories (with their subcategories), else all. */
const categoryParts = (categoryIds: readonly string[] | null) => categoryIds ?? [EVERY_CATEGORY];

/** Whether the names of any of these products changed after `at` (the change clock when its answer read them). */
export const namesChangedAfter = (productIds: readonly string[], at: number) =>
  changedAfter('names', PRODUCT_PART, productIds, at);

/** The version of one product's names: in the key of what shows it alone (its listing card). */
export const productNamesVersion = (productId: string) => scopeVersion('names', PRODUCT_PART + productId);

/**
 * Whether a product of a listing of these categories (null: all) was renamed after `at`: its name order moved (a
 * name-sorted answer checked on read).
 */
export const listingNamesChangedAfter = (categoryIds: readonly string[] | null, at: number) =>
  changedAfter('names', CATEGORY_PART, categoryParts(categoryIds), at);

/**
 * The version of a listing's name order: the latest rename among its categories (null: all), held by what holds that
 * order (the listing's ids by name, its stretches by cells), which is read again when it moved. The change clock only
 * grows and a part's change is forgotten oldest first, so the latest moves with every rename in the listing and never
 * comes back.
 */
export const listingNamesVersion = (categoryIds: readonly string[] | null) =>
  Math.max(0, ...categoryParts(categoryIds).map((id) => scopeVersion('names', CATEGORY_PART + id)));

/**
 * The names or codes of these products (or of their variants) changed, and nothing else a listing counts or filters
 * by: on every node, what shows them (their cards and pages, listing pages and search answers with them), the name
 * orders of the listings holding their categories and search's caches go; the web drops the pages that show them,
 * those listings' pages and every search. Call it after the change committed and the products were indexed again
 * (`indexProducts(…, { reach: 'texts' })`). Without their categories (the read failed), the whole catalog.
 */
export async function changedNames(db: DbOrTx, productIds: readonly string[]) {
  invalidateCaches('search');
  const ids = [...new Set(productIds)];
  for (let at = 0; at < ids.length; at += PRODUCTS_PER_CHANGE) {
    const some = ids.slice(at, at + PRODUCTS_PER_CHANGE);
    const categories = await repo.findCategoriesOf(db, some).catch(() => null);
    if (!categories) {
      invalidateCaches('catalog');
      return;
    }
    invalidateCaches('names', {
      scopes: [
        ...some.map((id) => PRODUCT_PART + id),
        ...[...categories, EVERY_CATEGORY].map((id) => CATEGORY_PART + id),
      ],
    });
  }
}
