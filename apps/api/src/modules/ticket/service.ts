import type { Db, DbOrTx } from '../../db';
import type { SupportAuthorKind, TicketStatus } from '../../db/schema';
import type { Person } from '../../lib/access';
import { AppError, forbidden, notFound, rule } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import * as cartRepo from '../cart';
import * as customerRepo from '../customer';
import { mailLanguage } from '../customer';
import { queueMail } from '../mail';
import * as orderRepo from '../order';
import { answerMail, transcriptMail } from './mail';
import * as repo from './repository';
import type {
  AddCommentBody,
  AgentList,
  AssignBody,
  Chat,
  ChatMessage,
  ChatMessageBody,
  CreateBody,
  CustomerContext,
  EndChatBody,
  QueueResponse,
  SearchQuery,
  SearchResponse,
  SetStatusBody,
  StartChatBody,
  Ticket,
  TicketQuery,
  TicketSummary,
} from './schemas';
import { chatView, contactView, fullName, messageView, personView } from './views';

type Who = { caller: Person; lang: Language };

/** Live events (docs/support.md): `c`+`s` a chat message, `q` a ticket the agents' queue should re-read. */
const queueEvent = (ticketId: string) => JSON.stringify({ q: ticketId });

/** Who of a company sees a ticket: its contact and the company's admins; agents see every ticket. */
export function canSee(caller: Person, ticket: { companyId: string; contactId: string }): boolean {
  if (caller.staffRole) return true;
  const role = caller.companies.get(ticket.companyId);
  if (!role) return false;
  return ticket.contactId === caller.contactId || role === 'admin';
}

async function visibleTicket(db: DbOrTx, caller: Person, ticketId: string, filter: TicketQuery = {}) {
  const ticket = await repo.findTicket(db, ticketId);
  if (
    !ticket ||
    !canSee(caller, ticket) ||
    (filter.customerId && filter.customerId !== ticket.companyId) ||
    (filter.contactId && filter.contactId !== ticket.contactId)
  ) {
    throw notFound('No such ticket.');
  }
  return ticket;
}

/** The chat and its ticket when the caller may take part (the ticket's viewers and agents); 404 otherwise. */
export async function visibleChat(db: DbOrTx, caller: Person, chatId: string) {
  const chat = await repo.findChat(db, chatId);
  if (!chat) throw notFound('No such chat.');
  const ticket = await visibleTicket(db, caller, chat.ticketId);
  return { chat, ticket };
}

const summary = (row: repo.TicketRecord & { hasActiveChat: boolean }): TicketSummary => ({
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
async function changeStatus(
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

/** A chat with its whole transcript. */
export async function readChat(db: DbOrTx, chatId: string): Promise<Chat> {
  const chat = await repo.findChat(db, chatId);
  if (!chat) throw notFound('No such chat.');
  const messages = await repo.listMessages(db, chatId, 0, 10_000);
  const people = await repo.findPeople(db, [
    ...(chat.agentId ? [chat.agentId] : []),
    ...messages.flatMap((m) => (m.authorId ? [m.authorId] : [])),
  ]);
  return chatView(people, chat, messages);
}

/**
 * Chat messages one person may write in one chat per minute (429 chat_rate_limited beyond): a person typing
 * writes far fewer; a script or a stuck key should not flood the other side and every open stream.
 */
export const CHAT_MESSAGES_PER_MINUTE = 20;

/** Stores one message with the chat's next sequence number and announces it (NOTIFY goes out on commit). */
async function postMessage(
  tx: DbOrTx,
  values: { chatId: string; authorId: string; authorKind: SupportAuthorKind; body: string; kind?: 'message' | 'ended' },
) {
  const seq = await repo.takeNextSeq(tx, values.chatId);
  if (seq === null) throw rule('chat_ended');
  const kind = values.kind ?? 'message';
  // Counted under the chat row's lock (taken by takeNextSeq), so concurrent messages of one chat cannot both
  // slip under the limit; the count is the database's, so it holds across API nodes. Ending is never limited.
  const row = await repo.insertAndAnnounce(tx, {
    ...values,
    kind,
    seq,
    limit: kind === 'message' ? CHAT_MESSAGES_PER_MINUTE : null,
  });
  if (!row) {
    throw new AppError('chat_rate_limited', { extra: { limit: CHAT_MESSAGES_PER_MINUTE, retryAfterSeconds: 60 } });
  }
  return row;
}

/**
 * Opens a live chat on a ticket the caller sees, or on a new ticket of theirs; the first message is optional.
 * A ticket waiting for the customer or solved opens again.
 */
export async function startChat(db: Db, options: Who & { input: StartChatBody }): Promise<Chat> {
  const { caller, input } = options;
  if (input.ticketId) {
    await visibleTicket(db, caller, input.ticketId, { customerId: input.customerId });
  } else if (!(await repo.isActiveMember(db, input.customerId, caller.contactId))) {
    throw rule('contact_not_member');
  }
  const authorKind = caller.staffRole ? 'agent' : 'customer';
  const chatId = await db.transaction(async (tx) => {
    let ticketId = input.ticketId;
    if (ticketId) {
      const ticket = await repo.lockTicket(tx, ticketId);
      if (!ticket) throw notFound('No such ticket.');
      if (ticket.status === 'closed') throw rule('ticket_closed');
      if (await repo.ticketHasActiveChat(tx, ticket.id)) throw rule('chat_already_active');
      if (authorKind === 'customer' && (ticket.status === 'waiting_for_customer' || ticket.status === 'solved')) {
        await changeStatus(tx, ticket, 'open', caller.contactId);
      }
    } else {
      ticketId = await repo.insertTicket(tx, {
        companyId: input.customerId,
        contactId: caller.contactId,
        subject: input.subject ?? 'Chat',
        body: input.message ?? input.subject ?? '',
        category: input.category ?? 'other',
        orderId: null,
      });
      await repo.insertStatusChange(tx, { ticketId, fromStatus: null, toStatus: 'open', changedBy: caller.contactId });
    }
    const id = await repo.insertChat(tx, { ticketId, startedBy: caller.contactId });
    if (input.message)
      await postMessage(tx, { chatId: id, authorId: caller.contactId, authorKind, body: input.message });
    await repo.notify(tx, queueEvent(ticketId));
    return id;
  });
  return readChat(db, chatId);
}

/** A customer's message in a chat they take part in (agents use add-agent-message: 403 here). */
export async function addCustomerMessage(db: Db, options: Who & { input: ChatMessageBody }): Promise<ChatMessage> {
  const { caller, input } = options;
  await visibleChat(db, caller, input.chatId);
  if (caller.staffRole) throw forbidden();
  const row = await db.transaction((tx) =>
    postMessage(tx, { chatId: input.chatId, authorId: caller.contactId, authorKind: 'customer', body: input.body }),
  );
  const people = await repo.findPeople(db, [caller.contactId]);
  return messageView(people, row);
}

/** An agent's message; the first agent to answer becomes the chat's agent (and the ticket's, when it has none). */
export async function addAgentMessage(db: Db, options: Who & { input: ChatMessageBody }): Promise<ChatMessage> {
  const { caller, input } = options;
  const { chat } = await visibleChat(db, caller, input.chatId);
  const row = await db.transaction(async (tx) => {
    const message = await postMessage(tx, {
      chatId: chat.id,
      authorId: caller.contactId,
      authorKind: 'agent',
      body: input.body,
    });
    if (!chat.agentId) {
      await repo.setChatAgent(tx, chat.id, caller.contactId);
      await repo.assignIfUnassigned(tx, chat.ticketId, caller.contactId);
    }
    return message;
  });
  const people = await repo.findPeople(db, [caller.contactId]);
  return messageView(people, row);
}

/**
 * Ends a chat (its customer or an agent). The end is the chat's last event (kind 'ended'); the transcript
 * stays on the ticket and is mailed to the ticket's contact when asked, in the same transaction.
 */
export async function endChat(db: Db, options: Who & { input: EndChatBody }): Promise<Chat> {
  const { caller, input } = options;
  const { chat, ticket } = await visibleChat(db, caller, input.chatId);
  await db.transaction(async (tx) => {
    await postMessage(tx, {
      chatId: chat.id,
      authorId: caller.contactId,
      authorKind: caller.staffRole ? 'agent' : 'customer',
      body: '',
      kind: 'ended',
    });
    await repo.markChatEnded(tx, chat.id, caller.contactId);
    if (input.sendTranscript) {
      const transcript = await readChat(tx, chat.id);
      const [contact] = (await repo.findPeople(tx, [ticket.contactId])).values();
      if (contact) {
        const mail = transcriptMail({
          lang: mailLanguage(contact.locale),
          firstName: contact.firstName,
          number: ticket.number,
          subject: ticket.subject,
          messages: transcript.messages,
        });
        await queueMail(tx, { to: contact.email, ...mail });
      }
    }
    await repo.notify(tx, queueEvent(ticket.id));
  });
  return readChat(db, chat.id);
}

/** The agents' work list: tickets not yet solved (oldest first) and the active chats. */
export async function supportQueue(db: Db): Promise<QueueResponse> {
  const [tickets, chats] = await Promise.all([repo.listQueueTickets(db, 200), repo.listActiveChats(db, 200)]);
  const people = await repo.findPeople(db, [
    ...tickets.flatMap((t) => (t.assigneeId ? [t.assigneeId] : [])),
    ...chats.flatMap((c) => (c.agentId ? [c.agentId] : [])),
  ]);
  return {
    tickets: tickets.map((t) => ({
      ...summary(t),
      assignee: contactView(people, t.assigneeId),
      companyName: t.companyName,
    })),
    chats: chats.map((c) => ({
      id: c.id,
      ticketId: c.ticketId,
      ticketNumber: c.ticketNumber,
      subject: c.subject,
      companyName: c.companyName,
      agent: contactView(people, c.agentId),
      lastSeq: c.lastSeq,
      createdAt: c.createdAt.toISOString(),
      waitingForAgent: !c.agentId || c.lastAuthorKind === 'customer',
    })),
  };
}

/**
 * Back office: who is behind a ticket, beside the conversation: the company, the ticket's contact, the company's
 * newest orders and the contact's open cart (read as it is: never created or repriced by looking).
 */
export async function customerContext(db: Db, options: Who & { ticketId: string }): Promise<CustomerContext> {
  const ticket = await repo.findTicket(db, options.ticketId);
  if (!ticket) throw notFound('No such ticket.');
  const [company, contact, recent, cartId] = await Promise.all([
    customerRepo.findCompany(db, ticket.companyId),
    customerRepo.findContact(db, ticket.contactId),
    orderRepo.listOrderPage(db, ticket.companyId, 0, 5),
    cartRepo.findOpenCartId(db, ticket.companyId, ticket.contactId),
  ]);
  if (!company || !contact) throw notFound('No such ticket.');
  let cart: CustomerContext['cart'] = null;
  if (cartId) {
    const [row, lines] = await Promise.all([cartRepo.findCart(db, cartId), cartRepo.listLines(db, cartId)]);
    const info = await cartRepo.loadSkuInfo(
      db,
      lines.map((l) => l.sku),
    );
    if (row) {
      cart = {
        cartId,
        currency: row.currency,
        updatedAt: row.updatedAt.toISOString(),
        lines: lines.map((l) => ({
          sku: l.sku,
          name: info.get(l.sku)?.name[options.lang] ?? l.sku,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
        })),
        net: lines.reduce((sum, l) => sum + (l.unitPrice ?? 0) * l.quantity, 0),
      };
    }
  }
  return {
    company: {
      customerId: company.id,
      name: company.name,
      customerNumber: company.customerNumber,
      orgNumber: company.orgNumber,
      market: company.market,
      isBlocked: company.isBlocked,
      email: company.email,
      phone: company.phone,
    },
    contact: {
      contactId: contact.id,
      name: fullName(contact),
      email: contact.email,
      phone: contact.phone,
      locale: contact.locale,
    },
    recentOrders: recent.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      department: o.department,
      status: o.status,
      gross: o.gross,
      currency: o.currency,
      createdAt: o.createdAt.toISOString(),
    })),
    cart,
  };
}

/** Back office: the staff a ticket can be assigned to. */
export async function listAgents(db: Db): Promise<AgentList> {
  const rows = await repo.listAgents(db);
  return { items: rows.map((row) => ({ contactId: row.id, name: fullName(row) })) };
}

export const findTicketOwner = repo.findTicketOwner;
export const findChatOwner = repo.findChatOwner;
