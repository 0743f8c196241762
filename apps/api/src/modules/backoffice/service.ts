import type { Db, DbOrTx } from '../../db';
import type { customerStandingEvents } from '../../db/schema';
import { AppError, notFound, rule } from '../../lib/errors';
import { assignCompanyAssortment, assortmentName, listAssortments } from '../assortment';
import * as customers from '../customer';
import { getOrderById, nextStatus } from '../order';
import { auditChange, listAuditEvents } from '../security';
import * as repo from './repository';
import type {
  BackofficeCustomer,
  BackofficeCustomerOptions,
  BackofficeCustomerPage,
  BackofficeCustomersQuery,
  BackofficeOrder,
  BackofficeOrderPage,
  BackofficeOrdersQuery,
  CreateBackofficeCustomerBody,
  CustomerListName,
  CustomerListPage,
  CustomerListQuery,
  UpdateStandingBody,
  UpdateTermsBody,
} from './schemas';
import { firstPageSize } from './schemas';

const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

const itemOf = (row: repo.OrderItemRow) => ({
  id: row.id,
  orderNumber: row.orderNumber,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  department: row.department,
  market: row.market,
  currency: row.currency,
  net: row.net,
  gross: row.gross,
  purchaseOrderNumber: row.purchaseOrderNumber,
  requestedDeliveryDate: row.requestedDeliveryDate,
  customer: { id: row.companyId, name: row.companyName, customerNumber: row.customerNumber },
  placedBy: { contactId: row.contactId, name: nameOf(row) },
});

/** Every company's orders by the filters, newest first, a page at a time by cursor, with the count and sums. */
export async function listOrders(db: Db, query: BackofficeOrdersQuery): Promise<BackofficeOrderPage> {
  if (query.after && !(await repo.orderExists(db, query.after))) {
    throw new AppError('validation_failed', {
      errors: [{ path: 'after', message: 'No such order: start again from the first page.' }],
    });
  }
  const where = await repo.orderConditions(db, query);
  const [rows, totals] = await Promise.all([repo.listOrders(db, query, where), repo.countOrders(db, where)]);
  const page = rows.slice(0, query.take);
  return {
    items: page.map(itemOf),
    nextCursor: rows.length > query.take ? (page.at(-1)?.id ?? null) : null,
    totals,
  };
}

/** One order as the back office sees it: the customer's view plus who, the payment and the moves allowed now. */
export async function getOrder(db: Db, orderId: string): Promise<BackofficeOrder> {
  const order = await getOrderById(db, orderId); // 404 when there is none
  const [company, payment, invoice, paidAt] = await Promise.all([
    customers.findCompany(db, order.customerId),
    repo.findPayment(db, orderId),
    repo.findInvoice(db, orderId),
    repo.findInvoicePaidAt(db, orderId),
  ]);
  if (!company) throw notFound('No such order.');
  const ids = [...new Set([order.pid, ...order.history.flatMap((h) => (h.by ? [h.by] : []))])];
  const people = new Map((await repo.findPeople(db, ids)).map((p) => [p.id, p]));
  const placedBy = people.get(order.pid);
  if (!placedBy) throw notFound('No such order.');
  const nextStatuses = [
    ...(nextStatus[order.status] ? [nextStatus[order.status]!] : []),
    ...(order.status === 'confirmed' || order.status === 'picking' ? (['cancelled'] as const) : []),
  ];
  return {
    ...order,
    customer: {
      id: company.id,
      name: company.name,
      customerNumber: company.customerNumber,
      orgNumber: company.orgNumber,
      isBlocked: company.isBlocked,
    },
    placedBy: {
      contactId: placedBy.id,
      name: nameOf(placedBy),
      email: placedBy.email,
      phone: placedBy.phone,
      isStaff: Boolean(placedBy.staffRole),
    },
    timeline: order.history.map((event) => {
      const by = event.by ? people.get(event.by) : undefined;
      return {
        status: event.status,
        at: event.at,
        note: event.note,
        by: by ? { contactId: by.id, name: nameOf(by), isStaff: Boolean(by.staffRole) } : null,
      };
    }),
    nextStatuses,
    payment: payment
      ? {
          method: 'card',
          status: payment.status,
          provider: payment.provider,
          paymentId: payment.paymentId,
          amount: payment.amount,
          reservedAmount: payment.reservedAmount,
          chargedAmount: payment.chargedAmount,
          refundedAmount: payment.refundedAmount,
          cancelledAmount: payment.cancelledAmount,
        }
      : {
          method: 'invoice',
          invoice: invoice ? { ...invoice, issuedAt: invoice.issuedAt.toISOString() } : null,
          paidAt: paidAt?.toISOString() ?? null,
        },
  };
}

type CompanyRow = NonNullable<Awaited<ReturnType<typeof customers.findCompany>>>;

const customerItemOf = (row: CompanyRow) => ({
  id: row.id,
  customerNumber: row.customerNumber,
  name: row.name,
  orgNumber: row.orgNumber,
  market: row.market,
  creditLimit: { amount: row.creditLimit, currency: row.currency },
  openBalance: { amount: row.openBalance, currency: row.currency },
  isBlocked: row.isBlocked,
  blockedReason: row.blockedReason,
});

export async function listCustomers(db: Db, query: BackofficeCustomersQuery): Promise<BackofficeCustomerPage> {
  const { rows, total } = await repo.listCompanies(db, query);
  return { items: rows.map(customerItemOf), total, skip: query.skip, take: query.take };
}

/** A page of each list of the company page, mapped to the answer's items (docs/backoffice.md, "Customers"). */
const customerLists: {
  [L in CustomerListName]: (
    db: Db,
    companyId: string,
    page: repo.ListPage,
  ) => Promise<{ items: CustomerListPage<L>['items']; total: number }>;
} = {
  users: async (db, companyId, page) => {
    const { rows, total } = await repo.companyMembers(db, companyId, page);
    const items = rows.map((m) => ({
      contactId: m.contactId,
      name: nameOf(m),
      email: m.email,
      phone: m.phone,
      role: m.role,
      status: m.isActive ? ('active' as const) : m.acceptedAt ? ('inactive' as const) : ('invited' as const),
    }));
    return { items, total };
  },
  orders: async (db, companyId, page) => {
    const { rows, total } = await repo.companyOrders(db, companyId, page);
    return { items: rows.map(itemOf), total };
  },
  invoices: async (db, companyId, page) => {
    const { rows, total } = await repo.companyInvoices(db, companyId, page);
    const items = rows.map((i) => ({
      ...i,
      issuedAt: i.issuedAt.toISOString(),
      paidAt: i.paidAt?.toISOString() ?? null,
    }));
    return { items, total };
  },
  quotes: async (db, companyId, page) => {
    const { rows, total } = await repo.companyQuotes(db, companyId, page);
    const items = rows.map((q) => ({
      id: q.id,
      quoteNumber: q.quoteNumber,
      status: q.status,
      createdAt: q.createdAt.toISOString(),
      validUntil: q.validUntil,
      orderId: q.orderId,
      requestedBy: nameOf(q),
    }));
    return { items, total };
  },
  carts: async (db, companyId, page) => {
    const { rows, total } = await repo.companyCarts(db, companyId, page);
    const items = rows.map((c) => ({
      id: c.id,
      updatedAt: c.updatedAt.toISOString(),
      lines: c.lines,
      net: Number(c.net),
      currency: c.currency,
      owner: { contactId: c.contactId, name: nameOf(c) },
    }));
    return { items, total };
  },
  tickets: async (db, companyId, page) => {
    const { rows, total } = await repo.companyTickets(db, companyId, page);
    return { items: rows.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })), total };
  },
  'audit-log': async (db, companyId, page) => {
    const log = await listAuditEvents(db, { customerId: companyId, ...page });
    // Every staff role reads the company page: clients' addresses and browsers stay in the whole log (administrators).
    return { items: log.items.map((item) => ({ ...item, ip: null, userAgent: null })), total: log.total };
  },
};

/** A page of one list of the company page (people, orders, invoices, quotes, open carts, tickets, audit log). */
export async function listCustomerItems<L extends CustomerListName>(
  db: Db,
  options: { customerId: string; list: L; page: CustomerListQuery },
): Promise<CustomerListPage<L>> {
  if (!(await customers.findCompany(db, options.customerId))) throw notFound('No such customer.');
  const found = await customerLists[options.list](db, options.customerId, options.page);
  return { ...found, ...options.page } as CustomerListPage<L>;
}

/** A company as the back office sees it: details, standing history, and the first page of each of its lists. */
export async function getCustomer(db: Db, customerId: string): Promise<BackofficeCustomer> {
  const company = await customers.findCompany(db, customerId);
  if (!company) throw notFound('No such customer.');
  const first = <L extends CustomerListName>(list: L) =>
    customerLists[list](db, customerId, { skip: 0, take: firstPageSize[list] });
  const [addresses, carts, history, priceList, range, users, recent, invoices, quotes, cartList, tickets, auditLog] =
    await Promise.all([
      customers.listAddresses(db, customerId),
      repo.openCartValue(db, customerId, company.currency),
      repo.listStandingEvents(db, customerId, 20),
      company.priceListId ? repo.findPriceList(db, company.priceListId) : Promise.resolve(null),
      company.assortmentId ? assortmentName(db, company.assortmentId) : Promise.resolve(null),
      first('users'),
      first('orders'),
      first('invoices'),
      first('quotes'),
      first('carts'),
      first('tickets'),
      first('audit-log'),
    ]);
  const salesRep = company.salesRepId ? (await repo.findPeople(db, [company.salesRepId]))[0] : undefined;
  return {
    ...customerItemOf(company),
    vatNumber: company.vatNumber,
    markets: company.markets,
    currency: company.currency,
    email: company.email,
    phone: company.phone,
    priceList,
    createdAt: company.createdAt.toISOString(),
    paymentTermsDays: company.paymentTermsDays,
    salesRep: salesRep ? { contactId: salesRep.id, name: nameOf(salesRep), email: salesRep.email } : null,
    assortment: range,
    contacts: users.items,
    addresses: addresses.map((a) => ({
      id: a.id,
      type: a.type,
      name: a.name,
      line1: a.line1,
      line2: a.line2,
      zipCode: a.zipCode,
      city: a.city,
      country: a.country,
      isDefault: a.isDefault,
    })),
    recentOrders: recent.items,
    openCarts: { ...carts, currency: company.currency },
    history: history.map((h) => ({
      id: h.id,
      change: h.change,
      creditLimitBefore: h.creditLimitBefore,
      creditLimitAfter: h.creditLimitAfter,
      reason: h.reason,
      at: h.at.toISOString(),
      by: { contactId: h.by, name: nameOf(h) },
    })),
    invoices: invoices.items,
    quotes: quotes.items,
    carts: cartList.items,
    tickets: tickets.items,
    auditLog: { ...auditLog, skip: 0, take: firstPageSize['audit-log'] },
    paging: {
      users: { total: users.total, take: firstPageSize.users },
      orders: { total: recent.total, take: firstPageSize.orders },
      invoices: { total: invoices.total, take: firstPageSize.invoices },
      quotes: { total: quotes.total, take: firstPageSize.quotes },
      carts: { total: cartList.total, take: firstPageSize.carts },
      tickets: { total: tickets.total, take: firstPageSize.tickets },
      'audit-log': { total: auditLog.total, take: firstPageSize['audit-log'] },
    },
  };
}

/** What the company form offers: markets, contract price lists and the active staff (sales reps). */
export async function getCustomerOptions(db: Db, lang: 'nb' | 'en'): Promise<BackofficeCustomerOptions> {
  const [markets, priceLists, staff, ranges] = await Promise.all([
    repo.listMarkets(db),
    repo.listContractPriceLists(db),
    repo.listStaff(db),
    listAssortments(db),
  ]);
  return {
    markets: markets.map((m) => ({ code: m.code, name: m.name[lang] ?? m.name.nb, currency: m.currency })),
    priceLists,
    salesReps: staff.map((p) => ({ contactId: p.contactId, name: nameOf(p), email: p.email })),
    assortments: ranges.items.map((a) => ({ id: a.id, name: a.name })),
  };
}

/**
 * Creates a company from the back office with its first admin, who gets the customer module's invitation mail
 * (queued in the same transaction): the org number is checked for the market (NO mod 11, SE Luhn, DK mod 11) and
 * must be new there, the price list must exist, the sales rep must be active staff. Audited as company_created.
 */
export async function createCustomer(
  db: Db,
  options: { by: string; input: CreateBackofficeCustomerBody; settings: customers.InvitationSettings },
): Promise<BackofficeCustomer> {
  const { input } = options;
  const created = await db.transaction(async (tx) => {
    const { company } = await customers.createCompanyWithAdmin(tx, {
      input,
      invitedBy: options.by,
      settings: options.settings,
    });
    await auditChange(tx, {
      by: options.by,
      entity: 'company',
      id: company.customerId,
      verb: 'created',
      companyId: company.customerId,
      after: {
        name: company.name,
        orgNumber: company.orgNumber,
        market: company.market,
        creditLimit: company.creditLimit.amount,
        priceListId: company.priceListId,
        paymentTermsDays: input.paymentTermsDays,
        salesRepId: input.salesRepId ?? null,
        assortmentId: input.assortmentId ?? null,
        admin: input.admin.email.toLowerCase(),
      },
    });
    if (input.assortmentId) await assignCompanyAssortment(tx, company.customerId, input.assortmentId);
    return company;
  });
  // No cache to drop: nothing could have read the new company's assortment before its creation committed.
  return getCustomer(db, created.customerId);
}

type LockedCompany = NonNullable<Awaited<ReturnType<typeof customers.lockCompany>>>;
type CompanyChange = {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  details?: Record<string, unknown>;
};

/**
 * One back-office change of a company: in a transaction under a lock on the company row (404 when there is none),
 * `change` checks and writes, and answers what it changed, audited as company_updated in the same transaction.
 * Answers the company page.
 */
async function changeCompany(
  db: Db,
  options: { customerId: string; by: string },
  change: (tx: DbOrTx, company: LockedCompany) => Promise<CompanyChange>,
): Promise<BackofficeCustomer> {
  await db.transaction(async (tx) => {
    const company = await customers.lockCompany(tx, options.customerId);
    if (!company) throw notFound('No such customer.');
    const changed = await change(tx, company);
    await auditChange(tx, {
      by: options.by,
      entity: 'company',
      id: company.id,
      verb: 'updated',
      companyId: company.id,
      ...changed,
    });
  });
  return getCustomer(db, options.customerId);
}

/**
 * Blocks or unblocks a company and/or sets its credit limit, with the agent's reason, in one transaction under a
 * lock on the company row: each change is recorded in the standing history. A request that changes nothing (block
 * a blocked company, the same limit) is 422 customer_unchanged, so two agents acting at once do not both "win".
 */
export async function updateStanding(
  db: Db,
  options: { customerId: string; by: string; input: UpdateStandingBody },
): Promise<BackofficeCustomer> {
  const { input } = options;
  return changeCompany(db, options, async (tx, company) => {
    const changes: Parameters<typeof customers.updateCompany>[2] = {};
    const events: (typeof customerStandingEvents.$inferInsert)[] = [];
    const base = { companyId: company.id, reason: input.reason, by: options.by };
    if (input.isBlocked !== undefined && input.isBlocked !== company.isBlocked) {
      changes.isBlocked = input.isBlocked;
      changes.blockedReason = input.isBlocked ? input.reason : null;
      events.push({ ...base, change: input.isBlocked ? 'blocked' : 'unblocked' });
    }
    if (input.creditLimit !== undefined && input.creditLimit !== company.creditLimit) {
      changes.creditLimit = input.creditLimit;
      events.push({
        ...base,
        change: 'credit_limit',
        creditLimitBefore: company.creditLimit,
        creditLimitAfter: input.creditLimit,
      });
    }
    if (events.length === 0) {
      throw rule('customer_unchanged', { isBlocked: company.isBlocked, creditLimit: company.creditLimit });
    }
    await customers.updateCompany(tx, company.id, changes);
    await repo.insertStandingEvents(tx, events);
    return {
      before: { isBlocked: company.isBlocked, blockedReason: company.blockedReason, creditLimit: company.creditLimit },
      after: {
        isBlocked: changes.isBlocked ?? company.isBlocked,
        blockedReason: changes.blockedReason === undefined ? company.blockedReason : changes.blockedReason,
        creditLimit: changes.creditLimit ?? company.creditLimit,
      },
      details: { reason: input.reason },
    };
  });
}

/**
 * Changes a company's payment terms and/or sales rep under a lock on the company row; audited with before and after
 * (a request that changes nothing writes nothing and answers the page). New terms apply to invoices issued from now
 * on: an issued invoice keeps its due date. A new sales rep must be active staff (422 sales_rep_not_staff).
 */
export async function updateTerms(
  db: Db,
  options: { customerId: string; by: string; input: UpdateTermsBody },
): Promise<BackofficeCustomer> {
  const { input } = options;
  return changeCompany(db, options, async (tx, company) => {
    // A sales rep kept as is is not checked again: the terms of a company whose rep has left can still change.
    if (input.salesRepId && input.salesRepId !== company.salesRepId) {
      await customers.assertSalesRep(tx, input.salesRepId);
    }
    const after = {
      paymentTermsDays: input.paymentTermsDays ?? company.paymentTermsDays,
      salesRepId: input.salesRepId === undefined ? company.salesRepId : input.salesRepId,
    };
    await customers.updateCompany(tx, company.id, after);
    return { before: { paymentTermsDays: company.paymentTermsDays, salesRepId: company.salesRepId }, after };
  });
}
