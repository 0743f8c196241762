import { z } from 'zod';
import { personOf, staffAccess } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as s from './schemas';
import * as service from './service';

/**
 * The back office's assortments (docs/backoffice.md, "Assortments"): catalog staff write, every staff member reads;
 * every change audited. The rule itself is enforced by the storefront's paths (docs/catalog.md, "Assortments").
 */
export const assortmentRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  const tags = ['catalog', 'backoffice'];

  app.get('/api/backoffice/assortments', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: 'Back office: every assortment with its rule and company counts, by name',
      response: { 200: s.assortmentList, ...problems(401, 403) },
    },
    handler: async () => service.listAssortments(db),
  });

  app.post('/api/backoffice/assortments', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: create an assortment',
      description:
        'Include and exclude rules by category (with its subcategories), brand or product; no inclusion includes ' +
        'everything, an exclusion always wins. Unknown targets and a target both included and excluded: 400 naming ' +
        'the rule; a name in use: 400 on body.name. Audited. Staff only (403).',
      body: s.assortmentBody,
      response: { 201: s.assortmentDetail, ...problems(400, 401, 403) },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return service.createAssortment(db, { input: request.body, by: personOf(request).contactId, lang: request.lang });
    },
  });

  app.post('/api/backoffice/assortments/preview', {
    // The editor's preview: catalog staff only (a POST, which read-only staff never call; reads show the count).
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: how many products rules would let a company see, before saving them',
      body: s.assortmentPreviewBody,
      response: { 200: s.assortmentPreview, ...problems(400, 401, 403) },
    },
    handler: async (request) => service.previewRules(db, { rules: request.body.rules }),
  });

  app.get('/api/backoffice/assortments/:assortmentId', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: 'Back office: one assortment with its rules, companies and product count',
      params: s.assortmentIdParams,
      response: { 200: s.assortmentDetail, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.getAssortment(db, { assortmentId: request.params.assortmentId, lang: request.lang }),
  });

  app.put('/api/backoffice/assortments/:assortmentId', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: rename an assortment and replace its rules',
      description:
        'Its companies see the change at once (this API node; others within seconds). Validated as on create. ' +
        'With expectedVersion, a save made on an older version → 422 assortment_changed (nothing written). ' +
        'Audited. Staff only (403).',
      params: s.assortmentIdParams,
      body: s.assortmentUpdateBody,
      response: { 200: s.assortmentDetail, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.updateAssortment(db, {
        assortmentId: request.params.assortmentId,
        input: request.body,
        by: personOf(request).contactId,
        lang: request.lang,
      }),
  });

  app.delete('/api/backoffice/assortments/:assortmentId', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: delete an assortment',
      description: '422 assortment_in_use while companies have it (give them another or none first). Audited.',
      params: s.assortmentIdParams,
      response: { 204: z.null(), ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request, reply) => {
      await service.deleteAssortment(db, {
        assortmentId: request.params.assortmentId,
        by: personOf(request).contactId,
      });
      return reply.code(204).send(null);
    },
  });

  app.get('/api/backoffice/customers/:customerId/assortment', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: "Back office: a company's assortment and how many products it sees",
      params: s.assortmentCustomerParams,
      response: { 200: s.companyAssortment, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.getCompanyAssortment(db, { customerId: request.params.customerId }),
  });

  app.put('/api/backoffice/customers/:customerId/assortment', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: give a company an assortment, or the whole catalog again (null)',
      description:
        'A company has at most one assortment; several companies may share one. Its buyers see the change at ' +
        'once (this API node; others within seconds). Unknown assortment: 400 on body.assortmentId. Audited on ' +
        'the company. Staff only (403).',
      params: s.assortmentCustomerParams,
      body: s.companyAssortmentBody,
      response: { 200: s.companyAssortment, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.setCompanyAssortment(db, {
        customerId: request.params.customerId,
        assortmentId: request.body.assortmentId,
        by: personOf(request).contactId,
      }),
  });
};
