import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { carts, costCentres } from '../../db/schema';

export type CostCentreRow = typeof costCentres.$inferSelect;

export async function findCostCentre(db: DbOrTx, id: string): Promise<CostCentreRow | null> {
  const [row] = await db.select().from(costCentres).where(eq(costCentres.id, id));
  return row ?? null;
}

export async function findCostCentreOwner(db: DbOrTx, id: string) {
  const [row] = await db.select({ companyId: costCentres.companyId }).from(costCentres).where(eq(costCentres.id, id));
  return row ?? null;
}

export async function listCostCentres(db: DbOrTx, companyId: string, includeInactive: boolean) {
  return db
    .select()
    .from(costCentres)
    .where(and(eq(costCentres.companyId, companyId), includeInactive ? undefined : eq(costCentres.isActive, true)))
    .orderBy(asc(costCentres.code));
}

/** Inserts a cost centre; null when the company has one with the code already. */
export async function insertCostCentre(db: DbOrTx, values: typeof costCentres.$inferInsert) {
  const [row] = await db.insert(costCentres).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateCostCentre(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<CostCentreRow, 'name' | 'deliveryAddressId' | 'perOrder' | 'perMonth' | 'isActive'>>,
) {
  const [row] = await db
    .update(costCentres)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(costCentres.id, id))
    .returning();
  return row ?? null;
}

/** Clears a cost centre from every open cart (not from approval or quote carts: those are frozen requests). */
export async function forgetInOpenCarts(db: DbOrTx, id: string) {
  await db
    .update(carts)
    .set({ costCentreId: null, updatedAt: new Date() })
    .where(and(eq(carts.costCentreId, id), eq(carts.kind, 'cart'), eq(carts.status, 'open')));
}
