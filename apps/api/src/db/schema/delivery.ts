import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { type Localized, updatedAt } from './common';
import { markets } from './market';

/**
 * The delivery calendar as data (docs/delivery.md), edited in the back office (docs/backoffice.md, "Delivery and
 * markets"). Seeded with the defaults of `modules/delivery/defaults.ts` by seedReference.
 */

/**
 * A delivery route: the zip codes it covers (inclusive, as numbers) and the days the truck comes; or, with
 * `isServed` false, an area inside a market we do not deliver to (Svalbard). Ranges of a market may nest (the
 * innermost wins: Gotland inside Central Sweden) but never partly overlap.
 */
export const deliveryRoutes = pgTable(
  'delivery_routes',
  {
    code: text('code').primaryKey(), // NO-OSL
    market: text('market')
      .notNull()
      .references(() => markets.code),
    name: jsonb('name').$type<Localized>().notNull(),
    zipFrom: integer('zip_from').notNull(),
    zipTo: integer('zip_to').notNull(),
    isServed: boolean('is_served').notNull().default(true),
    /** ISO weekdays the truck comes, 1 = Monday; empty for an area not served. */
    weekdays: integer('weekdays').array().notNull().default(sql`'{}'::integer[]`),
    /** Working days between the order cut-off and delivery (1 = next working day). */
    transitDays: integer('transit_days').notNull().default(1),
    /** Local time (HH:MM) on the working day `transitDays` before delivery after which an order misses it. */
    cutOff: text('cut_off').notNull().default('14:00'),
    /** Same-day delivery for orders placed before this local time on the delivery day itself. */
    expressBefore: text('express_before'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('delivery_routes_market_idx').on(t.market, t.zipFrom),
    check('delivery_routes_zip_range', sql`${t.zipFrom} >= 0 and ${t.zipFrom} <= ${t.zipTo}`),
  ],
);

/**
 * The years whose holidays a market keeps in `holidays` (seeded, or touched by staff). A year not listed uses the
 * generated default calendar (lib/holidays.ts), so an unlisted year never loses its Easter.
 */
export const holidayYears = pgTable(
  'holiday_years',
  {
    market: text('market')
      .notNull()
      .references(() => markets.code),
    year: integer('year').notNull(),
  },
  (t) => [primaryKey({ columns: [t.market, t.year] })],
);

/** A day a market's warehouses and carriers stand still, in a year listed in `holiday_years`. */
export const holidays = pgTable(
  'holidays',
  {
    market: text('market')
      .notNull()
      .references(() => markets.code),
    date: date('date', { mode: 'string' }).notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.market, t.date] })],
);

/** How goods travel: route, express, pickup (the codes and their date rules are code; texts and cut-offs data). */
export const shippingMethods = pgTable('shipping_methods', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  /** Local time before which an order makes the method's fastest date. */
  cutOff: text('cut_off').notNull(),
  position: integer('position').notNull().default(0),
});

/** A shipping method's fee excl. VAT per market, in minor units of the market's currency. */
export const shippingFees = pgTable(
  'shipping_fees',
  {
    method: text('method')
      .notNull()
      .references(() => shippingMethods.code),
    market: text('market')
      .notNull()
      .references(() => markets.code),
    fee: integer('fee').notNull(),
  },
  (t) => [primaryKey({ columns: [t.method, t.market] })],
);
