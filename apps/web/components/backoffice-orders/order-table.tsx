import type { BackofficeOrderItem } from '@engros/client';
import { formatMoney } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/dictionary';
import Link from '../ui/link';

/** Orders of any company as a table: number (a link), date, customer, orderer, PO number, status, total. */
export function BackofficeOrderTable(props: { orders: BackofficeOrderItem[]; t: Dictionary; caption: string }) {
  const { orders, t } = props;
  const o = t.backofficeOrders.orders;
  const date = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'Europe/Oslo' });
  return (
    <table className="cart-lines backoffice-table">
      <caption className="visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.checkout.orderNumber}</th>
          <th scope="col">{t.orders.date}</th>
          <th scope="col">{o.customer}</th>
          <th scope="col">{o.placedBy}</th>
          <th scope="col">{t.checkout.poNumber}</th>
          <th scope="col">{t.checkout.status}</th>
          <th scope="col" className="num">
            {t.orders.total}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-order-id={order.id} data-order-number={order.orderNumber}>
            <th scope="row" data-label={t.checkout.orderNumber}>
              <Link href={`/backoffice/orders/${order.id}`}>{order.orderNumber}</Link>
            </th>
            <td data-label={t.orders.date}>{date.format(new Date(order.createdAt))}</td>
            <td data-label={o.customer}>
              <Link href={`/backoffice/customers/${order.customer.id}`}>{order.customer.name}</Link>
            </td>
            <td data-label={o.placedBy}>{order.placedBy.name}</td>
            <td data-label={t.checkout.poNumber}>{order.purchaseOrderNumber ?? ''}</td>
            <td data-label={t.checkout.status} data-status={order.status}>
              {t.checkout.statuses[order.status]}
            </td>
            <td data-label={t.orders.total} className="num">
              {formatMoney(order.gross, order.currency, t)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
