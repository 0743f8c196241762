import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { param, preparedQuery, tableAlias } from '../../db/prepared';
import type { PriceListKind, VatClass } from '../../db/schema';
import type { PriceRow } from './rules';

/** The agreements that may price for a market and customer right now (see docs/pricing.md). */
export type CandidateLists = { market: string; currency: string; contractListId: string | null };

/** A price list that may price a request. */
export type CandidateList = { id: string; kind: PriceListKind; code: string; name: string; validTo: string | null };

/**
 * Whether the price list `pl` prices now: the one validity rule (valid_from inclusive, valid_to exclusive, open
 * ends when empty); pricing filters by it and the price explainer reports it.
 */
export const validNowSql = sql`(pl.valid_from is null or pl.valid_from <= now()) and (pl.valid_to is null or pl.valid_to > now())`;

/** Which agreements may price a market and contract (before validity). Binds `$market`, `$currency`, `$contractListId`. */
export const agreementsSql = sql`pl.market = ${param('market')} and pl.currency = ${param('currency')}
    and (pl.kind in ('list', 'campaign') or pl.id = ${param('contractListId')}::uuid)`;

/** Binds `$market`, `$currency` and `$contractListId`. */
const candidateListsSql = sql`
  select pl.id, pl.kind, pl.code, pl.name, pl.valid_to as "validTo"
  from price_lists pl
  where ${agreementsSql} and ${validNowSql}`;

const candidateListsQuery = preparedQuery<CandidateList, CandidateLists>('price_candidate_lists', candidateListsSql, {
  planOnce: true,
});

/**
 * The price lists that may price right now: the market's list and running campaign lists in
 * its currency, plus the customer's contract list when it is for the same market and currency.
 */
export async function findCandidateLists(db: Db, options: CandidateLists): Promise<CandidateList[]> {
  return candidateListsQuery(db, options);
}

const nextValidityChangeQuery = preparedQuery<{ inMs: number | null }, Record<string, never>>(
  'price_next_validity_change',
  sql`select (extract(epoch from least(
        (select min(pl.valid_from) from price_lists pl where pl.valid_from > now()),
        (select min(pl.valid_to) from price_lists pl where pl.valid_to > now())) - now()) * 1000)::float8 as "inMs"`,
  { planOnce: true },
);

/**
 * How many milliseconds from now (the database's clock) until a price list next starts or ends; null when none
 * will. Measured on the database's clock, so a node whose own clock differs still acts at the right moment.
 */
export async function findNextValidityChange(db: Db): Promise<number | null> {
  const [row] = await nextValidityChangeQuery(db, {});
  return row?.inMs ?? null;
}

type ListsById = Map<string, CandidateList>;
const toPriceRow = (list: CandidateList, minQuantity: number, unitPrice: number): PriceRow => ({
  priceListId: list.id,
  kind: list.kind,
  code: list.code,
  name: list.name,
  validTo: list.validTo === null ? null : new Date(list.validTo).toISOString(),
  minQuantity,
  unitPrice,
});

export type PricingCompany = {
  id: string;
  market: string;
  markets: string[];
  priceListId: string | null;
};

const companyQuery = preparedQuery<PricingCompany, { id: string }>(
  'price_company',
  sql`select c.id, c.market, c.markets, c.price_list_id as "priceListId" from companies c where c.id = ${param('id')}::uuid`,
  { planOnce: true },
);

/** What pricing needs to know of a company: its markets and contract list. */
export async function findPricingCompany(db: Db, id: string): Promise<PricingCompany | null> {
  const [row] = await companyQuery(db, { id });
  return row ?? null;
}

export type MarketRow = { code: string; currency: string; vatRates: Record<VatClass, number> };

const marketsQuery = preparedQuery<MarketRow, Record<string, never>>(
  'price_markets',
  sql`select m.code, m.currency, m.vat_rates as "vatRates" from markets m`,
  { planOnce: true },
);

/** Every market with its currency and VAT rates (a handful of rows). */
export async function listMarkets(db: Db): Promise<MarketRow[]> {
  return marketsQuery(db, {});
}

export type SkuPrices = {
  sku: string;
  productId: string;
  vatClass: VatClass;
  isSellable: boolean;
  prices: PriceRow[];
};

/** A SKU's prices with its product's place, for the assortment's check in memory (assortment's visibleAmong). */
export type PlacedSkuPrices = SkuPrices & { categoryId: string; brandId: string | null };

/** [sku, productId, vatClass, isSellable, priceListId, minQuantity, unitPrice, categoryId, brandId]: one per tier. */
type SkuPriceTuple = [
  string,
  string,
  VatClass,
  boolean,
  string | null,
  number | null,
  number | null,
  string,
  string | null,
];

const skuPricesQuery = preparedQuery<
  { lists: CandidateList[]; rows: SkuPriceTuple[] },
  CandidateLists & { skus: string[] }
>(
  'price_sku_prices',
  sql`with l as (${candidateListsSql})
      select (select coalesce(json_agg(json_build_object('id', l.id, 'kind', l.kind, 'code', l.code, 'name', l.name,
                'validTo', l."validTo")),
                '[]'::json) from l) as lists,
        coalesce(json_agg(json_build_array(v.sku, v.product_id, p.vat_class, v.is_active and p.is_active,
          pr.price_list_id, pr.min_quantity, pr.unit_price, p.category_id, p.brand_id)), '[]'::json) as rows
      from variants v join products p on p.id = v.product_id
      left join prices pr on pr.sku = v.sku and pr.price_list_id = any(array(select id from l))
      where v.sku = any(${param('skus')}::text[])`,
  { planOnce: true },
);

/**
 * Every tier of the candidate price lists for the SKUs, with what decides VAT: one query
 * answering one JSON document (hundreds of tiers decode faster so than as rows).
 *
 * The lists filter each SKU's one probe of `prices_sku_idx` (as `variantPricesJson`'s do): joined to them, the
 * planner probed once per list and SKU and read each product once per tier found (200 SKUs: 5,040 buffers and
 * 8.5 ms in PostgreSQL; 2,406 and 5.2 ms so).
 */
export async function loadSkuPrices(db: Db, options: CandidateLists & { skus: string[] }): Promise<PlacedSkuPrices[]> {
  const [result] = await skuPricesQuery(db, options);
  const lists: ListsById = new Map((result?.lists ?? []).map((list) => [list.id, list]));
  const bySku = new Map<string, PlacedSkuPrices>();
  for (const [
    sku,
    productId,
    vatClass,
    isSellable,
    listId,
    minQuantity,
    unitPrice,
    categoryId,
    brandId,
  ] of result?.rows ?? []) {
    let entry = bySku.get(sku);
    if (!entry) {
      entry = { sku, productId, categoryId, brandId, vatClass, isSellable, prices: [] };
      bySku.set(sku, entry);
    }
    const list = listId ? lists.get(listId) : undefined;
    if (list && minQuantity !== null && unitPrice !== null) entry.prices.push(toPriceRow(list, minQuantity, unitPrice));
  }
  return [...bySku.values()];
}

/** What `variantPricesJson` answers: the product's VAT class, the candidate lists, and each tier of them per SKU. */
export type ProductVariantPrices = {
  vatClass: VatClass;
  lists: CandidateList[];
  /** [sku, priceListId, minQuantity, unitPrice] */
  tiers: [string, string, number, number][];
};

/**
 * The prices of a product's active variants as one JSON value (ProductVariantPrices), for a statement that reads a
 * whole product page at once (the catalog's): the same candidate lists and tiers `loadSkuPrices` reads by SKU, here
 * by the product of `alias` (a table alias of `products` in the caller's query). Binds `$market`, `$currency`,
 * `$contractListId`.
 *
 * The lists are an array the probe filters by, not a join: joined, the planner looped over the lists and read the
 * product's variants and probed `prices_sku_idx` once per list and variant (a 4-variant product: 62 buffers of the
 * page's 102); now the variants are read once and each SKU's tiers in every list are one probe (22 buffers).
 */
export function variantPricesJson(alias = 'p'): SQL {
  const p = tableAlias(alias);
  return sql`(with l as (${candidateListsSql})
    select json_build_object('vatClass', ${p}.vat_class,
      'lists', (select coalesce(json_agg(json_build_object('id', l.id, 'kind', l.kind, 'code', l.code,
        'name', l.name, 'validTo', l."validTo")), '[]'::json) from l),
      'tiers', (select coalesce(json_agg(json_build_array(pr.sku, pr.price_list_id, pr.min_quantity, pr.unit_price)),
        '[]'::json)
        from variants v join prices pr on pr.sku = v.sku and pr.price_list_id = any(array(select id from l))
        where v.product_id = ${p}.id and v.is_active)))`;
}

/** The tiers of `variantPricesJson` per SKU, as `loadSkuPrices` answers them (SKUs without a tier left out). */
export function skuPricesOf(found: ProductVariantPrices, productId: string): SkuPrices[] {
  const lists: ListsById = new Map(found.lists.map((list) => [list.id, list]));
  const bySku = new Map<string, SkuPrices>();
  for (const [sku, listId, minQuantity, unitPrice] of found.tiers) {
    const list = lists.get(listId);
    if (!list) continue;
    let entry = bySku.get(sku);
    if (!entry) {
      entry = { sku, productId, vatClass: found.vatClass, isSellable: true, prices: [] };
      bySku.set(sku, entry);
    }
    entry.prices.push(toPriceRow(list, minQuantity, unitPrice));
  }
  return [...bySku.values()];
}

export type ProductBasePrices = { productId: string; skus: { sku: string; prices: PriceRow[] }[] };

/** [productId, sku, priceListId, unitPrice] per quantity-1 price. */
type BasePriceTuple = [string, string, string, number];

/** The quantity-1 prices of some products as read: the candidate lists, and each price as a BasePriceTuple. */
export type BasePrices = { lists: CandidateList[]; rows: BasePriceTuple[] };

/** The candidate lists of `l` as JSON (CandidateList[]). */
const listsJson = sql`(select coalesce(json_agg(json_build_object('id', l.id, 'kind', l.kind, 'code', l.code,
    'name', l.name, 'validTo', l."validTo")), '[]'::json) from l)`;

/** The quantity-1 prices in the lists `l` of the variants `variants` (SQL of rows with product_id and sku), as JSON. */
const basePriceRowsOf = (variants: SQL) => sql`(select coalesce(json_agg(json_build_array(v.product_id, v.sku,
      pr.price_list_id, pr.unit_price)), '[]'::json)
    from ${variants} v
    join prices pr on pr.sku = v.sku and pr.min_quantity = 1 and pr.price_list_id = any(array(select id from l)))`;

/** The quantity-1 prices of the active variants of the products `ids` (SQL of a uuid[]) in the lists `l`, as JSON. */
const basePriceRowsJson = (ids: SQL) =>
  basePriceRowsOf(sql`(select product_id, sku from variants where product_id = any(${ids}) and is_active)`);

const productBasePricesQuery = preparedQuery<BasePrices, CandidateLists & { productIds: string[] }>(
  'price_product_base_prices',
  sql`with l as (${candidateListsSql})
      select ${listsJson} as lists, ${basePriceRowsJson(sql`${param('productIds')}::uuid[]`)} as rows`,
  { planOnce: true },
);

/**
 * What `productBasePricesQuery` reads (BasePrices), as one JSON value of another statement: the catalog reads a
 * listing page's cards, their covers and these in one (`findCardPage`), one round trip where there were three.
 * `variants` is the SQL of the products' active variants as the caller's statement has read them already (a CTE's
 * name, rows with `product_id` and `sku`), so they are not read twice. Binds `$market`, `$currency`,
 * `$contractListId`.
 */
export function basePricesJson(variants: SQL): SQL {
  return sql`(with l as (${candidateListsSql})
    select json_build_object('lists', ${listsJson}, 'rows', ${basePriceRowsOf(variants)}))`;
}

/** Read prices by product and SKU, as `fromPrices` picks among them. */
export function basePricesOf(found: BasePrices): ProductBasePrices[] {
  const lists: ListsById = new Map(found.lists.map((list) => [list.id, list]));
  const byProduct = new Map<string, Map<string, PriceRow[]>>();
  for (const [productId, sku, listId, unitPrice] of found.rows) {
    const list = lists.get(listId);
    if (!list) continue;
    const skus = byProduct.get(productId) ?? new Map<string, PriceRow[]>();
    byProduct.set(productId, skus);
    const prices = skus.get(sku) ?? [];
    skus.set(sku, prices);
    prices.push(toPriceRow(list, 1, unitPrice));
  }
  return [...byProduct].map(([productId, skus]) => ({
    productId,
    skus: [...skus].map(([sku, prices]) => ({ sku, prices })),
  }));
}

/** The quantity-1 prices of every active variant of the products (for "from" prices); one query. */
export async function loadProductBasePrices(
  db: Db,
  options: CandidateLists & { productIds: string[] },
): Promise<ProductBasePrices[]> {
  if (options.productIds.length === 0) return [];
  const [result] = await productBasePricesQuery(db, options);
  return basePricesOf(result ?? { lists: [], rows: [] });
}

const contractHoldersQuery = preparedQuery<{ id: string }, { listIds: string[] }>(
  'price_contract_holders',
  sql`select c.id from companies c where c.price_list_id = any(${param('listIds')}::uuid[])`,
);

/** The companies whose contract list is one of `listIds`. */
export async function findContractHolders(db: Db, listIds: string[]): Promise<string[]> {
  if (listIds.length === 0) return [];
  return (await contractHoldersQuery(db, { listIds })).map((row) => row.id);
}
