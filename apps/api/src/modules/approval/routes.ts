import { webOriginOf } from '../../env';
import { owns, personOf } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import { paymentContext, paymentTransaction } from '../payment';
import * as repo from './repository';
import * as s from './schemas';
import * as service from './service';

/** Spending limits, approval rules and approval requests (docs/approvals.md). Our own calls: the spec has none. */
export const approvalRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  const links = { webOrigin: webOriginOf(ctx.env) };
  const payments = paymentContext(db, ctx.env);

  app.registerOwner('approval', async (database, id) => repo.findRequestOwner(database.db, id));

  app.get('/api/approvals/settings', {
    config: { auth: 'person', access: [owns('company', 'query.customerId')] },
    schema: {
      tags: ['approval'],
      summary: "The company's spending limits, approvers and approval rules",
      description: 'Admins see every contact; others see the company limits, the rules and their own limits only.',
      querystring: s.settingsQuery,
      response: { 200: s.approvalSettings, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.getSettings(db, { caller: personOf(request), customerId: request.query.customerId }),
  });

  app.put('/api/approvals/settings/company', {
    config: { auth: 'person', access: [owns('company', 'body.customerId', 'admin')] },
    schema: {
      tags: ['approval'],
      summary: "Set the company's limits per order and per month (admins)",
      body: s.companyLimitsBody,
      response: { 200: s.approvalSettings, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.setCompanyLimits(db, { caller: personOf(request), input: request.body }),
  });

  app.put('/api/approvals/settings/contacts/:contactId', {
    config: { auth: 'person', access: [owns('company', 'body.customerId', 'admin')] },
    schema: {
      tags: ['approval'],
      summary: "Set a contact's limits and whether they approve (admins)",
      params: s.contactParams,
      body: s.contactLimitsBody,
      response: { 200: s.approvalSettings, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.setContactLimits(db, {
        caller: personOf(request),
        contactId: request.params.contactId,
        input: request.body,
      }),
  });

  app.post('/api/approvals/rules', {
    config: { auth: 'person', access: [owns('company', 'body.customerId', 'admin')] },
    schema: {
      tags: ['approval'],
      summary: 'Add an approval rule: orders over an amount, a product category, prescription items (admins)',
      body: s.ruleBody,
      response: { 200: s.approvalSettings, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.addRule(db, { caller: personOf(request), input: request.body }),
  });

  app.delete('/api/approvals/rules/:ruleId', {
    config: { auth: 'person', access: [owns('company', 'query.customerId', 'admin')] },
    schema: {
      tags: ['approval'],
      summary: 'Remove an approval rule (admins)',
      params: s.ruleParams,
      querystring: s.settingsQuery,
      response: { 200: s.approvalSettings, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.removeRule(db, {
        caller: personOf(request),
        customerId: request.query.customerId,
        ruleId: request.params.ruleId,
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
      headers: s.requestHeaders,
      body: s.requestBody,
      response: { 200: s.approvalRequest, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.requestApproval(db, {
        caller: personOf(request),
        lang: request.lang,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        links,
      }),
  });

  app.get('/api/approvals', {
    config: { auth: 'person', access: [owns('company', 'query.customerId')] },
    schema: {
      tags: ['approval'],
      summary: 'Approval requests, newest first',
      description: "Approvers see the company's (or only their own with mine=true); everyone else their own.",
      querystring: s.requestsQuery,
      response: { 200: s.approvalRequestPage, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.listRequests(db, { caller: personOf(request), lang: request.lang, query: request.query }),
  });

  app.get('/api/approvals/:approvalId', {
    config: { auth: 'person', access: [owns('approval', 'params.approvalId')] },
    schema: {
      tags: ['approval'],
      summary: 'One approval request with its frozen cart priced now',
      description: 'The requester and the approvers of the company; anyone else 404.',
      params: s.requestParams,
      response: { 200: s.approvalRequestDetail, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.getRequest(db, { caller: personOf(request), lang: request.lang, id: request.params.approvalId }),
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
      params: s.requestParams,
      body: s.decisionBody,
      response: { 200: s.approvalRequestDetail, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.approve(db, {
        caller: personOf(request),
        lang: request.lang,
        id: request.params.approvalId,
        comment: request.body.comment,
        costCentreId: request.body.costCentreId,
        links,
      }),
  });

  app.post('/api/approvals/:approvalId/reject', {
    config: { auth: 'person', access: [owns('approval', 'params.approvalId')] },
    schema: {
      tags: ['approval'],
      summary: "Reject with a comment; the lines go back to the requester's cart",
      params: s.requestParams,
      body: s.rejectBody,
      response: { 200: s.approvalRequestDetail, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.reject(db, {
        caller: personOf(request),
        lang: request.lang,
        id: request.params.approvalId,
        comment: request.body.comment,
        links,
      }),
  });

  app.post('/api/approvals/:approvalId/withdraw', {
    config: { auth: 'person', access: [owns('approval', 'params.approvalId')] },
    schema: {
      tags: ['approval'],
      summary: 'The requester takes a pending request back; the lines return to their cart',
      params: s.requestParams,
      response: { 200: s.approvalRequestDetail, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.withdraw(db, { caller: personOf(request), lang: request.lang, id: request.params.approvalId }),
  });

  app.post('/api/approvals/:approvalId/card-payment', {
    config: { auth: 'person', access: [owns('approval', 'params.approvalId', 'buyer')] },
    schema: {
      tags: ['approval', 'payment'],
      summary: 'The pay link of an approved card request: start its card payment (Nets hosted payment page)',
      description:
        'The requester only, once approved (else 422 approval_not_pending). The same cart and total answers the same ' +
        'transaction; the order is made by the usual create-order call after the hosted page.',
      params: s.requestParams,
      response: { 200: paymentTransaction, ...problems(400, 401, 403, 404, 422, 502, 504) },
    },
    handler: async (request) =>
      service.payApproved(payments, { caller: personOf(request), lang: request.lang, id: request.params.approvalId }),
  });
};
