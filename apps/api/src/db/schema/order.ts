import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { companies, contacts } from './customer';

export const orderStatuses = ['confirmed', 'picking', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Order numbers: 'EN' + 7 digits, from 1000001. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1000001, minValue: 1000001 });

export type AddressSnapshot = {
  id: string;
  name: string;
  line1: string;
  line2: string | null;
  zipCode: string;
  city: string;
  country: string;
};
export type VatSum = { rate: number; base: number; vat: number };

/** A placed order: copies (not references) of prices and addresses as they were at ordering. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id),
    cartId: uuid('cart_id'),
    department: text('department').notNull(),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('confirmed'),
    purchaseOrderNumber: text('purchase_order_number'),
    comment: text('comment'),
    requestedDeliveryDate: date('requested_delivery_date', { mode: 'string' }),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>(),
    invoiceAddress: jsonb('invoice_address').$type<AddressSnapshot>(),
    net: bigint('net', { mode: 'number' }).notNull(),
    vat: jsonb('vat').$type<VatSum[]>().notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.orderNumber),
    index('orders_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    listUnitPrice: bigint('list_unit_price', { mode: 'number' }),
    vatRate: integer('vat_rate').notNull(),
    lineTotal: bigint('line_total', { mode: 'number' }).notNull(),
    vatAmount: bigint('vat_amount', { mode: 'number' }).notNull(),
    agreementKind: text('agreement_kind'),
    agreementPriceListId: uuid('agreement_price_list_id'),
    agreementCode: text('agreement_code'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position)],
);

export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    by: uuid('by').references(() => contacts.id),
    note: text('note'),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.at)],
);

/** Idempotency-Key of createorder: one order per (person, key). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_contact_key_uq').on(t.contactId, t.key)],
);
