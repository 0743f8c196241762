// What an approver sees and may correct (docs/approvals.md): the month's spend against the limits on every request,
// and the cost centre, which the requester cannot change while the request is pending but the approver can.
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
import { approvalRequests, orders } from '../../db/schema';

const { app, database } = await createTestApp();
const db = database.db;
const category = await createCategory(database);
await createProduct(database, { category, variants: [{ sku: 'SPD-A', stock: 1000 }] });
await createPriceList(database, { prices: [{ sku: 'SPD-A', unitPrice: 10_000 }] });

const api = testClient(app, { lang: 'en' });

/** A company with two cost centres (one with its own address) and a buyer held over 150.00 per order. */
async function setUp() {
  const c = await createCompanyWithPeople(database);
  const delivery = await createDeliveryAddress(database, c.company.id);
  const lab = await createDeliveryAddress(database, c.company.id, { name: 'Lab', line1: 'Labveien 1' });
  const centre = async (body: object) => {
    const res = await api.post('/api/cost-centres', {
      token: c.admin.token,
      body: { customerId: c.company.id, ...body },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; code: string; name: string };
  };
  const kitchen = await centre({ code: 'K-1', name: 'Kitchen', perMonth: 900_000 });
  const lab1 = await centre({ code: 'L-1', name: 'Lab', deliveryAddressId: lab.id });
  const limits = await api.put(`/api/approvals/settings/contacts/${c.buyer.contact.id}`, {
    token: c.admin.token,
    body: {
      customerId: c.company.id,
      perOrder: 15_000,
      perMonth: 800_000,
      isApprover: false,
    },
  });
  expect(limits.statusCode).toBe(200);
  await api.put('/api/approvals/settings/company', {
    token: c.admin.token,
    body: {
      customerId: c.company.id,
      perOrder: null,
      perMonth: 5_000_000,
    },
  });
  return { ...c, delivery, lab, kitchen, lab1 };
}
type SetUp = Awaited<ReturnType<typeof setUp>>;

async function cartOf(c: SetUp, quantity: number, costCentreId: string) {
  const pid = c.buyer.contact.id;
  expect(
    (await api.post('/api/ardis/cart/addorderline', { token: c.buyer.token, body: { pid, sku: 'SPD-A', quantity } }))
      .statusCode,
  ).toBe(200);
  const meta = await api.post('/api/ardis/cart/updatemetadata', {
    token: c.buyer.token,
    body: {
      pid,
      costCentreId,
      deliveryAddressId: c.delivery.id,
      requestedDeliveryDate: deliveryDate(),
    },
  });
  expect(meta.statusCode).toBe(200);
}

async function pendingRequest(c: SetUp, costCentreId: string) {
  await cartOf(c, 2, costCentreId);
  const res = await api.post('/api/approvals', { token: c.buyer.token, body: { pid: c.buyer.contact.id } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string };
}

const orderOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe("the month's spend on every request", () => {
  it('approvers see the requester, the company and the cost centre against their monthly limits; others do not', async () => {
    const c = await setUp();
    // An order within the limit this month, on the kitchen's account.
    await cartOf(c, 1, c.kitchen.id);
    const placed = await api.post('/api/ardis/cart/createorder', {
      token: c.buyer.token,
      body: { pid: c.buyer.contact.id },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const spent = (await orderOf(placed.json().id ?? placed.json().orderId)).net;
    expect(spent).toBeGreaterThan(0);
    const request = await pendingRequest(c, c.kitchen.id);

    const list = await api.get(`/api/approvals?customerId=${c.company.id}&status=pending`, { token: c.admin.token });
    expect(list.statusCode).toBe(200);
    const [row] = list.json().items;
    expect(row).toMatchObject({
      id: request.id,
      costCentre: { id: c.kitchen.id, code: 'K-1', name: 'Kitchen' },
      spend: {
        requester: { spentThisMonth: spent, perMonth: 800_000 },
        company: { spentThisMonth: spent, perMonth: 5_000_000 },
        costCentre: { spentThisMonth: spent, perMonth: 900_000 },
      },
    });
    const one = await api.get(`/api/approvals/${request.id}`, { token: c.admin.token });
    expect(one.json().spend).toEqual(row.spend);
    // The requester sees the centre of their request, not the spend figures.
    const own = (await api.get(`/api/approvals?customerId=${c.company.id}`, { token: c.buyer.token })).json();
    expect(own.items[0]).toMatchObject({ costCentre: { code: 'K-1' }, spend: null });
    expect((await api.get(`/api/approvals/${request.id}`, { token: c.buyer.token })).json().spend).toBeNull();
  });
});

describe('the cost centre of a pending request', () => {
  it('is frozen for the requester; the approver can put another one on the order when approving', async () => {
    const c = await setUp();
    const request = await pendingRequest(c, c.kitchen.id);
    // The requester's open cart is a new one: changing its centre does not touch the request.
    await api.post('/api/ardis/cart/updatemetadata', {
      token: c.buyer.token,
      body: {
        pid: c.buyer.contact.id,
        costCentreId: c.lab1.id,
      },
    });
    expect((await api.get(`/api/approvals/${request.id}`, { token: c.buyer.token })).json().costCentre.code).toBe(
      'K-1',
    );

    const stranger = await setUp();
    const foreign = await api.post(`/api/approvals/${request.id}/approve`, {
      token: c.admin.token,
      body: {
        costCentreId: stranger.kitchen.id,
      },
    });
    expect(foreign.statusCode).toBe(404);
    await api.patch(`/api/cost-centres/${c.lab1.id}`, {
      token: c.admin.token,
      body: { customerId: c.company.id, isActive: false },
    });
    const inactive = await api.post(`/api/approvals/${request.id}/approve`, {
      token: c.admin.token,
      body: {
        costCentreId: c.lab1.id,
      },
    });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().code).toBe('cost_centre_inactive');
    expect(
      (await api.post(`/api/approvals/${request.id}/approve`, { token: c.admin.token, body: { costCentreId: 'x' } }))
        .statusCode,
    ).toBe(400);
    const [still] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, request.id));
    expect(still!.status).toBe('pending');

    await api.patch(`/api/cost-centres/${c.lab1.id}`, {
      token: c.admin.token,
      body: { customerId: c.company.id, isActive: true },
    });
    const approved = await api.post(`/api/approvals/${request.id}/approve`, {
      token: c.admin.token,
      body: {
        comment: 'On the lab',
        costCentreId: c.lab1.id,
      },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'ordered', costCentre: { id: c.lab1.id } });
    const order = await orderOf(approved.json().orderId);
    expect(order.costCentre).toEqual({ id: c.lab1.id, code: 'L-1', name: 'Lab' });
    // The lab's own delivery address comes with it, as in the cart.
    expect((order.deliveryAddress as { id: string }).id).toBe(c.lab.id);
  });

  it('a centre taken out of use while pending blocks approval until the approver names another', async () => {
    const c = await setUp();
    const request = await pendingRequest(c, c.kitchen.id);
    await api.patch(`/api/cost-centres/${c.kitchen.id}`, {
      token: c.admin.token,
      body: {
        customerId: c.company.id,
        isActive: false,
      },
    });
    const blocked = await api.post(`/api/approvals/${request.id}/approve`, { token: c.admin.token, body: {} });
    expect(blocked.statusCode).toBe(422);
    expect(JSON.stringify(blocked.json())).toContain('cost_centre_inactive');
    const approved = await api.post(`/api/approvals/${request.id}/approve`, {
      token: c.admin.token,
      body: {
        costCentreId: c.lab1.id,
      },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await orderOf(approved.json().orderId)).costCentre).toMatchObject({ code: 'L-1' });
  });
});

describe('reorders go through the same rules', () => {
  it('Order again and a shopping list put in the cart are held at checkout over a limit', async () => {
    const c = await setUp();
    const pid = c.buyer.contact.id;
    await cartOf(c, 1, c.kitchen.id);
    const placed = await api.post('/api/ardis/cart/createorder', { token: c.buyer.token, body: { pid } });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json() as { id: string; department: string };
    const held = async () => {
      const cart = (await api.get(`/api/ardis/cart?pid=${pid}&initCheckout=true`, { token: c.buyer.token })).json();
      return cart.checkout.problems.some((p: { code: string }) => p.code === 'approval_required');
    };
    // Order again twice: 2 × 100.00 is over the buyer's 150.00 per order.
    const reorder = () =>
      api.post('/api/ardis/order/reorder', {
        token: c.buyer.token,
        body: {
          pid,
          customerId: c.company.id,
          orderId: order.id,
          department: order.department,
        },
      });
    expect((await reorder()).statusCode).toBe(200);
    expect(await held()).toBe(false);
    expect((await reorder()).statusCode).toBe(200);
    expect(await held()).toBe(true);
    await api.post('/api/ardis/cart/updatemetadata', {
      token: c.buyer.token,
      body: {
        pid,
        deliveryAddressId: c.delivery.id,
        requestedDeliveryDate: deliveryDate(),
      },
    });
    const refused = await api.post('/api/ardis/cart/createorder', { token: c.buyer.token, body: { pid } });
    expect(refused.json().code).toBe('approval_required');

    // Emptied, then a list of 2 goes in the same way.
    await api.post('/api/ardis/cart/updateorderline', {
      token: c.buyer.token,
      body: { pid, sku: 'SPD-A', quantity: 0 },
    });
    expect(await held()).toBe(false);
    const list = (
      await api.post('/api/shoppinglist/create', {
        token: c.buyer.token,
        body: { customerId: c.company.id, name: 'Weekly' },
      })
    ).json();
    await api.post(`/api/shoppinglist/${list.id}/lines`, { token: c.buyer.token, body: { sku: 'SPD-A', quantity: 2 } });
    expect(
      (await api.post(`/api/shoppinglist/${list.id}/to-cart`, { token: c.buyer.token, body: { pid } })).statusCode,
    ).toBe(200);
    expect(await held()).toBe(true);
  });
});
