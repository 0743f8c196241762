'use server';
// Support: the customer's chat and tickets, and the agents' console. Every call goes to the API as the person
// (their token stays on the server); the API decides who may do what, and its refusal is shown as it is.
import type { Chat, ChatMessage } from '@engros/client';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { type FieldErrors, parseForm, typedValues } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { forgetChat, rememberChat } from '../../lib/support';
import {
  assignTicketForm,
  chatMessageForm,
  commentForm,
  endChatForm,
  startChatForm,
  ticketForm,
  ticketStatusForm,
} from './schemas/support';

export type ChatFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  /** What was typed, kept when the message was refused. */
  body?: string;
  chat?: Chat;
  /** The stored message (the stream brings it too; the seq tells them apart). */
  sent?: ChatMessage;
  /** Changes on every answer, so the form's fields re-render with the kept (or emptied) value. */
  version?: number;
};

const version = () => Date.now();

/** Starts a chat on a new ticket with the first message; the widget follows it on every page (cookie). */
export async function startChat(_previous: ChatFormState, form: FormData): Promise<ChatFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain };
  const typed = typedValues(form, ['body']).body;
  const parsed = parseForm(form, startChatForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, body: typed, version: version() };
  const { body } = parsed.value;
  try {
    const chat = await api.startChat({
      body: { customerId: viewer.company.customerId, message: body, subject: 'Chat', category: 'other' },
    });
    await rememberChat(viewer.contactId, chat.id);
    return { status: 'ok', chat, version: version() };
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), body, version: version() };
  }
}

/** A chat message: the customer's (widget) or, with side=agent, an agent's (console). */
export async function sendChatMessage(_previous: ChatFormState, form: FormData): Promise<ChatFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const typed = typedValues(form, ['body']).body;
  const parsed = parseForm(form, chatMessageForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, body: typed, version: version() };
  const { chatId, body, side } = parsed.value;
  try {
    const input = { body: { chatId, body } };
    const sent = side === 'agent' ? await api.addAgentChatMessage(input) : await api.addCustomerChatMessage(input);
    return { status: 'ok', sent, version: version() };
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), body: typed, version: version() };
  }
}

/** Ends a chat (either side); the transcript stays on the ticket and is mailed when asked. */
export async function endChat(_previous: ChatFormState, form: FormData): Promise<ChatFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, endChatForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  const { chatId, sendTranscript, side } = parsed.value;
  try {
    const chat = await api.endChat({ body: { chatId, sendTranscript } });
    if (side !== 'agent') await forgetChat();
    else revalidatePath('/backoffice', 'layout');
    return { status: 'ok', chat, version: version() };
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
}

/** Forgets the widget's chat once it has ended (the agent ended it, or another tab did). */
export async function forgetEndedChat(): Promise<void> {
  await forgetChat();
}

export type TicketFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  fieldErrors?: FieldErrors;
  values?: { subject: string; category: string; orderId: string; body: string };
  version?: number;
};

/** Raises a ticket for the person in their current company and opens it. */
export async function createTicket(_previous: TicketFormState, form: FormData): Promise<TicketFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain };
  const values = typedValues(form, ['subject', 'category', 'orderId', 'body']);
  const parsed = parseForm(form, ticketForm, t);
  if (!parsed.isValid) {
    return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, values, version: version() };
  }
  const { subject, body, category, orderId } = parsed.value;
  let ticketId: string;
  try {
    const ticket = await api.createTicket({
      body: { customerId: viewer.company.customerId, subject, body, category, ...(orderId ? { orderId } : {}) },
    });
    ticketId = ticket.id;
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), values, version: version() };
  }
  revalidatePath('/account/support');
  redirect(`/account/support/${ticketId}?created=1`);
}

export type CommentFormState = { status: 'idle' | 'ok' | 'error'; message?: string; body?: string; version?: number };

/**
 * A comment on a ticket: the customer's answer, or in the console an agent's answer (mailed to the customer) or
 * internal note (kind=note: never shown to the customer).
 */
export async function addComment(_previous: CommentFormState, form: FormData): Promise<CommentFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const typed = typedValues(form, ['body']).body;
  const parsed = parseForm(form, commentForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, body: typed, version: version() };
  const { ticketId, body, kind } = parsed.value;
  try {
    await api.addTicketComment({ body: { ticketId, body, ...(kind === 'note' ? { isInternal: true } : {}) } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), body: typed, version: version() };
  }
  revalidatePath(`/account/support/${ticketId}`);
  revalidatePath('/backoffice', 'layout');
  const message =
    kind === 'note'
      ? t.support.backoffice.noteSaved
      : kind === 'reply'
        ? t.support.backoffice.replySent
        : t.support.commentSent;
  return { status: 'ok', message, body: '', version: version() };
}

export type AgentFormState = { status: 'idle' | 'ok' | 'error'; message?: string; version?: number };

/** Back office: sets a ticket's status (with an optional note for the history). */
export async function setTicketStatus(_previous: AgentFormState, form: FormData): Promise<AgentFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, ticketStatusForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  const { ticketId, status, note } = parsed.value;
  try {
    await api.setTicketStatus({
      path: { ticketId },
      body: { status, ...(note ? { note } : {}) },
    });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), version: version() };
  }
  revalidatePath('/backoffice', 'layout');
  return { status: 'ok', message: t.support.backoffice.statusSaved, version: version() };
}

/** Back office: gives a ticket to an agent ("take it": to oneself), or to nobody. */
export async function assignTicket(_previous: AgentFormState, form: FormData): Promise<AgentFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, assignTicketForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  const { ticketId, take, agentId } = parsed.value;
  const wanted = take === '1' ? viewer.contactId : agentId;
  try {
    await api.assignTicket({ path: { ticketId }, body: { agentId: wanted || null } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), version: version() };
  }
  revalidatePath('/backoffice', 'layout');
  return { status: 'ok', message: t.support.backoffice.assigned, version: version() };
}
