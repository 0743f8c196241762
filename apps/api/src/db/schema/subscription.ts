import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { carts } from './cart';
import { createdAt, id, updatedAt } from './common';
import { addresses, companies, contacts } from './customer';
import { orders } from './order';

export const subscriptionStatuses = ['active', 'paused', 'ended'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const subscriptionRunStatuses = ['ordered', 'failed', 'skipped'] as const;
export type SubscriptionRunStatus = (typeof subscriptionRunStatuses)[number];

/**
 * A recurring order (docs/subscriptions.md): a cart template (a carts row of kind 'subscription_template')
 * ordered every `intervalWeeks` weeks for the delivery date `nextDate` (before moving it off holidays).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The owner: orders are placed in their name and need their buyer (or admin) role. */
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id),
    name: text('name'),
    intervalWeeks: integer('interval_weeks').notNull(),
    /** The next scheduled delivery date (on the route weekday; the order may move it off a holiday). */
    nextDate: date('next_date', { mode: 'string' }).notNull(),
    deliveryAddressId: uuid('delivery_address_id')
      .notNull()
      .references(() => addresses.id),
    paymentMethod: text('payment_method').notNull().default('invoice'),
    status: text('status').$type<SubscriptionStatus>().notNull().default('active'),
    /** Why it is paused (a person's note, or owner_lost_access when the job paused it). */
    pausedReason: text('paused_reason'),
    endedReason: text('ended_reason'),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    endedBy: uuid('ended_by').references(() => contacts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_company_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    index('subscriptions_due_idx').on(t.nextDate).where(sql`${t.status} = 'active'`),
  ],
);

/** One period of a subscription: ordered once, or recorded as failed/skipped. The unique key makes it once. */
export const subscriptionRuns = pgTable(
  'subscription_runs',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** The period's scheduled date (the key); `deliveryDate` is where the calendar moved it. */
    scheduledDate: date('scheduled_date', { mode: 'string' }).notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    status: text('status').$type<SubscriptionRunStatus>().notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Error code when failed or skipped (e.g. checkout_blocked, missed, owner_lost_access). */
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscription_runs_period_uq').on(t.subscriptionId, t.scheduledDate)],
);
