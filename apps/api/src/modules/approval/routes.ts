import { webOriginOf } from '../../env';
import { owns, personOf } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import { paymentContext } from '../payment';
import * as repo from './repository';
import * as s from './schemas';
import * as service from './service';

/** Spending limits, approval rules and approval requests (docs/approvals.md). Our own calls: the spec has none. */
export const approvalRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  const links = { webOrigin: webOriginOf(ctx.env) };
  const _payments = paymentContext(db, ctx.env);

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

  app.post('/api/approval-rules', {
    config: { auth: 'person', access: [owns('company', 'body.customerId', 'admin')] },
    schema: {
      tags: ['approval'],
      summary: 'Add an approval rule: orders over an amount, a product category, prescription items (admins)',
      body: s.ruleBody,
      response: { 200: s.approvalSettings, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.addRule(db, { caller: personOf(request), input: request.body }),
  });

  app.delete('/api/approval-rules/:ruleId', {
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
};
