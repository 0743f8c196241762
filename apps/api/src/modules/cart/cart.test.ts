import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Caller, testClient } from '../../../test/client';
import {
  createCategory,
  createCompanyWithPeople,
  createContact,
  createPriceList,
  createProduct,
  setContract,
  signIn,
} from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { expectPriceAcrossWindow } from '../../../test/price-clock';
import { addresses, cartLines, carts, companies, prices, variants } from '../../db/schema';
import { cacheStatistics, invalidateCaches } from '../../lib/cache';
import { nextDeliveryDates } from '../delivery/calendar';

const { app, database } = await createTestApp();
const api = testClient(app);
const db = database.db;

const category = await createCategory(database);
const plain = await createProduct(database, {
  category,
  vatClass: 'reduced',
  variants: [{ sku: 'CART-A', stock: 50 }],
});
const rx = await createProduct(database, { category, isPrescriptionOnly: true, variants: [{ sku: 'CART-RX' }] });
await createProduct(database, { category, variants: [{ sku: 'CART-NOPRICE' }] });
await createPriceList(database, {
  prices: [
    { sku: 'CART-A', unitPrice: 10_000 },
    { sku: 'CART-A', unitPrice: 9_000, minQuantity: 10 },
    { sku: 'CART-RX', unitPrice: 5_000 },
  ],
});
await createPriceList(database, { market: 'SE', prices: [{ sku: 'CART-A', unitPrice: 12_000 }] });
const contract = await createPriceList(database, {
  kind: 'contract',
  code: 'CONTRACT-CART',
  prices: [{ sku: 'CART-A', unitPrice: 8_000 }],
});
void plain;
void rx;

const getCart = (query: Record<string, string>, o: Caller) => api.get('/api/ardis/cart', { ...o, query });
const write = (method: 'POST' | 'DELETE', path: string, body: object, o: Caller) =>
  api.request(method, `/api/ardis/cart/${path}`, { ...o, body });

async function newCompany(values: Partial<typeof companies.$inferInsert> = {}) {
  const people = await createCompanyWithPeople(database, { markets: ['NO', 'SE'], ...values });
  const [delivery] = await db
    .insert(addresses)
    .values({
      companyId: people.company.id,
      type: 'delivery',
      name: 'Lager',
      line1: 'Lagerveien 1',
      zipCode: '0150',
      city: 'Oslo',
      country: 'NO',
    })
    .returning();
  const [invoice] = await db.select().from(addresses).where(eq(addresses.companyId, people.company.id));
  return { ...people, delivery: delivery!, invoice: invoice! };
}

const a = await newCompany();
const other = await newCompany();
const pidOf = (p: { contact: { id: string } }) => p.contact.id;

describe('GET /api/ardis/cart', () => {
  it('creates the open cart on first read and answers the same cart after', async () => {
    const first = await getCart({ pid: pidOf(a.buyer) }, { token: a.buyer.token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      pid: a.buyer.contact.id,
      customerId: a.company.id,
      status: 'open',
      market: 'NO',
      currency: 'NOK',
      version: 1,
      lines: [],
      totals: { currency: 'NOK', net: 0, vat: [], gross: 0 },
      metadata: { purchaseOrderNumber: null, comment: null, requestedDeliveryDate: null, deliveryAddressId: null },
    });
    expect(first.json().checkout).toBeUndefined();
    const again = await getCart({ pid: pidOf(a.buyer), customerId: a.company.id }, { token: a.buyer.token });
    expect(again.json().id).toBe(first.json().id);
  });

  it("answers the caller's own cart without pid, and 404 for someone else's pid", async () => {
    const own = await getCart({ pid: pidOf(a.buyer) }, { token: a.buyer.token });
    const implicit = await getCart({ customerId: a.company.id }, { token: a.buyer.token });
    expect(implicit.statusCode).toBe(200);
    expect(implicit.json()).toMatchObject({ id: own.json().id, pid: a.buyer.contact.id });
    expect((await getCart({ pid: pidOf(a.viewer) }, { token: a.buyer.token })).statusCode).toBe(404);
  });

  it("takes a cart id as pid (spec §3: cart or person id): the caller's own cart, else 404", async () => {
    const own = (await getCart({ pid: pidOf(a.buyer) }, { token: a.buyer.token })).json();
    const byCart = await getCart({ pid: own.id }, { token: a.buyer.token });
    expect(byCart.statusCode, byCart.body).toBe(200);
    expect(byCart.json()).toMatchObject({ id: own.id, pid: a.buyer.contact.id, customerId: a.company.id });
    const added = await write(
      'POST',
      'addorderline',
      { pid: own.id, sku: 'CART-A', quantity: 1 },
      { token: a.buyer.token },
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ id: own.id, pid: a.buyer.contact.id });
    // Another person's cart is not the caller's: the same 404 as another person's id.
    expect((await getCart({ pid: own.id }, { token: a.viewer.token })).statusCode).toBe(404);
    expect((await getCart({ pid: crypto.randomUUID() }, { token: a.buyer.token })).statusCode).toBe(404);
  });

  it('lets a viewer read their own cart', async () => {
    const res = await getCart({ pid: pidOf(a.viewer) }, { token: a.viewer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().pid).toBe(a.viewer.contact.id);
  });

  it('creates one cart for concurrent first reads', async () => {
    const fresh = await newCompany();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => getCart({ pid: pidOf(fresh.buyer) }, { token: fresh.buyer.token })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    const [row] = await db.select({ n: count() }).from(carts).where(eq(carts.contactId, fresh.buyer.contact.id));
    expect(row!.n).toBe(1);
  });

  it('refuses anonymous callers (401) and the shared secret (403)', async () => {
    expect((await getCart({ pid: pidOf(a.buyer) }, {})).statusCode).toBe(401);
    expect((await getCart({ pid: pidOf(a.buyer) }, { secret: true })).statusCode).toBe(403);
  });

  it("answers 404 for another person's pid and another company's customerId", async () => {
    expect((await getCart({ pid: pidOf(a.admin) }, { token: a.buyer.token })).statusCode).toBe(404);
    const res = await getCart({ pid: pidOf(a.buyer), customerId: other.company.id }, { token: a.buyer.token });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 400 for a pid that is not an id', async () => {
    const res = await getCart({ pid: 'nope' }, { token: a.buyer.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('querystring.pid');
  });

  it('asks for the company when the person has several (422 company_required), in their language', async () => {
    const person = await createContact(database, { company: a.company, role: 'buyer' });
    const { createCompany } = await import('../../../test/factories');
    const second = await createCompany(database);
    const { companyContacts } = await import('../../db/schema');
    await db.insert(companyContacts).values({ companyId: second.id, contactId: person.id, role: 'buyer' });
    const { accessToken } = await signIn(database, person);
    const en = await getCart({ pid: person.id }, { token: accessToken, lang: 'en' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({ code: 'company_required', title: expect.stringContaining('several customers') });
    const nb = await getCart({ pid: person.id }, { token: accessToken, lang: 'nb' });
    expect(nb.json().title).toContain('flere kunder');
    const chosen = await getCart({ pid: person.id, customerId: second.id }, { token: accessToken });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().customerId).toBe(second.id);
  });
});

describe('the kept cart answer (no initCheckout)', () => {
  /** The cart answer cache's hits and misses so far (declared in view.ts). */
  const kept = () => {
    const stats = cacheStatistics().find((entry) => entry.declaredAt.includes('cart/view'));
    if (!stats) throw new Error('no cart answer cache');
    return { hits: stats.hits, misses: stats.misses };
  };
  /** The answer as the live path makes it (initCheckout), without the checkout part. */
  const live = async (who: Caller) => {
    const { checkout: _, ...rest } = (await getCart({ initCheckout: 'true' }, who)).json();
    return rest;
  };

  it('answers an unchanged cart from memory, the same answer as pricing it live', async () => {
    const b = await newCompany();
    const who = { token: b.buyer.token };
    await write('POST', 'addorderline', { pid: pidOf(b.buyer), sku: 'CART-A', quantity: 3 }, who);
    const before = kept();
    const first = await getCart({}, who);
    const second = await getCart({}, who);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(second.body).toBe(first.body);
    expect(kept()).toEqual({ hits: before.hits + 1, misses: before.misses + 1 });
    expect(first.json()).toEqual(await live(who));
    expect(first.json().lines[0]).toMatchObject({ sku: 'CART-A', quantity: 3, unitPrice: 10_000, stock: 50 });
  });

  it('shows at once what changed in the cart, in its SKUs and in prices, however it was written', async () => {
    const b = await newCompany();
    const who = { token: b.buyer.token };
    await write('POST', 'addorderline', { pid: pidOf(b.buyer), sku: 'CART-A', quantity: 2 }, who);
    expect((await getCart({}, who)).json().lines[0].quantity).toBe(2);
    // Written beside the cart's own calls (lists, orders and quotes write lines too), without a new version.
    const [cart] = await db
      .select()
      .from(carts)
      .where(eq(carts.contactId, pidOf(b.buyer)));
    await db.update(cartLines).set({ quantity: 12 }).where(eq(cartLines.cartId, cart!.id));
    const more = (await getCart({}, who)).json();
    expect(more.lines[0]).toMatchObject({ quantity: 12, unitPrice: 9_000 }); // the 10+ tier
    // Stock is read with the lines.
    await db.update(variants).set({ stock: 5 }).where(eq(variants.sku, 'CART-A'));
    try {
      expect((await getCart({}, who)).json().lines[0]).toMatchObject({ stock: 5, isInStock: false });
    } finally {
      await db.update(variants).set({ stock: 50 }).where(eq(variants.sku, 'CART-A'));
    }
    // A price change drops the kept answers (the back office invalidates the price caches on every node).
    const tier = and(eq(prices.sku, 'CART-A'), eq(prices.minQuantity, 10));
    await db.update(prices).set({ unitPrice: 8_500 }).where(tier);
    try {
      invalidateCaches('price');
      expect((await getCart({}, who)).json().lines[0].unitPrice).toBe(8_500);
    } finally {
      await db.update(prices).set({ unitPrice: 9_000 }).where(tier);
      invalidateCaches('price');
    }
  });

  it('shows a campaign the moment it starts and the list price again when it ends, with nothing committed then', async () => {
    await createProduct(database, { category, variants: [{ sku: 'CART-CLOCK', stock: 10 }] });
    await createPriceList(database, { prices: [{ sku: 'CART-CLOCK', unitPrice: 4_000 }] });
    const startsAt = Date.now() + 1_500;
    const endsAt = startsAt + 1_500;
    await createPriceList(database, {
      kind: 'campaign',
      validFrom: new Date(startsAt),
      validTo: new Date(endsAt),
      prices: [{ sku: 'CART-CLOCK', unitPrice: 3_000 }],
    });
    invalidateCaches('price'); // as the back office does when it saves a price list
    const b = await newCompany();
    const who = { token: b.buyer.token };
    await write('POST', 'addorderline', { pid: pidOf(b.buyer), sku: 'CART-CLOCK', quantity: 1 }, who);
    const price = async () => (await getCart({}, who)).json().lines[0].unitPrice as number;
    await expectPriceAcrossWindow(price, { startsAt, endsAt }, { outside: 4_000, inside: 3_000 });
  });

  it('still checks who asks on every read: a deactivated member gets nothing kept for them', async () => {
    const b = await newCompany();
    const who = { token: b.buyer.token };
    await write('POST', 'addorderline', { pid: pidOf(b.buyer), sku: 'CART-A', quantity: 1 }, who);
    expect((await getCart({}, who)).statusCode).toBe(200);
    const off = await api.post('/api/customer/change-contact-relation', {
      token: b.admin.token,
      body: { customerId: b.company.id, contactId: pidOf(b.buyer), isActive: false },
    });
    expect(off.statusCode).toBe(200);
    const refused = await getCart({}, who);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.body).not.toContain('CART-A');
  });
});

describe('order lines', () => {
  const b = newCompany();

  it('adds a line priced by the list, then adds to its quantity with the tier price', async () => {
    const { buyer } = await b;
    const first = await write(
      'POST',
      'addorderline',
      { pid: pidOf(buyer), sku: 'CART-A', quantity: 4 },
      { token: buyer.token },
    );
    expect(first.statusCode).toBe(200);
    const cart = first.json();
    expect(cart.version).toBe(2);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      sku: 'CART-A',
      quantity: 4,
      unitPrice: 10_000,
      lineTotal: 40_000,
      vatRate: 1500,
      vatAmount: 6_000,
      available: true,
      stock: 50,
      isInStock: true,
      isPrescriptionOnly: false,
      agreement: { kind: 'list' },
    });
    expect(cart.totals).toEqual({
      currency: 'NOK',
      net: 40_000,
      vat: [{ rate: 1500, base: 40_000, vat: 6_000 }],
      gross: 46_000,
    });
    const more = await write(
      'POST',
      'addorderline',
      { pid: pidOf(buyer), sku: 'CART-A', quantity: 6 },
      { token: buyer.token },
    );
    expect(more.json().version).toBe(3);
    expect(more.json().lines).toHaveLength(1);
    expect(more.json().lines[0]).toMatchObject({ quantity: 10, unitPrice: 9_000, lineTotal: 90_000 });
  });

  it("prices with the customer's contract", async () => {
    const c = await newCompany();
    await setContract(database, c.company.id, contract.id);
    const res = await write(
      'POST',
      'addorderline',
      { pid: pidOf(c.buyer), sku: 'CART-A', quantity: 2 },
      { token: c.buyer.token },
    );
    expect(res.json().lines[0]).toMatchObject({
      unitPrice: 8_000,
      listUnitPrice: 10_000,
      agreement: { kind: 'contract', code: 'CONTRACT-CART' },
    });
  });

  it('refuses unknown and unpriced SKUs (422 sku_not_available)', async () => {
    const { buyer } = await b;
    for (const sku of ['NO-SUCH-SKU', 'CART-NOPRICE']) {
      const res = await write(
        'POST',
        'addorderline',
        { pid: pidOf(buyer), sku, quantity: 1 },
        { token: buyer.token, lang: 'en' },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'sku_not_available',
        sku,
        title: 'The item cannot be ordered in the market.',
      });
    }
  });

  it('answers 400 for a wrong shape, listing the fields', async () => {
    const { buyer } = await b;
    const res = await write(
      'POST',
      'addorderline',
      { pid: pidOf(buyer), sku: '', quantity: 0 },
      { token: buyer.token },
    );
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['body.sku', 'body.quantity']));
  });

  it('refuses viewers (403), anonymous callers (401), the shared secret (403) and foreign ids (404)', async () => {
    const { viewer, buyer, admin } = await b;
    const body = (pid: string, extra: object = {}) => ({ pid, sku: 'CART-A', quantity: 1, ...extra });
    expect((await write('POST', 'addorderline', body(pidOf(viewer)), { token: viewer.token })).statusCode).toBe(403);
    expect(
      (
        await write('POST', 'addorderline', body(pidOf(viewer), { customerId: (await b).company.id }), {
          token: viewer.token,
        })
      ).statusCode,
    ).toBe(403);
    expect((await write('POST', 'addorderline', body(pidOf(buyer)), {})).statusCode).toBe(401);
    expect((await write('POST', 'addorderline', body(pidOf(buyer)), { secret: true })).statusCode).toBe(403);
    expect((await write('POST', 'addorderline', body(pidOf(admin)), { token: buyer.token })).statusCode).toBe(404);
    expect(
      (
        await write('POST', 'addorderline', body(pidOf(buyer), { customerId: other.company.id }), {
          token: buyer.token,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('updates a line by sku or lineId, 0 removes it, unknown lines are 404', async () => {
    const { buyer } = await b;
    const pid = pidOf(buyer);
    const added = await write('POST', 'addorderline', { pid, sku: 'CART-RX', quantity: 1 }, { token: buyer.token });
    const rxLine = added.json().lines.find((l: { sku: string }) => l.sku === 'CART-RX');
    const bySku = await write('POST', 'updateorderline', { pid, sku: 'CART-A', quantity: 3 }, { token: buyer.token });
    expect(bySku.statusCode).toBe(200);
    expect(bySku.json().lines.find((l: { sku: string }) => l.sku === 'CART-A')).toMatchObject({
      quantity: 3,
      unitPrice: 10_000,
    });
    const byId = await write(
      'POST',
      'updateorderline',
      { pid, lineId: rxLine.id, quantity: 0 },
      { token: buyer.token },
    );
    expect(byId.json().lines.map((l: { sku: string }) => l.sku)).toEqual(['CART-A']);
    expect(byId.json().version).toBe(bySku.json().version + 1);
    const missing = await write(
      'POST',
      'updateorderline',
      { pid, lineId: rxLine.id, quantity: 2 },
      { token: buyer.token },
    );
    expect(missing.statusCode).toBe(404);
    const both = await write('POST', 'updateorderline', { pid, quantity: 2 }, { token: buyer.token });
    expect(both.statusCode).toBe(400);
    const viewer = (await b).viewer;
    expect(
      (
        await write(
          'POST',
          'updateorderline',
          { pid: pidOf(viewer), sku: 'CART-A', quantity: 2 },
          { token: viewer.token },
        )
      ).statusCode,
    ).toBe(403);
  });

  it('deletes a line named in the JSON body', async () => {
    const { buyer, viewer } = await b;
    const pid = pidOf(buyer);
    expect((await write('DELETE', 'deleteorderline', { pid, sku: 'CART-A' }, { secret: true })).statusCode).toBe(403);
    expect(
      (await write('DELETE', 'deleteorderline', { pid: pidOf(viewer), sku: 'CART-A' }, { token: viewer.token }))
        .statusCode,
    ).toBe(403);
    const res = await write('DELETE', 'deleteorderline', { pid, sku: 'CART-A' }, { token: buyer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines).toEqual([]);
    expect((await write('DELETE', 'deleteorderline', { pid, sku: 'CART-A' }, { token: buyer.token })).statusCode).toBe(
      404,
    );
    expect((await write('DELETE', 'deleteorderline', { pid }, { token: buyer.token })).statusCode).toBe(400);
    expect((await write('DELETE', 'deleteorderline', { pid, sku: 'CART-A' }, {})).statusCode).toBe(401);
  });
});

describe('POST /api/ardis/cart/updatemetadata', () => {
  it('stores and clears metadata', async () => {
    const pid = pidOf(a.buyer);
    const res = await write(
      'POST',
      'updatemetadata',
      {
        pid,
        purchaseOrderNumber: 'PO-77',
        comment: 'Ring på',
        requestedDeliveryDate: '2030-01-08',
        deliveryAddressId: a.delivery.id,
      },
      { token: a.buyer.token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata).toEqual({
      purchaseOrderNumber: 'PO-77',
      comment: 'Ring på',
      requestedDeliveryDate: '2030-01-08',
      deliveryAddressId: a.delivery.id,
      shippingMethod: 'route',
      costCentreId: null,
    });
    const cleared = await write('POST', 'updatemetadata', { pid, comment: null }, { token: a.buyer.token });
    expect(cleared.json().metadata).toMatchObject({ purchaseOrderNumber: 'PO-77', comment: null });
    expect(cleared.json().version).toBe(res.json().version + 1);
  });

  it('stores the choices only on the version the buyer saw (expectedVersion), else 422 cart_changed and nothing', async () => {
    const pid = pidOf(a.buyer);
    const seen = (await getCart({ pid }, { token: a.buyer.token })).json();
    const stored = await write(
      'POST',
      'updatemetadata',
      { pid, purchaseOrderNumber: 'PO-SEEN', expectedVersion: seen.version },
      { token: a.buyer.token },
    );
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().version).toBe(seen.version + 1);
    // The same page submitted again: the cart moved on since it was shown.
    const stale = await write(
      'POST',
      'updatemetadata',
      { pid, purchaseOrderNumber: 'PO-STALE', expectedVersion: seen.version },
      { token: a.buyer.token, lang: 'nb' },
    );
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toMatchObject({ code: 'cart_changed', version: seen.version + 1 });
    expect(stale.json().title).toMatch(/Handlekurven er endret/);
    const after = (await getCart({ pid }, { token: a.buyer.token })).json();
    expect(after.version).toBe(seen.version + 1);
    expect(after.metadata.purchaseOrderNumber).toBe('PO-SEEN');
  });

  it('makes no cart for a version the buyer saw when there is no open cart (ordered meanwhile): 422 cart_changed', async () => {
    const c = await createCompanyWithPeople(database);
    const pid = pidOf(c.buyer);
    const openCarts = async () =>
      (
        await db
          .select({ n: count() })
          .from(carts)
          .where(and(eq(carts.contactId, c.buyer.contact.id), eq(carts.status, 'open')))
      )[0]!.n;
    expect(await openCarts()).toBe(0);
    const res = await write(
      'POST',
      'updatemetadata',
      { pid, customerId: c.company.id, purchaseOrderNumber: 'PO-NONE', expectedVersion: 1 },
      { token: c.buyer.token },
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'cart_changed', version: null });
    expect(await openCarts()).toBe(0);
  });

  it('checks the shape (400), the address kind (422) and its company (404), and who writes', async () => {
    const pid = pidOf(a.buyer);
    const bad = await write(
      'POST',
      'updatemetadata',
      { pid, requestedDeliveryDate: '08.01.2030', comment: 'x'.repeat(501) },
      { token: a.buyer.token },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['body.requestedDeliveryDate', 'body.comment']),
    );
    const invoice = await write(
      'POST',
      'updatemetadata',
      { pid, deliveryAddressId: a.invoice.id },
      { token: a.buyer.token },
    );
    expect(invoice.statusCode).toBe(422);
    expect(invoice.json().code).toBe('delivery_address_invalid');
    const foreign = await write(
      'POST',
      'updatemetadata',
      { pid, deliveryAddressId: other.delivery.id },
      { token: a.buyer.token },
    );
    expect(foreign.statusCode).toBe(404);
    // A deleted address is gone for the cart as for the address book (the customer module's findAddress).
    const [gone] = await db
      .insert(addresses)
      .values({
        companyId: a.company.id,
        type: 'delivery',
        name: 'Gammelt lager',
        line1: 'Gamleveien 1',
        zipCode: '0150',
        city: 'Oslo',
        country: 'NO',
        deletedAt: new Date(),
      })
      .returning();
    const deleted = await write(
      'POST',
      'updatemetadata',
      { pid, deliveryAddressId: gone!.id },
      { token: a.buyer.token },
    );
    expect(deleted.statusCode).toBe(404);
    expect(
      (await write('POST', 'updatemetadata', { pid: pidOf(a.viewer), comment: 'x' }, { token: a.viewer.token }))
        .statusCode,
    ).toBe(403);
    expect((await write('POST', 'updatemetadata', { pid, comment: 'x' }, { secret: true })).statusCode).toBe(403);
    expect((await write('POST', 'updatemetadata', { pid, comment: 'x' }, {})).statusCode).toBe(401);
  });
});

describe('POST /api/ardis/cart/setmarket', () => {
  it("re-prices every line in the market's currency and VAT", async () => {
    const c = await newCompany();
    const pid = pidOf(c.buyer);
    const no = await write('POST', 'addorderline', { pid, sku: 'CART-A', quantity: 2 }, { token: c.buyer.token });
    expect(no.json()).toMatchObject({ currency: 'NOK', totals: { net: 20_000, gross: 23_000 } });
    const se = await write('POST', 'setmarket', { pid, market: 'se' }, { token: c.buyer.token });
    expect(se.statusCode).toBe(200);
    expect(se.json()).toMatchObject({
      market: 'SE',
      currency: 'SEK',
      version: no.json().version + 1,
      lines: [{ sku: 'CART-A', unitPrice: 12_000, vatRate: 1200, lineTotal: 24_000 }],
      totals: { currency: 'SEK', net: 24_000, vat: [{ rate: 1200, base: 24_000, vat: 2_880 }], gross: 26_880 },
    });
  });

  it('refuses a market the company does not buy in (422), a wrong shape (400) and viewers (403)', async () => {
    const pid = pidOf(a.buyer);
    const dk = await write('POST', 'setmarket', { pid, market: 'DK' }, { token: a.buyer.token, lang: 'en' });
    expect(dk.statusCode).toBe(422);
    expect(dk.json()).toMatchObject({ code: 'market_not_allowed', title: 'The customer does not buy in this market.' });
    expect((await write('POST', 'setmarket', { pid, market: 'NOR' }, { token: a.buyer.token })).statusCode).toBe(400);
    expect(
      (await write('POST', 'setmarket', { pid: pidOf(a.viewer), market: 'SE' }, { token: a.viewer.token })).statusCode,
    ).toBe(403);
    expect((await write('POST', 'setmarket', { pid, market: 'SE' }, { secret: true })).statusCode).toBe(403);
    expect(
      (await write('POST', 'setmarket', { pid: pidOf(other.buyer), market: 'SE' }, { token: a.buyer.token }))
        .statusCode,
    ).toBe(404);
  });
});

describe('initCheckout', () => {
  const codes = (res: { json: () => { checkout: { problems: { code: string }[] } } }) =>
    res
      .json()
      .checkout.problems.map((p) => p.code)
      .sort();
  const deliveryDate = () =>
    nextDeliveryDates({ market: 'NO', zipCode: '0150', now: new Date(), leadTimeDays: 1, count: 5 })[4]!.date;

  it('lists what an empty cart lacks, in the caller language', async () => {
    const c = await newCompany();
    const en = await getCart({ pid: pidOf(c.buyer), initCheckout: 'true' }, { token: c.buyer.token, lang: 'en' });
    expect(en.json().checkout.isReady).toBe(false);
    expect(codes(en)).toEqual(['cart_empty', 'delivery_address_missing', 'delivery_date_missing']);
    expect(en.json().checkout.problems.find((p: { code: string }) => p.code === 'cart_empty').message).toBe(
      'The cart is empty.',
    );
    const nb = await getCart({ pid: pidOf(c.buyer), initCheckout: 'true' }, { token: c.buyer.token, lang: 'nb' });
    expect(nb.json().checkout.problems.find((p: { code: string }) => p.code === 'cart_empty').message).toBe(
      'Handlekurven er tom.',
    );
  });

  it('is ready with lines, address and an open delivery date; card payment is a note, not a blocker', async () => {
    const c = await newCompany();
    const pid = pidOf(c.buyer);
    await write('POST', 'addorderline', { pid, sku: 'CART-A', quantity: 1 }, { token: c.buyer.token });
    await write(
      'POST',
      'updatemetadata',
      { pid, deliveryAddressId: c.delivery.id, requestedDeliveryDate: deliveryDate() },
      { token: c.buyer.token },
    );
    const ready = await getCart({ pid, initCheckout: 'true' }, { token: c.buyer.token });
    expect(ready.json().checkout).toEqual({ isReady: true, problems: [] });
    await db.update(companies).set({ creditLimit: 0 }).where(eq(companies.id, c.company.id));
    const card = await getCart({ pid, initCheckout: '1' }, { token: c.buyer.token });
    expect(card.json().checkout).toMatchObject({
      isReady: true,
      problems: [{ code: 'card_payment_required', isBlocking: false }],
    });
  });

  it('reports prescriptions, unpriced lines, credit limit, blocked company and a wrong date', async () => {
    const c = await newCompany({ creditLimit: 1_000 });
    const pid = pidOf(c.buyer);
    const withRx = await write('POST', 'addorderline', { pid, sku: 'CART-RX', quantity: 1 }, { token: c.buyer.token });
    const rxLineId = withRx.json().lines[0].id;
    await createProduct(database, { category, variants: [{ sku: 'CART-GONE' }] });
    const list = await createPriceList(database, { prices: [{ sku: 'CART-GONE', unitPrice: 100 }] });
    const gone = await write('POST', 'addorderline', { pid, sku: 'CART-GONE', quantity: 1 }, { token: c.buyer.token });
    expect(gone.statusCode).toBe(200);
    const goneLineId = gone.json().lines.find((l: { sku: string }) => l.sku === 'CART-GONE').id;
    await db.delete(prices).where(eq(prices.priceListId, list.id));
    // A Sunday a few weeks ahead: never a delivery day.
    const sunday = new Date(Date.now() + 21 * 86_400_000);
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7));
    await write(
      'POST',
      'updatemetadata',
      { pid, deliveryAddressId: c.delivery.id, requestedDeliveryDate: sunday.toISOString().slice(0, 10) },
      { token: c.buyer.token },
    );
    await db.update(companies).set({ isBlocked: true }).where(eq(companies.id, c.company.id));
    const res = await getCart({ pid, initCheckout: 'true' }, { token: c.buyer.token, lang: 'en' });
    expect(res.statusCode).toBe(200);
    const { checkout } = res.json();
    expect(checkout.isReady).toBe(false);
    expect(codes(res)).toEqual([
      'company_blocked',
      'credit_limit_exceeded',
      'delivery_date_invalid',
      'prescription_required',
      'sku_not_available',
    ]);
    expect(checkout.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'prescription_required', lineId: rxLineId }),
        expect.objectContaining({ code: 'sku_not_available', lineId: goneLineId }),
        // Over the credit is a note with the credit left: the card path stays open (docs/customer.md).
        expect.objectContaining({
          code: 'credit_limit_exceeded',
          isBlocking: false,
          message: expect.stringMatching(/credit left: NOK\s/),
        }),
      ]),
    );
    const goneLine = res.json().lines.find((l: { sku: string }) => l.sku === 'CART-GONE');
    expect(goneLine).toMatchObject({ available: false, reason: 'no_price', lineTotal: null });
  });

  it('reports a past date and a market the company no longer buys in', async () => {
    const c = await newCompany();
    const pid = pidOf(c.buyer);
    await write('POST', 'addorderline', { pid, sku: 'CART-A', quantity: 1 }, { token: c.buyer.token });
    await write('POST', 'setmarket', { pid, market: 'SE' }, { token: c.buyer.token });
    await write(
      'POST',
      'updatemetadata',
      { pid, deliveryAddressId: c.delivery.id, requestedDeliveryDate: '2024-01-09' },
      { token: c.buyer.token },
    );
    await db
      .update(companies)
      .set({ markets: ['NO'] })
      .where(eq(companies.id, c.company.id));
    const res = await getCart({ pid, initCheckout: 'true' }, { token: c.buyer.token });
    expect(res.statusCode).toBe(200);
    // A SEK cart cannot go on the NOK invoice credit: card only (a note, docs/customer.md).
    expect(codes(res)).toEqual(['card_payment_required', 'delivery_date_invalid', 'market_not_allowed']);
    expect(res.json().lines[0]).toMatchObject({ available: false, reason: 'market_not_allowed', unitPrice: 12_000 });
    const add = await write('POST', 'addorderline', { pid, sku: 'CART-A', quantity: 1 }, { token: c.buyer.token });
    expect(add.statusCode).toBe(422);
    expect(add.json()).toMatchObject({ code: 'market_not_allowed', market: 'SE' });
  });
});
