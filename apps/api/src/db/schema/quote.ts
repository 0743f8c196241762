import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { carts } from './cart';
import { createdAt, id, updatedAt } from './common';
import { companies, contacts } from './customer';
import { orders } from './order';

export const quoteStatuses = ['requested', 'sent', 'accepted', 'rejected', 'withdrawn'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const quoteNumberSeq = pgSequence('quote_number_seq', { startWith: 50001, minValue: 50001 });

/**
 * A buyer's request for a quote and the seller's answer (docs/quotes.md): the cart it came from is frozen in a cart
 * of kind 'quote' (its address and choices); the quoted lines and shipping fee are the quote's own.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    quoteNumber: text('quote_number').notNull().default(sql`'Q' || nextval('quote_number_seq')::text`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    status: text('status').$type<QuoteStatus>().notNull().default('requested'),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    /** The quoted shipping fee (net) and its VAT rate; the standard fee when the request was made until changed. */
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull().default(0),
    shippingVatRate: integer('shipping_vat_rate').notNull().default(2500),
    validUntil: date('valid_until', { mode: 'string' }),
    /** Bumped by every change of lines or terms: accepting names the version seen. */
    version: integer('version').notNull().default(1),
    preparedBy: uuid('prepared_by').references(() => contacts.id),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    decidedBy: uuid('decided_by').references(() => contacts.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotes_number_uq').on(t.quoteNumber),
    index('quotes_company_idx').on(t.companyId, t.createdAt),
    index('quotes_status_idx').on(t.status, t.createdAt),
  ],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** The quoted unit price (net, minor units); `listUnitPrice` the customer's price when requested. */
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    listUnitPrice: bigint('list_unit_price', { mode: 'number' }),
    vatRate: integer('vat_rate').notNull(),
  },
  (t) => [uniqueIndex('quote_lines_quote_sku_uq').on(t.quoteId, t.sku), index('quote_lines_quote_idx').on(t.quoteId)],
);

export const quoteMessages = pgTable(
  'quote_messages',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => contacts.id),
    /** customer, agent, or system (status changes). */
    authorKind: text('author_kind').$type<'customer' | 'agent' | 'system'>().notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quote_messages_quote_idx').on(t.quoteId, t.createdAt)],
);
