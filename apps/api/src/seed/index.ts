import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { companies, products } from '../db/schema';
import { type SeedOptions, seedDemo } from './demo';

export type { SeedOptions, SeedSummary } from './demo';
export { seedDemo } from './demo';
export { addDemoPictures, type DemoPictures } from './media';

/** Whether the database holds no catalog and no customers (reference data alone counts as empty). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [product] = await db.select({ one: sql`1` }).from(products).limit(1);
  const [company] = await db.select({ one: sql`1` }).from(companies).limit(1);
  return !product && !company;
}

/** Seeds demo data when the database is empty; returns whether it seeded. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDemo(db, options);
  return true;
}
