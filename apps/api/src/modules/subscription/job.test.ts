import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { subscriptionFixtures } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import {
  companies,
  companyContacts,
  mailOutbox,
  orders,
  subscriptionRuns,
  subscriptions,
  variants,
} from '../../db/schema';
import { parseEnv } from '../../env';
import { addDays } from '../../lib/dates';
import { forgetPrincipal } from '../auth';
import { runDueSubscriptions, subscriptionJob } from './job';
import { ORDER_WINDOW_MS, orderCutOff, periodDate } from './schedule';

const ctx = await createTestApp();
const { database } = ctx;
const db = database.db;
const api = testClient(ctx.app);
const { skus, newCompany, fillCart, createSubscription } = await subscriptionFixtures(ctx, 'SUBJ');

const place = { market: 'NO', zipCode: '0150' };
const HOUR = 3600_000;
/** Every variant has lead time 1 (the factory's default), so the cut-off is 14:00 two working days before. */
const cutOffOf = (scheduledDate: string) => orderCutOff(place, periodDate(place, scheduledDate).deliveryDate, 1);
/** An instant inside the order window of the period scheduled on a date. */
const dueAt = (scheduledDate: string) => new Date(cutOffOf(scheduledDate).getTime() - HOUR);

const ordersOf = (subscriptionId: string) =>
  db.select().from(orders).where(eq(orders.subscriptionId, subscriptionId)).orderBy(asc(orders.createdAt));
const runsOf = (subscriptionId: string) =>
  db
    .select()
    .from(subscriptionRuns)
    .where(eq(subscriptionRuns.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionRuns.scheduledDate));
const subOf = async (id: string) => (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

// Every test's job runs see only its own subscriptions.
afterEach(async () => {
  await db.update(subscriptions).set({ status: 'ended' }).where(eq(subscriptions.status, 'active'));
  await db.update(subscriptions).set({ status: 'ended' }).where(eq(subscriptions.status, 'paused'));
});

describe('runDueSubscriptions', () => {
  it('places the due order once, keeps the template and queues the confirmation mail', async () => {
    const c = await newCompany();
    const sub = await createSubscription(c, { name: 'Kaffe' });
    // Before the window opens: nothing.
    const early = new Date(cutOffOf(sub.nextDate).getTime() - ORDER_WINDOW_MS - HOUR);
    expect(await runDueSubscriptions(db, { now: early })).toMatchObject({ ordered: 0, failed: 0, skipped: 0 });
    expect(await ordersOf(sub.id)).toEqual([]);

    const now = dueAt(sub.nextDate);
    expect(await runDueSubscriptions(db, { now })).toMatchObject({ ordered: 1, failed: 0, skipped: 0 });
    const [order, ...more] = await ordersOf(sub.id);
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      companyId: c.company.id,
      contactId: c.buyer.contact.id,
      cartId: sub.cartId,
      status: 'confirmed',
      requestedDeliveryDate: sub.nextDate,
      deliveryAddress: expect.objectContaining({ id: c.delivery.id }),
    });
    expect(await runsOf(sub.id)).toEqual([
      expect.objectContaining({
        scheduledDate: sub.nextDate,
        deliveryDate: sub.nextDate,
        status: 'ordered',
        orderId: order!.id,
      }),
    ]);
    expect((await subOf(sub.id)).nextDate).toBe(addDays(sub.nextDate, 7));
    const view = await api.get(`/api/subscription/${sub.id}`, { token: c.buyer.token });
    expect(view.json().lines).toHaveLength(1); // the template keeps its lines
    expect(view.json().runs[0]).toMatchObject({ status: 'ordered', orderId: order!.id });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, c.buyer.contact.email));
    expect(mails).toEqual([expect.objectContaining({ template: 'subscription-order-placed' })]);
    expect(mails[0]!.text).toContain(order!.orderNumber);
    expect(mails[0]!.subject).toContain(order!.orderNumber);

    // Running again (a retry, a second tick) places nothing more.
    expect(await runDueSubscriptions(db, { now })).toMatchObject({ ordered: 0, failed: 0, skipped: 0 });
    expect(await runDueSubscriptions(db, { now: new Date(now.getTime() + 30 * 60_000) })).toMatchObject({ ordered: 0 });
    expect(await ordersOf(sub.id)).toHaveLength(1);
  });

  it('fails the period with the credit reason when the company has no invoice credit left (issue 14 §3)', async () => {
    const c = await newCompany();
    const sub = await createSubscription(c);
    await db.update(companies).set({ creditLimit: 0 }).where(eq(companies.id, c.company.id));
    expect(await runDueSubscriptions(db, { now: dueAt(sub.nextDate) })).toMatchObject({ ordered: 0, failed: 1 });
    expect(await ordersOf(sub.id)).toEqual([]);
    expect(await runsOf(sub.id)).toEqual([
      expect.objectContaining({ status: 'failed', reason: 'card_payment_required' }),
    ]);
  });

  it('places exactly one order per period when two workers run at once', async () => {
    const c = await newCompany();
    const other = await newCompany();
    const subs = [
      await createSubscription(c),
      await createSubscription(c, {}, c.admin),
      await createSubscription(other),
    ];
    const now = dueAt(subs[0]!.nextDate);
    for (const sub of subs) expect(sub.nextDate).toBe(subs[0]!.nextDate);
    const results = await Promise.all([runDueSubscriptions(db, { now }), runDueSubscriptions(db, { now })]);
    expect(results[0]!.ordered + results[1]!.ordered).toBe(3);
    for (const sub of subs) {
      expect(await ordersOf(sub.id)).toHaveLength(1);
      expect(await runsOf(sub.id)).toEqual([expect.objectContaining({ status: 'ordered' })]);
      expect((await subOf(sub.id)).nextDate).toBe(addDays(sub.nextDate, 7));
    }
    // And once more, concurrently, after they ran.
    const again = await Promise.all([runDueSubscriptions(db, { now }), runDueSubscriptions(db, { now })]);
    expect(again[0]!.ordered + again[1]!.ordered).toBe(0);
  });

  it('never orders a period twice, even when next_date points back at a handled period', async () => {
    const c = await newCompany();
    const sub = await createSubscription(c);
    const now = dueAt(sub.nextDate);
    await runDueSubscriptions(db, { now });
    // As if a crashed or restored worker had left next_date behind: the run row still holds the period.
    await db.update(subscriptions).set({ nextDate: sub.nextDate }).where(eq(subscriptions.id, sub.id));
    expect(await runDueSubscriptions(db, { now })).toMatchObject({ ordered: 0 });
    expect(await ordersOf(sub.id)).toHaveLength(1);
    expect((await subOf(sub.id)).nextDate).toBe(addDays(sub.nextDate, 7));
  });

  it('after a crash mid-run (before commit) leaves no trace, and the next run orders once', async () => {
    const c = await newCompany();
    const sub = await createSubscription(c);
    const now = dueAt(sub.nextDate);
    const errors: object[] = [];
    // The worker dies right after writing the order, inside the transaction: the logger throws there.
    const crashing = {
      info: (_o: object, msg?: string) => {
        if (msg === 'subscription order placed') throw new Error('worker killed');
      },
      error: (o: object) => errors.push(o),
    };
    expect(await runDueSubscriptions(db, { now, log: crashing })).toMatchObject({ ordered: 0 });
    expect(errors).toHaveLength(1);
    expect(await ordersOf(sub.id)).toEqual([]);
    expect(await runsOf(sub.id)).toEqual([]);
    expect((await subOf(sub.id)).nextDate).toBe(sub.nextDate);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, c.buyer.contact.email));
    expect(mails).toEqual([]);
    expect(await runDueSubscriptions(db, { now })).toMatchObject({ ordered: 1 });
    expect(await runDueSubscriptions(db, { now })).toMatchObject({ ordered: 0 });
    expect(await ordersOf(sub.id)).toHaveLength(1);
  });

  it('after downtime records the missed periods and orders only the current one', async () => {
    const c = await newCompany();
    const sub = await createSubscription(c);
    const now = dueAt(addDays(sub.nextDate, 14));
    expect(await runDueSubscriptions(db, { now })).toMatchObject({ ordered: 1, skipped: 2 });
    expect((await runsOf(sub.id)).map((r) => [r.scheduledDate, r.status, r.reason])).toEqual([
      [sub.nextDate, 'skipped', 'missed'],
      [addDays(sub.nextDate, 7), 'skipped', 'missed'],
      [addDays(sub.nextDate, 14), 'ordered', null],
    ]);
    const placed = await ordersOf(sub.id);
    expect(placed.map((o) => o.requestedDeliveryDate)).toEqual([addDays(sub.nextDate, 14)]);
    expect((await subOf(sub.id)).nextDate).toBe(addDays(sub.nextDate, 21));
  });

  it('moves a delivery off a public holiday (Christmas Day) to the next route day', async () => {
    const c = await newCompany();
    const sub = await createSubscription(c);
    await db.update(subscriptions).set({ nextDate: '2026-12-25' }).where(eq(subscriptions.id, sub.id));
    const period = periodDate(place, '2026-12-25');
    expect(period).toMatchObject({ deliveryDate: '2026-12-28', movedReason: 'holiday' });
    expect(await runDueSubscriptions(db, { now: dueAt('2026-12-25') })).toMatchObject({ ordered: 1 });
    const [order] = await ordersOf(sub.id);
    expect(order!.requestedDeliveryDate).toBe('2026-12-28');
    expect(await runsOf(sub.id)).toEqual([
      expect.objectContaining({ scheduledDate: '2026-12-25', deliveryDate: '2026-12-28', status: 'ordered' }),
    ]);
    // The rhythm stays on the scheduled weekday.
    expect((await subOf(sub.id)).nextDate).toBe('2027-01-01');
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, c.buyer.contact.email));
    expect(mail!.text).toMatch(/flyttet fra/);
  });

  it('records a refused order as failed with its reason and moves on to the next period', async () => {
    const c = await newCompany();
    const sub = await createSubscription(c);
    const cartId = await fillCart(c.admin, c.company.id, [[skus.gone, 3]]);
    expect(
      (await api.post(`/api/subscription/${sub.id}/update/carttemplate/${cartId}`, { token: c.admin.token }))
        .statusCode,
    ).toBe(200);
    await db.update(variants).set({ isActive: false }).where(eq(variants.sku, skus.gone));
    try {
      expect(await runDueSubscriptions(db, { now: dueAt(sub.nextDate) })).toMatchObject({ ordered: 0, failed: 1 });
      expect(await ordersOf(sub.id)).toEqual([]);
      const [run] = await runsOf(sub.id);
      expect(run).toMatchObject({
        scheduledDate: sub.nextDate,
        status: 'failed',
        reason: 'checkout_blocked',
        orderId: null,
      });
      expect(JSON.stringify(run!.detail)).toContain('sku_not_available');
      expect(await subOf(sub.id)).toMatchObject({ status: 'active', nextDate: addDays(sub.nextDate, 7) });
      const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, c.buyer.contact.email));
      expect(mails).toEqual([expect.objectContaining({ template: 'subscription-order-failed' })]);
    } finally {
      await db.update(variants).set({ isActive: true }).where(eq(variants.sku, skus.gone));
    }
    // Once the product is back, the next period is ordered as usual.
    expect(await runDueSubscriptions(db, { now: dueAt(addDays(sub.nextDate, 7)) })).toMatchObject({ ordered: 1 });
    expect(await ordersOf(sub.id)).toHaveLength(1);
  });

  it('pauses instead of ordering when the owner lost the buyer role', async () => {
    const c = await newCompany();
    const sub = await createSubscription(c);
    await db
      .update(companyContacts)
      .set({ role: 'viewer' })
      .where(and(eq(companyContacts.companyId, c.company.id), eq(companyContacts.contactId, c.buyer.contact.id)));
    forgetPrincipal(c.buyer.contact.id);
    expect(await runDueSubscriptions(db, { now: dueAt(sub.nextDate) })).toMatchObject({ ordered: 0, paused: 1 });
    expect(await ordersOf(sub.id)).toEqual([]);
    expect(await subOf(sub.id)).toMatchObject({
      status: 'paused',
      pausedReason: 'owner_lost_access',
      nextDate: sub.nextDate,
    });
  });

  it('runs as a JobDefinition with the context clock', async () => {
    const c = await newCompany();
    const sub = await createSubscription(c);
    const logs: string[] = [];
    const log = { info: (_o: object, msg?: string) => logs.push(msg ?? ''), error: () => {} };
    const env = parseEnv({ NODE_ENV: 'test', SHOP_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' });
    const result = await subscriptionJob.run({
      database,
      env,
      log: log as never,
      now: () => dueAt(sub.nextDate),
    });
    expect(result).toMatchObject({ ordered: 1 });
    expect(logs).toContain('subscription order placed');
    expect(subscriptionJob.cron).toBe('*/15 * * * *');
  });
});
