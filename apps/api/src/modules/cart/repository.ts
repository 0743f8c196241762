import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { addresses, cartLines, carts, companies, markets, products, variants } from '../../db/schema';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
export type LinePrice = Pick<
  typeof cartLines.$inferInsert,
  'unitPrice' | 'listUnitPrice' | 'vatRate' | 'currency' | 'agreementKind' | 'agreementCode'
>;

const openCart = (companyId: string, contactId: string) =>
  and(eq(carts.companyId, companyId), eq(carts.contactId, contactId), eq(carts.kind, 'cart'), eq(carts.status, 'open'));

/** The open cart of a person in a company, created when missing; safe under concurrent first reads. */
export async function ensureOpenCart(
  db: DbOrTx,
  values: { companyId: string; contactId: string; market: string; currency: string },
): Promise<CartRow> {
  const [existing] = await db.select().from(carts).where(openCart(values.companyId, values.contactId));
  if (existing) return existing;
  await db.insert(carts).values(values).onConflictDoNothing();
  const [row] = await db.select().from(carts).where(openCart(values.companyId, values.contactId));
  if (!row) throw new Error('open cart missing after insert');
  return row;
}

/** Locks the cart row for a change (writes of one cart queue behind each other). */
/** The id of a person's open cart in a company, without creating one. */
export async function findOpenCartId(db: DbOrTx, companyId: string, contactId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(
      and(
        eq(carts.companyId, companyId),
        eq(carts.contactId, contactId),
        eq(carts.kind, 'cart'),
        eq(carts.status, 'open'),
      ),
    );
  return row?.id ?? null;
}

/** Locks a person's open cart in a company (for ordering); null when they have none. */
export async function lockOpenCart(tx: DbOrTx, companyId: string, contactId: string): Promise<CartRow | null> {
  const [row] = await tx.select().from(carts).where(openCart(companyId, contactId)).for('update');
  return row ?? null;
}

export async function lockCart(tx: DbOrTx, cartId: string): Promise<CartRow | null> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return row ?? null;
}

export async function findCart(db: DbOrTx, cartId: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId));
  return row ?? null;
}

export async function findCartOwner(db: DbOrTx, cartId: string) {
  const [row] = await db
    .select({ companyId: carts.companyId, contactId: carts.contactId })
    .from(carts)
    .where(eq(carts.id, cartId));
  return row ?? null;
}

export async function listLines(db: DbOrTx, cartId: string): Promise<CartLineRow[]> {
  return db.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(cartLines.addedAt, cartLines.sku);
}

/** Adds to the quantity of the SKU's line, or adds the line. */
export async function addToLine(tx: DbOrTx, values: { cartId: string; sku: string; quantity: number } & LinePrice) {
  await tx
    .insert(cartLines)
    .values(values)
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.sku],
      set: {
        quantity: sql`${cartLines.quantity} + excluded.quantity`,
        unitPrice: sql`excluded.unit_price`,
        listUnitPrice: sql`excluded.list_unit_price`,
        vatRate: sql`excluded.vat_rate`,
        currency: sql`excluded.currency`,
        agreementKind: sql`excluded.agreement_kind`,
        agreementCode: sql`excluded.agreement_code`,
        updatedAt: sql`now()`,
      },
    });
}

export async function updateLine(tx: DbOrTx, lineId: string, values: Partial<LinePrice> & { quantity?: number }) {
  await tx
    .update(cartLines)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cartLines.id, lineId));
}

export async function deleteLine(tx: DbOrTx, lineId: string) {
  await tx.delete(cartLines).where(eq(cartLines.id, lineId));
}

/** Bumps the version (and sets any given fields) of a cart. */
export async function touchCart(tx: DbOrTx, cartId: string, values: Partial<typeof carts.$inferInsert> = {}) {
  await tx
    .update(carts)
    .set({ ...values, version: sql`${carts.version} + 1`, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

export type CartCompany = {
  id: string;
  market: string;
  markets: string[];
  currency: string;
  creditLimit: number;
  isBlocked: boolean;
};

export async function findCompany(db: DbOrTx, companyId: string): Promise<CartCompany | null> {
  const [row] = await db
    .select({
      id: companies.id,
      market: companies.market,
      markets: companies.markets,
      currency: companies.currency,
      creditLimit: companies.creditLimit,
      isBlocked: companies.isBlocked,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export async function findMarketCurrency(db: DbOrTx, code: string): Promise<string | null> {
  const [row] = await db.select({ currency: markets.currency }).from(markets).where(eq(markets.code, code));
  return row?.currency ?? null;
}

/** The standard VAT rate of a market in basis points (shipping fees carry it). */
export async function findStandardVat(db: DbOrTx, code: string): Promise<number> {
  const [row] = await db.select({ vatRates: markets.vatRates }).from(markets).where(eq(markets.code, code));
  return row?.vatRates.standard ?? 0;
}

export type AddressRow = typeof addresses.$inferSelect;

export async function findAddress(db: DbOrTx, addressId: string): Promise<AddressRow | null> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, addressId));
  return row ?? null;
}

export type SkuInfo = {
  sku: string;
  name: { nb: string; en: string };
  packSize: number;
  stock: number;
  leadTimeDays: number;
  isPrescriptionOnly: boolean;
  /** The product's department (an order line keeps it). */
  department: string;
  /** The product's category (approval rules by category). */
  categoryId: string | null;
};

/** What the cart shows and checks per SKU besides its price. */
export async function loadSkuInfo(db: DbOrTx, skus: string[]): Promise<Map<string, SkuInfo>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({
      sku: variants.sku,
      name: variants.name,
      packSize: variants.packSize,
      stock: variants.stock,
      leadTimeDays: variants.leadTimeDays,
      isPrescriptionOnly: products.isPrescriptionOnly,
      department: products.department,
      categoryId: products.categoryId,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.sku, skus));
  return new Map(rows.map((row) => [row.sku, row]));
}
