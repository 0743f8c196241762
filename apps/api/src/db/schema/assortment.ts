import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common';

/** Include or exclude (docs/catalog.md, "Assortments"): an exclusion always wins over an inclusion. */
export const assortmentEffects = ['include', 'exclude'] as const;
export type AssortmentEffect = (typeof assortmentEffects)[number];
/** What a rule names: a category (with its subcategories), a brand or one product. */
export const assortmentTargets = ['category', 'brand', 'product'] as const;
export type AssortmentTarget = (typeof assortmentTargets)[number];

/**
 * A company-specific assortment (docs/catalog.md, "Assortments"): the products the companies it is assigned to
 * (`companies.assortment_id`) may see and buy. A company without one sees the whole catalog.
 */
export const assortments = pgTable('assortments', {
  id: id(),
  name: text('name').notNull().unique(),
  /** Starts at 1, one up with every change of name or rules; a save may name the version it was made on. */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One rule of an assortment. `target_id` is a category, brand or product id by `target`, deliberately without a
 * foreign key: a rule whose target is deleted matches nothing, so deleting a category never turns a restricted
 * assortment (its last inclusion gone) into the whole catalog.
 */
export const assortmentRules = pgTable(
  'assortment_rules',
  {
    assortmentId: uuid('assortment_id')
      .notNull()
      .references(() => assortments.id, { onDelete: 'cascade' }),
    effect: text('effect').$type<AssortmentEffect>().notNull(),
    target: text('target').$type<AssortmentTarget>().notNull(),
    targetId: uuid('target_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.assortmentId, t.effect, t.target, t.targetId] }),
    index('assortment_rules_target_idx').on(t.targetId),
  ],
);
