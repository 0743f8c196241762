import { webOriginOf } from '../../env';
import { owns, personOf } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as checkout from './checkout';
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

  app.post('/api/ardis/cart/createorder', {
    config: { auth: 'person', access: [owns('company', 'body.customerId', 'buyer')] },
    schema: {
      tags: ['cart', 'order'],
      summary: "Place an order from the caller's open cart",
      description:
        'One transaction: locks the cart, re-prices every line, stores the order (status confirmed) and empties ' +
        'the cart. 422 cart_empty, cart_changed (expectedVersion differs), price_changed (expectedGross differs, with ' +
        'the new `totals`), checkout_blocked (with `problems`), ' +
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
        mail,
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

  app.post('/api/ardis/order/reorder', {
    config: { auth: 'person', access: [owns('order', 'body.orderId', 'buyer')] },
    schema: {
      tags: ['order', 'cart'],
      summary: "Order a past order again: its lines into the caller's cart at today's prices",
      description:
        'Each line says what changed: added, price_up, price_down (against the order) or unavailable (left out). ' +
        'Checkout then applies the rules of today (availability, approval). Buyers only (403); another company 404.',
      body: s.reorderBody,
      response: { 200: s.reorderResult, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.reorder(db, { caller: personOf(request), lang: request.lang, input: request.body }),
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

  app.post('/api/order/simulate', {
    config: { auth: 'person', access: [owns('company', 'body.customerId')] },
    schema: {
      tags: ['order'],
      summary: 'What an order would be now: lines, discounts, VAT per rate, shipping, totals',
      description:
        "The caller's open cart (or `cartId`, or ad-hoc `lines`) through the same pricing and checks as " +
        'createorder; nothing is written. Any member of the company (viewers too).',
      body: s.simulateBody,
      response: { 200: s.simulation, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      checkout.simulate(db, { caller: personOf(request), lang: request.lang, input: request.body }),
  });

  app.post('/api/order/validate', {
    config: { auth: 'secret' },
    schema: {
      tags: ['order'],
      summary: 'The checks createorder makes on a cart, as a list of problems',
      description:
        "For the web server and outside systems (shared secret). The cart's owner must still be a buyer of its " +
        'company; `expectedVersion` adds cart_changed when the cart moved on. Nothing is written.',
      body: s.validateBody,
      response: { 200: s.validation, ...problems(400, 401, 404) },
    },
    handler: async (request) => checkout.validate(db, { lang: request.lang, input: request.body }),
  });

  app.post('/api/order/validateshoppinglist', {
    config: { auth: 'person', access: [owns('company', 'body.customerId'), owns('shopping-list', 'body.cartId')] },
    schema: {
      tags: ['order', 'shoppinglist'],
      summary: "Each shopping-list line's availability and current price",
      description: 'Any list the caller may see (404 otherwise). priceChanged compares with the stored price.',
      body: s.validateShoppingListBody,
      response: { 200: s.shoppingListValidation, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      checkout.validateShoppingList(db, { caller: personOf(request), lang: request.lang, input: request.body }),
  });

  app.get('/api/order/:cartId/shippingmethods', {
    config: { auth: 'person', access: [owns('cart', 'params.cartId')] },
    schema: {
      tags: ['order', 'delivery'],
      summary: 'Shipping methods for a cart: price, VAT, first date, availability',
      description:
        "Priced in the cart's market; first dates for the cart's delivery address and its items' lead time. " +
        "The caller's own cart (or a subscription template of the company); else 404.",
      params: s.cartIdParams,
      response: { 200: s.shippingMethods, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      checkout.shippingMethodsOf(db, { caller: personOf(request), lang: request.lang, cartId: request.params.cartId }),
  });

  app.post('/api/backoffice/orders/:orderId/status', {
    config: { auth: 'agent' },
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
    config: { auth: 'agent' },
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
