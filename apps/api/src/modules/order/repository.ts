import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { fixedStatement, param, rowFromJson } from '../../db/prepared';
import {
  type AddressSnapshot,
  type addresses,
  cartLines,
  carts,
  companies,
  idempotencyKeys,
  type OrderStatus,
  orderLines,
  orderStatusEvents,
  orders,
} from '../../db/schema';
import { type OutgoingMail, queuedMailSql } from '../mail';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderStatusEvents.$inferSelect;

export const toSnapshot = (row: typeof addresses.$inferSelect): AddressSnapshot => ({
  id: row.id,
  name: row.name,
  line1: row.line1,
  line2: row.line2,
  zipCode: row.zipCode,
  city: row.city,
  country: row.country,
});

let orderWrites = 0;

/**
 * Counts the order writes of this process (insert, status changes). Cached history pages are keyed by it, so a
 * write here is seen by the next read here; other nodes' writes within the pages' short TTL (service.ts).
 */
export const orderWriteGeneration = () => orderWrites;

/** A written order as it was inserted: the row, its lines in order and its first status event. */
export type WrittenOrder = { row: OrderRow; lines: OrderLineRow[]; events: OrderEventRow[] };

/** What insertOrder writes besides the order, its lines and first status event; each part is a CTE of its statement. */
type OrderStatementShape = { lines: boolean; emptyCart: boolean; key: boolean; mail: boolean; credit: boolean };

/**
 * The statement of one shape of insertOrder, built once (fixedStatement): data-modifying CTEs around the order row's
 * insert, the order row answered as JSON. With `credit`, the company's credit is taken in the same statement, and
 * taken last: the update's condition counts what every other part wrote, so PostgreSQL runs all of them before it
 * looks at (and locks) the company row, which then stays locked only until the commit right after
 * (docs/decisions/011).
 */
function orderStatement(shape: OrderStatementShape) {
  const name = `order_insert_${Object.values(shape)
    .map((on) => (on ? 1 : 0))
    .join('')}`;
  return fixedStatement<{ r: Record<string, unknown> }, Record<string, unknown>>(name, (db) => {
    const ctes: [string, SQL][] = [
      [
        'order_number',
        sql`select 'EN' || lpad(n::text, greatest(7, length(n::text)), '0') as value from nextval('order_number_seq') as n`,
      ],
      [
        'inserted_order',
        sql`insert into ${orders} (${sql.raw(ORDER_COLUMNS.map(([column]) => `"${column}"`).join(', '))}, "order_number")
          select ${sql.raw(ORDER_COLUMNS.map(([column]) => (column === 'created_at' ? `coalesce(o."created_at", now())` : `o."${column}"`)).join(', '))},
            (select value from order_number)
          from jsonb_to_record(${param('order')}::jsonb)
            as o(${sql.raw(ORDER_COLUMNS.map(([column, type]) => `"${column}" ${type}`).join(', '))})
          returning *`,
      ],
      [
        'first_event',
        sql`insert into ${orderStatusEvents} ("id", "order_id", "status", "at", "by")
          values (${param('eventId')}::uuid, ${param('orderId')}::uuid, ${param('status')}::text,
            coalesce(${param('at')}::timestamptz, now()), ${param('by')}::uuid)
          returning 1`,
      ],
    ];
    // The lines travel as one JSON parameter, not 16 per line (docs/decisions/011).
    if (shape.lines) {
      ctes.push([
        'written_lines',
        sql`insert into ${orderLines} (${sql.raw(LINE_COLUMNS.map(([column]) => `"${column}"`).join(', '))})
          select * from jsonb_to_recordset(${param('lines')}::jsonb)
            as line(${sql.raw(LINE_COLUMNS.map(([column, type]) => `"${column}" ${type}`).join(', '))})
          returning 1`,
      ]);
    }
    if (shape.emptyCart) {
      const cartId = sql`${param('cartId')}::uuid`;
      ctes.push(
        ['emptied_lines', sql`delete from ${cartLines} where ${cartLines.cartId} = ${cartId} returning 1`],
        ['emptied_cart', sql`${db.update(carts).set(emptiedCart).where(eq(carts.id, cartId)).getSQL()} returning 1`],
      );
    }
    if (shape.key) {
      ctes.push([
        'used_key',
        sql`insert into ${idempotencyKeys} ("key", "contact_id", "request_hash", "order_id")
          values (${param('key')}::text, ${param('keyContactId')}::uuid, ${param('requestHash')}::text,
            ${param('orderId')}::uuid)
          returning 1`,
      ]);
    }
    if (shape.mail) {
      const mail = {
        to: sql`${param('mailTo')}::text`,
        subject: sql`${param('mailSubject')}::text`,
        text: sql`${param('mailText')}::text`,
        template: sql`${param('mailTemplate')}::text`,
      };
      ctes.push([
        'queued_mail',
        sql`${queuedMailSql(mail, sql`${param('mark')}::text`, sql`(select value from order_number)`)} returning 1`,
      ]);
    }
    let answer = sql`select row_to_json(o) as r from inserted_order o`;
    if (shape.credit) {
      // Every other part, counted: the company row is looked at (and locked) only once they are all written.
      const written = sql.join(
        ctes.slice(1).map(([cte]) => sql`(select count(*) from ${sql.raw(cte)})`),
        sql` + `,
      );
      ctes.push([
        'taken_credit',
        sql`update ${companies} set open_balance = open_balance + ${param('gross')}::bigint
          where id = ${param('companyId')}::uuid and ${written} >= 0
            and case when open_balance + ${param('gross')}::bigint <= credit_limit then true
              else credit_refused(greatest(credit_limit - open_balance, 0)) end
          returning 1`,
      ]);
      answer = sql`select row_to_json(o) as r from inserted_order o, taken_credit`;
    }
    return sql`with ${sql.join(
      ctes.map(([cte, body]) => sql`${sql.raw(cte)} as (${body})`),
      sql`, `,
    )} ${answer}`;
  });
}

/** The statements of insertOrder, one per shape, each made on first use. */
const orderStatements = new Map<string, ReturnType<typeof orderStatement>>();
const orderRowFromJson = rowFromJson(orders);

/**
 * Writes an order, its lines and first status event (and, when asked: the cart's emptying, the Idempotency-Key, the
 * confirmation mail and the invoice credit) in one statement, and answers what it wrote; why one statement:
 * docs/decisions/011. The statement's text is built once per shape (orderStatement). Taking credit fails with
 * `credit_limit_exceeded` (creditRefusedIn) as takeCredit does.
 */
export async function insertOrder(
  tx: DbOrTx,
  order: Omit<typeof orders.$inferInsert, 'orderNumber'>,
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
  by: string,
  also: {
    /** Empties this cart in the same statement (emptyCart). */
    emptyCartId?: string;
    /** Records createorder's Idempotency-Key for this order in the same statement. */
    idempotencyKey?: Omit<typeof idempotencyKeys.$inferInsert, 'orderId' | 'createdAt'>;
    /** Queues this mail in the same statement, the order's number put in place of `orderNumberMark`. */
    mail?: { message: OutgoingMail; orderNumberMark: string };
    /**
     * Takes the order's gross from this company's credit, last in the statement (as takeCredit): only when nothing
     * else is written in the transaction after the order (docs/decisions/011).
     */
    credit?: { companyId: string; gross: number };
  } = {},
): Promise<WrittenOrder> {
  const orderId = order.id ?? randomUUID();
  const status = order.status ?? 'confirmed';
  const lineRows: OrderLineRow[] = lines.map((line) => ({
    id: line.id ?? randomUUID(),
    orderId,
    position: line.position,
    kind: line.kind ?? 'product',
    sku: line.sku,
    department: line.department ?? null,
    name: line.name,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    listUnitPrice: line.listUnitPrice ?? null,
    vatRate: line.vatRate,
    lineTotal: line.lineTotal,
    vatAmount: line.vatAmount,
    agreementKind: line.agreementKind ?? null,
    agreementPriceListId: line.agreementPriceListId ?? null,
    agreementCode: line.agreementCode ?? null,
    agreementName: line.agreementName ?? null,
    agreementValidTo: line.agreementValidTo ?? null,
    agreementMinQuantity: line.agreementMinQuantity ?? null,
  }));
  const eventId = randomUUID();
  const shape: OrderStatementShape = {
    lines: lineRows.length > 0,
    emptyCart: also.emptyCartId !== undefined,
    key: also.idempotencyKey !== undefined,
    mail: also.mail !== undefined,
    credit: also.credit !== undefined,
  };
  const shapeKey = JSON.stringify(shape);
  let statement = orderStatements.get(shapeKey);
  if (!statement) {
    statement = orderStatement(shape);
    orderStatements.set(shapeKey, statement);
  }
  const [answer] = await statement(tx, {
    order: JSON.stringify(orderRecord({ ...order, id: orderId, status })),
    orderId,
    eventId,
    status,
    at: order.createdAt?.toISOString() ?? null,
    by,
    lines: shape.lines ? JSON.stringify(lineRows.map(lineRecord)) : undefined,
    cartId: also.emptyCartId,
    key: also.idempotencyKey?.key,
    keyContactId: also.idempotencyKey?.contactId,
    requestHash: also.idempotencyKey?.requestHash,
    mailTo: also.mail?.message.to,
    mailSubject: also.mail?.message.subject,
    mailText: also.mail?.message.text,
    mailTemplate: also.mail?.message.template,
    mark: also.mail?.orderNumberMark,
    companyId: also.credit?.companyId,
    gross: also.credit?.gross,
  });
  if (!answer) throw new Error('insertOrder: the statement answered no order');
  const row = orderRowFromJson(answer.r);
  orderWrites++;
  const events: OrderEventRow[] = [{ id: eventId, orderId, status, at: row.createdAt, by, note: null }];
  return { row, lines: lineRows.sort((a, b) => a.position - b.position), events };
}

/**
 * An invoice order takes its gross from the company's credit, or fails with `credit_limit_exceeded` (creditRefusedIn):
 * the update waits for the company's other orders, so two never pass the limit together. Run it as the last
 * statement before COMMIT (docs/decisions/011: the row is locked only for the commit).
 */
export async function takeCredit(tx: DbOrTx, companyId: string, gross: number) {
  await tx.execute(sql`
    update ${companies} set open_balance = open_balance + ${gross}
     where id = ${companyId} and case when open_balance + ${gross} <= credit_limit then true
       else credit_refused(greatest(credit_limit - open_balance, 0)) end`);
}

/** The credit left when takeCredit failed on the credit limit; else null. */
export function creditRefusedIn(error: unknown): { creditLeft: number } | null {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message, detail } = e as { code?: string; message?: string; detail?: string };
    if (code === 'P0001' && message === 'credit_limit_exceeded') return { creditLeft: Number(detail ?? 0) };
  }
  return null;
}

/** A cancelled invoice order no longer takes credit: its gross leaves the open balance (unless already paid). */
export async function releaseCredit(tx: DbOrTx, orderId: string) {
  await tx.execute(sql`
    update ${companies} set open_balance = greatest(open_balance - o.gross, 0)
      from ${orders} o
     where o.id = ${orderId} and ${companies.id} = o.company_id and o.payment_method = 'invoice'
       and o.invoice_paid_at is null and o.currency = ${companies.currency}`);
}

/**
 * Records an invoice order's invoice as paid (once): its gross leaves the company's open balance unless the order
 * is cancelled (a cancel released it already). Answers false when the order is not on invoice or already paid.
 */
export async function markInvoicePaid(tx: DbOrTx, orderId: string, at: Date): Promise<boolean> {
  const result = await tx.execute(sql`
    with paid as (
      update ${orders} set invoice_paid_at = ${at.toISOString()}::timestamptz
       where id = ${orderId} and payment_method = 'invoice' and invoice_paid_at is null
      returning company_id, gross, currency, status
    ), released as (
      update ${companies} c set open_balance = greatest(c.open_balance - paid.gross, 0)
        from paid where c.id = paid.company_id and paid.status <> 'cancelled' and paid.currency = c.currency
    )
    select count(*)::int as n from paid`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  if ((rows[0]?.n ?? 0) > 0) orderWrites++;
  return (rows[0]?.n ?? 0) > 0;
}

/** order_lines' columns with their SQL types, in the order lineRecord gives them. */
export const LINE_COLUMNS = [
  ['id', 'uuid'],
  ['order_id', 'uuid'],
  ['position', 'integer'],
  ['kind', 'text'],
  ['sku', 'text'],
  ['department', 'text'],
  ['name', 'text'],
  ['quantity', 'integer'],
  ['unit_price', 'bigint'],
  ['list_unit_price', 'bigint'],
  ['vat_rate', 'integer'],
  ['line_total', 'bigint'],
  ['vat_amount', 'bigint'],
  ['agreement_kind', 'text'],
  ['agreement_price_list_id', 'uuid'],
  ['agreement_code', 'text'],
  ['agreement_name', 'text'],
  ['agreement_valid_to', 'timestamptz'],
  ['agreement_min_quantity', 'integer'],
] as const;

/** An order line as the JSON record insertOrder sends (keys: LINE_COLUMNS). */
const lineRecord = (line: OrderLineRow): Record<(typeof LINE_COLUMNS)[number][0], unknown> => ({
  id: line.id,
  order_id: line.orderId,
  position: line.position,
  kind: line.kind,
  sku: line.sku,
  department: line.department,
  name: line.name,
  quantity: line.quantity,
  unit_price: line.unitPrice,
  list_unit_price: line.listUnitPrice,
  vat_rate: line.vatRate,
  line_total: line.lineTotal,
  vat_amount: line.vatAmount,
  agreement_kind: line.agreementKind,
  agreement_price_list_id: line.agreementPriceListId,
  agreement_code: line.agreementCode,
  agreement_name: line.agreementName,
  agreement_valid_to: line.agreementValidTo?.toISOString() ?? null,
  agreement_min_quantity: line.agreementMinQuantity,
});

/** orders' columns written by insertOrder with their SQL types, in the order orderRecord gives them (order_number: drawn). */
export const ORDER_COLUMNS = [
  ['id', 'uuid'],
  ['company_id', 'uuid'],
  ['contact_id', 'uuid'],
  ['cart_id', 'uuid'],
  ['department', 'text'],
  ['market', 'text'],
  ['currency', 'text'],
  ['status', 'text'],
  ['purchase_order_number', 'text'],
  ['comment', 'text'],
  ['requested_delivery_date', 'date'],
  ['delivery_address', 'jsonb'],
  ['invoice_address', 'jsonb'],
  ['net', 'bigint'],
  ['vat', 'jsonb'],
  ['gross', 'bigint'],
  ['shipping_method', 'text'],
  ['subscription_id', 'uuid'],
  ['cost_centre', 'jsonb'],
  ['payment_method', 'text'],
  ['invoice_paid_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
] as const;

/** An order row as the JSON record insertOrder sends (keys: ORDER_COLUMNS; the columns' defaults filled in here). */
const orderRecord = (
  order: Omit<typeof orders.$inferInsert, 'orderNumber'> & { id: string },
): Record<(typeof ORDER_COLUMNS)[number][0], unknown> => ({
  id: order.id,
  company_id: order.companyId,
  contact_id: order.contactId,
  cart_id: order.cartId ?? null,
  department: order.department,
  market: order.market,
  currency: order.currency,
  status: order.status ?? 'confirmed',
  purchase_order_number: order.purchaseOrderNumber ?? null,
  comment: order.comment ?? null,
  requested_delivery_date: order.requestedDeliveryDate ?? null,
  delivery_address: order.deliveryAddress ?? null,
  invoice_address: order.invoiceAddress ?? null,
  net: order.net,
  vat: order.vat,
  gross: order.gross,
  shipping_method: order.shippingMethod ?? 'route',
  subscription_id: order.subscriptionId ?? null,
  cost_centre: order.costCentre ?? null,
  payment_method: order.paymentMethod ?? 'invoice',
  invoice_paid_at: order.invoicePaidAt?.toISOString() ?? null,
  created_at: order.createdAt?.toISOString() ?? null,
});

/** What an emptied cart keeps: a new version, no order details; it stays open for the next order. */
const emptiedCart = {
  version: sql`${carts.version} + 1`,
  purchaseOrderNumber: null,
  comment: null,
  requestedDeliveryDate: null,
  updatedAt: sql`now()`,
};

/** Empties a cart after ordering and bumps its version (insertOrder does it in its statement for createorder). */
export async function emptyCart(tx: DbOrTx, cartId: string) {
  // One statement: the lines go in a data-modifying CTE beside the cart's update.
  const gone = tx.$with('gone').as(tx.delete(cartLines).where(eq(cartLines.cartId, cartId)));
  await tx.with(gone).update(carts).set(emptiedCart).where(eq(carts.id, cartId));
}

export async function findIdempotencyKey(tx: DbOrTx, contactId: string, key: string) {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.contactId, contactId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function deleteIdempotencyKey(tx: DbOrTx, contactId: string, key: string) {
  await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.contactId, contactId), eq(idempotencyKeys.key, key)));
}

/** Deletes up to `limit` keys created before `before`; answers how many went. */
export async function purgeIdempotencyKeys(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(
      inArray(
        sql`(${idempotencyKeys.contactId}, ${idempotencyKeys.key})`,
        db
          .select({ contactId: idempotencyKeys.contactId, key: idempotencyKeys.key })
          .from(idempotencyKeys)
          .where(lt(idempotencyKeys.createdAt, before))
          .limit(limit),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

export async function findOrder(db: DbOrTx, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

export async function lockOrder(tx: DbOrTx, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export async function findOrderOwner(db: DbOrTx, orderId: string) {
  const [row] = await db.select({ companyId: orders.companyId }).from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

export async function listOrderLines(db: DbOrTx, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

export async function listEvents(db: DbOrTx, orderId: string): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id));
}

export async function setStatus(tx: DbOrTx, orderId: string, status: OrderStatus, by: string, note?: string) {
  await tx.update(orders).set({ status }).where(eq(orders.id, orderId));
  orderWrites++;
  await tx.insert(orderStatusEvents).values({ orderId, status, by, note: note ?? null });
}

/** Counting stops here: a big customer's history is not counted row by row on every page. */
export const ORDER_COUNT_CAP = 10_000;

/** The history's optional filters: the status now, and the days placed (Europe/Oslo, both ends included). */
export type OrderFilters = { status?: OrderStatus; from?: string; to?: string };

/**
 * Which of a company's orders: the company, then the days as a range of created_at (so the company/created_at
 * index is scanned over that range only), then the status as a check on the rows of that range.
 */
function orderWhere(companyId: string, filters: OrderFilters = {}) {
  return and(
    eq(orders.companyId, companyId),
    filters.from
      ? gte(orders.createdAt, sql`(${filters.from}::date)::timestamp at time zone 'Europe/Oslo'`)
      : undefined,
    filters.to ? lt(orders.createdAt, sql`(${filters.to}::date + 1)::timestamp at time zone 'Europe/Oslo'`) : undefined,
    filters.status ? eq(orders.status, filters.status) : undefined,
  );
}

/**
 * One page of a company's orders, newest first (ties by id). The page's ids come from the index alone (an
 * index-only scan past `skip` entries; with a status filter the rows of the range are read to check it), then
 * only those rows are read: deep pages skip index entries, not rows.
 */
export async function listOrderPage(db: DbOrTx, companyId: string, skip: number, take: number, filters?: OrderFilters) {
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  const page = db
    .select({ pageId: orders.id })
    .from(orders)
    .where(orderWhere(companyId, filters))
    .orderBy(...newestFirst)
    .offset(skip)
    .limit(take)
    .as('page');
  return db
    .select(getTableColumns(orders))
    .from(orders)
    .innerJoin(page, eq(orders.id, page.pageId))
    .orderBy(...newestFirst);
}

/**
 * How many orders a company has (with the filters): exactly up to `cap`; beyond it `cap` with `isExact` false
 * (the scan stops at cap + 1 entries).
 */
export async function countOrders(db: DbOrTx, companyId: string, cap = ORDER_COUNT_CAP, filters?: OrderFilters) {
  const [counted] = await db.select({ n: count() }).from(
    db
      .select({ id: orders.id })
      .from(orders)
      .where(orderWhere(companyId, filters))
      .limit(cap + 1)
      .as('capped'),
  );
  const n = counted?.n ?? 0;
  return { total: Math.min(n, cap), isExact: n <= cap };
}

/** Orders still on their way (confirmed, picking, shipped) with a delivery date up to `date`, oldest date first. */
export async function listOpenOrdersDueBy(db: DbOrTx, date: string, limit: number) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      market: orders.market,
      requestedDeliveryDate: orders.requestedDeliveryDate,
    })
    .from(orders)
    .where(and(inArray(orders.status, ['confirmed', 'picking', 'shipped']), lte(orders.requestedDeliveryDate, date)))
    .orderBy(asc(orders.requestedDeliveryDate), asc(orders.id))
    .limit(limit);
}

/** One guarded step: moves the order only if it is still `from`; answers whether it moved. */
export async function moveStatus(
  tx: DbOrTx,
  step: { orderId: string; from: OrderStatus; to: OrderStatus; by: string | null; note: string | null },
): Promise<boolean> {
  const moved = await tx
    .update(orders)
    .set({ status: step.to })
    .where(and(eq(orders.id, step.orderId), eq(orders.status, step.from)))
    .returning({ id: orders.id });
  if (moved.length === 0) return false;
  orderWrites++;
  await tx.insert(orderStatusEvents).values({ orderId: step.orderId, status: step.to, by: step.by, note: step.note });
  return true;
}
