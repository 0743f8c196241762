import { bigint, boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common';
import { addresses, companies } from './customer';

/**
 * A company's department or cost centre (docs/approvals.md, "Cost centres"): an order field, with its own delivery
 * address and spending limits (net, company currency; null = none). Never deleted, only deactivated: orders name it.
 */
export const costCentres = pgTable(
  'cost_centres',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    deliveryAddressId: uuid('delivery_address_id').references(() => addresses.id),
    perOrder: bigint('per_order', { mode: 'number' }),
    perMonth: bigint('per_month', { mode: 'number' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cost_centres_company_code_uq').on(t.companyId, t.code)],
);

/** What an order keeps of its cost centre. */
export type CostCentreSnapshot = { id: string; code: string; name: string };
