import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Caller, testClient } from '../../../test/client';
import {
  createCategory,
  createCompanyWithPeople,
  createDeliveryAddress,
  createPriceList,
  createProduct,
  deliveryDate,
} from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { orders, prices } from '../../db/schema';
import { firstShippingDate, isShippingDateValid } from '../delivery/shipping';

const { app, database } = await createTestApp();
const db = database.db;

const category = await createCategory(database);
await createProduct(database, {
  category,
  vatClass: 'reduced',
  variants: [{ sku: 'CHK-A', stock: 500, leadTimeDays: 0 }],
});
await createProduct(database, { category, variants: [{ sku: 'CHK-B', stock: 500, leadTimeDays: 0 }] });
await createProduct(database, { category, variants: [{ sku: 'CHK-SLOW', stock: 500, leadTimeDays: 5 }] });
const listPrices = await createPriceList(database, {
  prices: [
    { sku: 'CHK-A', unitPrice: 10_000 },
    { sku: 'CHK-B', unitPrice: 2_000 },
    { sku: 'CHK-SLOW', unitPrice: 1_000 },
  ],
});
await createPriceList(database, {
  kind: 'campaign',
  code: 'CAMPAIGN-CHK',
  prices: [{ sku: 'CHK-B', unitPrice: 1_500 }],
});

const api = testClient(app);
const cartWrite = (path: string, body: object, o: Caller) => api.post(`/api/ardis/cart/${path}`, { ...o, body });
const simulate = (body: object, o: Caller) => api.post('/api/order/simulate', { ...o, body });
const validate = (body: object, o: Caller) => api.post('/api/order/validate', { ...o, body });
const shippingMethods = (cartId: string, o: Caller) => api.get(`/api/order/${cartId}/shippingmethods`, o);

async function newCompany() {
  const people = await createCompanyWithPeople(database, { markets: ['NO', 'SE'] });
  const delivery = await createDeliveryAddress(database, people.company.id);
  return { ...people, delivery: delivery, pid: people.buyer.contact.id };
}
type Company = Awaited<ReturnType<typeof newCompany>>;

async function readyCart(c: Company, lines: [string, number][], metadata: object = {}) {
  for (const [sku, quantity] of lines) {
    expect((await cartWrite('addorderline', { pid: c.pid, sku, quantity }, { token: c.buyer.token })).statusCode).toBe(
      200,
    );
  }
  const res = await cartWrite(
    'updatemetadata',
    { pid: c.pid, deliveryAddressId: c.delivery.id, requestedDeliveryDate: deliveryDate(), ...metadata },
    { token: c.buyer.token },
  );
  expect(res.statusCode).toBe(200);
  return res.json();
}

const ordersOf = async (companyId: string) =>
  (await db.select({ n: count() }).from(orders).where(eq(orders.companyId, companyId)))[0]!.n;

describe('POST /api/order/simulate', () => {
  it("answers the cart's lines, discounts, VAT per rate and totals exactly as the order becomes, writing nothing", async () => {
    const c = await newCompany();
    const cart = await readyCart(c, [
      ['CHK-A', 3],
      ['CHK-B', 4],
    ]);
    const res = await simulate({ pid: c.pid }, { token: c.buyer.token });
    expect(res.statusCode).toBe(200);
    const sim = res.json();
    expect(sim).toMatchObject({ cartId: cart.id, market: 'NO', currency: 'NOK', problems: [] });
    expect(sim.lines.map((l: { sku: string; discount: number }) => [l.sku, l.discount])).toEqual([
      ['CHK-A', 0],
      ['CHK-B', 4 * 500],
    ]);
    expect(sim.totals.discount).toBe(2_000);
    expect(sim.totals.net).toBe(3 * 10_000 + 4 * 1_500);
    // Reduced (15 %) and standard (25 %) VAT, each on its own summed base, highest rate first.
    expect(sim.totals.vat).toEqual([
      { rate: 2500, base: 6_000, vat: 1_500 },
      { rate: 1500, base: 30_000, vat: 4_500 },
    ]);
    expect(sim.totals.gross).toBe(36_000 + 6_000);
    expect(await ordersOf(c.company.id)).toBe(0);

    const order = await api.post('/api/ardis/cart/createorder', { token: c.buyer.token, body: { pid: c.pid } });
    expect(order.statusCode).toBe(200);
    expect(order.json().totals).toEqual({
      currency: 'NOK',
      net: sim.totals.net,
      vat: sim.totals.vat,
      gross: sim.totals.gross,
    });
  });

  it('prices ad-hoc lines, adds the chosen shipping fee with standard VAT, and lists unavailable lines', async () => {
    const c = await newCompany();
    const res = await simulate(
      {
        pid: c.viewer.contact.id,
        shippingMethod: 'express',
        lines: [
          { sku: 'CHK-A', quantity: 1 },
          { sku: 'NO-SUCH-SKU', quantity: 1 },
        ],
      },
      { token: c.viewer.token },
    );
    expect(res.statusCode).toBe(200);
    const sim = res.json();
    expect(sim.cartId).toBeNull();
    expect(sim.shipping).toMatchObject({ method: 'express', fee: 49_900, vatRate: 2500, vat: 12_475 });
    expect(sim.totals.net).toBe(10_000 + 49_900);
    expect(sim.totals.vat).toEqual([
      { rate: 2500, base: 49_900, vat: 12_475 },
      { rate: 1500, base: 10_000, vat: 1_500 },
    ]);
    expect(sim.problems).toEqual([expect.objectContaining({ code: 'sku_not_available', isBlocking: true })]);
    expect(sim.lines[1]).toMatchObject({ sku: 'NO-SUCH-SKU', available: false, lineTotal: null });
  });

  it('simulates another shipping method on the cart without changing it', async () => {
    const c = await newCompany();
    const cart = await readyCart(c, [['CHK-B', 1]]);
    const res = await simulate({ pid: c.pid, shippingMethod: 'express' }, { token: c.buyer.token });
    expect(res.json().totals.gross).toBe(cart.totals.gross + 49_900 + 12_475);
    const again = await api.get('/api/ardis/cart', { token: c.buyer.token, query: { pid: c.pid } });
    expect(again.json()).toMatchObject({ version: cart.version, metadata: { shippingMethod: 'route' } });
  });

  it('answers an empty simulation for a person without a cart, and never creates one', async () => {
    const c = await newCompany();
    const res = await simulate({ pid: c.pid }, { token: c.buyer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cartId: null, lines: [], totals: { net: 0, gross: 0 } });
  });

  it('checks the body (400), the person and company (404/403) and the token (401)', async () => {
    const c = await newCompany();
    const other = await newCompany();
    const otherCart = await readyCart(other, [['CHK-A', 1]]);
    expect((await simulate({ pid: 'x', lines: [] }, { token: c.buyer.token })).json().errors).toHaveLength(2);
    expect((await simulate({ pid: c.pid }, {})).statusCode).toBe(401);
    expect((await simulate({ pid: other.pid }, { token: c.buyer.token })).statusCode).toBe(404);
    const foreign = await simulate({ pid: c.pid, customerId: other.company.id }, { token: c.buyer.token });
    expect([403, 404]).toContain(foreign.statusCode);
    // Another company's cart is unknown to the caller: 422 cart_unknown, the status the spec's order calls handle.
    const foreignCart = await simulate({ pid: c.pid, cartId: otherCart.id }, { token: c.buyer.token });
    expect([foreignCart.statusCode, foreignCart.json().code]).toEqual([422, 'cart_unknown']);
    // A colleague's cart in the same company is theirs alone.
    const colleague = await simulate({ pid: c.admin.contact.id }, { token: c.buyer.token });
    expect(colleague.statusCode).toBe(404);
  });

  it('refuses a market the company does not buy in (422)', async () => {
    const c = await newCompany();
    const res = await simulate(
      { pid: c.pid, market: 'DK', lines: [{ sku: 'CHK-A', quantity: 1 }] },
      { token: c.buyer.token },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('market_not_allowed');
  });
});

describe('POST /api/order/validate', () => {
  it('lists every problem createorder would refuse, and none for a ready cart', async () => {
    const c = await newCompany();
    const cart = await readyCart(c, [['CHK-A', 1]]);
    const ok = await validate({ cartId: cart.id, expectedVersion: cart.version }, { secret: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ cartId: cart.id, version: cart.version, isValid: true, problems: [] });
    expect(ok.json().totals.gross).toBe(cart.totals.gross);

    await cartWrite('updatemetadata', { pid: c.pid, requestedDeliveryDate: null }, { token: c.buyer.token });
    const bad = await validate({ cartId: cart.id, expectedVersion: cart.version }, { secret: true });
    expect(bad.json().isValid).toBe(false);
    expect(
      bad
        .json()
        .problems.map((p: { code: string }) => p.code)
        .sort(),
    ).toEqual(['cart_changed', 'delivery_date_missing']);
    expect(await ordersOf(c.company.id)).toBe(0);
  });

  it('reports a cart whose owner lost the buyer role as not orderable', async () => {
    const c = await newCompany();
    await cartWrite('addorderline', { pid: c.viewer.contact.id, sku: 'CHK-A', quantity: 1 }, { token: c.viewer.token });
    // Viewers cannot write carts, so take the buyer's cart and demote the buyer afterwards.
    const cart = await readyCart(c, [['CHK-A', 1]]);
    const { companyContacts } = await import('../../db/schema');
    await db.update(companyContacts).set({ role: 'viewer' }).where(eq(companyContacts.contactId, c.pid));
    const { forgetPrincipal } = await import('../auth/repository');
    forgetPrincipal(c.pid);
    const res = await validate({ cartId: cart.id }, { secret: true });
    expect(res.json()).toMatchObject({ isValid: false, problems: [{ code: 'no_company_access' }] });
  });

  it('needs the shared secret (401/403), a real cart (422 cart_unknown) and a well-formed body (400)', async () => {
    const c = await newCompany();
    const cart = await readyCart(c, [['CHK-A', 1]]);
    // A person token is not the secret: forbidden, and no cart is revealed.
    expect((await validate({ cartId: cart.id }, { token: c.buyer.token })).statusCode).toBe(403);
    expect((await validate({ cartId: cart.id }, {})).statusCode).toBe(401);
    const unknown = await validate({ cartId: crypto.randomUUID() }, { secret: true });
    expect([unknown.statusCode, unknown.json().code]).toEqual([422, 'cart_unknown']);
    expect((await validate({ cartId: 'nope', expectedVersion: 0 }, { secret: true })).json().errors).toHaveLength(2);
  });
});

describe('POST /api/order/validateshoppinglist', () => {
  async function listWith(c: Company, lines: [string, number][], isShared = false) {
    const created = await api.post('/api/shoppinglist/create', {
      token: c.buyer.token,
      body: { customerId: c.company.id, name: 'Fast bestilling', isShared },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    for (const [sku, quantity] of lines) {
      expect(
        (await api.post(`/api/shoppinglist/${id}/lines`, { token: c.buyer.token, body: { sku, quantity } })).statusCode,
      ).toBe(200);
    }
    return id;
  }

  it("answers each line's availability and current price, flagging prices that moved", async () => {
    const c = await newCompany();
    const id = await listWith(c, [
      ['CHK-A', 2],
      ['CHK-B', 1],
    ]);
    const chkA = and(eq(prices.priceListId, listPrices.id), eq(prices.sku, 'CHK-A'));
    await db.update(prices).set({ unitPrice: 12_000 }).where(chkA);
    const res = await api.post('/api/order/validateshoppinglist', { token: c.buyer.token, body: { cartId: id } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ cartId: id, market: 'NO', currency: 'NOK' });
    await db.update(prices).set({ unitPrice: 10_000 }).where(chkA);
    const a = body.lines.find((l: { sku: string }) => l.sku === 'CHK-A');
    expect(a).toMatchObject({ available: true, unitPrice: 12_000, previousUnitPrice: 10_000, priceChanged: true });
    const b = body.lines.find((l: { sku: string }) => l.sku === 'CHK-B');
    expect(b).toMatchObject({ available: true, unitPrice: 1_500, priceChanged: false });
  });

  it('marks a list with a line that cannot be ordered as not valid', async () => {
    const c = await newCompany();
    const id = await listWith(c, [['CHK-A', 1]]);
    await createProduct(database, { category, variants: [{ sku: 'CHK-GONE', stock: 0 }] });
    await createPriceList(database, { code: 'GONE-LIST', prices: [{ sku: 'CHK-GONE', unitPrice: 100 }] });
    expect(
      (
        await api.post(`/api/shoppinglist/${id}/lines`, {
          token: c.buyer.token,
          body: { sku: 'CHK-GONE', quantity: 1 },
        })
      ).statusCode,
    ).toBe(200);
    const { variants } = await import('../../db/schema');
    await db.update(variants).set({ isActive: false }).where(eq(variants.sku, 'CHK-GONE'));
    const res = await api.post('/api/order/validateshoppinglist', { token: c.buyer.token, body: { cartId: id } });
    expect(res.json().isValid).toBe(false);
    expect(res.json().lines.find((l: { sku: string }) => l.sku === 'CHK-GONE')).toMatchObject({ available: false });
  });

  it("hides other people's private lists and other companies' lists (422 cart_unknown), needs a token (401), checks the body (422)", async () => {
    const c = await newCompany();
    const other = await newCompany();
    const privateList = await listWith(c, [['CHK-A', 1]]);
    const foreign = await listWith(other, [['CHK-A', 1]], true);
    for (const [token, cartId] of [
      [c.admin.token, privateList],
      [c.buyer.token, foreign],
    ] as const) {
      const res = await api.post('/api/order/validateshoppinglist', { token, body: { cartId } });
      expect([res.statusCode, res.json().code]).toEqual([422, 'cart_unknown']);
    }
    expect((await api.post('/api/order/validateshoppinglist', { body: { cartId: privateList } })).statusCode).toBe(401);
    // The spec's order calls handle 422, not 400: invalid fields are 422 request_invalid (docs/client.md, "Statuses").
    const bad = await api.post('/api/order/validateshoppinglist', { token: c.buyer.token, body: { cartId: 1 } });
    expect([bad.statusCode, bad.json().code, bad.json().errors[0].path]).toEqual([
      422,
      'request_invalid',
      'body.cartId',
    ]);
  });
});

describe('GET /api/order/{cartId}/shippingmethods and the shipping method on the cart', () => {
  it('prices every method in the market and gives first dates for the address and the items', async () => {
    const c = await newCompany();
    const cart = await readyCart(c, [['CHK-A', 1]]);
    const res = await shippingMethods(cart.id, { token: c.buyer.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ cartId: cart.id, market: 'NO', zipCode: '0150', selected: 'route' });
    expect(body.methods.map((m: { code: string }) => m.code)).toEqual(['route', 'express', 'pickup']);
    const express = body.methods.find((m: { code: string }) => m.code === 'express');
    expect(express).toMatchObject({ fee: 49_900, vat: 12_475, gross: 62_375, currency: 'NOK', isAvailable: true });
    const route = body.methods.find((m: { code: string }) => m.code === 'route');
    expect(route).toMatchObject({ fee: 0, isAvailable: true });
    expect(route.firstDate).toBe(
      firstShippingDate({ method: 'route', market: 'NO', zipCode: '0150', now: new Date(), leadTimeDays: 0 }),
    );
  });

  it("pushes first dates back by the items' lead time", async () => {
    const c = await newCompany();
    const quick = await readyCart(c, [['CHK-A', 1]]);
    const before = (await shippingMethods(quick.id, { token: c.buyer.token })).json();
    await cartWrite('addorderline', { pid: c.pid, sku: 'CHK-SLOW', quantity: 1 }, { token: c.buyer.token });
    const after = (await shippingMethods(quick.id, { token: c.buyer.token })).json();
    expect(after.methods[0].leadTimeDays).toBe(5);
    for (const [index, method] of after.methods.entries()) {
      expect(method.firstDate > before.methods[index].firstDate).toBe(true);
    }
  });

  it('puts the chosen method on the cart and the fee in the totals and the order', async () => {
    const c = await newCompany();
    const cart = await readyCart(c, [['CHK-B', 2]]);
    const date = firstShippingDate({
      method: 'express',
      market: 'NO',
      zipCode: '0150',
      now: new Date(),
      leadTimeDays: 0,
    })!;
    const chosen = await cartWrite(
      'updatemetadata',
      { pid: c.pid, shippingMethod: 'express', requestedDeliveryDate: date },
      { token: c.buyer.token },
    );
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().shipping).toMatchObject({ method: 'express', fee: 49_900 });
    expect(chosen.json().totals.net).toBe(cart.totals.net + 49_900);
    const order = await api.post('/api/ardis/cart/createorder', { token: c.buyer.token, body: { pid: c.pid } });
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({ shippingMethod: 'express', totals: chosen.json().totals });
    expect(order.json().lines.at(-1)).toMatchObject({ kind: 'shipping', sku: 'SHIPPING-EXPRESS', lineTotal: 49_900 });
  });

  it('needs no delivery address for pickup, and checks the date against the method', async () => {
    const c = await newCompany();
    await readyCart(c, [['CHK-B', 1]]);
    const pickupDate = firstShippingDate({
      method: 'pickup',
      market: 'NO',
      zipCode: null,
      now: new Date(),
      leadTimeDays: 0,
    })!;
    const res = await cartWrite(
      'updatemetadata',
      { pid: c.pid, shippingMethod: 'pickup', deliveryAddressId: null, requestedDeliveryDate: pickupDate },
      { token: c.buyer.token },
    );
    expect(res.statusCode).toBe(200);
    const checked = await api.get('/api/ardis/cart', {
      token: c.buyer.token,
      query: { pid: c.pid, initCheckout: 'true' },
    });
    expect(checked.json().checkout).toMatchObject({ isReady: true });
    // A Sunday is never a pickup day.
    let sunday = pickupDate;
    while (new Date(`${sunday}T12:00:00Z`).getUTCDay() !== 0)
      sunday = new Date(Date.parse(`${sunday}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(
      isShippingDateValid({
        method: 'pickup',
        market: 'NO',
        zipCode: null,
        date: sunday,
        now: new Date(),
        leadTimeDays: 0,
      }),
    ).toBe(false);
    await cartWrite('updatemetadata', { pid: c.pid, requestedDeliveryDate: sunday }, { token: c.buyer.token });
    const sundayCheck = await api.get('/api/ardis/cart', {
      token: c.buyer.token,
      query: { pid: c.pid, initCheckout: 'true' },
    });
    expect(sundayCheck.json().checkout.problems.map((p: { code: string }) => p.code)).toContain(
      'delivery_date_invalid',
    );
  });

  it("answers 422 cart_unknown for another person's or company's cart, 401 without a token, 422 request_invalid for a bad id", async () => {
    const c = await newCompany();
    const other = await newCompany();
    const cart = await readyCart(c, [['CHK-A', 1]]);
    for (const token of [other.buyer.token, c.admin.token]) {
      const res = await shippingMethods(cart.id, { token });
      expect([res.statusCode, res.json().code]).toEqual([422, 'cart_unknown']);
    }
    expect((await shippingMethods(cart.id, {})).statusCode).toBe(401);
    const bad = await shippingMethods('nope', { token: c.buyer.token });
    expect([bad.statusCode, bad.json().code]).toEqual([422, 'request_invalid']);
  });
});

describe('shipping dates', () => {
  it('express is the next working day after a weekday morning order, pickup the same day', () => {
    // Tuesday 2030-01-08 08:00 Oslo = 07:00 UTC.
    const now = new Date('2030-01-08T07:00:00Z');
    const where = { market: 'NO', zipCode: '0150', now, leadTimeDays: 0 };
    expect(firstShippingDate({ ...where, method: 'express' })).toBe('2030-01-09');
    expect(firstShippingDate({ ...where, method: 'pickup' })).toBe('2030-01-08');
    // After the cut-offs the order day is the next working day.
    const late = { ...where, now: new Date('2030-01-08T13:00:00Z') };
    expect(firstShippingDate({ ...late, method: 'express' })).toBe('2030-01-10');
    expect(firstShippingDate({ ...late, method: 'pickup' })).toBe('2030-01-09');
  });

  it('skips weekends and public holidays (Friday before Easter Monday 2030)', () => {
    // Maundy Thursday 2030-04-18, Good Friday 04-19, Easter Monday 04-22 are holidays in Norway.
    const now = new Date('2030-04-17T07:00:00Z'); // Wednesday morning
    const where = { market: 'NO', zipCode: '0150', now, leadTimeDays: 0 };
    expect(firstShippingDate({ ...where, method: 'express' })).toBe('2030-04-23');
    expect(firstShippingDate({ ...where, method: 'pickup', leadTimeDays: 1 })).toBe('2030-04-23');
  });

  it('has no date for an address we do not serve', () => {
    expect(
      firstShippingDate({ method: 'express', market: 'NO', zipCode: '9170', now: new Date(), leadTimeDays: 0 }),
    ).toBeNull();
  });
});
