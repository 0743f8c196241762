// The support forms' schemas (app/actions/support.ts): chat, tickets, comments and the agents' console.
import { z } from 'zod';
import { checkbox, oneOf, optionalText, requiredText, text } from '../../../lib/forms';
import { isUuid, ticketCategories, ticketStatuses } from '../../../lib/support';

/** An id the page wrote into the form: a uuid, or the form was tampered with. */
const uuid = () => z.string(text('errors.generic')).trim().refine(isUuid, text('errors.generic'));

/** A chat or comment text: required (an empty one is "write a message"). */
const messageBody = () => requiredText(10_000, 'support.errors.emptyMessage');

export const startChatForm = z.object({ body: messageBody() });

export const chatMessageForm = z.object({
  chatId: uuid(),
  body: messageBody(),
  side: oneOf(['customer', 'agent']).default('customer'),
});

export const endChatForm = z.object({
  chatId: uuid(),
  sendTranscript: checkbox(),
  side: oneOf(['customer', 'agent']).default('customer'),
});

export const ticketForm = z.object({
  subject: requiredText(200, 'support.errors.missing'),
  /** Unknown categories are filed under "other", as the API's list may grow before the form's. */
  category: z
    .string()
    .max(50)
    .optional()
    .transform((value) => ticketCategories.find((c) => c === value) ?? 'other'),
  /** A ticket about an order names it; anything but a uuid is no order. */
  orderId: z
    .string()
    .max(100)
    .optional()
    .transform((value) => (isUuid(value) ? value : undefined)),
  body: requiredText(10_000, 'support.errors.missing'),
});

export const commentForm = z.object({
  ticketId: uuid(),
  body: messageBody(),
  kind: oneOf(['comment', 'reply', 'note']).default('comment'),
});

export const ticketStatusForm = z.object({ ticketId: uuid(), status: oneOf(ticketStatuses), note: optionalText(500) });

/** "Take it" assigns the ticket to the agent pressing it; otherwise the chosen agent, or nobody. */
export const assignTicketForm = z.object({
  ticketId: uuid(),
  take: z.string().max(5).optional(),
  agentId: uuid().optional(),
});
