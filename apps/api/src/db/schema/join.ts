import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { type CompanyRole, companies, contacts } from './customer';

export const joinStatuses = ['unverified', 'pending', 'approved', 'rejected'] as const;
export type JoinStatus = (typeof joinStatuses)[number];

/**
 * A person asking to join a company whose e-mail domain matches theirs (docs/account.md, "Joining a company"):
 * unverified until they open the link mailed to them, then pending until an admin approves (with a role) or rejects.
 */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    locale: text('locale').notNull().default('nb'),
    tokenHash: text('token_hash').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<JoinStatus>().notNull().default('unverified'),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    role: text('role').$type<CompanyRole>(),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => contacts.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('join_requests_token_uq').on(t.tokenHash),
    index('join_requests_company_idx').on(t.companyId, t.status),
    // One open request per person and company: asking again refreshes it.
    uniqueIndex('join_requests_open_uq')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('unverified', 'pending')`),
  ],
);
