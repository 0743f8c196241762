'use server';
// Quote actions: the buyer asks from the cart, writes, accepts or declines; an agent prices and sends.
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../lib/errors';
import { type FieldErrors, parseForm } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { acceptQuoteForm, quoteMessageForm, rejectQuoteForm, requestQuoteForm, saveQuoteForm } from './schemas/quotes';

export type QuoteFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  fieldErrors?: FieldErrors;
  orderId?: string;
  /** The quote's version after an agent's save (the editor names it on the next save). */
  version?: number;
};

/** A form our schema refused: the message and each field's problem. */
const invalid = (parsed: { message: string; fieldErrors: FieldErrors }): QuoteFormState => ({
  status: 'error',
  message: parsed.message,
  fieldErrors: parsed.fieldErrors,
});

/** Sends the open cart as a quote request and opens the new quote. */
export async function requestQuote(_previous: QuoteFormState, form: FormData): Promise<QuoteFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, requestQuoteForm, t);
  if (!parsed.isValid) return invalid(parsed);
  let id: string;
  try {
    const quote = await api.requestQuote({
      body: { pid: viewer.contactId, customerId: viewer.company.customerId, message: parsed.value.message },
    });
    id = quote.id;
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath('/', 'layout');
  redirect(`/account/quotes/${id}`);
}

export async function sendQuoteMessage(_previous: QuoteFormState, form: FormData): Promise<QuoteFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, quoteMessageForm, t);
  if (!parsed.isValid) return invalid(parsed);
  const { quoteId, body } = parsed.value;
  try {
    await api.addQuoteMessage({ path: { quoteId }, body: { body } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath(`/account/quotes/${quoteId}`);
  revalidatePath(`/backoffice/quotes/${quoteId}`);
  return { status: 'ok' };
}

export async function acceptQuote(_previous: QuoteFormState, form: FormData): Promise<QuoteFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, acceptQuoteForm, t);
  if (!parsed.isValid) return invalid(parsed);
  const { quoteId, version, ...choices } = parsed.value;
  try {
    const quote = await api.acceptQuote({
      path: { quoteId },
      body: { expectedVersion: version && version > 0 ? version : undefined, ...choices },
    });
    revalidatePath('/', 'layout');
    return { status: 'ok', message: t.quotes.accept.done, orderId: quote.orderId ?? undefined };
  } catch (error) {
    // What stands in the way (address, date, availability) is named, not only that something does.
    const problems = (problemOf(error)?.problems as { message: string; isBlocking: boolean }[] | undefined)
      ?.filter((p) => p.isBlocking)
      .map((p) => p.message);
    const message = errorMessage(error, t);
    return { status: 'error', message: problems?.length ? `${message} ${problems.join(' ')}` : message };
  }
}

export async function rejectQuote(_previous: QuoteFormState, form: FormData): Promise<QuoteFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, rejectQuoteForm, t);
  if (!parsed.isValid) return invalid(parsed);
  const { quoteId, message } = parsed.value;
  try {
    await api.rejectQuote({ path: { quoteId }, body: { message } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath(`/account/quotes/${quoteId}`);
  return { status: 'ok', message: t.quotes.reject.done };
}

/** Agents: the quote's lines (sku, quantity, unit price per row), shipping fee and validity; then optionally send. */
export async function saveQuote(_previous: QuoteFormState, form: FormData): Promise<QuoteFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, saveQuoteForm, t);
  if (!parsed.isValid) return invalid(parsed);
  const { quoteId, lines, shippingFee, validUntil, version, intent } = parsed.value;
  try {
    await api.updateQuote({
      path: { quoteId },
      // The fee is typed in kroner like the unit prices (it was read as øre before: "85.00" became 85 øre).
      body: { lines, shippingFee: shippingFee ?? 0, validUntil, expectedVersion: version || undefined },
    });
    if (intent === 'send') await api.sendQuote({ path: { quoteId } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath(`/backoffice/quotes/${quoteId}`);
  revalidatePath('/backoffice/quotes');
  return {
    status: 'ok',
    message: intent === 'send' ? t.quotes.backoffice.sent : t.quotes.backoffice.saved,
  };
}
