// The back office's customers through HTTP: search, the company page (people, addresses, credit, orders, carts,
// history), blocking, unblocking and the credit limit with reasons, and who may do it (docs/backoffice.md).
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createAgent, createCompanyWithPeople, createDeliveryAddress, createOrderRow } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { cartLines, carts, companies, customerStandingEvents } from '../../db/schema';

const { app, database } = await createTestApp();
const db = database.db;
const agent = await createAgent(database);

const api = testClient(app, { lang: 'en' });

const tag = randomBytes(4).toString('hex');
const alpha = await createCompanyWithPeople(database, { name: `Alfa Storkjøkken ${tag} AS`, creditLimit: 5_000_000 });
const beta = await createCompanyWithPeople(database, {
  name: `Beta Renhold ${tag} AS`,
  isBlocked: true,
  blockedReason: 'Overdue invoices',
});
const gamma = await createCompanyWithPeople(database, { name: `Gamma Kafé ${tag} AS` });

const names = (res: { json: () => { items: { name: string }[] } }) => res.json().items.map((c) => c.name);

describe('GET /api/backoffice/customers', () => {
  it('finds companies by part of the name, by org number and by customer number, by name', async () => {
    const res = await api.get(`/api/backoffice/customers?q=${tag}`, { token: agent.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res)).toEqual([alpha.company.name, beta.company.name, gamma.company.name]);
    expect(res.json()).toMatchObject({ total: 3, skip: 0, take: 25 });
    expect(res.json().items[1]).toMatchObject({
      id: beta.company.id,
      isBlocked: true,
      blockedReason: 'Overdue invoices',
      creditLimit: { amount: 5_000_000, currency: 'NOK' },
    });
    const org = beta.company.orgNumber;
    const formatted = `${org.slice(0, 3)} ${org.slice(3, 6)} ${org.slice(6)}`;
    expect(
      names(await api.get(`/api/backoffice/customers?q=${encodeURIComponent(formatted)}`, { token: agent.token })),
    ).toEqual([beta.company.name]);
    const byNumber = await api.get(`/api/backoffice/customers?q=${gamma.company.customerNumber}`, {
      token: agent.token,
    });
    expect(names(byNumber)).toContain(gamma.company.name);
  });

  it('filters blocked companies and pages with skip/take', async () => {
    expect(names(await api.get(`/api/backoffice/customers?q=${tag}&blocked=true`, { token: agent.token }))).toEqual([
      beta.company.name,
    ]);
    expect(names(await api.get(`/api/backoffice/customers?q=${tag}&blocked=false`, { token: agent.token }))).toEqual([
      alpha.company.name,
      gamma.company.name,
    ]);
    const second = await api.get(`/api/backoffice/customers?q=${tag}&skip=1&take=1`, { token: agent.token });
    expect(names(second)).toEqual([beta.company.name]);
    expect(second.json().total).toBe(3);
  });

  it('refuses bad queries (400), anonymous callers (401) and customers (403)', async () => {
    for (const query of ['take=0', 'skip=-1', 'blocked=maybe', `q=${'x'.repeat(101)}`, 'market=N0']) {
      const res = await api.get(`/api/backoffice/customers?${query}`, { token: agent.token });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await api.get('/api/backoffice/customers')).statusCode).toBe(401);
    expect((await api.get('/api/backoffice/customers', { token: alpha.admin.token })).statusCode).toBe(403);
  });
});

describe('GET /api/backoffice/customers/:customerId', () => {
  it('answers the company with people and roles, addresses, credit, recent orders and open cart value', async () => {
    await createDeliveryAddress(database, alpha.company.id);
    const placed = await createOrderRow(database, alpha.company.id, alpha.buyer.contact.id);
    const [cart] = await db
      .insert(carts)
      .values({ companyId: alpha.company.id, contactId: alpha.buyer.contact.id, market: 'NO', currency: 'NOK' })
      .returning();
    await db.insert(cartLines).values([
      { cartId: cart!.id, sku: 'A-1', quantity: 3, unitPrice: 1_000, currency: 'NOK' },
      { cartId: cart!.id, sku: 'A-2', quantity: 1, unitPrice: 2_500, currency: 'NOK' },
    ]);
    const res = await api.get(`/api/backoffice/customers/${alpha.company.id}`, { token: agent.token });
    expect(res.statusCode, res.body).toBe(200);
    const customer = res.json();
    expect(customer).toMatchObject({
      id: alpha.company.id,
      name: alpha.company.name,
      currency: 'NOK',
      markets: ['NO'],
      isBlocked: false,
      creditLimit: { amount: 5_000_000, currency: 'NOK' },
      openCarts: { count: 1, net: 5_500, currency: 'NOK' },
      recentOrders: [{ id: placed.id, orderNumber: placed.orderNumber }],
      history: [],
    });
    expect(customer.contacts.map((c: { role: string; status: string }) => [c.role, c.status]).sort()).toEqual([
      ['admin', 'active'],
      ['buyer', 'active'],
      ['viewer', 'active'],
    ]);
    expect(customer.addresses.map((a: { type: string }) => a.type)).toEqual(['invoice', 'delivery']);
  });

  it('answers 404 for an unknown company, 400 for a malformed id, 403 for customers (even their own)', async () => {
    expect((await api.get(`/api/backoffice/customers/${crypto.randomUUID()}`, { token: agent.token })).statusCode).toBe(
      404,
    );
    expect((await api.get('/api/backoffice/customers/alpha', { token: agent.token })).statusCode).toBe(400);
    expect(
      (await api.get(`/api/backoffice/customers/${alpha.company.id}`, { token: alpha.admin.token })).statusCode,
    ).toBe(403);
    expect((await api.get(`/api/backoffice/customers/${alpha.company.id}`)).statusCode).toBe(401);
  });
});

describe('PATCH /api/backoffice/customers/:customerId', () => {
  const patch = (id: string, body: object, token = agent.token) =>
    api.patch(`/api/backoffice/customers/${id}`, { token, body });
  const eventsOf = async (companyId: string) =>
    (
      await db
        .select({ n: count() })
        .from(customerStandingEvents)
        .where(eq(customerStandingEvents.companyId, companyId))
    )[0]!.n;

  it('blocks with the reason as blocked reason, unblocks, and keeps both in the history with the agent', async () => {
    const blocked = await patch(gamma.company.id, { isBlocked: true, reason: 'Unpaid invoices since March' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({ isBlocked: true, blockedReason: 'Unpaid invoices since March' });
    // A blocked company cannot check out (docs/cart.md): the storefront reads the same column.
    const [row] = await db.select().from(companies).where(eq(companies.id, gamma.company.id));
    expect(row).toMatchObject({ isBlocked: true, blockedReason: 'Unpaid invoices since March' });

    const unblocked = await patch(gamma.company.id, { isBlocked: false, reason: 'Paid in full' });
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(unblocked.json()).toMatchObject({ isBlocked: false, blockedReason: null });
    expect(unblocked.json().history).toMatchObject([
      { change: 'unblocked', reason: 'Paid in full', by: { contactId: agent.contact.id } },
      { change: 'blocked', reason: 'Unpaid invoices since March', creditLimitBefore: null },
    ]);
  });

  it('changes the credit limit with before and after, together with a block in one step', async () => {
    const res = await patch(alpha.company.id, { creditLimit: 1_000_000, isBlocked: true, reason: 'Risk review' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ creditLimit: { amount: 1_000_000 }, isBlocked: true });
    expect(
      res
        .json()
        .history.map((h: { change: string }) => h.change)
        .sort(),
    ).toEqual(['blocked', 'credit_limit']);
    expect(res.json().history.find((h: { change: string }) => h.change === 'credit_limit')).toMatchObject({
      creditLimitBefore: 5_000_000,
      creditLimitAfter: 1_000_000,
      reason: 'Risk review',
    });
    // Card only (0) is a limit too.
    const cardOnly = await patch(alpha.company.id, { creditLimit: 0, reason: 'Card only for now' });
    expect(cardOnly.json().creditLimit.amount).toBe(0);
  });

  it('refuses a change that changes nothing (422 customer_unchanged) and records nothing', async () => {
    const before = await eventsOf(beta.company.id);
    const again = await patch(beta.company.id, { isBlocked: true, reason: 'Still overdue' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'customer_unchanged', isBlocked: true, creditLimit: 5_000_000 });
    const same = await patch(beta.company.id, { creditLimit: 5_000_000, reason: 'Same as before' });
    expect(same.statusCode).toBe(422);
    expect(await eventsOf(beta.company.id)).toBe(before);
    // The refused block kept the first reason.
    const [row] = await db.select().from(companies).where(eq(companies.id, beta.company.id));
    expect(row?.blockedReason).toBe('Overdue invoices');
  });

  it('refuses bad bodies with the fields (400) and writes nothing', async () => {
    const before = await eventsOf(beta.company.id);
    for (const body of [
      { isBlocked: false },
      { isBlocked: false, reason: '  ' },
      { reason: 'Nothing asked' },
      { creditLimit: -1, reason: 'Negative' },
      { creditLimit: 12.5, reason: 'Fraction' },
      { creditLimit: '1000', reason: 'Text' },
      { isBlocked: 'yes', reason: 'Text' },
      { isBlocked: false, reason: 'x'.repeat(501) },
    ]) {
      const res = await patch(beta.company.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    expect(await eventsOf(beta.company.id)).toBe(before);
  });

  it('answers 404 for an unknown company, 401 without sign-in, 403 for customers (even its admin)', async () => {
    expect((await patch(crypto.randomUUID(), { isBlocked: true, reason: 'Nobody' })).statusCode).toBe(404);
    expect((await api.patch(`/api/backoffice/customers/${beta.company.id}`, { body: {} })).statusCode).toBe(401);
    const own = await patch(beta.company.id, { isBlocked: false, reason: 'Let us in' }, beta.admin.token);
    expect(own.statusCode).toBe(403);
    const [row] = await db.select().from(companies).where(eq(companies.id, beta.company.id));
    expect(row?.isBlocked).toBe(true);
  });
});
