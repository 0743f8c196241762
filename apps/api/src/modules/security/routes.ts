import type { RoutesPlugin } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { problems } from '../../lib/schemas';
import { owns } from '../../plugins/access';
import * as cartRepo from '../cart/repository';
import { listAuditEvents } from './audit';
import * as s from './schemas';

/** The security audit log (docs/security.md): company admins read their company's, agents everyone's. */
export const securityRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;

  app.get('/api/customer/audit-log', {
    config: { auth: 'person', access: [owns('company', 'query.customerId', 'admin')] },
    schema: {
      tags: ['security'],
      summary: "The company's audit log, newest first (admins)",
      description:
        "Sign-ins (also failed ones), sign-outs and password changes of the company's people, and the changes made " +
        'to the company (details, roles, invitations, limits and rules). Never a password or token.',
      querystring: s.companyAuditQuery,
      response: { 200: s.auditPage, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => {
      // Staff pass the ownership check for any id: the company must exist.
      if (!(await cartRepo.findCompany(db, request.query.customerId))) throw notFound('No such customer.');
      return listAuditEvents(db, request.query);
    },
  });

  app.get('/api/backoffice/audit-log', {
    config: { auth: 'agent' },
    schema: {
      tags: ['security', 'backoffice'],
      summary: 'The whole audit log, newest first (agents), by company, person, action or outcome',
      querystring: s.backofficeAuditQuery,
      response: { 200: s.auditPage, ...problems(400, 401, 403) },
    },
    handler: async (request) => listAuditEvents(db, request.query),
  });
};
