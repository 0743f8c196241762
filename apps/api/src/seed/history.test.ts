import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import type { Database } from '../db';
import { seedDemo } from './index';
import { idFor } from './random';

const NOW = new Date('2026-03-10T10:00:00Z');
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { products: 300, now: NOW });
}, 180_000);

afterAll(async () => {
  await database?.close();
});

const one = async <T>(text: string, params: unknown[] = []) => (await database.query(text, params)).rows[0] as T;

describe('order history (seed/history.ts)', () => {
  it('gives the demo companies a year of delivered, paid orders, up to five days ago', async () => {
    const nordlys = await one<{ n: number; first: string; last: string; months: number }>(
      `select count(*)::int as n, min(created_at) as first, max(created_at) as last,
              count(distinct date_trunc('month', created_at at time zone 'Europe/Oslo'))::int as months
       from orders where company_id = $1`,
      [idFor('company:nordlys')],
    );
    expect(nordlys.n).toBe(96);
    expect(nordlys.months).toBeGreaterThanOrEqual(12);
    expect(new Date(nordlys.last).getTime()).toBeLessThanOrEqual(NOW.getTime() - 5 * 86_400_000);
    expect(new Date(nordlys.last).getTime()).toBeGreaterThan(NOW.getTime() - 12 * 86_400_000);
    expect(new Date(nordlys.first).getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 371 * 86_400_000);
    const open = await one<{ n: number }>(
      `select count(*)::int as n from orders where status <> 'cancelled' and (status <> 'delivered' or invoice_paid_at is null)`,
    );
    expect(open.n).toBe(0);
    expect((await one<{ b: string }>('select sum(open_balance)::text as b from companies')).b).toBe('0');
  });

  it('keeps each order whole: totals from its lines, a status history, an address and a number', async () => {
    const broken = await one<{ n: number }>(
      `select count(*)::int as n from orders o
       where o.net <> (select sum(line_total) from order_lines l where l.order_id = o.id)
          or o.gross <> o.net + (select sum((v->>'vat')::bigint) from jsonb_array_elements(o.vat) v)
          or o.delivery_address is null
          or not exists (select 1 from order_status_events e where e.order_id = o.id and e.status = 'confirmed')
          or (select status from order_status_events e where e.order_id = o.id order by at desc limit 1) <> o.status`,
    );
    expect(broken.n).toBe(0);
  });

  it('numbers the orders from EN1000001, oldest first, and the shop goes on after them', async () => {
    const numbers = await one<{ n: number; first: string; last: string; ordered: boolean }>(
      `select count(*)::int as n, min(order_number) as first, max(order_number) as last,
              bool_and(order_number = expected) as ordered
       from (select order_number, 'EN' || (1000000 + row_number() over (order by created_at, order_number))::text as expected
             from orders) q`,
    );
    expect(numbers.first).toBe('EN1000001');
    expect(numbers.last).toBe(`EN${1_000_000 + numbers.n}`);
    expect(numbers.ordered).toBe(true);
    const next = await one<{ value: string }>(`select 'EN' || nextval('order_number_seq')::text as value`);
    expect(next.value).toBe(`EN${1_000_001 + numbers.n}`);
  });
});
