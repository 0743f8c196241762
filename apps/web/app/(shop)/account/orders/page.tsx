import type { OrderPage } from '@engros/client';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ErrorNotice } from '../../../../components/error-notice';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { formatMoney } from '../../../../lib/format';
import { getDictionary } from '../../../../lib/i18n/server';

const take = 20;
const statuses = ['confirmed', 'picking', 'shipped', 'delivered', 'cancelled'] as const;
type Status = (typeof statuses)[number];

type Props = { searchParams: Promise<{ page?: string; status?: string; from?: string; to?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.orders.title };
}

/** A real calendar day as YYYY-MM-DD (the API answers 400 for 2026-02-30; here such a day is left out). */
const isDate = (value: string | undefined): value is string =>
  !!value &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/**
 * The company's orders, newest first, paged and filtered by the API (skip/take, status, from/to as days in
 * Europe/Oslo), so every page is full and the total counts the filtered orders. The filters live in the URL, like
 * the listing's; dates given the wrong way round are swapped rather than refused.
 */
export default async function OrdersPage({ searchParams }: Props) {
  const [query, { api, viewer }, { t }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) redirect('/login?returnTo=/account/orders');
  const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
  const status = statuses.includes(query.status as Status) ? (query.status as Status) : undefined;
  let from = isDate(query.from) ? query.from : undefined;
  let to = isDate(query.to) ? query.to : undefined;
  if (from && to && from > to) [from, to] = [to, from];
  let result: OrderPage;
  try {
    result = await api.listOrders({
      query: {
        pid: viewer.contactId,
        customerId: viewer.company?.customerId,
        skip: (page - 1) * take,
        take,
        status,
        from,
        to,
      },
      init: { cache: 'no-store' },
    });
  } catch (error) {
    return <ErrorNotice title={t.orders.title} message={errorMessage(error, t)} />;
  }
  const link = (p: number) => {
    const params = new URLSearchParams();
    if (p > 1) params.set('page', String(p));
    if (status) params.set('status', status);
    if (from) params.set('from', from);
    if (to) params.set('to', to);
    const qs = params.toString();
    return qs ? `/account/orders?${qs}` : '/account/orders';
  };
  const dateFormat = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'Europe/Oslo' });
  return (
    <div className="page orders-page">
      <h1>{t.orders.title}</h1>
      <form method="get" action="/account/orders" className="order-filters">
        <label>
          {t.checkout.status}{' '}
          <select name="status" defaultValue={status ?? ''}>
            <option value="">{t.orders.allStatuses}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t.checkout.statuses[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.orders.date} ≥ <input type="date" name="from" defaultValue={from} />
        </label>
        <label>
          {t.orders.date} ≤ <input type="date" name="to" defaultValue={to} />
        </label>
        <button type="submit" className="button-small">
          {t.orders.filter}
        </button>
      </form>
      {result.items.length === 0 ? (
        <p>{t.orders.none}</p>
      ) : (
        <table className="cart-lines order-list">
          <caption className="visually-hidden">{t.orders.title}</caption>
          <thead>
            <tr>
              <th scope="col">{t.checkout.orderNumber}</th>
              <th scope="col">{t.orders.date}</th>
              <th scope="col">{t.checkout.poNumber}</th>
              <th scope="col">{t.checkout.status}</th>
              <th scope="col" className="num">
                {t.orders.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.items.map((order) => (
              <tr key={order.id} data-order-id={order.id}>
                <td data-label={t.checkout.orderNumber}>
                  <Link href={`/account/orders/${order.id}`}>{order.orderNumber}</Link>
                </td>
                <td data-label={t.orders.date}>{dateFormat.format(new Date(order.createdAt))}</td>
                <td data-label={t.checkout.poNumber}>{order.purchaseOrderNumber ?? ''}</td>
                <td data-label={t.checkout.status}>{t.checkout.statuses[order.status]}</td>
                <td data-label={t.orders.total} className="num">
                  {formatMoney(order.totals.gross, order.currency, t)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav aria-label={t.orders.title} className="pagination">
        {page > 1 ? <Link href={link(page - 1)}>{t.orders.previous}</Link> : null}{' '}
        {result.total > 0 ? (
          <span>{t.orders.page(result.skip + 1, result.skip + result.items.length, result.total)}</span>
        ) : null}{' '}
        {result.skip + result.items.length < result.total ? <Link href={link(page + 1)}>{t.orders.next}</Link> : null}
      </nav>
    </div>
  );
}
