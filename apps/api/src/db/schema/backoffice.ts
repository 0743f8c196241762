import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './common';
import { companies, contacts } from './customer';

export const standingChanges = ['blocked', 'unblocked', 'credit_limit'] as const;
export type StandingChange = (typeof standingChanges)[number];

/**
 * What the back office changed in a company's standing (docs/backoffice.md): blocking, unblocking and the credit
 * limit, each with the agent and the reason they gave. Written in the transaction of the change; only inserted.
 */
export const customerStandingEvents = pgTable(
  'customer_standing_events',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    change: text('change').$type<StandingChange>().notNull(),
    /** The credit limit before and after (minor units of the company's currency); null for block changes. */
    creditLimitBefore: bigint('credit_limit_before', { mode: 'number' }),
    creditLimitAfter: bigint('credit_limit_after', { mode: 'number' }),
    reason: text('reason').notNull(),
    by: uuid('by')
      .notNull()
      .references(() => contacts.id),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('customer_standing_events_company_idx').on(t.companyId, t.at.desc())],
);
