import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { contains, startsWith } from '../../db/like';
import {
  cartLines,
  carts,
  companies,
  companyContacts,
  contacts,
  customerStandingEvents,
  invoices,
  markets,
  orders,
  paymentTransactions,
  priceLists,
  quotes,
  tickets,
} from '../../db/schema';
import type { BackofficeCustomersQuery, BackofficeOrdersQuery } from './schemas';

/** Counting stops here, as on the customers' order history: the back office's big lists are not counted whole. */
export const COUNT_CAP = 10_000;

/** The time zone order dates are read in: the Nordic markets share it. */
const ORDER_DAY_ZONE = 'Europe/Oslo';

/** An order number as typed: 'en1000123', 'EN1000123' or the digits alone. */
const orderNumberOf = (q: string) => {
  const compact = q.replace(/\s+/g, '').toUpperCase();
  return /^\d+$/.test(compact) ? `EN${compact}` : compact;
};

/** Orders a text may name and still be read by id; a text naming more is tested in date order instead. */
const TEXT_MATCHES_BY_ID = 5_000;

/**
 * The orders a text names (its order number, part of its PO number, part of its company's name), as a condition.
 * A text naming few orders (a PO number, a small customer) is looked up through the indexes (the order numbers',
 * the trigram index of PO numbers, each company's orders) and its orders read by id: at a million orders, testing
 * every order newest first for a text that names none took 2.7 s. A text naming many (a big customer's name) is
 * tested newest first as before, where the page's orders come at once.
 */
async function orderTextCondition(db: DbOrTx, q: string, byIdUpTo: number): Promise<SQL> {
  const number = orderNumberOf(q);
  const pattern = contains(q);
  const named = (await db.execute(sql`
    select id from (
      select o.id from ${orders} o where o.order_number = ${number}
      union all
      select o.id from ${orders} o where o.purchase_order_number ilike ${pattern}
      union all
      select o.id from ${orders} o
      where o.company_id in (select c.id from ${companies} c where c.name ilike ${pattern})
    ) named
    limit ${byIdUpTo + 1}`)) as unknown as { rows: { id: string }[] };
  if (named.rows.length <= byIdUpTo) {
    return sql`${orders.id} = any(${sql.param([...new Set(named.rows.map((row) => row.id))])}::uuid[])`;
  }
  const byName = sql`${orders.companyId} in (select ${companies.id} from ${companies} where ${companies.name} ilike ${pattern})`;
  return or(eq(orders.orderNumber, number), ilike(orders.purchaseOrderNumber, pattern), byName) as SQL;
}

/**
 * The conditions of the back office's order list (everything but the cursor), shared by its page and its count.
 * `byIdUpTo`: how many orders a text may name and be read by id (tests lower it).
 */
export async function orderConditions(
  db: DbOrTx,
  query: BackofficeOrdersQuery,
  byIdUpTo = TEXT_MATCHES_BY_ID,
): Promise<SQL[]> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.customerId) where.push(eq(orders.companyId, query.customerId));
  if (query.market) where.push(eq(orders.market, query.market));
  if (query.from)
    where.push(sql`${orders.createdAt} >= (${query.from}::date::timestamp at time zone ${ORDER_DAY_ZONE})`);
  if (query.to) {
    where.push(sql`${orders.createdAt} < ((${query.to}::date + 1)::timestamp at time zone ${ORDER_DAY_ZONE})`);
  }
  if (query.q) where.push(await orderTextCondition(db, query.q, byIdUpTo));
  return where;
}

const orderItemColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  createdAt: orders.createdAt,
  department: orders.department,
  market: orders.market,
  currency: orders.currency,
  net: orders.net,
  gross: orders.gross,
  purchaseOrderNumber: orders.purchaseOrderNumber,
  requestedDeliveryDate: orders.requestedDeliveryDate,
  companyId: orders.companyId,
  companyName: companies.name,
  customerNumber: companies.customerNumber,
  contactId: orders.contactId,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
};
export type OrderItemRow = Awaited<ReturnType<typeof listOrders>>[number];

/**
 * One page of every company's orders, newest first (ties by id), `take + 1` rows so the caller knows whether there
 * is a next page. `after` is the last order of the previous page: the page starts strictly behind it in that order,
 * so orders placed meanwhile never shift or repeat rows (they are newer: on the first page).
 */
export async function listOrders(
  db: DbOrTx,
  query: BackofficeOrdersQuery & { take: number },
  conditions: readonly SQL[],
) {
  const where = [...conditions];
  if (query.after) {
    where.push(
      sql`(${orders.createdAt}, ${orders.id}) < (select c.created_at, c.id from ${orders} c where c.id = ${query.after})`,
    );
  }
  return db
    .select(orderItemColumns)
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(contacts, eq(contacts.id, orders.contactId))
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.take + 1);
}

export async function orderExists(db: DbOrTx, orderId: string) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  return Boolean(row);
}

/**
 * How many orders match (up to COUNT_CAP; `isExact` false beyond) and, when exact, their gross sum per currency:
 * both from the same capped set, so a very wide filter costs at most COUNT_CAP + 1 rows.
 */
export async function countOrders(db: DbOrTx, where: readonly SQL[]) {
  const capped = db
    .select({ currency: orders.currency, gross: orders.gross })
    .from(orders)
    .where(and(...where))
    .limit(COUNT_CAP + 1)
    .as('capped');
  const rows = await db
    .select({ currency: capped.currency, n: count(), gross: sql<string>`coalesce(sum(${capped.gross}), 0)` })
    .from(capped)
    .groupBy(capped.currency)
    .orderBy(asc(capped.currency));
  const n = rows.reduce((sum, row) => sum + row.n, 0);
  const isExact = n <= COUNT_CAP;
  return {
    count: Math.min(n, COUNT_CAP),
    isExact,
    sums: isExact ? rows.map((row) => ({ currency: row.currency, gross: Number(row.gross) })) : [],
  };
}

export async function findPeople(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      phone: contacts.phone,
      staffRole: contacts.staffRole,
    })
    .from(contacts)
    .where(inArray(contacts.id, ids));
}

export async function findPayment(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orderId));
  return row ?? null;
}

/** When an invoice order's invoice was recorded as paid (null: open, or not an invoice order). */
export async function findInvoicePaidAt(db: DbOrTx, orderId: string): Promise<Date | null> {
  const [row] = await db.select({ paidAt: orders.invoicePaidAt }).from(orders).where(eq(orders.id, orderId));
  return row?.paidAt ?? null;
}

export async function findInvoice(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({
      invoiceNumber: invoices.invoiceNumber,
      issuedAt: invoices.issuedAt,
      dueDate: invoices.dueDate,
      kid: invoices.kid,
    })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  return row ?? null;
}

// Customers

function customerConditions(query: BackofficeCustomersQuery): SQL[] {
  const where: SQL[] = [];
  if (query.blocked !== undefined) where.push(eq(companies.isBlocked, query.blocked));
  if (query.market) where.push(eq(companies.market, query.market));
  if (query.q) {
    const digits = query.q.replace(/[\s.-]/g, '');
    const matches: SQL[] = [ilike(companies.name, contains(query.q))];
    if (/^\d+$/.test(digits)) {
      matches.push(sql`${companies.orgNumber} like ${startsWith(digits)}`);
      if (digits.length <= 9) matches.push(eq(companies.customerNumber, Number(digits)));
    }
    where.push(or(...matches) as SQL);
  }
  return where;
}

export async function listCompanies(db: DbOrTx, query: BackofficeCustomersQuery) {
  const where = and(...customerConditions(query));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .offset(query.skip)
      .limit(query.take),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findPriceList(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: priceLists.id, code: priceLists.code, name: priceLists.name })
    .from(priceLists)
    .where(eq(priceLists.id, id));
  return row ?? null;
}

/**
 * The company's open carts that have lines: how many and their net at the prices stored on the lines (what the
 * people saw last; reading never re-prices). Lines in another currency than the company's are left out.
 */
export async function openCartValue(db: DbOrTx, companyId: string, currency: string) {
  const [row] = await db
    .select({
      carts: sql<number>`count(distinct ${carts.id})::int`,
      net: sql<string>`coalesce(sum(coalesce(${cartLines.unitPrice}, 0) * ${cartLines.quantity}), 0)`,
    })
    .from(carts)
    .innerJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(
      and(
        eq(carts.companyId, companyId),
        eq(carts.kind, 'cart'),
        eq(carts.status, 'open'),
        eq(cartLines.currency, currency),
      ),
    );
  return { count: row?.carts ?? 0, net: Number(row?.net ?? 0) };
}

export async function listStandingEvents(db: DbOrTx, companyId: string, limit: number) {
  return db
    .select({
      id: customerStandingEvents.id,
      change: customerStandingEvents.change,
      creditLimitBefore: customerStandingEvents.creditLimitBefore,
      creditLimitAfter: customerStandingEvents.creditLimitAfter,
      reason: customerStandingEvents.reason,
      at: customerStandingEvents.at,
      by: customerStandingEvents.by,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
    })
    .from(customerStandingEvents)
    .innerJoin(contacts, eq(contacts.id, customerStandingEvents.by))
    .where(eq(customerStandingEvents.companyId, companyId))
    .orderBy(desc(customerStandingEvents.at), desc(customerStandingEvents.id))
    .limit(limit);
}

export async function insertStandingEvents(db: DbOrTx, rows: (typeof customerStandingEvents.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(customerStandingEvents).values(rows);
}

// The company page's lists (docs/backoffice.md, "Customers"): newest first (people by name), a page at a time by
// skip/take with the total, each ordered to the row (ties by id) so pages neither repeat nor skip a row.

/** A page of one of the company page's lists. */
export type ListPage = { skip: number; take: number };

/** The page's rows and how many there are in all, read side by side. */
async function paged<T>(rows: PromiseLike<T[]>, counted: PromiseLike<{ n: number }[]>) {
  const [items, [total]] = await Promise.all([rows, counted]);
  return { rows: items, total: total?.n ?? 0 };
}

/** The company's people with their membership, by name. */
export function companyMembers(db: DbOrTx, companyId: string, page: ListPage) {
  const where = eq(companyContacts.companyId, companyId);
  return paged(
    db
      .select({
        contactId: contacts.id,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        email: contacts.email,
        phone: contacts.phone,
        role: companyContacts.role,
        isActive: companyContacts.isActive,
        acceptedAt: companyContacts.acceptedAt,
      })
      .from(companyContacts)
      .innerJoin(contacts, eq(contacts.id, companyContacts.contactId))
      .where(where)
      .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id))
      .offset(page.skip)
      .limit(page.take),
    db.select({ n: count() }).from(companyContacts).where(where),
  );
}

/** The company's orders, newest first, as list items. */
export function companyOrders(db: DbOrTx, companyId: string, page: ListPage) {
  const where = eq(orders.companyId, companyId);
  return paged(
    db
      .select(orderItemColumns)
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .innerJoin(contacts, eq(contacts.id, orders.contactId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(page.skip)
      .limit(page.take),
    db.select({ n: count() }).from(orders).where(where),
  );
}

/** The company's invoices, newest first, with their order and whether they were recorded as paid. */
export function companyInvoices(db: DbOrTx, companyId: string, page: ListPage) {
  const where = eq(invoices.companyId, companyId);
  return paged(
    db
      .select({
        invoiceNumber: invoices.invoiceNumber,
        orderId: invoices.orderId,
        orderNumber: orders.orderNumber,
        issuedAt: invoices.issuedAt,
        dueDate: invoices.dueDate,
        currency: invoices.currency,
        gross: invoices.gross,
        paidAt: orders.invoicePaidAt,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.invoiceNumber))
      .offset(page.skip)
      .limit(page.take),
    db.select({ n: count() }).from(invoices).where(where),
  );
}

/** The company's quotes (requests and answers), newest first. */
export function companyQuotes(db: DbOrTx, companyId: string, page: ListPage) {
  const where = eq(quotes.companyId, companyId);
  return paged(
    db
      .select({
        id: quotes.id,
        quoteNumber: quotes.quoteNumber,
        status: quotes.status,
        createdAt: quotes.createdAt,
        validUntil: quotes.validUntil,
        orderId: quotes.orderId,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
      })
      .from(quotes)
      .innerJoin(contacts, eq(contacts.id, quotes.contactId))
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .offset(page.skip)
      .limit(page.take),
    db.select({ n: count() }).from(quotes).where(where),
  );
}

/** The company's open carts that have lines, most recently changed first: whose, how many lines, their net. */
export function companyCarts(db: DbOrTx, companyId: string, page: ListPage) {
  const where = and(eq(carts.companyId, companyId), eq(carts.kind, 'cart'), eq(carts.status, 'open'));
  return paged(
    db
      .select({
        id: carts.id,
        updatedAt: carts.updatedAt,
        currency: carts.currency,
        lines: sql<number>`count(*)::int`,
        net: sql<string>`coalesce(sum(coalesce(${cartLines.unitPrice}, 0) * ${cartLines.quantity}), 0)`,
        contactId: carts.contactId,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
      })
      .from(carts)
      .innerJoin(cartLines, eq(cartLines.cartId, carts.id))
      .innerJoin(contacts, eq(contacts.id, carts.contactId))
      .where(where)
      .groupBy(carts.id, contacts.id)
      .orderBy(desc(carts.updatedAt), desc(carts.id))
      .offset(page.skip)
      .limit(page.take),
    db
      .select({ n: sql<number>`count(distinct ${carts.id})::int` })
      .from(carts)
      .innerJoin(cartLines, eq(cartLines.cartId, carts.id))
      .where(where),
  );
}

/** The company's support tickets, newest first. */
export function companyTickets(db: DbOrTx, companyId: string, page: ListPage) {
  const where = eq(tickets.companyId, companyId);
  return paged(
    db
      .select({
        id: tickets.id,
        number: tickets.number,
        subject: tickets.subject,
        status: tickets.status,
        createdAt: tickets.createdAt,
      })
      .from(tickets)
      .where(where)
      .orderBy(desc(tickets.number))
      .offset(page.skip)
      .limit(page.take),
    db.select({ n: count() }).from(tickets).where(where),
  );
}

// The company form's choices

/** Active Engros staff: who may be a company's sales rep. */
export async function listStaff(db: DbOrTx) {
  return db
    .select({
      contactId: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      staffRole: contacts.staffRole,
    })
    .from(contacts)
    .where(and(isNotNull(contacts.staffRole), eq(contacts.isActive, true)))
    .orderBy(asc(contacts.firstName), asc(contacts.lastName), asc(contacts.id));
}

/** Contract price lists: what a company may be given. */
export async function listContractPriceLists(db: DbOrTx) {
  return db
    .select({ id: priceLists.id, code: priceLists.code, name: priceLists.name, market: priceLists.market })
    .from(priceLists)
    .where(eq(priceLists.kind, 'contract'))
    .orderBy(asc(priceLists.name), asc(priceLists.code));
}

export async function listMarkets(db: DbOrTx) {
  return db
    .select({ code: markets.code, name: markets.name, currency: markets.currency })
    .from(markets)
    .orderBy(asc(markets.code));
}
