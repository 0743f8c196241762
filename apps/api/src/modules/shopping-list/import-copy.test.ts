import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createCategory, createCompanyWithPeople, createPriceList, createProduct } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { parseLinesCsv } from './csv';

const { app, database } = await createTestApp();

const category = await createCategory(database);
await createProduct(database, { category, variants: [{ sku: 'IMP-A' }, { sku: 'IMP-B' }] });
await createProduct(database, { category, variants: [{ sku: 'IMP-NOPRICE' }] });
await createPriceList(database, {
  prices: [
    { sku: 'IMP-A', unitPrice: 1_000 },
    { sku: 'IMP-B', unitPrice: 2_000 },
  ],
});

const a = await createCompanyWithPeople(database);
const other = await createCompanyWithPeople(database);

const api = testClient(app);

async function newList(token = a.buyer.token, isShared = false, companyId = a.company.id) {
  const res = await api.post('/api/shoppinglist/create', {
    token,
    body: { customerId: companyId, name: 'Liste', isShared },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const quantities = (list: { lines: { sku: string; quantity: number }[] }) =>
  Object.fromEntries(list.lines.map((line) => [line.sku, line.quantity]));

describe('parseLinesCsv', () => {
  it('reads ; , and tab rows, skips a header and blank rows, defaults the quantity to 1 and sums equal SKUs', () => {
    expect(parseLinesCsv('Varenummer;Antall\nIMP-A;2\n\nIMP-B;3\nIMP-A;5\n')).toEqual({
      lines: [
        { sku: 'IMP-A', quantity: 7 },
        { sku: 'IMP-B', quantity: 3 },
      ],
      problems: [],
    });
    expect(parseLinesCsv('IMP-A,4\r\nIMP-B\t1\r\nIMP-C').lines).toEqual([
      { sku: 'IMP-A', quantity: 4 },
      { sku: 'IMP-B', quantity: 1 },
      { sku: 'IMP-C', quantity: 1 },
    ]);
    expect(parseLinesCsv('\uFEFFsku;qty\nIMP-A;1').lines).toEqual([{ sku: 'IMP-A', quantity: 1 }]);
  });

  it('reports every bad row with its number', () => {
    expect(parseLinesCsv('IMP-A;2\nIMP-B;zero\n;3\nIMP-C;0\nIMP-D;2.5').problems).toEqual([
      { row: 2, sku: 'IMP-B', problem: 'quantity_invalid' },
      { row: 3, sku: null, problem: 'missing_sku' },
      { row: 4, sku: 'IMP-C', problem: 'quantity_invalid' },
      { row: 5, sku: 'IMP-D', problem: 'quantity_invalid' },
    ]);
    expect(parseLinesCsv('sku;qty\n').problems).toEqual([{ row: 0, sku: null, problem: 'no_rows' }]);
    const many = Array.from({ length: 1_001 }, (_, i) => `S${i};1`).join('\n');
    expect(parseLinesCsv(many).problems).toEqual([{ row: 1_001, sku: null, problem: 'too_many_rows' }]);
  });
});

describe('PUT /api/shoppinglist/{cartId}/lines/{sku}', () => {
  it('sets the quantity of a line on the list, and 404s for a SKU not on it', async () => {
    const id = await newList();
    await api.post(`/api/shoppinglist/${id}/lines`, { token: a.buyer.token, body: { sku: 'IMP-A', quantity: 2 } });
    const res = await api.put(`/api/shoppinglist/${id}/lines/IMP-A`, { token: a.buyer.token, body: { quantity: 9 } });
    expect(res.statusCode).toBe(200);
    expect(quantities(res.json())).toEqual({ 'IMP-A': 9 });
    expect(
      (await api.put(`/api/shoppinglist/${id}/lines/IMP-B`, { token: a.buyer.token, body: { quantity: 1 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.put(`/api/shoppinglist/${id}/lines/IMP-A`, { token: a.buyer.token, body: { quantity: 0 } }))
        .statusCode,
    ).toBe(400);
    expect((await api.put(`/api/shoppinglist/${id}/lines/IMP-A`, { body: { quantity: 1 } })).statusCode).toBe(401);
    expect(
      (await api.put(`/api/shoppinglist/${id}/lines/IMP-A`, { token: other.buyer.token, body: { quantity: 1 } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/shoppinglist/{cartId}/import', () => {
  it('adds the rows to the list, or replaces it', async () => {
    const id = await newList();
    await api.post(`/api/shoppinglist/${id}/lines`, { token: a.buyer.token, body: { sku: 'IMP-A', quantity: 1 } });
    const added = await api.post(`/api/shoppinglist/${id}/import`, {
      token: a.buyer.token,
      body: { csv: 'sku;antall\nIMP-A;2\nIMP-B;3' },
    });
    expect(added.statusCode).toBe(200);
    expect(quantities(added.json())).toEqual({ 'IMP-A': 3, 'IMP-B': 3 });
    const replaced = await api.post(`/api/shoppinglist/${id}/import`, {
      token: a.buyer.token,
      body: { csv: 'IMP-B;1', mode: 'replace' },
    });
    expect(quantities(replaced.json())).toEqual({ 'IMP-B': 1 });
  });

  it('writes nothing when a row is bad or a SKU is not sold, and lists the rows (422)', async () => {
    const id = await newList();
    await api.post(`/api/shoppinglist/${id}/lines`, { token: a.buyer.token, body: { sku: 'IMP-A', quantity: 1 } });
    const bad = await api.post(`/api/shoppinglist/${id}/import`, {
      token: a.buyer.token,
      body: { csv: 'IMP-B;2\nIMP-A;x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'csv_invalid',
      rows: [{ row: 2, sku: 'IMP-A', problem: 'quantity_invalid' }],
    });
    const unsold = await api.post(`/api/shoppinglist/${id}/import`, {
      token: a.buyer.token,
      body: { csv: 'IMP-B;2\nIMP-NOPRICE;1\nNOPE;1' },
    });
    expect(unsold.statusCode).toBe(422);
    expect(unsold.json().rows.map((r: { sku: string }) => r.sku)).toEqual(['IMP-NOPRICE', 'NOPE']);
    const list = await api.get(`/api/shoppinglist/${id}`, { token: a.buyer.token });
    expect(quantities(list.json())).toEqual({ 'IMP-A': 1 });
  });

  it('is for those who may edit the list (403 viewer on a shared list, 404 other company, 401), and checks the body (400)', async () => {
    const id = await newList(a.buyer.token, true);
    expect(
      (await api.post(`/api/shoppinglist/${id}/import`, { token: a.viewer.token, body: { csv: 'IMP-A;1' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await api.post(`/api/shoppinglist/${id}/import`, { token: other.buyer.token, body: { csv: 'IMP-A;1' } }))
        .statusCode,
    ).toBe(404);
    expect((await api.post(`/api/shoppinglist/${id}/import`, { body: { csv: 'IMP-A;1' } })).statusCode).toBe(401);
    expect(
      (
        await api.post(`/api/shoppinglist/${id}/import`, { token: a.buyer.token, body: { csv: '', mode: 'merge' } })
      ).json().errors,
    ).toHaveLength(2);
  });
});

describe('POST /api/shoppinglist/{cartId}/copy', () => {
  it("copies a shared list into a new private list of the caller's", async () => {
    const id = await newList(a.buyer.token, true);
    await api.post(`/api/shoppinglist/${id}/import`, { token: a.buyer.token, body: { csv: 'IMP-A;2\nIMP-B;1' } });
    const res = await api.post(`/api/shoppinglist/${id}/copy`, { token: a.admin.token, body: { name: 'Min kopi' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Min kopi', isShared: false, owner: { contactId: a.admin.contact.id } });
    expect(res.json().id).not.toBe(id);
    expect(quantities(res.json())).toEqual({ 'IMP-A': 2, 'IMP-B': 1 });
  });

  it("refuses viewers (403), other people's private lists and other companies' lists (404), and no token (401)", async () => {
    const shared = await newList(a.buyer.token, true);
    const mine = await newList(a.buyer.token, false);
    expect(
      (await api.post(`/api/shoppinglist/${shared}/copy`, { token: a.viewer.token, body: { name: 'x' } })).statusCode,
    ).toBe(403);
    expect(
      (await api.post(`/api/shoppinglist/${mine}/copy`, { token: a.admin.token, body: { name: 'x' } })).statusCode,
    ).toBe(404);
    expect(
      (await api.post(`/api/shoppinglist/${shared}/copy`, { token: other.buyer.token, body: { name: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await api.post(`/api/shoppinglist/${shared}/copy`, { body: { name: 'x' } })).statusCode).toBe(401);
    expect(
      (await api.post(`/api/shoppinglist/${shared}/copy`, { token: a.buyer.token, body: { name: '' } })).statusCode,
    ).toBe(400);
  });
});
