import { describe, expect, it } from 'vitest';
import { type Caller, testClient } from '../../../test/client';
import {
  createAgent,
  createCategory,
  createCompanyWithPeople,
  createPriceList,
  createProduct,
} from '../../../test/factories';
import { createTestApp } from '../../../test/helper';

const { app, database } = await createTestApp();

const category = await createCategory(database);
await createProduct(database, { category, variants: [{ sku: 'SL-A' }, { sku: 'SL-B' }] });
await createProduct(database, { category, variants: [{ sku: 'SL-NOPRICE' }] });
await createPriceList(database, {
  prices: [
    { sku: 'SL-A', unitPrice: 10_000 },
    { sku: 'SL-B', unitPrice: 2_000 },
  ],
});

const a = await createCompanyWithPeople(database);
const other = await createCompanyWithPeople(database);
const agent = await createAgent(database);

const api = testClient(app);
const search = (query: Record<string, string>, o: Caller) =>
  api.get('/api/shoppinglist/search', { ...o, query: { page: '1', take: '50', sharedOnly: 'false', ...query } });
const get = (cartId: string, o: Caller, query: Record<string, string> = {}) =>
  api.get(`/api/shoppinglist/${cartId}`, { ...o, query });

async function create(token: string, body: object, companyId = a.company.id) {
  const res = await api.post('/api/shoppinglist/create', { token, body: { customerId: companyId, ...body } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

const buyerPrivate = await create(a.buyer.token, { name: 'Buyer private' });
const buyerShared = await create(a.buyer.token, { name: 'Buyer shared', isShared: true });
const adminPrivate = await create(a.admin.token, { name: 'Admin private' });
const priceList = await create(agent.token, { name: 'Shop list', isPriceList: true });
const otherList = await create(other.buyer.token, { name: 'Other', isShared: true }, other.company.id);

describe('POST /api/shoppinglist/create and lines', () => {
  it('creates a list owned by the caller', async () => {
    const res = await get(buyerPrivate.id, { token: a.buyer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: buyerPrivate.id,
      name: 'Buyer private',
      owner: { contactId: a.buyer.contact.id },
      isShared: false,
      isPriceList: false,
      canEdit: true,
      lineCount: 0,
      customerId: a.company.id,
      lines: [],
    });
  });

  it('adds lines, adding to the quantity, priced now', async () => {
    const url = `/api/shoppinglist/${buyerShared.id}/lines`;
    expect((await api.post(url, { token: a.buyer.token, body: { sku: 'SL-A', quantity: 2 } })).statusCode).toBe(200);
    const res = await api.post(url, { token: a.buyer.token, body: { sku: 'SL-A', quantity: 3 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines).toHaveLength(1);
    expect(res.json().lines[0]).toMatchObject({ sku: 'SL-A', quantity: 5, unitPrice: 10_000, lineTotal: 50_000 });
    expect(res.json().lineCount).toBe(1);
  });

  it('answers 422 sku_not_available for an unknown or unpriced SKU', async () => {
    for (const sku of ['NOPE', 'SL-NOPRICE']) {
      const res = await api.post(`/api/shoppinglist/${buyerPrivate.id}/lines`, {
        token: a.buyer.token,
        body: { sku, quantity: 1 },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('sku_not_available');
    }
  });

  it('answers 400 for bad bodies', async () => {
    expect(
      (await api.post('/api/shoppinglist/create', { token: a.buyer.token, body: { customerId: a.company.id } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await api.post('/api/shoppinglist/create', { token: a.buyer.token, body: { customerId: 'x', name: 'n' } }))
        .statusCode,
    ).toBe(400);
    const line = await api.post(`/api/shoppinglist/${buyerPrivate.id}/lines`, {
      token: a.buyer.token,
      body: { sku: 'SL-A', quantity: 0 },
    });
    expect(line.statusCode).toBe(400);
    expect(
      (await api.patch(`/api/shoppinglist/${buyerPrivate.id}`, { token: a.buyer.token, body: { name: '' } }))
        .statusCode,
    ).toBe(400);
  });

  it('answers 401 without a token and 403 for the shared secret', async () => {
    expect(
      (await api.post('/api/shoppinglist/create', { body: { customerId: a.company.id, name: 'x' } })).statusCode,
    ).toBe(401);
    expect(
      (await api.post('/api/shoppinglist/create', { secret: true, body: { customerId: a.company.id, name: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await search({ customerId: a.company.id }, {})).statusCode).toBe(401);
    expect((await get(buyerShared.id, {})).statusCode).toBe(401);
  });

  it('forbids viewers to create or edit (403), and non-agents to create price lists', async () => {
    expect(
      (
        await api.post('/api/shoppinglist/create', {
          token: a.viewer.token,
          body: { customerId: a.company.id, name: 'v' },
        })
      ).statusCode,
    ).toBe(403);
    const edit = await api.post(`/api/shoppinglist/${buyerShared.id}/lines`, {
      token: a.viewer.token,
      body: { sku: 'SL-B', quantity: 1 },
    });
    expect(edit.statusCode).toBe(403);
    expect(
      (await api.patch(`/api/shoppinglist/${buyerShared.id}`, { token: a.viewer.token, body: { name: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await api.delete(`/api/shoppinglist/${buyerShared.id}`, { token: a.viewer.token })).statusCode).toBe(403);
    const pl = await api.post('/api/shoppinglist/create', {
      token: a.admin.token,
      body: { customerId: a.company.id, name: 'p', isPriceList: true },
    });
    expect(pl.statusCode).toBe(403);
  });

  it('lets admins edit shared lists, only agents edit price lists', async () => {
    expect(
      (
        await api.patch(`/api/shoppinglist/${buyerShared.id}`, { token: a.admin.token, body: { name: 'Renamed' } })
      ).json().name,
    ).toBe('Renamed');
    expect(
      (await api.patch(`/api/shoppinglist/${priceList.id}`, { token: a.admin.token, body: { name: 'x' } })).statusCode,
    ).toBe(403);
    const add = await api.post(`/api/shoppinglist/${priceList.id}/lines`, {
      token: agent.token,
      body: { sku: 'SL-B', quantity: 4 },
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({ isPriceList: true, isShared: true, lineCount: 1 });
  });

  it('removes a line and 404s for a SKU not on the list', async () => {
    const list = await create(a.buyer.token, { name: 'Temp' });
    await api.post(`/api/shoppinglist/${list.id}/lines`, { token: a.buyer.token, body: { sku: 'SL-B', quantity: 1 } });
    const res = await api.delete(`/api/shoppinglist/${list.id}/lines/SL-B`, { token: a.buyer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines).toEqual([]);
    expect((await api.delete(`/api/shoppinglist/${list.id}/lines/SL-B`, { token: a.buyer.token })).statusCode).toBe(
      404,
    );
    expect((await api.delete(`/api/shoppinglist/${list.id}`, { token: a.buyer.token })).statusCode).toBe(204);
    expect((await get(list.id, { token: a.buyer.token })).statusCode).toBe(404);
  });

  it('adds every line to the caller open cart', async () => {
    const res = await api.post(`/api/shoppinglist/${buyerShared.id}/to-cart`, {
      token: a.admin.token,
      body: { pid: a.admin.contact.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.lines).toEqual([expect.objectContaining({ sku: 'SL-A', quantity: 5 })]);
    expect(res.json().lines).toEqual([
      expect.objectContaining({
        sku: 'SL-A',
        listQuantity: 5,
        addedQuantity: 5,
        savedUnitPrice: 10_000,
        unitPrice: 10_000,
        outcome: 'added',
        message: null,
      }),
    ]);
    const viewer = await api.post(`/api/shoppinglist/${buyerShared.id}/to-cart`, {
      token: a.viewer.token,
      body: { pid: a.viewer.contact.id },
    });
    expect(viewer.statusCode).toBe(403);
    const wrongPid = await api.post(`/api/shoppinglist/${buyerShared.id}/to-cart`, {
      token: a.admin.token,
      body: { pid: a.buyer.contact.id },
    });
    expect(wrongPid.statusCode).toBe(404);
    const outsider = await api.post(`/api/shoppinglist/${buyerShared.id}/to-cart`, {
      token: other.buyer.token,
      body: { pid: other.buyer.contact.id },
    });
    expect(outsider.statusCode).toBe(404);
    expect(
      (await api.post(`/api/shoppinglist/${buyerShared.id}/to-cart`, { body: { pid: a.admin.contact.id } })).statusCode,
    ).toBe(401);
    const badSkus = await api.post(`/api/shoppinglist/${buyerShared.id}/to-cart`, {
      token: a.admin.token,
      body: { pid: a.admin.contact.id, skus: [] },
    });
    expect(badSkus.statusCode).toBe(400);
  });
});

describe('POST /api/shoppinglist/{cartId}/to-cart: what changed since the list was saved', () => {
  const cartOf = async (c: { buyer: { token: string; contact: { id: string } } }) =>
    (await api.get(`/api/ardis/cart?pid=${c.buyer.contact.id}`, { token: c.buyer.token })).json() as {
      version: number;
      lines: { sku: string; quantity: number; unitPrice: number }[];
    };

  it("adds what is sold today at today's price and says per line what changed (one transaction)", async () => {
    await createProduct(database, {
      category,
      variants: [{ sku: 'SL-GONE' }, { sku: 'SL-UP' }, { sku: 'SL-DOWN' }, { sku: 'SL-MIN' }, { sku: 'SL-DARK' }],
    });
    const prices = await createPriceList(database, {
      prices: [
        { sku: 'SL-GONE', unitPrice: 500 },
        { sku: 'SL-UP', unitPrice: 1_000 },
        { sku: 'SL-DOWN', unitPrice: 3_000 },
        { sku: 'SL-MIN', unitPrice: 700 },
        { sku: 'SL-DARK', unitPrice: 900 },
      ],
    });
    // A company of its own, so the other tests' list counts stay as they are.
    const c = await createCompanyWithPeople(database);
    const list = await create(c.buyer.token, { name: 'Soon stale' }, c.company.id);
    for (const [sku, quantity] of [
      ['SL-B', 2],
      ['SL-GONE', 2],
      ['SL-UP', 3],
      ['SL-DOWN', 1],
      ['SL-MIN', 2],
      ['SL-DARK', 1],
    ] as const) {
      const added = await api.post(`/api/shoppinglist/${list.id}/lines`, {
        token: c.buyer.token,
        body: { sku, quantity },
      });
      expect(added.statusCode).toBe(200);
    }
    // Since the list was saved: one item stopped being sold, one has no price any more, two prices moved and one
    // item is now sold from 10 up.
    await database.query("update variants set is_active = false where sku = 'SL-GONE'");
    await database.query(`delete from prices where price_list_id = '${prices.id}' and sku = 'SL-DARK'`);
    await database.query(`update prices set unit_price = 1200 where price_list_id = '${prices.id}' and sku = 'SL-UP'`);
    await database.query(
      `update prices set unit_price = 2500 where price_list_id = '${prices.id}' and sku = 'SL-DOWN'`,
    );
    await database.query(`update prices set min_quantity = 10 where price_list_id = '${prices.id}' and sku = 'SL-MIN'`);
    const before = await cartOf(c);
    const res = await api.post(`/api/shoppinglist/${list.id}/to-cart`, {
      token: c.buyer.token,
      body: { pid: c.buyer.contact.id },
    });
    expect(res.statusCode).toBe(200);
    const bySku = Object.fromEntries((res.json().lines as { sku: string }[]).map((line) => [line.sku, line])) as Record<
      string,
      Record<string, unknown>
    >;
    expect(bySku['SL-B']).toMatchObject({ outcome: 'added', addedQuantity: 2, unitPrice: 2_000 });
    expect(bySku['SL-GONE']).toMatchObject({ outcome: 'not_sold', addedQuantity: 0, unitPrice: null });
    expect(bySku['SL-GONE']!.message).toEqual(expect.any(String));
    expect(bySku['SL-DARK']).toMatchObject({ outcome: 'unavailable', addedQuantity: 0 });
    expect(bySku['SL-UP']).toMatchObject({ outcome: 'price_up', savedUnitPrice: 1_000, unitPrice: 1_200 });
    expect(bySku['SL-DOWN']).toMatchObject({ outcome: 'price_down', savedUnitPrice: 3_000, unitPrice: 2_500 });
    expect(bySku['SL-MIN']).toMatchObject({ outcome: 'quantity_adjusted', listQuantity: 2, addedQuantity: 10 });
    expect(bySku['SL-MIN']!.message).toMatch(/10/);
    const after = await cartOf(c);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.lines.map((line) => [line.sku, line.quantity]).sort()).toEqual(
      [
        ['SL-B', 2],
        ['SL-DOWN', 1],
        ['SL-MIN', 10],
        ['SL-UP', 3],
      ].sort(),
    );
    expect(res.json().cart.lines).toHaveLength(4);
    // The list itself is left as it was.
    expect((await get(list.id, { token: c.buyer.token })).json().lines).toHaveLength(6);
  });

  it('puts only the chosen lines in, cuts a line at the cart limit, and 404s for a SKU not on the list', async () => {
    const c = await createCompanyWithPeople(database);
    const list = await create(c.buyer.token, { name: 'Chosen' }, c.company.id);
    for (const [sku, quantity] of [
      ['SL-A', 60_000],
      ['SL-B', 1],
    ] as const) {
      await api.post(`/api/shoppinglist/${list.id}/lines`, { token: c.buyer.token, body: { sku, quantity } });
    }
    const first = await api.post(`/api/shoppinglist/${list.id}/to-cart`, {
      token: c.buyer.token,
      body: { pid: c.buyer.contact.id, skus: ['SL-A'] },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().lines).toEqual([expect.objectContaining({ sku: 'SL-A', outcome: 'added' })]);
    const second = await api.post(`/api/shoppinglist/${list.id}/to-cart`, {
      token: c.buyer.token,
      body: { pid: c.buyer.contact.id, skus: ['SL-A'] },
    });
    expect(second.json().lines).toEqual([
      expect.objectContaining({ sku: 'SL-A', outcome: 'quantity_adjusted', addedQuantity: 40_000 }),
    ]);
    const third = await api.post(`/api/shoppinglist/${list.id}/to-cart`, {
      token: c.buyer.token,
      body: { pid: c.buyer.contact.id, skus: ['SL-A'] },
    });
    expect(third.json().lines).toEqual([expect.objectContaining({ outcome: 'unavailable', addedQuantity: 0 })]);
    expect((await cartOf(c)).lines).toEqual([expect.objectContaining({ sku: 'SL-A', quantity: 100_000 })]);
    const notOnList = await api.post(`/api/shoppinglist/${list.id}/to-cart`, {
      token: c.buyer.token,
      body: { pid: c.buyer.contact.id, skus: ['SL-B', 'SL-NOPE'] },
    });
    expect(notOnList.statusCode).toBe(404);
    expect((await cartOf(c)).lines).toHaveLength(1);
  });
});

describe('GET /api/shoppinglist/{cartId}', () => {
  it("answers 404 for another company's list and another person's private list", async () => {
    expect((await get(otherList.id, { token: a.buyer.token })).statusCode).toBe(404);
    expect((await get(adminPrivate.id, { token: a.buyer.token })).statusCode).toBe(404);
    expect(
      (await api.patch(`/api/shoppinglist/${adminPrivate.id}`, { token: a.buyer.token, body: { name: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await get(buyerShared.id, { token: a.buyer.token }, { customerId: other.company.id })).statusCode).toBe(
      404,
    );
    expect((await get('not-an-id', { token: a.buyer.token })).statusCode).toBe(400);
  });

  it('shows shared lists to the company with canEdit per caller', async () => {
    const viewer = await get(buyerShared.id, { token: a.viewer.token }, { customerId: a.company.id });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.json().canEdit).toBe(false);
    expect((await get(priceList.id, { token: a.buyer.token })).json()).toMatchObject({
      canEdit: false,
      isPriceList: true,
    });
  });
});

describe('GET /api/shoppinglist/search', () => {
  const ids = (res: { json: () => { items: { id: string }[] } }) => res.json().items.map((i) => i.id);

  it('lists own and shared lists, newest change first', async () => {
    const res = await search({ customerId: a.company.id }, { token: a.buyer.token });
    expect(res.statusCode).toBe(200);
    expect(ids(res).sort()).toEqual([buyerPrivate.id, buyerShared.id, priceList.id].sort());
    expect(res.json().total).toBe(3);
    const items = res.json().items as { updatedAt: string }[];
    expect(items.map((i) => i.updatedAt)).toEqual([...items.map((i) => i.updatedAt)].sort().reverse());
  });

  it('filters sharedOnly, contactId and only 1/2/3', async () => {
    const t = { token: a.buyer.token };
    const c = a.company.id;
    expect(ids(await search({ customerId: c, sharedOnly: 'true' }, t)).sort()).toEqual(
      [buyerShared.id, priceList.id].sort(),
    );
    expect(ids(await search({ customerId: c, only: '1' }, t)).sort()).toEqual([buyerShared.id, priceList.id].sort());
    expect(ids(await search({ customerId: c, only: '2' }, t))).toEqual([priceList.id]);
    expect(ids(await search({ customerId: c, only: '3' }, t)).sort()).toEqual([buyerPrivate.id, buyerShared.id].sort());
    expect(ids(await search({ customerId: c, only: '3' }, { token: a.admin.token })).sort()).toEqual(
      [adminPrivate.id, buyerShared.id].sort(),
    );
    expect(ids(await search({ customerId: c, only: '3' }, { token: a.viewer.token }))).toEqual([]);
    expect(ids(await search({ customerId: c, contactId: a.admin.contact.id }, t))).toEqual([]);
    expect(ids(await search({ customerId: c, contactId: a.buyer.contact.id }, t)).sort()).toEqual(
      [buyerPrivate.id, buyerShared.id].sort(),
    );
    expect(ids(await search({ customerId: c, contactId: other.buyer.contact.id }, t))).toEqual([]);
  });

  it('pages in a stable order', async () => {
    const fresh = await createCompanyWithPeople(database);
    for (let i = 0; i < 5; i++) await create(fresh.buyer.token, { name: `L${i}` }, fresh.company.id);
    const all = ids(await search({ customerId: fresh.company.id, take: '5' }, { token: fresh.buyer.token }));
    const paged: string[] = [];
    for (const page of ['1', '2', '3']) {
      const res = await search({ customerId: fresh.company.id, take: '2', page }, { token: fresh.buyer.token });
      expect(res.json().total).toBe(5);
      paged.push(...ids(res));
    }
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(5);
  });

  it('answers 400 for bad paging or a missing sharedOnly, 404 for another company', async () => {
    const t = { token: a.buyer.token };
    expect((await search({ customerId: a.company.id, page: '0' }, t)).statusCode).toBe(400);
    expect((await search({ customerId: a.company.id, take: '101' }, t)).statusCode).toBe(400);
    expect((await search({ customerId: a.company.id, only: '4' }, t)).statusCode).toBe(400);
    const missing = await api.get('/api/shoppinglist/search', {
      token: a.buyer.token,
      query: { customerId: a.company.id, page: '1', take: '5' },
    });
    expect(missing.statusCode).toBe(400);
    expect((await search({ customerId: other.company.id }, t)).statusCode).toBe(404);
  });
});
