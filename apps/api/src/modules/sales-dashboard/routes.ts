import { staffAccess } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as s from './schemas';
import * as service from './service';

/** The back office's sales dashboard (docs/backoffice-catalog.md). */
export const salesDashboardRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;

  app.get('/api/backoffice/dashboard/sales', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags: ['order', 'backoffice'],
      summary: 'Sales figures of a period: revenue, orders, average order value, top products and companies (agents)',
      description:
        'Days in Oslo time; `from` after `to` or more than 366 days → 400. Revenue is the orders’ net totals ' +
        'excl. VAT per currency; cancelled orders count only in `statuses`.',
      querystring: s.salesQuery,
      response: { 200: s.salesDashboard, ...problems(400, 401, 403) },
    },
    handler: async (request) => service.salesDashboard(db, request.query),
  });
};
