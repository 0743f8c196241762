import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { markets } from '../../db/schema';

/** A market's code and zip-code format, or null when we do not sell there. */
export async function findMarket(db: Db, code: string): Promise<{ code: string; zipPattern: string } | null> {
  const [row] = await db
    .select({ code: markets.code, zipPattern: markets.zipPattern })
    .from(markets)
    .where(eq(markets.code, code));
  return row ?? null;
}
