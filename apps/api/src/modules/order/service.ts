import { createHash } from 'node:crypto';
import type { Db } from '../../db';
import { notFound, rule } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { assertOwner, type Person } from '../../plugins/access';
import { lockForOrder } from '../cart/service';
import { vatOf } from '../price/rules';
import { calculatePrices } from '../price/service';
import * as repo from './repository';
import type { CreateOrderBody, Order, OrderPage, OrderRef, OrderSummary, OrdersQuery } from './schemas';

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
  totals: { currency: row.currency, net: row.net, vat: row.vat, gross: row.gross },
  createdAt: row.createdAt.toISOString(),
});

async function viewOrder(db: Db, row: repo.OrderRow): Promise<Order> {
  const [lines, events] = await Promise.all([repo.listOrderLines(db, row.id), repo.listEvents(db, row.id)]);
  return {
    ...summaryOf(row),
    lines: lines.map((line) => ({
      id: line.id,
      sku: line.sku,
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

const hashOf = (input: CreateOrderBody) =>
  createHash('sha256')
    .update(JSON.stringify([input.pid, input.customerId ?? null, input.expectedVersion ?? null]))
    .digest('hex');

/**
 * Turns the caller's open cart into a confirmed order in one transaction (docs/orders.md): the cart row is
 * locked first, so concurrent calls on one cart queue and the later ones see an empty cart or their key.
 */
export async function createOrder(
  db: Db,
  options: { caller: Person; lang: Language; input: CreateOrderBody; idempotencyKey?: string; now?: Date },
): Promise<Order> {
  const { caller, lang, input, idempotencyKey } = options;
  const requestHash = hashOf(input);
  const orderId = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { cart, company, view } = await lockForOrder(t, {
      caller,
      pid: input.pid,
      customerId: input.customerId,
      lang,
      now: options.now,
    });
    if (idempotencyKey) {
      const used = await repo.findIdempotencyKey(tx, caller.contactId, idempotencyKey);
      if (used) {
        if (used.requestHash !== requestHash) throw rule('idempotency_key_reused');
        return used.orderId;
      }
    }
    if (input.expectedVersion !== undefined && input.expectedVersion !== cart.version) {
      throw rule('cart_changed', { version: cart.version });
    }
    if (view.lines.length === 0) throw rule('cart_empty');
    const problems = view.checkout?.problems ?? [];
    if (problems.some((p) => p.isBlocking)) throw rule('checkout_blocked', { problems });

    const priced = await calculatePrices(t, {
      caller,
      body: {
        customerId: company.id,
        market: cart.market,
        lines: view.lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
      },
      lang,
    });
    const departments = await repo.departmentsOf(
      tx,
      view.lines.map((line) => line.sku),
    );
    const lines = view.lines.map((line, index) => {
      const now = priced.lines[index];
      if (!now?.available || now.unitPrice === null || now.vatRate === null) {
        throw rule('checkout_blocked', {
          problems: [
            { code: 'sku_not_available', message: now?.message ?? line.sku, isBlocking: true, lineId: line.id },
          ],
        });
      }
      const lineTotal = now.unitPrice * line.quantity;
      return {
        position: index + 1,
        sku: line.sku,
        name: line.name ?? line.sku,
        quantity: line.quantity,
        unitPrice: now.unitPrice,
        listUnitPrice: now.listUnitPrice,
        vatRate: now.vatRate,
        lineTotal,
        vatAmount: vatOf(lineTotal, now.vatRate),
        agreementKind: now.agreement?.kind ?? null,
        agreementPriceListId: now.agreement?.priceListId ?? null,
        agreementCode: now.agreement?.code ?? null,
      };
    });
    const byRate = new Map<number, number>();
    let net = 0;
    for (const line of lines) {
      net += line.lineTotal;
      byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.lineTotal);
    }
    const vat = [...byRate.entries()]
      .sort(([a], [b]) => b - a)
      .map(([rate, base]) => ({ rate, base, vat: vatOf(base, rate) }));
    const gross = net + vat.reduce((sum, v) => sum + v.vat, 0);

    const id = await repo.insertOrder(
      tx,
      {
        orderNumber: await repo.nextOrderNumber(tx),
        companyId: company.id,
        contactId: caller.contactId,
        cartId: cart.id,
        // One order per cart: the department of the first line (docs/orders.md).
        department: departments.get(lines[0]!.sku) ?? 'unknown',
        market: cart.market,
        currency: cart.currency,
        status: 'confirmed',
        purchaseOrderNumber: cart.purchaseOrderNumber,
        comment: cart.comment,
        requestedDeliveryDate: cart.requestedDeliveryDate,
        deliveryAddress: await repo.addressSnapshot(tx, cart.deliveryAddressId),
        invoiceAddress: await repo.invoiceSnapshot(tx, company.id),
        net,
        vat,
        gross,
      },
      lines,
      caller.contactId,
    );
    if (idempotencyKey) {
      await repo.insertIdempotencyKey(tx, {
        key: idempotencyKey,
        contactId: caller.contactId,
        requestHash,
        orderId: id,
      });
    }
    await repo.emptyCart(tx, cart.id);
    return id;
  });
  const row = await repo.findOrder(db, orderId);
  if (!row) throw notFound();
  return viewOrder(db, row);
}

/** The order when it is the caller's company's (route checks) and in the department asked for; else 404. */
async function findOwnOrder(db: Db, caller: Person, ref: OrderRef, role: 'viewer' | 'buyer') {
  const row = await repo.findOrder(db, ref.orderId);
  if (!row || row.department !== ref.department) throw notFound('No such order.');
  assertOwner(caller, { companyId: row.companyId }, role);
  return row;
}

export async function getOrder(db: Db, options: { caller: Person; ref: OrderRef }): Promise<Order> {
  return viewOrder(db, await findOwnOrder(db, options.caller, options.ref, 'viewer'));
}

/** Cancels an order still 'confirmed' (not yet picked). */
export async function cancelOrder(db: Db, options: { caller: Person; ref: OrderRef }): Promise<Order> {
  const { caller, ref } = options;
  await findOwnOrder(db, caller, ref, 'buyer');
  await db.transaction(async (tx) => {
    const row = await repo.lockOrder(tx, ref.orderId);
    if (!row) throw notFound('No such order.');
    if (row.status !== 'confirmed') throw rule('order_not_cancellable', { orderStatus: row.status });
    await repo.setStatus(tx, row.id, 'cancelled', caller.contactId);
  });
  const row = await repo.findOrder(db, ref.orderId);
  if (!row) throw notFound();
  return viewOrder(db, row);
}

/** The orders of the person's company, newest first. */
export async function listOrders(db: Db, options: { caller: Person; query: OrdersQuery }): Promise<OrderPage> {
  const { caller, query } = options;
  if (query.pid !== caller.contactId) throw notFound('No such person.');
  let companyId = query.customerId;
  if (!companyId) {
    if (caller.companies.size === 0) throw rule('no_company_access');
    if (caller.companies.size > 1) throw rule('company_required');
    companyId = caller.companies.keys().next().value as string;
  }
  assertOwner(caller, { companyId }, 'viewer');
  const page = await repo.listOrders(db, companyId, query.skip, query.take);
  return { items: page.items.map(summaryOf), total: page.total, skip: query.skip, take: query.take };
}
