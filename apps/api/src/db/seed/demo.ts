import type { Db } from '..';
import { seedReference } from './reference';

export type SeedOptions = {
  products?: number;
  log?: (message: string) => void;
};

/** Deterministic demo data (placeholder: reference data only until the catalog seed lands). */
export async function seedDemo(db: Db, options: SeedOptions = {}) {
  await seedReference(db);
  options.log?.('reference data seeded');
}
