// A product's texts as the caches follow them (docs/decisions/006-caches.md, "Scoped changes"): a description edited in
// the back office, or a content enrichment that joins the product's search document, changes what search finds and
// what the product's own page says, and nothing a listing counts, orders or shows on a card. So it drops search's
// caches (`search`: text passes, text matches, search and autocomplete answers, listings with a text) and the
// product's page (`texts`, named per product), and keeps the taxonomy, facet and cell counts, name orders, cards and
// every listing page without a text. Before, each such edit dropped the whole catalog on every node and every page
// the web nodes kept.
import { cacheGeneration, changedAfter, invalidateCaches, invalidateProducts, PRODUCT_PART } from '../../lib/cache';

/** Whether the texts of any of these products changed after `at` (the change clock when its answer read them). */
export const textsChangedAfter = (productIds: readonly string[], at: number) =>
  changedAfter('texts', PRODUCT_PART, productIds, at);

/**
 * What search's answers were found with: moves with every change of the indexed texts (a description, an
 * enrichment) and of the catalog (a whole invalidation drops search's caches too). In the key of what holds a text's
 * matches but follows the catalog alone (a listing's answer, counts and order for a text).
 */
export const searchVersion = () => cacheGeneration('search');

/**
 * The texts of these products changed (their description, their enrichments) and their search documents were
 * indexed again: on every node, search's caches go (`search`, whole: which query matches the new words cannot be
 * told) and the product pages of these products are built again (`texts`, checked on read); the web drops those
 * pages and its kept searches. Call it after the change committed (`indexProducts(…, { reach: 'texts' })` drops
 * `search` inside the transaction too).
 */
export function changedTexts(productIds: readonly string[]) {
  invalidateCaches('search');
  invalidateProducts('texts', productIds);
}
