// SQL of the back office's price lists and prices (docs/backoffice.md, "Prices"). Pricing itself reads repository.ts.
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { contains, startsWith } from '../../db/like';
import { param, preparedQuery } from '../../db/prepared';
import { companies, markets, type PriceListKind, priceLists, prices, products, variants } from '../../db/schema';
import { agreementsSql, type CandidateLists, validNowSql } from './repository';

export type PriceListRow = typeof priceLists.$inferSelect;
export type TierRow = { sku: string; minQuantity: number; unitPrice: number };

/** A list's status now: upcoming (starts later), active, or ended (its end has passed). */
const statusSql = sql<'upcoming' | 'active' | 'ended'>`case
  when ${priceLists.validTo} is not null and ${priceLists.validTo} <= now() then 'ended'
  when ${priceLists.validFrom} is not null and ${priceLists.validFrom} > now() then 'upcoming'
  else 'active' end`;

export type PriceListFilter = {
  kind?: PriceListKind;
  market?: string;
  status?: 'upcoming' | 'active' | 'ended';
  q?: string;
  customerId?: string;
  skip: number;
  take: number;
};

/** Price lists by kind, market, status and code or name; with their price and company counts; by kind, then code. */
export async function findPriceLists(db: DbOrTx, filter: PriceListFilter) {
  const where: SQL[] = [];
  if (filter.kind) where.push(eq(priceLists.kind, filter.kind));
  if (filter.market) where.push(eq(priceLists.market, filter.market));
  if (filter.status) where.push(sql`${statusSql} = ${filter.status}`);
  if (filter.q) where.push(or(ilike(priceLists.code, contains(filter.q)), ilike(priceLists.name, contains(filter.q)))!);
  if (filter.customerId) {
    where.push(sql`${priceLists.id} = (select price_list_id from companies where id = ${filter.customerId}::uuid)`);
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        list: priceLists,
        status: statusSql,
        priceCount: sql<number>`(select count(*)::int from prices p where p.price_list_id = ${priceLists.id})`,
        companyCount: sql<number>`(select count(*)::int from companies c where c.price_list_id = ${priceLists.id})`,
      })
      .from(priceLists)
      .where(condition)
      .orderBy(asc(priceLists.kind), asc(priceLists.market), asc(priceLists.code))
      .offset(filter.skip)
      .limit(filter.take),
    db.select({ total: count() }).from(priceLists).where(condition),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** One price list with its status and counts. */
export async function findPriceList(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      list: priceLists,
      status: statusSql,
      priceCount: sql<number>`(select count(*)::int from prices p where p.price_list_id = ${priceLists.id})`,
      companyCount: sql<number>`(select count(*)::int from companies c where c.price_list_id = ${priceLists.id})`,
    })
    .from(priceLists)
    .where(eq(priceLists.id, id));
  return row ?? null;
}

/** Locks a price list's row for a change (SELECT … FOR UPDATE). */
export async function lockPriceList(tx: DbOrTx, id: string): Promise<PriceListRow | null> {
  const [row] = await tx.select().from(priceLists).where(eq(priceLists.id, id)).for('update');
  return row ?? null;
}

export async function findPriceListByCode(db: DbOrTx, code: string) {
  const [row] = await db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.code, code));
  return row ?? null;
}

export async function insertPriceList(tx: DbOrTx, values: typeof priceLists.$inferInsert): Promise<PriceListRow> {
  const [row] = await tx.insert(priceLists).values(values).returning();
  return row!;
}

export async function updatePriceList(
  tx: DbOrTx,
  id: string,
  values: Partial<Pick<PriceListRow, 'code' | 'name' | 'validFrom' | 'validTo'>>,
): Promise<void> {
  await tx.update(priceLists).set(values).where(eq(priceLists.id, id));
}

/** The market's currency (null for a market we do not sell in). */
export async function findMarketCurrency(db: DbOrTx, market: string): Promise<string | null> {
  const [row] = await db.select({ currency: markets.currency }).from(markets).where(eq(markets.code, market));
  return row?.currency ?? null;
}

/** The companies a contract list is given to, by name. */
export async function listAssignedCompanies(db: DbOrTx, priceListId: string) {
  return db
    .select({ id: companies.id, name: companies.name, customerNumber: companies.customerNumber })
    .from(companies)
    .where(eq(companies.priceListId, priceListId))
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(500);
}

/** A company's contract list and markets, locked for a change of its contract. */
export async function lockCompany(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: companies.id,
      name: companies.name,
      market: companies.market,
      markets: companies.markets,
      priceListId: companies.priceListId,
    })
    .from(companies)
    .where(eq(companies.id, id))
    .for('update');
  return row ?? null;
}

export async function setCompanyPriceList(tx: DbOrTx, companyId: string, priceListId: string | null) {
  await tx.update(companies).set({ priceListId }).where(eq(companies.id, companyId));
}

/** The SKUs of a list (by SKU, `q` the start of a SKU or part of a name) with all their tiers, paged by SKU. */
export async function findListPrices(
  db: DbOrTx,
  options: { priceListId: string; q?: string; skip: number; take: number },
) {
  const where: SQL[] = [eq(prices.priceListId, options.priceListId)];
  if (options.q) {
    // The catalog's SKUs the text names, through the trigram indexes of SKUs and names (a union of index scans), then
    // the list's prices of those: testing each of a market list's SKUs took 0.7 s at 100,000 products. A price whose
    // SKU left the catalog is found only without `q`.
    where.push(sql`${prices.sku} in (
      select v.sku from ${variants} v where v.sku ilike ${startsWith(options.q)} or v.name->>'nb' ilike ${contains(options.q)}
      union
      select v.sku from ${products} p join ${variants} v on v.product_id = p.id where p.name->>'nb' ilike ${contains(options.q)})`);
  }
  const condition = and(...where);
  const skuPage = db
    .selectDistinct({ sku: prices.sku })
    .from(prices)
    .where(condition)
    .orderBy(asc(prices.sku))
    .offset(options.skip)
    .limit(options.take);
  const [skus, [total]] = await Promise.all([
    skuPage,
    db
      .select({ total: sql<number>`count(distinct ${prices.sku})::int` })
      .from(prices)
      .where(condition),
  ]);
  const page = skus.map((row) => row.sku);
  if (page.length === 0) return { items: [], total: total?.total ?? 0 };
  const [tiers, names] = await Promise.all([
    db
      .select({ sku: prices.sku, minQuantity: prices.minQuantity, unitPrice: prices.unitPrice })
      .from(prices)
      .where(and(eq(prices.priceListId, options.priceListId), inArray(prices.sku, page)))
      .orderBy(asc(prices.sku), asc(prices.minQuantity)),
    skuNames(db, page),
  ]);
  const items = page.map((sku) => ({
    sku,
    name: names.get(sku) ?? null,
    tiers: tiers.filter((t) => t.sku === sku).map(({ minQuantity, unitPrice }) => ({ minQuantity, unitPrice })),
  }));
  return { items, total: total?.total ?? 0 };
}

/** Each known SKU's display name (the variant's, else its product's; Norwegian first). */
export async function skuNames(db: DbOrTx, skus: string[]): Promise<Map<string, { nb: string; en: string }>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ sku: variants.sku, variantName: variants.name, productName: products.name })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.sku, skus));
  return new Map(
    rows.map((row) => {
      const name = (lang: 'nb' | 'en') =>
        row.variantName?.[lang] || row.productName?.[lang] || row.variantName?.nb || row.productName?.nb || row.sku;
      return [row.sku, { nb: name('nb'), en: name('en') }];
    }),
  );
}

/** Which of the SKUs exist (variants). */
export async function knownSkus(db: DbOrTx, skus: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < skus.length; i += 5_000) {
    const chunk = skus.slice(i, i + 5_000);
    const rows = await db.select({ sku: variants.sku }).from(variants).where(inArray(variants.sku, chunk));
    for (const row of rows) found.add(row.sku);
  }
  return found;
}

/** Every tier of a list, by SKU and quantity. */
export async function listAllPrices(db: DbOrTx, priceListId: string): Promise<TierRow[]> {
  return db
    .select({ sku: prices.sku, minQuantity: prices.minQuantity, unitPrice: prices.unitPrice })
    .from(prices)
    .where(eq(prices.priceListId, priceListId))
    .orderBy(asc(prices.sku), asc(prices.minQuantity));
}

/** One SKU's tiers in a list. */
export async function findSkuTiers(db: DbOrTx, priceListId: string, sku: string) {
  return db
    .select({ minQuantity: prices.minQuantity, unitPrice: prices.unitPrice })
    .from(prices)
    .where(and(eq(prices.priceListId, priceListId), eq(prices.sku, sku)))
    .orderBy(asc(prices.minQuantity));
}

/** Removes the SKUs' tiers from a list (all of the list's when `skus` is null). */
export async function deletePrices(tx: DbOrTx, priceListId: string, skus: string[] | null) {
  if (skus === null) {
    await tx.delete(prices).where(eq(prices.priceListId, priceListId));
    return;
  }
  for (let i = 0; i < skus.length; i += 5_000) {
    await tx
      .delete(prices)
      .where(and(eq(prices.priceListId, priceListId), inArray(prices.sku, skus.slice(i, i + 5_000))));
  }
}

/** Removes these tiers (SKU and quantity) from a list, in one statement per 5,000. */
export async function deleteTiers(tx: DbOrTx, priceListId: string, tiers: readonly Omit<TierRow, 'unitPrice'>[]) {
  for (let i = 0; i < tiers.length; i += 5_000) {
    const batch = tiers.slice(i, i + 5_000);
    await tx.execute(sql`delete from prices p
      using unnest(${sql.param(batch.map((tier) => tier.sku))}::text[],
        ${sql.param(batch.map((tier) => tier.minQuantity))}::int[]) as x(sku, min_quantity)
      where p.price_list_id = ${priceListId}::uuid and p.sku = x.sku and p.min_quantity = x.min_quantity`);
  }
}

/**
 * Writes prices: new tiers added, existing ones (list, SKU and quantity) given the new price; in batches. A SKU's
 * tiers set anew, the price list import's changed tiers, the catalog import's list prices.
 */
export async function upsertPrices(tx: DbOrTx, rows: readonly (typeof prices.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 2_000) {
    const batch = rows.slice(i, i + 2_000);
    await tx
      .insert(prices)
      .values(batch)
      .onConflictDoUpdate({
        target: [prices.priceListId, prices.sku, prices.minQuantity],
        set: { unitPrice: sql`excluded.unit_price` },
      });
  }
}

/** Copies every price of one list into another in one statement. */
export async function copyPrices(tx: DbOrTx, fromListId: string, toListId: string) {
  await tx.execute(sql`insert into prices (price_list_id, sku, min_quantity, unit_price)
    select ${toListId}::uuid, sku, min_quantity, unit_price from prices where price_list_id = ${fromListId}::uuid`);
}

/** The variant(s) to explain: one SKU, or every variant of a product; with product and VAT facts. */
export async function findExplainedVariants(db: DbOrTx, options: { sku?: string; productId?: string }) {
  const where = options.sku ? eq(variants.sku, options.sku) : eq(variants.productId, options.productId!);
  return db
    .select({
      sku: variants.sku,
      productId: variants.productId,
      variantName: variants.name,
      productName: products.name,
      isSellable: sql<boolean>`${variants.isActive} and ${products.isActive}`,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(where)
    .orderBy(asc(variants.sku))
    .limit(100);
}

export type ExplainedList = {
  id: string;
  kind: PriceListKind;
  code: string;
  name: string;
  market: string;
  currency: string;
  validFrom: string | null;
  validTo: string | null;
  /** Passes the one validity rule (validNowSql) now. */
  isValidNow: boolean;
  /** Passes the market/currency/contract rule (agreementsSql): only the contract can fail it (another market). */
  isAgreement: boolean;
  sku: string;
  minQuantity: number;
  unitPrice: number;
};

const explainedPricesQuery = preparedQuery<ExplainedList, CandidateLists & { skus: string[] }>(
  'price_explained_prices',
  sql`select pl.id, pl.kind, pl.code, pl.name, pl.market, pl.currency, pl.valid_from as "validFrom",
      pl.valid_to as "validTo", (${validNowSql}) as "isValidNow", (${agreementsSql}) as "isAgreement",
      p.sku, p.min_quantity as "minQuantity", p.unit_price as "unitPrice"
    from price_lists pl join prices p on p.price_list_id = pl.id
    where p.sku = any(${param('skus')}::text[])
      and ((pl.market = ${param('market')} and pl.kind in ('list', 'campaign')) or pl.id = ${param('contractListId')}::uuid)
    order by pl.kind, pl.code, p.sku, p.min_quantity`,
  { planOnce: true },
);

/**
 * Every tier of the SKUs in the lists that could price the company in the market: the market's list and campaign
 * lists whatever their validity, and the company's contract list (whatever its market); with whether each passes
 * the same validity and agreement SQL pricing filters its candidates by (repository.ts).
 */
export async function findExplainedPrices(
  db: Db,
  options: CandidateLists & { skus: string[] },
): Promise<ExplainedList[]> {
  if (options.skus.length === 0) return [];
  const rows = await explainedPricesQuery(db, options);
  return rows.map((row) => ({
    ...row,
    validFrom: row.validFrom ? new Date(row.validFrom).toISOString() : null,
    validTo: row.validTo ? new Date(row.validTo).toISOString() : null,
  }));
}

/** A company's name (for the explainer's heading). */
export async function findCompanyName(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, id));
  return row?.name ?? null;
}
