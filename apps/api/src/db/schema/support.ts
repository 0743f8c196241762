import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tsvector, updatedAt } from './common';
import { companies, contacts } from './customer';
import { orders } from './order';

export const ticketStatuses = ['open', 'waiting_for_customer', 'solved', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const ticketCategories = ['order', 'delivery', 'invoice', 'product', 'account', 'other'] as const;
export type TicketCategory = (typeof ticketCategories)[number];

/** Who wrote a comment or chat message. 'system' marks events (a chat ended). */
export type SupportAuthorKind = 'customer' | 'agent' | 'system';

/** Ticket numbers people quote on the phone: from 10001, also the newest-first order of searches. */
export const ticketNumberSeq = pgSequence('ticket_number_seq', { startWith: 10001, minValue: 10001 });

/** A support ticket of a company, raised by one of its contacts (docs/support.md). */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    number: bigint('number', { mode: 'number' }).notNull().default(sql`nextval('ticket_number_seq')`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The contact the ticket is for (who raised it); answers are mailed to them. */
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    category: text('category').$type<TicketCategory>().notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    /** The agent working on it. */
    assigneeId: uuid('assignee_id').references(() => contacts.id),
    document: tsvector('document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', coalesce(subject, '')), 'A') || setweight(to_tsvector('simple', coalesce(body, '')), 'C')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tickets_number_uq').on(t.number),
    index('tickets_company_contact_idx').on(t.companyId, t.contactId, t.number),
    index('tickets_status_idx').on(t.status),
    index('tickets_document_idx').using('gin', t.document),
  ],
);

/** A comment on a ticket. Internal notes are agents' and never reach a customer. */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => contacts.id),
    authorKind: text('author_kind').$type<SupportAuthorKind>().notNull(),
    body: text('body').notNull(),
    isInternal: boolean('is_internal').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_comments_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** Every status change of a ticket: who, when, from → to (from is null for the first, 'open'). */
export const ticketStatusChanges = pgTable(
  'ticket_status_changes',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<TicketStatus>(),
    toStatus: text('to_status').$type<TicketStatus>().notNull(),
    changedBy: uuid('changed_by').references(() => contacts.id),
    note: text('note'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('ticket_status_changes_ticket_idx').on(t.ticketId, t.at)],
);

export const chatStatuses = ['active', 'ended'] as const;
export type ChatStatus = (typeof chatStatuses)[number];

/**
 * A live chat on a ticket. `lastSeq` is the per-chat message counter: each insert takes it with
 * `UPDATE … SET last_seq = last_seq + 1` (a row lock held to commit), so sequence numbers are dense
 * and commit in order (docs/support.md, live fan-out).
 */
export const chats = pgTable(
  'chats',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    status: text('status').$type<ChatStatus>().notNull().default('active'),
    startedBy: uuid('started_by')
      .notNull()
      .references(() => contacts.id),
    /** The agent who answered first. */
    agentId: uuid('agent_id').references(() => contacts.id),
    lastSeq: integer('last_seq').notNull().default(0),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    endedBy: uuid('ended_by').references(() => contacts.id),
  },
  (t) => [
    index('chats_ticket_idx').on(t.ticketId),
    // At most one active chat per ticket.
    uniqueIndex('chats_one_active_uq').on(t.ticketId).where(sql`status = 'active'`),
  ],
);

export type ChatMessageKind = 'message' | 'ended';

/** The messages of a chat, in `seq` order (1, 2, …); the transcript stays with the ticket. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: text('kind').$type<ChatMessageKind>().notNull().default('message'),
    authorId: uuid('author_id').references(() => contacts.id),
    authorKind: text('author_kind').$type<SupportAuthorKind>().notNull(),
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.seq] })],
);
