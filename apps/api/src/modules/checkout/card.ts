// A card checkout (docs/payments.md): the steps up to "reserve payment" when the buyer leaves for the hosted
// payment page; "write order" when they come back (or the reconciliation finds the reservation); "compensate" when
// a reservation can never become an order.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import { webOriginOf } from '../../env';
import type { Person } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { personFor } from '../auth';
import {
  type PaymentContext,
  type PaymentTransaction,
  type PlacePaidOrder,
  paymentToSettle,
  paymentView,
  releasePayment,
  reservePayment,
  settle,
  unsettledPayments,
} from '../payment';
import { draftCartById, lockForOrder } from './check';
import { placeOrder } from './place';
import { approval, price, type Seen, validate } from './steps';

/**
 * Starts (or answers again) the card payment of the caller's open cart, or of another cart of theirs (an approved
 * request's frozen cart). Steps: lock and check → validate against what the buyer saw → approval → price → reserve
 * payment (the payment is for the order's gross now, with its lines). The order is written when the buyer is back.
 */
export async function startCardPayment(
  ctx: PaymentContext,
  options: {
    caller: Person;
    pid: string;
    customerId?: string;
    lang: Language;
    now?: Date;
    /** What the buyer saw (the storefront sends it; the API decides). */
    seen?: Seen;
    /** Another cart of the caller than their open one: an approved request's frozen cart (docs/approvals.md). */
    cartId?: string;
    /** Where a cancelled payment sends the buyer back to (default: the checkout). */
    cancelPath?: string;
  },
): Promise<PaymentTransaction> {
  const { cartId } = options;
  const drafted = await ctx.db.transaction(async (tx) =>
    cartId
      ? draftCartById(tx as unknown as Db, { ...options, cartId, lock: true })
      : lockForOrder(tx as unknown as Db, options),
  );
  if (drafted.cart.contactId !== options.caller.contactId) throw notFound('No such cart.');
  validate(drafted, options.seen);
  approval(drafted);
  const { lines, totals } = price(drafted);
  return reservePayment(ctx, {
    cart: drafted.cart,
    lines,
    gross: totals.gross,
    lang: options.lang,
    cancelPath: options.cancelPath,
  });
}

/** Step "write order" of a card checkout: the paid cart's order, through the same steps as any order, by card. */
const placePaidOrder =
  (ctx: PaymentContext, options: { caller: Person; lang: Language; now?: Date }): PlacePaidOrder =>
  (tx, payment) =>
    placeOrder(tx, {
      caller: options.caller,
      cartId: payment.cartId,
      lang: options.lang,
      emptyCart: true,
      now: options.now,
      paymentMethod: 'card',
      mail: { webOrigin: webOriginOf(ctx.env), paidByCard: true },
    });

/** Refusals that mean "this reservation can never become an order". */
const unorderable = new Set([
  'cart_changed',
  'price_changed',
  'cart_empty',
  'checkout_blocked',
  'approval_required',
  'not_found',
  'forbidden',
  'sku_not_available',
  'prescription_required',
]);

/**
 * Step "compensate": a reservation whose order was refused for good is released at once (its cancel goes out
 * through the payment-actions job, the reason is kept on the payment), so the buyer's money is not held for an
 * order that cannot be made. A refusal that may pass (nothing reserved yet) leaves the payment as it is.
 */
async function compensate(ctx: PaymentContext, transactionId: string, error: unknown, partial = false) {
  if (!(error instanceof AppError)) return false;
  if (!unorderable.has(error.code) && !(partial && error.code === 'payment_not_reserved')) return false;
  return releasePayment(ctx, transactionId, `not_ordered: ${error.code}`);
}

/**
 * The buyer is back from the hosted page: the order is made when Nets has reserved the cart's total and the cart
 * is unchanged since the payment (else 404 payment_not_reserved, 422 cart_changed / price_changed, and a change that
 * makes the order impossible releases the reservation). A repeat, or a concurrent call, answers the same order.
 */
export async function orderFromPayment(
  ctx: PaymentContext,
  options: { caller: Person; pid: string; transactionId: string; lang: Language; now?: Date },
): Promise<PaymentTransaction> {
  const { row, provider } = await paymentToSettle(ctx, options);
  if (provider) {
    try {
      await settle(ctx, { transactionId: row.id, provider }, placePaidOrder(ctx, options));
    } catch (error) {
      await compensate(ctx, row.id, error);
      throw error;
    }
  }
  return paymentView(ctx.db, row.id);
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * The buyer never came back (every minute): each reservation of the full amount without an order becomes the order
 * for the cart's owner through the same steps as on return (exactly once, by the payment row lock and the unique
 * order id). When the cart changed since, or the owner may no longer order, the reservation is compensated.
 */
export async function reconcilePayments(ctx: PaymentContext, options: { now: Date; log?: Log }) {
  const { now, log } = options;
  const summary = { checked: 0, ordered: 0, released: 0, unreachable: 0 };
  for (const { row, provider } of await unsettledPayments(ctx, now)) {
    summary.checked++;
    if (!provider) {
      summary.unreachable++;
      continue;
    }
    // Decided on what Nets answered now: nothing reserved yet (the buyer may still pay), or already moved on.
    if (row.orderId || provider.reservedAmount === 0) continue;
    if (provider.chargedAmount > 0 || provider.cancelledAmount > 0 || provider.refundedAmount > 0) continue;
    const released = (reason: string) => {
      summary.released++;
      log?.info({ transactionId: row.id, reason }, 'card reservation released');
    };
    const caller = await personFor(ctx.db, row.contactId);
    if (!caller) {
      if (await releasePayment(ctx, row.id, 'not_ordered: owner_inactive')) released('owner_inactive');
      continue;
    }
    try {
      await settle(ctx, { transactionId: row.id, provider }, placePaidOrder(ctx, { caller, lang: 'nb', now }));
      summary.ordered++;
      log?.info({ transactionId: row.id }, 'order made from a card payment by reconciliation');
    } catch (error) {
      // A partial reservation never grows into the full amount: it is released as well.
      const code = error instanceof AppError ? error.code : null;
      if (!code || !(unorderable.has(code) || code === 'payment_not_reserved')) throw error;
      if (await compensate(ctx, row.id, error, true)) released(code);
    }
  }
  return summary;
}
