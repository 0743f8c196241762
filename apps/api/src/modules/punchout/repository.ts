import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { contains } from '../../db/like';
import {
  addresses,
  brands,
  carts,
  categories,
  companies,
  products,
  punchoutConfigs,
  punchoutOrderRequests,
  punchoutSessions,
  variants,
} from '../../db/schema';

export type PunchoutConfigRow = typeof punchoutConfigs.$inferSelect;
export type PunchoutSessionRow = typeof punchoutSessions.$inferSelect;

/** The configuration whose cXML Sender credential is (domain, identity), case-insensitively. */
export async function findConfigBySender(db: DbOrTx, domain: string, identity: string) {
  const [row] = await db
    .select()
    .from(punchoutConfigs)
    .where(
      and(
        sql`lower(${punchoutConfigs.cxmlSenderDomain}) = lower(${domain})`,
        sql`lower(${punchoutConfigs.cxmlSenderIdentity}) = lower(${identity})`,
      ),
    );
  return row ?? null;
}

export async function findConfigByOciUser(db: DbOrTx, username: string) {
  const [row] = await db
    .select()
    .from(punchoutConfigs)
    .where(sql`lower(${punchoutConfigs.ociUsername}) = lower(${username})`);
  return row ?? null;
}

/** Inserts or replaces a company's punch-out configuration. */
export async function upsertConfig(db: DbOrTx, values: typeof punchoutConfigs.$inferInsert) {
  const [row] = await db
    .insert(punchoutConfigs)
    .values(values)
    .onConflictDoUpdate({
      target: punchoutConfigs.companyId,
      set: { ...values, id: undefined, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function insertSession(db: DbOrTx, values: typeof punchoutSessions.$inferInsert) {
  const [row] = await db.insert(punchoutSessions).values(values).returning();
  return row!;
}

export async function findSession(db: DbOrTx, id: string) {
  const [row] = await db.select().from(punchoutSessions).where(eq(punchoutSessions.id, id));
  return row ?? null;
}

export async function findSessionByTokenDigest(db: DbOrTx, digest: string) {
  const [row] = await db.select().from(punchoutSessions).where(eq(punchoutSessions.startTokenDigest, digest));
  return row ?? null;
}

/** Spends the start token once: answers the row only for the first caller (concurrent replays get null). */
export async function spendStartToken(db: DbOrTx, id: string, now: Date) {
  const [row] = await db
    .update(punchoutSessions)
    .set({ startTokenUsedAt: now, updatedAt: now })
    .where(and(eq(punchoutSessions.id, id), isNull(punchoutSessions.startTokenUsedAt)))
    .returning();
  return row ?? null;
}

export async function updateSession(db: DbOrTx, id: string, values: Partial<typeof punchoutSessions.$inferInsert>) {
  await db
    .update(punchoutSessions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(punchoutSessions.id, id));
}

export async function findSessionOwner(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ companyId: punchoutSessions.companyId, contactId: punchoutSessions.contactId })
    .from(punchoutSessions)
    .where(eq(punchoutSessions.id, id));
  return row ?? null;
}

export async function findOrderRequest(db: DbOrTx, companyId: string, buyerOrderId: string) {
  const [row] = await db
    .select()
    .from(punchoutOrderRequests)
    .where(and(eq(punchoutOrderRequests.companyId, companyId), eq(punchoutOrderRequests.buyerOrderId, buyerOrderId)));
  return row ?? null;
}

export async function insertOrderRequest(db: DbOrTx, values: typeof punchoutOrderRequests.$inferInsert) {
  await db.insert(punchoutOrderRequests).values(values);
}

/** Serializes OrderRequests of one company (the company row lock), so a repeated orderID waits and finds the first. */
export async function lockCompany(db: DbOrTx, companyId: string) {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/**
 * A cart row that only carries one OrderRequest into placeOrder (status 'ordered', never the person's open
 * cart), with its lines priced now.
 */
export async function insertOrderCart(db: DbOrTx, values: typeof carts.$inferInsert) {
  const [row] = await db.insert(carts).values(values).returning();
  return row!;
}

/** The company's live delivery addresses, default first. */
export async function listDeliveryAddresses(db: DbOrTx, companyId: string) {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.type, 'delivery'), isNull(addresses.deletedAt)))
    .orderBy(sql`${addresses.isDefault} desc`, asc(addresses.createdAt));
}

export type ItemInfo = {
  sku: string;
  productId: string;
  productSlug: string;
  name: { nb: string; en: string };
  description: { nb: string; en: string };
  unit: string;
  leadTimeDays: number;
  category: string;
  brand: string | null;
};

const itemColumns = {
  sku: variants.sku,
  productId: products.id,
  productSlug: products.slug,
  name: variants.name,
  description: products.description,
  unit: products.unit,
  leadTimeDays: variants.leadTimeDays,
  category: categories.slug,
  brand: brands.name,
};

/** What the punch-out messages tell about each SKU (name, unit, category, brand, lead time). */
export async function loadItemInfo(db: DbOrTx, skus: string[]): Promise<Map<string, ItemInfo>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select(itemColumns)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(variants.sku, skus));
  return new Map(rows.map((row) => [row.sku, row]));
}

/** Active SKUs whose SKU, variant name or product name contains the text (OCI BACKGROUND_SEARCH). */
export async function searchItems(db: DbOrTx, text: string, limit: number): Promise<ItemInfo[]> {
  const pattern = contains(text);
  return db
    .select(itemColumns)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(
      and(
        eq(variants.isActive, true),
        eq(products.isActive, true),
        eq(products.isPrescriptionOnly, false),
        // The SKUs the text names, through the trigram indexes of SKUs and names: a union of index scans, not a
        // test of every variant (a rare word read all 3,200,000 of a million-product catalog's).
        sql`${variants.sku} in (
          select s.sku from ${variants} s
          where s.sku ilike ${pattern} or s.name->>'nb' ilike ${pattern} or s.name->>'en' ilike ${pattern}
          union
          select s.sku from ${products} n join ${variants} s on s.product_id = n.id where n.name->>'nb' ilike ${pattern})`,
      ),
    )
    .orderBy(asc(variants.sku))
    .limit(limit);
}
