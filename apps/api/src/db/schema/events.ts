import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './customer';

export const eventStatuses = ['applied', 'stale'] as const;
export type EventStatus = (typeof eventStatuses)[number];

/** Every order-management event we received, once per event id (docs/events.md). */
export const inboundEvents = pgTable(
  'inbound_events',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** SHA-256 of the canonical body: the same id with another body is refused. */
    payloadHash: text('payload_hash').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<EventStatus>().notNull(),
    appliedFields: text('applied_fields').array().notNull(),
    staleFields: text('stale_fields').array().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('inbound_events_company_idx').on(t.companyId, t.occurredAt)],
);

/** Per field group: the newest event that set it (its time and id), so older events cannot overwrite it. */
export type FieldVersions = Record<string, { at: string; eventId: string }>;

/** The order-management system's view of a company: which event last set each field group. */
export const companyEventVersions = pgTable('company_event_versions', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  fields: jsonb('fields').$type<FieldVersions>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
