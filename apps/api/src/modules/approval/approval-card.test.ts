// Card payment of an approved request: never before the approval, through a pay link after it (docs/approvals.md).
// Over real HTTP with the Nets stand-in beside the API, like the payment module's own tests.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createCategory,
  createCompanyWithPeople,
  createDeliveryAddress,
  createPriceList,
  createProduct,
} from '../../../test/factories';
import { createTestAppWithNets } from '../../../test/helper';
import { approvalRequests, orders } from '../../db/schema';
import { nextDeliveryDates } from '../delivery/calendar';

const NETS_KEY = 'test-nets-secret-key-0002';
const { app, database, nets } = await createTestAppWithNets({
  secretKey: NETS_KEY,
  webhookAuthorization: 'testWebhookAuth2026',
});
const db = database.db;

const category = await createCategory(database);
await createProduct(database, { category, variants: [{ sku: 'APC-A', stock: 500 }] });
await createPriceList(database, { prices: [{ sku: 'APC-A', unitPrice: 10_000 }] });

const api = testClient(app);

async function pay(hostedPaymentPageUrl: string) {
  const html = await (await fetch(hostedPaymentPageUrl)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  return fetch(new URL(action!, hostedPaymentPageUrl), {
    method: 'POST',
    body: new URLSearchParams({ cardNumber: '4925000000000004', expiry: '12/39', cvc: '123' }),
    redirect: 'manual',
  });
}

describe('approval paid by card', () => {
  it('refuses the card payment before approval, and makes the order from the pay link after it', async () => {
    const c = await createCompanyWithPeople(database, { creditLimit: 0 });
    const delivery = await createDeliveryAddress(database, c.company.id);
    const pid = c.buyer.contact.id;
    await api.put(`/api/approvals/settings/contacts/${pid}`, {
      token: c.admin.token,
      body: {
        customerId: c.company.id,
        perOrder: 1_000,
        perMonth: null,
        isApprover: false,
      },
    });
    await api.post('/api/ardis/cart/addorderline', { token: c.buyer.token, body: { pid, sku: 'APC-A', quantity: 1 } });
    const date = nextDeliveryDates({ market: 'NO', zipCode: '0150', now: new Date(), leadTimeDays: 1, count: 5 })[4]!
      .date;
    await api.post('/api/ardis/cart/updatemetadata', {
      token: c.buyer.token,
      body: {
        pid,
        deliveryAddressId: delivery.id,
        requestedDeliveryDate: date,
      },
    });

    // Never before approval: the open cart cannot be paid while it needs an approver.
    const early = await api.post(`/carts/${pid}/payment-providers/nets`, { token: c.buyer.token, body: {} });
    expect(early.statusCode).toBe(422);
    expect(early.json().problems.map((p: { code: string }) => p.code)).toContain('approval_required');

    const request = (
      await api.post('/api/approvals', { token: c.buyer.token, body: { pid, paymentMethod: 'card' } })
    ).json();
    const notYet = await api.post(`/api/approvals/${request.id}/card-payment`, { token: c.buyer.token, body: {} });
    expect(notYet.json().code).toBe('approval_not_pending');
    expect(
      (await api.post(`/api/approvals/${request.id}/approve`, { token: c.admin.token, body: {} })).json().status,
    ).toBe('approved');
    expect(
      (await api.post(`/api/approvals/${request.id}/card-payment`, { token: c.admin.token, body: {} })).statusCode,
    ).toBe(404);

    const started = await api.post(`/api/approvals/${request.id}/card-payment`, { token: c.buyer.token, body: {} });
    expect(started.statusCode).toBe(200);
    const tx = started.json();
    expect(tx.amount).toBe(request.gross);
    expect((await pay(tx.hostedPaymentPageUrl)).status).toBe(303);
    await nets.settled();
    const made = await api.post(`/carts/${pid}/payment-providers/nets/${tx.transactionId}/create-order`, {
      token: c.buyer.token,
      body: {},
    });
    expect(made.statusCode).toBe(200);
    const orderId = made.json().orderId;
    expect(orderId).toBeTruthy();
    const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, request.id));
    expect(row).toMatchObject({ status: 'ordered', orderId });
    const [counted] = await db.select({ n: count() }).from(orders).where(eq(orders.companyId, c.company.id));
    expect(counted!.n).toBe(1);
  });
});
