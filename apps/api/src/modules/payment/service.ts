import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import { type Env, webOriginOf } from '../../env';
import {
  asProblem,
  type NetsClient,
  NetsError,
  type NetsSummary,
  netsClient,
  summaryOf,
} from '../../integrations/nets';
import type { Person } from '../../lib/access';
import { AppError, notFound, rule } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { paymentItemsOf } from './items';
import * as repo from './repository';
import type { PaymentTransaction, WebhookBody } from './schemas';

/** What the payment use cases need: the database, the configuration and the provider's adapter. */
export type PaymentContext = { db: Db; env: Env; nets: NetsClient };

export const paymentContext = (db: Db, env: Env): PaymentContext => ({
  db,
  env,
  nets: netsClient({ url: env.NETS_API_URL, secretKey: env.NETS_SECRET_KEY, timeoutMs: env.NETS_TIMEOUT_MS }),
});

/** The provider events we register on every payment (docs/payments.md). */
export const WEBHOOK_EVENTS = [
  'payment.created',
  'payment.checkout.completed',
  'payment.reservation.created.v2',
  'payment.charge.created.v2',
  'payment.refund.completed',
  'payment.cancel.created',
] as const;

/** How long after its creation a payment without an order is left to the buyer's return before the job acts. */
export const RECONCILE_AFTER_MS = 3 * 60 * 1000;
/** Payments older than this are no longer polled (an unpaid hosted page is long abandoned). */
export const RECONCILE_WINDOW_MS = 24 * 60 * 60 * 1000;

const roundingName: Record<Language, string> = { nb: 'Øreavrunding mva.', en: 'VAT rounding' };

const apiBase = (env: Env) => (env.API_PUBLIC_URL ?? `http://${env.API_HOST}:${env.API_PORT}`).replace(/\/$/, '');

async function viewOf(db: Db, row: repo.TransactionRow): Promise<PaymentTransaction> {
  const order = row.orderId ? await repo.findOrderBrief(db, row.orderId) : null;
  return {
    transactionId: row.id,
    provider: 'nets',
    paymentId: row.paymentId,
    hostedPaymentPageUrl: row.hostedPaymentPageUrl,
    cartId: row.cartId,
    cartVersion: row.cartVersion,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    reservedAmount: row.reservedAmount,
    chargedAmount: row.chargedAmount,
    refundedAmount: row.refundedAmount,
    cancelledAmount: row.cancelledAmount,
    orderId: row.orderId,
    orderNumber: order?.orderNumber ?? null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The cart a payment is for, at the version and in the currency it was priced. */
export type PaidCart = { id: string; companyId: string; contactId: string; version: number; currency: string };

/**
 * Step "reserve payment" of a card checkout (checkout/card.ts runs the steps before): a Nets payment of `gross`
 * for the cart at its version, with the order's lines, the shipping line and a VAT rounding item when needed, on the
 * hosted payment page, reserve only. The same cart version and total → the same transaction. The provider is
 * called outside any database transaction, and a row is stored only for a payment the provider created (a 502/504
 * leaves nothing behind).
 */
export async function reservePayment(
  ctx: PaymentContext,
  options: {
    cart: PaidCart;
    lines: Parameters<typeof paymentItemsOf>[0];
    gross: number;
    lang: Language;
    /** Where a cancelled payment sends the buyer back to (default: the checkout). */
    cancelPath?: string;
  },
): Promise<PaymentTransaction> {
  const { db, env } = ctx;
  const { cart, gross } = options;
  const existing = await repo.findForCart(db, cart.id, cart.version, gross);
  if (existing) return viewOf(db, existing);

  const transactionId = randomUUID();
  // The shop's one origin (never 127.0.0.1 while the shop runs at localhost: the session cookie is per host).
  const web = webOriginOf(env);
  let created: { paymentId: string; hostedPaymentPageUrl: string };
  try {
    created = await ctx.nets.createPayment({
      order: {
        items: paymentItemsOf(options.lines, gross, roundingName[options.lang]),
        amount: gross,
        currency: cart.currency,
        reference: transactionId,
      },
      checkout: {
        integrationType: 'HostedPaymentPage',
        returnUrl: `${web}/checkout/card?transactionId=${transactionId}`,
        cancelUrl: `${web}${options.cancelPath ?? '/checkout?cardPayment=cancelled'}&transactionId=${transactionId}`,
        termsUrl: `${web}/terms`,
        // Reserve only: the charge follows the shipment (docs/payments.md, charge policy).
        charge: false,
      },
      notifications: {
        webhooks: WEBHOOK_EVENTS.map((eventName) => ({
          eventName,
          url: `${apiBase(env)}/api/payments/nets/webhook`,
          authorization: env.NETS_WEBHOOK_AUTHORIZATION,
        })),
      },
      myReference: cart.id,
    });
  } catch (error) {
    if (error instanceof NetsError) throw asProblem(error);
    throw error;
  }
  // A concurrent call for the same cart version may have stored its payment first: answer that one (ours is
  // never shown to anyone, so it is never paid).
  const row = await repo.insertTransaction(db, {
    id: transactionId,
    cartId: cart.id,
    companyId: cart.companyId,
    contactId: cart.contactId,
    cartVersion: cart.version,
    amount: gross,
    currency: cart.currency,
    paymentId: created.paymentId,
    hostedPaymentPageUrl: created.hostedPaymentPageUrl,
  });
  return viewOf(db, row);
}

/** The transaction when it is the caller's (pid is the caller and the payment's person); else 404. */
async function ownTransaction(db: Db, caller: Person, pid: string, transactionId: string) {
  const row = await repo.findTransaction(db, transactionId);
  if (!row || row.contactId !== pid || (pid !== caller.contactId && !caller.staffRole)) {
    throw notFound('No such payment.');
  }
  return row;
}

/** What Nets reports of a payment now (GET /v1/payments/{id}): the amounts every decision goes by. */
const readSummary = async (ctx: PaymentContext, paymentId: string): Promise<NetsSummary> =>
  summaryOf((await ctx.nets.getPayment(paymentId)).summary);

/**
 * Reads the payment from Nets now and takes its summary into our record (amounts never go down). The answer's
 * `summary` is what decisions use: our record only shows the last read, it decides nothing (docs/payments.md).
 */
async function syncFromProvider(ctx: PaymentContext, row: repo.TransactionRow) {
  const summary = await readSummary(ctx, row.paymentId);
  return { row: (await repo.applyAmounts(ctx.db, row.id, summary)) ?? row, summary };
}

/**
 * A payment as Nets and we know it. When Nets cannot be asked, our last record is answered (the webhooks and
 * the reconciliation job keep it current).
 */
export async function getCardPayment(
  ctx: PaymentContext,
  options: { caller: Person; pid: string; transactionId: string; log?: FastifyBaseLogger },
): Promise<PaymentTransaction> {
  let row = await ownTransaction(ctx.db, options.caller, options.pid, options.transactionId);
  try {
    row = (await syncFromProvider(ctx, row)).row;
  } catch (error) {
    if (!(error instanceof NetsError)) throw error;
    options.log?.warn({ err: error, transactionId: row.id }, 'payment status read from our record only');
  }
  return viewOf(ctx.db, row);
}

/** Writes the order of a payment being settled, in its transaction; answers the order's id. */
export type PlacePaidOrder = (tx: Db, payment: repo.TransactionRow) => Promise<string>;

/**
 * Makes the order of a reserved payment, once (docs/payments.md). `provider` is the summary Nets answered just
 * before (never our record, which a webhook could once raise): it must hold the full amount reserved and nothing
 * cancelled or refunded. One transaction: the payment row is locked (concurrent calls queue; a later one finds the
 * order), the cart must still have the paid version, `place` writes the order (the checkout's steps) and its gross
 * must equal the reserved amount; the order id is stored on the payment in the same transaction (unique), so a
 * payment never becomes two orders.
 */
export async function settle(
  ctx: PaymentContext,
  options: { transactionId: string; provider: NetsSummary },
  place: PlacePaidOrder,
): Promise<string> {
  const { provider } = options;
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await repo.lockTransaction(t, options.transactionId);
    if (!row) throw notFound('No such payment.');
    if (row.orderId) return row.orderId;
    // A released payment (note set, its cancel queued or sent) never becomes an order, even if the cart is fine again.
    if (row.note || provider.cancelledAmount > 0 || provider.refundedAmount > 0) {
      const status = provider.refundedAmount > 0 ? 'refunded' : provider.cancelledAmount > 0 ? 'cancelled' : row.status;
      throw rule('payment_closed', { status, reason: row.note });
    }
    if (provider.reservedAmount !== row.amount) {
      throw rule('payment_not_reserved', { reservedAmount: provider.reservedAmount, amount: row.amount });
    }
    const cart = await repo.lockCartVersion(t, row.cartId);
    if (!cart || cart.version !== row.cartVersion) {
      throw rule('cart_changed', { version: cart?.version ?? null, paidVersion: row.cartVersion });
    }
    const orderId = await place(t, row);
    const order = await repo.findOrderBrief(t, orderId);
    if (order?.gross !== row.amount) {
      throw rule('price_changed', { amount: row.amount, gross: order?.gross ?? null });
    }
    await repo.setOrder(t, row.id, orderId);
    return orderId;
  });
}

/**
 * A payment of the caller's (else 404) read from Nets now, for making its order: the record as updated and the
 * provider's summary (502/504 when Nets cannot be asked).
 */
export async function paymentToSettle(
  ctx: PaymentContext,
  options: { caller: Person; pid: string; transactionId: string },
) {
  const row = await ownTransaction(ctx.db, options.caller, options.pid, options.transactionId);
  if (row.orderId) return { row, provider: null };
  try {
    const synced = await syncFromProvider(ctx, row);
    return { row: synced.row, provider: synced.summary };
  } catch (error) {
    if (error instanceof NetsError) throw asProblem(error);
    throw error;
  }
}

/** A payment as answered, read again. */
export async function paymentView(db: Db, transactionId: string): Promise<PaymentTransaction> {
  const row = await repo.findTransaction(db, transactionId);
  if (!row) throw notFound('No such payment.');
  return viewOf(db, row);
}

/**
 * Releases a reservation that will never become an order (the checkout's compensation): its cancel is queued for
 * the payment-actions job and the reason stored on the payment, once. False when it was ordered or released meanwhile.
 */
export async function releasePayment(ctx: PaymentContext, transactionId: string, reason: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const locked = await repo.lockTransaction(t, transactionId);
    if (!locked || locked.orderId || locked.note) return false;
    await repo.queueAction(t, transactionId, 'cancel');
    await repo.setNote(t, transactionId, reason);
    return true;
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The webhook's Authorization must be the value we registered on the payment (constant time); else 401. */
export function verifyWebhook(env: Env, authorization: string | undefined) {
  const expected = env.NETS_WEBHOOK_AUTHORIZATION;
  if (!expected || !authorization || !timingSafeEqual(digest(authorization), digest(expected))) {
    throw new AppError('unauthenticated');
  }
}

/** What we keep of an event: ids and amounts only (never payment-method details such as a masked card). */
function storedEvent(body: WebhookBody) {
  const { paymentId, amount, chargeId, refundId } = body.data as Record<string, unknown>;
  return {
    timestamp: body.timestamp,
    merchantId: body.merchantId,
    event: body.event,
    data: { paymentId, amount, chargeId, refundId },
  };
}

/**
 * A webhook from Nets: verified by the Authorization value we registered (else 401) and recorded once by its id
 * (a repeat is answered 200 and changes nothing). It is only a hint to look: nothing in its body is believed
 * (whoever holds the Authorization value could write any amount there). For a payment of ours we read the
 * payment from Nets and take that summary into our record; when Nets cannot be read the event is not recorded
 * and answered 502/504, so Nets delivers it again. Unknown payments are recorded and ignored (no call to Nets).
 */
export async function receiveWebhook(
  ctx: PaymentContext,
  options: { authorization: string | undefined; body: WebhookBody },
): Promise<{ received: boolean; duplicate: boolean }> {
  verifyWebhook(ctx.env, options.authorization);
  const { body } = options;
  if (await repo.hasEvent(ctx.db, body.id)) return { received: true, duplicate: true };
  const row = await repo.findByPaymentId(ctx.db, body.data.paymentId);
  let summary: NetsSummary | null = null;
  if (row) {
    try {
      summary = await readSummary(ctx, row.paymentId);
    } catch (error) {
      if (error instanceof NetsError) throw asProblem(error);
      throw error;
    }
  }
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const isNew = await repo.insertEvent(t, {
      id: body.id,
      event: body.event,
      paymentId: body.data.paymentId,
      body: storedEvent(body),
    });
    if (!isNew) return { received: true, duplicate: true };
    if (row && summary) await repo.applyAmounts(t, row.id, summary);
    return { received: true, duplicate: false };
  });
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * The payments whose buyer never came back, for the reconciliation (checkout/card.ts): at least RECONCILE_AFTER_MS
 * and at most RECONCILE_WINDOW_MS old, without an order or a release, each read from Nets now. A payment Nets
 * cannot be read for comes back with `provider` null.
 */
export async function unsettledPayments(ctx: PaymentContext, now: Date) {
  const rows = await repo.listUnsettled(
    ctx.db,
    new Date(now.getTime() - RECONCILE_AFTER_MS),
    new Date(now.getTime() - RECONCILE_WINDOW_MS),
    100,
  );
  const read: { row: repo.TransactionRow; provider: NetsSummary | null }[] = [];
  for (const start of rows) {
    try {
      const synced = await syncFromProvider(ctx, start);
      read.push({ row: synced.row, provider: synced.summary });
    } catch (error) {
      if (!(error instanceof NetsError)) throw error;
      read.push({ row: start, provider: null });
    }
  }
  return read;
}

const MAX_ATTEMPTS = 8;
const CLAIM_MS = 2 * 60 * 1000;
const backoffMs = (attempts: number) => Math.min(60 * 60 * 1000, 30_000 * 2 ** Math.max(0, attempts - 1));

/**
 * Sends the queued payment actions: each action reads the payment's summary first and then asks only for what is
 * still open (so a retry after a lost answer does not act twice), with the action's id as the Idempotency-Key.
 * Failures are retried with backoff; after MAX_ATTEMPTS the action is `failed` and logged for an operator.
 */
export async function sendPaymentActions(ctx: PaymentContext, options: { now: Date; log?: Log }) {
  const { now, log } = options;
  const summary = { sent: 0, nothingToDo: 0, retried: 0, failed: 0 };
  const claimed = await repo.claimActions(ctx.db, now, CLAIM_MS, 20);
  for (const { action, transaction } of claimed) {
    try {
      const before = await readSummary(ctx, transaction.paymentId);
      await repo.applyAmounts(ctx.db, transaction.id, before);
      const open = before.reservedAmount - before.chargedAmount - before.cancelledAmount;
      const refundable = before.chargedAmount - before.refundedAmount;
      let amount = 0;
      let providerRef: string | null = null;
      const after = { ...before };
      if (action.action === 'charge' && open > 0) {
        amount = open;
        providerRef = (await ctx.nets.charge(transaction.paymentId, amount, action.id)).chargeId;
        after.chargedAmount += amount;
      } else if (action.action !== 'charge' && refundable > 0) {
        amount = refundable;
        providerRef = (await ctx.nets.refund(transaction.paymentId, amount, action.id)).refundId;
        after.refundedAmount += amount;
      } else if (action.action === 'cancel' && open > 0) {
        amount = open;
        await ctx.nets.cancel(transaction.paymentId, amount, action.id);
        after.cancelledAmount += amount;
      }
      await repo.applyAmounts(ctx.db, transaction.id, after);
      await repo.finishAction(ctx.db, action.id, { status: 'done', amount, providerRef, doneAt: now, lastError: null });
      if (amount > 0) summary.sent++;
      else summary.nothingToDo++;
    } catch (error) {
      if (!(error instanceof NetsError)) throw error;
      if (action.attempts >= MAX_ATTEMPTS) {
        await repo.finishAction(ctx.db, action.id, { status: 'failed', lastError: error.message });
        summary.failed++;
        log?.error({ actionId: action.id, action: action.action, err: error }, 'payment action failed for good');
      } else {
        await repo.retryAction(ctx.db, action.id, new Date(now.getTime() + backoffMs(action.attempts)), error.message);
        summary.retried++;
        log?.warn({ actionId: action.id, action: action.action, err: error }, 'payment action will be retried');
      }
    }
  }
  return summary;
}
