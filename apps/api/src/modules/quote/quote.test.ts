// Quotes through HTTP: request from the cart, agent pricing and sending, accept into an order at the quoted prices,
// decline, expiry, the message thread, the PDF, and who may do what (docs/quotes.md).
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createAgent,
  createCategory,
  createCompanyWithPeople,
  createDeliveryAddress,
  createPriceList,
  createProduct,
} from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { carts, mailOutbox, orders, quotes } from '../../db/schema';
import { nextDeliveryDates } from '../delivery/calendar';
import { extractPdfText } from '../invoice/pdf-text';

const { app, database } = await createTestApp();
const db = database.db;

const category = await createCategory(database);
await createProduct(database, { category, variants: [{ sku: 'QTE-A', stock: 5000 }] });
await createProduct(database, { category, variants: [{ sku: 'QTE-B', stock: 5000 }] });
await createPriceList(database, {
  prices: [
    { sku: 'QTE-A', unitPrice: 10_000 },
    { sku: 'QTE-B', unitPrice: 2_000 },
  ],
});
const agent = await createAgent(database);

const api = testClient(app, { lang: 'en' });

const dates = () => nextDeliveryDates({ market: 'NO', zipCode: '0150', now: new Date(), leadTimeDays: 1, count: 5 });
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function newCompany() {
  const people = await createCompanyWithPeople(database);
  const delivery = await createDeliveryAddress(database, people.company.id);
  return { ...people, delivery };
}
type Company = Awaited<ReturnType<typeof newCompany>>;

/** The buyer asks for a quote on 100 × QTE-A (the cart has its address, no date yet). */
async function requested(c: Company) {
  const pid = c.buyer.contact.id;
  await api.post('/api/ardis/cart/addorderline', { token: c.buyer.token, body: { pid, sku: 'QTE-A', quantity: 100 } });
  await api.post('/api/ardis/cart/updatemetadata', {
    token: c.buyer.token,
    body: { pid, deliveryAddressId: c.delivery.id },
  });
  const res = await api.post('/api/quotes', { token: c.buyer.token, body: { pid, message: 'Price for 100, please' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The agent quotes 8 500,00 a piece with free shipping, valid two weeks, and sends it. */
async function sent(c: Company) {
  const quote = await requested(c);
  const priced = await api.put(`/api/backoffice/quotes/${quote.id}`, {
    token: agent.token,
    body: {
      lines: [{ sku: 'QTE-A', quantity: 100, unitPrice: 8_500 }],
      shippingFee: 0,
      validUntil: inDays(14),
    },
  });
  expect(priced.statusCode, priced.body).toBe(200);
  const res = await api.post(`/api/backoffice/quotes/${quote.id}/send`, { token: agent.token, body: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const ordersOf = async (companyId: string) =>
  (await db.select({ n: count() }).from(orders).where(eq(orders.companyId, companyId)))[0]!.n;

describe('requesting', () => {
  it("turns the cart into a quote at today's prices, empties the cart and tells the agents", async () => {
    const c = await newCompany();
    const quote = await requested(c);
    expect(quote).toMatchObject({
      status: 'requested',
      quoteNumber: expect.stringMatching(/^Q\d+$/),
      lines: [{ sku: 'QTE-A', quantity: 100, unitPrice: 10_000, lineTotal: 1_000_000 }],
      canAccept: false,
    });
    expect(quote.messages[0]).toMatchObject({ body: 'Price for 100, please', author: { kind: 'customer' } });
    const cart = await api.get(`/api/ardis/cart?pid=${c.buyer.contact.id}`, { token: c.buyer.token });
    expect(cart.json().lines).toHaveLength(0);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, agent.contact.email), eq(mailOutbox.template, 'quote-requested')));
    expect(mails.some((m) => m.text.includes(`/backoffice/quotes/${quote.id}`))).toBe(true);
    // An empty cart cannot ask; a viewer cannot ask.
    const empty = await api.post('/api/quotes', {
      token: c.buyer.token,
      body: { pid: c.buyer.contact.id, message: 'x' },
    });
    expect(empty.json().code).toBe('cart_empty');
    const viewer = await api.post('/api/quotes', {
      token: c.viewer.token,
      body: { pid: c.viewer.contact.id, message: 'x' },
    });
    expect(viewer.statusCode).toBe(403);
    expect(
      (await api.post('/api/quotes', { token: c.buyer.token, body: { pid: c.buyer.contact.id } })).statusCode,
    ).toBe(400);
  });

  it("lists a company's quotes, each with the totals of its own lines (one statement reads a page's lines)", async () => {
    const c = await newCompany();
    const first = await requested(c);
    const pid = c.buyer.contact.id;
    await api.post('/api/ardis/cart/addorderline', { token: c.buyer.token, body: { pid, sku: 'QTE-B', quantity: 3 } });
    await api.post('/api/ardis/cart/addorderline', { token: c.buyer.token, body: { pid, sku: 'QTE-A', quantity: 2 } });
    const second = (
      await api.post('/api/quotes', { token: c.buyer.token, body: { pid, message: 'And these' } })
    ).json();
    const page = await api.get(`/api/quotes?customerId=${c.company.id}`, { token: c.viewer.token });
    expect(page.statusCode, page.body).toBe(200);
    const byId = new Map(page.json().items.map((item: { id: string }) => [item.id, item]));
    expect(page.json().total).toBe(2);
    expect(byId.get(first.id)).toMatchObject({ net: 1_000_000, requestedBy: { contactId: pid } });
    expect(byId.get(second.id)).toMatchObject({ net: 3 * 2_000 + 2 * 10_000 });
  });
});

describe('pricing and sending (agents)', () => {
  it('sets lines, shipping and validity, sends, and the buyer is mailed; customers cannot', async () => {
    const c = await newCompany();
    const quote = await requested(c);
    const asBuyer = await api.put(`/api/backoffice/quotes/${quote.id}`, {
      token: c.buyer.token,
      body: {
        lines: [{ sku: 'QTE-A', quantity: 100, unitPrice: 1 }],
        shippingFee: 0,
        validUntil: inDays(14),
      },
    });
    expect(asBuyer.statusCode).toBe(403);
    expect(
      (await api.post(`/api/backoffice/quotes/${quote.id}/send`, { token: c.admin.token, body: {} })).statusCode,
    ).toBe(403);
    // Sending needs a validity date first.
    expect(
      (await api.post(`/api/backoffice/quotes/${quote.id}/send`, { token: agent.token, body: {} })).statusCode,
    ).toBe(400);
    const unknown = await api.put(`/api/backoffice/quotes/${quote.id}`, {
      token: agent.token,
      body: {
        lines: [{ sku: 'NO-SUCH-SKU', quantity: 1, unitPrice: 1 }],
        shippingFee: 0,
        validUntil: inDays(14),
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('lines.0.sku');

    const priced = await api.put(`/api/backoffice/quotes/${quote.id}`, {
      token: agent.token,
      body: {
        lines: [{ sku: 'QTE-A', quantity: 100, unitPrice: 8_500 }],
        shippingFee: 0,
        validUntil: inDays(14),
      },
    });
    expect(priced.json()).toMatchObject({ status: 'requested', version: 2, net: 850_000 });
    const quoteSent = (
      await api.post(`/api/backoffice/quotes/${quote.id}/send`, { token: agent.token, body: {} })
    ).json();
    expect(quoteSent).toMatchObject({ status: 'sent', net: 850_000, version: 2, canEdit: true });
    const forBuyer = (await api.get(`/api/quotes/${quote.id}`, { token: c.buyer.token })).json();
    expect(forBuyer).toMatchObject({ canAccept: true, canEdit: false });
    expect((await api.get(`/api/quotes/${quote.id}`, { token: c.viewer.token })).json().canAccept).toBe(false);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, c.buyer.contact.email), eq(mailOutbox.template, 'quote-sent')));
    expect(mail!.text).toContain(`/account/quotes/${quote.id}`);
    const page = (await api.get('/api/backoffice/quotes?status=sent', { token: agent.token })).json();
    expect(page.items.map((q: { id: string }) => q.id)).toContain(quote.id);
  });

  it('tells the buyer when a sent quote is changed, and sends the new version as a revision', async () => {
    const c = await newCompany();
    const quote = await sent(c);
    const mailsOf = async (template: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, c.buyer.contact.email), eq(mailOutbox.template, template)));
    const changed = await api.put(`/api/backoffice/quotes/${quote.id}`, {
      token: agent.token,
      body: {
        lines: [{ sku: 'QTE-A', quantity: 100, unitPrice: 8_000 }],
        shippingFee: 0,
        validUntil: inDays(10),
        expectedVersion: quote.version,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'requested', net: 800_000 });
    const bodies = (q: { messages: { author: { kind: string }; body: string }[] }) =>
      q.messages.filter((m) => m.author.kind === 'system').map((m) => m.body);
    expect(bodies(changed.json())).toEqual(['sent', 'revising']);
    const [revising] = await mailsOf('quote-revising');
    expect(revising!.text).toContain(`/account/quotes/${quote.id}`);
    expect((await api.get(`/api/quotes/${quote.id}`, { token: c.buyer.token })).json().canAccept).toBe(false);
    // A second change before sending again tells nobody again (the buyer already knows).
    await api.put(`/api/backoffice/quotes/${quote.id}`, {
      token: agent.token,
      body: {
        lines: [{ sku: 'QTE-A', quantity: 100, unitPrice: 7_900 }],
        shippingFee: 0,
        validUntil: inDays(10),
      },
    });
    expect(await mailsOf('quote-revising')).toHaveLength(1);
    const resent = (await api.post(`/api/backoffice/quotes/${quote.id}/send`, { token: agent.token, body: {} })).json();
    expect(resent.status).toBe('sent');
    expect(bodies(resent)).toEqual(['sent', 'revising', 'resent']);
    const [mail] = await mailsOf('quote-resent');
    expect(mail!.subject).toContain(quote.quoteNumber);
    expect(mail!.text).toMatch(/7\s900/);
    expect(await mailsOf('quote-sent')).toHaveLength(1);
    expect((await api.get(`/api/quotes/${quote.id}`, { token: c.buyer.token })).json().canAccept).toBe(true);
  });
});

describe('accepting', () => {
  it('makes one order at the quoted prices, once', async () => {
    const c = await newCompany();
    const quote = await sent(c);
    const body = {
      expectedVersion: quote.version,
      requestedDeliveryDate: dates()[4]!.date,
      purchaseOrderNumber: 'PO-Q',
    };
    const [a, b] = await Promise.all([
      api.post(`/api/quotes/${quote.id}/accept`, { token: c.buyer.token, body }),
      api.post(`/api/quotes/${quote.id}/accept`, { token: c.admin.token, body }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const accepted = (a.statusCode === 200 ? a : b).json();
    expect(accepted.status).toBe('accepted');
    expect(await ordersOf(c.company.id)).toBe(1);
    const [order] = await db.select().from(orders).where(eq(orders.id, accepted.orderId));
    expect(order).toMatchObject({ net: 850_000, purchaseOrderNumber: 'PO-Q' });
    const read = await api.get(`/api/ardis/order?orderId=${order!.id}&department=${order!.department}`, {
      token: c.buyer.token,
    });
    expect(read.json().lines[0]).toMatchObject({
      sku: 'QTE-A',
      unitPrice: 8_500,
      agreement: { kind: 'quote', code: quote.quoteNumber },
    });
    const [frozen] = await db.select().from(carts).where(eq(carts.id, order!.cartId!));
    expect(frozen!.status).toBe('ordered');
  });

  it('refuses expired quotes, changed versions, viewers and other companies', async () => {
    const c = await newCompany();
    const quote = await sent(c);
    const body = { requestedDeliveryDate: dates()[4]!.date };
    expect((await api.post(`/api/quotes/${quote.id}/accept`, { token: c.viewer.token, body })).statusCode).toBe(403);
    const stranger = await newCompany();
    expect((await api.post(`/api/quotes/${quote.id}/accept`, { token: stranger.admin.token, body })).statusCode).toBe(
      404,
    );
    expect((await api.get(`/api/quotes/${quote.id}`, { token: stranger.admin.token })).statusCode).toBe(404);
    expect((await api.get(`/api/quotes?customerId=${c.company.id}`, { token: stranger.admin.token })).statusCode).toBe(
      404,
    );
    const stale = await api.post(`/api/quotes/${quote.id}/accept`, {
      token: c.buyer.token,
      body: { ...body, expectedVersion: 1 },
    });
    expect(stale.json().code).toBe('cart_changed');
    await db
      .update(quotes)
      .set({ validUntil: inDays(-1) })
      .where(eq(quotes.id, quote.id));
    expect((await api.get(`/api/quotes/${quote.id}`, { token: c.buyer.token })).json()).toMatchObject({
      isExpired: true,
      canAccept: false,
    });
    const expired = await api.post(`/api/quotes/${quote.id}/accept`, { token: c.buyer.token, body });
    expect(expired.json().code).toBe('quote_expired');
    expect(await ordersOf(c.company.id)).toBe(0);
  });

  it('takes the cost centre for the order when accepting (a company that has centres needs one)', async () => {
    const c = await newCompany();
    const quote = await sent(c);
    const centre = await api.post('/api/cost-centres', {
      token: c.admin.token,
      body: {
        customerId: c.company.id,
        code: 'Q-1',
        name: 'Quote dept',
      },
    });
    expect(centre.statusCode).toBe(200);
    const body = { requestedDeliveryDate: dates()[4]!.date };
    const without = await api.post(`/api/quotes/${quote.id}/accept`, { token: c.buyer.token, body });
    expect(without.statusCode).toBe(422);
    expect(JSON.stringify(without.json())).toContain('cost_centre_missing');
    const stranger = await newCompany();
    const theirs = await api.post('/api/cost-centres', {
      token: stranger.admin.token,
      body: {
        customerId: stranger.company.id,
        code: 'Q-1',
        name: 'Not yours',
      },
    });
    const foreign = await api.post(`/api/quotes/${quote.id}/accept`, {
      token: c.buyer.token,
      body: {
        ...body,
        costCentreId: theirs.json().id,
      },
    });
    expect(foreign.statusCode).toBe(404);
    const accepted = await api.post(`/api/quotes/${quote.id}/accept`, {
      token: c.buyer.token,
      body: {
        ...body,
        costCentreId: centre.json().id,
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, accepted.json().orderId));
    expect(order!.costCentre).toEqual({ id: centre.json().id, code: 'Q-1', name: 'Quote dept' });
  });

  it('is held by approval rules at the quoted amount', async () => {
    const c = await newCompany();
    await api.put(`/api/approvals/settings/contacts/${c.buyer.contact.id}`, {
      token: c.admin.token,
      body: {
        customerId: c.company.id,
        perOrder: 100_000,
        perMonth: null,
        isApprover: false,
      },
    });
    const quote = await sent(c);
    const body = { requestedDeliveryDate: dates()[4]!.date };
    const held = await api.post(`/api/quotes/${quote.id}/accept`, { token: c.buyer.token, body });
    expect(held.json().code).toBe('approval_required');
    // The admin (an approver) may accept it.
    expect((await api.post(`/api/quotes/${quote.id}/accept`, { token: c.admin.token, body })).statusCode).toBe(200);
  });
});

describe('declining, messages and the PDF', () => {
  it('declines with a message; a declined quote cannot be accepted', async () => {
    const c = await newCompany();
    const quote = await sent(c);
    const res = await api.post(`/api/quotes/${quote.id}/reject`, {
      token: c.buyer.token,
      body: { message: 'Too expensive' },
    });
    expect(res.json().status).toBe('rejected');
    expect(res.json().messages.map((m: { body: string }) => m.body)).toContain('Too expensive');
    const late = await api.post(`/api/quotes/${quote.id}/accept`, { token: c.buyer.token, body: {} });
    expect(late.json().code).toBe('quote_not_open');
  });

  it('keeps a thread between the buyer and the agent and mails the other side', async () => {
    const c = await newCompany();
    const quote = await requested(c);
    await api.post(`/api/quotes/${quote.id}/messages`, { token: agent.token, body: { body: 'Which delivery week?' } });
    const thread = (
      await api.post(`/api/quotes/${quote.id}/messages`, { token: c.admin.token, body: { body: 'Week 12' } })
    ).json();
    expect(thread.messages.map((m: { author: { kind: string }; body: string }) => [m.author.kind, m.body])).toEqual([
      ['customer', 'Price for 100, please'],
      ['agent', 'Which delivery week?'],
      ['customer', 'Week 12'],
    ]);
    const toBuyer = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, c.buyer.contact.email), eq(mailOutbox.template, 'quote-message')));
    expect(toBuyer[0]!.text).toContain('Which delivery week?');
    const stranger = await newCompany();
    expect(
      (await api.post(`/api/quotes/${quote.id}/messages`, { token: stranger.buyer.token, body: { body: 'x' } }))
        .statusCode,
    ).toBe(404);
  });

  it('renders the sent quote as a PDF with its number, lines and totals', async () => {
    const c = await newCompany();
    const early = await requested(c);
    expect((await api.get(`/api/quotes/${early.id}/pdf`, { token: c.buyer.token })).statusCode).toBe(422);
    const s = await sent(c);
    const res = await api.get(`/api/quotes/${s.id}/pdf`, { token: c.buyer.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await extractPdfText(res.rawPayload)).flat().join(' ');
    expect(text).toContain(s.quoteNumber);
    expect(text).toContain('QTE-A');
    expect(text).toContain('8 500,00');
  });
});
