import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import type { orderLines, PaymentMethod } from '../../db/schema';
import { assertOwner, type Person } from '../../lib/access';
import { cachePerDatabase } from '../../lib/cache';
import { marketToday } from '../../lib/dates';
import { notFound, rule } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import * as approvals from '../approval';
import type { Orderer } from '../cart';
import { addOrderLines, draftCartById, getCart, lockForOrder, priceNow } from '../cart';
import * as customers from '../customer';
import { creditError, invoiceCreditRefusal, mailLanguage } from '../customer';
import { type OutgoingMail, queueMail } from '../mail';
import { requestPaymentAction } from '../payment';
import { consumePrescriptions, releasePrescriptions } from '../pharmacy';
import { type Totals, totalsOf, vatOf } from '../price';
import { type OrderMailData, orderCancelledMail, orderConfirmationMail, orderShippedMail } from './mail';
import * as repo from './repository';
import {
  type CreateOrderBody,
  type Order,
  type OrderRef,
  type OrderSummary,
  type OrdersQuery,
  orderPage,
  type ReorderBody,
  type ReorderResult,
} from './schemas';

const summaryOf = (row: repo.OrderRow): OrderSummary => ({
  id: row.id,
  orderNumber: row.orderNumber,
  customerId: row.companyId,
  pid: row.contactId,
  department: row.department,
  market: row.market,
  currency: row.currency,
  status: row.status,
  purchaseOrderNumber: row.purchaseOrderNumber,
  comment: row.comment,
  requestedDeliveryDate: row.requestedDeliveryDate,
  deliveryAddress: row.deliveryAddress ?? null,
  invoiceAddress: row.invoiceAddress ?? null,
  shippingMethod: row.shippingMethod,
  subscriptionId: row.subscriptionId,
  costCentre: row.costCentre ?? null,
  totals: { currency: row.currency, net: row.net, vat: row.vat, gross: row.gross },
  createdAt: row.createdAt.toISOString(),
});

async function viewOrder(db: Db, row: repo.OrderRow): Promise<Order> {
  const [lines, events] = await Promise.all([repo.listOrderLines(db, row.id), repo.listEvents(db, row.id)]);
  return toOrder({ row, lines, events });
}

/** An order with its lines (in position order) and status history (oldest first), as answered. */
function toOrder({ row, lines, events }: repo.WrittenOrder): Order {
  return {
    ...summaryOf(row),
    lines: lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      sku: line.sku,
      department: line.department,
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      listUnitPrice: line.listUnitPrice,
      vatRate: line.vatRate,
      lineTotal: line.lineTotal,
      vatAmount: line.vatAmount,
      agreement:
        line.agreementKind && line.agreementCode
          ? {
              kind: line.agreementKind as NonNullable<Order['lines'][number]['agreement']>['kind'],
              priceListId: line.agreementPriceListId,
              code: line.agreementCode,
            }
          : null,
    })),
    history: events.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      by: event.by,
      note: event.note,
    })),
  };
}

/**
 * A company's order count, reused for 5 s (served up to 5 s more while it reloads): counting a big customer's
 * history on every page costs more than the page. This process forgets a company's count when it places an
 * order for it; orders placed elsewhere (another node, jobs) show in the total within 10 s — never in the items,
 * which are always read fresh (docs/orders.md).
 */
const orderCounts = cachePerDatabase<{ total: number; isExact: boolean }>({
  namespace: 'order',
  max: 10_000,
  ttlMs: 5_000,
});

/**
 * History pages as the JSON of their items, for 1 s (served up to 1 s more while one request reloads), keyed by
 * this process's order-write generation: an order placed, cancelled or moved on here drops every cached page at
 * once; writes on other nodes show within 2 s. A busy buyer's first pages are asked again and again, and reading
 * and serializing 20 orders costs far more than the lookup. A write racing a reload (between its generation bump
 * and its commit) can leave a page up to 2 s old; that is the same bound as another node's write.
 */
const orderPages = cachePerDatabase<string>({ namespace: 'order', max: 500, ttlMs: 1_000 });

/** How long an Idempotency-Key answers with its order: a day, as payment APIs do (docs/orders.md). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

const hashOf = (input: CreateOrderBody) =>
  createHash('sha256')
    .update(
      JSON.stringify([input.pid, input.customerId ?? null, input.expectedVersion ?? null, input.expectedGross ?? null]),
    )
    .digest('hex');

/** A drafted cart; createorder's also carries the orderer, read with the cart's lock. */
type Drafted = Awaited<ReturnType<typeof draftCartById>> & { orderer?: Orderer | null };

/** A quote's terms an order is placed at (docs/quotes.md): its prices per SKU and shipping fee, its number. */
export type QuotedTerms = {
  code: string;
  prices: Map<string, { unitPrice: number; listUnitPrice: number | null }>;
  shippingFee: number;
};
export type OrderLineDraft = Omit<typeof orderLines.$inferInsert, 'orderId' | 'id'>;

/**
 * The order a drafted cart would become: every product line priced now (an unavailable line blocks), the
 * shipping fee as a line of kind 'shipping', and the totals by the one rule (totalsOf). Writes nothing.
 */
export function orderLinesOf(
  drafted: Pick<Drafted, 'draft'>,
  quoted?: QuotedTerms,
): { lines: OrderLineDraft[]; totals: Totals } {
  const { view, priced } = drafted.draft;
  const lines: OrderLineDraft[] = view.lines.map((line, index) => {
    const now = priced?.[index];
    if (!now?.available || now.unitPrice === null || now.vatRate === null) {
      throw rule('checkout_blocked', {
        problems: [{ code: 'sku_not_available', message: now?.message ?? line.sku, isBlocking: true, lineId: line.id }],
      });
    }
    // A quote's line keeps its quoted price; availability and the VAT rate are today's.
    const quote = quoted?.prices.get(line.sku);
    if (quoted && !quote) throw rule('quote_not_open');
    const unitPrice = quote ? quote.unitPrice : now.unitPrice;
    const lineTotal = unitPrice * line.quantity;
    return {
      position: index + 1,
      kind: 'product',
      sku: line.sku,
      name: line.name ?? line.sku,
      quantity: line.quantity,
      unitPrice,
      listUnitPrice: quote ? quote.listUnitPrice : now.listUnitPrice,
      vatRate: now.vatRate,
      lineTotal,
      vatAmount: vatOf(lineTotal, now.vatRate),
      agreementKind: quoted ? 'quote' : (now.agreement?.kind ?? null),
      agreementPriceListId: quoted ? null : (now.agreement?.priceListId ?? null),
      agreementCode: quoted ? quoted.code : (now.agreement?.code ?? null),
    };
  });
  const shipping = quoted
    ? {
        ...drafted.draft.shipping,
        fee: quoted.shippingFee,
        vat: vatOf(quoted.shippingFee, drafted.draft.shipping.vatRate),
      }
    : drafted.draft.shipping;
  if (shipping.fee > 0) {
    lines.push({
      position: lines.length + 1,
      kind: 'shipping',
      sku: `SHIPPING-${shipping.method.toUpperCase()}`,
      name: shipping.name,
      quantity: 1,
      unitPrice: shipping.fee,
      listUnitPrice: shipping.fee,
      vatRate: shipping.vatRate,
      lineTotal: shipping.fee,
      vatAmount: shipping.vat,
      agreementKind: null,
      agreementPriceListId: null,
      agreementCode: null,
    });
  }
  return { lines, totals: totalsOf(lines as { lineTotal: number; vatRate: number }[]) };
}

/** Where order mails link to (the storefront's order page) and how the order is paid. */
export type OrderMailOptions = { webOrigin: string; paidByCard?: boolean };

const orderLink = (webOrigin: string, orderId: string) => `${webOrigin}/account/orders/${orderId}`;

/** What an order confirmation needs of the order: its row as written or about to be written. */
type ConfirmedOrder = Pick<
  repo.OrderRow,
  | 'id'
  | 'orderNumber'
  | 'currency'
  | 'net'
  | 'vat'
  | 'gross'
  | 'requestedDeliveryDate'
  | 'shippingMethod'
  | 'deliveryAddress'
  | 'purchaseOrderNumber'
>;

/** The confirmation of an order to its orderer (pure). */
function confirmationOf(
  row: ConfirmedOrder,
  lines: OrderMailData['lines'],
  mail: OrderMailOptions,
  contact: Orderer,
): OutgoingMail {
  const message = orderConfirmationMail({
    lang: mailLanguage(contact.locale),
    firstName: contact.firstName,
    link: orderLink(mail.webOrigin, row.id),
    order: {
      orderNumber: row.orderNumber,
      currency: row.currency,
      lines,
      totals: { net: row.net, vat: row.vat, gross: row.gross },
      requestedDeliveryDate: row.requestedDeliveryDate,
      deliveryAddress: row.shippingMethod === 'pickup' ? null : (row.deliveryAddress ?? null),
      purchaseOrderNumber: row.purchaseOrderNumber,
      paidByCard: mail.paidByCard ?? false,
    },
  });
  return { to: contact.email, ...message };
}

/**
 * Stands for the order number in a confirmation made before the order's statement, which puts the number it draws
 * in its place. Random per process, so no text a buyer types (a PO number, a comment) can carry it.
 */
const ORDER_NUMBER_MARK = `[order-number:${randomUUID()}]`;

/** Queues a cancel or shipment notice of an order to its orderer, in the caller's transaction. */
export async function queueStatusMail(
  tx: Db,
  orderId: string,
  status: 'cancelled' | 'shipped',
  mail: OrderMailOptions,
) {
  const row = await repo.findOrder(tx, orderId);
  const contact = row ? await customers.findContact(tx, row.contactId) : null;
  if (!row || !contact) return;
  const common = {
    lang: mailLanguage(contact.locale),
    firstName: contact.firstName,
    orderNumber: row.orderNumber,
    link: orderLink(mail.webOrigin, row.id),
  };
  const message =
    status === 'cancelled'
      ? orderCancelledMail(common)
      : orderShippedMail({ ...common, deliveryDate: row.requestedDeliveryDate });
  await queueMail(tx, { to: contact.email, ...message });
}

/** Writes the order of a locked, drafted cart; throws when the checkout check has a blocking problem. */
async function writeOrder(
  tx: Db,
  options: {
    caller: Person;
    drafted: Drafted;
    emptyCart: boolean;
    subscriptionId?: string | null;
    lang: Language;
    now?: Date;
    /** Given: the orderer gets a confirmation (the subscription job and punch-out send their own answers). */
    mail?: OrderMailOptions;
    quoted?: QuotedTerms;
    /** createorder's Idempotency-Key, recorded with the order. */
    idempotencyKey?: { key: string; requestHash: string };
    /** 'invoice' (the default) needs the company's credit; 'card' is a reserved card payment's order. */
    paymentMethod?: PaymentMethod;
  },
): Promise<repo.WrittenOrder> {
  const { caller, drafted } = options;
  const { cart, company, view, draft } = drafted;
  const paymentMethod = options.paymentMethod ?? 'invoice';
  if (view.lines.length === 0) throw rule('cart_empty');
  const problems = view.checkout?.problems ?? [];
  const blocking = problems.filter((p) => p.isBlocking);
  // Only an approver's yes is missing: a distinct answer, so the storefront offers "send for approval".
  if (blocking.length > 0 && blocking.every((p) => p.code === 'approval_required')) {
    throw rule('approval_required', { problems });
  }
  if (blocking.length > 0) throw rule('checkout_blocked', { problems });
  const departmentOf = (sku: string) => draft.info.get(sku)?.department;
  const { totals, ...drafts } = orderLinesOf(drafted, options.quoted);
  // On invoice the order needs credit (docs/customer.md): checked here on the company row read with the cart, and
  // again as the transaction's last statement, under the company row's lock, against the balance of that moment.
  if (paymentMethod === 'invoice') {
    const refusal = invoiceCreditRefusal(company, cart.currency, totals.gross);
    if (refusal) throw creditError(refusal, options.lang);
  }
  const lines = drafts.lines.map((line) => ({
    ...line,
    department: line.kind === 'product' ? (departmentOf(line.sku) ?? null) : null,
  }));
  const orderId = randomUUID();
  const values = {
    id: orderId,
    companyId: company.id,
    contactId: caller.contactId,
    cartId: cart.id,
    // One order per cart, in the department of its first line; each line keeps its own (docs/orders.md).
    department: departmentOf(view.lines[0]!.sku) ?? 'unknown',
    market: cart.market,
    currency: cart.currency,
    status: 'confirmed',
    purchaseOrderNumber: cart.purchaseOrderNumber,
    comment: cart.comment,
    requestedDeliveryDate: cart.requestedDeliveryDate,
    deliveryAddress: draft.deliveryAddress ? repo.toSnapshot(draft.deliveryAddress) : null,
    invoiceAddress: draft.invoiceAddress ? repo.toSnapshot(draft.invoiceAddress) : null,
    shippingMethod: view.metadata.shippingMethod,
    subscriptionId: options.subscriptionId ?? null,
    costCentre: draft.costCentre,
    paymentMethod,
    ...totals,
  } satisfies Parameters<typeof repo.insertOrder>[1];
  // The confirmation goes in the order's statement, its number put in by the database (createorder knows the
  // orderer from its first query); otherwise it is queued after the order.
  const orderer = options.mail ? drafted.orderer : undefined;
  const confirmation =
    options.mail && orderer
      ? confirmationOf(
          { ...values, orderNumber: ORDER_NUMBER_MARK },
          lines.map((line) => ({ ...line, kind: line.kind ?? 'product' })).sort((a, b) => a.position - b.position),
          options.mail,
          orderer,
        )
      : undefined;
  const written = await repo.insertOrder(tx, values, lines, caller.contactId, {
    emptyCartId: options.emptyCart ? cart.id : undefined,
    idempotencyKey: options.idempotencyKey && { ...options.idempotencyKey, contactId: caller.contactId },
    mail: confirmation && { message: confirmation, orderNumberMark: ORDER_NUMBER_MARK },
  });
  // Prescription-only lines use up the cart owner's prescriptions; short → 422 and the transaction rolls back.
  const prescribed = view.lines.filter((line) => line.isPrescriptionOnly);
  if (prescribed.length > 0) {
    await consumePrescriptions(tx, {
      personId: cart.contactId,
      orderId: written.row.id,
      lines: prescribed.map((line) => ({ sku: line.sku, quantity: line.quantity })),
      today: marketToday(cart.market, options.now ?? new Date()),
      lang: options.lang,
    });
  }
  // An approved request's frozen cart is ordered once: the request records the order (docs/approvals.md).
  if (cart.kind === 'approval') await approvals.markOrdered(tx, cart.id, written.row.id);
  if (options.mail && !confirmation) {
    const contact = await customers.findContact(tx, written.row.contactId);
    if (contact) await queueMail(tx, confirmationOf(written.row, written.lines, options.mail, contact));
  }
  // Last, so the company row is locked only until the commit right after (repo.takeCredit).
  if (paymentMethod === 'invoice') await takeCredit(tx, company, totals.gross, options.lang);
  return written;
}

/** Takes an invoice order's gross from the company's credit, or refuses when another order took it meanwhile. */
async function takeCredit(tx: Db, company: Drafted['company'], gross: number, lang: Language) {
  try {
    await repo.takeCredit(tx, company.id, gross);
  } catch (error) {
    const refused = repo.creditRefusedIn(error);
    if (!refused) throw error;
    throw creditError(
      {
        code: 'credit_limit_exceeded',
        currency: company.currency,
        creditLimit: company.creditLimit,
        openBalance: Math.max(0, company.creditLimit - refused.creditLeft),
        creditLeft: refused.creditLeft,
        isOtherCurrency: false,
      },
      lang,
    );
  }
}

/**
 * Turns the caller's open cart into a confirmed order in one transaction (docs/orders.md): the cart row is
 * locked first, so concurrent calls on one cart queue and the later ones see an empty cart or their key.
 */
export async function createOrder(
  db: Db,
  options: {
    caller: Person;
    lang: Language;
    input: CreateOrderBody;
    idempotencyKey?: string;
    now?: Date;
    /** Given: the orderer gets a confirmation mail (on invoice). */
    mail?: OrderMailOptions;
  },
): Promise<Order> {
  const { caller, lang, input, idempotencyKey } = options;
  const requestHash = hashOf(input);
  // The key is not looked up first: it is recorded in the order's own statement, and a key already there (a replay,
  // or a concurrent call with the same key) makes that statement fail, as a replay fails earlier on the cart it
  // emptied. Only then is the key read, outside the rolled-back transaction: a replay answers the order it made, a
  // key older than its lifetime is forgotten (the purge job deletes it too) and the request placed as new, once.
  // The usual call so saves a round trip (docs/orders.md).
  const place = () =>
    db.transaction(async (tx): Promise<repo.WrittenOrder> => {
      const t = tx as unknown as Db;
      const drafted = await lockForOrder(t, {
        caller,
        pid: input.pid,
        customerId: input.customerId,
        lang,
        now: options.now,
      });
      if (input.expectedVersion !== undefined && input.expectedVersion !== drafted.cart.version) {
        throw rule('cart_changed', { version: drafted.cart.version });
      }
      if (input.expectedGross !== undefined && input.expectedGross !== drafted.view.totals.gross) {
        throw rule('price_changed', { totals: drafted.view.totals });
      }
      return writeOrder(t, {
        caller,
        drafted,
        emptyCart: true,
        lang,
        now: options.now,
        mail: options.mail,
        idempotencyKey: idempotencyKey ? { key: idempotencyKey, requestHash } : undefined,
      });
    });
  let written: repo.WrittenOrder;
  try {
    written = await place();
  } catch (error) {
    if (!idempotencyKey) throw error;
    const used = await repo.findIdempotencyKey(db, caller.contactId, idempotencyKey);
    if (!used) throw error;
    if (used.createdAt.getTime() > (options.now ?? new Date()).getTime() - IDEMPOTENCY_KEY_TTL_MS) {
      if (used.requestHash !== requestHash) throw rule('idempotency_key_reused');
      const row = await repo.findOrder(db, used.orderId);
      if (!row) throw notFound();
      return viewOrder(db, row);
    }
    await repo.deleteIdempotencyKey(db, caller.contactId, idempotencyKey);
    written = await place();
  }
  orderCounts(db).forget(written.row.companyId);
  return toOrder(written);
}

/**
 * Places an order from any cart row (an open cart or a subscription template) inside the caller's
 * transaction: locks the cart, drafts it with the checkout check (with `requestedDeliveryDate` overriding the
 * cart's) and writes the order. Throws AppError 422 (cart_empty, checkout_blocked with `problems`) when the
 * cart cannot be ordered. Templates keep their lines (`emptyCart: false`).
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
    /** Approved elsewhere (a punch-out order from the buyer's procurement system). */
    skipApproval?: boolean;
    /** A punch-out order may have no cost centre even when the company has some (docs/punchout.md). */
    isCostCentreOptional?: boolean;
    now?: Date;
    mail?: OrderMailOptions;
    /** Placed at a quote's prices instead of today's (docs/quotes.md). */
    quoted?: QuotedTerms;
    /** How the order is paid; default: by card when the mail says so (a card payment's order), else on invoice. */
    paymentMethod?: PaymentMethod;
  },
): Promise<string> {
  const drafted = await draftCartById(tx, { ...options, lock: true });
  const written = await writeOrder(tx, {
    paymentMethod: options.paymentMethod ?? (options.mail?.paidByCard ? 'card' : 'invoice'),
    quoted: options.quoted,
    mail: options.mail,
    caller: options.caller,
    drafted,
    emptyCart: options.emptyCart,
    subscriptionId: options.subscriptionId,
    lang: options.lang,
    now: options.now,
  });
  return written.row.id;
}

/** Cancels a locked order: the status event, and the prescriptions it used given back. */
export async function cancelLocked(
  tx: Db,
  orderId: string,
  by: string,
  options: { note?: string; mail?: OrderMailOptions } = {},
) {
  await repo.setStatus(tx, orderId, 'cancelled', by, options.note);
  // An unpaid invoice order gives its credit back (docs/customer.md).
  await repo.releaseCredit(tx, orderId);
  await releasePrescriptions(tx, { orderId });
  // A card payment's reservation is cancelled (or its charge refunded) by the payment-actions job.
  await requestPaymentAction(tx, { orderId, action: 'cancel' });
  if (options.mail) await queueStatusMail(tx, orderId, 'cancelled', options.mail);
}

/** Records an invoice order's invoice as paid (back office): its credit is free again (docs/customer.md). */
export async function markInvoicePaid(db: Db, options: { orderId: string; now?: Date }): Promise<void> {
  if (!(await repo.findOrder(db, options.orderId))) throw notFound('No such order.');
  const paid = await db.transaction(async (tx) =>
    repo.markInvoicePaid(tx as unknown as Db, options.orderId, options.now ?? new Date()),
  );
  if (!paid) throw rule('invoice_not_open');
}

/** The order when it is the caller's company's (route checks) and in the department asked for; else 404. */
async function findOwnOrder(db: Db, caller: Person, ref: OrderRef, role: 'viewer' | 'buyer') {
  const row = await repo.findOrder(db, ref.orderId);
  if (!row || row.department !== ref.department) throw notFound('No such order.');
  assertOwner(caller, { companyId: row.companyId }, role);
  return row;
}

/** Any order by id, for staff and jobs (no ownership check: the route decides who may call). */
export async function getOrderById(db: Db, orderId: string): Promise<Order> {
  const row = await repo.findOrder(db, orderId);
  if (!row) throw notFound('No such order.');
  return viewOrder(db, row);
}

export async function getOrder(db: Db, options: { caller: Person; ref: OrderRef }): Promise<Order> {
  return viewOrder(db, await findOwnOrder(db, options.caller, options.ref, 'viewer'));
}

/** Cancels an order still 'confirmed' (not yet picked). */
export async function cancelOrder(
  db: Db,
  options: { caller: Person; ref: OrderRef; mail?: OrderMailOptions },
): Promise<Order> {
  const { caller, ref } = options;
  await findOwnOrder(db, caller, ref, 'buyer');
  await db.transaction(async (tx) => {
    const row = await repo.lockOrder(tx, ref.orderId);
    if (!row) throw notFound('No such order.');
    if (row.status !== 'confirmed') throw rule('order_not_cancellable', { orderStatus: row.status });
    await cancelLocked(tx, row.id, caller.contactId, { mail: options.mail });
  });
  const row = await repo.findOrder(db, ref.orderId);
  if (!row) throw notFound();
  return viewOrder(db, row);
}

/**
 * The orders of the person's company, newest first, as the JSON the route sends (checked against `orderPage`
 * when the page is read).
 */
export async function renderOrderPage(db: Db, options: { caller: Person; query: OrdersQuery }): Promise<string> {
  const { caller, query } = options;
  if (query.pid !== caller.contactId) throw notFound('No such person.');
  let companyId = query.customerId;
  if (!companyId) {
    if (caller.companies.size === 0) throw rule('no_company_access');
    if (caller.companies.size > 1) throw rule('company_required');
    companyId = caller.companies.keys().next().value as string;
  }
  assertOwner(caller, { companyId }, 'viewer');
  const filters = { status: query.status, from: query.from, to: query.to };
  const filtered = Boolean(filters.status || filters.from || filters.to);
  const filterKey = filtered ? `:${filters.status ?? ''}:${filters.from ?? ''}:${filters.to ?? ''}` : '';
  const pageKey = `${repo.orderWriteGeneration()}:${companyId}:${query.skip}:${query.take}${filterKey}`;
  // A filtered count is keyed by the write generation too (like the pages): forget(companyId) cannot reach it.
  const countKey = filtered ? `${repo.orderWriteGeneration()}:${companyId}${filterKey}` : companyId;
  const [items, counted] = await Promise.all([
    orderPages(db).get(pageKey, async () => {
      const rows = await repo.listOrderPage(db, companyId, query.skip, query.take, filters);
      return JSON.stringify(orderPage.shape.items.parse(rows.map(summaryOf)));
    }),
    orderCounts(db).get(countKey, () => repo.countOrders(db, companyId, repo.ORDER_COUNT_CAP, filters)),
  ]);
  const rest = JSON.stringify({
    total: counted.total,
    totalIsExact: counted.isExact,
    skip: query.skip,
    take: query.take,
  });
  return `{"items":${items},${rest.slice(1)}`;
}

/**
 * Orders a past order again (docs/orders.md, "Reorder"): its product lines go into the caller's open cart at
 * today's prices and availability, and each line says what changed since — added at the same price, dearer,
 * cheaper, or not sold now (left out). Approval rules of today apply when the cart is checked out.
 */
export async function reorder(
  db: Db,
  options: { caller: Person; lang: Language; input: ReorderBody },
): Promise<ReorderResult> {
  const { caller, lang, input } = options;
  if (input.pid !== caller.contactId) throw notFound('No such person.');
  const row = await findOwnOrder(db, caller, input, 'buyer');
  const products = (await repo.listOrderLines(db, row.id)).filter((line) => line.kind === 'product');
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
