'use server';
// Order actions in the account: cancel (while the API allows it) and reorder into the cart.
import { revalidatePath } from 'next/cache';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { parseForm } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { formatMoney } from '../../lib/money';
import { orderForm } from './schemas/orders';

export type OrderFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  notAdded?: string[];
  /** Lines whose price moved since the order (reorder). */
  changed?: string[];
};

/** Cancels the order; when it is too late the API answers 422 and its reason is shown as it is. */
export async function cancelOrder(_previous: OrderFormState, form: FormData): Promise<OrderFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, orderForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  const { orderId, department } = parsed.value;
  try {
    await api.cancelOrder({ query: { orderId, department } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath('/account/orders', 'layout');
  revalidatePath('/orders', 'layout');
  return { status: 'ok', message: t.orders.cancelled };
}

/**
 * Orders the order again through the API's reorder call: the lines go into the open cart at today's prices, and
 * the answer says which lines cost something else now and which are not sold any more (those are left out).
 */
export async function reorder(_previous: OrderFormState, form: FormData): Promise<OrderFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, orderForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  const { orderId, department } = parsed.value;
  let result: Awaited<ReturnType<typeof api.reorder>>;
  try {
    result = await api.reorder({
      body: { pid: viewer.contactId, customerId: viewer.company.customerId, orderId, department },
    });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath('/', 'layout');
  const { lines, cart } = result;
  const money = (minor: number) => formatMoney(minor, cart.currency, t);
  const added = lines.filter((line) => line.outcome !== 'unavailable');
  return {
    status: added.length === 0 ? 'error' : 'ok',
    message: t.orders.reordered(added.length, lines.length),
    notAdded: lines
      .filter((line) => line.outcome === 'unavailable')
      .map((line) => `${line.sku} ${line.name}: ${line.message ?? t.orders.notSold}`),
    changed: lines
      .filter((line) => line.outcome === 'price_up' || line.outcome === 'price_down')
      .map((line) => t.orders.priceChange(line.name, money(line.orderedUnitPrice), money(line.unitPrice ?? 0))),
  };
}
