import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createCompanyWithPeople, createOrderRow } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { orders } from '../../db/schema';
import { lastMonths } from './service';

const { app, database } = await createTestApp();
const api = testClient(app);

/** An order placed `monthsAgo` calendar months back (mid-month, so no time zone edge), with these amounts. */
async function orderIn(
  companyId: string,
  contactId: string,
  monthsAgo: number,
  values: { net: number; gross: number; status?: 'confirmed' | 'cancelled'; currency?: string },
) {
  const order = await createOrderRow(database, companyId, contactId);
  const now = new Date();
  const createdAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 15, 12));
  await database.db
    .update(orders)
    .set({
      createdAt,
      net: values.net,
      gross: values.gross,
      status: values.status ?? 'confirmed',
      currency: values.currency ?? 'NOK',
    })
    .where(eq(orders.id, order.id));
  return order;
}

describe('lastMonths', () => {
  it('counts back across a year boundary, oldest first, in Oslo time', () => {
    // 31 Dec 23:30 UTC is already January in Oslo.
    expect(lastMonths(3, new Date('2026-12-31T23:30:00Z'))).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(lastMonths(2, new Date('2026-01-10T12:00:00Z'))).toEqual(['2025-12', '2026-01']);
  });
});

describe('GET /api/customers/{customerId}/spend', () => {
  it('sums placed orders per month in the company currency, every month listed', async () => {
    const { company, buyer, viewer } = await createCompanyWithPeople(database);
    const other = await createCompanyWithPeople(database);
    const pid = buyer.contact.id;
    await orderIn(company.id, pid, 0, { net: 10_000, gross: 12_500 });
    await orderIn(company.id, pid, 0, { net: 4_000, gross: 5_000 });
    await orderIn(company.id, pid, 2, { net: 8_000, gross: 10_000 });
    await orderIn(company.id, pid, 2, { net: 99_000, gross: 123_750, status: 'cancelled' }); // left out
    await orderIn(company.id, pid, 1, { net: 7_000, gross: 8_750, currency: 'SEK' }); // another currency: left out
    await orderIn(company.id, pid, 12, { net: 50_000, gross: 62_500 }); // before the 12 months
    await orderIn(other.company.id, other.buyer.contact.id, 0, { net: 1_000, gross: 1_250 }); // another company

    // Any member reads it, the viewer too.
    const res = await api.get(`/api/customers/${company.id}/spend`, { token: viewer.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.customerId).toBe(company.id);
    expect(body.currency).toBe('NOK');
    expect(body.months).toHaveLength(12);
    expect(body.months.map((m: { month: string }) => m.month)).toEqual(lastMonths(12));
    expect(body.months[11]).toEqual({
      month: lastMonths(1)[0],
      orderCount: 2,
      net: { amount: 14_000, currency: 'NOK' },
      gross: { amount: 17_500, currency: 'NOK' },
    });
    expect(body.months[10]).toMatchObject({ orderCount: 0, net: { amount: 0 } });
    expect(body.months[9]).toMatchObject({ orderCount: 1, net: { amount: 8_000 }, gross: { amount: 10_000 } });
    expect(body.total).toEqual({
      orderCount: 3,
      net: { amount: 22_000, currency: 'NOK' },
      gross: { amount: 27_500, currency: 'NOK' },
    });

    // A longer period reaches the older order.
    const longer = await api.get(`/api/customers/${company.id}/spend`, {
      token: buyer.token,
      query: { months: '13' },
    });
    expect(longer.json().months).toHaveLength(13);
    expect(longer.json().months[0]).toMatchObject({ orderCount: 1, net: { amount: 50_000 } });
    expect(longer.json().total.orderCount).toBe(4);
  });

  it('answers zero months for a company without orders', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const res = await api.get(`/api/customers/${company.id}/spend`, {
      token: admin.token,
      query: { months: '3' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().months).toHaveLength(3);
    expect(res.json().total).toMatchObject({ orderCount: 0, net: { amount: 0 }, gross: { amount: 0 } });
  });

  it('answers 400 for a malformed id or period', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const badId = await api.get('/api/customers/not-a-uuid/spend', { token: admin.token });
    expect(badId.statusCode).toBe(400);
    for (const months of ['0', '37', 'many']) {
      const res = await api.get(`/api/customers/${company.id}/spend`, {
        token: admin.token,
        query: { months },
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('answers 401 without a token and refuses the shared secret', async () => {
    const { company } = await createCompanyWithPeople(database);
    expect((await api.get(`/api/customers/${company.id}/spend`)).statusCode).toBe(401);
    expect((await api.get(`/api/customers/${company.id}/spend`, { secret: true })).statusCode).toBe(403);
  });

  it("answers 404 for another company's spend, and for an unknown company", async () => {
    const { company } = await createCompanyWithPeople(database);
    const other = await createCompanyWithPeople(database);
    await orderIn(company.id, (await createCompanyWithPeople(database)).buyer.contact.id, 0, { net: 1, gross: 1 });
    const res = await api.get(`/api/customers/${company.id}/spend`, { token: other.admin.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().net).toBeUndefined();
    const unknown = await api.get(`/api/customers/${crypto.randomUUID()}/spend`, {
      token: other.admin.token,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
