// Placing orders: from the caller's open cart (createorder), from any cart row (subscriptions, approvals, quotes,
// cXML OrderRequests), and ordering a past order again (docs/orders.md). Each use case reads as its steps.
import { createHash } from 'node:crypto';
import type { Db } from '../../db';
import type { PaymentMethod } from '../../db/schema';
import type { Person } from '../../lib/access';
import { notFound, rule } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { addOrderLines, getCart, priceNow } from '../cart';
import {
  findKeyedOrder,
  forgetIdempotencyKey,
  IDEMPOTENCY_KEY_TTL_MS,
  type Order,
  type OrderMailOptions,
  orderOf,
  orderPlaced,
  orderViewOf,
  productLinesOf,
} from '../order';
import { draftCartById, lockForOrder } from './check';
import type { CreateOrderBody, ReorderBody, ReorderResult } from './schemas';
import { approval, price, type QuotedTerms, validate, writeOrder } from './steps';

const hashOf = (input: CreateOrderBody) =>
  createHash('sha256')
    .update(
      JSON.stringify([input.pid, input.customerId ?? null, input.expectedVersion ?? null, input.expectedGross ?? null]),
    )
    .digest('hex');

/**
 * createorder: the caller's open cart becomes a confirmed order on invoice, in one transaction (docs/orders.md).
 * The cart row is locked first, so concurrent calls on one cart queue and the later ones see an empty cart or
 * their key. Steps: lock and check → validate against what the buyer saw → approval → price → write order.
 */
export async function createOrder(
  db: Db,
  options: {
    caller: Person;
    lang: Language;
    input: CreateOrderBody;
    idempotencyKey?: string;
    now?: Date;
    /** Given: the orderer gets a confirmation mail. */
    mail?: OrderMailOptions;
  },
): Promise<Order> {
  const { caller, lang, input, idempotencyKey } = options;
  const requestHash = hashOf(input);
  const place = () =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const drafted = await lockForOrder(t, {
        caller,
        pid: input.pid,
        customerId: input.customerId,
        lang,
        now: options.now,
      });
      validate(drafted, input);
      approval(drafted);
      return writeOrder(t, {
        caller,
        drafted,
        priced: price(drafted),
        paymentMethod: 'invoice',
        emptyCart: true,
        lang,
        now: options.now,
        mail: options.mail,
        idempotencyKey: idempotencyKey ? { key: idempotencyKey, requestHash } : undefined,
      });
    });
  // The key is not looked up first: it is recorded in the order's own statement, and a key already there (a replay,
  // or a concurrent call with the same key) makes that statement fail, as a replay fails earlier on the cart it
  // emptied. Only then is the key read, outside the rolled-back transaction: a replay answers the order it made, a
  // key older than its lifetime is forgotten (the purge job deletes it too) and the request placed as new, once.
  // The usual call so saves a round trip (docs/orders.md).
  let written: Awaited<ReturnType<typeof place>>;
  try {
    written = await place();
  } catch (error) {
    if (!idempotencyKey) throw error;
    const used = await findKeyedOrder(db, caller.contactId, idempotencyKey);
    if (!used) throw error;
    if (used.createdAt.getTime() > (options.now ?? new Date()).getTime() - IDEMPOTENCY_KEY_TTL_MS) {
      if (used.requestHash !== requestHash) throw rule('idempotency_key_reused');
      if (!used.order) throw notFound();
      return orderViewOf(db, used.order, lang);
    }
    await forgetIdempotencyKey(db, caller.contactId, idempotencyKey);
    written = await place();
  }
  orderPlaced(db, written.row.companyId);
  return orderOf(written, lang);
}

/**
 * Places an order from any cart row (an open cart, a subscription template, an approved request's or an accepted
 * quote's frozen cart, a cXML OrderRequest's cart) inside the caller's transaction. Steps: lock and check (with
 * `requestedDeliveryDate` overriding the cart's) → validate → approval (unless approved elsewhere) → price (at the
 * quote's prices when quoted) → write order. Throws 422 (cart_empty, checkout_blocked with `problems`,
 * approval_required) when the cart cannot be ordered. Templates keep their lines (`emptyCart: false`).
 */
export async function placeOrder(
  tx: Db,
  options: {
    caller: Person;
    cartId: string;
    lang: Language;
    requestedDeliveryDate?: string | null;
    subscriptionId?: string | null;
    emptyCart: boolean;
    /** Approved elsewhere (a punch-out order from the buyer's procurement system, an accepted quote). */
    skipApproval?: boolean;
    /** A punch-out order may have no cost centre even when the company has some (docs/punchout.md). */
    isCostCentreOptional?: boolean;
    now?: Date;
    mail?: OrderMailOptions;
    /** Placed at a quote's prices instead of today's (docs/quotes.md). */
    quoted?: QuotedTerms;
    /** How the order is paid: on invoice (the default), or 'card' for a reserved card payment's order. */
    paymentMethod?: PaymentMethod;
  },
): Promise<string> {
  const drafted = await draftCartById(tx, { ...options, lock: true });
  validate(drafted);
  approval(drafted);
  const written = await writeOrder(tx, {
    caller: options.caller,
    drafted,
    priced: price(drafted, options.quoted),
    paymentMethod: options.paymentMethod ?? 'invoice',
    emptyCart: options.emptyCart,
    subscriptionId: options.subscriptionId,
    lang: options.lang,
    now: options.now,
    mail: options.mail,
  });
  return written.row.id;
}

/**
 * Orders a past order again (docs/orders.md, "Reorder"): its product lines go into the caller's open cart at
 * today's prices and availability (the price step's prices), and each line says what changed since — added at the
 * same price, dearer, cheaper, or not sold now (left out). The rest of the checkout runs when the cart is ordered.
 */
export async function reorder(
  db: Db,
  options: { caller: Person; lang: Language; input: ReorderBody },
): Promise<ReorderResult> {
  const { caller, lang, input } = options;
  if (input.pid !== caller.contactId) throw notFound('No such person.');
  const { order: row, lines: products } = await productLinesOf(db, caller, input);
  const who = { caller, pid: input.pid, customerId: row.companyId, lang };
  const before = await getCart(db, who);
  const priced =
    (await priceNow(db, {
      caller,
      companyId: row.companyId,
      market: before.market,
      lines: products.map((line) => ({ sku: line.sku, quantity: line.quantity })),
      lang,
    })) ?? [];
  const lines = products.map((line, index) => {
    const now = priced[index];
    const available = Boolean(now?.available && now.unitPrice !== null);
    const comparable = available && before.currency === row.currency;
    const unitPrice = available ? (now?.unitPrice ?? null) : null;
    const outcome: ReorderResult['lines'][number]['outcome'] = !available
      ? 'unavailable'
      : comparable && unitPrice! > line.unitPrice
        ? 'price_up'
        : comparable && unitPrice! < line.unitPrice
          ? 'price_down'
          : 'added';
    return {
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      orderedUnitPrice: line.unitPrice,
      unitPrice,
      outcome,
      message: available ? null : (now?.message ?? null),
    };
  });
  const toAdd = lines.filter((line) => line.outcome !== 'unavailable');
  const cart = toAdd.length
    ? await addOrderLines(db, { ...who, lines: toAdd.map((line) => ({ sku: line.sku, quantity: line.quantity })) })
    : before;
  return { cart, lines };
}
