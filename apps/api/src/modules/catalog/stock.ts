// Stock levels and lead times as the caches follow them (docs/decisions/006-caches.md, "Scoped changes"): a change of
// a few products' availability moves only their part of the `stock` namespace, so the answers showing those products
// are built again and every other catalog cache stays (the taxonomy, facet counts, name orders, search's passes and
// every other product's cards and pages). A wholesaler's stock moves all day (the ERP's feed, the back office's form);
// before, each change dropped the whole catalog on every node and every web page with it.
import { changedAfter, invalidateProducts, PRODUCT_PART, scopeVersion } from '../../lib/cache';

/** Whether the stock or lead time of any of these products changed after `at` (the change clock when it was read). */
export const stockChangedAfter = (productIds: readonly string[], at: number) =>
  changedAfter('stock', PRODUCT_PART, productIds, at);

/** The version of one product's stock: in the key of what shows it alone (its listing card). */
export const productStockVersion = (productId: string) => scopeVersion('stock', PRODUCT_PART + productId);

/**
 * The stock or lead times of these products' variants changed (and nothing else of theirs): on every node, the
 * answers that show them are built again (listing pages, search answers and product pages showing one, checked on
 * read; their cards, by version), and the web drops the pages that show them. Kept carts need nothing: their key
 * holds their lines' stock and lead times, read anew on each read. Call it after the change committed.
 */
export const changedStock = (productIds: readonly string[]) => invalidateProducts('stock', productIds);
