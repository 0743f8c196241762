import type { DbOrTx } from '../../db';
import type { Person } from '../../lib/access';
import { rule } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import * as repo from './repository';
import type { TicketQuery } from './schemas';

export type Who = { caller: Person; lang: Language };

/** Live events (docs/support.md): `c`+`s` a chat message, `q` a ticket the agents' queue should re-read. */
export const queueEvent = (ticketId: string) => JSON.stringify({ q: ticketId });

/** Who of a company sees a ticket: its contact and the company's admins; agents see every ticket. */
export function canSee(caller: Person, ticket: { companyId: string; contactId: string }): boolean {
  if (caller.staffRole) return true;
  const role = caller.companies.get(ticket.companyId);
  if (!role) return false;
  return ticket.contactId === caller.contactId || role === 'admin';
}

export async function visibleTicket(db: DbOrTx, caller: Person, ticketId: string, filter: TicketQuery = {}) {
  const ticket = await repo.findTicket(db, ticketId);
  if (
    !ticket ||
    !canSee(caller, ticket) ||
    (filter.customerId && filter.customerId !== ticket.companyId) ||
    (filter.contactId && filter.contactId !== ticket.contactId)
  ) {
    throw rule('ticket_unknown');
  }
  return ticket;
}

/**
 * The chat and its ticket when the caller may take part (the ticket's viewers and agents); otherwise 422
 * chat_unknown, the same for an unknown chat (the spec's ticket calls handle 422 only).
 */
export async function visibleChat(db: DbOrTx, caller: Person, chatId: string) {
  const chat = await repo.findChat(db, chatId);
  const ticket = chat ? await repo.findTicket(db, chat.ticketId) : undefined;
  if (!chat || !ticket || !canSee(caller, ticket)) throw rule('chat_unknown');
  return { chat, ticket };
}

export const findTicketOwner = repo.findTicketOwner;
export const findChatOwner = repo.findChatOwner;
