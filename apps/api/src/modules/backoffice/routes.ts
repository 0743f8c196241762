import { webOriginOf } from '../../env';
import { personOf, staffAccess } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import { deliverOutboxNow } from '../mail';
import { auditPage, backofficeAuditQuery, listAuditEvents } from '../security';
import * as s from './schemas';
import * as service from './service';

/**
 * The back office's orders and customers (docs/backoffice.md): staff only. Moving an order's status is the order
 * module's `POST /api/backoffice/orders/{orderId}/status`.
 */
export const backofficeRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  const orderTags = ['order', 'backoffice'];
  const customerTags = ['customer', 'backoffice'];
  const invitations = { webOrigin: webOriginOf(ctx.env), invitationsPerHour: ctx.env.INVITATIONS_PER_HOUR };

  app.get('/api/backoffice/orders', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags: orderTags,
      summary: "Back office: every company's orders, filtered, newest first",
      description:
        'Filters: status, customerId, market, from/to (order date, Norwegian time), q (order number exact, part of ' +
        'a PO number or company name). Pages by cursor (`after` = the previous answer’s nextCursor), so orders ' +
        'placed meanwhile never repeat or skip rows. An unknown cursor: 400. Staff only (403).',
      querystring: s.backofficeOrdersQuery,
      response: { 200: s.backofficeOrderPage, ...problems(400, 401, 403) },
    },
    handler: async (request) => service.listOrders(db, request.query),
  });

  app.get('/api/backoffice/orders/:orderId', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags: orderTags,
      summary: 'Back office: one order with lines, addresses, payment, status timeline, company and orderer',
      description: '`nextStatuses` lists the moves the status route accepts now. Staff only (403).',
      params: s.orderIdParams,
      response: { 200: s.backofficeOrder, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.getOrder(db, request.params.orderId),
  });

  app.get('/api/backoffice/customers', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags: customerTags,
      summary: 'Back office: companies by name, org number or customer number',
      description: 'Filters: q, blocked, market; by name, paged with skip/take. Staff only (403).',
      querystring: s.backofficeCustomersQuery,
      response: { 200: s.backofficeCustomerPage, ...problems(400, 401, 403) },
    },
    handler: async (request) => service.listCustomers(db, request.query),
  });

  app.get('/api/backoffice/customers/:customerId', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags: customerTags,
      summary: 'Back office: one company with people, addresses, credit, recent orders, open carts and history',
      params: s.customerIdParams,
      response: { 200: s.backofficeCustomer, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.getCustomer(db, request.params.customerId),
  });

  // The company page's lists, a page at a time (the company answer holds the first page of each).
  const listWhat: Record<s.CustomerListName, string> = {
    users: 'people with their role and membership state, by name',
    orders: 'orders, newest first',
    invoices: 'invoices, newest first, open or paid',
    quotes: 'quotes, newest first',
    carts: 'open carts with lines, most recently changed first, at the stored prices',
    tickets: 'support tickets, newest first',
    'audit-log': 'audit log, newest first, without client addresses and browsers (ip and userAgent null)',
  };
  for (const list of s.customerListNames) {
    app.get(`/api/backoffice/customers/:customerId/${list}`, {
      config: { auth: 'agent', staff: staffAccess.read },
      schema: {
        tags: customerTags,
        summary: `Back office: a page of a company's ${listWhat[list]}`,
        description: 'skip/take (1–100, default 10) with the total. Staff only (403).',
        params: s.customerIdParams,
        querystring: s.customerListQuery,
        response: { 200: s.customerLists[list], ...problems(400, 401, 403, 404) },
      },
      handler: async (request) =>
        service.listCustomerItems(db, { customerId: request.params.customerId, list, page: request.query }),
    });
  }

  app.get('/api/backoffice/customer-options', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags: customerTags,
      summary: 'Back office: what the company form offers (markets, contract price lists, sales reps)',
      response: { 200: s.backofficeCustomerOptions, ...problems(401, 403) },
    },
    handler: async (request) => service.getCustomerOptions(db, request.lang),
  });

  app.post('/api/backoffice/customers', {
    config: { auth: 'agent', staff: staffAccess.customers },
    schema: {
      tags: customerTags,
      summary: 'Back office: create a company and invite its first admin',
      description:
        'The org number must be valid for the market (422 org_number_invalid) and new there (422 ' +
        'org_number_taken); an unknown price list → 422 price_list_unknown, a sales rep who is not active staff → ' +
        '422 sales_rep_not_staff. The admin gets the invitation mail. Audited (company_created). Answers the ' +
        'company page. Administrators and customer service (403 for other staff).',
      body: s.createBackofficeCustomerBody,
      response: { 200: s.backofficeCustomer, ...problems(400, 401, 403, 422, 429) },
    },
    handler: async (request) => {
      const answer = await service.createCustomer(db, {
        by: personOf(request).contactId,
        input: request.body,
        settings: invitations,
      });
      // The invited admin waits for the mail: the outbox goes out after the answer (the mail job retries a failure).
      if (ctx.env.NODE_ENV !== 'test') {
        void deliverOutboxNow(ctx.database, ctx.env).catch((err) => {
          request.log.warn({ err }, 'invitation mail: immediate delivery failed; the mail job retries');
        });
      }
      return answer;
    },
  });

  app.patch('/api/backoffice/customers/:customerId', {
    config: { auth: 'agent', staff: staffAccess.customers },
    schema: {
      tags: customerTags,
      summary: 'Back office: block or unblock a company and/or change its credit limit, with a reason',
      description:
        'Each change is kept in the company’s standing history with the agent and the reason; a block shows the ' +
        'reason as the blocked reason, an unblock clears it. Nothing to change → 422 customer_unchanged. ' +
        'Staff only (403).',
      params: s.customerIdParams,
      body: s.updateStandingBody,
      response: { 200: s.backofficeCustomer, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.updateStanding(db, {
        customerId: request.params.customerId,
        by: personOf(request).contactId,
        input: request.body,
      }),
  });

  app.patch('/api/backoffice/customers/:customerId/terms', {
    config: { auth: 'agent', staff: staffAccess.customers },
    schema: {
      tags: customerTags,
      summary: "Back office: change a company's payment terms and/or sales rep",
      description:
        'Payment terms (0–120 days) apply to invoices issued from now on. The sales rep must be active staff (422 ' +
        'sales_rep_not_staff); null removes it. Audited with before and after (company_updated). Administrators and ' +
        'customer service (403 for other staff).',
      params: s.customerIdParams,
      body: s.updateTermsBody,
      response: { 200: s.backofficeCustomer, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.updateTerms(db, {
        customerId: request.params.customerId,
        by: personOf(request).contactId,
        input: request.body,
      }),
  });

  /** The whole security audit log (docs/security.md). */
  app.get('/api/backoffice/audit-log', {
    config: { auth: 'agent', staff: staffAccess.admin },
    schema: {
      tags: ['security', 'backoffice'],
      summary: 'The whole audit log, newest first (agents), by company, person, action or outcome',
      querystring: backofficeAuditQuery,
      response: { 200: auditPage, ...problems(400, 401, 403) },
    },
    handler: async (request) => listAuditEvents(db, request.query),
  });
};
