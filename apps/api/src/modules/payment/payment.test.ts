// Card payments end to end over real HTTP: the API listens, the Nets stand-in (sandbox/src/nets) runs beside it,
// the hosted page is posted like a browser would, and webhooks come back to the API.
import { and, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createAgent,
  createCategory,
  createCompanyWithPeople,
  createDeliveryAddress,
  createPriceList,
  createProduct,
  deliveryDate,
} from '../../../test/factories';
import { createTestAppWithNets, payOnHostedPage, TEST_SECRET } from '../../../test/helper';
import { orders, paymentActions, paymentEvents, paymentTransactions } from '../../db/schema';
import { parseEnv } from '../../env';
import { reconcilePaymentsJob } from '../checkout/jobs';
import { requestPaymentAction } from './actions';
import { sendPaymentActionsJob } from './jobs';

const NETS_KEY = 'test-nets-secret-key-0001';
const HOOK_AUTH = 'testWebhookAuth2026';
const { app, database, nets, apiPort, overrides } = await createTestAppWithNets({
  secretKey: NETS_KEY,
  webhookAuthorization: HOOK_AUTH,
});
const api = testClient(app);
const db = database.db;
const env = parseEnv({ NODE_ENV: 'test', SHOP_SECRET: TEST_SECRET, ...overrides });
const silent = { info: () => {}, warn: () => {}, error: () => {} } as never;
const runJob = (job: typeof reconcilePaymentsJob, at: Date) =>
  job.run({ database, env, log: silent, now: () => at }) as Promise<Record<string, number>>;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

// Each test starts with no webhook in flight: a delivery left by the test before (payment.created of its last
// payment, say) makes the API read the payment from Nets, and that read would take a fault this test sets.
beforeEach(async () => {
  await nets.settled();
  for (const key of Object.keys(nets.faults)) delete nets.faults[key as keyof typeof nets.faults];
});

const category = await createCategory(database);
await createProduct(database, { category, variants: [{ sku: 'PAY-A', stock: 500 }] });
await createProduct(database, { category, variants: [{ sku: 'PAY-B', stock: 500 }] });
await createProduct(database, { category, variants: [{ sku: 'PAY-R1', stock: 500 }] });
await createProduct(database, { category, variants: [{ sku: 'PAY-R2', stock: 500 }] });
await createPriceList(database, {
  prices: [
    { sku: 'PAY-A', unitPrice: 10_000 },
    { sku: 'PAY-B', unitPrice: 2_000 },
    { sku: 'PAY-R1', unitPrice: 10_002 },
    { sku: 'PAY-R2', unitPrice: 10_002 },
  ],
});

async function newCompany() {
  const people = await createCompanyWithPeople(database, { creditLimit: 0 });
  const delivery = await createDeliveryAddress(database, people.company.id);
  return { ...people, delivery: delivery };
}
type Company = Awaited<ReturnType<typeof newCompany>>;

async function readyCart(c: Company, lines: [string, number][] = [['PAY-A', 2]]) {
  const pid = c.buyer.contact.id;
  for (const [sku, quantity] of lines) {
    const res = await api.post('/api/ardis/cart/addorderline', { token: c.buyer.token, body: { pid, sku, quantity } });
    expect(res.statusCode).toBe(200);
  }
  const res = await api.post('/api/ardis/cart/updatemetadata', {
    token: c.buyer.token,
    body: {
      pid,
      deliveryAddressId: c.delivery.id,
      requestedDeliveryDate: deliveryDate(),
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; version: number; totals: { gross: number } };
}

const base = (c: Company, who = c.buyer) => `/carts/${who.contact.id}/payment-providers/nets`;
const createPayment = (c: Company, who = c.buyer) => api.post(base(c, who), { token: who.token, body: {} });
const getPayment = (c: Company, id: string, who = c.buyer) => api.get(`${base(c, who)}/${id}`, { token: who.token });
const createOrder = (c: Company, id: string, who = c.buyer) =>
  api.post(`${base(c, who)}/${id}/create-order`, { token: who.token, body: {} });

/** Fills in the hosted payment page like a browser; answers the page's response (a 303 back on success). */
const pay = payOnHostedPage;

const ordersOf = async (companyId: string) =>
  (await db.select({ n: count() }).from(orders).where(eq(orders.companyId, companyId)))[0]!.n;
const rowOf = async (id: string) =>
  (await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0]!;
const netsPayment = async (paymentId: string) =>
  (
    (await (await fetch(`${nets.url}/v1/payments/${paymentId}`, { headers: { authorization: NETS_KEY } })).json()) as {
      payment: { summary: Record<string, number> };
    }
  ).payment;
const webhook = (body: object, authorization: string | undefined = HOOK_AUTH) =>
  fetch(`http://127.0.0.1:${apiPort}/api/payments/nets/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });

/** A company whose buyer has paid (reserved) the cart on the hosted page; the webhooks have arrived. */
async function paidCart(lines?: [string, number][]) {
  const c = await newCompany();
  const cart = await readyCart(c, lines);
  const created = await createPayment(c);
  expect(created.statusCode).toBe(200);
  const tx = created.json();
  const back = await pay(tx.hostedPaymentPageUrl);
  expect(back.status).toBe(303);
  await nets.settled();
  return { c, cart, tx };
}

describe('POST /carts/{pid}/payment-providers/nets', () => {
  it('starts no payment for a cart other than the one the buyer saw (expectedVersion, expectedGross)', async () => {
    const c = await newCompany();
    const cart = await readyCart(c);
    const start = (body: object) => api.post(base(c), { token: c.buyer.token, body });
    const stale = await start({ expectedVersion: cart.version - 1, expectedGross: cart.totals.gross });
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toMatchObject({ code: 'cart_changed', version: cart.version });
    const dearer = await start({ expectedVersion: cart.version, expectedGross: cart.totals.gross - 1 });
    expect(dearer.statusCode).toBe(422);
    expect(dearer.json().code).toBe('price_changed');
    expect(dearer.json().totals.gross).toBe(cart.totals.gross);
    expect(await db.select().from(paymentTransactions).where(eq(paymentTransactions.cartId, cart.id))).toEqual([]);
    const started = await start({ expectedVersion: cart.version, expectedGross: cart.totals.gross });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().amount).toBe(cart.totals.gross);
  });

  it('creates a payment for the cart total, and answers the same one while the cart is unchanged', async () => {
    const c = await newCompany();
    const cart = await readyCart(c, [
      ['PAY-A', 2],
      ['PAY-B', 1],
    ]);
    const res = await createPayment(c);
    expect(res.statusCode).toBe(200);
    const tx = res.json();
    expect(tx).toMatchObject({
      status: 'created',
      amount: cart.totals.gross,
      currency: 'NOK',
      cartId: cart.id,
      cartVersion: cart.version,
      orderId: null,
    });
    expect(tx.hostedPaymentPageUrl).toContain(`${nets.url}/checkout/${tx.paymentId}`);
    const again = await createPayment(c);
    expect(again.json().transactionId).toBe(tx.transactionId);
    expect(again.json().paymentId).toBe(tx.paymentId);
    // Nets holds the same total.
    const payment = (await (
      await fetch(`${nets.url}/v1/payments/${tx.paymentId}`, { headers: { authorization: NETS_KEY } })
    ).json()) as { payment: { orderDetails: { amount: number } } };
    expect(payment.payment.orderDetails.amount).toBe(cart.totals.gross);

    // A changed cart is a new payment.
    await api.post('/api/ardis/cart/addorderline', {
      token: c.buyer.token,
      body: {
        pid: c.buyer.contact.id,
        sku: 'PAY-B',
        quantity: 1,
      },
    });
    const changed = await createPayment(c);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().transactionId).not.toBe(tx.transactionId);
    expect(changed.json().amount).toBe(cart.totals.gross + 2_500);
  });

  it('answers concurrent calls for one cart with one transaction', async () => {
    const c = await newCompany();
    const cart = await readyCart(c);
    const answers = await Promise.all([createPayment(c), createPayment(c), createPayment(c)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().transactionId)).size).toBe(1);
    const rows = await db.select().from(paymentTransactions).where(eq(paymentTransactions.cartId, cart.id));
    expect(rows).toHaveLength(1);
  });

  it('pays per-rate VAT exactly: a rounding item makes the items add up to the cart gross', async () => {
    const c = await newCompany();
    const cart = await readyCart(c, [
      ['PAY-R1', 1],
      ['PAY-R2', 1],
    ]);
    expect(cart.totals.gross).toBe(25_005);
    const res = await createPayment(c);
    expect(res.statusCode).toBe(200);
    expect(res.json().amount).toBe(25_005);
  });

  it('refuses a cart that cannot be checked out, and an empty cart', async () => {
    const c = await newCompany();
    const empty = await createPayment(c);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('cart_empty');
    await api.post('/api/ardis/cart/addorderline', {
      token: c.buyer.token,
      body: {
        pid: c.buyer.contact.id,
        sku: 'PAY-A',
        quantity: 1,
      },
    });
    const blocked = await createPayment(c);
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().code).toBe('checkout_blocked');
    expect(blocked.json().problems.map((p: { code: string }) => p.code)).toContain('delivery_address_missing');
  });

  it('answers 502 when Nets fails and 504 when it does not answer, and stores nothing', async () => {
    const c = await newCompany();
    const cart = await readyCart(c);
    nets.faults.failNext = { count: 1, status: 502 };
    const failed = await createPayment(c);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('payment_provider_error');
    nets.faults.hangNext = 1;
    const timedOut = await createPayment(c);
    expect(timedOut.statusCode).toBe(504);
    expect(timedOut.json().code).toBe('payment_provider_timeout');
    const rows = await db.select().from(paymentTransactions).where(eq(paymentTransactions.cartId, cart.id));
    expect(rows).toHaveLength(0);
    // And it works once Nets is back.
    expect((await createPayment(c)).statusCode).toBe(200);
  });
});

describe('the Nets stand-in', () => {
  it('wants the secret key as Authorization, and takes faults over HTTP', async () => {
    const unauthorized = await fetch(`${nets.url}/v1/payments/x`, { headers: { authorization: 'Bearer nope' } });
    expect(unauthorized.status).toBe(401);
    const set = await fetch(`${nets.url}/_faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failNext: { count: 1, status: 500 }, latencyMs: 50 }),
    });
    expect(set.status).toBe(200);
    const started = Date.now();
    const failed = await fetch(`${nets.url}/v1/payments/x`, { headers: { authorization: NETS_KEY } });
    expect(failed.status).toBe(500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect((await fetch(`${nets.url}/v1/payments/x`, { headers: { authorization: NETS_KEY } })).status).toBe(404);
    // Item math that does not add up is refused like the real API does.
    const item = { reference: 'A', name: 'A', quantity: 1, unit: 'pcs', unitPrice: 100, taxRate: 2500 };
    const bad = await fetch(`${nets.url}/v1/payments`, {
      method: 'POST',
      headers: { authorization: NETS_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({
        order: {
          items: [{ ...item, taxAmount: 25, netTotalAmount: 100, grossTotalAmount: 125 }],
          amount: 126,
          currency: 'NOK',
          reference: 'r',
        },
        checkout: { integrationType: 'HostedPaymentPage', returnUrl: 'http://x/r', termsUrl: 'http://x/t' },
      }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: object }).errors).toHaveProperty(['order.amount']);
  });
});

describe('hosted payment page', () => {
  it('reserves with a test card and sends the browser back with the paymentId', async () => {
    const c = await newCompany();
    const cart = await readyCart(c);
    const tx = (await createPayment(c)).json();
    const back = await pay(tx.hostedPaymentPageUrl);
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!);
    expect(location.origin).toBe('http://shop.test');
    expect(location.searchParams.get('transactionId')).toBe(tx.transactionId);
    expect(location.searchParams.get('paymentId')).toBe(tx.paymentId);
    await nets.settled();
    // The webhook alone has moved our record.
    expect(await rowOf(tx.transactionId)).toMatchObject({ status: 'reserved', reservedAmount: tx.amount });
    const read = await getPayment(c, tx.transactionId);
    expect(read.json()).toMatchObject({ status: 'reserved', reservedAmount: tx.amount, chargedAmount: 0 });
    // pid may be the cart instead of the person (spec §3: cart or person id); another's cart is not theirs.
    const byCart = await api.get(`/carts/${cart.id}/payment-providers/nets/${tx.transactionId}`, {
      token: c.buyer.token,
    });
    expect(byCart.statusCode, byCart.body).toBe(200);
    expect(byCart.json()).toMatchObject({ transactionId: tx.transactionId, status: 'reserved' });
    const notTheirs = await api.get(`/carts/${cart.id}/payment-providers/nets/${tx.transactionId}`, {
      token: c.admin.token,
    });
    expect(notTheirs.statusCode).toBe(404);
  });

  it('declines other cards and reserves nothing', async () => {
    const c = await newCompany();
    await readyCart(c);
    const tx = (await createPayment(c)).json();
    const declined = await pay(tx.hostedPaymentPageUrl, '4111111111111111');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('declined');
    expect((await getPayment(c, tx.transactionId)).json()).toMatchObject({ status: 'created', reservedAmount: 0 });
    // The buyer may try again with a good card on the same payment.
    expect((await pay(tx.hostedPaymentPageUrl, '5413 0000 0000 0000')).status).toBe(303);
  });
});

describe('POST …/{transactionId}/create-order', () => {
  it('makes the order of a reserved payment once, and empties the cart', async () => {
    const { c, cart, tx } = await paidCart([
      ['PAY-A', 1],
      ['PAY-B', 2],
    ]);
    const res = await createOrder(c, tx.transactionId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.orderId).toBeTruthy();
    expect(body.orderNumber).toMatch(/^EN\d{7}$/);
    const [order] = await db.select().from(orders).where(eq(orders.id, body.orderId));
    expect(order!.gross).toBe(cart.totals.gross);
    const again = await createOrder(c, tx.transactionId);
    expect(again.json().orderId).toBe(body.orderId);
    expect(await ordersOf(c.company.id)).toBe(1);
    const after = await api.get(`/api/ardis/cart?pid=${c.buyer.contact.id}`, { token: c.buyer.token });
    expect(after.json().lines).toHaveLength(0);
  });

  it('makes one order from concurrent calls', async () => {
    const { c, tx } = await paidCart();
    const answers = await Promise.all([1, 2, 3].map(() => createOrder(c, tx.transactionId)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().orderId)).size).toBe(1);
    expect(await ordersOf(c.company.id)).toBe(1);
  });

  it('refuses while Nets has not reserved the total (404 payment_not_reserved: a status the spec client reads)', async () => {
    const c = await newCompany();
    await readyCart(c);
    const tx = (await createPayment(c)).json();
    const res = await createOrder(c, tx.transactionId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'payment_not_reserved', reservedAmount: 0, amount: tx.amount });
    expect(await ordersOf(c.company.id)).toBe(0);
  });

  it('refuses when the cart changed after the payment (422 cart_changed)', async () => {
    const { c, tx } = await paidCart();
    await api.post('/api/ardis/cart/addorderline', {
      token: c.buyer.token,
      body: {
        pid: c.buyer.contact.id,
        sku: 'PAY-B',
        quantity: 1,
      },
    });
    const res = await createOrder(c, tx.transactionId);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('cart_changed');
    expect(await ordersOf(c.company.id)).toBe(0);
    // The checkout's compensation: the reservation can never become an order, so it is released at once.
    const row = await rowOf(tx.transactionId);
    expect(row.note).toBe('not_ordered: cart_changed');
    const actions = await db.select().from(paymentActions).where(eq(paymentActions.transactionId, tx.transactionId));
    expect(actions.map((a) => a.action)).toEqual(['cancel']);
    await runJob(sendPaymentActionsJob, inMinutes(0));
    expect((await netsPayment(tx.paymentId)).summary.cancelledAmount).toBe(tx.amount);
    const closed = await createOrder(c, tx.transactionId);
    expect([closed.statusCode, closed.json().code]).toEqual([404, 'payment_closed']);
  });

  it('keeps the reservation when nothing is reserved yet: the buyer may still come back', async () => {
    const c = await newCompany();
    await readyCart(c);
    const tx = (await createPayment(c)).json();
    expect((await createOrder(c, tx.transactionId)).json().code).toBe('payment_not_reserved');
    expect((await rowOf(tx.transactionId)).note).toBeNull();
  });
});

describe('POST /api/payments/nets/webhook', () => {
  it('refuses a wrong or missing Authorization (401)', async () => {
    const body = { id: 'evt-unauth', event: 'payment.created', data: { paymentId: 'x' } };
    expect((await webhook(body, 'wrongWebhookAuth1')).status).toBe(401);
    expect((await webhook(body, null as never)).status).toBe(401);
    expect((await webhook({ nonsense: true }, 'wrongWebhookAuth1')).status).toBe(401);
    expect((await webhook({ nonsense: true })).status).toBe(400);
  });

  it('counts each event once, also when Nets delivers twice', async () => {
    const c = await newCompany();
    await readyCart(c);
    nets.faults.duplicateWebhooks = true;
    const tx = (await createPayment(c)).json();
    await pay(tx.hostedPaymentPageUrl);
    await nets.settled();
    const delivered = nets.deliveries.filter((d) => d.paymentId === tx.paymentId);
    expect(delivered.length).toBe(6); // created, reservation, checkout completed: each twice
    expect(delivered.every((d) => d.status === 200)).toBe(true);
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, tx.paymentId));
    expect(events).toHaveLength(3);
    const body = {
      id: 'evt-dup-1',
      event: 'payment.checkout.completed',
      data: { paymentId: tx.paymentId },
    };
    expect(await (await webhook(body)).json()).toEqual({ received: true, duplicate: false });
    expect(await (await webhook(body)).json()).toEqual({ received: true, duplicate: true });
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt-dup-1'))).toHaveLength(1);
  });

  it('ends in the same state whatever the order of deliveries', async () => {
    const c = await newCompany();
    await readyCart(c);
    nets.faults.muteWebhooks = true;
    const tx = (await createPayment(c)).json();
    expect((await pay(tx.hostedPaymentPageUrl)).status).toBe(303);
    const charged = await fetch(`${nets.url}/v1/payments/${tx.paymentId}/charges`, {
      method: 'POST',
      headers: { authorization: NETS_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: tx.amount }),
    });
    expect(charged.status).toBe(201);
    // Nets' events delivered late and backwards: each one makes us read the payment, which is charged by now.
    const amount = { amount: tx.amount, currency: 'NOK' };
    const data = { paymentId: tx.paymentId, amount };
    await webhook({ id: 'ooo-charge', event: 'payment.charge.created.v2', data });
    await webhook({ id: 'ooo-reserve', event: 'payment.reservation.created.v2', data });
    await webhook({ id: 'ooo-created', event: 'payment.created', data });
    expect(await rowOf(tx.transactionId)).toMatchObject({
      status: 'charged',
      reservedAmount: tx.amount,
      chargedAmount: tx.amount,
    });
  });

  it('takes late deliveries from the stand-in (reservation delayed behind checkout.completed)', async () => {
    const c = await newCompany();
    await readyCart(c);
    nets.faults.webhookDelayMs = { 'payment.reservation.created.v2': 300 };
    const tx = (await createPayment(c)).json();
    await pay(tx.hostedPaymentPageUrl);
    await nets.settled();
    const order = nets.deliveries.filter((d) => d.paymentId === tx.paymentId).map((d) => d.event);
    expect(order.indexOf('payment.checkout.completed')).toBeLessThan(order.indexOf('payment.reservation.created.v2'));
    expect((await rowOf(tx.transactionId)).status).toBe('reserved');
  });
});

describe('forged webhooks (issue 14 §2): a webhook is a hint to look, Nets decides', () => {
  const forge = (tx: { paymentId: string }, event: string, amount: number, id = crypto.randomUUID()) =>
    webhook({ id, event, data: { paymentId: tx.paymentId, amount: { amount, currency: 'NOK' } } });

  it('a forged reservation places no order: create-order refuses and the job makes none', async () => {
    const c = await newCompany();
    await readyCart(c);
    const tx = (await createPayment(c)).json();
    // The buyer never paid: Nets has reserved nothing. A webhook (valid Authorization) claims the full amount.
    expect((await forge(tx, 'payment.reservation.created.v2', tx.amount)).status).toBe(200);
    expect((await netsPayment(tx.paymentId)).summary.reservedAmount ?? 0).toBe(0);
    expect(await rowOf(tx.transactionId)).toMatchObject({ status: 'created', reservedAmount: 0 });
    const res = await createOrder(c, tx.transactionId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'payment_not_reserved', reservedAmount: 0, amount: tx.amount });
    await runJob(reconcilePaymentsJob, inMinutes(5));
    expect(await ordersOf(c.company.id)).toBe(0);
    expect((await rowOf(tx.transactionId)).orderId).toBeNull();
  });

  it('decides on what Nets answers now, not on our record (a record raised before this fix)', async () => {
    const c = await newCompany();
    await readyCart(c);
    const tx = (await createPayment(c)).json();
    // A record a forged webhook raised under the old code: reserved in full, while Nets holds nothing.
    await db
      .update(paymentTransactions)
      .set({ reservedAmount: tx.amount, status: 'reserved' })
      .where(eq(paymentTransactions.id, tx.transactionId));
    const res = await createOrder(c, tx.transactionId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'payment_not_reserved', reservedAmount: 0 });
    await runJob(reconcilePaymentsJob, inMinutes(5));
    expect(await ordersOf(c.company.id)).toBe(0);
    expect((await rowOf(tx.transactionId)).orderId).toBeNull();
    // Once the buyer really pays, the order is made.
    expect((await pay(tx.hostedPaymentPageUrl)).status).toBe(303);
    const paid = await createOrder(c, tx.transactionId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().orderId).toBeTruthy();
  });

  it("takes Nets' amounts, whatever the webhook's body says", async () => {
    const { c, tx } = await paidCart();
    await forge(tx, 'payment.reservation.created.v2', 1);
    await forge(tx, 'payment.charge.created.v2', tx.amount);
    await forge(tx, 'payment.refund.completed', tx.amount);
    await forge(tx, 'payment.cancel.created', tx.amount);
    expect(await rowOf(tx.transactionId)).toMatchObject({
      status: 'reserved',
      reservedAmount: tx.amount,
      chargedAmount: 0,
      refundedAmount: 0,
      cancelledAmount: 0,
    });
    // A forged cancel does not close the payment either: the buyer's order is made.
    const res = await createOrder(c, tx.transactionId);
    expect(res.statusCode).toBe(200);
    expect(res.json().orderId).toBeTruthy();
  });

  it('no webhook body of any shape moves an unpaid payment (generated events, the valid Authorization)', async () => {
    const c = await newCompany();
    await readyCart(c);
    nets.faults.muteWebhooks = true;
    const tx = (await createPayment(c)).json();
    const amount = fc.oneof(
      fc.constant(tx.amount),
      fc.integer(),
      fc.double(),
      fc.string(),
      fc.record({ amount: fc.oneof(fc.constant(tx.amount), fc.integer()), currency: fc.constantFrom('NOK', 'EUR') }),
    );
    const event = fc.oneof(
      fc.constantFrom(
        'payment.reservation.created',
        'payment.reservation.created.v2',
        'payment.checkout.completed',
        'payment.charge.created.v2',
        'payment.refund.completed',
        'payment.cancel.created',
      ),
      fc.string({ minLength: 1, maxLength: 40 }),
    );
    const bodies = fc.sample(
      fc.record({
        event,
        data: fc.record({
          amount,
          reservedAmount: amount,
          summary: fc.record({ reservedAmount: amount }),
          orderId: fc.uuid(),
        }),
      }),
      { numRuns: 60, seed: 14 },
    );
    for (const { event: name, data } of bodies) {
      const res = await webhook({ id: crypto.randomUUID(), event: name, data: { ...data, paymentId: tx.paymentId } });
      expect(res.status).toBe(200);
    }
    expect(await rowOf(tx.transactionId)).toMatchObject({
      status: 'created',
      reservedAmount: 0,
      chargedAmount: 0,
      refundedAmount: 0,
      cancelledAmount: 0,
      orderId: null,
    });
    expect((await createOrder(c, tx.transactionId)).json().code).toBe('payment_not_reserved');
    expect(await ordersOf(c.company.id)).toBe(0);
  });

  it('looks at Nets on every new event: when Nets cannot be read the event is refused (Nets sends it again)', async () => {
    const c = await newCompany();
    await readyCart(c);
    nets.faults.muteWebhooks = true;
    const tx = (await createPayment(c)).json();
    expect((await pay(tx.hostedPaymentPageUrl)).status).toBe(303);
    nets.faults.failNext = { count: 1, status: 500 };
    const id = crypto.randomUUID();
    const refused = await forge(tx, 'payment.reservation.created.v2', tx.amount, id);
    expect(refused.status).toBe(502);
    expect(await rowOf(tx.transactionId)).toMatchObject({ status: 'created', reservedAmount: 0 });
    // The same event again, Nets answering: it counts now, with Nets' amounts.
    const again = await forge(tx, 'payment.reservation.created.v2', tx.amount, id);
    expect(await again.json()).toEqual({ received: true, duplicate: false });
    expect(await rowOf(tx.transactionId)).toMatchObject({ status: 'reserved', reservedAmount: tx.amount });
  });
});

describe('reconciliation (payment-reconcile job)', () => {
  it('makes exactly one order when the buyer never comes back', async () => {
    const c = await newCompany();
    await readyCart(c);
    nets.faults.dropReturn = true;
    nets.faults.muteWebhooks = true; // not even the webhooks: the job reads Nets itself
    const tx = (await createPayment(c)).json();
    const page = await pay(tx.hostedPaymentPageUrl);
    expect(page.status).toBe(200);
    expect((await runJob(reconcilePaymentsJob, new Date())).ordered).toBe(0); // too early: left to the buyer
    const [first, second] = [
      await runJob(reconcilePaymentsJob, inMinutes(5)),
      await runJob(reconcilePaymentsJob, inMinutes(6)),
    ];
    expect(first.ordered).toBeGreaterThanOrEqual(1);
    expect(second.ordered).toBe(0);
    expect(await ordersOf(c.company.id)).toBe(1);
    const row = await rowOf(tx.transactionId);
    expect(row.orderId).toBeTruthy();
    // The buyer coming back late gets the same order.
    expect((await createOrder(c, tx.transactionId)).json().orderId).toBe(row.orderId);
  });

  it('releases the reservation when the cart changed since the payment, and says why', async () => {
    const c = await newCompany();
    await readyCart(c);
    nets.faults.dropReturn = true;
    const tx = (await createPayment(c)).json();
    await pay(tx.hostedPaymentPageUrl);
    await nets.settled();
    await api.post('/api/ardis/cart/addorderline', {
      token: c.buyer.token,
      body: {
        pid: c.buyer.contact.id,
        sku: 'PAY-B',
        quantity: 1,
      },
    });
    const run = await runJob(reconcilePaymentsJob, inMinutes(5));
    expect(run.released).toBeGreaterThanOrEqual(1);
    expect(await ordersOf(c.company.id)).toBe(0);
    expect((await rowOf(tx.transactionId)).note).toBe('not_ordered: cart_changed');
    // Released for good: the buyer coming back cannot order on it.
    const late = await createOrder(c, tx.transactionId);
    expect(late.statusCode).toBe(404);
    expect(late.json().code).toBe('payment_closed');
    await runJob(sendPaymentActionsJob, inMinutes(5));
    expect((await netsPayment(tx.paymentId)).summary.cancelledAmount).toBe(tx.amount);
    await nets.settled();
    expect((await rowOf(tx.transactionId)).status).toBe('cancelled');
  });
});

describe('payment actions (outbox, payment-actions job)', () => {
  const ordered = async () => {
    const { c, tx } = await paidCart();
    const orderId = (await createOrder(c, tx.transactionId)).json().orderId as string;
    return { c, tx, orderId };
  };
  const request = (orderId: string, action: 'charge' | 'cancel' | 'refund') =>
    db.transaction(async (t) => requestPaymentAction(t, { orderId, action }));

  it('charges on shipment once, retrying a failed call with the same Idempotency-Key', async () => {
    const { tx, orderId } = await ordered();
    expect(await request(orderId, 'charge')).toEqual({ transactionId: tx.transactionId });
    expect(await request(orderId, 'charge')).toEqual({ transactionId: tx.transactionId }); // queued once
    nets.faults.failNext = { count: 1, status: 502 };
    const failed = await runJob(sendPaymentActionsJob, inMinutes(0));
    expect(failed.retried).toBeGreaterThanOrEqual(1);
    const later = await runJob(sendPaymentActionsJob, inMinutes(2));
    expect(later.sent).toBeGreaterThanOrEqual(1);
    const [action] = await db
      .select()
      .from(paymentActions)
      .where(and(eq(paymentActions.transactionId, tx.transactionId), eq(paymentActions.action, 'charge')));
    expect(action).toMatchObject({ status: 'done', amount: tx.amount, attempts: 2 });
    expect((await netsPayment(tx.paymentId)).summary.chargedAmount).toBe(tx.amount);
    // The same key again (a retry after a lost answer) is answered with the same charge at Nets, not a new one.
    const replay = await fetch(`${nets.url}/v1/payments/${tx.paymentId}/charges`, {
      method: 'POST',
      headers: { authorization: NETS_KEY, 'content-type': 'application/json', 'idempotency-key': action!.id },
      body: JSON.stringify({ amount: tx.amount }),
    });
    expect(((await replay.json()) as { chargeId: string }).chargeId).toBe(action!.providerRef);
    expect((await netsPayment(tx.paymentId)).summary.chargedAmount).toBe(tx.amount);
    expect((await runJob(sendPaymentActionsJob, inMinutes(10))).sent).toBe(0);
    await nets.settled();
    expect((await rowOf(tx.transactionId)).status).toBe('charged');
  });

  it('cancels the reservation of a cancelled order, or refunds what was charged', async () => {
    const first = await ordered();
    await request(first.orderId, 'cancel');
    await runJob(sendPaymentActionsJob, inMinutes(0));
    expect((await netsPayment(first.tx.paymentId)).summary).toMatchObject({
      cancelledAmount: first.tx.amount,
      chargedAmount: 0,
    });

    const second = await ordered();
    await request(second.orderId, 'charge');
    await runJob(sendPaymentActionsJob, inMinutes(0));
    await request(second.orderId, 'cancel');
    await runJob(sendPaymentActionsJob, inMinutes(0));
    expect((await netsPayment(second.tx.paymentId)).summary).toMatchObject({
      chargedAmount: second.tx.amount,
      refundedAmount: second.tx.amount,
    });
    await nets.settled();
    expect((await rowOf(second.tx.transactionId)).status).toBe('refunded');
  });

  it('is a no-op for an order not paid by card', async () => {
    expect(await request(crypto.randomUUID(), 'charge')).toBeNull();
  });
});

describe('order status changes drive the payment actions', () => {
  it('shipping a card-paid order queues its charge; cancelling queues the cancel', async () => {
    const agent = await createAgent(database);
    const step = (orderId: string, status: string) =>
      api.post(`/api/backoffice/orders/${orderId}/status`, { token: agent.token, body: { status } });
    const actionsOf = async (transactionId: string) =>
      (await db.select().from(paymentActions).where(eq(paymentActions.transactionId, transactionId)))
        .map((a) => a.action)
        .sort();

    const shipped = await paidCart();
    const shippedOrder = (await createOrder(shipped.c, shipped.tx.transactionId)).json().orderId as string;
    expect((await step(shippedOrder, 'picking')).statusCode).toBe(200);
    expect(await actionsOf(shipped.tx.transactionId)).toEqual([]);
    expect((await step(shippedOrder, 'shipped')).statusCode).toBe(200);
    expect(await actionsOf(shipped.tx.transactionId)).toEqual(['charge']);
    await runJob(sendPaymentActionsJob, inMinutes(0));
    expect((await netsPayment(shipped.tx.paymentId)).summary.chargedAmount).toBe(shipped.tx.amount);

    const cancelled = await paidCart();
    const cancelledOrder = (await createOrder(cancelled.c, cancelled.tx.transactionId)).json().orderId as string;
    expect((await step(cancelledOrder, 'cancelled')).statusCode).toBe(200);
    expect(await actionsOf(cancelled.tx.transactionId)).toEqual(['cancel']);
  });
});

describe('access', () => {
  it('401 without a token; 404 for another person or company; 403 for a viewer', async () => {
    const { c, tx } = await paidCart();
    const other = await newCompany();
    expect((await api.post(base(c), { body: {} })).statusCode).toBe(401);
    expect((await api.get(`${base(c)}/${tx.transactionId}`)).statusCode).toBe(401);
    // Another person's pid.
    expect((await api.post(base(c), { token: other.buyer.token, body: {} })).statusCode).toBe(404);
    // Another company's buyer, on their own pid but our transaction.
    expect((await getPayment(other, tx.transactionId)).statusCode).toBe(404);
    expect((await createOrder(other, tx.transactionId)).statusCode).toBe(404);
    // A colleague (same company) cannot read the buyer's payment under their own pid.
    expect((await getPayment(c, tx.transactionId, c.admin)).statusCode).toBe(404);
    // Viewers may not pay or order.
    expect((await createPayment(c, c.viewer)).statusCode).toBe(403);
    expect((await createOrder(c, tx.transactionId, c.viewer)).statusCode).toBe(403);
    expect((await getPayment(c, crypto.randomUUID())).statusCode).toBe(404);
    expect(await ordersOf(c.company.id)).toBe(0);
  });
});
