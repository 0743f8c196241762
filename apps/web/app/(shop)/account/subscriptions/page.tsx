import type { FutureDeliveries, SubscriptionPage } from '@engros/client';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ErrorNotice } from '../../../../components/error-notice';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';
import { formatDay, formatMonth } from '../../../../lib/subscriptions';

const take = 20;
const statuses = ['active', 'paused', 'ended'] as const;
type Status = (typeof statuses)[number];

type Props = { searchParams: Promise<{ status?: string; page?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.lists.subscriptions.title };
}

/**
 * The company's subscriptions (the API's status filter, newest first) and a calendar of coming deliveries: the next
 * periods of every active subscription and the orders on their way (`/api/order/future-deliveries`).
 */
export default async function SubscriptionsPage({ searchParams }: Props) {
  const [query, { api, viewer }, { t }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) redirect('/login?callbackUrl=%2Faccount%2Fsubscriptions');
  const s = t.lists.subscriptions;
  if (!viewer.company) return <ErrorNotice title={s.title} message={t.errors.forbidden} />;
  const status = statuses.includes(query.status as Status) ? (query.status as Status) : undefined;
  const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
  const customerId = viewer.company.customerId;
  let result: SubscriptionPage;
  let future: FutureDeliveries | null;
  try {
    [result, future] = await Promise.all([
      api.searchSubscriptions({
        body: { customerId, skip: (page - 1) * take, take, ...(status ? { status: [status] } : {}) },
        init: { cache: 'no-store' },
      }),
      api.listFutureDeliveries({ body: { customerId, count: 6 }, init: { cache: 'no-store' } }).catch(() => null),
    ]);
  } catch (error) {
    return <ErrorNotice title={s.title} message={errorMessage(error, t)} />;
  }
  const canWrite = viewer.company.role !== 'viewer';
  const link = (p: number) => {
    const params = new URLSearchParams();
    if (status) params.set('status', status);
    if (p > 1) params.set('page', String(p));
    const qs = params.toString();
    return qs ? `/account/subscriptions?${qs}` : '/account/subscriptions';
  };
  const names = new Map(result.items.map((sub) => [sub.id, sub.name]));
  // The calendar: dated deliveries grouped by day, days grouped by month; orders without a date listed apart.
  const dated = (future?.items ?? []).filter((item) => item.date);
  const undated = (future?.items ?? []).filter((item) => !item.date);
  const byDay = new Map<string, typeof dated>();
  for (const item of dated) byDay.set(item.date as string, [...(byDay.get(item.date as string) ?? []), item]);
  const days = [...byDay.keys()].sort();
  const months = new Map<string, string[]>();
  for (const day of days) months.set(day.slice(0, 7), [...(months.get(day.slice(0, 7)) ?? []), day]);

  return (
    <div className="page subscriptions-page">
      <div className="lists-head">
        <h1>{s.title}</h1>
        {canWrite ? (
          <Link href="/account/subscriptions/new" className="button">
            {s.create}
          </Link>
        ) : null}
      </div>
      <p className="lead">{s.lead}</p>
      <div className="lists-layout">
        <div>
          <form method="get" action="/account/subscriptions" className="order-filters">
            <label>
              {s.status}{' '}
              <select name="status" defaultValue={status ?? ''}>
                <option value="">{s.allStatuses}</option>
                {statuses.map((value) => (
                  <option key={value} value={value}>
                    {s.statuses[value]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button-small">
              {s.filter}
            </button>
          </form>
          {result.items.length === 0 ? (
            <p>{s.none}</p>
          ) : (
            <table className="cart-lines lists-table">
              <caption className="visually-hidden">{s.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{s.name}</th>
                  <th scope="col">{s.status}</th>
                  <th scope="col">{s.interval}</th>
                  <th scope="col">{s.nextDate}</th>
                  <th scope="col" className="num">
                    {s.lines}
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.items.map((sub) => (
                  <tr key={sub.id} data-subscription-id={sub.id} data-status={sub.status}>
                    <td data-label={s.name}>
                      <Link href={`/account/subscriptions/${sub.id}`} className="line-name">
                        {sub.name ?? s.subscriptionDelivery}
                      </Link>
                      {sub.deliveryAddress ? (
                        <span className="muted line-sku">
                          {sub.deliveryAddress.name}, {sub.deliveryAddress.city}
                        </span>
                      ) : null}
                    </td>
                    <td data-label={s.status}>{s.statuses[sub.status]}</td>
                    <td data-label={s.interval}>{s.everyWeeks(sub.intervalWeeks)}</td>
                    <td data-label={s.nextDate}>{sub.status === 'ended' ? '–' : formatDay(sub.nextDate, t)}</td>
                    <td data-label={s.lines} className="num">
                      {sub.lineCount}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <nav aria-label={s.title} className="pagination">
            {page > 1 ? <Link href={link(page - 1)}>{t.lists.lists.previous}</Link> : null}{' '}
            {result.total > 0 ? (
              <span>{t.lists.lists.page(result.skip + 1, result.skip + result.items.length, result.total)}</span>
            ) : null}{' '}
            {result.skip + result.items.length < result.total ? (
              <Link href={link(page + 1)}>{t.lists.lists.next}</Link>
            ) : null}
          </nav>
        </div>
        <section aria-labelledby="calendar-heading" className="panel" data-delivery-calendar>
          <h2 id="calendar-heading">{s.calendar}</h2>
          <p className="muted">{s.calendarLead}</p>
          {future === null ? (
            <p className="alert alert-error">{t.errors.unavailable}</p>
          ) : days.length === 0 && undated.length === 0 ? (
            <p>{s.calendarEmpty}</p>
          ) : null}
          {[...months].map(([month, monthDays]) => (
            <div key={month}>
              <h3 className="calendar-month">{formatMonth(`${month}-01`, t)}</h3>
              <ul className="delivery-calendar">
                {monthDays.map((day) => (
                  <li key={day} data-date={day}>
                    <strong>{formatDay(day, t)}</strong>
                    <ul>
                      {(byDay.get(day) ?? []).map((item) => (
                        <li
                          key={`${item.kind}-${item.subscriptionId ?? item.orderId}-${item.scheduledDate ?? ''}`}
                          data-kind={item.kind}
                        >
                          {item.kind === 'subscription' && item.subscriptionId ? (
                            <Link href={`/account/subscriptions/${item.subscriptionId}`}>
                              {names.get(item.subscriptionId) ?? s.subscriptionDelivery}
                            </Link>
                          ) : (
                            <span>{s.orderDelivery(item.orderNumber ?? '')}</span>
                          )}
                          {item.movedReason && item.scheduledDate ? (
                            <span className="muted">
                              {' '}
                              – {s.moved[item.movedReason]} {s.movedFrom(formatDay(item.scheduledDate, t))}
                            </span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {undated.length > 0 ? (
            <>
              <h3 className="calendar-month">{s.noDateOrders}</h3>
              <ul>
                {undated.map((item) => (
                  <li key={item.orderId ?? item.orderNumber}>{s.orderDelivery(item.orderNumber ?? '')}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
