import { ApiError, type BackofficeOrder } from '@engros/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InvoicePaidForm } from '../../../../components/backoffice-orders/invoice-paid-form';
import { OrderStatusForm } from '../../../../components/backoffice-orders/order-status-form';
import { TotalsList } from '../../../../components/cart/totals-list';
import { ErrorNotice } from '../../../../components/error-notice';
import { OrderLinesTable } from '../../../../components/orders/order-lines-table';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { formatMoney } from '../../../../lib/format';
import { getDictionary } from '../../../../lib/i18n/server';
import { backofficeAccess } from '../../../../lib/support';

type Props = { params: Promise<{ orderId: string }> };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeOrders.orders.title };
}

type Address = NonNullable<BackofficeOrder['deliveryAddress']>;
const addressLine = (a: Address) =>
  [a.name, a.line1, a.line2, `${a.zipCode} ${a.city}`, a.country].filter(Boolean).join(', ');

/** Back office: one order with its customer, orderer, payment, lines, totals, status timeline and status move. */
export default async function BackofficeOrderPage({ params }: Props) {
  const [{ orderId }, { api, viewer }, { t }] = await Promise.all([params, viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  if (!UUID.test(orderId)) notFound();
  const o = t.backofficeOrders.order;
  let order: BackofficeOrder;
  try {
    order = await api.getBackofficeOrder({ path: { orderId }, init: { cache: 'no-store' } });
  } catch (error) {
    if (ApiError.isApiError(error) && error.status === 404) notFound();
    return <ErrorNotice title={t.backofficeOrders.orders.title} message={errorMessage(error, t)} />;
  }
  const money = (minor: number) => formatMoney(minor, order.currency, t);
  const dateTime = new Intl.DateTimeFormat(t.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Oslo',
  });
  const payment = order.payment;
  return (
    <div className="page backoffice-order" data-order-status={order.status}>
      <p>
        <Link href="/backoffice/orders">← {t.backofficeOrders.orders.back}</Link>
      </p>
      <h1>
        {o.title(order.orderNumber)}{' '}
        <span className="badge" data-status-badge>
          {t.checkout.statuses[order.status]}
        </span>
      </h1>
      <dl className="facts">
        <div>
          <dt>{o.company}</dt>
          <dd>
            <Link href={`/backoffice/customers/${order.customer.id}`}>{order.customer.name}</Link> (
            {order.customer.customerNumber}){order.customer.isBlocked ? ` – ${o.blocked}` : ''}
          </dd>
        </div>
        <div>
          <dt>{o.contact}</dt>
          <dd>
            {order.placedBy.name}, <a href={`mailto:${order.placedBy.email}`}>{order.placedBy.email}</a>
            {order.placedBy.phone ? `, ${order.placedBy.phone}` : ''}
          </dd>
        </div>
        <div>
          <dt>{o.placed}</dt>
          <dd>
            <time dateTime={order.createdAt}>{dateTime.format(new Date(order.createdAt))}</time>
          </dd>
        </div>
        <div>
          <dt>{o.department}</dt>
          <dd>
            {t.orders.departments[order.department] ?? order.department} ({order.market})
          </dd>
        </div>
        {order.purchaseOrderNumber ? (
          <div>
            <dt>{t.checkout.poNumber}</dt>
            <dd>{order.purchaseOrderNumber}</dd>
          </div>
        ) : null}
        {order.requestedDeliveryDate ? (
          <div>
            <dt>{t.checkout.deliveredOn}</dt>
            <dd>
              {new Intl.DateTimeFormat(t.locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
                new Date(`${order.requestedDeliveryDate}T12:00:00Z`),
              )}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{o.shippingMethod}</dt>
          <dd>{t.orders.shippingMethods[order.shippingMethod] ?? order.shippingMethod}</dd>
        </div>
        {order.deliveryAddress ? (
          <div>
            <dt>{t.checkout.deliveryAddress}</dt>
            <dd>{addressLine(order.deliveryAddress)}</dd>
          </div>
        ) : null}
        {order.invoiceAddress ? (
          <div>
            <dt>{t.orders.invoiceAddress}</dt>
            <dd>{addressLine(order.invoiceAddress)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{o.payment}</dt>
          <dd data-payment={payment.method}>
            {payment.method === 'card'
              ? `${o.card(o.cardStatuses[payment.status] ?? payment.status)} · ${o.charged} ${money(payment.chargedAmount)} · ${o.paymentId} ${payment.paymentId}`
              : payment.invoice
                ? o.invoiceNumber(payment.invoice.invoiceNumber, payment.invoice.dueDate)
                : o.notInvoiced}
            {payment.method === 'invoice' ? (
              <span className="invoice-state" data-invoice-paid={payment.paidAt ? 'yes' : 'no'}>
                {' · '}
                {payment.paidAt ? o.invoicePaid(dateTime.format(new Date(payment.paidAt))) : o.invoiceOpen}
              </span>
            ) : null}
            {payment.method === 'invoice' && !payment.paidAt && order.status !== 'cancelled' ? (
              <InvoicePaidForm orderId={order.id} label={o.markPaid} />
            ) : null}
          </dd>
        </div>
        {order.comment ? (
          <div>
            <dt>{o.comment}</dt>
            <dd>{order.comment}</dd>
          </div>
        ) : null}
      </dl>

      <section aria-labelledby="order-move" className="panel">
        <h2 id="order-move">{o.move}</h2>
        {order.nextStatuses.length === 0 ? (
          <p className="muted">{o.noMoves}</p>
        ) : (
          <OrderStatusForm
            orderId={order.id}
            moves={order.nextStatuses.map((s) => ({ value: s, label: t.checkout.statuses[s] }))}
            texts={{ moveTo: o.moveTo, note: o.note, save: o.save }}
          />
        )}
      </section>

      <OrderLinesTable lines={order.lines} currency={order.currency} t={t} api={api} />
      <section aria-labelledby="order-totals" className="panel totals order-totals">
        <h2 id="order-totals">{t.cart.totals}</h2>
        <TotalsList totals={order.totals} currency={order.currency} t={t} />
      </section>
      <section aria-labelledby="order-timeline" className="panel order-history">
        <h2 id="order-timeline">{o.timeline}</h2>
        <ol data-timeline>
          {order.timeline.map((event) => (
            <li key={`${event.status}-${event.at}`} data-status={event.status}>
              <time dateTime={event.at}>{dateTime.format(new Date(event.at))}</time>{' '}
              <strong>{t.checkout.statuses[event.status]}</strong>{' '}
              <span className="muted">
                – {event.by ? `${event.by.name}${event.by.isStaff ? ` (${o.staff})` : ''}` : o.system}
                {event.note ? `: ${event.note}` : ''}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
