import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common';
import { costCentres } from './cost-centre';
import { addresses, companies, contacts } from './customer';
import { markets } from './market';

/** 'approval' and 'quote' carts freeze what a buyer asked for (docs/approvals.md, docs/quotes.md). */
export const cartKinds = ['cart', 'shopping_list', 'subscription_template', 'approval', 'quote'] as const;
export type CartKind = (typeof cartKinds)[number];
export const cartStatuses = ['open', 'ordered', 'abandoned'] as const;
export type CartStatus = (typeof cartStatuses)[number];

/** A person's cart in a company (also the shape of shopping lists and subscription templates later). */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    kind: text('kind').$type<CartKind>().notNull().default('cart'),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    status: text('status').$type<CartStatus>().notNull().default('open'),
    market: text('market')
      .notNull()
      .references(() => markets.code),
    currency: text('currency').notNull(),
    /** Incremented on every change, so an order can refuse a checkout made on an older cart. */
    version: integer('version').notNull().default(1),
    purchaseOrderNumber: text('purchase_order_number'),
    comment: text('comment'),
    requestedDeliveryDate: date('requested_delivery_date', { mode: 'string' }),
    deliveryAddressId: uuid('delivery_address_id').references(() => addresses.id),
    /** route (default), express or pickup: docs/orders.md, shipping methods. */
    shippingMethod: text('shipping_method').notNull().default('route'),
    /** The company's cost centre the order is for (docs/approvals.md). */
    costCentreId: uuid('cost_centre_id').references(() => costCentres.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Exactly one open cart per person and company: concurrent first reads insert-or-nothing on it.
    uniqueIndex('carts_open_cart_uq')
      .on(t.companyId, t.contactId)
      .where(sql`${t.kind} = 'cart' and ${t.status} = 'open'`),
    index('carts_contact_idx').on(t.contactId),
  ],
);

/** One SKU in a cart, with the price it had when last changed (reads re-price). */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }),
    listUnitPrice: bigint('list_unit_price', { mode: 'number' }),
    vatRate: integer('vat_rate'),
    currency: text('currency').notNull(),
    agreementKind: text('agreement_kind'),
    agreementCode: text('agreement_code'),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cart_lines_cart_sku_uq').on(t.cartId, t.sku)],
);
