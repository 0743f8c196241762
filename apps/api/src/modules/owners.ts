import { eq } from 'drizzle-orm';
import { companies } from '../db/schema';
import type { RoutesPlugin } from '../lib/context';

/** Owner resolvers shared by several domains. Domain-specific kinds register in their own routes file. */
export const sharedOwners: RoutesPlugin = (app) => {
  app.registerOwner('company', async ({ db }, id) => {
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
    return row ? { companyId: row.id } : null;
  });
};
