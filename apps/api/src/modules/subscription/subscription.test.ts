import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Caller, testClient } from '../../../test/client';
import { createAgent, subscriptionFixtures } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { addresses, cartLines, carts, orders, subscriptions } from '../../db/schema';
import { addDays, isoWeekday } from '../../lib/dates';

const ctx = await createTestApp();
const { app, database } = ctx;
const db = database.db;
const api = testClient(app);
const { skus, newCompany, twoCompanyBuyer, fillCart, openCartId, openDate, createSubscription } =
  await subscriptionFixtures(ctx, 'SUBR');

const a = await newCompany();
const other = await newCompany();

const create = (token: string | undefined, body: object) => api.post('/api/subscription/create', { token, body });
const get = (id: string, token?: string) => api.get(`/api/subscription/${id}`, { token });
const update = (token: string | undefined, body: object) => api.post('/api/subscription/update', { token, body });
const end = (id: string, token: string | undefined, body: object = { reason: 'Not needed' }) =>
  api.delete(`/api/subscription/${id}`, { token, body });
const template = (id: string, cartId: string, token?: string) =>
  api.post(`/api/subscription/${id}/update/carttemplate/${cartId}`, { token });
const search = (token: string | undefined, body: object) => api.post('/api/subscription/search', { token, body });

/** The first date after `from` that is not a Monday–Friday (never a delivery day of the 0150 route). */
function weekendAfter(from: string) {
  let d = from;
  while (isoWeekday(d) < 6) d = addDays(d, 1);
  return d;
}

describe('POST /api/subscription/create', () => {
  it('copies the cart into a new template and leaves the cart as it is', async () => {
    const cartId = await fillCart(a.buyer, a.company.id, [
      [skus.a, 2],
      [skus.b, 5],
    ]);
    const first = openDate();
    const res = await create(a.buyer.token, {
      customerId: a.company.id,
      cartId,
      name: 'Weekly coffee',
      intervalWeeks: 2,
      firstDeliveryDate: first,
      deliveryAddressId: a.delivery.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const sub = res.json();
    expect(sub).toMatchObject({
      customerId: a.company.id,
      pid: a.buyer.contact.id,
      name: 'Weekly coffee',
      status: 'active',
      intervalWeeks: 2,
      nextDate: first,
      paymentMethod: 'invoice',
      deliveryAddress: { id: a.delivery.id, zipCode: '0150' },
      lineCount: 2,
      runs: [],
    });
    expect(sub.cartId).not.toBe(cartId);
    expect(sub.lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity]).sort()).toEqual([
      [skus.a, 2],
      [skus.b, 5],
    ]);
    expect(sub.upcoming).toHaveLength(5);
    expect(sub.upcoming[0]).toMatchObject({ scheduledDate: first, deliveryDate: first, movedReason: null });
    expect(sub.upcoming[1].scheduledDate).toBe(addDays(first, 14));
    const [tpl] = await db.select().from(carts).where(eq(carts.id, sub.cartId));
    expect(tpl).toMatchObject({ kind: 'subscription_template', contactId: a.buyer.contact.id });
    // The person's open cart is untouched and still theirs.
    expect(await openCartId(a.buyer, a.company.id)).toBe(cartId);
    expect(await db.select().from(cartLines).where(eq(cartLines.cartId, cartId))).toHaveLength(2);
  });

  it("answers 422 request_invalid listing the bad fields (the spec's subscription calls read 422, not 400)", async () => {
    const cartId = await fillCart(a.buyer, a.company.id);
    const base = {
      customerId: a.company.id,
      cartId,
      intervalWeeks: 1,
      firstDeliveryDate: openDate(),
      deliveryAddressId: a.delivery.id,
    };
    for (const bad of [
      { intervalWeeks: 0 },
      { intervalWeeks: 53 },
      { intervalWeeks: 1.5 },
      { firstDeliveryDate: '12.01.2027' },
      { cartId: 'nope' },
      { paymentMethod: 'cash' },
    ]) {
      const res = await create(a.buyer.token, { ...base, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    const res = await create(a.buyer.token, { customerId: a.company.id });
    expect([res.statusCode, res.json().code]).toEqual([422, 'request_invalid']);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.cartId', 'body.intervalWeeks', 'body.firstDeliveryDate', 'body.deliveryAddressId']),
    );
  });

  it('answers 422 for a date off the route, a past date, card payment, an invoice address and an empty cart', async () => {
    const cartId = await fillCart(a.buyer, a.company.id);
    const base = {
      customerId: a.company.id,
      cartId,
      intervalWeeks: 1,
      firstDeliveryDate: openDate(),
      deliveryAddressId: a.delivery.id,
    };
    const expect422 = async (body: object, code: string) => {
      const res = await create(a.buyer.token, { ...base, ...body });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().code).toBe(code);
    };
    await expect422({ firstDeliveryDate: weekendAfter(openDate()) }, 'subscription_date_invalid');
    await expect422({ firstDeliveryDate: '2020-01-06' }, 'subscription_date_invalid');
    await expect422({ paymentMethod: 'card' }, 'payment_method_not_allowed');
    const [invoice] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.companyId, a.company.id), eq(addresses.type, 'invoice')));
    await expect422({ deliveryAddressId: invoice!.id }, 'delivery_address_invalid');
    const [svalbard] = await db
      .insert(addresses)
      .values({
        companyId: a.company.id,
        type: 'delivery',
        name: 'Svalbard',
        line1: 'Veien 1',
        zipCode: '9171',
        city: 'Longyearbyen',
        country: 'NO',
      })
      .returning();
    await expect422({ deliveryAddressId: svalbard!.id }, 'zip_not_served');
    const fresh = await newCompany();
    await expect(
      create(fresh.buyer.token, {
        ...base,
        customerId: fresh.company.id,
        cartId: await openCartId(fresh.buyer, fresh.company.id),
        deliveryAddressId: fresh.delivery.id,
      }).then((r) => r.json().code),
    ).resolves.toBe('cart_empty');
    expect(await db.select().from(subscriptions).where(eq(subscriptions.companyId, fresh.company.id))).toEqual([]);
  });

  it("answers 422 cart_not_in_company for the caller's cart in another company", async () => {
    const second = await newCompany();
    const both = await twoCompanyBuyer(a, second);
    const cartInSecond = await fillCart(both, second.company.id);
    const res = await create(both.token, {
      customerId: a.company.id,
      cartId: cartInSecond,
      intervalWeeks: 1,
      firstDeliveryDate: openDate(),
      deliveryAddressId: a.delivery.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('cart_not_in_company');
  });

  it('answers 401 without a token, 403 for viewers and the secret, 404 across companies and persons', async () => {
    const cartId = await fillCart(a.buyer, a.company.id);
    const body = {
      customerId: a.company.id,
      cartId,
      intervalWeeks: 1,
      firstDeliveryDate: openDate(),
      deliveryAddressId: a.delivery.id,
    };
    expect((await create(undefined, body)).statusCode).toBe(401);
    expect((await api.post('/api/subscription/create', { secret: true, body })).statusCode).toBe(403);
    const viewerCart = await openCartId(a.viewer, a.company.id);
    expect((await create(a.viewer.token, { ...body, cartId: viewerCart })).statusCode).toBe(403);
    // Another company's customer id (404, the matrix); another person's cart (422 cart_unknown), another company's address (422).
    expect((await create(other.buyer.token, body)).statusCode).toBe(404);
    expect((await create(a.admin.token, body)).statusCode).toBe(422);
    expect((await create(a.buyer.token, { ...body, deliveryAddressId: other.delivery.id })).statusCode).toBe(422);
  });
});

describe('staff', () => {
  it("may read any subscription but not create one (orders go in a member buyer's name)", async () => {
    const agent = await createAgent(database);
    const sub = await createSubscription(a);
    expect((await get(sub.id, agent.token)).statusCode).toBe(200);
    const res = await create(agent.token, {
      customerId: a.company.id,
      cartId: await fillCart(agent, a.company.id),
      intervalWeeks: 1,
      firstDeliveryDate: openDate(),
      deliveryAddressId: a.delivery.id,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/subscription/{id} and POST /api/subscription/search', () => {
  it('shows a subscription to every member of its company and to nobody else', async () => {
    const sub = await createSubscription(a);
    for (const token of [a.buyer.token, a.viewer.token, a.admin.token]) {
      const res = await get(sub.id, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(sub.id);
    }
    expect((await get(sub.id, other.buyer.token)).statusCode).toBe(422);
    expect((await get(crypto.randomUUID(), a.buyer.token)).statusCode).toBe(422);
    expect((await get(sub.id)).statusCode).toBe(401);
    expect((await get('not-a-uuid', a.buyer.token)).statusCode).toBe(422);
  });

  it('searches by status and owner, paged', async () => {
    const c = await newCompany();
    const s1 = await createSubscription(c);
    const s2 = await createSubscription(c, {}, c.admin);
    const s3 = await createSubscription(c);
    expect((await end(s3.id, c.buyer.token)).statusCode).toBe(200);
    const all = await search(c.viewer.token, { customerId: c.company.id });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, skip: 0, take: 20 });
    expect(all.json().items.map((i: { id: string }) => i.id)).toEqual([s3.id, s2.id, s1.id]);
    expect(all.json().items[0]).toMatchObject({ lineCount: 1, deliveryAddress: { id: c.delivery.id } });
    const active = await search(c.buyer.token, { customerId: c.company.id, status: ['active'] });
    expect(active.json().items.map((i: { id: string }) => i.id)).toEqual([s2.id, s1.id]);
    const mine = await search(c.buyer.token, { customerId: c.company.id, contactId: c.buyer.contact.id });
    expect(mine.json().total).toBe(2);
    const page = await search(c.buyer.token, { customerId: c.company.id, skip: 1, take: 1 });
    expect(page.json()).toMatchObject({ total: 3, skip: 1, take: 1 });
    expect(page.json().items.map((i: { id: string }) => i.id)).toEqual([s2.id]);
  });

  it('answers search with 422 (bad fields), 401 and 404 across companies', async () => {
    expect((await search(a.buyer.token, { customerId: a.company.id, take: 0 })).statusCode).toBe(422);
    expect((await search(a.buyer.token, { customerId: a.company.id, status: ['gone'] })).statusCode).toBe(422);
    expect((await search(a.buyer.token, {})).statusCode).toBe(422);
    expect((await search(undefined, { customerId: a.company.id })).statusCode).toBe(401);
    expect((await search(other.buyer.token, { customerId: a.company.id })).statusCode).toBe(404);
  });
});

describe('POST /api/subscription/update', () => {
  it('changes interval, next date and delivery address', async () => {
    const sub = await createSubscription(a);
    const [second] = await db
      .insert(addresses)
      .values({
        companyId: a.company.id,
        type: 'delivery',
        name: 'Butikk',
        line1: 'Butikkveien 2',
        zipCode: '0160',
        city: 'Oslo',
        country: 'NO',
      })
      .returning();
    const next = openDate(5);
    const res = await update(a.admin.token, {
      id: sub.id,
      intervalWeeks: 4,
      nextDate: next,
      deliveryAddressId: second!.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ intervalWeeks: 4, nextDate: next, deliveryAddress: { id: second!.id } });
    expect(res.json().upcoming[1].scheduledDate).toBe(addDays(next, 28));
    const [tpl] = await db.select().from(carts).where(eq(carts.id, sub.cartId));
    expect(tpl!.deliveryAddressId).toBe(second!.id);
  });

  it('pauses, and resume moves a next date in the past forward on the same weekday', async () => {
    const sub = await createSubscription(a);
    const paused = await update(a.buyer.token, { id: sub.id, action: 'pause', reason: 'Holidays' });
    expect(paused.json()).toMatchObject({ status: 'paused', pausedReason: 'Holidays', upcoming: [] });
    // Weeks pass while paused.
    const past = addDays(sub.nextDate, -7 * 8);
    await db.update(subscriptions).set({ nextDate: past }).where(eq(subscriptions.id, sub.id));
    const resumed = await update(a.buyer.token, { id: sub.id, action: 'resume' });
    expect(resumed.statusCode).toBe(200);
    const { nextDate, status, pausedReason } = resumed.json();
    expect({ status, pausedReason }).toEqual({ status: 'active', pausedReason: null });
    expect(nextDate > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(isoWeekday(nextDate)).toBe(isoWeekday(past));
    expect((Date.parse(nextDate) - Date.parse(past)) % (7 * 86_400_000)).toBe(0);
  });

  it('answers 422 (bad fields, rules) and 403/404/401 as it should', async () => {
    const sub = await createSubscription(a);
    expect((await update(a.buyer.token, { id: sub.id })).statusCode).toBe(422);
    expect((await update(a.buyer.token, { id: sub.id, intervalWeeks: 0 })).statusCode).toBe(422);
    expect((await update(a.buyer.token, { id: sub.id, action: 'stop' })).statusCode).toBe(422);
    const weekend = await update(a.buyer.token, { id: sub.id, nextDate: weekendAfter(sub.nextDate) });
    expect(weekend.statusCode).toBe(422);
    expect(weekend.json().code).toBe('subscription_date_invalid');
    expect((await update(a.viewer.token, { id: sub.id, intervalWeeks: 3 })).statusCode).toBe(403);
    expect((await update(other.admin.token, { id: sub.id, intervalWeeks: 3 })).statusCode).toBe(422);
    expect((await update(a.buyer.token, { id: sub.id, deliveryAddressId: other.delivery.id })).statusCode).toBe(422);
    expect((await update(undefined, { id: sub.id, intervalWeeks: 3 })).statusCode).toBe(401);
    expect((await get(sub.id, a.buyer.token)).json().intervalWeeks).toBe(1);
    await end(sub.id, a.buyer.token);
    const ended = await update(a.buyer.token, { id: sub.id, action: 'resume' });
    expect(ended.statusCode).toBe(422);
    expect(ended.json().code).toBe('subscription_ended');
  });
});

describe('POST /api/subscription/{id}/update/carttemplate/{cartId}', () => {
  it("replaces the template's lines with the caller's cart", async () => {
    const sub = await createSubscription(a);
    const cartId = await fillCart(a.admin, a.company.id, [[skus.b, 7]]);
    const res = await template(sub.id, cartId, a.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines).toEqual([expect.objectContaining({ sku: skus.b, quantity: 7 })]);
    expect(res.json().cartId).toBe(sub.cartId);
    expect(await db.select().from(cartLines).where(eq(cartLines.cartId, cartId))).toHaveLength(1);
  });

  it('answers 422 for an empty cart, a cart in another company and an ended subscription', async () => {
    const sub = await createSubscription(a);
    const second = await newCompany();
    const both = await twoCompanyBuyer(a, second);
    const empty = await template(sub.id, await openCartId(both, a.company.id), both.token);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('cart_empty');
    const elsewhere = await template(sub.id, await fillCart(both, second.company.id), both.token);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().code).toBe('cart_not_in_company');
    await end(sub.id, a.buyer.token);
    const ended = await template(sub.id, await fillCart(a.buyer, a.company.id), a.buyer.token);
    expect(ended.json().code).toBe('subscription_ended');
  });

  it('answers 422 (a malformed id), 401, 403 and 404 across persons and companies', async () => {
    const sub = await createSubscription(a);
    const before = (await get(sub.id, a.buyer.token)).json().lines;
    const buyersCart = await fillCart(a.buyer, a.company.id);
    expect((await template(sub.id, 'x', a.buyer.token)).statusCode).toBe(422);
    expect((await template(sub.id, buyersCart)).statusCode).toBe(401);
    expect((await template(sub.id, await openCartId(a.viewer, a.company.id), a.viewer.token)).statusCode).toBe(403);
    // Another person's cart in the same company (422 cart_unknown); another company's subscription (422 subscription_unknown).
    expect((await template(sub.id, buyersCart, a.admin.token)).statusCode).toBe(422);
    expect((await template(sub.id, await fillCart(other.buyer, other.company.id), other.buyer.token)).statusCode).toBe(
      422,
    );
    expect((await get(sub.id, a.buyer.token)).json().lines).toEqual(before);
  });
});

describe('DELETE /api/subscription/{id}', () => {
  it('ends it with the reason and keeps it readable', async () => {
    const sub = await createSubscription(a);
    const res = await end(sub.id, a.admin.token, { reason: 'Moving to another supplier' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ended', endedReason: 'Moving to another supplier', upcoming: [] });
    expect(res.json().endedAt).toBeTruthy();
    expect((await get(sub.id, a.viewer.token)).json().status).toBe('ended');
    const again = await end(sub.id, a.admin.token);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('subscription_ended');
  });

  it('answers 422 (bad fields), 401, 403 and 404', async () => {
    const sub = await createSubscription(a);
    expect((await end(sub.id, a.buyer.token, {})).statusCode).toBe(422);
    expect((await end(sub.id, a.buyer.token, { reason: '' })).statusCode).toBe(422);
    expect((await end(sub.id, undefined)).statusCode).toBe(401);
    expect((await end(sub.id, a.viewer.token)).statusCode).toBe(403);
    expect((await end(sub.id, other.admin.token)).statusCode).toBe(422);
    expect((await get(sub.id, a.buyer.token)).json().status).toBe('active');
  });
});

describe('POST /api/order/future-deliveries', () => {
  const future = (token: string | undefined, body: object) => api.post('/api/order/future-deliveries', { token, body });

  it("lists the subscriptions' coming dates and the open orders, by date", async () => {
    const c = await newCompany();
    const sub = await createSubscription(c, { intervalWeeks: 2 });
    const paused = await createSubscription(c);
    await update(c.buyer.token, { id: paused.id, action: 'pause' });
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `EN-T-${crypto.randomUUID().slice(0, 8)}`,
        companyId: c.company.id,
        contactId: c.buyer.contact.id,
        department: 'OSLO',
        market: 'NO',
        currency: 'NOK',
        status: 'picking',
        requestedDeliveryDate: addDays(sub.nextDate, 1),
        net: 100,
        vat: [],
        gross: 125,
      })
      .returning();
    await db
      .insert(orders)
      .values({ ...order!, id: undefined, orderNumber: `${order!.orderNumber}-D`, status: 'delivered' });
    const res = await future(c.viewer.token, { customerId: c.company.id, count: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ kind: 'subscription', subscriptionId: sub.id, date: sub.nextDate }),
      expect.objectContaining({ kind: 'order', orderId: order!.id, orderStatus: 'picking' }),
      expect.objectContaining({ kind: 'subscription', scheduledDate: addDays(sub.nextDate, 14) }),
    ]);
    // Without customerId: the caller's only company.
    expect((await future(c.buyer.token, {})).json().customerId).toBe(c.company.id);
  });

  it('answers 422 (bad fields), 401, 404 across companies and 422 company_required', async () => {
    expect((await future(a.buyer.token, { customerId: a.company.id, count: 0 })).statusCode).toBe(422);
    expect((await future(undefined, { customerId: a.company.id })).statusCode).toBe(401);
    expect((await future(other.buyer.token, { customerId: a.company.id })).statusCode).toBe(404);
    const both = await twoCompanyBuyer(a, await newCompany());
    const res = await future(both.token, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('company_required');
  });
});

describe('POST /api/order/verify-deliverydates', () => {
  const verify = (query: string, o: Caller) => api.post(`/api/order/verify-deliverydates${query}`, o);

  it('answers a JSON file of the coming dates checked against the calendar', async () => {
    const sub = await createSubscription(a);
    const res = await verify(`?subscriptionId=${sub.id}`, { secret: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="subscription-dates-${sub.id}.json"`);
    const report = res.json();
    expect(report.subscriptions).toHaveLength(1);
    expect(report.subscriptions[0]).toMatchObject({ subscriptionId: sub.id, market: 'NO', zipCode: '0150' });
    expect(report.subscriptions[0].dates).toHaveLength(12);
    expect(report.subscriptions[0].dates[0]).toMatchObject({
      scheduledDate: sub.nextDate,
      deliveryDate: sub.nextDate,
      isScheduledDeliveryDay: true,
    });
    const all = await verify('', { secret: true });
    expect(all.statusCode).toBe(200);
    expect(all.json().subscriptions.map((s: { subscriptionId: string }) => s.subscriptionId)).toContain(sub.id);
  });

  it('shows where a holiday moves a period, with the holiday in the language asked', async () => {
    const sub = await createSubscription(a);
    await db.update(subscriptions).set({ nextDate: '2026-12-25' }).where(eq(subscriptions.id, sub.id));
    const res = await api.post(`/api/order/verify-deliverydates?subscriptionId=${sub.id}`, {
      secret: true,
      lang: 'en',
    });
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json().subscriptions[0].dates;
    expect(first).toMatchObject({
      scheduledDate: '2026-12-25',
      deliveryDate: '2026-12-28',
      weekday: 'monday',
      movedReason: 'holiday',
      isScheduledDeliveryDay: false,
      holiday: expect.stringMatching(/christmas/i),
      orderBefore: '2026-12-23T13:00:00.000Z',
    });
    expect(second).toMatchObject({ scheduledDate: '2027-01-01', deliveryDate: '2027-01-04', movedReason: 'holiday' });
  });

  it('answers 401, 403, 404 and 422 for bad fields and an ended subscription', async () => {
    const sub = await createSubscription(a);
    expect((await verify('?subscriptionId=nope', { secret: true })).statusCode).toBe(422);
    expect((await verify(`?subscriptionId=${sub.id}`, {})).statusCode).toBe(401);
    expect((await verify(`?subscriptionId=${sub.id}`, { token: a.admin.token })).statusCode).toBe(403);
    expect((await verify(`?subscriptionId=${crypto.randomUUID()}`, { secret: true })).statusCode).toBe(422);
    await end(sub.id, a.buyer.token);
    const ended = await verify(`?subscriptionId=${sub.id}`, { secret: true });
    expect(ended.statusCode).toBe(422);
    expect(ended.json().code).toBe('subscription_ended');
  });
});
