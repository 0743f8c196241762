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

const { app, database } = await createTestApp();
const api = testClient(app);

const category = await createCategory(database);
await createProduct(database, { category, variants: [{ sku: 'BYID-A', stock: 100 }] });
await createPriceList(database, { prices: [{ sku: 'BYID-A', unitPrice: 5_000 }] });

async function companyWithOrder() {
  const people = await createCompanyWithPeople(database, { markets: ['NO'] });
  const delivery = await createDeliveryAddress(database, people.company.id);
  const pid = people.buyer.contact.id;
  const token = people.buyer.token;
  expect(
    (await api.post('/api/ardis/cart/addorderline', { token, body: { pid, sku: 'BYID-A', quantity: 2 } })).statusCode,
  ).toBe(200);
  const meta = await api.post('/api/ardis/cart/updatemetadata', {
    token,
    body: { pid, deliveryAddressId: delivery.id, requestedDeliveryDate: deliveryDate() },
  });
  expect(meta.statusCode).toBe(200);
  const order = await api.post('/api/ardis/cart/createorder', { token, body: { pid } });
  expect(order.statusCode).toBe(200);
  return { ...people, order: order.json() as { id: string; department: string } };
}

const mine = await companyWithOrder();
const other = await createCompanyWithPeople(database, { markets: ['NO'] });

describe('GET /api/orders/{orderId}', () => {
  it("answers the order as the Ardis read does, without the department, to the company's members", async () => {
    const byId = await api.get(`/api/orders/${mine.order.id}`, { token: mine.viewer.token });
    expect(byId.statusCode).toBe(200);
    const ardis = await api.get('/api/ardis/order', {
      token: mine.viewer.token,
      query: { orderId: mine.order.id, department: mine.order.department },
    });
    expect(byId.json()).toEqual(ardis.json());
  });

  it('is 404 for another company, 400 for a malformed id and 401 without a token', async () => {
    expect((await api.get(`/api/orders/${mine.order.id}`, { token: other.buyer.token })).statusCode).toBe(404);
    expect((await api.get(`/api/orders/${crypto.randomUUID()}`, { token: mine.buyer.token })).statusCode).toBe(404);
    expect((await api.get('/api/orders/nope', { token: mine.buyer.token })).statusCode).toBe(400);
    expect((await api.get(`/api/orders/${mine.order.id}`, {})).statusCode).toBe(401);
  });
});
