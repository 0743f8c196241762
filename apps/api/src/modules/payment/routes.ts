import { owns, personOf } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as repo from './repository';
import * as s from './schemas';
import * as service from './service';

/** Card payments shaped like Nets Easy: hosted payment page, order on reservation, webhooks (docs/payments.md). */
export const paymentRoutes: RoutesPlugin = (app, ctx) => {
  const payments = service.paymentContext(ctx.database.db, ctx.env);

  app.registerOwner('payment-transaction', async (database, id) => repo.findTransactionOwner(database.db, id));

  app.post('/carts/:pid/payment-providers/nets', {
    config: { auth: 'person', access: [owns('company', 'body.customerId', 'buyer')] },
    schema: {
      tags: ['payment'],
      summary: "Start a card payment of the caller's open cart (Nets hosted payment page)",
      description:
        'pid must be the caller. The cart must pass the checkout check (the card-only note does not block): else 422 ' +
        'cart_empty or checkout_blocked with `problems`. The payment is for the cart gross total now; the same cart ' +
        'version and total answers the same transaction again. Send the buyer to `hostedPaymentPageUrl`. ' +
        '502/504 when Nets fails or does not answer (nothing is stored).',
      params: s.paymentParams,
      body: s.createPaymentBody,
      response: { 200: s.paymentTransaction, ...problems(400, 401, 403, 404, 422, 502, 504) },
    },
    handler: async (request) =>
      service.createCardPayment(payments, {
        caller: personOf(request),
        pid: request.params.pid,
        customerId: request.body.customerId,
        lang: request.lang,
      }),
  });

  app.get('/carts/:pid/payment-providers/nets/:transactionId', {
    config: { auth: 'person', access: [owns('payment-transaction', 'params.transactionId')] },
    schema: {
      tags: ['payment'],
      summary: 'A card payment: status and amounts from Nets and our record',
      description: "The caller's own payment only (else 404). Viewers of the company may read it.",
      params: s.transactionParams,
      response: { 200: s.paymentTransaction, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.getCardPayment(payments, {
        caller: personOf(request),
        pid: request.params.pid,
        transactionId: request.params.transactionId,
        log: request.log,
      }),
  });

  app.post('/carts/:pid/payment-providers/nets/:transactionId/create-order', {
    config: { auth: 'person', access: [owns('payment-transaction', 'params.transactionId', 'buyer')] },
    schema: {
      tags: ['payment', 'order'],
      summary: 'Make the order of a reserved card payment',
      description:
        'Only when Nets has reserved the payment amount (else 422 payment_not_reserved) and the cart is unchanged ' +
        'since the payment (else 422 cart_changed, or price_changed when the total moved); 422 payment_closed for a ' +
        'cancelled payment. Idempotent: a repeat or a concurrent call answers the same order (`orderId`).',
      params: s.transactionParams,
      body: s.createOrderFromPaymentBody.optional(),
      response: { 200: s.paymentTransaction, ...problems(400, 401, 403, 404, 422, 502, 504) },
    },
    handler: async (request) =>
      service.createOrderFromPayment(payments, {
        caller: personOf(request),
        pid: request.params.pid,
        transactionId: request.params.transactionId,
        lang: request.lang,
      }),
  });

  app.post('/api/payments/nets/webhook', {
    config: { auth: 'public' },
    // Checked before the body is parsed, so a caller without the value learns nothing about the body's shape.
    onRequest: async (request) => service.verifyWebhook(ctx.env, request.headers.authorization),
    schema: {
      tags: ['payment'],
      summary: 'Nets webhook (payment events)',
      description:
        'Called by Nets with the Authorization value registered on the payment (else 401). Each event id counts ' +
        'once (a repeat answers 200 with duplicate=true); events may arrive in any order. The body is only a hint: ' +
        'for a payment of ours the payment is read from Nets and its summary taken, never the amounts of the body ' +
        '(502/504 when Nets cannot be read; the event is not recorded, so Nets sends it again).',
      headers: s.webhookHeaders,
      body: s.webhookBody,
      response: { 200: s.webhookAnswer, ...problems(400, 401, 502, 504) },
    },
    handler: async (request) =>
      service.receiveWebhook(payments, { authorization: request.headers.authorization, body: request.body }),
  });
};
