'use server';
// Back-office actions on orders and customers: move an order's status; block, unblock or change a company's credit
// limit with a reason (docs/backoffice.md). The API checks the staff role on every call.
import { revalidatePath } from 'next/cache';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { type FieldErrors, parseForm } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { blockForm, creditLimitForm, orderIdForm, orderStatusForm } from './schemas/backoffice-orders';

export type BackofficeFormState = { status: 'idle' | 'ok' | 'error'; message?: string; fieldErrors?: FieldErrors };

/** Moves an order to the status chosen (the API allows one step on, or cancelling before it ships). */
export async function moveOrderStatus(_previous: BackofficeFormState, form: FormData): Promise<BackofficeFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, orderStatusForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  const { orderId, status, note } = parsed.value;
  try {
    await api.advanceOrderStatus({ path: { orderId }, body: { status, note } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath(`/backoffice/orders/${orderId}`);
  revalidatePath('/backoffice/orders');
  return { status: 'ok', message: t.backofficeOrders.order.moved(t.checkout.statuses[status]) };
}

/** Records an invoice order's invoice as paid: its gross leaves the company's open balance (docs/customer.md). */
export async function markInvoicePaid(_previous: BackofficeFormState, form: FormData): Promise<BackofficeFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, orderIdForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  const { orderId } = parsed.value;
  try {
    await api.markInvoicePaid({ path: { orderId } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath(`/backoffice/orders/${orderId}`);
  return { status: 'ok', message: t.backofficeOrders.order.markedPaid };
}

/** Blocks or unblocks the company (`block` = 1 / 0), or sets its credit limit (`creditLimit`), with a reason. */
export async function updateCustomerStanding(
  _previous: BackofficeFormState,
  form: FormData,
): Promise<BackofficeFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const c = t.backofficeOrders.customer;
  let customerId: string;
  let body: { reason: string; isBlocked?: boolean; creditLimit?: number };
  let done: string;
  if (form.has('block')) {
    const parsed = parseForm(form, blockForm, t);
    if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
    const { block, reason } = parsed.value;
    customerId = parsed.value.customerId;
    body = { reason, isBlocked: block === '1' };
    done = block === '1' ? c.blockedNow : c.unblockedNow;
  } else {
    const parsed = parseForm(form, creditLimitForm, t);
    if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
    const { creditLimit, reason } = parsed.value;
    customerId = parsed.value.customerId;
    body = { reason, creditLimit };
    done = c.limitSaved;
  }
  try {
    await api.updateBackofficeCustomer({ path: { customerId }, body });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath(`/backoffice/customers/${customerId}`);
  revalidatePath('/backoffice/customers');
  return { status: 'ok', message: done };
}
