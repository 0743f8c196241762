// Invoice credit (docs/customer.md, "Invoice credit"): an order on invoice needs credit — the open balance of the
// company's unpaid invoice orders plus the order within the credit limit — while the card path stays open.
// Over real HTTP with the Nets stand-in, as the payment tests do.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createAgent,
  createCategory,
  createCompanyWithPeople,
  createContact,
  createDeliveryAddress,
  createPriceList,
  createProduct,
  deliveryDate,
  signIn,
} from '../../../test/factories';
import { createTestAppWithNets } from '../../../test/helper';
import { companies, idempotencyKeys, mailOutbox, orders } from '../../db/schema';

const NETS_KEY = 'test-nets-secret-key-credit';
const { app, database } = await createTestAppWithNets({
  secretKey: NETS_KEY,
  webhookAuthorization: 'testWebhookAuthCredit',
});
const db = database.db;

const category = await createCategory(database);
await createProduct(database, { category, variants: [{ sku: 'CREDIT-A', stock: 10_000 }] });
// 100 NOK excl. VAT, 125 NOK with 25 % VAT.
await createPriceList(database, { prices: [{ sku: 'CREDIT-A', unitPrice: 10_000 }] });
const GROSS_PER_UNIT = 12_500;

async function newCompany(creditLimit: number) {
  const people = await createCompanyWithPeople(database, { creditLimit });
  const delivery = await createDeliveryAddress(database, people.company.id);
  return { ...people, delivery };
}
type Company = Awaited<ReturnType<typeof newCompany>>;
type Buyer = { contact: { id: string }; token: string };

const api = testClient(app);

async function readyCart(c: Company, buyer: Buyer = c.buyer, quantity = 1) {
  const pid = buyer.contact.id;
  expect(
    (await api.post('/api/ardis/cart/addorderline', { token: buyer.token, body: { pid, sku: 'CREDIT-A', quantity } }))
      .statusCode,
  ).toBe(200);
  const res = await api.post('/api/ardis/cart/updatemetadata', {
    token: buyer.token,
    body: {
      pid,
      deliveryAddressId: c.delivery.id,
      requestedDeliveryDate: deliveryDate(),
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { version: number; totals: { gross: number } };
}

const createOrder = (buyer: Buyer) =>
  api.post('/api/ardis/cart/createorder', { token: buyer.token, body: { pid: buyer.contact.id } });
const checkoutOf = async (buyer: Buyer) =>
  (
    await api.get('/api/ardis/cart', {
      token: buyer.token,
      lang: 'en',
      query: { pid: buyer.contact.id, initCheckout: 'true' },
    })
  ).json().checkout as { isReady: boolean; problems: { code: string; isBlocking: boolean; message: string }[] };
const balanceOf = async (companyId: string) =>
  (await db.select({ openBalance: companies.openBalance }).from(companies).where(eq(companies.id, companyId)))[0]!
    .openBalance;
const ordersOf = async (companyId: string) =>
  (await db.select({ n: count() }).from(orders).where(eq(orders.companyId, companyId)))[0]!.n;

/** Pays the cart by card through the Nets stand-in's hosted page and makes the order; answers the order id. */
async function payByCard(c: Company) {
  const base = `/carts/${c.buyer.contact.id}/payment-providers/nets`;
  const started = await api.post(base, { token: c.buyer.token, body: {} });
  expect(started.statusCode).toBe(200);
  const { transactionId, hostedPaymentPageUrl } = started.json();
  const page = await (await fetch(hostedPaymentPageUrl)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  const paid = await fetch(new URL(action!, hostedPaymentPageUrl), {
    method: 'POST',
    body: new URLSearchParams({ cardNumber: '4925000000000004', expiry: '12/39', cvc: '123' }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const made = await api.post(`${base}/${transactionId}/create-order`, { token: c.buyer.token, body: {} });
  expect(made.statusCode).toBe(200);
  return made.json().orderId as string;
}

describe('invoice credit', () => {
  it('refuses an invoice order of a company without credit (422 card_payment_required) and places nothing', async () => {
    const c = await newCompany(0);
    await readyCart(c);
    // The checkout says why invoice is not possible, as a note: the cart is still ready (for the card).
    expect(await checkoutOf(c.buyer)).toEqual({
      isReady: true,
      problems: [expect.objectContaining({ code: 'card_payment_required', isBlocking: false })],
    });
    const res = await createOrder(c.buyer);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'card_payment_required', creditLimit: 0, creditLeft: 0, currency: 'NOK' });
    expect(await ordersOf(c.company.id)).toBe(0);
    expect(await balanceOf(c.company.id)).toBe(0);
  });

  it('keeps the card path open without credit and over the credit, leaving the open balance alone', async () => {
    for (const creditLimit of [0, GROSS_PER_UNIT]) {
      const c = await newCompany(creditLimit);
      await readyCart(c, c.buyer, 2);
      expect((await createOrder(c.buyer)).statusCode).toBe(422);
      const orderId = await payByCard(c);
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(row).toMatchObject({ paymentMethod: 'card', gross: 2 * GROSS_PER_UNIT });
      expect(await balanceOf(c.company.id)).toBe(0);
    }
  });

  it('counts unpaid invoice orders: open balance + order ≤ limit; a cancel or a paid invoice frees the credit', async () => {
    const c = await newCompany(3 * GROSS_PER_UNIT - 1);
    await readyCart(c, c.buyer, 2);
    const first = await createOrder(c.buyer);
    expect(first.statusCode).toBe(200);
    expect(await balanceOf(c.company.id)).toBe(2 * GROSS_PER_UNIT);

    // One more unit would pass the limit by 1 øre: refused with the credit left, and the checkout says so.
    await readyCart(c);
    const refused = await createOrder(c.buyer);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'credit_limit_exceeded',
      creditLimit: 3 * GROSS_PER_UNIT - 1,
      openBalance: 2 * GROSS_PER_UNIT,
      creditLeft: GROSS_PER_UNIT - 1,
      currency: 'NOK',
    });
    const note = (await checkoutOf(c.buyer)).problems.find((p) => p.code === 'credit_limit_exceeded');
    expect(note).toMatchObject({ isBlocking: false, message: expect.stringMatching(/credit left: NOK\s124\.99/) });

    // The buyer cancels the first order: its credit is free again.
    const cancelled = await api.delete('/api/ardis/order/cancelorder', {
      token: c.buyer.token,
      query: { orderId: first.json().id, department: first.json().department },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await balanceOf(c.company.id)).toBe(0);
    const second = await createOrder(c.buyer);
    expect(second.statusCode).toBe(200);
    expect(await balanceOf(c.company.id)).toBe(GROSS_PER_UNIT);

    // The back office sees the open balance beside the limit.
    const agent = await createAgent(database);
    const seen = await api.get(`/api/backoffice/customers/${c.company.id}`, { token: agent.token });
    expect(seen.json()).toMatchObject({
      creditLimit: { amount: 3 * GROSS_PER_UNIT - 1, currency: 'NOK' },
      openBalance: { amount: GROSS_PER_UNIT, currency: 'NOK' },
    });

    // The back office records the second order's invoice as paid: once, and only for invoice orders.
    const paidUrl = (id: string) => `/api/backoffice/orders/${id}/invoice-paid`;
    expect((await api.post(paidUrl(second.json().id), { token: c.buyer.token, body: {} })).statusCode).toBe(403);
    const orderView = async () =>
      (await api.get(`/api/backoffice/orders/${second.json().id}`, { token: agent.token })).json().payment;
    expect(await orderView()).toEqual({ method: 'invoice', invoice: null, paidAt: null });
    expect((await api.post(paidUrl(second.json().id), { token: agent.token, body: {} })).statusCode).toBe(200);
    expect(await balanceOf(c.company.id)).toBe(0);
    expect(await orderView()).toMatchObject({ method: 'invoice', paidAt: expect.any(String) });
    expect((await api.post(paidUrl(second.json().id), { token: agent.token, body: {} })).json()).toMatchObject({
      code: 'invoice_not_open',
    });
    expect((await api.post(paidUrl(crypto.randomUUID()), { token: agent.token, body: {} })).statusCode).toBe(404);
    // A paid order cancelled later does not give its credit twice.
    const late = await api.delete('/api/ardis/order/cancelorder', {
      token: c.buyer.token,
      query: { orderId: second.json().id, department: second.json().department },
    });
    expect(late.statusCode).toBe(200);
    expect(await balanceOf(c.company.id)).toBe(0);
  });

  it('refuses an approval request on invoice without credit (it could never become an order); card requests go', async () => {
    const c = await newCompany(0);
    const limit = await api.put(`/api/approvals/settings/contacts/${c.buyer.contact.id}`, {
      token: c.admin.token,
      body: { customerId: c.company.id, perOrder: 1, perMonth: null, isApprover: false },
    });
    expect(limit.statusCode).toBe(200);
    await readyCart(c);
    const onInvoice = await api.post('/api/approvals', {
      token: c.buyer.token,
      body: {
        pid: c.buyer.contact.id,
        paymentMethod: 'invoice',
      },
    });
    expect(onInvoice.statusCode).toBe(422);
    expect(onInvoice.json()).toMatchObject({ code: 'card_payment_required', creditLeft: 0 });
    const byCard = await api.post('/api/approvals', {
      token: c.buyer.token,
      body: { pid: c.buyer.contact.id, paymentMethod: 'card' },
    });
    expect(byCard.statusCode, byCard.body).toBe(200);
  });

  it.runIf(database.kind === 'postgres')(
    'rolls the whole order back when the credit is gone by the time it is taken (PostgreSQL)',
    async () => {
      // The credit is taken last in the order's statement (docs/decisions/011): here another transaction uses the
      // company's credit up after the order read it, and commits while the order waits for the company row.
      const c = await newCompany(GROSS_PER_UNIT);
      await readyCart(c);
      let answer: ReturnType<typeof api.post> | undefined;
      await db.transaction(async (tx) => {
        await tx.update(companies).set({ openBalance: 1 }).where(eq(companies.id, c.company.id));
        answer = api.post('/api/ardis/cart/createorder', {
          token: c.buyer.token,
          headers: { 'idempotency-key': 'credit-gone' },
          body: { pid: c.buyer.contact.id },
        });
        for (let waited = 0; waited < 200; waited++) {
          const { rows } = await database.query(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and query like '%inserted_order%'`,
          );
          if ((rows[0]?.n as number) > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      });
      const res = await answer!;
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: 'credit_limit_exceeded', creditLeft: GROSS_PER_UNIT - 1 });
      expect(await ordersOf(c.company.id)).toBe(0);
      expect(await balanceOf(c.company.id)).toBe(1);
      // Nothing of the order's statement stays: the cart keeps its line, the key and the confirmation are not written.
      const cart = await api.get('/api/ardis/cart', { token: c.buyer.token, query: { pid: c.buyer.contact.id } });
      expect(cart.json().lines).toHaveLength(1);
      expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'credit-gone'))).toEqual([]);
      expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, c.buyer.contact.email))).toEqual([]);
    },
  );

  it.runIf(database.kind === 'postgres')(
    'never lets invoice orders placed at once pass the credit together (PostgreSQL)',
    async () => {
      // 20 buyers of one company order one unit each at the same moment; the credit holds exactly 5.
      const c = await newCompany(5 * GROSS_PER_UNIT + GROSS_PER_UNIT / 2);
      const buyers: Buyer[] = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const contact = await createContact(database, { company: c.company, role: 'buyer' });
          return { contact, token: (await signIn(database, contact)).accessToken };
        }),
      );
      for (const buyer of buyers) await readyCart(c, buyer);
      const answers = await Promise.all(buyers.map((buyer) => createOrder(buyer)));
      const codes = answers.map((res) => (res.statusCode === 200 ? 'ok' : res.json().code));
      expect(codes.filter((code) => code === 'ok')).toHaveLength(5);
      expect(codes.filter((code) => code === 'credit_limit_exceeded')).toHaveLength(15);
      expect(await ordersOf(c.company.id)).toBe(5);
      expect(await balanceOf(c.company.id)).toBe(5 * GROSS_PER_UNIT);
    },
  );
});
