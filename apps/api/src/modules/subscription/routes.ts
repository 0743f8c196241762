import { owns, personOf } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as s from './schemas';
import * as service from './service';

const tags = ['subscription'];
const personProblems = problems(400, 401, 403, 404, 422);

/** Subscriptions (recurring orders), their coming deliveries and the date report (docs/subscriptions.md). */
export const subscriptionRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;

  app.registerOwner('subscription', async (database, id) => service.findSubscriptionOwner(database.db, id));

  app.post('/api/subscription/create', {
    config: {
      auth: 'person',
      access: [owns('company', 'body.customerId', 'buyer'), owns('cart', 'body.cartId', 'viewer', 'cart_unknown')],
    },
    schema: {
      tags,
      summary: "Create a subscription from one of the caller's carts",
      description:
        "The cart's lines are copied into a new cart template (the cart is not emptied). firstDeliveryDate must be " +
        'an open route day of the delivery address (422 subscription_date_invalid, zip_not_served); the address ' +
        "one of the company's delivery addresses (422 delivery_address_invalid); paid on invoice only (422 " +
        'payment_method_not_allowed, invoice_not_allowed). 422 cart_empty, cart_not_in_company, company_blocked. ' +
        'Buyers and admins of the company (403).',
      body: s.createBody,
      response: { 200: s.subscription, ...personProblems },
    },
    // 200, not 201: the spec's client (§8) takes only 200 and 204 as success.
    handler: async (request) =>
      service.createSubscription(db, { caller: personOf(request), lang: request.lang, input: request.body }),
  });

  app.post('/api/subscription/search', {
    config: { auth: 'person', access: [owns('company', 'body.customerId')] },
    schema: {
      tags,
      summary: "The company's subscriptions, newest first",
      description: 'Filters: status (any of), contactId (the owner). Any member of the company.',
      body: s.searchBody,
      response: { 200: s.subscriptionPage, ...personProblems },
    },
    handler: async (request) => service.searchSubscriptions(db, { caller: personOf(request), input: request.body }),
  });

  app.post('/api/subscription/update', {
    config: { auth: 'person', access: [owns('subscription', 'body.id', 'buyer', 'subscription_unknown')] },
    schema: {
      tags,
      summary: 'Change interval, next date or delivery address; pause or resume',
      description:
        'Fields left out stay. nextDate must be an open route day (422 subscription_date_invalid). resume moves a ' +
        'next date whose cut-off has passed forward by whole intervals. 422 subscription_ended. Buyers (403).',
      body: s.updateBody,
      response: { 200: s.subscription, ...personProblems },
    },
    handler: async (request) =>
      service.updateSubscription(db, { caller: personOf(request), lang: request.lang, input: request.body }),
  });

  app.post('/api/subscription/:id/update/carttemplate/:cartId', {
    config: {
      auth: 'person',
      access: [
        owns('subscription', 'params.id', 'buyer', 'subscription_unknown'),
        owns('cart', 'params.cartId', 'viewer', 'cart_unknown'),
      ],
    },
    schema: {
      tags,
      summary: "Replace the cart template with the lines of one of the caller's carts",
      description:
        "The cart must be the caller's own (else 404) and in the subscription's company (422 cart_not_in_company); " +
        'an empty cart answers 422 cart_empty. The cart is not emptied. 422 subscription_ended.',
      params: s.templateParams,
      response: { 200: s.subscription, ...personProblems },
    },
    handler: async (request) =>
      service.replaceTemplate(db, {
        caller: personOf(request),
        lang: request.lang,
        id: request.params.id,
        cartId: request.params.cartId,
      }),
  });

  app.get('/api/subscription/:id', {
    config: { auth: 'person', access: [owns('subscription', 'params.id', 'viewer', 'subscription_unknown')] },
    schema: {
      tags,
      summary: 'One subscription with its template lines, coming dates and history',
      description:
        "Any member of the subscription's company; an unknown id or another company's answers 422 " +
        'subscription_unknown (the spec client reads 422 only).',
      params: s.idParams,
      response: { 200: s.subscription, ...personProblems },
    },
    handler: async (request) =>
      service.getSubscription(db, { caller: personOf(request), id: request.params.id, lang: request.lang }),
  });

  app.delete('/api/subscription/:id', {
    config: { auth: 'person', access: [owns('subscription', 'params.id', 'buyer', 'subscription_unknown')] },
    schema: {
      tags,
      summary: 'End a subscription',
      description: 'With a reason; no more orders. History and orders stay. 422 subscription_ended. Buyers (403).',
      params: s.idParams,
      body: s.endBody,
      response: { 200: s.subscription, ...personProblems },
    },
    handler: async (request) =>
      service.endSubscription(db, {
        caller: personOf(request),
        lang: request.lang,
        id: request.params.id,
        reason: request.body.reason,
      }),
  });

  app.post('/api/order/future-deliveries', {
    config: { auth: 'person', access: [owns('company', 'body.customerId')] },
    schema: {
      tags: ['order', 'subscription'],
      summary: "A company's coming deliveries: subscription periods and orders on their way",
      description:
        'count periods per active subscription (moved off holidays and non-route days) and the orders with status ' +
        "confirmed, picking or shipped, by date. Without customerId: the caller's only company (422 company_required).",
      body: s.futureDeliveriesBody,
      response: { 200: s.futureDeliveries, ...personProblems },
    },
    handler: async (request) => service.futureDeliveries(db, { caller: personOf(request), input: request.body }),
  });

  app.post('/api/order/verify-deliverydates', {
    config: { auth: 'secret' },
    schema: {
      tags: ['order', 'subscription'],
      summary: "A subscription's coming dates checked against the delivery calendar (a JSON file)",
      description:
        'Answers application/json as an attachment, subscription-dates-<id>.json: 12 periods, each with where a ' +
        'holiday or non-route day moves it and its order cut-off. Without subscriptionId: every active ' +
        'subscription. 404 unknown id; 422 subscription_ended.',
      querystring: s.verifyQuery,
      response: { 200: s.verifyReport, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request, reply) => {
      const { fileName, content } = await service.verifyDeliveryDates(db, {
        subscriptionId: request.query.subscriptionId,
        lang: request.lang,
      });
      reply.type('application/json; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`);
      return content;
    },
  });
};
