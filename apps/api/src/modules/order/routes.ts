import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import { owns, personOf } from '../../plugins/access';
import * as repo from './repository';
import * as s from './schemas';
import * as service from './service';

/** Orders: placing one from the cart, reading and cancelling (docs/orders.md). */
export const orderRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;

  app.registerOwner('order', async (database, id) => repo.findOrderOwner(database.db, id));

  app.post('/api/ardis/cart/createorder', {
    config: { auth: 'person', access: [owns('company', 'body.customerId', 'buyer')] },
    schema: {
      tags: ['cart', 'order'],
      summary: "Place an order from the caller's open cart",
      description:
        'One transaction: locks the cart, re-prices every line, stores the order (status confirmed) and empties ' +
        'the cart. 422 cart_empty, cart_changed (expectedVersion differs), checkout_blocked (with `problems`), ' +
        'idempotency_key_reused. Same Idempotency-Key and body → the same order. Buyers and admins only (403).',
      headers: s.createOrderHeaders,
      body: s.createOrderBody,
      response: { 200: s.order, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.createOrder(db, {
        caller: personOf(request),
        lang: request.lang,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      }),
  });

  app.get('/api/ardis/order', {
    config: { auth: 'person', access: [owns('order', 'query.orderId')] },
    schema: {
      tags: ['order'],
      summary: 'One order with its lines and status history',
      description: "Any member of the order's company (viewers too). Another company's or department: 404.",
      querystring: s.orderRef,
      response: { 200: s.order, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => service.getOrder(db, { caller: personOf(request), ref: request.query }),
  });

  app.get('/api/ardis/order/orders', {
    config: { auth: 'person', access: [owns('company', 'query.customerId')] },
    schema: {
      tags: ['order'],
      summary: "The person's company's orders, newest first",
      description: "pid must be the caller (else 404); the company is customerId or the caller's only company.",
      querystring: s.ordersQuery,
      response: { 200: s.orderPage, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => service.listOrders(db, { caller: personOf(request), query: request.query }),
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
    handler: async (request) => service.cancelOrder(db, { caller: personOf(request), ref: request.query }),
  });
};
