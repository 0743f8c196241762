import type { BackofficeOrderPage } from '@engros/client';
import type { Metadata } from 'next';
import {
  choicesOf,
  DateFilter,
  FilterForm,
  Pagination,
  SearchFilter,
  SelectFilter,
} from '../../../components/backoffice/list-page';
import { BackofficeOrderTable } from '../../../components/backoffice-orders/order-table';
import { ErrorNotice } from '../../../components/error-notice';
import { viewerApi } from '../../../lib/auth/viewer';
import { errorMessage } from '../../../lib/errors';
import { formatMoney } from '../../../lib/format';
import { getDictionary } from '../../../lib/i18n/server';
import { listHref } from '../../../lib/list-query';
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
  const link = (cursor?: string) => listHref('/backoffice/orders', { ...filters, after: cursor });
  const count = new Intl.NumberFormat(t.locale).format(page.totals.count);
  return (
    <div className="page backoffice-orders">
      <h1>{o.title}</h1>
      <FilterForm action="/backoffice/orders" submit={o.filter} resetHref="/backoffice/orders" t={t}>
        {customerId ? <input type="hidden" name="customerId" value={customerId} /> : null}
        <SearchFilter id="orders-q" label={o.search} help={o.searchHelp} value={q} />
        <SelectFilter
          id="orders-status"
          name="status"
          label={t.checkout.status}
          value={status}
          any={t.orders.allStatuses}
          choices={choicesOf(statuses, (s) => t.checkout.statuses[s])}
        />
        <SelectFilter
          id="orders-market"
          name="market"
          label={o.market}
          value={market}
          any={o.allMarkets}
          choices={choicesOf(markets)}
        />
        <DateFilter id="orders-from" name="from" label={o.from} value={from} />
        <DateFilter id="orders-to" name="to" label={o.to} value={to} />
      </FilterForm>
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
      <Pagination
        label={o.title}
        first={after ? link() : null}
        next={page.nextCursor ? link(page.nextCursor) : null}
        t={t}
      />
    </div>
  );
}
