'use server';
// Quote actions: the buyer asks from the cart, writes, accepts or declines; an agent prices and sends.
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../lib/errors';
import { getDictionary } from '../../lib/i18n/server';

export type QuoteFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  orderId?: string;
  /** The quote's version after an agent's save (the editor names it on the next save). */
  version?: number;
};

/** An amount typed in major units ("85,50" or "85.50") as minor units. */
const minor = (value: unknown) => Math.round(Number(String(value ?? '').replace(',', '.')) * 100);

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** Sends the open cart as a quote request and opens the new quote. */
export async function requestQuote(_previous: QuoteFormState, form: FormData): Promise<QuoteFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain };
  let id: string;
  try {
    const quote = await api.postQuotes({
      body: { pid: viewer.contactId, customerId: viewer.company.customerId, message: text(form, 'message') },
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
  const quoteId = text(form, 'quoteId');
  try {
    await api.postQuotesByQuoteIdMessages({ path: { quoteId }, body: { body: text(form, 'body') } });
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
  const quoteId = text(form, 'quoteId');
  const version = Number(text(form, 'version'));
  const deliveryAddressId = text(form, 'deliveryAddressId');
  const requestedDeliveryDate = text(form, 'requestedDeliveryDate');
  const purchaseOrderNumber = text(form, 'purchaseOrderNumber');
  const costCentreId = text(form, 'costCentreId');
  try {
    const quote = await api.postQuotesByQuoteIdAccept({
      path: { quoteId },
      body: {
        expectedVersion: Number.isInteger(version) && version > 0 ? version : undefined,
        deliveryAddressId: deliveryAddressId || undefined,
        requestedDeliveryDate: requestedDeliveryDate || undefined,
        purchaseOrderNumber: purchaseOrderNumber || undefined,
        costCentreId: costCentreId || undefined,
      },
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
  const quoteId = text(form, 'quoteId');
  const message = text(form, 'message');
  try {
    await api.postQuotesByQuoteIdReject({ path: { quoteId }, body: { message: message || undefined } });
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
  const quoteId = text(form, 'quoteId');
  const skus = form.getAll('sku').map((v) => String(v).trim());
  const quantities = form.getAll('quantity').map((v) => Number(v));
  const prices = form.getAll('unitPrice').map(minor);
  const lines = skus
    .map((sku, i) => ({ sku, quantity: quantities[i] ?? 0, unitPrice: prices[i] ?? 0 }))
    .filter((line) => line.sku !== '');
  try {
    await api.putBackofficeQuotesByQuoteId({
      path: { quoteId },
      body: {
        lines,
        shippingFee: Number(text(form, 'shippingFee')) || 0,
        validUntil: text(form, 'validUntil'),
        expectedVersion: Number(text(form, 'version')) || undefined,
      },
    });
    if (form.get('intent') === 'send') await api.postBackofficeQuotesByQuoteIdSend({ path: { quoteId } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath(`/backoffice/quotes/${quoteId}`);
  revalidatePath('/backoffice/quotes');
  return {
    status: 'ok',
    message: form.get('intent') === 'send' ? t.quotes.backoffice.sent : t.quotes.backoffice.saved,
  };
}
