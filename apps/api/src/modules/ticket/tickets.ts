import type { Db, DbOrTx } from '../../db';
import type { TicketStatus } from '../../db/schema';
import type { Person } from '../../lib/access';
import { forbidden, notFound, rule } from '../../lib/errors';
import { mailLanguage } from '../customer';
import { queueMail } from '../mail';
import { queueEvent, visibleTicket, type Who } from './access';
import { answerMail } from './mail';
import * as repo from './repository';
import type {
  AddCommentBody,
  AssignBody,
  CreateBody,
  SearchQuery,
  SearchResponse,
  SetStatusBody,
  Ticket,
  TicketQuery,
  TicketSummary,
} from './schemas';
import { chatView, contactView, personView } from './views';

export const summary = (row: repo.TicketRecord & { hasActiveChat: boolean }): TicketSummary => ({
  id: row.id,
  number: row.number,
  customerId: row.companyId,
  contactId: row.contactId,
  subject: row.subject,
  category: row.category,
  status: row.status,
  orderId: row.orderId,
  hasActiveChat: row.hasActiveChat,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The whole ticket as the caller may see it: customers never get internal notes. */
async function view(db: DbOrTx, caller: Person, ticket: repo.TicketRecord): Promise<Ticket> {
  const isAgent = Boolean(caller.staffRole);
  const [comments, history, chats, orderNumber] = await Promise.all([
    repo.listComments(db, ticket.id, isAgent),
    repo.listStatusChanges(db, ticket.id),
    repo.listChatsOfTicket(db, ticket.id),
    ticket.orderId ? repo.findCompanyOrderNumber(db, ticket.orderId, ticket.companyId) : null,
  ]);
  const transcripts = await Promise.all(chats.map((chat) => repo.listMessages(db, chat.id, 0, 10_000)));
  const people = await repo.findPeople(db, [
    ticket.contactId,
    ...(ticket.assigneeId ? [ticket.assigneeId] : []),
    ...comments.flatMap((c) => (c.authorId ? [c.authorId] : [])),
    ...history.flatMap((h) => (h.changedBy ? [h.changedBy] : [])),
    ...chats.flatMap((c) => (c.agentId ? [c.agentId] : [])),
    ...transcripts.flat().flatMap((m) => (m.authorId ? [m.authorId] : [])),
  ]);
  return {
    ...summary({ ...ticket, hasActiveChat: chats.some((c) => c.status === 'active') }),
    body: ticket.body,
    orderNumber,
    contact: personView(people, ticket.contactId, 'customer'),
    assignee: contactView(people, ticket.assigneeId),
    comments: comments.map((c) => ({
      id: c.id,
      author: personView(people, c.authorId, c.authorKind),
      body: c.body,
      isInternal: c.isInternal,
      createdAt: c.createdAt.toISOString(),
    })),
    statusHistory: history.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      by: contactView(people, h.changedBy),
      note: h.note,
      at: h.at.toISOString(),
    })),
    chats: chats.map((chat, i) => chatView(people, chat, transcripts[i] ?? [])),
  };
}

async function reread(db: Db, caller: Person, ticketId: string): Promise<Ticket> {
  const ticket = await repo.findTicket(db, ticketId);
  if (!ticket) throw notFound('No such ticket.');
  return view(db, caller, ticket);
}

/** One ticket with comments, status history and chat transcripts (internal notes for agents only). */
export async function getTicket(db: Db, options: Who & { ticketId: string; query: TicketQuery }): Promise<Ticket> {
  const ticket = await visibleTicket(db, options.caller, options.ticketId, options.query);
  return view(db, options.caller, ticket);
}

/**
 * A contact's tickets in a company, newest first by number, a page after the cursor ticket. Numbers only
 * grow, so tickets raised while a client pages never shift or repeat its later pages.
 */
export async function searchTickets(db: Db, options: Who & { query: SearchQuery }): Promise<SearchResponse> {
  const { caller, query } = options;
  const role = caller.companies.get(query.customerId);
  if (!caller.staffRole && query.contactId !== caller.contactId && role !== 'admin') throw forbidden();
  let beforeNumber: number | null = null;
  if (query.lastObjectId) {
    const cursor = await repo.findTicket(db, query.lastObjectId);
    if (!cursor || cursor.companyId !== query.customerId || cursor.contactId !== query.contactId) {
      throw rule('ticket_cursor_invalid');
    }
    beforeNumber = cursor.number;
  }
  const text = query.query.trim();
  const numbered = /^#?(\d{1,15})$/.exec(text);
  const rows = await repo.searchTickets(
    db,
    {
      companyId: query.customerId,
      contactId: query.contactId,
      words: text === '' ? null : text,
      number: numbered ? Number(numbered[1]) : null,
      beforeNumber,
    },
    query.pageSize + 1,
  );
  const page = rows.slice(0, query.pageSize);
  return {
    items: page.map(summary),
    pageSize: query.pageSize,
    nextLastObjectId: rows.length > query.pageSize ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Records a status change (who, when, from → to) and sets it. */
export async function changeStatus(
  tx: DbOrTx,
  ticket: repo.TicketRecord,
  to: TicketStatus,
  by: string | null,
  note?: string | null,
) {
  await repo.insertStatusChange(tx, {
    ticketId: ticket.id,
    fromStatus: ticket.status,
    toStatus: to,
    changedBy: by,
    note,
  });
  await repo.updateTicket(tx, ticket.id, { status: to });
}

/** Raises a ticket for the caller (agents: for a contact of the company); an order must be the company's. */
export async function createTicket(db: Db, options: Who & { input: CreateBody }): Promise<Ticket> {
  const { caller, input } = options;
  const contactId = input.contactId ?? caller.contactId;
  if (!caller.staffRole && contactId !== caller.contactId) throw forbidden();
  if (!(await repo.isActiveMember(db, input.customerId, contactId))) throw rule('contact_not_member');
  if (input.orderId && !(await repo.findCompanyOrderNumber(db, input.orderId, input.customerId))) {
    throw rule('ticket_order_not_in_company');
  }
  const ticketId = await db.transaction(async (tx) => {
    const id = await repo.insertTicket(tx, {
      companyId: input.customerId,
      contactId,
      subject: input.subject,
      body: input.body,
      category: input.category,
      orderId: input.orderId ?? null,
    });
    await repo.insertStatusChange(tx, {
      ticketId: id,
      fromStatus: null,
      toStatus: 'open',
      changedBy: caller.contactId,
    });
    await repo.notify(tx, queueEvent(id));
    return id;
  });
  return reread(db, caller, ticketId);
}

/**
 * Adds a comment. Customers: a comment on a ticket waiting for them or solved opens it again. Agents: an
 * internal note is theirs alone; an answer is mailed to the ticket's contact in the same transaction.
 */
export async function addComment(db: Db, options: Who & { input: AddCommentBody; webOrigin: string }): Promise<Ticket> {
  const { caller, input } = options;
  const isAgent = Boolean(caller.staffRole);
  if (input.isInternal && !isAgent) throw forbidden();
  await visibleTicket(db, caller, input.ticketId);
  await db.transaction(async (tx) => {
    const ticket = await repo.lockTicket(tx, input.ticketId);
    if (!ticket) throw notFound('No such ticket.');
    if (ticket.status === 'closed') throw rule('ticket_closed');
    const isInternal = Boolean(input.isInternal);
    await repo.insertComment(tx, {
      ticketId: ticket.id,
      authorId: caller.contactId,
      authorKind: isAgent ? 'agent' : 'customer',
      body: input.body,
      isInternal,
    });
    if (!isAgent && (ticket.status === 'waiting_for_customer' || ticket.status === 'solved')) {
      await changeStatus(tx, ticket, 'open', caller.contactId);
    } else {
      await repo.updateTicket(tx, ticket.id, {});
    }
    if (isAgent && !isInternal) {
      const people = await repo.findPeople(tx, [ticket.contactId, caller.contactId]);
      const contact = people.get(ticket.contactId);
      const agent = people.get(caller.contactId);
      if (contact) {
        const mail = answerMail({
          lang: mailLanguage(contact.locale),
          firstName: contact.firstName,
          number: ticket.number,
          subject: ticket.subject,
          agentName: agent ? agent.firstName : 'Engros',
          answer: input.body,
          link: new URL(`/account/support/${ticket.id}`, options.webOrigin).toString(),
        });
        await queueMail(tx, { to: contact.email, ...mail });
      }
    }
    await repo.notify(tx, queueEvent(ticket.id));
  });
  return reread(db, caller, input.ticketId);
}

/** Back office: sets a ticket's status, recorded in its history. Closed is final. */
export async function setStatus(db: Db, options: Who & { ticketId: string; input: SetStatusBody }): Promise<Ticket> {
  const { caller, input } = options;
  await db.transaction(async (tx) => {
    const ticket = await repo.lockTicket(tx, options.ticketId);
    if (!ticket) throw notFound('No such ticket.');
    if (ticket.status === 'closed') throw rule('ticket_closed');
    if (ticket.status === input.status) throw rule('ticket_status_invalid', { status: input.status });
    await changeStatus(tx, ticket, input.status, caller.contactId, input.note ?? null);
    await repo.notify(tx, queueEvent(ticket.id));
  });
  return reread(db, caller, options.ticketId);
}

/** Back office: gives a ticket to an agent (or to nobody). */
export async function assignTicket(db: Db, options: Who & { ticketId: string; input: AssignBody }): Promise<Ticket> {
  const { agentId } = options.input;
  if (agentId && !(await repo.findAgent(db, agentId))) throw rule('assignee_not_agent');
  await db.transaction(async (tx) => {
    const ticket = await repo.lockTicket(tx, options.ticketId);
    if (!ticket) throw notFound('No such ticket.');
    if (ticket.status === 'closed') throw rule('ticket_closed');
    await repo.updateTicket(tx, ticket.id, { assigneeId: agentId });
    await repo.notify(tx, queueEvent(ticket.id));
  });
  return reread(db, options.caller, options.ticketId);
}
