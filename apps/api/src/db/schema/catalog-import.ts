import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { contacts } from './customer';

export const catalogImportStatuses = ['running', 'done', 'failed'] as const;
export type CatalogImportStatus = (typeof catalogImportStatuses)[number];

/** A row the import could not apply (after the file had passed validation), with the reason. */
export type CatalogImportFailure = { row: number; sku: string; reason: string };

/**
 * A catalog import from CSV (docs/backoffice-catalog.md): the validated rows wait in `rows` until applied in
 * batches; `done` counts the rows applied so far (created + updated + unchanged + failed), so a run that stopped
 * resumes after them.
 */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: id(),
    fileName: text('file_name'),
    /** SHA-256 of the file, so the list shows the same file imported twice. */
    fileHash: text('file_hash').notNull(),
    status: text('status').$type<CatalogImportStatus>().notNull().default('running'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    failures: jsonb('failures').$type<CatalogImportFailure[]>().notNull().default([]),
    /** The parsed rows still to apply; cleared when the import has finished. */
    rows: jsonb('rows').$type<unknown[]>(),
    error: text('error'),
    createdBy: uuid('created_by').references(() => contacts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** Written with every batch; a running import whose heartbeat stopped was abandoned and is picked up again. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('catalog_imports_created_idx').on(t.createdAt)],
);
