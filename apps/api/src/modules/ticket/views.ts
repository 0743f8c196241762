import type { SupportAuthorKind } from '../../db/schema';
import type { ChatRow, MessageRow, PersonRow } from './repository';
import type { Chat, ChatMessage, SupportPerson } from './schemas';

export type People = Map<string, PersonRow>;

export const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

/** How an author is shown; a contact since deleted keeps their kind with an empty name. */
export function personView(people: People, id: string | null, kind: SupportAuthorKind): SupportPerson {
  if (kind === 'system' || !id) return { contactId: null, name: 'Engros', kind: 'system' };
  const row = people.get(id);
  return { contactId: id, name: row ? fullName(row) : '', kind };
}

/** An agent or customer by id, their kind from their staff role. */
export function contactView(people: People, id: string | null): SupportPerson | null {
  if (!id) return null;
  return personView(people, id, people.get(id)?.staffRole ? 'agent' : 'customer');
}

export function messageView(people: People, row: MessageRow): ChatMessage {
  return {
    chatId: row.chatId,
    seq: row.seq,
    kind: row.kind,
    author: personView(people, row.authorId, row.authorKind),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

export function chatView(people: People, chat: ChatRow, messages: MessageRow[]): Chat {
  return {
    id: chat.id,
    ticketId: chat.ticketId,
    status: chat.status,
    agent: contactView(people, chat.agentId),
    createdAt: chat.createdAt.toISOString(),
    endedAt: chat.endedAt?.toISOString() ?? null,
    messages: messages.map((row) => messageView(people, row)),
  };
}

/** One Server-Sent Event for a chat message: its seq is the event id (what Last-Event-ID sends back). */
export function sseMessage(message: ChatMessage): string {
  return `id: ${message.seq}\nevent: ${message.kind}\ndata: ${JSON.stringify(message)}\n\n`;
}
