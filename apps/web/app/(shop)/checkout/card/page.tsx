import { ApiError, type CardPaymentTransaction } from '@engros/client';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';

type Props = { searchParams: Promise<{ transactionId?: string; paymentId?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.checkout.payByCard };
}

/**
 * Where Nets sends the browser back. The order is made by the API's create-order, which is idempotent per
 * transaction (a reload, a second tab or the reconciliation job all get the same order), so calling it while
 * rendering is safe; then the browser goes on to the order.
 */
export default async function CardReturnPage({ searchParams }: Props) {
  const [search, { api, viewer }, { t }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  const { transactionId } = search;
  if (!viewer.isSignedIn) {
    // Signed out here (the session expired while paying, or the shop was opened at another host name than
    // WEB_ORIGIN): sign in and come back to this address, which makes the order, instead of a full cart.
    const back = new URLSearchParams();
    if (transactionId) back.set('transactionId', transactionId);
    if (search.paymentId) back.set('paymentId', search.paymentId);
    redirect(`/login?returnTo=${encodeURIComponent(`/checkout/card?${back}`)}`);
  }
  let payment: CardPaymentTransaction;
  let message: string;
  try {
    if (!transactionId) throw new Error('no transaction');
    payment = await api.createOrderFromCardPayment({
      path: { pid: viewer.contactId, transactionId },
      body: {},
      init: { cache: 'no-store' },
    });
  } catch (error) {
    const code = problemOf(error)?.code;
    message =
      code === 'payment_not_reserved' || code === 'payment_closed'
        ? t.checkout.cardDeclined
        : code === 'cart_changed'
          ? t.checkout.cardCartChanged
          : code === 'price_changed'
            ? t.checkout.cardPriceChanged
            : ApiError.isApiError(error)
              ? errorMessage(error, t)
              : t.errors.generic;
    return (
      <div className="page">
        <h1>{t.checkout.payByCard}</h1>
        <p className="alert alert-error" role="alert" data-card-result={code ?? 'error'}>
          {message}
        </p>
        <p>
          <Link href="/cart">{t.checkout.backToCart}</Link>
        </p>
      </div>
    );
  }
  if (!payment.orderId) redirect('/checkout');
  // The transaction names the order but not its department; the newest orders (this one among them) do.
  const recent = await api
    .listOrders({
      query: { pid: viewer.contactId, customerId: viewer.company?.customerId, skip: 0, take: 20 },
      init: { cache: 'no-store' },
    })
    .catch(() => null);
  const order = recent?.items.find((o) => o.id === payment.orderId);
  if (!order) redirect('/account/orders');
  redirect(`/orders/${encodeURIComponent(order.id)}`);
}
