import type { Db } from '../../db';
import type { Caller } from '../../lib/access';
import { type Assortment, assortmentOf } from '../assortment';
import { type PriceContext, pricingKey, resolvePriceContext } from '../price';

/**
 * What decides a catalog answer that everyone who sees the catalog alike may share (listing pages, search,
 * autocomplete, product pages): the price context (market, currency, contract list; the caller's prices follow
 * nothing else) and the company's assortment (docs/catalog.md, "Assortments"), never the person. `key` is what a
 * cached answer's key holds of it: with the versions of its prices (`pricingKey`), so a change to one contract
 * list's prices reaches only the answers that show them.
 */
export async function answerScope(
  db: Db,
  options: { caller: Caller; customerId?: string; market?: string },
): Promise<{ context: PriceContext; assortment: Assortment | null; key: readonly unknown[] }> {
  const context = await resolvePriceContext(db, options);
  const assortment = await assortmentOf(db, context.customerId);
  return {
    context,
    assortment,
    key: [pricingKey(context), assortment?.key ?? null],
  };
}
