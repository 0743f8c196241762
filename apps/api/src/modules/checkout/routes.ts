import { webOriginOf } from '../../env';
import { owns, personOf } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as approval from '../approval';
import { resolvePid } from '../cart';
import { order } from '../order';
import {
  createOrderFromPaymentBody,
  createPaymentBody,
  paymentContext,
  paymentParams,
  paymentTransaction,
  transactionParams,
} from '../payment';
import * as approvals from './approvals';
import * as card from './card';
import * as place from './place';
import * as s from './schemas';
import * as simulate from './simulate';

/**
 * Everything that turns a cart into an order (docs/orders.md, "Checkout"): createorder, card payments, approval
 * requests and decisions, reorder, and the checks and previews of simulate, validate and the shipping methods.
 */
export const checkoutRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  // Order mails and approval links go to the storefront.
  const mail = { webOrigin: webOriginOf(ctx.env) };
  const links = mail;
  const payments = paymentContext(db, ctx.env);

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
      response: { 200: order, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => {
      const caller = personOf(request);
      // pid may be one of the caller's carts (spec §3): the order is then the caller's, in that cart's company.
      const input = { ...request.body, ...(await resolvePid(db, { caller, ...request.body })) };
      return place.createOrder(db, {
        caller,
        lang: request.lang,
        input,
        idempotencyKey: request.headers['idempotency-key'],
        mail,
      });
    },
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
      place.reorder(db, { caller: personOf(request), lang: request.lang, input: request.body }),
  });

  app.post('/api/order/simulate', {
    config: { auth: 'person', access: [owns('company', 'body.customerId')] },
    schema: {
      tags: ['order'],
      summary: 'What an order would be now: lines, discounts, VAT per rate, shipping, totals',
      description:
        "The caller's open cart (or `cartId`, or ad-hoc `lines`) through the same pricing and checks as " +
        'createorder; nothing is written. Any member of the company (viewers too). A `cartId` that is not ' +
        "the caller's cart (or a subscription template of the company): 422 cart_unknown.",
      body: s.simulateBody,
      response: { 200: s.simulation, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      simulate.simulate(db, { caller: personOf(request), lang: request.lang, input: request.body }),
  });

  app.post('/api/order/validate', {
    config: { auth: 'secret' },
    schema: {
      tags: ['order'],
      summary: 'The checks createorder makes on a cart, as a list of problems',
      description:
        "For the web server and outside systems (shared secret). The cart's owner must still be a buyer of its " +
        'company; `expectedVersion` adds cart_changed when the cart moved on. Nothing is written. An unknown ' +
        'cart: 422 cart_unknown.',
      body: s.validateBody,
      response: { 200: s.validation, ...problems(400, 401, 422) },
    },
    handler: async (request) => simulate.validate(db, { lang: request.lang, input: request.body }),
  });

  app.post('/api/order/validateshoppinglist', {
    config: {
      auth: 'person',
      access: [owns('company', 'body.customerId'), owns('shopping-list', 'body.cartId', undefined, 'cart_unknown')],
    },
    schema: {
      tags: ['order', 'shoppinglist'],
      summary: "Each shopping-list line's availability and current price",
      description:
        'Any list the caller may see (422 cart_unknown otherwise). priceChanged compares with the stored price.',
      body: s.validateShoppingListBody,
      response: { 200: s.shoppingListValidation, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      simulate.validateShoppingList(db, { caller: personOf(request), lang: request.lang, input: request.body }),
  });

  app.get('/api/order/:cartId/shippingmethods', {
    config: { auth: 'person', access: [owns('cart', 'params.cartId', undefined, 'cart_unknown')] },
    schema: {
      tags: ['order', 'delivery'],
      summary: 'Shipping methods for a cart: price, VAT, first date, availability',
      description:
        "Priced in the cart's market; first dates for the cart's delivery address and its items' lead time. " +
        "The caller's own cart (or a subscription template of the company); else 422 cart_unknown.",
      params: s.cartIdParams,
      response: { 200: s.shippingMethods, ...problems(400, 401, 403, 422) },
    },
    handler: async (request) =>
      simulate.shippingMethodsOf(db, { caller: personOf(request), lang: request.lang, cartId: request.params.cartId }),
  });

  app.post('/carts/:pid/payment-providers/nets', {
    config: { auth: 'person', access: [owns('company', 'body.customerId', 'buyer')] },
    schema: {
      tags: ['payment'],
      summary: "Start a card payment of the caller's open cart (Nets hosted payment page)",
      description:
        "pid is the caller, or one of the caller's carts. The cart must pass the checkout check (the card-only note does not block): else 422 " +
        'cart_changed / price_changed against `expectedVersion` / `expectedGross`, cart_empty, approval_required, ' +
        'or checkout_blocked with `problems`. The payment is for the cart gross total now; the same cart ' +
        'version and total answers the same transaction again. Send the buyer to `hostedPaymentPageUrl`. ' +
        '502/504 when Nets fails or does not answer (nothing is stored).',
      params: paymentParams,
      body: createPaymentBody,
      response: { 200: paymentTransaction, ...problems(400, 401, 403, 404, 422, 502, 504) },
    },
    handler: async (request) =>
      card.startCardPayment(payments, {
        caller: personOf(request),
        ...(await resolvePid(db, {
          caller: personOf(request),
          pid: request.params.pid,
          customerId: request.body.customerId,
        })),
        lang: request.lang,
        seen: { expectedVersion: request.body.expectedVersion, expectedGross: request.body.expectedGross },
      }),
  });

  app.post('/carts/:pid/payment-providers/nets/:transactionId/create-order', {
    config: { auth: 'person', access: [owns('payment-transaction', 'params.transactionId', 'buyer')] },
    schema: {
      tags: ['payment', 'order'],
      summary: 'Make the order of a reserved card payment',
      description:
        'Only when Nets has reserved the payment amount (else 404 payment_not_reserved: there is no reserved ' +
        'payment to make the order of; 404 payment_closed for a cancelled or refunded one) and the cart is ' +
        'unchanged since the payment (else 422 cart_changed, or price_changed when the total moved; the checkout ' +
        "problems are 422 as in createorder). 404 is one of this call's handled statuses in the spec, 422 is not. " +
        'Idempotent: a repeat or a concurrent call answers the same order (`orderId`).',
      params: transactionParams,
      body: createOrderFromPaymentBody.optional(),
      response: { 200: paymentTransaction, ...problems(400, 401, 403, 404, 422, 502, 504) },
    },
    handler: async (request) =>
      card.orderFromPayment(payments, {
        caller: personOf(request),
        pid: (await resolvePid(db, { caller: personOf(request), pid: request.params.pid })).pid,
        transactionId: request.params.transactionId,
        lang: request.lang,
      }),
  });

  app.post('/api/approvals', {
    config: { auth: 'person', access: [owns('company', 'body.customerId', 'buyer')] },
    schema: {
      tags: ['approval'],
      summary: "Send the caller's open cart for approval",
      description:
        'When approval is the only thing between the cart and an order (initCheckout lists approval_required). ' +
        'Freezes the lines, empties the cart and mails the approvers. 422 approval_not_needed, checkout_blocked ' +
        '(other problems), cart_empty, cart_changed. Same Idempotency-Key → the same request.',
      headers: approval.requestHeaders,
      body: approval.requestBody,
      response: { 200: approval.approvalRequest, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      approvals.requestApproval(db, {
        caller: personOf(request),
        lang: request.lang,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        links,
      }),
  });

  app.post('/api/approvals/:approvalId/approve', {
    config: { auth: 'person', access: [owns('approval', 'params.approvalId')] },
    schema: {
      tags: ['approval'],
      summary: 'Approve: on invoice the order is placed now at the prices valid now; by card a pay link is sent',
      description:
        'Admins and named approvers, never on their own request (422 approval_own_request). 422 ' +
        'approval_not_pending (already decided: two approvers at once make one order), approval_expired, ' +
        'checkout_blocked (the order cannot be placed now).',
      params: approval.requestParams,
      body: approval.decisionBody,
      response: { 200: approval.approvalRequestDetail, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      approvals.approve(db, {
        caller: personOf(request),
        lang: request.lang,
        id: request.params.approvalId,
        comment: request.body.comment,
        costCentreId: request.body.costCentreId,
        links,
      }),
  });

  app.post('/api/approvals/:approvalId/card-payment', {
    config: { auth: 'person', access: [owns('approval', 'params.approvalId', 'buyer')] },
    schema: {
      tags: ['approval', 'payment'],
      summary: 'The pay link of an approved card request: start its card payment (Nets hosted payment page)',
      description:
        'The requester only, once approved (else 422 approval_not_pending). The same cart and total answers the same ' +
        'transaction; the order is made by the usual create-order call after the hosted page.',
      params: approval.requestParams,
      response: { 200: paymentTransaction, ...problems(400, 401, 403, 404, 422, 502, 504) },
    },
    handler: async (request) =>
      approvals.payApproved(payments, { caller: personOf(request), lang: request.lang, id: request.params.approvalId }),
  });
};
