import { webOriginOf } from '../../env';
import { personOf, staffAccess } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as s from './schemas';
import * as service from './service';

/** Staff accounts and their roles (docs/backoffice.md, "Staff and roles"): administrators only. */
export const staffRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  const webOrigin = webOriginOf(ctx.env);
  const tags = ['backoffice'];

  app.get('/api/backoffice/staff', {
    config: { auth: 'agent', staff: staffAccess.admin },
    schema: {
      tags,
      summary: 'Back office: every staff account with its role, state and last sign-in (administrators)',
      response: { 200: s.staffList, ...problems(401, 403) },
    },
    handler: async () => service.listStaff(db),
  });

  app.post('/api/backoffice/staff', {
    config: { auth: 'agent', staff: staffAccess.admin },
    schema: {
      tags,
      summary: 'Back office: create a staff account with a role (administrators); a welcome mail tells how to sign in',
      description: 'An address already in use: 422 email_taken. Audited.',
      body: s.createStaffBody,
      response: { 201: s.staffAccount, ...problems(400, 401, 403, 422) },
    },
    handler: async (request, reply) => {
      const account = await service.createStaff(db, {
        input: request.body,
        by: personOf(request).contactId,
        webOrigin,
      });
      return reply.code(201).send(account);
    },
  });

  app.patch('/api/backoffice/staff/:contactId', {
    config: { auth: 'agent', staff: staffAccess.admin },
    schema: {
      tags,
      summary: "Back office: change a staff account's role, name or state (administrators)",
      description:
        'Nobody changes their own role or state (422 own_staff_account); the last active administrator stays one ' +
        '(422 last_administrator). A deactivation ends every session at once. Audited.',
      params: s.staffParams,
      body: s.updateStaffBody,
      response: { 200: s.staffAccount, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.updateStaff(db, {
        contactId: request.params.contactId,
        input: request.body,
        by: personOf(request).contactId,
      }),
  });
};
