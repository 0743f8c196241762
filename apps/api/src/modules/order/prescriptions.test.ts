import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createAgent,
  createCategory,
  createCompanyWithPeople,
  createDeliveryAddress,
  createPrescription,
  createPriceList,
  createProduct,
} from '../../../test/factories';
import { bearer, createTestApp } from '../../../test/helper';
import { prescriptionLines } from '../../db/schema';
import { nextDeliveryDates } from '../delivery/calendar';

const { app, database } = await createTestApp();
const api = testClient(app);
const db = database.db;
const agent = await createAgent(database);

const category = await createCategory(database);
await createProduct(database, {
  category,
  isPrescriptionOnly: true,
  variants: [{ sku: 'RX-PILL', stock: 500, leadTimeDays: 0 }],
});
await createProduct(database, { category, variants: [{ sku: 'OTC-PLASTER', stock: 500, leadTimeDays: 0 }] });
await createPriceList(database, {
  prices: [
    { sku: 'RX-PILL', unitPrice: 9_900 },
    { sku: 'OTC-PLASTER', unitPrice: 1_500 },
  ],
});
const date = nextDeliveryDates({ market: 'NO', zipCode: '0150', now: new Date(), count: 3 })[2]!.date;

async function buyerWithPrescription(quantityAllowed: number | null) {
  const people = await createCompanyWithPeople(database);
  const delivery = await createDeliveryAddress(database, people.company.id, { name: 'Apotek', line1: 'Apotekveien 1' });
  const pid = people.buyer.contact.id;
  const prescription =
    quantityAllowed === null
      ? null
      : await createPrescription(database, { personId: pid, lines: [{ sku: 'RX-PILL', quantityAllowed }] });
  const headers = bearer(people.buyer.token);
  const post = (path: string, payload: object) => api.post(`/api/ardis/cart/${path}`, { headers, body: payload });
  const fill = async (quantity: number) => {
    expect((await post('addorderline', { pid, sku: 'RX-PILL', quantity })).statusCode).toBe(200);
    await post('addorderline', { pid, sku: 'OTC-PLASTER', quantity: 1 });
    await post('updatemetadata', { pid, deliveryAddressId: delivery.id, requestedDeliveryDate: date });
  };
  const checkout = async () =>
    (await api.get('/api/ardis/cart', { headers, query: { pid, initCheckout: 'true' } })).json().checkout;
  const order = () => post('createorder', { pid });
  const used = async () =>
    prescription
      ? (await db.select().from(prescriptionLines)).find((l) => l.prescriptionId === prescription.id)!.quantityUsed
      : 0;
  return { ...people, pid, headers, fill, checkout, order, used };
}

describe('prescription-only items in checkout, createorder and cancel', () => {
  it('blocks a prescription-only line without a valid prescription of the cart owner', async () => {
    const b = await buyerWithPrescription(null);
    await b.fill(1);
    const check = await b.checkout();
    expect(check.isReady).toBe(false);
    expect(check.problems.map((p: { code: string }) => p.code)).toContain('prescription_required');
    const res = await b.order();
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('checkout_blocked');
  });

  it('orders within the remaining quantity, uses it up, and gives it back when the order is cancelled', async () => {
    const b = await buyerWithPrescription(3);
    await b.fill(4);
    expect((await b.checkout()).problems.map((p: { code: string }) => p.code)).toContain(
      'prescription_quantity_exceeded',
    );
    await api.post('/api/ardis/cart/updateorderline', {
      headers: b.headers,
      body: { pid: b.pid, sku: 'RX-PILL', quantity: 2 },
    });
    expect((await b.checkout()).isReady).toBe(true);
    const first = await b.order();
    expect(first.statusCode).toBe(200);
    expect(await b.used()).toBe(2);

    // One left: a second order of two is refused, nothing is taken.
    await b.fill(2);
    expect((await b.order()).statusCode).toBe(422);
    expect(await b.used()).toBe(2);

    const cancel = await api.delete('/api/ardis/order/cancelorder', {
      headers: b.headers,
      query: { orderId: first.json().id, department: first.json().department },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await b.used()).toBe(0);
    expect((await b.order()).statusCode).toBe(200);
    expect(await b.used()).toBe(2);
  });

  it('a double click orders once and takes the prescription once (the racing rule itself: pharmacy tests)', async () => {
    const b = await buyerWithPrescription(2);
    await b.fill(2);
    const [x, y] = await Promise.all([b.order(), b.order()]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 422]);
    expect(await b.used()).toBe(2);
  });

  it('a back-office cancel gives the prescription back too', async () => {
    const b = await buyerWithPrescription(2);
    await b.fill(2);
    const placed = await b.order();
    expect(await b.used()).toBe(2);
    const res = await api.post(`/api/backoffice/orders/${placed.json().id}/status`, {
      token: agent.token,
      body: { status: 'cancelled', note: 'Kunden ringte' },
    });
    expect(res.statusCode).toBe(200);
    expect(await b.used()).toBe(0);
  });
});
