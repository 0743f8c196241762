'use server';
// Placing the order: store the delivery choices on the cart the buyer saw, then createorder (or the card payment)
// with the gross total the buyer saw (docs/orders.md), under an idempotency key made when the page was shown. The
// API compares both and answers cart_changed / price_changed; this action only forwards what the buyer saw.
import type { CheckoutProblem, Order } from '@engros/client';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../lib/errors';
import { type FieldErrors, parseForm, typedValues } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { costCentreChoiceForm, deliveryAddressForm, placeOrderForm } from './schemas/checkout';

export type CheckoutFormState = {
  message?: string;
  problems?: string[];
  fieldErrors?: FieldErrors;
  values: { purchaseOrderNumber: string; comment: string; requestedDeliveryDate: string };
};

/** Chooses the delivery address (the dates depend on it). */
export async function chooseDeliveryAddress(form: FormData): Promise<void> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  const parsed = parseForm(form, deliveryAddressForm, t);
  const addressId = parsed.isValid ? parsed.value.deliveryAddressId : null;
  if (viewer.isSignedIn && viewer.company && addressId) {
    await api
      .updateCartMetadata({
        body: { pid: viewer.contactId, customerId: viewer.company.customerId, deliveryAddressId: addressId },
      })
      .catch(() => undefined); // the page shows the cart's address as it is
  }
  redirect('/checkout');
}

/** Chooses the cost centre; one with its own delivery address brings that address along (docs/cost-centres.md). */
export async function chooseCostCentre(form: FormData): Promise<void> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  const parsed = parseForm(form, costCentreChoiceForm, t);
  const costCentreId = parsed.isValid ? parsed.value.costCentreId : null;
  if (viewer.isSignedIn && viewer.company && costCentreId) {
    await api
      .updateCartMetadata({
        body: { pid: viewer.contactId, customerId: viewer.company.customerId, costCentreId },
      })
      .catch(() => undefined); // an inactive centre: the page shows the cart's problem as it is
  }
  redirect('/checkout');
}

export async function placeOrder(_previous: CheckoutFormState, form: FormData): Promise<CheckoutFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const values = typedValues(form, ['purchaseOrderNumber', 'comment', 'requestedDeliveryDate']);
  if (!viewer.isSignedIn || !viewer.company) return { message: t.errors.signInAgain, values };
  const parsed = parseForm(form, placeOrderForm, t);
  if (!parsed.isValid) return { message: parsed.message, fieldErrors: parsed.fieldErrors, values };
  const typed = parsed.value;
  const ids = { pid: viewer.contactId, customerId: viewer.company.customerId };
  const seen = { expectedGross: typed.gross };
  let order: Order | undefined;
  let hostedPage: string | null | undefined;
  try {
    const updated = await api.updateCartMetadata({
      body: {
        ...ids,
        deliveryAddressId: typed.deliveryAddressId,
        requestedDeliveryDate: typed.requestedDeliveryDate ?? null,
        purchaseOrderNumber: typed.purchaseOrderNumber ?? null,
        comment: typed.comment ?? null,
        expectedVersion: typed.version,
      },
    });
    // From here on the cart is the one the buyer saw with their choices: its version is the API's answer.
    if (typed.payment === 'card') {
      // Card: the API reserves the cart's gross at Nets and answers the hosted page; the order is made on return.
      const payment = await api.createCardPayment({
        path: { pid: viewer.contactId },
        body: { customerId: ids.customerId, expectedVersion: updated.version, ...seen },
      });
      hostedPage = payment.hostedPaymentPageUrl;
    } else
      order = await api.createOrder({
        body: { ...ids, expectedVersion: updated.version, ...seen },
        headers: { 'idempotency-key': typed.idempotencyKey },
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
  redirect(`/orders/${encodeURIComponent(order.id)}`);
}
