import type { Db } from '../../db';
import { webOriginOf } from '../../env';
import type { Person } from '../../lib/access';
import { addDays, marketToday } from '../../lib/dates';
import { AppError, errorMessage } from '../../lib/errors';
import type { JobDefinition } from '../../lib/jobs';
import { loadPrincipal } from '../auth';
import { placeOrder, requestForSubscription } from '../checkout';
import { mailLanguage } from '../customer';
import { useStoredTables } from '../delivery';
import { queueMail } from '../mail';
import { subscriptionFailedMail, subscriptionOrderMail } from './mail';
import * as repo from './repository';
import { nextScheduled, ORDER_WINDOW_MS, orderCutOff, periodDate } from './schedule';

type Log = { info: (obj: object, msg?: string) => void; error: (obj: object, msg?: string) => void };

export type RunSummary = { ordered: number; failed: number; skipped: number; paused: number; busy: number };

/** Thrown inside a run's transaction when the owner must first be loaded (outside it). */
class NeedOwner extends Error {}

/** Candidates are active subscriptions whose next date is this close; the window is checked exactly per row. */
const CANDIDATE_DAYS = 60;
/** A subscription never handles more periods than this in one run (a long outage of a weekly one). */
const MAX_PERIODS_PER_RUN = 60;

/**
 * The owner as the person orders are placed for, or null when they may no longer order for the company
 * (deactivated, left it, or now a viewer). Staff rights are not carried over: the owner's own role counts.
 */
async function ownerAsPerson(
  db: Db,
  sub: { id: string; contactId: string; companyId: string },
): Promise<Person | null> {
  const principal = await loadPrincipal(db, sub.contactId);
  if (!principal?.isActive) return null;
  const companies = new Map(principal.memberships.map((m) => [m.companyId, m.role]));
  const role = companies.get(sub.companyId);
  if (role !== 'buyer' && role !== 'admin') return null;
  return { kind: 'person', contactId: sub.contactId, familyId: `subscription:${sub.id}`, staffRole: null, companies };
}

/**
 * Handles one subscription in one transaction: claims it (FOR UPDATE SKIP LOCKED; a row another worker holds is
 * left to it), records every period whose cut-off has passed as skipped 'missed', places the order of the period
 * whose window is open (a savepoint, so a refused order is recorded as failed instead), and moves `next_date` on.
 * The unique (subscription, scheduled date) run row makes a period happen once even if the lock were lost.
 */
async function runOne(
  db: Db,
  id: string,
  options: { now: Date; log: Log | undefined; owners: Map<string, Person | null>; webOrigin: string },
): Promise<RunSummary> {
  const { now, log, owners } = options;
  // Counted per attempt: a rolled-back attempt (NeedOwner, an error) counts nothing.
  const summary: RunSummary = { ordered: 0, failed: 0, skipped: 0, paused: 0, busy: 0 };
  await db.transaction(async (tx) => {
    const sub = await repo.claimActive(tx, id);
    if (!sub) {
      summary.busy++;
      return;
    }
    const address = await repo.findAddress(tx, sub.deliveryAddressId);
    let nextDate = sub.nextDate;
    // Pausing records no run: resume moves a next date that has passed forward (docs/subscriptions.md).
    const pause = async (reason: string) => {
      summary.paused++;
      await repo.updateSubscription(tx, sub.id, { status: 'paused', pausedReason: reason, nextDate });
      log?.info({ subscriptionId: sub.id, reason }, 'subscription paused');
    };
    if (!address || address.deletedAt) {
      await pause('delivery_address_invalid');
      return;
    }
    const place = { market: address.country, zipCode: address.zipCode };
    const lead = await repo.leadTimeOf(tx, sub.cartId);

    for (let i = 0; i < MAX_PERIODS_PER_RUN; i++) {
      let period: ReturnType<typeof periodDate>;
      let cutOff: Date;
      try {
        period = periodDate(place, nextDate);
        cutOff = orderCutOff(place, period.deliveryDate, lead);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await pause(error.code);
        return;
      }
      if (now.getTime() < cutOff.getTime() - ORDER_WINDOW_MS) break; // not due yet
      const scheduledDate = nextDate;
      nextDate = nextScheduled(nextDate, sub.intervalWeeks);
      const base = { subscriptionId: sub.id, scheduledDate, deliveryDate: period.deliveryDate };
      if (now.getTime() >= cutOff.getTime()) {
        // Catch-up rule: a period whose cut-off passed while nobody ran is not ordered late, only recorded.
        if (await repo.claimRun(tx, { ...base, status: 'skipped', reason: 'missed' })) summary.skipped++;
        continue;
      }
      // PGlite has one connection: the owner is loaded outside this transaction, then the run is retried.
      if (!owners.has(sub.id)) throw new NeedOwner();
      const owner = owners.get(sub.id);
      if (!owner) {
        nextDate = scheduledDate;
        await pause('owner_lost_access');
        return;
      }
      const runId = await repo.claimRun(tx, { ...base, status: 'failed', reason: 'pending' });
      if (!runId) continue; // already handled (a run row exists): never a second order
      const contact = await repo.findContact(tx, sub.contactId);
      const lang = mailLanguage(contact?.locale);
      try {
        const orderId = await tx.transaction(async (sp) =>
          placeOrder(sp as unknown as Db, {
            caller: owner,
            cartId: sub.cartId,
            lang,
            requestedDeliveryDate: period.deliveryDate,
            subscriptionId: sub.id,
            emptyCart: false,
            now,
          }),
        );
        await repo.updateRun(tx, runId, { status: 'ordered', reason: null, orderId });
        const order = await repo.findOrderNumber(tx, orderId);
        if (contact && order) {
          const mail = subscriptionOrderMail({
            lang,
            firstName: contact.firstName,
            subscriptionName: sub.name,
            orderNumber: order.orderNumber,
            deliveryDate: period.deliveryDate,
            movedFrom: period.movedReason ? scheduledDate : null,
            gross: order.gross,
            currency: order.currency,
          });
          await queueMail(tx, { to: contact.email, ...mail });
        }
        summary.ordered++;
        log?.info({ subscriptionId: sub.id, scheduledDate, orderId }, 'subscription order placed');
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === 'approval_required') {
          // Same rules as any order: the period waits for an approver; approving places it (docs/approvals.md).
          const request = await requestForSubscription(tx, {
            owner,
            cartId: sub.cartId,
            subscriptionId: sub.id,
            deliveryDate: period.deliveryDate,
            lang,
            now,
            links: { webOrigin: options.webOrigin },
          });
          await repo.updateRun(tx, runId, {
            status: 'skipped',
            reason: 'approval_requested',
            detail: { approvalId: request.id },
          });
          summary.skipped++;
          log?.info(
            { subscriptionId: sub.id, scheduledDate, approvalId: request.id },
            'subscription order sent for approval',
          );
          continue;
        }
        // Failure rule: the period is recorded as failed with its reason and the subscription moves on.
        await repo.updateRun(tx, runId, { status: 'failed', reason: error.code, detail: error.extra ?? {} });
        if (contact) {
          const mail = subscriptionFailedMail({
            lang,
            firstName: contact.firstName,
            subscriptionName: sub.name,
            deliveryDate: period.deliveryDate,
            reason: errorMessage(error.code, lang),
          });
          await queueMail(tx, { to: contact.email, ...mail });
        }
        summary.failed++;
        log?.info({ subscriptionId: sub.id, scheduledDate, code: error.code }, 'subscription order failed');
      }
    }
    if (nextDate !== sub.nextDate) await repo.updateSubscription(tx, sub.id, { nextDate });
  });
  return summary;
}

/**
 * Places the order of every subscription period that is due at `now`, exactly once per period, safe to run
 * concurrently on several workers and again after a crash (docs/subscriptions.md has the rules).
 */
export async function runDueSubscriptions(
  db: Db,
  options: { now?: Date; log?: Log; webOrigin?: string } = {},
): Promise<RunSummary> {
  const now = options.now ?? new Date();
  const summary: RunSummary = { ordered: 0, failed: 0, skipped: 0, paused: 0, busy: 0 };
  const until = addDays(marketToday('NO', now), CANDIDATE_DAYS);
  const owners = new Map<string, Person | null>();
  for (const candidate of await repo.listDueCandidates(db, until)) {
    const run = async () => {
      const done = await runOne(db, candidate.id, {
        now,
        log: options.log,
        owners,
        webOrigin: options.webOrigin ?? webOriginOf({ WEB_PORT: 3000 }),
      });
      for (const key of Object.keys(summary) as (keyof RunSummary)[]) summary[key] += done[key];
    };
    try {
      try {
        await run();
      } catch (error) {
        if (!(error instanceof NeedOwner)) throw error;
        owners.set(candidate.id, await ownerAsPerson(db, candidate));
        await run();
      }
    } catch (error) {
      // One broken subscription must not stop the others; its transaction rolled back and is retried next run.
      options.log?.error({ err: error, subscriptionId: candidate.id }, 'subscription run failed');
    }
  }
  return summary;
}

/** Every 15 minutes: the order window of a period is 72 hours, so a few missed runs lose nothing. */
export const subscriptionJob: JobDefinition = {
  name: 'run-due-subscriptions',
  cron: '*/15 * * * *',
  run: async (ctx) => {
    await useStoredTables(ctx.database.db); // the delivery tables as stored now (docs/delivery.md)
    return runDueSubscriptions(ctx.database.db, { now: ctx.now(), log: ctx.log, webOrigin: webOriginOf(ctx.env) });
  },
};
