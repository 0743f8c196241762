// The back office's order list and order page through HTTP: filters, cursor paging that stays stable while orders
// are placed, totals, the detail with payment and timeline, and who may call them (docs/backoffice.md).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createAgent, createCompanyWithPeople } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { orders } from '../../db/schema';
import * as repo from './repository';

const { app, database } = await createTestApp();
const agent = await createAgent(database);

const api = testClient(app, { lang: 'en' });

const unique = () => randomBytes(4).toString('hex');

/** A bare order row of a company (no lines) at a given time, with its own PO number. */
async function order(
  companyId: string,
  contactId: string,
  values: Partial<typeof orders.$inferInsert> = {},
): Promise<typeof orders.$inferSelect> {
  const [row] = await database.db
    .insert(orders)
    .values({
      orderNumber: `EN9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      companyId,
      contactId,
      department: 'main',
      market: 'NO',
      currency: 'NOK',
      net: 10_000,
      vat: [{ rate: 2500, base: 10_000, vat: 2_500 }],
      gross: 12_500,
      ...values,
    })
    .returning();
  return row!;
}

const tag = unique();
const north = await createCompanyWithPeople(database, { name: `Nordkapp Kjøkken ${tag} AS` });
const south = await createCompanyWithPeople(database, { name: `Sørlandet Bakeri ${tag} AS`, market: 'NO' });
const day = (d: string, time = '10:00:00Z') => new Date(`${d}T${time}`);
// North: three orders in March 2026, one in April (cancelled); south: one in SEK in March.
const n1 = await order(north.company.id, north.buyer.contact.id, {
  createdAt: day('2026-03-02'),
  purchaseOrderNumber: `PO-${tag}-1`,
});
const n2 = await order(north.company.id, north.buyer.contact.id, { createdAt: day('2026-03-10'), gross: 25_000 });
const n3 = await order(north.company.id, north.admin.contact.id, { createdAt: day('2026-03-31', '22:30:00Z') });
const n4 = await order(north.company.id, north.buyer.contact.id, { createdAt: day('2026-04-05'), status: 'cancelled' });
const s1 = await order(south.company.id, south.buyer.contact.id, {
  createdAt: day('2026-03-15'),
  currency: 'SEK',
  market: 'SE',
  gross: 40_000,
});

describe('GET /api/backoffice/orders', () => {
  it('filters by company and answers newest first with the company, the orderer and the totals', async () => {
    const res = await api.get(`/api/backoffice/orders?customerId=${north.company.id}`, { token: agent.token });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.items.map((o: { id: string }) => o.id)).toEqual([n4.id, n3.id, n2.id, n1.id]);
    expect(page.items[1]).toMatchObject({
      orderNumber: n3.orderNumber,
      status: 'confirmed',
      gross: 12_500,
      customer: { id: north.company.id, name: north.company.name, customerNumber: north.company.customerNumber },
      placedBy: { contactId: north.admin.contact.id, name: `Test ${north.admin.contact.lastName}` },
    });
    expect(page.totals).toEqual({ count: 4, isExact: true, sums: [{ currency: 'NOK', gross: 62_500 }] });
    expect(page.nextCursor).toBeNull();
  });

  it('filters by status, market and dates (whole days in Norwegian time)', async () => {
    const ids = async (query: string) =>
      (await api.get(`/api/backoffice/orders?${query}`, { token: agent.token }))
        .json()
        .items.map((o: { id: string }) => o.id);
    expect(await ids(`customerId=${north.company.id}&status=cancelled`)).toEqual([n4.id]);
    // 22:30 UTC on 31 March is 1 April in Oslo (summer time): not in March.
    expect(await ids(`customerId=${north.company.id}&from=2026-03-01&to=2026-03-31`)).toEqual([n2.id, n1.id]);
    expect(await ids(`customerId=${north.company.id}&from=2026-04-01`)).toEqual([n4.id, n3.id]);
    expect(await ids(`q=${encodeURIComponent(tag)}&market=se`)).toEqual([s1.id]);
  });

  it('finds an order by its number (with or without EN), a PO number or a company name', async () => {
    const ids = async (q: string) =>
      (await api.get(`/api/backoffice/orders?q=${encodeURIComponent(q)}`, { token: agent.token }))
        .json()
        .items.map((o: { id: string }) => o.id);
    expect(await ids(n2.orderNumber)).toEqual([n2.id]);
    expect(await ids(n2.orderNumber.toLowerCase())).toEqual([n2.id]);
    expect(await ids(n2.orderNumber.slice(2))).toEqual([n2.id]);
    expect(await ids(`po-${tag}-1`)).toEqual([n1.id]);
    expect(await ids(`Sørlandet Bakeri ${tag}`)).toEqual([s1.id]);
    expect(await ids(`%${tag}`)).toEqual([]); // LIKE characters are matched literally
    const both = await api.get(`/api/backoffice/orders?q=${tag}`, { token: agent.token });
    expect(both.json().totals).toEqual({
      count: 5,
      isExact: true,
      sums: [
        { currency: 'NOK', gross: 62_500 },
        { currency: 'SEK', gross: 40_000 },
      ],
    });
  });

  it('finds the same orders for a text naming more than it reads by id (tested newest first instead)', async () => {
    const found = async (q: string, byIdUpTo?: number) => {
      const query = { q, take: 50 };
      const where = await repo.orderConditions(database.db, query, byIdUpTo);
      const [rows, totals] = await Promise.all([
        repo.listOrders(database.db, query, where),
        repo.countOrders(database.db, where),
      ]);
      return { ids: rows.map((row) => row.id), count: totals.count };
    };
    for (const q of [tag, `po-${tag}-1`, `Sørlandet Bakeri ${tag}`, n2.orderNumber.slice(2)]) {
      const byId = await found(q);
      expect(byId.ids.length, q).toBeGreaterThan(0);
      expect(await found(q, 0), q).toEqual(byId);
    }
  });

  it('pages by cursor without repeating or skipping rows while new orders are placed', async () => {
    const c = await createCompanyWithPeople(database);
    const at = new Date('2026-02-01T12:00:00Z');
    // Seven orders, three of them at the very same instant (ties are ordered by id).
    const made = [];
    for (let i = 0; i < 7; i++) {
      made.push(
        await order(c.company.id, c.buyer.contact.id, { createdAt: new Date(at.getTime() + Math.min(i, 4) * 1000) }),
      );
    }
    const url = (after?: string) =>
      `/api/backoffice/orders?customerId=${c.company.id}&take=3${after ? `&after=${after}` : ''}`;
    const first = (await api.get(url(), { token: agent.token })).json();
    expect(first.items).toHaveLength(3);
    // A new order arrives between the pages: it is newest, so it would shift an offset page but not a cursor one.
    await order(c.company.id, c.buyer.contact.id, { createdAt: new Date() });
    const second = (await api.get(url(first.nextCursor), { token: agent.token })).json();
    const third = (await api.get(url(second.nextCursor), { token: agent.token })).json();
    expect(third.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items, ...third.items].map((o: { id: string }) => o.id);
    const expected = [...made]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((o) => o.id);
    expect(seen).toEqual(expected);
    expect(third.totals.count).toBe(8);
  });

  it('refuses bad filters with the fields (400)', async () => {
    for (const query of [
      'status=lost',
      'customerId=nope',
      'from=2026-13-01',
      'from=2026-04-02&to=2026-04-01',
      'take=0',
      'take=101',
      'market=NOR',
      `q=${'x'.repeat(101)}`,
      'after=not-an-id',
      `after=${crypto.randomUUID()}`,
    ]) {
      const res = await api.get(`/api/backoffice/orders?${query}`, { token: agent.token });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().errors.length, query).toBeGreaterThan(0);
    }
  });

  it('is for staff only: 401 without a sign-in, 403 for customers and the shared secret', async () => {
    expect((await api.get('/api/backoffice/orders')).statusCode).toBe(401);
    expect((await api.get('/api/backoffice/orders', { token: north.admin.token })).statusCode).toBe(403);
    const secret = await api.get('/api/backoffice/orders', { secret: true });
    expect(secret.statusCode).toBe(403);
  });
});

describe('GET /api/backoffice/orders/:orderId', () => {
  it('answers the order with company, orderer, invoice payment, the moves allowed and the timeline', async () => {
    const created = await order(north.company.id, north.buyer.contact.id, { purchaseOrderNumber: 'PO-DETAIL' });
    const before = await api.get(`/api/backoffice/orders/${created.id}`, { token: agent.token });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({
      id: created.id,
      orderNumber: created.orderNumber,
      purchaseOrderNumber: 'PO-DETAIL',
      status: 'confirmed',
      customer: { id: north.company.id, name: north.company.name, isBlocked: false },
      placedBy: { contactId: north.buyer.contact.id, email: north.buyer.contact.email, isStaff: false },
      payment: { method: 'invoice', invoice: null },
      nextStatuses: ['picking', 'cancelled'],
      totals: { net: 10_000, gross: 12_500 },
    });

    const moved = await api.post(`/api/backoffice/orders/${created.id}/status`, {
      token: agent.token,
      body: { status: 'picking', note: 'On the floor' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await api.get(`/api/backoffice/orders/${created.id}`, { token: agent.token })).json();
    expect(after.status).toBe('picking');
    expect(after.nextStatuses).toEqual(['shipped', 'cancelled']);
    expect(after.timeline.at(-1)).toMatchObject({
      status: 'picking',
      note: 'On the floor',
      by: { contactId: agent.contact.id, isStaff: true },
    });
  });

  it('offers no moves once delivered or cancelled', async () => {
    const done = await order(north.company.id, north.buyer.contact.id, { status: 'delivered' });
    expect((await api.get(`/api/backoffice/orders/${done.id}`, { token: agent.token })).json().nextStatuses).toEqual(
      [],
    );
    expect((await api.get(`/api/backoffice/orders/${n4.id}`, { token: agent.token })).json().nextStatuses).toEqual([]);
  });

  it('answers 404 for an unknown order, 400 for a malformed id, 401 and 403 for others', async () => {
    const missing = await api.get(`/api/backoffice/orders/${crypto.randomUUID()}`, { token: agent.token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
    expect((await api.get('/api/backoffice/orders/42', { token: agent.token })).statusCode).toBe(400);
    expect((await api.get(`/api/backoffice/orders/${n1.id}`)).statusCode).toBe(401);
    // Even the company's own admin: the back office view is not the customer's.
    expect((await api.get(`/api/backoffice/orders/${n1.id}`, { token: north.admin.token })).statusCode).toBe(403);
  });
});
