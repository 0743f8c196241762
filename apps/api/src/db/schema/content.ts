import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt } from './common';

export type ContentType = 'article' | 'landingPage' | 'productEnrichment';
export type ContentImage = { url: string; alt: string | null };

/**
 * Documents from the content platform (Sanity), one row per document id and language, as our webhook
 * projection delivers them (docs/content.md). A delete leaves the row as a tombstone (`deleted_at` set,
 * text cleared), so a late update of an older version cannot bring the document back.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    /** Sanity `_id`. */
    id: text('id').primaryKey(),
    type: text('type').$type<ContentType>().notNull(),
    language: text('language').$type<'nb' | 'en'>().notNull(),
    title: text('title').notNull().default(''),
    slug: text('slug'),
    body: text('body').notNull().default(''),
    /** The products the document names (ids, as resolved from the refs we were given). */
    productIds: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Product enrichments: the product they enrich. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    images: jsonb('images').$type<ContentImage[]>().notNull().default([]),
    /** Version, compared as a pair: Sanity `_updatedAt`, then the `sanity-transaction-time` header. */
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    transactionTime: timestamp('transaction_time', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .default(sql`'-infinity'`),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('content_documents_product_idx').on(t.productId),
    index('content_documents_deleted_idx').on(t.deletedAt),
  ],
);

/** A rebuild of the whole search index (POST /api/sanity/full-index), with its progress. */
export const searchIndexRuns = pgTable('search_index_runs', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  status: text('status').$type<'queued' | 'running' | 'completed' | 'failed'>().notNull().default('queued'),
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  error: text('error'),
  createdAt: createdAt(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  /** Written with every batch; a running rebuild whose heartbeat stopped was abandoned (its process died). */
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }),
});
