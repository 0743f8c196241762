import { eq } from 'drizzle-orm';
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
import { bearer, createTestApp } from '../../../test/helper';
import { orderStatusEvents } from '../../db/schema';
import { zonedInstant } from '../../lib/dates';
import { nextDeliveryDates } from '../delivery/calendar';
import { advanceOrders, plannedStatus } from './fulfilment';

const { app, database } = await createTestApp();
const api = testClient(app);
const db = database.db;
const agent = await createAgent(database);

const category = await createCategory(database);
await createProduct(database, { category, variants: [{ sku: 'FUL-A', stock: 500, leadTimeDays: 0 }] });
await createPriceList(database, { prices: [{ sku: 'FUL-A', unitPrice: 5_000 }] });

const deliveryDate = () =>
  nextDeliveryDates({ market: 'NO', zipCode: '0150', now: new Date(), leadTimeDays: 0, count: 3 })[2]!.date;

async function placedOrder() {
  const people = await createCompanyWithPeople(database);
  const delivery = await createDeliveryAddress(database, people.company.id);
  const pid = people.buyer.contact.id;
  const buyer = api.as({ token: people.buyer.token });
  await buyer.post('/api/ardis/cart/addorderline', { body: { pid, sku: 'FUL-A', quantity: 1 } });
  await buyer.post('/api/ardis/cart/updatemetadata', {
    body: { pid, deliveryAddressId: delivery.id, requestedDeliveryDate: deliveryDate() },
  });
  const res = await buyer.post('/api/ardis/cart/createorder', { body: { pid } });
  expect(res.statusCode).toBe(200);
  return { ...people, order: res.json() as { id: string; department: string; requestedDeliveryDate: string } };
}

const historyOf = async (orderId: string) =>
  (await db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId))).map((e) => e.status).sort();
const oslo = (date: string, time: string) => zonedInstant(date, time, 'Europe/Oslo');

describe('the fulfilment plan', () => {
  it('picks from 14:00 the working day before, ships at 06:00 and delivers at 18:00 on the date', () => {
    const order = { market: 'NO', requestedDeliveryDate: '2030-01-08' }; // a Tuesday
    expect(plannedStatus(order, oslo('2030-01-07', '13:59'))).toBe('confirmed');
    expect(plannedStatus(order, oslo('2030-01-07', '14:00'))).toBe('picking');
    expect(plannedStatus(order, oslo('2030-01-08', '06:00'))).toBe('shipped');
    expect(plannedStatus(order, oslo('2030-01-08', '18:00'))).toBe('delivered');
    // Monday deliveries are picked on Friday; after Easter Monday 2030 on Maundy Wednesday.
    expect(plannedStatus({ market: 'NO', requestedDeliveryDate: '2030-01-07' }, oslo('2030-01-04', '14:00'))).toBe(
      'picking',
    );
    expect(plannedStatus({ market: 'NO', requestedDeliveryDate: '2030-04-23' }, oslo('2030-04-17', '14:00'))).toBe(
      'picking',
    );
    expect(plannedStatus({ market: 'NO', requestedDeliveryDate: null }, new Date())).toBeNull();
  });

  it('moves orders one recorded step at a time, exactly once with two workers, and then cancel is refused', async () => {
    const c = await placedOrder();
    const date = c.order.requestedDeliveryDate;
    expect(await advanceOrders(db, { now: new Date() })).toBe(0);
    const [a, b] = await Promise.all([
      advanceOrders(db, { now: oslo(date, '07:00') }),
      advanceOrders(db, { now: oslo(date, '07:00') }),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(2);
    expect(await historyOf(c.order.id)).toEqual(['confirmed', 'picking', 'shipped']);
    const cancel = await api.delete('/api/ardis/order/cancelorder', {
      token: c.buyer.token,
      query: { orderId: c.order.id, department: c.order.department },
    });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json()).toMatchObject({ code: 'order_not_cancellable', orderStatus: 'shipped' });
    await advanceOrders(db, { now: oslo(date, '19:00') });
    await advanceOrders(db, { now: oslo(date, '19:00') });
    expect(await historyOf(c.order.id)).toEqual(['confirmed', 'delivered', 'picking', 'shipped']);
  });
});

describe('POST /api/backoffice/orders/{orderId}/status', () => {
  const setStatus = (orderId: string, body: object, token?: string) =>
    api.post(`/api/backoffice/orders/${orderId}/status`, { headers: token ? bearer(token) : {}, body });

  it('lets an agent move an order one step and records who did it', async () => {
    const c = await placedOrder();
    const res = await setStatus(c.order.id, { status: 'picking', note: 'Plukkes nå' }, agent.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('picking');
    expect(res.json().history.at(-1)).toMatchObject({ status: 'picking', by: agent.contact.id, note: 'Plukkes nå' });
    const skip = await setStatus(c.order.id, { status: 'delivered' }, agent.token);
    expect(skip.statusCode).toBe(422);
    expect(skip.json()).toMatchObject({ code: 'order_status_invalid', orderStatus: 'picking' });
    // Back office may still cancel while picking; not after.
    expect((await setStatus(c.order.id, { status: 'cancelled' }, agent.token)).json().status).toBe('cancelled');
    expect((await setStatus(c.order.id, { status: 'picking' }, agent.token)).statusCode).toBe(422);
  });

  it('is for staff only (401/403), checks the body (400) and the order (404)', async () => {
    const c = await placedOrder();
    expect((await setStatus(c.order.id, { status: 'picking' })).statusCode).toBe(401);
    expect((await setStatus(c.order.id, { status: 'picking' }, c.admin.token)).statusCode).toBe(403);
    expect((await setStatus(c.order.id, { status: 'lost' }, agent.token)).statusCode).toBe(400);
    expect((await setStatus(crypto.randomUUID(), { status: 'picking' }, agent.token)).statusCode).toBe(404);
  });
});
