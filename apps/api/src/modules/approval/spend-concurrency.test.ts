// Monthly limits under concurrency (docs/approvals.md, issue 14 §6): buyers of one company ordering at the same
// moment queue on the company's (or the cost centre's) monthly-spend lock, so together they never pass a limit.
// Only PostgreSQL can show it: PGlite runs one transaction at a time, so its orders never overlap.
import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createCategory,
  createCompanyWithPeople,
  createContact,
  createDeliveryAddress,
  createPriceList,
  createProduct,
  deliveryDate,
  signIn,
} from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { orders } from '../../db/schema';

const { app, database } = await createTestApp();
const db = database.db;
const category = await createCategory(database);
await createProduct(database, { category, variants: [{ sku: 'RACE-A', stock: 100_000 }] });
// 100.00 excl. VAT per unit: one unit is one order's net.
await createPriceList(database, { prices: [{ sku: 'RACE-A', unitPrice: 10_000 }] });
const NET = 10_000;

const api = testClient(app);

/** A company with 20 buyers (not approvers), each with a one-unit cart ready to order. */
async function twentyBuyers(options: { costCentre?: { perMonth: number } } = {}) {
  const c = await createCompanyWithPeople(database);
  const delivery = await createDeliveryAddress(database, c.company.id);
  let costCentreId: string | undefined;
  if (options.costCentre) {
    const res = await api.post('/api/cost-centres', {
      token: c.admin.token,
      body: {
        customerId: c.company.id,
        code: 'RACE',
        name: 'Race',
        perMonth: options.costCentre.perMonth,
      },
    });
    expect(res.statusCode).toBe(200);
    costCentreId = res.json().id;
  }
  const buyers = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const contact = await createContact(database, { company: c.company, role: 'buyer' });
      return { pid: contact.id, token: (await signIn(database, contact)).accessToken };
    }),
  );
  for (const buyer of buyers) {
    const added = await api.post('/api/ardis/cart/addorderline', {
      token: buyer.token,
      body: {
        pid: buyer.pid,
        sku: 'RACE-A',
        quantity: 1,
      },
    });
    expect(added.statusCode).toBe(200);
    const meta = await api.post('/api/ardis/cart/updatemetadata', {
      token: buyer.token,
      body: {
        pid: buyer.pid,
        deliveryAddressId: delivery.id,
        requestedDeliveryDate: deliveryDate(),
        ...(costCentreId ? { costCentreId } : {}),
      },
    });
    expect(meta.statusCode).toBe(200);
  }
  return { ...c, buyers };
}

/** All 20 createorder calls at once; answers the codes (ok for an order) and the month's spend. */
async function raceOrders(c: Awaited<ReturnType<typeof twentyBuyers>>) {
  const answers = await Promise.all(
    c.buyers.map((buyer) => api.post('/api/ardis/cart/createorder', { token: buyer.token, body: { pid: buyer.pid } })),
  );
  const codes = answers.map((res) => (res.statusCode === 200 ? 'ok' : `${res.statusCode} ${res.json().code}`));
  const [spent] = await db
    .select({ net: sql<string>`coalesce(sum(${orders.net}), 0)` })
    .from(orders)
    .where(and(eq(orders.companyId, c.company.id), ne(orders.status, 'cancelled')));
  return { codes, spent: Number(spent!.net), answers };
}

const onPostgres = database.kind === 'postgres';
const why = onPostgres ? '' : ' — skipped: PGlite runs one transaction at a time, so orders cannot race';

describe('monthly limits under concurrent orders', () => {
  it.runIf(onPostgres)(`holds the company's monthly limit against 20 buyers ordering at once${why}`, async () => {
    const c = await twentyBuyers();
    const limit = 5 * NET + NET / 2;
    const set = await api.put('/api/approvals/settings/company', {
      token: c.admin.token,
      body: {
        customerId: c.company.id,
        perOrder: null,
        perMonth: limit,
      },
    });
    expect(set.statusCode).toBe(200);
    const { codes, spent, answers } = await raceOrders(c);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(5);
    expect(codes.filter((code) => code === '422 approval_required')).toHaveLength(15);
    const refused = answers.find((res) => res.statusCode === 422)!.json();
    expect(refused.problems.map((p: { code: string }) => p.code)).toEqual(['approval_required']);
    expect(spent).toBe(5 * NET);
    expect(spent).toBeLessThanOrEqual(limit);
  });

  it.runIf(onPostgres)(`holds a cost centre's monthly limit against 20 buyers ordering at once${why}`, async () => {
    const limit = 3 * NET + NET / 2;
    const c = await twentyBuyers({ costCentre: { perMonth: limit } });
    const { codes, spent } = await raceOrders(c);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code === '422 approval_required')).toHaveLength(17);
    expect(spent).toBe(3 * NET);
  });
});
