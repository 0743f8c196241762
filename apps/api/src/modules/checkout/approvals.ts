// The checkout's approval paths (docs/approvals.md): a cart sent for approval instead of ordered, an approver's yes
// that places the order (on invoice) or opens the pay link (by card), and a subscription period held for approval.
import type { Db } from '../../db';
import type { Person } from '../../lib/access';
import { AppError, rule } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import {
  type ApprovalRequest,
  type ApprovalRequestDetail,
  approvedCardRequest,
  createRequestFromCart,
  getRequest,
  type Links,
  mailRequester,
  type RequestBody,
  recordApproval,
  requestByKey,
  requestView,
} from '../approval';
import { personFor } from '../auth';
import { type CheckoutProblem, firstDeliveryDateOf } from '../cart';
import { creditError, invoiceCreditRefusal } from '../customer';
import { emptyCart, findOrder } from '../order';
import type { PaymentContext, PaymentTransaction } from '../payment';
import { startCardPayment } from './card';
import { draftCartById, lockForOrder } from './check';
import { placeOrder } from './place';
import { validate } from './steps';

/**
 * Sends the caller's open cart for approval: one transaction locks and checks the cart, validates that approval is
 * the only thing standing between it and an order (else 422 checkout_blocked, or approval_not_needed), freezes it
 * in a request, empties the open cart and mails the approvers. The same Idempotency-Key answers the same request.
 */
export async function requestApproval(
  db: Db,
  options: { caller: Person; lang: Language; input: RequestBody; idempotencyKey?: string; links: Links; now?: Date },
): Promise<ApprovalRequest> {
  const { caller, lang, input } = options;
  const now = options.now ?? new Date();
  const row = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const drafted = await lockForOrder(t, { caller, pid: input.pid, customerId: input.customerId, lang, now });
    if (options.idempotencyKey) {
      const used = await requestByKey(t, caller.contactId, options.idempotencyKey);
      if (used) return used;
    }
    const { cart, company, view } = drafted;
    validate(drafted, { expectedVersion: input.expectedVersion });
    if (!(view.checkout?.problems ?? []).some((p) => p.isBlocking)) throw rule('approval_not_needed');
    // Approved on invoice, the order needs credit then: a request that could never become an order is refused now
    // (docs/customer.md); card requests are paid after approval.
    if (input.paymentMethod === 'invoice') {
      const refusal = invoiceCreditRefusal(company, cart.currency, view.totals.gross);
      if (refusal) throw creditError(refusal, lang);
    }
    const created = await createRequestFromCart(t, {
      drafted,
      paymentMethod: input.paymentMethod,
      message: input.message || null,
      idempotencyKey: options.idempotencyKey ?? null,
      subscriptionId: null,
      now,
      links: options.links,
    });
    await emptyCart(t, cart.id);
    return created;
  });
  return requestView(db, row, { caller, lang });
}

/**
 * An approver's yes (docs/approvals.md), in one transaction with the request row locked, so two approvers at once
 * make one order. On invoice the order is placed at once from the frozen cart at the prices valid now, placed by the
 * requester; a requested delivery date that has passed moves to the first possible one. By card, the requester gets
 * a pay link (payApproved).
 */
export async function approve(
  db: Db,
  options: {
    caller: Person;
    lang: Language;
    id: string;
    comment?: string;
    costCentreId?: string;
    links: Links;
    now?: Date;
  },
): Promise<ApprovalRequestDetail> {
  const { caller, lang } = options;
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const decided = await recordApproval(t, { ...options, now });
    if (decided.paymentMethod === 'card') {
      await mailRequester(t, decided, { outcome: 'pay', decidedBy: caller.contactId, links: options.links });
      return;
    }
    const requester = await personFor(t, decided.contactId);
    if (!requester) throw rule('no_company_access');
    const orderId = await placeApproved(t, {
      requester,
      cartId: decided.cartId,
      subscriptionId: decided.subscriptionId,
      lang,
      now,
      links: options.links,
    });
    const order = await findOrder(t, orderId);
    await mailRequester(t, decided, {
      outcome: 'approved',
      decidedBy: caller.contactId,
      orderNumber: order?.orderNumber ?? null,
      links: options.links,
    });
  });
  return getRequest(db, { caller, lang, id: options.id });
}

/** Places the order of an approved request; a passed delivery date moves to the first possible date. */
async function placeApproved(
  tx: Db,
  options: {
    requester: Person;
    cartId: string;
    subscriptionId: string | null;
    lang: Language;
    now: Date;
    links: Links;
  },
): Promise<string> {
  const { requester, cartId, lang, now } = options;
  const place = (db: Db, requestedDeliveryDate?: string) =>
    placeOrder(db, {
      caller: requester,
      cartId,
      lang,
      emptyCart: false,
      subscriptionId: options.subscriptionId,
      requestedDeliveryDate,
      now,
      mail: { webOrigin: options.links.webOrigin },
    });
  try {
    return await tx.transaction(async (sp) => place(sp as unknown as Db));
  } catch (error) {
    const problems = (error instanceof AppError ? error.extra?.problems : undefined) as CheckoutProblem[] | undefined;
    const dateOnly =
      problems?.length &&
      problems.every((p) => p.code === 'delivery_date_invalid' || p.code === 'delivery_date_missing');
    if (!dateOnly) throw error;
    const first = await firstDeliveryDateOf(tx, cartId, now);
    if (!first) throw error;
    return place(tx, first);
  }
}

/**
 * The pay link of an approved card request: starts (or answers again) the card payment of its frozen cart, priced
 * now. The order is made when the buyer comes back with the reservation, as for any card payment.
 */
export async function payApproved(
  payments: PaymentContext,
  options: { caller: Person; lang: Language; id: string },
): Promise<PaymentTransaction> {
  const { caller } = options;
  const row = await approvedCardRequest(payments.db, caller, options.id);
  return startCardPayment(payments, {
    caller,
    pid: caller.contactId,
    customerId: row.companyId,
    lang: options.lang,
    cartId: row.cartId,
    cancelPath: `/account/approvals/${row.id}?cardPayment=cancelled`,
  });
}

/**
 * A subscription period whose order needs approval: its template's lines are frozen in a request for the period's
 * delivery date (one per period: the key is the subscription and date), placed as the subscription's order when
 * approved. Inside the run's transaction.
 */
export async function requestForSubscription(
  tx: Db,
  options: {
    owner: Person;
    cartId: string;
    subscriptionId: string;
    deliveryDate: string;
    lang: Language;
    now: Date;
    links: Links;
  },
) {
  const key = `subscription:${options.subscriptionId}:${options.deliveryDate}`;
  const used = await requestByKey(tx, options.owner.contactId, key);
  if (used) return used;
  const drafted = await draftCartById(tx, {
    caller: options.owner,
    cartId: options.cartId,
    lang: options.lang,
    lock: false,
    requestedDeliveryDate: options.deliveryDate,
    now: options.now,
  });
  return createRequestFromCart(tx, {
    drafted,
    paymentMethod: 'invoice',
    message: null,
    idempotencyKey: key,
    subscriptionId: options.subscriptionId,
    requestedDeliveryDate: options.deliveryDate,
    now: options.now,
    links: options.links,
  });
}
