'use server';
// Subscriptions (recurring orders) as the signed-in person (docs/subscriptions.md, docs/web-lists.md): create from
// the cart, change interval and next date, pause and resume, replace the template with the cart, end.
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { getDictionary } from '../../lib/i18n/server';

export type SubscriptionFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  values?: Record<string, string>;
  version?: number;
};

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function intervalOf(value: FormDataEntryValue | null): number | null {
  const text = String(value ?? '').trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= 52 ? n : null;
}

async function person() {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const ids =
    viewer.isSignedIn && viewer.company ? { pid: viewer.contactId, customerId: viewer.company.customerId } : null;
  return { api, ids, t };
}

const next = (previous: SubscriptionFormState) => (previous.version ?? 0) + 1;

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
  const values = {
    name: String(form.get('name') ?? ''),
    intervalWeeks: String(form.get('intervalWeeks') ?? ''),
    firstDeliveryDate: String(form.get('firstDeliveryDate') ?? ''),
  };
  const version = next(previous);
  const fail = (message: string): SubscriptionFormState => ({ status: 'error', message, values, version });
  if (!ids) return fail(t.errors.signInAgain);
  const intervalWeeks = intervalOf(values.intervalWeeks);
  if (intervalWeeks === null) return fail(s.intervalInvalid);
  if (!isDate(values.firstDeliveryDate)) return fail(s.dateMissing);
  const deliveryAddressId = String(form.get('deliveryAddressId') ?? '');
  let id: string;
  try {
    const cart = await api.getArdisCart({ query: ids, init: { cache: 'no-store' } });
    if (cart.lines.length === 0) return fail(s.emptyCart);
    const name = values.name.trim();
    id = (
      await api.postSubscriptionCreate({
        body: {
          customerId: ids.customerId,
          cartId: cart.id,
          intervalWeeks,
          firstDeliveryDate: values.firstDeliveryDate,
          deliveryAddressId,
          paymentMethod: 'invoice',
          ...(name ? { name: name.slice(0, 100) } : {}),
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
  const id = String(form.get('id') ?? '');
  const values = {
    intervalWeeks: String(form.get('intervalWeeks') ?? ''),
    nextDate: String(form.get('nextDate') ?? ''),
  };
  const version = next(previous);
  const fail = (message: string): SubscriptionFormState => ({ status: 'error', message, values, version });
  if (!ids) return fail(t.errors.signInAgain);
  const intervalWeeks = intervalOf(values.intervalWeeks);
  if (intervalWeeks === null) return fail(s.intervalInvalid);
  const body: { id: string; intervalWeeks?: number; nextDate?: string } = { id };
  if (intervalWeeks !== Number(form.get('currentInterval'))) body.intervalWeeks = intervalWeeks;
  if (isDate(values.nextDate) && values.nextDate !== form.get('currentNextDate')) body.nextDate = values.nextDate;
  try {
    if (body.intervalWeeks !== undefined || body.nextDate !== undefined) await api.postSubscriptionUpdate({ body });
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
  const id = String(form.get('id') ?? '');
  const action = form.get('action') === 'resume' ? 'resume' : 'pause';
  const version = next(previous);
  if (!ids) return { status: 'error', message: t.errors.signInAgain, version };
  try {
    await api.postSubscriptionUpdate({ body: { id, action } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), version };
  }
  revalidate(id);
  return { status: 'ok', message: action === 'pause' ? s.paused : s.resumed, version };
}

export async function replaceTemplate(previous: SubscriptionFormState, form: FormData): Promise<SubscriptionFormState> {
  const { api, ids, t } = await person();
  const id = String(form.get('id') ?? '');
  const version = next(previous);
  if (!ids) return { status: 'error', message: t.errors.signInAgain, version };
  try {
    const cart = await api.getArdisCart({ query: ids, init: { cache: 'no-store' } });
    if (cart.lines.length === 0) return { status: 'error', message: t.lists.subscriptions.emptyCart, version };
    await api.postSubscriptionByIdUpdateCarttemplateByCartId({ path: { id, cartId: cart.id } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), version };
  }
  revalidate(id);
  return { status: 'ok', message: t.lists.subscriptions.templateReplaced, version };
}

/** Ends it for good (the API keeps its history); the reason is the buyer's words or ours. */
export async function endSubscription(previous: SubscriptionFormState, form: FormData): Promise<SubscriptionFormState> {
  const { api, ids, t } = await person();
  const id = String(form.get('id') ?? '');
  const values = { reason: String(form.get('reason') ?? '') };
  const version = next(previous);
  if (!ids) return { status: 'error', message: t.errors.signInAgain, values, version };
  const reason = values.reason.trim().slice(0, 500) || t.lists.subscriptions.defaultEndReason;
  try {
    await api.deleteSubscriptionById({ path: { id }, body: { reason } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), values, version };
  }
  revalidate(id);
  return { status: 'ok', message: t.lists.subscriptions.ended, version };
}
