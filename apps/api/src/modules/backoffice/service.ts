import type { Db } from '../../db';
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
  UpdateStandingBody,
  UpdateTermsBody,
} from './schemas';

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
  const [rows, totals] = await Promise.all([repo.listOrders(db, query), repo.countOrders(db, query)]);
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

/** A company as the back office sees it: details, people, addresses, recent orders, carts and standing history. */
export async function getCustomer(db: Db, customerId: string): Promise<BackofficeCustomer> {
  const company = await customers.findCompany(db, customerId);
  if (!company) throw notFound('No such customer.');
  const [members, addresses, recent, carts, history, priceList, invoices, quotes, cartList, tickets, auditLog, range] =
    await Promise.all([
      customers.listMembersOfCompany(db, customerId),
      customers.listAddresses(db, customerId),
      repo.recentOrders(db, customerId, 10),
      repo.openCartValue(db, customerId, company.currency),
      repo.listStandingEvents(db, customerId, 20),
      company.priceListId ? repo.findPriceList(db, company.priceListId) : Promise.resolve(null),
      repo.recentInvoices(db, customerId, 10),
      repo.recentQuotes(db, customerId, 10),
      repo.openCarts(db, customerId, 10),
      repo.recentTickets(db, customerId, 10),
      listAuditEvents(db, { customerId, skip: 0, take: 20 }),
      company.assortmentId ? assortmentName(db, company.assortmentId) : Promise.resolve(null),
    ]);
  const people = new Map(
    (
      await repo.findPeople(db, [
        ...members.map((m) => m.contactId),
        ...(company.salesRepId ? [company.salesRepId] : []),
      ])
    ).map((p) => [p.id, p]),
  );
  const salesRep = company.salesRepId ? people.get(company.salesRepId) : undefined;
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
    contacts: members.map((m) => ({
      contactId: m.contactId,
      name: nameOf(m),
      email: m.email,
      phone: people.get(m.contactId)?.phone ?? null,
      role: m.role,
      status: m.isActive ? 'active' : m.acceptedAt ? 'inactive' : 'invited',
    })),
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
    recentOrders: recent.map(itemOf),
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
    invoices: invoices.map((i) => ({
      ...i,
      issuedAt: i.issuedAt.toISOString(),
      paidAt: i.paidAt?.toISOString() ?? null,
    })),
    quotes: quotes.map((q) => ({
      id: q.id,
      quoteNumber: q.quoteNumber,
      status: q.status,
      createdAt: q.createdAt.toISOString(),
      validUntil: q.validUntil,
      orderId: q.orderId,
      requestedBy: nameOf(q),
    })),
    carts: cartList.map((c) => ({
      id: c.id,
      updatedAt: c.updatedAt.toISOString(),
      lines: c.lines,
      net: Number(c.net),
      currency: c.currency,
      owner: { contactId: c.contactId, name: nameOf(c) },
    })),
    tickets: tickets.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
    // Every staff role reads this page: the clients' addresses and browsers stay in the whole log (administrators).
    auditLog: { ...auditLog, items: auditLog.items.map((item) => ({ ...item, ip: null, userAgent: null })) },
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
  await db.transaction(async (tx) => {
    const company = await customers.lockCompany(tx, options.customerId);
    if (!company) throw notFound('No such customer.');
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
    await auditChange(tx, {
      by: options.by,
      entity: 'company',
      id: company.id,
      verb: 'updated',
      companyId: company.id,
      before: { isBlocked: company.isBlocked, blockedReason: company.blockedReason, creditLimit: company.creditLimit },
      after: {
        isBlocked: changes.isBlocked ?? company.isBlocked,
        blockedReason: changes.blockedReason === undefined ? company.blockedReason : changes.blockedReason,
        creditLimit: changes.creditLimit ?? company.creditLimit,
      },
      details: { reason: input.reason },
    });
  });
  return getCustomer(db, options.customerId);
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
  await db.transaction(async (tx) => {
    const company = await customers.lockCompany(tx, options.customerId);
    if (!company) throw notFound('No such customer.');
    // A sales rep kept as is is not checked again: the terms of a company whose rep has left can still change.
    if (input.salesRepId && input.salesRepId !== company.salesRepId) {
      await customers.assertSalesRep(tx, input.salesRepId);
    }
    const before = { paymentTermsDays: company.paymentTermsDays, salesRepId: company.salesRepId };
    const after = {
      paymentTermsDays: input.paymentTermsDays ?? company.paymentTermsDays,
      salesRepId: input.salesRepId === undefined ? company.salesRepId : input.salesRepId,
    };
    await customers.updateCompany(tx, company.id, after);
    await auditChange(tx, {
      by: options.by,
      entity: 'company',
      id: company.id,
      verb: 'updated',
      companyId: company.id,
      before,
      after,
    });
  });
  return getCustomer(db, options.customerId);
}
