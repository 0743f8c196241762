import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products, variants } from './catalog';
import { createdAt, id, type Localized } from './common';

/** One processed file of an image: a width in one format, stored under its content-addressed key. */
export type Rendition = { key: string; format: 'avif' | 'webp' | 'jpeg'; width: number; height: number; bytes: number };

/**
 * A product's images in order (docs/media.md). `sku` set: the variant's own picture. The files are in the media
 * storage under content-addressed keys (`renditions`); the row holds what a page needs to lay the image out before it
 * loads (size, a tiny placeholder, the dominant colour).
 */
export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').references(() => variants.sku, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    alt: jsonb('alt').$type<Localized>().notNull(),
    /** The largest rendition's size (the original's after orientation, at most the largest width). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** A ~16 px WebP as a data: URL, for a blurred placeholder. */
    placeholder: text('placeholder').notNull(),
    dominantColor: text('dominant_color').notNull(),
    renditions: jsonb('renditions').$type<Rendition[]>().notNull(),
    /** SHA-256 of the file as received: the same picture added to a product again is the same image. */
    sourceHash: text('source_hash').notNull(),
    sourceUrl: text('source_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    uniqueIndex('product_images_source_idx').on(t.productId, t.sourceHash),
    // The cover of each product (position 0) for listing cards.
    index('product_images_cover_idx').on(t.productId).where(sql`${t.position} = 0`),
  ],
);
