// Subscriptions go through the same approval rules: a period over the owner's limit waits for an approver, and
// approving it places the subscription's order for that period (docs/approvals.md).
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { subscriptionFixtures } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { approvalRequests, carts, orders, subscriptionRuns } from '../../db/schema';
import { runDueSubscriptions } from '../subscription/job';
import { orderCutOff, periodDate } from '../subscription/schedule';

const ctx = await createTestApp();
const db = ctx.database.db;
const api = testClient(ctx.app);
const { newCompany, createSubscription } = await subscriptionFixtures(ctx, 'APRS');

const place = { market: 'NO', zipCode: '0150' };
const dueAt = (scheduledDate: string) =>
  new Date(orderCutOff(place, periodDate(place, scheduledDate).deliveryDate, 1).getTime() - 3600_000);

describe('a subscription over the limit', () => {
  it('sends the period for approval once, and approval places the period order', async () => {
    const c = await newCompany();
    const sub = await createSubscription(c);
    const limits = await api.put(`/api/approvals/settings/contacts/${c.buyer.contact.id}`, {
      token: c.admin.token,
      body: { customerId: c.company.id, perOrder: 1_000, perMonth: null, isApprover: false },
    });
    expect(limits.statusCode).toBe(200);

    const now = dueAt(sub.nextDate);
    expect(await runDueSubscriptions(db, { now })).toMatchObject({ ordered: 0, failed: 0, skipped: 1 });
    // A second run in the same window changes nothing (the period has its run row).
    expect(await runDueSubscriptions(db, { now })).toMatchObject({ ordered: 0, failed: 0 });
    const runs = await db
      .select()
      .from(subscriptionRuns)
      .where(eq(subscriptionRuns.subscriptionId, sub.id))
      .orderBy(asc(subscriptionRuns.scheduledDate));
    expect(runs[0]).toMatchObject({ status: 'skipped', reason: 'approval_requested' });
    const requests = await db.select().from(approvalRequests).where(eq(approvalRequests.subscriptionId, sub.id));
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.contactId).toBe(c.buyer.contact.id);
    const [frozen] = await db.select().from(carts).where(eq(carts.id, request.cartId));
    expect(frozen!.requestedDeliveryDate).toBe(periodDate(place, sub.nextDate).deliveryDate);

    const res = await api.post(`/api/approvals/${request.id}/approve`, { token: c.admin.token, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(order).toMatchObject({ subscriptionId: sub.id, contactId: c.buyer.contact.id });
    // The template keeps its lines.
    const [template] = await db.select().from(carts).where(eq(carts.id, sub.cartId));
    expect(template!.status).toBe('open');
  });
});
