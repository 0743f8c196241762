import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Localized } from './common';

/** A country we sell in: currency, VAT rates per class, zip-code format. */
export const markets = pgTable('markets', {
  code: text('code').primaryKey(), // NO, SE, DK
  name: jsonb('name').$type<Localized>().notNull(),
  currency: text('currency').notNull(),
  /** VAT in basis points per VAT class (2500 = 25 %). */
  vatRates: jsonb('vat_rates').$type<Record<VatClass, number>>().notNull(),
  zipPattern: text('zip_pattern').notNull(),
  locale: text('locale').notNull(),
});

export type VatClass = 'standard' | 'reduced' | 'zero';

/** Fulfilment units (the pharmacy side's "department"). */
export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  market: text('market')
    .notNull()
    .references(() => markets.code),
  position: integer('position').notNull().default(0),
});
