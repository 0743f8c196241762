import { owns } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as repo from './repository';
import * as s from './schemas';
import * as service from './service';

/** A company's departments / cost centres (docs/cost-centres.md). Our own calls. */
export const costCentreRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  const tags = ['cost-centre'];

  app.registerOwner('cost-centre', async (database, id) => repo.findCostCentreOwner(database.db, id));

  app.get('/api/cost-centres', {
    config: { auth: 'person', access: [owns('company', 'query.customerId')] },
    schema: {
      tags,
      summary: "The company's cost centres (active ones; all with includeInactive=true)",
      querystring: s.listQuery,
      response: { 200: s.costCentreList, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.listCostCentres(db, request.query),
  });

  app.post('/api/cost-centres', {
    config: { auth: 'person', access: [owns('company', 'body.customerId', 'admin')] },
    schema: {
      tags,
      summary: 'Add a cost centre (admins): a code unique in the company, a name, an address and limits',
      body: s.createBody,
      response: { 200: s.costCentre, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => service.createCostCentre(db, request.body),
  });

  app.patch('/api/cost-centres/:costCentreId', {
    config: {
      auth: 'person',
      access: [owns('cost-centre', 'params.costCentreId', 'admin'), owns('company', 'body.customerId', 'admin')],
    },
    schema: {
      tags,
      summary: 'Change a cost centre (admins): name, address, limits, or deactivate it (orders keep its name)',
      params: s.params,
      body: s.updateBody,
      response: { 200: s.costCentre, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.updateCostCentre(db, { id: request.params.costCentreId, input: request.body }),
  });
};
