// A company's departments / cost centres (docs/cost-centres.md): admins keep them, carts and frozen requests name one.
import type { Db, DbOrTx } from '../../db';
import { notFound, rule } from '../../lib/errors';
import * as cartRepo from '../cart/repository';
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

/** A delivery address of the company's own (a cost centre's address); else 404. */
async function checkAddress(db: DbOrTx, companyId: string, addressId: string | null | undefined) {
  if (!addressId) return;
  const address = await cartRepo.findAddress(db, addressId);
  if (!address || address.companyId !== companyId || address.deletedAt || address.type !== 'delivery') {
    throw notFound('No such delivery address.');
  }
}

export async function listCostCentres(db: Db, options: { customerId: string; includeInactive: boolean }) {
  return { items: (await repo.listCostCentres(db, options.customerId, options.includeInactive)).map(view) };
}

export async function createCostCentre(db: Db, input: CreateBody): Promise<CostCentre> {
  const { customerId, ...values } = input;
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

/**
 * Puts another cost centre on a frozen cart (an approval request being approved, a quote being accepted): an active
 * centre of the cart's company (another company's → 404, inactive → 422 cost_centre_inactive). As in the open cart,
 * a centre with its own delivery address brings it along unless the same call names an address.
 */
export async function setOnFrozenCart(
  tx: DbOrTx,
  options: { companyId: string; cartId: string; costCentreId: string; keepAddress: boolean },
) {
  const centre = await repo.findCostCentre(tx, options.costCentreId);
  if (!centre || centre.companyId !== options.companyId) throw notFound('No such cost centre.');
  if (!centre.isActive) throw rule('cost_centre_inactive');
  const values: Partial<cartRepo.CartRow> = { costCentreId: centre.id };
  if (centre.deliveryAddressId && !options.keepAddress) values.deliveryAddressId = centre.deliveryAddressId;
  await cartRepo.touchCart(tx, options.cartId, values);
}
