import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import type { OrderStatus } from '../../db/schema';

/** The orders a report reads: created from the start of `from` to the end of `to` (local days in `zone`). */
export type ReportPeriod = { from: string; to: string; zone: string; market: string | null };

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;

const inPeriod = ({ from, to, zone, market }: ReportPeriod) => sql`
    o.created_at >= (${from}::date)::timestamp at time zone ${zone}
    and o.created_at < (${to}::date + 1)::timestamp at time zone ${zone}
    and (${market}::text is null or o.market = ${market}::text)`;

/** Order count and revenue excl. VAT per currency and day or week (its first day), orders not cancelled. */
export async function revenuePerPeriod(db: Db, period: ReportPeriod, interval: 'day' | 'week') {
  return rowsOf<{ currency: string; period: string; order_count: number; revenue: string }>(
    db,
    sql`
        select o.currency,
          to_char(date_trunc(${interval}, o.created_at at time zone ${period.zone}), 'YYYY-MM-DD') as period,
          count(*)::int as order_count, sum(o.net)::bigint as revenue
        from orders o
        where ${inPeriod(period)} and o.status <> 'cancelled'
        group by 1, 2`,
  );
}

/** Orders per status (cancelled ones too). */
export async function countOrdersByStatus(db: Db, period: ReportPeriod) {
  return rowsOf<{ status: OrderStatus; count: number }>(
    db,
    sql`select o.status, count(*)::int as count from orders o where ${inPeriod(period)} group by o.status`,
  );
}

/** The ten products with the most revenue per currency, orders not cancelled. */
export async function topProducts(db: Db, period: ReportPeriod) {
  return rowsOf<{ currency: string; sku: string; name: string; quantity: number; revenue: string }>(
    db,
    sql`
        select currency, sku, name, quantity, revenue from (
          select o.currency, l.sku, max(l.name) as name, sum(l.quantity)::int as quantity,
            sum(l.line_total)::bigint as revenue,
            row_number() over (partition by o.currency order by sum(l.line_total) desc, l.sku) as rank
          from orders o join order_lines l on l.order_id = o.id and l.kind = 'product'
          where ${inPeriod(period)} and o.status <> 'cancelled'
          group by o.currency, l.sku
        ) ranked
        where rank <= 10
        order by currency, rank`,
  );
}

/** The ten companies with the most revenue per currency, orders not cancelled. */
export async function topCompanies(db: Db, period: ReportPeriod) {
  return rowsOf<{ currency: string; company_id: string; name: string; order_count: number; revenue: string }>(
    db,
    sql`
        select t.currency, t.company_id, c.name, t.order_count, t.revenue from (
          select o.currency, o.company_id, count(*)::int as order_count, sum(o.net)::bigint as revenue,
            row_number() over (partition by o.currency order by sum(o.net) desc, o.company_id) as rank
          from orders o
          where ${inPeriod(period)} and o.status <> 'cancelled'
          group by o.currency, o.company_id
        ) t join companies c on c.id = t.company_id
        where t.rank <= 10
        order by t.currency, t.rank`,
  );
}
