'use server';
// Subscriptions (recurring orders) as the signed-in person (docs/subscriptions.md, docs/web-lists.md): create from
// the cart, change interval and next date, pause and resume, replace the template with the cart, end.
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { type FieldErrors, parseForm, typedValues } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import {
  createSubscriptionForm,
  endSubscriptionForm,
  pauseOrResumeForm,
  subscriptionIdForm,
  updateSubscriptionForm,
} from './schemas/subscriptions';

export type SubscriptionFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
  version?: number;
};

async function person() {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const ids =
    viewer.isSignedIn && viewer.company ? { pid: viewer.contactId, customerId: viewer.company.customerId } : null;
  return { api, ids, t };
}

const next = (previous: SubscriptionFormState) => (previous.version ?? 0) + 1;

/** A form our schema refused: its message, each field's problem, and what was typed. */
const invalid = (
  parsed: { message: string; fieldErrors: FieldErrors },
  values: Record<string, string> | undefined,
  version: number,
): SubscriptionFormState => ({
  status: 'error',
  message: parsed.message,
  fieldErrors: parsed.fieldErrors,
  values,
  version,
});

function revalidate(id?: string) {
  revalidatePath('/account/subscriptions', 'layout');
  if (id) revalidatePath(`/account/subscriptions/${id}`);
}

/** The open cart's lines become the template; the cart itself is left as it is (the API copies). */
export async function createSubscription(
  previous: SubscriptionFormState,
  form: FormData,
): Promise<SubscriptionFormState> {
  const { api, ids, t } = await person();
  const s = t.lists.subscriptions;
  const values = typedValues(form, ['name', 'intervalWeeks', 'firstDeliveryDate']);
  const version = next(previous);
  const fail = (message: string): SubscriptionFormState => ({ status: 'error', message, values, version });
  if (!ids) return fail(t.errors.signInAgain);
  const parsed = parseForm(form, createSubscriptionForm, t);
  if (!parsed.isValid) return invalid(parsed, values, version);
  const { name, intervalWeeks, firstDeliveryDate, deliveryAddressId } = parsed.value;
  let id: string;
  try {
    const cart = await api.getCart({ query: ids, init: { cache: 'no-store' } });
    if (cart.lines.length === 0) return fail(s.emptyCart);
    id = (
      await api.createSubscription({
        body: {
          customerId: ids.customerId,
          cartId: cart.id,
          intervalWeeks,
          firstDeliveryDate,
          deliveryAddressId,
          paymentMethod: 'invoice',
          ...(name ? { name } : {}),
        },
      })
    ).id;
  } catch (error) {
    return fail(errorMessage(error, t));
  }
  revalidate();
  redirect(`/account/subscriptions/${id}?created=1`);
}

/** Interval and next date; only what changed is sent, so an unchanged date is never checked again. */
export async function updateSubscription(
  previous: SubscriptionFormState,
  form: FormData,
): Promise<SubscriptionFormState> {
  const { api, ids, t } = await person();
  const s = t.lists.subscriptions;
  const values = typedValues(form, ['intervalWeeks', 'nextDate']);
  const version = next(previous);
  const fail = (message: string): SubscriptionFormState => ({ status: 'error', message, values, version });
  if (!ids) return fail(t.errors.signInAgain);
  const parsed = parseForm(form, updateSubscriptionForm, t);
  if (!parsed.isValid) return invalid(parsed, values, version);
  const { id, intervalWeeks, nextDate, currentInterval, currentNextDate } = parsed.value;
  const body: { id: string; intervalWeeks?: number; nextDate?: string } = { id };
  if (intervalWeeks !== Number(currentInterval)) body.intervalWeeks = intervalWeeks;
  if (nextDate && nextDate !== currentNextDate) body.nextDate = nextDate;
  try {
    if (body.intervalWeeks !== undefined || body.nextDate !== undefined) await api.updateSubscription({ body });
  } catch (error) {
    return fail(errorMessage(error, t));
  }
  revalidate(id);
  return { status: 'ok', message: s.saved, values: { ...values, nextDate: '' }, version };
}

/** Pause or resume (`action`); resuming may move a passed next date forward (the API's rule). */
export async function pauseOrResume(previous: SubscriptionFormState, form: FormData): Promise<SubscriptionFormState> {
  const { api, ids, t } = await person();
  const s = t.lists.subscriptions;
  const version = next(previous);
  if (!ids) return { status: 'error', message: t.errors.signInAgain, version };
  const parsed = parseForm(form, pauseOrResumeForm, t);
  if (!parsed.isValid) return invalid(parsed, undefined, version);
  const { id, action } = parsed.value;
  try {
    await api.updateSubscription({ body: { id, action } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), version };
  }
  revalidate(id);
  return { status: 'ok', message: action === 'pause' ? s.paused : s.resumed, version };
}

export async function replaceTemplate(previous: SubscriptionFormState, form: FormData): Promise<SubscriptionFormState> {
  const { api, ids, t } = await person();
  const version = next(previous);
  if (!ids) return { status: 'error', message: t.errors.signInAgain, version };
  const parsed = parseForm(form, subscriptionIdForm, t);
  if (!parsed.isValid) return invalid(parsed, undefined, version);
  const { id } = parsed.value;
  try {
    const cart = await api.getCart({ query: ids, init: { cache: 'no-store' } });
    if (cart.lines.length === 0) return { status: 'error', message: t.lists.subscriptions.emptyCart, version };
    await api.replaceSubscriptionCartTemplate({ path: { id, cartId: cart.id } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), version };
  }
  revalidate(id);
  return { status: 'ok', message: t.lists.subscriptions.templateReplaced, version };
}

/** Ends it for good (the API keeps its history); the reason is the buyer's words or ours. */
export async function endSubscription(previous: SubscriptionFormState, form: FormData): Promise<SubscriptionFormState> {
  const { api, ids, t } = await person();
  const values = typedValues(form, ['reason']);
  const version = next(previous);
  if (!ids) return { status: 'error', message: t.errors.signInAgain, values, version };
  const parsed = parseForm(form, endSubscriptionForm, t);
  if (!parsed.isValid) return invalid(parsed, values, version);
  const { id } = parsed.value;
  const reason = parsed.value.reason ?? t.lists.subscriptions.defaultEndReason;
  try {
    await api.deleteSubscription({ path: { id }, body: { reason } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), values, version };
  }
  revalidate(id);
  return { status: 'ok', message: t.lists.subscriptions.ended, version };
}
