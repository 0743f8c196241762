import { eq, max } from 'drizzle-orm';
import type { Db } from '../../db';
import { cartLines, markets, variants } from '../../db/schema';

/** A market's code and zip-code format, or null when we do not sell there. */
export async function findMarket(db: Db, code: string): Promise<{ code: string; zipPattern: string } | null> {
  const [row] = await db
    .select({ code: markets.code, zipPattern: markets.zipPattern })
    .from(markets)
    .where(eq(markets.code, code));
  return row ?? null;
}

/** The largest lead time (working days) of a cart's items; 0 for an empty cart. */
export async function cartLeadTimeDays(db: Db, cartId: string): Promise<number> {
  const [row] = await db
    .select({ days: max(variants.leadTimeDays) })
    .from(cartLines)
    .innerJoin(variants, eq(variants.sku, cartLines.sku))
    .where(eq(cartLines.cartId, cartId));
  return Math.max(0, row?.days ?? 0);
}
