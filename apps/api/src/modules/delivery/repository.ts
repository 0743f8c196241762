import { and, asc, eq, gte, lte, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { readTogether } from '../../db/prepared';
import {
  cartLines,
  deliveryRoutes,
  holidays,
  holidayYears,
  markets,
  shippingFees,
  shippingMethods,
  variants,
} from '../../db/schema';
import type { Localized } from '../../db/schema/common';

/** A market's code and zip-code format, or null when we do not sell there. */
export async function findMarket(db: Db, code: string): Promise<{ code: string; zipPattern: string } | null> {
  const [row] = await db
    .select({ code: markets.code, zipPattern: markets.zipPattern })
    .from(markets)
    .where(eq(markets.code, code));
  return row ?? null;
}

/** The largest lead time (working days) of a cart's items; 0 for an empty cart. */
export async function cartLeadTimeDays(db: Db, cartId: string): Promise<number> {
  const [row] = await db
    .select({ days: max(variants.leadTimeDays) })
    .from(cartLines)
    .innerJoin(variants, eq(variants.sku, cartLines.sku))
    .where(eq(cartLines.cartId, cartId));
  return Math.max(0, row?.days ?? 0);
}

// The delivery tables (docs/delivery.md): routes, holidays, shipping methods, as data.

export type RouteRecord = typeof deliveryRoutes.$inferSelect;
export type HolidayRecord = { market: string; date: string; name: Localized };

/** Every stored route and area not served, by market and zip code. */
export async function listRoutes(db: DbOrTx, market?: string): Promise<RouteRecord[]> {
  return db
    .select()
    .from(deliveryRoutes)
    .where(market ? eq(deliveryRoutes.market, market) : undefined)
    .orderBy(asc(deliveryRoutes.market), asc(deliveryRoutes.zipFrom), asc(deliveryRoutes.zipTo));
}

export async function findRoute(db: DbOrTx, code: string): Promise<RouteRecord | null> {
  const [row] = await db.select().from(deliveryRoutes).where(eq(deliveryRoutes.code, code));
  return row ?? null;
}

export async function insertRoute(db: DbOrTx, row: typeof deliveryRoutes.$inferInsert): Promise<RouteRecord> {
  const [created] = await db.insert(deliveryRoutes).values(row).returning();
  return created as RouteRecord;
}

export async function updateRoute(
  db: DbOrTx,
  code: string,
  changes: Partial<typeof deliveryRoutes.$inferInsert>,
): Promise<RouteRecord> {
  const [updated] = await db
    .update(deliveryRoutes)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(deliveryRoutes.code, code))
    .returning();
  return updated as RouteRecord;
}

export async function deleteRoute(db: DbOrTx, code: string) {
  await db.delete(deliveryRoutes).where(eq(deliveryRoutes.code, code));
}

/** Locks a market's row for the transaction: route and holiday writes of one market queue up (overlap checks). */
export async function lockMarket(db: DbOrTx, code: string): Promise<boolean> {
  const rows = await db.select({ code: markets.code }).from(markets).where(eq(markets.code, code)).for('update');
  return rows.length > 0;
}

/** The years each market keeps its holidays for. */
export async function listHolidayYears(db: DbOrTx): Promise<{ market: string; year: number }[]> {
  return db.select().from(holidayYears);
}

export async function isHolidayYearStored(db: DbOrTx, market: string, year: number): Promise<boolean> {
  const [row] = await db
    .select({ year: holidayYears.year })
    .from(holidayYears)
    .where(and(eq(holidayYears.market, market), eq(holidayYears.year, year)));
  return Boolean(row);
}

/** Marks a year as kept and stores its holidays (the generated defaults); false when it was kept already. */
export async function storeHolidayYear(db: DbOrTx, market: string, year: number, list: HolidayRecord[]) {
  const inserted = await db.insert(holidayYears).values({ market, year }).onConflictDoNothing().returning();
  if (inserted.length === 0) return false;
  if (list.length > 0) await db.insert(holidays).values(list).onConflictDoNothing();
  return true;
}

/** Stored holidays, of one market and year or all. */
export async function listHolidays(db: DbOrTx, filter: { market?: string; year?: number } = {}) {
  const conditions = [];
  if (filter.market) conditions.push(eq(holidays.market, filter.market));
  if (filter.year) {
    conditions.push(gte(holidays.date, `${filter.year}-01-01`), lte(holidays.date, `${filter.year}-12-31`));
  }
  return (await db
    .select()
    .from(holidays)
    .where(and(...conditions))
    .orderBy(asc(holidays.market), asc(holidays.date))) as HolidayRecord[];
}

export async function findHoliday(db: DbOrTx, market: string, date: string): Promise<HolidayRecord | null> {
  const [row] = await db
    .select()
    .from(holidays)
    .where(and(eq(holidays.market, market), eq(holidays.date, date)));
  return (row as HolidayRecord | undefined) ?? null;
}

export async function insertHoliday(db: DbOrTx, row: HolidayRecord) {
  await db.insert(holidays).values(row);
}

export async function renameHoliday(db: DbOrTx, market: string, date: string, name: Localized) {
  await db
    .update(holidays)
    .set({ name })
    .where(and(eq(holidays.market, market), eq(holidays.date, date)));
}

export async function deleteHoliday(db: DbOrTx, market: string, date: string) {
  await db.delete(holidays).where(and(eq(holidays.market, market), eq(holidays.date, date)));
}

export type ShippingMethodRecord = typeof shippingMethods.$inferSelect & { fees: { market: string; fee: number }[] };

/** The shipping methods in their order, each with its fee per market. */
export async function listShippingMethods(db: DbOrTx): Promise<ShippingMethodRecord[]> {
  const [methods, fees] = await readTogether(db, [
    () => db.select().from(shippingMethods).orderBy(asc(shippingMethods.position), asc(shippingMethods.code)),
    () => db.select().from(shippingFees).orderBy(asc(shippingFees.market)),
  ]);
  return methods.map((m) => ({
    ...m,
    fees: fees.filter((f) => f.method === m.code).map((f) => ({ market: f.market, fee: f.fee })),
  }));
}

export async function updateShippingMethod(
  db: DbOrTx,
  code: string,
  changes: Partial<Pick<typeof shippingMethods.$inferInsert, 'name' | 'description' | 'cutOff'>>,
) {
  if (Object.keys(changes).length > 0)
    await db.update(shippingMethods).set(changes).where(eq(shippingMethods.code, code));
}

export async function upsertShippingFee(db: DbOrTx, method: string, market: string, fee: number) {
  await db
    .insert(shippingFees)
    .values({ method, market, fee })
    .onConflictDoUpdate({ target: [shippingFees.method, shippingFees.market], set: { fee } });
}

export type MarketRecord = typeof markets.$inferSelect;

export async function listMarkets(db: DbOrTx): Promise<MarketRecord[]> {
  return db.select().from(markets).orderBy(asc(markets.code));
}

export async function updateMarket(
  db: DbOrTx,
  code: string,
  changes: Partial<Pick<typeof markets.$inferInsert, 'name' | 'vatRates'>>,
): Promise<MarketRecord> {
  const [row] = await db.update(markets).set(changes).where(eq(markets.code, code)).returning();
  return row as MarketRecord;
}
