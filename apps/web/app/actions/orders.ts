'use server';
// Order actions in the account: cancel (while the API allows it) and reorder into the cart.
import { revalidatePath } from 'next/cache';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { getDictionary } from '../../lib/i18n/server';

export type OrderFormState = { status: 'idle' | 'ok' | 'error'; message?: string; notAdded?: string[] };

/** Cancels the order; when it is too late the API answers 422 and its reason is shown as it is. */
export async function cancelOrder(_previous: OrderFormState, form: FormData): Promise<OrderFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const orderId = String(form.get('orderId') ?? '');
  const department = String(form.get('department') ?? '');
  try {
    await api.deleteArdisOrderCancelorder({ query: { orderId, department } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath('/account/orders', 'layout');
  revalidatePath('/orders', 'layout');
  return { status: 'ok', message: t.orders.cancelled };
}

/**
 * Adds the order's lines to the open cart one by one (the cart API adds to a line already there). Lines the
 * API refuses (no longer sold, blocked) are named; the others stay added.
 */
export async function reorder(_previous: OrderFormState, form: FormData): Promise<OrderFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain };
  const orderId = String(form.get('orderId') ?? '');
  const department = String(form.get('department') ?? '');
  let lines: { sku: string; name: string; quantity: number }[];
  try {
    const order = await api.getArdisOrder({ query: { orderId, department }, init: { cache: 'no-store' } });
    lines = order.lines.filter((line) => line.kind === 'product'); // shipping is the cart's own again
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  const notAdded: string[] = [];
  let added = 0;
  for (const line of lines) {
    try {
      await api.postArdisCartAddorderline({
        body: { pid: viewer.contactId, customerId: viewer.company.customerId, sku: line.sku, quantity: line.quantity },
      });
      added += 1;
    } catch (error) {
      notAdded.push(`${line.sku} ${line.name}: ${errorMessage(error, t)}`);
    }
  }
  revalidatePath('/', 'layout');
  return {
    status: notAdded.length === lines.length ? 'error' : 'ok',
    message: t.orders.reordered(added, lines.length),
    notAdded,
  };
}
