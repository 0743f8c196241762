'use server';
// Back-office actions on orders and customers: move an order's status; block, unblock or change a company's credit
// limit with a reason (docs/backoffice.md). The API checks the staff role on every call.
import { revalidatePath } from 'next/cache';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { getDictionary } from '../../lib/i18n/server';

export type BackofficeFormState = { status: 'idle' | 'ok' | 'error'; message?: string };

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const orderStatuses = ['confirmed', 'picking', 'shipped', 'delivered', 'cancelled'] as const;
type OrderStatus = (typeof orderStatuses)[number];

/** Moves an order to the status chosen (the API allows one step on, or cancelling before it ships). */
export async function moveOrderStatus(_previous: BackofficeFormState, form: FormData): Promise<BackofficeFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const orderId = text(form, 'orderId');
  const status = orderStatuses.find((s) => s === text(form, 'status')) as OrderStatus | undefined;
  if (!status) return { status: 'error', message: t.errors.generic };
  const note = text(form, 'note');
  try {
    await api.postBackofficeOrdersByOrderIdStatus({ path: { orderId }, body: { status, note: note || undefined } });
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
  const orderId = text(form, 'orderId');
  try {
    await api.postBackofficeOrdersByOrderIdInvoicePaid({ path: { orderId } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath(`/backoffice/orders/${orderId}`);
  return { status: 'ok', message: t.backofficeOrders.order.markedPaid };
}

/** "12 500,50" or "12500.5" kroner as minor units; null when it is not an amount of at most two decimals. */
function minorUnits(value: string): number | null {
  const normalized = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

/** Blocks or unblocks the company (`block` = 1 / 0), or sets its credit limit (`creditLimit`), with a reason. */
export async function updateCustomerStanding(
  _previous: BackofficeFormState,
  form: FormData,
): Promise<BackofficeFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const c = t.backofficeOrders.customer;
  const customerId = text(form, 'customerId');
  const reason = text(form, 'reason');
  const block = text(form, 'block');
  let body: { reason: string; isBlocked?: boolean; creditLimit?: number };
  let done: string;
  if (block === '1' || block === '0') {
    body = { reason, isBlocked: block === '1' };
    done = block === '1' ? c.blockedNow : c.unblockedNow;
  } else {
    const creditLimit = minorUnits(text(form, 'creditLimit'));
    if (creditLimit === null) return { status: 'error', message: c.amountInvalid };
    body = { reason, creditLimit };
    done = c.limitSaved;
  }
  try {
    await api.patchBackofficeCustomersByCustomerId({ path: { customerId }, body });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath(`/backoffice/customers/${customerId}`);
  revalidatePath('/backoffice/customers');
  return { status: 'ok', message: done };
}
