import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import {
  addresses,
  companies,
  companyEventVersions,
  type FieldVersions,
  inboundEvents,
  markets,
  priceLists,
} from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;
export type InboundEventRow = typeof inboundEvents.$inferSelect;
export type AddressType = 'invoice' | 'delivery';

export async function findCompanyIds(
  db: DbOrTx,
  by: { customerNumber?: number; orgNumber?: string; market: string },
): Promise<{ byNumber?: string | null; byOrg?: string | null }> {
  const result: { byNumber?: string | null; byOrg?: string | null } = {};
  if (by.customerNumber !== undefined) {
    const [row] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.customerNumber, by.customerNumber));
    result.byNumber = row?.id ?? null;
  }
  if (by.orgNumber !== undefined) {
    const [row] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.orgNumber, by.orgNumber), eq(companies.market, by.market)));
    result.byOrg = row?.id ?? null;
  }
  return result;
}

/** The company row, locked: events for one company are applied one at a time. */
export async function lockCompany(tx: DbOrTx, id: string): Promise<CompanyRow | null> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  return row ?? null;
}

export async function findEvent(db: DbOrTx, eventId: string): Promise<InboundEventRow | null> {
  const [row] = await db.select().from(inboundEvents).where(eq(inboundEvents.eventId, eventId));
  return row ?? null;
}

/** Records the event; null when the id is already taken (a concurrent delivery of it). */
export async function insertEvent(
  tx: DbOrTx,
  values: typeof inboundEvents.$inferInsert,
): Promise<InboundEventRow | null> {
  const [row] = await tx.insert(inboundEvents).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findVersions(db: DbOrTx, companyId: string): Promise<FieldVersions> {
  const [row] = await db
    .select({ fields: companyEventVersions.fields })
    .from(companyEventVersions)
    .where(eq(companyEventVersions.companyId, companyId));
  return row?.fields ?? {};
}

export async function saveVersions(tx: DbOrTx, companyId: string, fields: FieldVersions) {
  await tx
    .insert(companyEventVersions)
    .values({ companyId, fields })
    .onConflictDoUpdate({ target: companyEventVersions.companyId, set: { fields, updatedAt: sql`now()` } });
}

export async function findMarkets(db: DbOrTx, codes: string[]) {
  if (codes.length === 0) return [];
  return db.select().from(markets).where(inArray(markets.code, codes));
}

export async function findPriceListByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(priceLists).where(eq(priceLists.code, code));
  return row ?? null;
}

export async function updateCompany(tx: DbOrTx, id: string, values: Partial<typeof companies.$inferInsert>) {
  await tx
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, id));
}

/** The company's default (else oldest) live address of a type. */
export async function findDefaultAddress(db: DbOrTx, companyId: string, type: AddressType) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.type, type), isNull(addresses.deletedAt)))
    .orderBy(sql`${addresses.isDefault} desc`, asc(addresses.createdAt))
    .limit(1);
  return row ?? null;
}

type AddressValues = {
  name: string;
  line1: string;
  line2: string | null;
  zipCode: string;
  city: string;
  country: string;
};

/** Overwrites the default address of a type, or adds one as the default when the company has none. */
export async function upsertDefaultAddress(tx: DbOrTx, companyId: string, type: AddressType, values: AddressValues) {
  const current = await findDefaultAddress(tx, companyId, type);
  if (current) {
    await tx
      .update(addresses)
      .set({ ...values, isDefault: true, updatedAt: sql`now()` })
      .where(eq(addresses.id, current.id));
    return current.id;
  }
  const [row] = await tx
    .insert(addresses)
    .values({ ...values, companyId, type, isDefault: true })
    .returning({ id: addresses.id });
  return row!.id;
}
