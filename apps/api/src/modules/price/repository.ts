import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import type { PriceListKind, VatClass } from '../../db/schema';
import { param, preparedQuery } from './prepared';
import type { PriceRow } from './rules';

/** The agreements that may price for a market and customer right now (see docs/pricing.md). */
export type CandidateLists = { market: string; currency: string; contractListId: string | null };

/**
 * The candidate price lists as a CTE body: the market's list and active campaign lists in
 * its currency, plus the customer's contract list when it is for the same market and currency.
 */
const candidateListsSql = sql`
  select pl.id, pl.kind, pl.code, pl.name
  from price_lists pl
  where pl.market = ${param('market')} and pl.currency = ${param('currency')}
    and (pl.kind in ('list', 'campaign') or pl.id = ${param('contractListId')}::uuid)
    and (pl.valid_from is null or pl.valid_from <= now())
    and (pl.valid_to is null or pl.valid_to > now())`;

/** A price row as a compact JSON array: [priceListId, kind, code, name, minQuantity, unitPrice]. */
const priceRowJson = sql`json_build_array(l.id, l.kind, l.code, l.name, pr.min_quantity, pr.unit_price)`;
type PriceRowTuple = [string, PriceListKind, string, string, number, number];

const toPriceRow = ([priceListId, kind, code, name, minQuantity, unitPrice]: PriceRowTuple): PriceRow => ({
  priceListId,
  kind,
  code,
  name,
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

const skuPricesQuery = preparedQuery<
  Omit<SkuPrices, 'prices'> & { prices: PriceRowTuple[] },
  CandidateLists & { skus: string[] }
>(
  'price_sku_prices',
  sql`
    with l as (${candidateListsSql})
    select v.sku, v.product_id as "productId", p.vat_class as "vatClass",
      (v.is_active and p.is_active) as "isSellable",
      coalesce((select json_agg(${priceRowJson} order by pr.min_quantity)
        from prices pr join l on l.id = pr.price_list_id
        where pr.sku = v.sku), '[]'::json) as prices
    from variants v join products p on p.id = v.product_id
    where v.sku = any(${param('skus')}::text[])`,
);

/** Every tier of every candidate agreement for the SKUs, with what decides VAT; one query. */
export async function loadSkuPrices(db: Db, options: CandidateLists & { skus: string[] }): Promise<SkuPrices[]> {
  const rows = await skuPricesQuery(db, options);
  return rows.map((row) => ({ ...row, prices: row.prices.map(toPriceRow) }));
}

export type ProductBasePrices = { productId: string; skus: { sku: string; prices: PriceRow[] }[] };

const productBasePricesQuery = preparedQuery<
  { productId: string; skus: [string, PriceRowTuple[]][] },
  CandidateLists & { productIds: string[] }
>(
  'price_product_base_prices',
  sql`
    with l as (${candidateListsSql})
    select v.product_id as "productId",
      json_agg(json_build_array(v.sku, (select coalesce(json_agg(${priceRowJson}), '[]'::json)
        from prices pr join l on l.id = pr.price_list_id
        where pr.sku = v.sku and pr.min_quantity = 1))) as skus
    from variants v
    where v.product_id = any(${param('productIds')}::uuid[]) and v.is_active
    group by v.product_id`,
);

/** The quantity-1 prices of every active variant of the products (for "from" prices); one query. */
export async function loadProductBasePrices(
  db: Db,
  options: CandidateLists & { productIds: string[] },
): Promise<ProductBasePrices[]> {
  if (options.productIds.length === 0) return [];
  const rows = await productBasePricesQuery(db, options);
  return rows.map((row) => ({
    productId: row.productId,
    skus: row.skus.map(([sku, prices]) => ({ sku, prices: prices.map(toPriceRow) })),
  }));
}

const candidateListIdsQuery = preparedQuery<{ id: string }, CandidateLists>(
  'price_candidate_lists',
  sql`select id from (${candidateListsSql}) l`,
);

/** The ids of the candidate price lists (for sorting listings by price). */
export async function findCandidateListIds(db: Db, options: CandidateLists): Promise<string[]> {
  const rows = await candidateListIdsQuery(db, options);
  return rows.map((row) => row.id);
}
