import { and, asc, desc, eq, gt, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import {
  type ChatMessageKind,
  chatMessages,
  chats,
  companies,
  companyContacts,
  contacts,
  orders,
  type SupportAuthorKind,
  type TicketCategory,
  type TicketStatus,
  ticketComments,
  ticketStatusChanges,
  tickets,
} from '../../db/schema';
import { personColumns } from '../customer';

export type TicketRow = typeof tickets.$inferSelect;
export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** The channel of every live support event; payloads are small: ids, a seq and a short message (insertAndAnnounce). */
export const SUPPORT_CHANNEL = 'support_events';

const ticketColumns = {
  id: tickets.id,
  number: tickets.number,
  companyId: tickets.companyId,
  contactId: tickets.contactId,
  subject: tickets.subject,
  body: tickets.body,
  category: tickets.category,
  orderId: tickets.orderId,
  status: tickets.status,
  assigneeId: tickets.assigneeId,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
};
export type TicketRecord = Omit<TicketRow, 'document'>;

const hasActiveChat = sql<boolean>`exists (select 1 from ${chats} where ${chats.ticketId} = ${tickets.id} and ${chats.status} = 'active')`;

/** Owner of a ticket for `owns('ticket', …)`: its company (who of the company sees it is the service's rule). */
export async function findTicketOwner(db: DbOrTx, ticketId: string) {
  const [row] = await db.select({ companyId: tickets.companyId }).from(tickets).where(eq(tickets.id, ticketId));
  return row ?? null;
}

/** Owner of a chat: its ticket's company. */
export async function findChatOwner(db: DbOrTx, chatId: string) {
  const [row] = await db
    .select({ companyId: tickets.companyId })
    .from(chats)
    .innerJoin(tickets, eq(tickets.id, chats.ticketId))
    .where(eq(chats.id, chatId));
  return row ?? null;
}

export async function findTicket(db: DbOrTx, ticketId: string): Promise<TicketRecord | null> {
  const [row] = await db.select(ticketColumns).from(tickets).where(eq(tickets.id, ticketId));
  return row ?? null;
}

/** The ticket's row, locked to the end of the transaction (status changes and comments serialize on it). */
export async function lockTicket(tx: DbOrTx, ticketId: string): Promise<TicketRecord | null> {
  const [row] = await tx.select(ticketColumns).from(tickets).where(eq(tickets.id, ticketId)).for('update');
  return row ?? null;
}

export type TicketFilter = {
  companyId: string;
  contactId: string;
  /** Full-text words; null: every ticket. */
  words: string | null;
  /** A ticket number the query names ("#10001" or "10001"). */
  number: number | null;
  /** Only tickets numbered below this (the cursor). */
  beforeNumber: number | null;
};

/** Tickets newest first by number (stable: a new ticket gets a higher number, so pages never shift). */
export async function searchTickets(db: DbOrTx, filter: TicketFilter, limit: number) {
  const parts: (SQL | undefined)[] = [eq(tickets.companyId, filter.companyId), eq(tickets.contactId, filter.contactId)];
  if (filter.words !== null) {
    const words = sql`${tickets.document} @@ plainto_tsquery('simple', ${filter.words})`;
    parts.push(filter.number !== null ? or(words, eq(tickets.number, filter.number)) : words);
  }
  if (filter.beforeNumber !== null) parts.push(lt(tickets.number, filter.beforeNumber));
  return db
    .select({ ...ticketColumns, hasActiveChat })
    .from(tickets)
    .where(and(...parts))
    .orderBy(desc(tickets.number))
    .limit(limit);
}

export async function ticketHasActiveChat(db: DbOrTx, ticketId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.ticketId, ticketId), eq(chats.status, 'active')));
  return Boolean(row);
}

export async function insertTicket(
  tx: DbOrTx,
  values: {
    companyId: string;
    contactId: string;
    subject: string;
    body: string;
    category: TicketCategory;
    orderId: string | null;
  },
): Promise<string> {
  const [row] = await tx.insert(tickets).values(values).returning({ id: tickets.id });
  return row!.id;
}

export async function updateTicket(
  tx: DbOrTx,
  ticketId: string,
  values: { status?: TicketStatus; assigneeId?: string | null },
) {
  await tx
    .update(tickets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(tickets.id, ticketId));
}

export async function insertStatusChange(
  tx: DbOrTx,
  values: {
    ticketId: string;
    fromStatus: TicketStatus | null;
    toStatus: TicketStatus;
    changedBy: string | null;
    note?: string | null;
  },
) {
  await tx.insert(ticketStatusChanges).values(values);
}

export async function insertComment(
  tx: DbOrTx,
  values: { ticketId: string; authorId: string; authorKind: SupportAuthorKind; body: string; isInternal: boolean },
) {
  await tx.insert(ticketComments).values(values);
}

export async function listComments(db: DbOrTx, ticketId: string, withInternal: boolean) {
  const where = withInternal
    ? eq(ticketComments.ticketId, ticketId)
    : and(eq(ticketComments.ticketId, ticketId), eq(ticketComments.isInternal, false));
  return db.select().from(ticketComments).where(where).orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));
}

export async function listStatusChanges(db: DbOrTx, ticketId: string) {
  return db
    .select()
    .from(ticketStatusChanges)
    .where(eq(ticketStatusChanges.ticketId, ticketId))
    .orderBy(asc(ticketStatusChanges.at), asc(ticketStatusChanges.id));
}

export async function listChatsOfTicket(db: DbOrTx, ticketId: string): Promise<ChatRow[]> {
  return db.select().from(chats).where(eq(chats.ticketId, ticketId)).orderBy(asc(chats.createdAt), asc(chats.id));
}

export type PersonRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  locale: string;
  staffRole: string | null;
};

export async function findPeople(db: DbOrTx, ids: string[]): Promise<Map<string, PersonRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ ...personColumns, staffRole: contacts.staffRole })
    .from(contacts)
    .where(inArray(contacts.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The order's number when it is the company's; null when it is not (or does not exist). */
export async function findCompanyOrderNumber(db: DbOrTx, orderId: string, companyId: string) {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.companyId, companyId)));
  return row?.orderNumber ?? null;
}

export async function isActiveMember(db: DbOrTx, companyId: string, contactId: string): Promise<boolean> {
  const [row] = await db
    .select({ contactId: companyContacts.contactId })
    .from(companyContacts)
    .where(
      and(
        eq(companyContacts.companyId, companyId),
        eq(companyContacts.contactId, contactId),
        eq(companyContacts.isActive, true),
      ),
    );
  return Boolean(row);
}

/** A staff contact (agent or operator) that is active, or null. */
export async function findAgent(db: DbOrTx, contactId: string) {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), sql`${contacts.staffRole} is not null`, eq(contacts.isActive, true)));
  return row ?? null;
}

/** Active staff contacts (who a ticket can be assigned to, who hears of a new quote), by name. */
export async function listAgents(db: DbOrTx) {
  return db
    .select(personColumns)
    .from(contacts)
    .where(and(sql`${contacts.staffRole} is not null`, eq(contacts.isActive, true)))
    .orderBy(asc(contacts.firstName), asc(contacts.lastName), asc(contacts.id))
    .limit(500);
}

// Chats

export async function insertChat(tx: DbOrTx, values: { ticketId: string; startedBy: string }): Promise<string> {
  const [row] = await tx.insert(chats).values(values).returning({ id: chats.id });
  return row!.id;
}

export async function findChat(db: DbOrTx, chatId: string): Promise<ChatRow | null> {
  const [row] = await db.select().from(chats).where(eq(chats.id, chatId));
  return row ?? null;
}

/**
 * Takes the chat's next sequence number: the UPDATE locks the chat row until the transaction ends, so a
 * second writer waits and gets the next number only after this one committed (numbers commit in order).
 * Null when the chat is not active.
 */
export async function takeNextSeq(tx: DbOrTx, chatId: string): Promise<number | null> {
  const [row] = await tx
    .update(chats)
    .set({ lastSeq: sql`${chats.lastSeq} + 1` })
    .where(and(eq(chats.id, chatId), eq(chats.status, 'active')))
    .returning({ seq: chats.lastSeq });
  return row?.seq ?? null;
}

/** A chat message as carried in a NOTIFY payload (createdAt in epoch milliseconds). */
export type StoredMessage = Omit<MessageRow, 'createdAt'> & { createdAt: number };

/** Bodies up to this size travel inside the NOTIFY payload (PostgreSQL's limit is 8,000 bytes). */
const INLINE_BODY_BYTES = 6_000;

export const fromStored = (stored: StoredMessage): MessageRow => ({ ...stored, createdAt: new Date(stored.createdAt) });

/**
 * Stores a chat message and announces it, in one statement, under the chat row's lock taken by `takeNextSeq`
 * (so the rate limit's count, a fresh snapshot after the lock, sees every earlier message of the chat). Answers
 * null, storing nothing, when the author already wrote `limit` messages in the chat within the last minute.
 * The announcement carries the row when its body is small, so live streams need not read it back; created_at is
 * cut to milliseconds, so the carried row and a later read agree exactly.
 */
export async function insertAndAnnounce(
  tx: DbOrTx,
  values: {
    chatId: string;
    seq: number;
    kind: ChatMessageKind;
    authorId: string | null;
    authorKind: SupportAuthorKind;
    body: string;
    /** Messages per minute for this author in this chat; null: not limited (the end of a chat). */
    limit: number | null;
  },
): Promise<MessageRow | null> {
  const result = await tx.execute(sql`
    with recent as (
      select count(*)::int as n from ${chatMessages}
      where ${chatMessages.chatId} = ${values.chatId} and ${chatMessages.authorId} = ${values.authorId}
        and ${chatMessages.kind} = 'message' and ${chatMessages.createdAt} > now() - interval '60 seconds'
    ), stored as (
      insert into ${chatMessages} (chat_id, seq, kind, author_id, author_kind, body, created_at)
      select ${values.chatId}, ${values.seq}, ${values.kind}, ${values.authorId}, ${values.authorKind}, ${values.body},
        date_trunc('milliseconds', now())
      from recent where ${values.limit}::int is null or recent.n < ${values.limit}::int
      returning *
    ), message as (
      select json_build_object('chatId', chat_id, 'seq', seq, 'kind', kind, 'authorId', author_id,
        'authorKind', author_kind, 'body', body,
        'createdAt', floor(extract(epoch from created_at) * 1000)::bigint) as m,
        octet_length(body) as size, chat_id, seq
      from stored
    ), announced as (
      select pg_notify(${SUPPORT_CHANNEL}, case when size <= ${INLINE_BODY_BYTES}
        then json_build_object('c', chat_id, 's', seq, 'm', m)::text
        else json_build_object('c', chat_id, 's', seq)::text end)
      from message
    )
    select (select m from message) as m, (select count(*) from announced) as announced`);
  const row = (result as unknown as { rows: { m: StoredMessage | string | null }[] }).rows[0];
  const m = typeof row?.m === 'string' ? (JSON.parse(row.m) as StoredMessage) : (row?.m ?? null);
  return m ? fromStored({ ...m, createdAt: Number(m.createdAt) }) : null;
}

export async function setChatAgent(tx: DbOrTx, chatId: string, agentId: string) {
  await tx
    .update(chats)
    .set({ agentId })
    .where(and(eq(chats.id, chatId), sql`${chats.agentId} is null`));
}

export async function assignIfUnassigned(tx: DbOrTx, ticketId: string, agentId: string) {
  await tx
    .update(tickets)
    .set({ assigneeId: agentId, updatedAt: sql`now()` })
    .where(and(eq(tickets.id, ticketId), sql`${tickets.assigneeId} is null`));
}

export async function markChatEnded(tx: DbOrTx, chatId: string, endedBy: string) {
  await tx.update(chats).set({ status: 'ended', endedAt: sql`now()`, endedBy }).where(eq(chats.id, chatId));
}

/** Messages after `afterSeq`, in order (`limit` at most). */
export async function listMessages(db: DbOrTx, chatId: string, afterSeq = 0, limit = 1000): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.seq, afterSeq)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
}

export async function notify(tx: DbOrTx, payload: string) {
  await tx.execute(sql`select pg_notify(${SUPPORT_CHANNEL}, ${payload})`);
}

// The agents' queue

export async function listQueueTickets(db: DbOrTx, limit: number) {
  return db
    .select({ ...ticketColumns, hasActiveChat, companyName: companies.name })
    .from(tickets)
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .where(and(ne(tickets.status, 'closed'), ne(tickets.status, 'solved')))
    .orderBy(asc(tickets.number))
    .limit(limit);
}

export async function listActiveChats(db: DbOrTx, limit: number) {
  const lastAuthorKind = sql<
    string | null
  >`(select ${chatMessages.authorKind} from ${chatMessages} where ${chatMessages.chatId} = ${chats.id} and ${chatMessages.kind} = 'message' order by ${chatMessages.seq} desc limit 1)`;
  return db
    .select({
      id: chats.id,
      ticketId: chats.ticketId,
      ticketNumber: tickets.number,
      subject: tickets.subject,
      companyName: companies.name,
      agentId: chats.agentId,
      lastSeq: chats.lastSeq,
      createdAt: chats.createdAt,
      lastAuthorKind,
    })
    .from(chats)
    .innerJoin(tickets, eq(tickets.id, chats.ticketId))
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .where(eq(chats.status, 'active'))
    .orderBy(asc(chats.createdAt))
    .limit(limit);
}
