import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import {
  contacts,
  markets,
  type PersonRelation,
  personAddresses,
  personLinks,
  personProfiles,
  pharmacySessions,
  prescriptionLines,
  prescriptions,
  prescriptionUsages,
  products,
  variants,
} from '../../db/schema';

export type PersonRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  isActive: boolean;
  birthDate: string | null;
};
export type AddressRow = typeof personAddresses.$inferSelect;
export type PrescriptionRow = typeof prescriptions.$inferSelect;
export type PrescriptionLineRow = typeof prescriptionLines.$inferSelect;
export type SessionRow = typeof pharmacySessions.$inferSelect;

const personColumns = {
  id: contacts.id,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  email: contacts.email,
  phone: contacts.phone,
  isActive: contacts.isActive,
  birthDate: personProfiles.birthDate,
};

// Persons and links

export async function findPerson(db: DbOrTx, id: string): Promise<PersonRow | null> {
  const [row] = await db
    .select(personColumns)
    .from(contacts)
    .leftJoin(personProfiles, eq(personProfiles.contactId, contacts.id))
    .where(eq(contacts.id, id));
  return row ?? null;
}

/** The active persons a contact may act for, by name. */
export async function listLinkedPersons(
  db: DbOrTx,
  contactId: string,
): Promise<(PersonRow & { relation: PersonRelation })[]> {
  return db
    .select({ ...personColumns, relation: personLinks.relation })
    .from(personLinks)
    .innerJoin(contacts, eq(contacts.id, personLinks.personId))
    .leftJoin(personProfiles, eq(personProfiles.contactId, contacts.id))
    .where(and(eq(personLinks.contactId, contactId), eq(contacts.isActive, true)))
    .orderBy(asc(contacts.firstName), asc(contacts.lastName), asc(contacts.id));
}

export async function findLink(db: DbOrTx, contactId: string, personId: string): Promise<PersonRelation | null> {
  const [row] = await db
    .select({ relation: personLinks.relation })
    .from(personLinks)
    .innerJoin(contacts, eq(contacts.id, personLinks.personId))
    .where(and(eq(personLinks.contactId, contactId), eq(personLinks.personId, personId), eq(contacts.isActive, true)));
  return row?.relation ?? null;
}

export async function updateContact(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<typeof contacts.$inferInsert, 'firstName' | 'lastName' | 'phone'>>,
) {
  if (Object.keys(values).length === 0) return;
  await db
    .update(contacts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contacts.id, id));
}

export async function setBirthDate(db: DbOrTx, contactId: string, birthDate: string | null) {
  await db
    .insert(personProfiles)
    .values({ contactId, birthDate })
    .onConflictDoUpdate({ target: personProfiles.contactId, set: { birthDate, updatedAt: new Date() } });
}

// Sessions

/** Starts (or restarts) the pharmacy session of a sign-in. */
export async function startSession(
  db: DbOrTx,
  values: { familyId: string; contactId: string; activePersonId: string },
) {
  await db
    .insert(pharmacySessions)
    .values(values)
    .onConflictDoUpdate({
      target: pharmacySessions.familyId,
      set: { activePersonId: values.activePersonId, startedAt: new Date(), endedAt: null },
    });
}

export async function findOpenSession(db: DbOrTx, familyId: string, contactId: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(pharmacySessions)
    .where(
      and(
        eq(pharmacySessions.familyId, familyId),
        eq(pharmacySessions.contactId, contactId),
        isNull(pharmacySessions.endedAt),
      ),
    );
  return row ?? null;
}

export async function setActivePerson(db: DbOrTx, familyId: string, activePersonId: string) {
  await db.update(pharmacySessions).set({ activePersonId }).where(eq(pharmacySessions.familyId, familyId));
}

export async function endSession(db: DbOrTx, familyId: string, contactId: string) {
  await db
    .update(pharmacySessions)
    .set({ endedAt: new Date() })
    .where(
      and(
        eq(pharmacySessions.familyId, familyId),
        eq(pharmacySessions.contactId, contactId),
        isNull(pharmacySessions.endedAt),
      ),
    );
}

// Addresses

const liveAddress = (personId: string) =>
  and(eq(personAddresses.personId, personId), isNull(personAddresses.deletedAt));

export async function findMarket(db: DbOrTx, code: string) {
  const [row] = await db.select().from(markets).where(eq(markets.code, code));
  return row ?? null;
}

export async function listMarkets(db: DbOrTx) {
  return db.select().from(markets).orderBy(asc(markets.code));
}

export async function countAddresses(db: DbOrTx, personId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(personAddresses).where(liveAddress(personId));
  return row?.n ?? 0;
}

export async function listAddresses(db: DbOrTx, personId: string, page?: { skip: number; take: number }) {
  const query = db
    .select()
    .from(personAddresses)
    .where(liveAddress(personId))
    .orderBy(desc(personAddresses.isDefault), asc(personAddresses.createdAt), asc(personAddresses.id));
  return page ? query.offset(page.skip).limit(page.take) : query;
}

export async function findAddress(db: DbOrTx, personId: string, addressId: string): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(personAddresses)
    .where(and(eq(personAddresses.id, addressId), liveAddress(personId)));
  return row ?? null;
}

/** Serializes address writes of one person (default handling reads then writes). */
export async function lockPerson(tx: DbOrTx, personId: string) {
  await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, personId)).for('update');
}

export async function insertAddress(db: DbOrTx, values: typeof personAddresses.$inferInsert): Promise<AddressRow> {
  const [row] = await db.insert(personAddresses).values(values).returning();
  return row!;
}

export async function updateAddress(
  db: DbOrTx,
  addressId: string,
  values: Partial<typeof personAddresses.$inferInsert>,
): Promise<AddressRow> {
  const [row] = await db
    .update(personAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(personAddresses.id, addressId))
    .returning();
  return row!;
}

export async function clearOtherDefaults(db: DbOrTx, personId: string, keepId: string) {
  await db
    .update(personAddresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(liveAddress(personId), ne(personAddresses.id, keepId), eq(personAddresses.isDefault, true)));
}

export async function softDeleteAddress(db: DbOrTx, addressId: string) {
  await db
    .update(personAddresses)
    .set({ deletedAt: new Date(), isDefault: false, updatedAt: new Date() })
    .where(eq(personAddresses.id, addressId));
}

// Prescriptions

export async function listPrescriptions(db: DbOrTx, personId: string) {
  const rows = await db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.personId, personId))
    .orderBy(desc(prescriptions.issuedOn), desc(prescriptions.createdAt), asc(prescriptions.id));
  if (rows.length === 0) return [];
  const totals = await db
    .select({
      prescriptionId: prescriptionLines.prescriptionId,
      lineCount: count(),
      remaining: sql<number>`sum(${prescriptionLines.quantityAllowed} - ${prescriptionLines.quantityUsed})`.mapWith(
        Number,
      ),
    })
    .from(prescriptionLines)
    .where(
      inArray(
        prescriptionLines.prescriptionId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(prescriptionLines.prescriptionId);
  const byId = new Map(totals.map((t) => [t.prescriptionId, t]));
  return rows.map((prescription) => ({
    prescription,
    lineCount: byId.get(prescription.id)?.lineCount ?? 0,
    remaining: byId.get(prescription.id)?.remaining ?? 0,
  }));
}

export async function findPrescription(db: DbOrTx, personId: string, id: string): Promise<PrescriptionRow | null> {
  const [row] = await db
    .select()
    .from(prescriptions)
    .where(and(eq(prescriptions.id, id), eq(prescriptions.personId, personId)));
  return row ?? null;
}

/** Lines with the name of what they allow (variant name for SKU lines, product name for product lines). */
export async function prescriptionLinesOf(db: DbOrTx, prescriptionId: string) {
  return db
    .select({
      line: prescriptionLines,
      variantName: variants.name,
      productName: products.name,
      /** The line's product: its own (a product-wide line) or its SKU's; null when neither exists. */
      catalogProductId: sql<string | null>`coalesce(${products.id}, ${variants.productId})`,
    })
    .from(prescriptionLines)
    .leftJoin(variants, eq(variants.sku, prescriptionLines.sku))
    .leftJoin(products, eq(products.id, prescriptionLines.productId))
    .where(eq(prescriptionLines.prescriptionId, prescriptionId))
    .orderBy(asc(prescriptionLines.position));
}

/** The active variants each line allows: its SKU, or every variant of its product. */
export async function variantsForLines(db: DbOrTx, prescriptionId: string) {
  return db
    .select({
      line: prescriptionLines,
      sku: variants.sku,
      productId: products.id,
      productNumber: products.productNumber,
      variantName: variants.name,
      isPrescriptionOnly: products.isPrescriptionOnly,
    })
    .from(prescriptionLines)
    .innerJoin(
      variants,
      or(eq(variants.sku, prescriptionLines.sku), eq(variants.productId, prescriptionLines.productId)),
    )
    .innerJoin(products, eq(products.id, variants.productId))
    .where(
      and(
        eq(prescriptionLines.prescriptionId, prescriptionId),
        eq(variants.isActive, true),
        eq(products.isActive, true),
      ),
    )
    .orderBy(asc(prescriptionLines.position), asc(variants.position), asc(variants.sku));
}

export async function lockPrescriptionByReference(tx: DbOrTx, reference: string): Promise<PrescriptionRow | null> {
  const [row] = await tx.select().from(prescriptions).where(eq(prescriptions.reference, reference)).for('update');
  return row ?? null;
}

export async function claimPrescription(tx: DbOrTx, id: string, personId: string) {
  await tx.update(prescriptions).set({ personId, updatedAt: new Date() }).where(eq(prescriptions.id, id));
}

// Prescription rules

/** The catalog facts of SKUs: product and whether it is prescription-only. Unknown SKUs are left out. */
export async function skuFacts(db: DbOrTx, skus: string[]) {
  if (skus.length === 0) return [];
  return db
    .select({ sku: variants.sku, productId: variants.productId, isPrescriptionOnly: products.isPrescriptionOnly })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.sku, skus));
}

/**
 * The person's prescription lines valid on `today` that allow one of the SKUs or products,
 * earliest-expiring first; `lock` takes the line rows FOR UPDATE (in that same order, so
 * concurrent consumers lock alike and never deadlock).
 */
export async function usableLines(
  db: DbOrTx,
  options: { personId: string; today: string; skus: string[]; productIds: string[]; lock?: boolean },
) {
  const query = db
    .select({
      id: prescriptionLines.id,
      sku: prescriptionLines.sku,
      productId: prescriptionLines.productId,
      remaining: sql<number>`${prescriptionLines.quantityAllowed} - ${prescriptionLines.quantityUsed}`.mapWith(Number),
      validUntil: prescriptions.validUntil,
    })
    .from(prescriptionLines)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionLines.prescriptionId))
    .where(
      and(
        eq(prescriptions.personId, options.personId),
        eq(prescriptions.status, 'active'),
        lte(prescriptions.issuedOn, options.today),
        gte(prescriptions.validUntil, options.today),
        or(
          options.skus.length > 0 ? inArray(prescriptionLines.sku, options.skus) : sql`false`,
          options.productIds.length > 0 ? inArray(prescriptionLines.productId, options.productIds) : sql`false`,
        ),
      ),
    )
    .orderBy(asc(prescriptions.validUntil), asc(prescriptions.issuedOn), asc(prescriptionLines.id));
  return options.lock ? query.for('update', { of: prescriptionLines }) : query;
}

/** Takes quantity from a line; false when the line no longer has it (the CHECK constraint is the last guard). */
export async function takeFromLine(tx: DbOrTx, lineId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(prescriptionLines)
    .set({ quantityUsed: sql`${prescriptionLines.quantityUsed} + ${quantity}` })
    .where(
      and(
        eq(prescriptionLines.id, lineId),
        sql`${prescriptionLines.quantityUsed} + ${quantity} <= ${prescriptionLines.quantityAllowed}`,
      ),
    )
    .returning({ id: prescriptionLines.id });
  return rows.length === 1;
}

export async function insertUsages(tx: DbOrTx, rows: (typeof prescriptionUsages.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(prescriptionUsages).values(rows);
}

export async function openUsagesOfOrder(tx: DbOrTx, orderId: string, lock = false) {
  const query = tx
    .select()
    .from(prescriptionUsages)
    .where(and(eq(prescriptionUsages.orderId, orderId), isNull(prescriptionUsages.releasedAt)))
    .orderBy(asc(prescriptionUsages.lineId), asc(prescriptionUsages.id));
  return lock ? query.for('update') : query;
}

/** Locks lines in the order `usableLines` locks them, so a release and a consume never deadlock. */
export async function lockLines(tx: DbOrTx, lineIds: string[]) {
  if (lineIds.length === 0) return;
  await tx
    .select({ id: prescriptionLines.id })
    .from(prescriptionLines)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionLines.prescriptionId))
    .where(inArray(prescriptionLines.id, lineIds))
    .orderBy(asc(prescriptions.validUntil), asc(prescriptions.issuedOn), asc(prescriptionLines.id))
    .for('update', { of: prescriptionLines });
}

export async function giveBack(tx: DbOrTx, usage: { id: string; lineId: string; quantity: number }) {
  await tx
    .update(prescriptionLines)
    .set({ quantityUsed: sql`greatest(${prescriptionLines.quantityUsed} - ${usage.quantity}, 0)` })
    .where(eq(prescriptionLines.id, usage.lineId));
  await tx.update(prescriptionUsages).set({ releasedAt: new Date() }).where(eq(prescriptionUsages.id, usage.id));
}
