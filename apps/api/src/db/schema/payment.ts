import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { carts } from './cart';
import { createdAt, id, updatedAt } from './common';
import { companies, contacts } from './customer';
import { orders } from './order';

/** Derived from the amounts (docs/payments.md): later states win, so late webhooks never move it back. */
export const paymentStatuses = ['created', 'reserved', 'charged', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * One card payment at the provider for one version and total of one cart. A row exists only for a payment the
 * provider created (no half-made rows); the unique live (cart, version, amount) makes an unchanged cart reuse it.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id(),
    provider: text('provider').notNull().default('nets'),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id),
    cartVersion: integer('cart_version').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    paymentId: text('payment_id').notNull(),
    hostedPaymentPageUrl: text('hosted_payment_page_url').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    reservedAmount: bigint('reserved_amount', { mode: 'number' }).notNull().default(0),
    chargedAmount: bigint('charged_amount', { mode: 'number' }).notNull().default(0),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    cancelledAmount: bigint('cancelled_amount', { mode: 'number' }).notNull().default(0),
    orderId: uuid('order_id').references(() => orders.id),
    /** Why the payment ended without an order (e.g. the reconciliation found the cart changed). */
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_transactions_payment_uq').on(t.provider, t.paymentId),
    // One live payment per cart version and total; a released or ended one no longer blocks a new payment.
    uniqueIndex('payment_transactions_cart_version_uq')
      .on(t.cartId, t.cartVersion, t.amount)
      .where(sql`${t.note} is null and ${t.status} in ('created', 'reserved', 'charged')`),
    uniqueIndex('payment_transactions_order_uq').on(t.orderId),
    // The reconciliation job's scan: payments without an order.
    index('payment_transactions_open_idx')
      .on(t.createdAt)
      .where(sql`${t.orderId} is null and ${t.status} in ('created', 'reserved')`),
  ],
);

/** Webhook events received, each once by its id (duplicates are answered 200 and ignored). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull().default('nets'),
  event: text('event').notNull(),
  paymentId: text('payment_id').notNull(),
  body: jsonb('body').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const paymentActionKinds = ['charge', 'cancel', 'refund'] as const;
export type PaymentActionKind = (typeof paymentActionKinds)[number];
export const paymentActionStatuses = ['pending', 'done', 'failed', 'superseded'] as const;
export type PaymentActionStatus = (typeof paymentActionStatuses)[number];

/**
 * Outbox of provider calls (charge, cancel, refund): written in the transaction that decides them, sent by the
 * `payment-actions` job with the row id as Idempotency-Key. One action of each kind per transaction.
 */
export const paymentActions = pgTable(
  'payment_actions',
  {
    id: id(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    action: text('action').$type<PaymentActionKind>().notNull(),
    status: text('status').$type<PaymentActionStatus>().notNull().default('pending'),
    /** The amount sent (decided when sent, from the provider's summary); null until then. */
    amount: bigint('amount', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    providerRef: text('provider_ref'),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_actions_transaction_action_uq').on(t.transactionId, t.action),
    index('payment_actions_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
