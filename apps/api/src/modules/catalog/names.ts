// A product's names as the caches follow them (docs/decisions/006-caches.md, "Scoped changes"): a name edited in the
// back office or by an import changes where the product stands in every name order, what search finds, and its own
// page and card; not a count, a facet, the taxonomy, a price or any other product's page. So it drops what orders or
// lists products by name (`names`: listing orders, page ids and answers, search's word expansions, whole at any name's
// change: lib/cache.ts `WHOLE_ON_PARTS`) and search's caches (`search`), and the product's own page and card by its
// part. Kept carts need nothing: their key holds their lines' names, read anew on each read (cart/view.ts). Before,
// each such edit dropped the whole catalog on every node and every page the web nodes kept.
import { changedAfter, invalidateCaches, invalidateProducts, PRODUCT_PART, scopeVersion } from '../../lib/cache';

/** Whether the names of any of these products changed after `at` (the change clock when its answer read them). */
export const namesChangedAfter = (productIds: readonly string[], at: number) =>
  changedAfter('names', PRODUCT_PART, productIds, at);

/** The version of one product's names: in the key of what shows it alone (its listing card). */
export const productNamesVersion = (productId: string) => scopeVersion('names', PRODUCT_PART + productId);

/**
 * The names of these products (or of their variants) changed, and nothing else a listing counts or filters by: on
 * every node the name orders and the pages through them and search's caches go, and these products' pages
 * and cards are built again; the web drops the pages that show them, every listing and every search. Call it after
 * the change committed and the products were indexed again (`indexProducts(…, { reach: 'texts' })`).
 */
export function changedNames(productIds: readonly string[]) {
  invalidateCaches('search');
  invalidateProducts('names', productIds);
}
