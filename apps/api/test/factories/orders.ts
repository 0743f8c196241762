// Orders as rows, for tests that need an order to exist (a ticket about it, a back-office list) but not its making.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db';
import { orders } from '../../src/db/schema';

const unique = () => randomBytes(4).toString('hex');

/** A placed order of a company, bare (no lines): what a support ticket may refer to. */
export async function createOrderRow(database: Database, companyId: string, contactId: string) {
  const [order] = await database.db
    .insert(orders)
    .values({
      orderNumber: `T${unique()}`,
      companyId,
      contactId,
      department: 'main',
      market: 'NO',
      currency: 'NOK',
      net: 10_000,
      vat: [{ rate: 2500, base: 10_000, vat: 2_500 }],
      gross: 12_500,
    })
    .returning();
  return order!;
}
