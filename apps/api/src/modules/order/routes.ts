import { webOriginOf } from '../../env';
import { owns, personOf, staffAccess } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as fulfilment from './fulfilment';
import * as repo from './repository';
import * as s from './schemas';
import * as service from './service';

/** Orders: placing one from the cart, reading and cancelling (docs/orders.md). */
export const orderRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  // Order mails link to the storefront's order page.
  const mail = { webOrigin: webOriginOf(ctx.env) };

  app.registerOwner('order', async (database, id) => repo.findOrderOwner(database.db, id));

  app.get('/api/ardis/order', {
    config: { auth: 'person', access: [owns('order', 'query.orderId')] },
    schema: {
      tags: ['order'],
      summary: 'One order with its lines and status history',
      description: "Any member of the order's company (viewers too). Another company's or department: 404.",
      querystring: s.orderRef,
      response: { 200: s.order, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.getOrder(db, { caller: personOf(request), ref: request.query, lang: request.lang }),
  });

  app.get('/api/ardis/order/orders', {
    config: { auth: 'person', access: [owns('company', 'query.customerId')] },
    schema: {
      tags: ['order'],
      summary: "The person's company's orders, newest first",
      description:
        "pid must be the caller (else 404); the company is customerId or the caller's only company. Optional " +
        'filters: status, and from/to as days placed (Europe/Oslo, both included); total counts the filtered.',
      querystring: s.ordersQuery,
      response: { 200: s.orderPage, ...problems(400, 401, 403, 404, 422) },
    },
    // The service answers the page already serialized (and checked against orderPage) from its cache.
    handler: async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(
        (await service.renderOrderPage(db, {
          caller: personOf(request),
          query: request.query,
        })) as unknown as s.OrderPage,
      ),
  });

  app.delete('/api/ardis/order/cancelorder', {
    config: { auth: 'person', access: [owns('order', 'query.orderId', 'buyer')] },
    schema: {
      tags: ['order'],
      summary: 'Cancel an order before picking',
      description:
        'Only while status is confirmed; else 422 order_not_cancellable with `orderStatus`. Buyers only (403).',
      querystring: s.orderRef,
      response: { 200: s.order, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => service.cancelOrder(db, { caller: personOf(request), ref: request.query, mail }),
  });

  app.post('/api/backoffice/orders/:orderId/status', {
    config: { auth: 'agent', staff: staffAccess.customers },
    schema: {
      tags: ['order', 'backoffice'],
      summary: 'Back office: move an order one step on, or cancel it before shipping',
      description:
        'confirmed → picking → shipped → delivered, one step at a time, recorded in the history with the agent; ' +
        'cancelled while confirmed or picking. Anything else: 422 order_status_invalid. Staff only (403).',
      params: s.orderIdParams,
      body: s.setStatusBody,
      response: { 200: s.order, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => {
      const caller = personOf(request);
      await fulfilment.setOrderStatus(db, {
        orderId: request.params.orderId,
        ...request.body,
        by: caller.contactId,
        mail,
      });
      return service.getOrderById(db, request.params.orderId);
    },
  });

  app.post('/api/backoffice/orders/:orderId/invoice-paid', {
    config: { auth: 'agent', staff: staffAccess.customers },
    schema: {
      tags: ['order', 'backoffice'],
      summary: "Back office: record that an invoice order's invoice is paid",
      description:
        "The order's gross leaves the company's open balance, so the credit is free again (docs/customer.md). " +
        'Once per order: an order paid by card or already recorded as paid is 422 invoice_not_open. Staff only (403).',
      params: s.orderIdParams,
      response: { 200: s.order, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => {
      await service.markInvoicePaid(db, { orderId: request.params.orderId });
      return service.getOrderById(db, request.params.orderId);
    },
  });
};
