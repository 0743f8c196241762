import { sql } from 'drizzle-orm';
import type { Db } from '..';
import { markets } from '../schema';
import { type SeedOptions, seedDemo } from './demo';

/** Seeds demo data when the database has no markets yet; returns whether it seeded. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(markets);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db, options);
  return true;
}
