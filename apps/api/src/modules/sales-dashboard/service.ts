import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { type OrderStatus, orderStatuses } from '../../db/schema';
import { addDays, localDate } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { SalesDashboard, SalesQuery } from './schemas';

/** Days are Oslo days: an order at 00:30 Norwegian time belongs to that day, not the UTC one before. */
const ZONE = 'Europe/Oslo';
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const mondayOf = (date: string) => {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return addDays(date, -weekday);
};

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;

/**
 * The back office's sales figures for a period (docs/backoffice-catalog.md): revenue excl. VAT, order count and
 * average order value per day or week and in total, per currency; the top 10 products and companies per currency;
 * orders per status. Four set-based statements over the period's orders (index `orders_created_idx`), run at once.
 */
export async function salesDashboard(db: Db, query: SalesQuery, now = new Date()): Promise<SalesDashboard> {
  const to = query.to ?? localDate(now, ZONE);
  const from = query.from ?? addDays(to, -29);
  if (from > to) {
    throw new AppError('validation_failed', { errors: [{ path: 'querystring.from', message: 'from is after to' }] });
  }
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > MAX_DAYS) {
    throw new AppError('validation_failed', {
      errors: [{ path: 'querystring.from', message: `at most ${MAX_DAYS} days` }],
    });
  }
  const interval = query.interval ?? (days <= 62 ? 'day' : 'week');
  const market = query.market ?? null;
  const period = sql`
    o.created_at >= (${from}::date)::timestamp at time zone ${ZONE}
    and o.created_at < (${to}::date + 1)::timestamp at time zone ${ZONE}
    and (${market}::text is null or o.market = ${market}::text)`;

  const [perPeriod, statuses, topProducts, topCompanies] = await Promise.all([
    rowsOf<{ currency: string; period: string; order_count: number; revenue: string }>(
      db,
      sql`
        select o.currency,
          to_char(date_trunc(${interval}, o.created_at at time zone ${ZONE}), 'YYYY-MM-DD') as period,
          count(*)::int as order_count, sum(o.net)::bigint as revenue
        from orders o
        where ${period} and o.status <> 'cancelled'
        group by 1, 2`,
    ),
    rowsOf<{ status: OrderStatus; count: number }>(
      db,
      sql`select o.status, count(*)::int as count from orders o where ${period} group by o.status`,
    ),
    rowsOf<{ currency: string; sku: string; name: string; quantity: number; revenue: string }>(
      db,
      sql`
        select currency, sku, name, quantity, revenue from (
          select o.currency, l.sku, max(l.name) as name, sum(l.quantity)::int as quantity,
            sum(l.line_total)::bigint as revenue,
            row_number() over (partition by o.currency order by sum(l.line_total) desc, l.sku) as rank
          from orders o join order_lines l on l.order_id = o.id and l.kind = 'product'
          where ${period} and o.status <> 'cancelled'
          group by o.currency, l.sku
        ) ranked
        where rank <= 10
        order by currency, rank`,
    ),
    rowsOf<{ currency: string; company_id: string; name: string; order_count: number; revenue: string }>(
      db,
      sql`
        select t.currency, t.company_id, c.name, t.order_count, t.revenue from (
          select o.currency, o.company_id, count(*)::int as order_count, sum(o.net)::bigint as revenue,
            row_number() over (partition by o.currency order by sum(o.net) desc, o.company_id) as rank
          from orders o
          where ${period} and o.status <> 'cancelled'
          group by o.currency, o.company_id
        ) t join companies c on c.id = t.company_id
        where t.rank <= 10
        order by t.currency, t.rank`,
    ),
  ]);

  const figures = (currency: string, revenue: number, orderCount: number) => ({
    currency,
    revenue,
    orderCount,
    averageOrderValue: orderCount > 0 ? Math.round(revenue / orderCount) : 0,
  });
  const currencies = [...new Set(perPeriod.map((r) => r.currency))].sort();
  const periods: string[] = [];
  for (let p = interval === 'week' ? mondayOf(from) : from; p <= to; p = addDays(p, interval === 'week' ? 7 : 1)) {
    periods.push(p);
  }
  const byKey = new Map(perPeriod.map((r) => [`${r.currency}|${r.period}`, r]));
  const series = currencies.flatMap((currency) =>
    periods.map((p) => {
      const row = byKey.get(`${currency}|${p}`);
      return { period: p, ...figures(currency, Number(row?.revenue ?? 0), row?.order_count ?? 0) };
    }),
  );
  const totals = currencies.map((currency) => {
    const rows = perPeriod.filter((r) => r.currency === currency);
    return figures(
      currency,
      rows.reduce((sum, r) => sum + Number(r.revenue), 0),
      rows.reduce((sum, r) => sum + r.order_count, 0),
    );
  });
  const statusCounts = new Map(statuses.map((r) => [r.status, r.count]));
  return {
    from,
    to,
    market,
    interval,
    totals,
    series,
    topProducts: topProducts.map((r) => ({ ...r, quantity: Number(r.quantity), revenue: Number(r.revenue) })),
    topCompanies: topCompanies.map((r) => ({
      currency: r.currency,
      companyId: r.company_id,
      name: r.name,
      orderCount: Number(r.order_count),
      revenue: Number(r.revenue),
    })),
    statuses: orderStatuses.map((status) => ({ status, count: statusCounts.get(status) ?? 0 })),
  };
}
