'use server';
// Placing the order on invoice: store the delivery choices on the cart, then createorder with the version and
// gross total the buyer saw (docs/orders.md), under an idempotency key made when the page was shown.
import type { CheckoutProblem, Order } from '@engros/client';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../lib/errors';
import { getDictionary } from '../../lib/i18n/server';

export type CheckoutFormState = {
  message?: string;
  problems?: string[];
  values: { purchaseOrderNumber: string; comment: string; requestedDeliveryDate: string };
};

const field = (form: FormData, name: string, max: number) =>
  String(form.get(name) ?? '')
    .trim()
    .slice(0, max);

/** Chooses the delivery address (the dates depend on it). */
export async function chooseDeliveryAddress(form: FormData): Promise<void> {
  const { api, viewer } = await viewerApi();
  const addressId = field(form, 'deliveryAddressId', 100);
  if (viewer.isSignedIn && viewer.company && addressId) {
    await api
      .postArdisCartUpdatemetadata({
        body: { pid: viewer.contactId, customerId: viewer.company.customerId, deliveryAddressId: addressId },
      })
      .catch(() => undefined); // the page shows the cart's address as it is
  }
  redirect('/checkout');
}

/** Chooses the cost centre; one with its own delivery address brings that address along (docs/cost-centres.md). */
export async function chooseCostCentre(form: FormData): Promise<void> {
  const { api, viewer } = await viewerApi();
  const costCentreId = field(form, 'costCentreId', 100);
  if (viewer.isSignedIn && viewer.company && costCentreId) {
    await api
      .postArdisCartUpdatemetadata({
        body: { pid: viewer.contactId, customerId: viewer.company.customerId, costCentreId },
      })
      .catch(() => undefined); // an inactive centre: the page shows the cart's problem as it is
  }
  redirect('/checkout');
}

export async function placeOrder(_previous: CheckoutFormState, form: FormData): Promise<CheckoutFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const values = {
    purchaseOrderNumber: field(form, 'purchaseOrderNumber', 50),
    comment: field(form, 'comment', 500),
    requestedDeliveryDate: field(form, 'requestedDeliveryDate', 10),
  };
  if (!viewer.isSignedIn || !viewer.company) return { message: t.errors.signInAgain, values };
  const ids = { pid: viewer.contactId, customerId: viewer.company.customerId };
  const seenVersion = Number(form.get('version'));
  const seenGross = Number(form.get('gross'));
  let order: Order | undefined;
  let hostedPage: string | null | undefined;
  try {
    const updated = await api.postArdisCartUpdatemetadata({
      body: {
        ...ids,
        deliveryAddressId: field(form, 'deliveryAddressId', 100) || undefined,
        requestedDeliveryDate: values.requestedDeliveryDate || null,
        purchaseOrderNumber: values.purchaseOrderNumber || null,
        comment: values.comment || null,
      },
    });
    // Our own write moved the version by one; anything more is a change the buyer has not seen.
    if (updated.version !== seenVersion + 1) return { message: t.checkout.cartChanged, values };
    if (form.get('payment') === 'card') {
      // Card: the API reserves the cart's gross at Nets and answers the hosted page; the order is made on return.
      const payment = await api.postCartsByPidPaymentProvidersNets({
        path: { pid: viewer.contactId },
        body: { customerId: ids.customerId },
      });
      if (payment.amount !== seenGross) return { message: t.checkout.cartChanged, values };
      hostedPage = payment.hostedPaymentPageUrl;
    } else
      order = await api.postArdisCartCreateorder({
        body: { ...ids, expectedVersion: updated.version, expectedGross: seenGross },
        headers: { 'idempotency-key': field(form, 'idempotencyKey', 64) },
      });
  } catch (error) {
    const problem = problemOf(error);
    const problems = (problem?.problems as CheckoutProblem[] | undefined)
      ?.filter((p) => p.isBlocking)
      .map((p) => p.message);
    revalidatePath('/checkout');
    return { message: errorMessage(error, t), problems, values };
  }
  if (hostedPage) redirect(hostedPage);
  if (!order) return { message: t.errors.generic, values };
  revalidatePath('/', 'layout');
  redirect(`/orders/${encodeURIComponent(order.id)}?department=${encodeURIComponent(order.department)}`);
}
