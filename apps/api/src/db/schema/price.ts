import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { markets } from './market';

export const priceListKinds = ['list', 'contract', 'campaign'] as const;
export type PriceListKind = (typeof priceListKinds)[number];

/**
 * A price agreement. `list`: the market's list prices; `contract`: a customer's
 * negotiated prices (companies.price_list_id); `campaign`: time-limited prices for a market.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: id(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind').$type<PriceListKind>().notNull(),
    market: text('market')
      .notNull()
      .references(() => markets.code),
    currency: text('currency').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    validTo: timestamp('valid_to', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('price_lists_market_kind_idx').on(t.market, t.kind)],
);

/** Unit price excl. VAT in minor units, from `minQuantity` up (quantity tiers). */
export const prices = pgTable(
  'prices',
  {
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    minQuantity: integer('min_quantity').notNull().default(1),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.sku, t.minQuantity] }),
    // Covers a SKU lookup's every tier (index-only scan): pricing 200 SKUs is 200 index descents.
    index('prices_sku_idx').on(t.sku, t.priceListId, t.minQuantity, t.unitPrice),
    check('prices_min_quantity_positive', sql`${t.minQuantity} >= 1`),
    check('prices_unit_price_not_negative', sql`${t.unitPrice} >= 0`),
  ],
);
