// The back office's sales dashboard through HTTP: figures per day/week and currency, top products and companies,
// statuses, Oslo days, the market filter and who may see it (docs/backoffice-catalog.md).
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createAgent, createCompany, createCompanyWithPeople, createContact } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { type OrderStatus, orderLines, orders } from '../../db/schema';

const { app, database } = await createTestApp();
const api = testClient(app);
const db = database.db;
const agent = await createAgent(database);
const customer = await createCompanyWithPeople(database);

const nordlys = await createCompany(database, { name: 'Nordlys Apotek AS' });
const fjord = await createCompany(database, { name: 'Fjord Klinikk AS' });
const svea = await createCompany(database, { name: 'Svea Vård AB', market: 'SE', markets: ['SE'], currency: 'SEK' });
const buyer = await createContact(database, { company: nordlys, role: 'buyer' });

let orderNo = 0;
/** An order at `at` (UTC) with product lines [sku, quantity, unit price] and an optional shipping fee. */
async function order(options: {
  company: { id: string; market: string; currency: string };
  at: string;
  lines: [string, number, number][];
  shipping?: number;
  status?: OrderStatus;
}) {
  const lineTotals = options.lines.map(([, quantity, unitPrice]) => quantity * unitPrice);
  const net = lineTotals.reduce((a, b) => a + b, 0) + (options.shipping ?? 0);
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `D${++orderNo}`,
      companyId: options.company.id,
      contactId: buyer.id,
      department: 'OSLO',
      market: options.company.market,
      currency: options.company.currency,
      status: options.status ?? 'confirmed',
      net,
      vat: [{ rate: 2500, base: net, vat: Math.round(net / 4) }],
      gross: net + Math.round(net / 4),
      createdAt: new Date(options.at),
    })
    .returning();
  const lines = options.lines.map(([sku, quantity, unitPrice], i) => ({
    orderId: row!.id,
    position: i + 1,
    sku,
    name: `Vare ${sku}`,
    quantity,
    unitPrice,
    vatRate: 2500,
    lineTotal: quantity * unitPrice,
    vatAmount: Math.round((quantity * unitPrice) / 4),
  }));
  if (options.shipping) {
    lines.push({
      orderId: row!.id,
      position: lines.length + 1,
      sku: 'SHIPPING',
      name: 'Frakt',
      quantity: 1,
      unitPrice: options.shipping,
      vatRate: 2500,
      lineTotal: options.shipping,
      vatAmount: 0,
    });
  }
  await db
    .insert(orderLines)
    .values(lines.map((l) => ({ ...l, kind: l.sku === 'SHIPPING' ? ('shipping' as const) : ('product' as const) })));
  return row!;
}

// March 2026 (CET, UTC+1). Monday 2 March to Sunday 15 March.
await order({
  company: nordlys,
  at: '2026-03-02T09:00:00Z',
  lines: [
    ['DA-1', 10, 1_000],
    ['DA-2', 1, 50_000],
  ],
  shipping: 9_900,
});
// 23:30 UTC on the 2nd is 00:30 on the 3rd in Oslo.
await order({ company: fjord, at: '2026-03-02T23:30:00Z', lines: [['DA-1', 5, 1_000]], status: 'shipped' });
await order({ company: nordlys, at: '2026-03-10T12:00:00Z', lines: [['DA-3', 2, 30_000]], status: 'delivered' });
// Cancelled: only in the status counts.
await order({ company: fjord, at: '2026-03-04T12:00:00Z', lines: [['DA-2', 100, 50_000]], status: 'cancelled' });
// Another market and currency.
await order({ company: svea, at: '2026-03-03T12:00:00Z', lines: [['DA-1', 3, 1_200]] });
// Outside the period (the day before, Oslo time: 22:59 UTC on 1 March is 23:59 in Oslo).
await order({ company: nordlys, at: '2026-03-01T22:59:00Z', lines: [['DA-9', 1, 99_999]] });

const backoffice = testClient(app, { token: agent.token });
/** The sales dashboard as the agent, or as `token` (null: nobody). */
const get = (query: string, token?: string | null) =>
  backoffice.get(`/api/backoffice/dashboard/sales${query}`, { token });

describe('sales dashboard', () => {
  it('adds up revenue excl. VAT, orders and average order value per day and currency, cancelled orders apart', async () => {
    const res = await get('?from=2026-03-02&to=2026-03-15');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2026-03-02', to: '2026-03-15', market: null, interval: 'day' });
    // NOK: 10 000 + 50 000 + 9 900 shipping; 5 000; 60 000. SEK: 3 600.
    expect(body.totals).toEqual([
      { currency: 'NOK', revenue: 134_900, orderCount: 3, averageOrderValue: 44_967 },
      { currency: 'SEK', revenue: 3_600, orderCount: 1, averageOrderValue: 3_600 },
    ]);
    const nok = body.series.filter((p: { currency: string }) => p.currency === 'NOK');
    expect(nok).toHaveLength(14);
    expect(nok[0]).toEqual({
      period: '2026-03-02',
      currency: 'NOK',
      revenue: 69_900,
      orderCount: 1,
      averageOrderValue: 69_900,
    });
    expect(nok[1]).toEqual({
      period: '2026-03-03',
      currency: 'NOK',
      revenue: 5_000,
      orderCount: 1,
      averageOrderValue: 5_000,
    });
    expect(nok[2]).toMatchObject({ period: '2026-03-04', revenue: 0, orderCount: 0, averageOrderValue: 0 });
    expect(nok[8]).toMatchObject({ period: '2026-03-10', revenue: 60_000, orderCount: 1 });
    expect(body.series.filter((p: { currency: string }) => p.currency === 'SEK')).toHaveLength(14);

    expect(body.statuses).toEqual([
      { status: 'confirmed', count: 2 },
      { status: 'picking', count: 0 },
      { status: 'shipped', count: 1 },
      { status: 'delivered', count: 1 },
      { status: 'cancelled', count: 1 },
    ]);
    // Product lines only (no shipping, no cancelled order), by revenue within each currency.
    expect(body.topProducts).toEqual([
      { currency: 'NOK', sku: 'DA-3', name: 'Vare DA-3', quantity: 2, revenue: 60_000 },
      { currency: 'NOK', sku: 'DA-2', name: 'Vare DA-2', quantity: 1, revenue: 50_000 },
      { currency: 'NOK', sku: 'DA-1', name: 'Vare DA-1', quantity: 15, revenue: 15_000 },
      { currency: 'SEK', sku: 'DA-1', name: 'Vare DA-1', quantity: 3, revenue: 3_600 },
    ]);
    expect(body.topCompanies).toEqual([
      { currency: 'NOK', companyId: nordlys.id, name: 'Nordlys Apotek AS', orderCount: 2, revenue: 129_900 },
      { currency: 'NOK', companyId: fjord.id, name: 'Fjord Klinikk AS', orderCount: 1, revenue: 5_000 },
      { currency: 'SEK', companyId: svea.id, name: 'Svea Vård AB', orderCount: 1, revenue: 3_600 },
    ]);
  });

  it('groups by week (from Monday), filters by market and keeps only the top 10', async () => {
    const weekly = (await get('?from=2026-03-04&to=2026-03-15&interval=week&market=NO')).json();
    expect(weekly.market).toBe('NO');
    expect(weekly.totals).toEqual([{ currency: 'NOK', revenue: 60_000, orderCount: 1, averageOrderValue: 60_000 }]);
    expect(weekly.series).toEqual([
      { period: '2026-03-02', currency: 'NOK', revenue: 0, orderCount: 0, averageOrderValue: 0 },
      { period: '2026-03-09', currency: 'NOK', revenue: 60_000, orderCount: 1, averageOrderValue: 60_000 },
    ]);
    expect(weekly.statuses.find((s: { status: string }) => s.status === 'cancelled').count).toBe(1);
    const se = (await get('?from=2026-03-02&to=2026-03-15&market=SE')).json();
    expect(se.totals).toEqual([{ currency: 'SEK', revenue: 3_600, orderCount: 1, averageOrderValue: 3_600 }]);
    expect(se.topCompanies.map((c: { name: string }) => c.name)).toEqual(['Svea Vård AB']);

    // Twelve SKUs in one order: the list stops at ten.
    await order({
      company: nordlys,
      at: '2026-04-01T10:00:00Z',
      lines: Array.from({ length: 12 }, (_, i) => [`TOP-${i}`, 1, 1_000 * (i + 1)] as [string, number, number]),
    });
    const april = (await get('?from=2026-04-01&to=2026-04-01')).json();
    expect(april.topProducts).toHaveLength(10);
    expect(april.topProducts[0]).toMatchObject({ sku: 'TOP-11', revenue: 12_000 });
    // A longer period is in weeks unless asked.
    expect((await get('?from=2026-01-01&to=2026-04-01')).json().interval).toBe('week');
  });

  it('answers an empty period with zeros and the default period of the last 30 days', async () => {
    const empty = (await get('?from=2020-01-01&to=2020-01-07')).json();
    expect(empty.totals).toEqual([]);
    expect(empty.series).toEqual([]);
    expect(empty.topProducts).toEqual([]);
    expect(empty.statuses.every((s: { count: number }) => s.count === 0)).toBe(true);
    const recent = await get('');
    expect(recent.statusCode).toBe(200);
    const { from, to } = recent.json();
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
  });

  it('refuses bad periods (400), customers and the shared secret (403) and anonymous callers (401)', async () => {
    expect((await get('?from=2026-03-10&to=2026-03-01')).statusCode).toBe(400);
    expect((await get('?from=2024-01-01&to=2026-03-01')).statusCode).toBe(400);
    expect((await get('?from=2026-13-01')).statusCode).toBe(400);
    expect((await get('?market=US')).statusCode).toBe(400);
    expect((await get('', customer.admin.token)).statusCode).toBe(403);
    expect((await api.get('/api/backoffice/dashboard/sales', { secret: true })).statusCode).toBe(403);
    expect((await get('', null)).statusCode).toBe(401);
  });
});
