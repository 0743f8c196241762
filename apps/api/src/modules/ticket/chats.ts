import type { Db, DbOrTx } from '../../db';
import type { SupportAuthorKind } from '../../db/schema';
import { AppError, forbidden, notFound, rule } from '../../lib/errors';
import { mailLanguage } from '../customer';
import { queueMail } from '../mail';
import { queueEvent, visibleChat, visibleTicket, type Who } from './access';
import { transcriptMail } from './mail';
import * as repo from './repository';
import type { Chat, ChatMessage, ChatMessageBody, EndChatBody, StartChatBody } from './schemas';
import { changeStatus } from './tickets';
import { chatView, messageView } from './views';

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
