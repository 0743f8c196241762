import type { BackofficeOrderPage } from '@engros/client';
import type { Metadata } from 'next';
import Link from 'next/link';
import { BackofficeOrderTable } from '../../../components/backoffice-orders/order-table';
import { ErrorNotice } from '../../../components/error-notice';
import { viewerApi } from '../../../lib/auth/viewer';
import { errorMessage } from '../../../lib/errors';
import { formatMoney } from '../../../lib/format';
import { getDictionary } from '../../../lib/i18n/server';
import { backofficeAccess } from '../../../lib/support';

const statuses = ['confirmed', 'picking', 'shipped', 'delivered', 'cancelled'] as const;
const markets = ['NO', 'SE', 'DK'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const take = 25;

type Query = { q?: string; status?: string; market?: string; from?: string; to?: string; customerId?: string };
type Props = { searchParams: Promise<Query & { after?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeOrders.orders.title };
}

/** A real calendar day as YYYY-MM-DD, else undefined (the API would answer 400). */
const day = (value: string | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
    ? value
    : undefined;

/**
 * Back office: every company's orders, newest first. The filters live in the URL (a plain GET form), pages go on
 * by the API's cursor, so an order placed while the agent reads never shifts the next page.
 */
export default async function BackofficeOrdersPage({ searchParams }: Props) {
  const [query, { api, viewer }, { t }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const o = t.backofficeOrders.orders;
  const q = query.q?.trim().slice(0, 100) || undefined;
  const status = statuses.find((s) => s === query.status);
  const market = markets.find((m) => m === query.market);
  let from = day(query.from);
  let to = day(query.to);
  if (from && to && from > to) [from, to] = [to, from];
  const customerId = query.customerId && UUID.test(query.customerId) ? query.customerId : undefined;
  const after = query.after && UUID.test(query.after) ? query.after : undefined;
  const filters = { q, status, market, from, to, customerId };
  let page: BackofficeOrderPage;
  try {
    page = await api.listBackofficeOrders({
      query: { ...filters, after, take },
      init: { cache: 'no-store' },
    });
  } catch (error) {
    return <ErrorNotice title={o.title} message={errorMessage(error, t)} />;
  }
  const link = (cursor?: string) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
    if (cursor) params.set('after', cursor);
    const qs = params.toString();
    return qs ? `/backoffice/orders?${qs}` : '/backoffice/orders';
  };
  const count = new Intl.NumberFormat(t.locale).format(page.totals.count);
  return (
    <div className="page backoffice-orders">
      <h1>{o.title}</h1>
      <form method="get" action="/backoffice/orders" className="order-filters backoffice-filters">
        {customerId ? <input type="hidden" name="customerId" value={customerId} /> : null}
        <div className="field">
          <label htmlFor="orders-q">{o.search}</label>
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            aria-describedby="orders-q-help"
          />
          <p id="orders-q-help" className="muted">
            {o.searchHelp}
          </p>
        </div>
        <div className="field">
          <label htmlFor="orders-status">{t.checkout.status}</label>
          <select id="orders-status" name="status" defaultValue={status ?? ''}>
            <option value="">{t.orders.allStatuses}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t.checkout.statuses[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-market">{o.market}</label>
          <select id="orders-market" name="market" defaultValue={market ?? ''}>
            <option value="">{o.allMarkets}</option>
            {markets.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-from">{o.from}</label>
          <input id="orders-from" name="from" type="date" defaultValue={from} />
        </div>
        <div className="field">
          <label htmlFor="orders-to">{o.to}</label>
          <input id="orders-to" name="to" type="date" defaultValue={to} />
        </div>
        <button type="submit" className="button-small">
          {o.filter}
        </button>
        <Link href="/backoffice/orders">{o.reset}</Link>
      </form>
      <p className="backoffice-totals" data-orders-total={page.totals.count}>
        <strong>{o.count(count, page.totals.isExact)}</strong>
        {page.totals.sums.length > 0 ? (
          <span>
            {' · '}
            {o.sums}: {page.totals.sums.map((sum) => formatMoney(sum.gross, sum.currency, t)).join(' + ')}
          </span>
        ) : null}
      </p>
      {page.items.length === 0 ? <p>{o.none}</p> : <BackofficeOrderTable orders={page.items} t={t} caption={o.title} />}
      <nav aria-label={o.title} className="pagination">
        {after ? <Link href={link()}>{o.first}</Link> : null}{' '}
        {page.nextCursor ? (
          <Link href={link(page.nextCursor)} rel="next">
            {o.next}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
