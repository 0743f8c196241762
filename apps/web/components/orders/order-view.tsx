import { ApiError, type Order } from '@engros/client';
import { notFound } from 'next/navigation';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { getDictionary } from '../../lib/i18n/server';
import { TotalsList } from '../cart/totals-list';
import { ErrorNotice } from '../error-notice';
import Link from '../ui/link';
import { OrderActions } from './order-actions';
import { OrderLinesTable } from './order-lines-table';

/** How long after ordering the confirmation page still thanks the buyer (a reload right after, the mail's link). */
const THANKS_FOR_MS = 10 * 60_000;

/**
 * One order: the confirmation right after checkout (`/orders/[id]`, `isConfirmation`) and the order in the account
 * (`/account/orders/[id]`, never a "thank you"). Read by its id alone (GET /api/orders/{id}), so links carry no
 * department. Dates are in the buyer's language; codes (shipping method) are words; the lines show today's
 * product names in the shop's language where the product is still sold, the name at ordering otherwise.
 */
export async function OrderView({ orderId, isConfirmation }: { orderId: string; isConfirmation: boolean }) {
  const [{ api, viewer, language }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) notFound();
  let order: Order;
  try {
    order = await api.getOrderById({ path: { orderId }, init: { cache: 'no-store' } });
  } catch (error) {
    if (ApiError.isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    return <ErrorNotice title={t.checkout.orderNumber} message={errorMessage(error, t)} />;
  }
  const productSkus = [...new Set(order.lines.filter((l) => l.kind === 'product').map((l) => l.sku))];
  const namesNow = new Map<string, string>();
  if (productSkus.length > 0 && productSkus.length <= 200) {
    const found = await api
      .listVariantsBySku({ query: { skus: productSkus }, init: { cache: 'no-store' } })
      .catch(() => null);
    for (const variant of found?.variants ?? []) namesNow.set(variant.sku, variant.name);
  }
  const lines = order.lines.map((line) => ({ ...line, name: namesNow.get(line.sku) ?? line.name }));
  const o = t.orders;
  const dateTime = new Intl.DateTimeFormat(t.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Oslo',
  });
  // A delivery date is a calendar day: formatted at noon UTC so no time zone moves it.
  const day = (iso: string) =>
    new Intl.DateTimeFormat(t.locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T12:00:00Z`));
  const showThanks = isConfirmation && Date.now() - new Date(order.createdAt).getTime() < THANKS_FOR_MS;
  const address = (a: NonNullable<Order['deliveryAddress']>) =>
    [a.name, a.line1, a.line2, `${a.zipCode} ${a.city}`].filter(Boolean).join(', ');
  return (
    <div className="page order-page">
      {showThanks ? (
        <div className="alert alert-info" role="status" data-order-thanks>
          <strong>{o.thanks}</strong> {o.thanksText}
        </div>
      ) : null}
      <h1>
        {t.checkout.orderNumber} <span data-order-number>{order.orderNumber}</span>
      </h1>
      <dl className="facts">
        <div>
          <dt>{t.checkout.status}</dt>
          <dd>{t.checkout.statuses[order.status]}</dd>
        </div>
        <div>
          <dt>{o.placedAt}</dt>
          <dd>
            <time dateTime={order.createdAt}>{dateTime.format(new Date(order.createdAt))}</time>
          </dd>
        </div>
        {order.requestedDeliveryDate ? (
          <div>
            <dt>{t.checkout.deliveredOn}</dt>
            <dd>
              <time dateTime={order.requestedDeliveryDate} data-delivery-date>
                {day(order.requestedDeliveryDate)}
              </time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{o.shippingMethod}</dt>
          <dd>{o.shippingMethods[order.shippingMethod] ?? order.shippingMethod}</dd>
        </div>
        {order.purchaseOrderNumber ? (
          <div>
            <dt>{t.checkout.poNumber}</dt>
            <dd>{order.purchaseOrderNumber}</dd>
          </div>
        ) : null}
        {order.costCentre ? (
          <div>
            <dt>{o.costCentre}</dt>
            <dd>
              {order.costCentre.name} ({order.costCentre.code})
            </dd>
          </div>
        ) : null}
        {order.deliveryAddress ? (
          <div>
            <dt>{t.checkout.deliveryAddress}</dt>
            <dd>{address(order.deliveryAddress)}</dd>
          </div>
        ) : null}
        {order.invoiceAddress ? (
          <div>
            <dt>{o.invoiceAddress}</dt>
            <dd>{address(order.invoiceAddress)}</dd>
          </div>
        ) : null}
      </dl>
      {order.comment ? (
        <section aria-labelledby="order-comment" className="order-comment">
          <h2 id="order-comment">{o.comment}</h2>
          <p data-order-comment>{order.comment}</p>
        </section>
      ) : null}
      <OrderActions
        orderId={order.id}
        department={order.department}
        canCancel={order.status === 'confirmed'}
        canOrder={viewer.company?.role !== 'viewer'}
        language={language}
      />
      <OrderLinesTable lines={lines} currency={order.currency} t={t} hideCaption api={api} />
      <section aria-labelledby="order-totals" className="panel totals order-totals">
        <h2 id="order-totals">{t.cart.totals}</h2>
        <TotalsList totals={order.totals} currency={order.currency} t={t} />
      </section>
      <section aria-labelledby="order-history" className="panel order-history">
        <h2 id="order-history">{o.history}</h2>
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
        <a href={`/account/orders/${order.id}/invoice`} download data-invoice>
          {o.invoice}
        </a>{' '}
        <Link href="/account/orders">{o.title}</Link> <Link href="/">{t.cart.continueShopping}</Link>
      </p>
    </div>
  );
}
