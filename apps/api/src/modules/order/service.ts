import { randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import { assertOwner, companyOfCall, type Person } from '../../lib/access';
import { cachePerDatabase } from '../../lib/cache';
import { notFound, rule } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { Orderer } from '../cart';
import * as customers from '../customer';
import { creditError, mailLanguage } from '../customer';
import { type OutgoingMail, queueMail } from '../mail';
import { requestPaymentAction } from '../payment';
import { releasePrescriptions } from '../pharmacy';
import { type PriceSourceFacts, priceSourceOf } from '../price';
import { type OrderMailData, orderCancelledMail, orderConfirmationMail, orderShippedMail } from './mail';
import * as repo from './repository';
import { type Order, type OrderRef, type OrderSummary, type OrdersQuery, orderPage } from './schemas';

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

async function viewOrder(db: Db, row: repo.OrderRow, lang: Language = 'nb'): Promise<Order> {
  const [lines, events] = await Promise.all([repo.listOrderLines(db, row.id), repo.listEvents(db, row.id)]);
  return toOrder({ row, lines, events }, lang);
}

/**
 * An order with its lines (in position order) and status history (oldest first), as answered. A line's price source
 * is read from what the line stored when placed (never from today's price lists), worded in `lang`.
 */
function toOrder({ row, lines, events }: repo.WrittenOrder, lang: Language = 'nb'): Order {
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
      priceSource: priceSourceOf(
        line.agreementKind && line.agreementCode
          ? {
              kind: line.agreementKind as PriceSourceFacts['kind'],
              code: line.agreementCode,
              name: line.agreementName,
              validTo: line.agreementValidTo?.toISOString() ?? null,
              minQuantity: line.agreementMinQuantity,
            }
          : null,
        lang,
      ),
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

/** An order as its checkout step writes it: the row's values and its lines (docs/decisions/011-order-write.md). */
export type NewOrder = Parameters<typeof repo.insertOrder>[1] & Omit<ConfirmedOrder, 'orderNumber'>;
export type NewOrderLine = Parameters<typeof repo.insertOrder>[2][number];

/**
 * Records an order in the caller's transaction: the row, its lines and first status event, in one statement with
 * the cart emptied and the Idempotency-Key recorded (repo.insertOrder, docs/decisions/011-order-write.md). Given
 * `mail`, the orderer gets a confirmation: inside that statement, its number put in by the database, when the
 * orderer is known already (createorder reads it with the cart's lock); otherwise queued right after. Given `credit`
 * (an invoice order after which the caller writes nothing more), its gross is taken from the company's credit as
 * the last thing written (in the order's statement, or right after the queued mail), as takeCredit does.
 */
export async function recordOrder(
  tx: Db,
  options: {
    values: NewOrder;
    lines: NewOrderLine[];
    by: string;
    emptyCartId?: string;
    idempotencyKey?: { key: string; requestHash: string };
    mail?: OrderMailOptions;
    orderer?: Orderer | null;
    credit?: { company: CreditCompany; lang: Language };
  },
): Promise<repo.WrittenOrder> {
  const { values, lines, mail, orderer, credit } = options;
  const confirmation =
    mail && orderer
      ? confirmationOf(
          { ...values, orderNumber: ORDER_NUMBER_MARK },
          lines.map((line) => ({ ...line, kind: line.kind ?? 'product' })).sort((a, b) => a.position - b.position),
          mail,
          orderer,
        )
      : undefined;
  const mailAfter = mail !== undefined && !confirmation;
  let written: repo.WrittenOrder;
  try {
    written = await repo.insertOrder(tx, values, lines, options.by, {
      emptyCartId: options.emptyCartId,
      idempotencyKey: options.idempotencyKey && { ...options.idempotencyKey, contactId: options.by },
      mail: confirmation && { message: confirmation, orderNumberMark: ORDER_NUMBER_MARK },
      // Not when the mail is queued after the statement: the company row would stay locked through it.
      credit: credit && !mailAfter ? { companyId: credit.company.id, gross: values.gross } : undefined,
    });
  } catch (error) {
    throw (credit && creditRefusal(error, credit.company, credit.lang)) ?? error;
  }
  if (mailAfter) {
    const contact = await customers.findContact(tx, written.row.contactId);
    if (contact) await queueMail(tx, confirmationOf(written.row, written.lines, mail, contact));
    if (credit) await takeCredit(tx, credit.company, values.gross, credit.lang);
  }
  return written;
}

/** The company an invoice order takes credit from, as the checkout read it with the cart. */
type CreditCompany = { id: string; currency: string; creditLimit: number };

/** Takes an invoice order's gross from the company's credit, or refuses when another order took it meanwhile. */
export async function takeCredit(tx: Db, company: CreditCompany, gross: number, lang: Language) {
  try {
    await repo.takeCredit(tx, company.id, gross);
  } catch (error) {
    throw creditRefusal(error, company, lang) ?? error;
  }
}

/** The answer to a statement that failed on the company's credit limit (422 credit_limit_exceeded); else null. */
function creditRefusal(error: unknown, company: CreditCompany, lang: Language) {
  const refused = repo.creditRefusedIn(error);
  if (!refused) return null;
  return creditError(
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

/** The order an Idempotency-Key of the person made, with when the key was used; null when the key is unknown. */
export async function findKeyedOrder(db: Db, contactId: string, key: string) {
  const used = await repo.findIdempotencyKey(db, contactId, key);
  return used ? { ...used, order: await repo.findOrder(db, used.orderId) } : null;
}

/** Forgets an Idempotency-Key past its lifetime, so the request is placed as new. */
export const forgetIdempotencyKey = (db: Db, contactId: string, key: string) =>
  repo.deleteIdempotencyKey(db, contactId, key);

/** An order was placed here for the company: its history count is read again (the pages follow the generation). */
export function orderPlaced(db: Db, companyId: string) {
  orderCounts(db).forget(companyId);
}

/** An order as answered, from its statement's result. */
export const orderOf = (written: repo.WrittenOrder, lang?: Language): Order => toOrder(written, lang);

/** An order row as answered, with its lines and history read. */
export const orderViewOf = (db: Db, row: repo.OrderRow, lang?: Language): Promise<Order> => viewOrder(db, row, lang);

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

/** One of the caller's company's orders (buyer role) with its product lines, to be ordered again; else 404. */
export async function productLinesOf(db: Db, caller: Person, ref: OrderRef) {
  const row = await findOwnOrder(db, caller, ref, 'buyer');
  const lines = (await repo.listOrderLines(db, row.id)).filter((line) => line.kind === 'product');
  return { order: row, lines };
}

/** Any order by id, for staff and jobs (no ownership check: the route decides who may call). */
export async function getOrderById(db: Db, orderId: string, lang?: Language): Promise<Order> {
  const row = await repo.findOrder(db, orderId);
  if (!row) throw notFound('No such order.');
  return viewOrder(db, row, lang);
}

export async function getOrder(db: Db, options: { caller: Person; ref: OrderRef; lang?: Language }): Promise<Order> {
  return viewOrder(db, await findOwnOrder(db, options.caller, options.ref, 'viewer'), options.lang);
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
  const companyId = companyOfCall(caller, query.customerId);
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
