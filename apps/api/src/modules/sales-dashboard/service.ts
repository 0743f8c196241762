import type { Db } from '../../db';
import { orderStatuses } from '../../db/schema';
import { addDays, localDate } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import * as repo from './repository';
import type { SalesDashboard, SalesQuery } from './schemas';

/** Days are Oslo days: an order at 00:30 Norwegian time belongs to that day, not the UTC one before. */
const ZONE = 'Europe/Oslo';
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const mondayOf = (date: string) => {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return addDays(date, -weekday);
};

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
  const period = { from, to, zone: ZONE, market };

  const [perPeriod, statuses, topProducts, topCompanies] = await Promise.all([
    repo.revenuePerPeriod(db, period, interval),
    repo.countOrdersByStatus(db, period),
    repo.topProducts(db, period),
    repo.topCompanies(db, period),
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
