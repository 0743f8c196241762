// Cost centres through HTTP: admin CRUD, the cart's cost centre (its address, the checkout rules), the order's copy
// and the cost centre's spending limits (docs/approvals.md, "Cost centres").
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createCategory,
  createCompanyWithPeople,
  createDeliveryAddress,
  createPriceList,
  createProduct,
  deliveryDate,
} from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { orders } from '../../db/schema';

const { app, database } = await createTestApp();
const db = database.db;
const category = await createCategory(database);
await createProduct(database, { category, variants: [{ sku: 'CC-A', stock: 1000 }] });
await createPriceList(database, { prices: [{ sku: 'CC-A', unitPrice: 10_000 }] });

const api = testClient(app, { lang: 'en' });

async function newCompany() {
  const people = await createCompanyWithPeople(database);
  const main = await createDeliveryAddress(database, people.company.id);
  const kitchen = await createDeliveryAddress(database, people.company.id, { name: 'Kjøkken', line1: 'Bakgården 2' });
  return { ...people, main, kitchen };
}

describe('cost centres', () => {
  it('admins add and change them; others read; other companies get 404', async () => {
    const c = await newCompany();
    const add = (token: string, body: object) =>
      api.post('/api/cost-centres', { token, body: { customerId: c.company.id, ...body } });
    const res = await add(c.admin.token, { code: 'K-100', name: 'Kjøkken', deliveryAddressId: c.kitchen.id });
    expect(res.statusCode, res.body).toBe(200);
    const centre = res.json();
    expect(centre).toMatchObject({ code: 'K-100', deliveryAddressId: c.kitchen.id, isActive: true });
    expect((await add(c.admin.token, { code: 'K-100', name: 'Again' })).json().code).toBe('cost_centre_code_taken');
    expect((await add(c.buyer.token, { code: 'K-200', name: 'Bar' })).statusCode).toBe(403);
    expect((await add(c.admin.token, { code: 'bad code', name: 'x' })).statusCode).toBe(400);
    const stranger = await newCompany();
    expect(
      (await add(c.admin.token, { code: 'K-300', name: 'x', deliveryAddressId: stranger.main.id })).statusCode,
    ).toBe(404);
    const list = await api.get(`/api/cost-centres?customerId=${c.company.id}`, { token: c.viewer.token });
    expect(list.json().items.map((i: { code: string }) => i.code)).toEqual(['K-100']);
    expect(
      (await api.get(`/api/cost-centres?customerId=${c.company.id}`, { token: stranger.admin.token })).statusCode,
    ).toBe(404);
    const patch = (token: string, customerId: string, body: object) =>
      api.patch(`/api/cost-centres/${centre.id}`, { token, body: { customerId, ...body } });
    expect((await patch(stranger.admin.token, stranger.company.id, { name: 'x' })).statusCode).toBe(404);
    expect((await patch(c.buyer.token, c.company.id, { name: 'x' })).statusCode).toBe(403);
    const renamed = await patch(c.admin.token, c.company.id, { name: 'Storkjøkken', perOrder: 50_000 });
    expect(renamed.json()).toMatchObject({ name: 'Storkjøkken', perOrder: 50_000 });
  });

  it('the cart names one (its address comes along), checkout requires an active one, the order keeps a copy', async () => {
    const c = await newCompany();
    const centre = (
      await api.post('/api/cost-centres', {
        token: c.admin.token,
        body: {
          customerId: c.company.id,
          code: 'K-100',
          name: 'Kjøkken',
          deliveryAddressId: c.kitchen.id,
        },
      })
    ).json();
    const pid = c.buyer.contact.id;
    await api.post('/api/ardis/cart/addorderline', { token: c.buyer.token, body: { pid, sku: 'CC-A', quantity: 1 } });
    let cart = (
      await api.post('/api/ardis/cart/updatemetadata', {
        token: c.buyer.token,
        body: { pid, requestedDeliveryDate: deliveryDate() },
      })
    ).json();
    const problems = async () =>
      (await api.get(`/api/ardis/cart?pid=${pid}&initCheckout=true`, { token: c.buyer.token }))
        .json()
        .checkout.problems.map((p: { code: string }) => p.code);
    expect(await problems()).toContain('cost_centre_missing');
    cart = (
      await api.post('/api/ardis/cart/updatemetadata', { token: c.buyer.token, body: { pid, costCentreId: centre.id } })
    ).json();
    expect(cart.metadata).toMatchObject({ costCentreId: centre.id, deliveryAddressId: c.kitchen.id });
    expect(await problems()).not.toContain('cost_centre_missing');

    // Deactivated: the cart cannot be ordered on it, and it cannot be chosen again.
    await api.patch(`/api/cost-centres/${centre.id}`, {
      token: c.admin.token,
      body: { customerId: c.company.id, isActive: false },
    });
    // Taken out of use: the open cart forgets it (the company has no other active centre, so none is required).
    const after = (await api.get(`/api/ardis/cart?pid=${pid}`, { token: c.buyer.token })).json();
    expect(after.metadata.costCentreId).toBeNull();
    expect(await problems()).not.toContain('cost_centre_inactive');
    const again = await api.post('/api/ardis/cart/updatemetadata', {
      token: c.buyer.token,
      body: { pid, costCentreId: centre.id },
    });
    expect(again.json().code).toBe('cost_centre_inactive');
    await api.patch(`/api/cost-centres/${centre.id}`, {
      token: c.admin.token,
      body: { customerId: c.company.id, isActive: true },
    });
    await api.post('/api/ardis/cart/updatemetadata', { token: c.buyer.token, body: { pid, costCentreId: centre.id } });

    const placed = await api.post('/api/ardis/cart/createorder', { token: c.buyer.token, body: { pid } });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().costCentre).toEqual({ id: centre.id, code: 'K-100', name: 'Kjøkken' });
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.json().id));
    expect(row!.deliveryAddress).toMatchObject({ id: c.kitchen.id });
  });

  it("holds orders over the cost centre's limits for approval", async () => {
    const c = await newCompany();
    const centre = (
      await api.post('/api/cost-centres', {
        token: c.admin.token,
        body: {
          customerId: c.company.id,
          code: 'K-1',
          name: 'Kjøkken',
          perOrder: 5_000,
        },
      })
    ).json();
    const pid = c.buyer.contact.id;
    await api.post('/api/ardis/cart/addorderline', { token: c.buyer.token, body: { pid, sku: 'CC-A', quantity: 1 } });
    await api.post('/api/ardis/cart/updatemetadata', {
      token: c.buyer.token,
      body: {
        pid,
        costCentreId: centre.id,
        deliveryAddressId: c.main.id,
        requestedDeliveryDate: deliveryDate(),
      },
    });
    const res = await api.post('/api/ardis/cart/createorder', { token: c.buyer.token, body: { pid } });
    expect(res.json().code).toBe('approval_required');
    const messages: string[] = res.json().problems.map((p: { message: string }) => p.message);
    expect(messages.some((m) => m.startsWith("Over the cost centre's limit per order"))).toBe(true);
  });
});
