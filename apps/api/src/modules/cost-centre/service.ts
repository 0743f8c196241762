// A company's departments / cost centres (docs/cost-centres.md): admins keep them, carts and frozen requests name one.
import type { Db, DbOrTx } from '../../db';
import { notFound, rule } from '../../lib/errors';
import * as customers from '../customer';
import * as repo from './repository';
import type { CostCentre, CreateBody, UpdateBody } from './schemas';

const view = (row: repo.CostCentreRow): CostCentre => ({
  id: row.id,
  customerId: row.companyId,
  code: row.code,
  name: row.name,
  deliveryAddressId: row.deliveryAddressId,
  perOrder: row.perOrder,
  perMonth: row.perMonth,
  isActive: row.isActive,
});

/** A delivery address of the company's own (a cost centre's address); else 404 (a deleted one is not found). */
async function checkAddress(db: DbOrTx, companyId: string, addressId: string | null | undefined) {
  if (!addressId) return;
  const address = await customers.findAddress(db, addressId);
  if (!address || address.companyId !== companyId || address.type !== 'delivery') {
    throw notFound('No such delivery address.');
  }
}

export async function listCostCentres(db: Db, options: { customerId: string; includeInactive: boolean }) {
  return { items: (await repo.listCostCentres(db, options.customerId, options.includeInactive)).map(view) };
}

export async function createCostCentre(db: Db, input: CreateBody): Promise<CostCentre> {
  const { customerId, ...values } = input;
  // Staff pass the ownership check for any id: the company must exist.
  if (!(await customers.findCompany(db, customerId))) throw notFound('No such customer.');
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
}

export async function updateCostCentre(db: Db, options: { id: string; input: UpdateBody }): Promise<CostCentre> {
  const { customerId, ...values } = options.input;
  const existing = await repo.findCostCentre(db, options.id);
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
}
