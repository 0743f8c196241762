import { ApiError, type Order } from '@engros/client';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { TotalsList } from '../../../../components/cart/totals-list';
import { ErrorNotice } from '../../../../components/error-notice';
import { OrderActions } from '../../../../components/orders/order-actions';
import { OrderLinesTable } from '../../../../components/orders/order-lines-table';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';

type Props = { params: Promise<{ orderId: string }>; searchParams: Promise<{ department?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.checkout.orderNumber };
}

/** One order: the confirmation after checkout and the order in the account (/account/orders/[orderId]). */
export default async function OrderPage({ params, searchParams }: Props) {
  const [{ orderId }, { department }, { api, viewer, language }, { t }] = await Promise.all([
    params,
    searchParams,
    viewerApi(),
    getDictionary(),
  ]);
  if (!viewer.isSignedIn || !department) notFound();
  let order: Order;
  try {
    order = await api.getArdisOrder({ query: { orderId, department }, init: { cache: 'no-store' } });
  } catch (error) {
    if (ApiError.isApiError(error) && error.status === 404) notFound();
    return <ErrorNotice title={t.checkout.orderNumber} message={errorMessage(error, t)} />;
  }
  const dateTime = new Intl.DateTimeFormat(t.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Oslo',
  });
  const isNew = Date.now() - new Date(order.createdAt).getTime() < 10 * 60_000;
  return (
    <div className="page order-page">
      {isNew ? <p className="alert alert-info">{t.checkout.confirmed}</p> : null}
      <h1>
        {t.checkout.orderNumber} <span data-order-number>{order.orderNumber}</span>
      </h1>
      <dl className="facts">
        <div>
          <dt>{t.checkout.status}</dt>
          <dd>{t.checkout.statuses[order.status]}</dd>
        </div>
        {order.requestedDeliveryDate ? (
          <div>
            <dt>{t.checkout.deliveredOn}</dt>
            <dd>{order.requestedDeliveryDate}</dd>
          </div>
        ) : null}
        {order.purchaseOrderNumber ? (
          <div>
            <dt>{t.checkout.poNumber}</dt>
            <dd>{order.purchaseOrderNumber}</dd>
          </div>
        ) : null}
        {order.deliveryAddress ? (
          <div>
            <dt>{t.checkout.deliveryAddress}</dt>
            <dd>
              {order.deliveryAddress.name}, {order.deliveryAddress.line1}, {order.deliveryAddress.zipCode}{' '}
              {order.deliveryAddress.city}
            </dd>
          </div>
        ) : null}
        {order.invoiceAddress ? (
          <div>
            <dt>{t.orders.invoiceAddress}</dt>
            <dd>
              {order.invoiceAddress.name}, {order.invoiceAddress.line1}, {order.invoiceAddress.zipCode}{' '}
              {order.invoiceAddress.city}
            </dd>
          </div>
        ) : null}
      </dl>
      <OrderActions
        orderId={order.id}
        department={order.department}
        canCancel={order.status === 'confirmed'}
        canOrder={viewer.company?.role !== 'viewer'}
        language={language}
      />
      <OrderLinesTable lines={order.lines} currency={order.currency} t={t} hideCaption api={api} />
      <section aria-labelledby="order-totals" className="panel totals order-totals">
        <h2 id="order-totals">{t.cart.totals}</h2>
        <TotalsList totals={order.totals} currency={order.currency} t={t} />
      </section>
      <section aria-labelledby="order-history" className="panel order-history">
        <h2 id="order-history">{t.orders.history}</h2>
        <ol>
          {order.history.map((event) => (
            <li key={`${event.status}-${event.at}`} data-status={event.status}>
              <time dateTime={event.at}>{dateTime.format(new Date(event.at))}</time>{' '}
              <strong>{t.checkout.statuses[event.status]}</strong>
              {event.note ? <span className="muted"> – {event.note}</span> : null}
            </li>
          ))}
        </ol>
      </section>
      <p className="order-links">
        <a
          href={`/account/orders/${order.id}/invoice?department=${encodeURIComponent(order.department)}`}
          download
          data-invoice
        >
          {t.orders.invoice}
        </a>{' '}
        <Link href="/account/orders">{t.orders.title}</Link> <Link href="/">{t.cart.continueShopping}</Link>
      </p>
    </div>
  );
}
