import { sql } from 'drizzle-orm';
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
import type { CostCentreSnapshot } from './cost-centre';
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

export const paymentMethods = ['invoice', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const orderLineKinds = ['product', 'shipping'] as const;
export type OrderLineKind = (typeof orderLineKinds)[number];

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
    /** How the goods travel (docs/orders.md, shipping methods); a fee is an order line of kind 'shipping'. */
    shippingMethod: text('shipping_method').notNull().default('route'),
    /** The subscription whose run placed the order, if any. */
    subscriptionId: uuid('subscription_id'),
    /** The cost centre as it was at ordering (id, code, name). */
    costCentre: jsonb('cost_centre').$type<CostCentreSnapshot>(),
    /** How the order is paid: 'invoice' (against the company's credit) or 'card' (a reserved card payment). */
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('invoice'),
    /** When the invoice of an invoice order was recorded as paid (back office); null while it is open. */
    invoicePaidAt: timestamp('invoice_paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The fulfilment job's scan: open orders by delivery date.
    index('orders_open_due_idx')
      .on(t.requestedDeliveryDate)
      .where(sql`${t.status} in ('confirmed', 'picking', 'shipped')`),
    index('orders_subscription_idx').on(t.subscriptionId).where(sql`${t.subscriptionId} is not null`),
    uniqueIndex('orders_number_uq').on(t.orderNumber),
    index('orders_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The back-office sales dashboard reads a period of every company's orders (docs/backoffice-catalog.md).
    index('orders_created_idx').on(t.createdAt),
    // The back office's order search by part of a PO number (`ilike`), at a million orders.
    index('orders_purchase_order_trgm_idx').using('gin', sql`${t.purchaseOrderNumber} gin_trgm_ops`),
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
    kind: text('kind').$type<OrderLineKind>().notNull().default('product'),
    sku: text('sku').notNull(),
    /** The fulfilment unit that picks the line (its product's department); null for the shipping line. */
    department: text('department'),
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
    /**
     * Why the line got its price, stored when placed so it never changes (docs/pricing.md, "Price source"): the
     * agreement's name, its end (a campaign's "until") and the quantity tier the price came from.
     */
    agreementName: text('agreement_name'),
    agreementValidTo: timestamp('agreement_valid_to', { withTimezone: true, mode: 'date' }),
    agreementMinQuantity: integer('agreement_min_quantity'),
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
