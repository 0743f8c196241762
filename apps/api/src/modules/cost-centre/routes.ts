import type { Db } from '../../db';
import type { RoutesPlugin } from '../../lib/context';
import { notFound, rule } from '../../lib/errors';
import { problems } from '../../lib/schemas';
import { owns } from '../../plugins/access';
import * as cartRepo from '../cart/repository';
import * as repo from './repository';
import * as s from './schemas';

const view = (row: repo.CostCentreRow) => ({
  id: row.id,
  customerId: row.companyId,
  code: row.code,
  name: row.name,
  deliveryAddressId: row.deliveryAddressId,
  perOrder: row.perOrder,
  perMonth: row.perMonth,
  isActive: row.isActive,
});

/** A delivery address of the company's own (a cost centre's address); else 404. */
async function checkAddress(db: Db, companyId: string, addressId: string | null | undefined) {
  if (!addressId) return;
  const address = await cartRepo.findAddress(db, addressId);
  if (!address || address.companyId !== companyId || address.deletedAt || address.type !== 'delivery') {
    throw notFound('No such delivery address.');
  }
}

/** A company's departments / cost centres (docs/approvals.md, "Cost centres"). Our own calls. */
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
    handler: async (request) => ({
      items: (await repo.listCostCentres(db, request.query.customerId, request.query.includeInactive)).map(view),
    }),
  });

  app.post('/api/cost-centres', {
    config: { auth: 'person', access: [owns('company', 'body.customerId', 'admin')] },
    schema: {
      tags,
      summary: 'Add a cost centre (admins): a code unique in the company, a name, an address and limits',
      body: s.createBody,
      response: { 200: s.costCentre, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => {
      const { customerId, ...values } = request.body;
      // Staff pass the ownership check for any id: the company must exist.
      if (!(await cartRepo.findCompany(db, customerId))) throw notFound('No such customer.');
      await checkAddress(db, customerId, values.deliveryAddressId);
      const row = await repo.insertCostCentre(db, {
        companyId: customerId,
        code: values.code,
        name: values.name,
        deliveryAddressId: values.deliveryAddressId ?? null,
        perOrder: values.perOrder ?? null,
        perMonth: values.perMonth ?? null,
      });
      if (!row) throw rule('cost_centre_code_taken', { code: values.code });
      return view(row);
    },
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
    handler: async (request) => {
      const { customerId, ...values } = request.body;
      const existing = await repo.findCostCentre(db, request.params.costCentreId);
      if (!existing || existing.companyId !== customerId) throw notFound('No such cost centre.');
      await checkAddress(db, customerId, values.deliveryAddressId);
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateCostCentre(tx, existing.id, values);
        // Open carts forget a centre taken out of use, so nobody's next checkout is blocked by a stale choice.
        if (values.isActive === false) await repo.forgetInOpenCarts(tx, existing.id);
        return updated;
      });
      if (!row) throw notFound('No such cost centre.');
      return view(row);
    },
  });
};
