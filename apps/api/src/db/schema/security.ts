import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { companies, contacts } from './customer';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const auditOutcomes = ['success', 'failure'] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

/**
 * The security audit log (docs/security.md): sign-ins and their failures, sign-outs, password changes and the
 * changes admins and agents make. Written in the transaction of the change it records; never a password or token.
 * Rows are only ever inserted.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    /** What happened: sign_in, sign_out, password_changed, role_changed, contact_invited, … (docs/security.md). */
    action: text('action').notNull(),
    outcome: text('outcome').$type<AuditOutcome>().notNull().default('success'),
    /** How a sign-in was made: password, email, passkey, eid, punchout. */
    method: text('method'),
    /** The person the event is about (who signed in, whose role changed); null for an unknown address. */
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** The address as given at sign-in (lower case), also when no person has it. */
    email: text('email'),
    /** The company the change belongs to; null for sign-ins (they are a person's, shown to each company of theirs). */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Who did it, when someone else than the person (an admin, an agent). */
    actorContactId: uuid('actor_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** The client's address and browser, as the web server reports them (x-client-ip / x-client-user-agent). */
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Why a sign-in failed (a problem code), what changed (field names, old and new role): never a secret. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** What a staff change was made to (product, price_list, staff, …) and its id; null for sign-ins. */
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    /** A staff change's changed fields before and after (only the fields that changed); null when not a change. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_company_idx').on(t.companyId, t.createdAt),
    index('audit_events_contact_idx').on(t.contactId, t.createdAt),
    index('audit_events_created_idx').on(t.createdAt),
    index('audit_events_actor_idx').on(t.actorContactId, t.createdAt),
    index('audit_events_entity_idx').on(t.entityType, t.entityId, t.createdAt),
  ],
);

/**
 * Failed sign-ins per key (`password:<e-mail>`, `eid:<client address>`): the lockout after too many in a row, kept
 * in the database so every API process sees the same count. Cleared by a successful sign-in.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  key: text('key').primaryKey(),
  /** Failures in a row since the last success (or since the last lockout ended). */
  failures: integer('failures').notNull().default(0),
  lastFailedAt: at('last_failed_at').notNull(),
  /** Sign-ins on this key are refused until then (429 sign_in_locked). */
  lockedUntil: at('locked_until'),
});
