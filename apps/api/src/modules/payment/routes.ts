import { owns, personOf } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import { resolvePid } from '../cart';
import * as repo from './repository';
import * as s from './schemas';
import * as service from './service';

/** Card payments shaped like Nets Easy: hosted payment page, order on reservation, webhooks (docs/payments.md). */
export const paymentRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  const payments = service.paymentContext(db, ctx.env);

  app.registerOwner('payment-transaction', async (database, id) => repo.findTransactionOwner(database.db, id));

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
        // pid may be one of the caller's carts (spec §3).
        pid: (await resolvePid(db, { caller: personOf(request), pid: request.params.pid })).pid,
        transactionId: request.params.transactionId,
        log: request.log,
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
