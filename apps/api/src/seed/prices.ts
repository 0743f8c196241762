import type { DbOrTx } from '../db';
import { priceLists, prices } from '../db/schema';
import { bulkInsert } from './bulk';
import type { VariantSummary } from './catalog';
import type { ContractPlan } from './customers';
import { idFor, rngFor } from './random';

/** Markets and the rough NOK exchange rate their list prices are derived with. */
export const priceMarkets = [
  { code: 'NO', currency: 'NOK', rate: 1, name: 'Norge' },
  { code: 'SE', currency: 'SEK', rate: 1.02, name: 'Sverige' },
  { code: 'DK', currency: 'DKK', rate: 0.65, name: 'Danmark' },
] as const;

const DAY = 24 * 60 * 60 * 1000;

export const listPriceListId = (market: string) => idFor(`price-list:LIST-${market}`);
export const campaignPriceListId = (market: string) => idFor(`price-list:CAMPAIGN-${market}`);

/** Price-list style rounding: 10 øre steps below 100 kr, whole kroner above; never below 1 kr. */
export function roundPrice(minor: number): number {
  if (minor < 10_000) return Math.max(100, Math.round(minor / 10) * 10);
  return Math.round(minor / 100) * 100;
}

/** Quantity breaks that fit the price level: cheap consumables break at 10/50, expensive items at 3/10. */
function tierQuantities(unitPrice: number): [number, number] {
  if (unitPrice > 100_000) return [3, 10];
  if (unitPrice > 20_000) return [5, 20];
  return [10, 50];
}

type PriceRow = typeof prices.$inferInsert;

/**
 * Price lists: a list price list per market (every variant, 2–3 quantity tiers on
 * most), a running campaign per market (~5 % of SKUs) and the customers' contract
 * lists (a share of the SKUs in the categories they buy, 5–22 % below list).
 */
export async function seedPrices(
  db: DbOrTx,
  options: {
    variants: VariantSummary[];
    contracts: ContractPlan[];
    now?: Date;
    onProgress?: (done: number) => void;
  },
) {
  const today = new Date(options.now ?? Date.now());
  today.setUTCHours(0, 0, 0, 0);
  await bulkInsert(db, priceLists, [
    ...priceMarkets.map((m) => ({
      id: listPriceListId(m.code),
      code: `LIST-${m.code}`,
      name: `Listepris ${m.name} (${m.currency})`,
      kind: 'list' as const,
      market: m.code,
      currency: m.currency,
      validFrom: null,
      validTo: null,
    })),
    ...priceMarkets.map((m) => ({
      id: campaignPriceListId(m.code),
      code: `CAMPAIGN-${m.code}`,
      name: `Kampanje ${m.name}`,
      kind: 'campaign' as const,
      market: m.code,
      currency: m.currency,
      validFrom: new Date(today.getTime() - 30 * DAY),
      validTo: new Date(today.getTime() + 60 * DAY),
    })),
    ...options.contracts.map((c) => ({
      id: c.id,
      code: c.code,
      name: c.name,
      kind: 'contract' as const,
      market: c.market,
      currency: priceMarkets.find((m) => m.code === c.market)!.currency,
      validFrom: new Date(Date.UTC(2025, 0, 1)),
      validTo: null,
    })),
  ]);

  const chunk = 10_000;
  let rows: PriceRow[] = [];
  for (let i = 0; i < options.variants.length; i++) {
    const v = options.variants[i]!;
    // One stream per SKU, drawn in a fixed order, so a SKU's prices do not depend on the catalog size.
    const rng = rngFor(`price:${v.sku}`);
    const tierCount = rng.weighted([
      [1, 35],
      [2, 35],
      [3, 30],
    ] as const);
    const tierDiscounts = [0, rng.int(4, 8), rng.int(9, 15)].slice(0, tierCount);
    const listTiers = new Map<string, { minQuantity: number; unitPrice: number }[]>();
    for (const m of priceMarkets) {
      const unit = roundPrice(v.basePrice * m.rate * (0.97 + rng.next() * 0.06));
      const [q2, q3] = tierQuantities(unit);
      const tiers = tierDiscounts.map((d, t) => ({
        minQuantity: [1, q2, q3][t]!,
        unitPrice: roundPrice((unit * (100 - d)) / 100),
      }));
      listTiers.set(m.code, tiers);
      for (const tier of tiers) rows.push({ priceListId: listPriceListId(m.code), sku: v.sku, ...tier });
      if (rng.chance(0.05)) {
        const campaign = roundPrice(unit * (0.7 + rng.next() * 0.2));
        rows.push({ priceListId: campaignPriceListId(m.code), sku: v.sku, minQuantity: 1, unitPrice: campaign });
      }
    }
    for (const contract of options.contracts) {
      const isCovered = contract.categories.includes(v.topCategory) && rng.chance(contract.share);
      if (!isCovered) continue;
      const discount = rng.int(contract.discount[0], contract.discount[1]);
      for (const tier of listTiers.get(contract.market)!) {
        rows.push({
          priceListId: contract.id,
          sku: v.sku,
          minQuantity: tier.minQuantity,
          unitPrice: roundPrice((tier.unitPrice * (100 - discount)) / 100),
        });
      }
    }
    if ((i + 1) % chunk === 0 || i === options.variants.length - 1) {
      // In key order, so the primary-key index is appended to rather than split all over.
      rows.sort((a, b) => (a.priceListId < b.priceListId ? -1 : a.priceListId > b.priceListId ? 1 : 0));
      await bulkInsert(db, prices, rows, 10_000);
      rows = [];
      options.onProgress?.(i + 1);
    }
  }
}
