import type { PriceListKind } from '../../db/schema';

/** One quantity tier of one price agreement for one SKU. */
export type PriceRow = {
  priceListId: string;
  kind: PriceListKind;
  code: string;
  name: string;
  minQuantity: number;
  unitPrice: number;
};

export type Tier = { minQuantity: number; unitPrice: number; agreementKind: PriceListKind };

/** Tie-break between equal prices: the customer's own agreement first, then a campaign. */
const kindRank: Record<PriceListKind, number> = { contract: 0, campaign: 1, list: 2 };

/** Each agreement's tier for a quantity: the one with the largest min quantity ≤ quantity. */
function tiersAt(rows: readonly PriceRow[], quantity: number): PriceRow[] {
  const byList = new Map<string, PriceRow>();
  for (const row of rows) {
    if (row.minQuantity > quantity) continue;
    const current = byList.get(row.priceListId);
    if (!current || row.minQuantity > current.minQuantity) byList.set(row.priceListId, row);
  }
  return [...byList.values()];
}

/** Orders two candidate prices: lowest unit price first; equal prices prefer contract > campaign > list. */
export function compareCandidates(a: Pick<PriceRow, 'unitPrice' | 'kind' | 'code'>, b: typeof a): number {
  return a.unitPrice - b.unitPrice || kindRank[a.kind] - kindRank[b.kind] || a.code.localeCompare(b.code);
}

/**
 * The winning price for a quantity among the candidate agreements (list, active campaigns,
 * the customer's contract): in each, the tier for the quantity; then the lowest unit price wins.
 */
export function bestPrice(rows: readonly PriceRow[], quantity: number): PriceRow | null {
  let best: PriceRow | null = null;
  for (const row of tiersAt(rows, quantity)) {
    if (!best || compareCandidates(row, best) < 0) best = row;
  }
  return best;
}

/** The market's list price for a quantity (what the customer saves against), if any. */
export function listPrice(rows: readonly PriceRow[], quantity: number): number | null {
  return (
    bestPrice(
      rows.filter((row) => row.kind === 'list'),
      quantity,
    )?.unitPrice ?? null
  );
}

/**
 * The quantity breaks the customer actually gets: at every min quantity of any candidate
 * agreement, the winning price; consecutive breaks with the same price and kind are merged.
 */
export function effectiveTiers(rows: readonly PriceRow[]): Tier[] {
  const breaks = [...new Set(rows.map((row) => row.minQuantity))].sort((a, b) => a - b);
  const tiers: Tier[] = [];
  for (const minQuantity of breaks) {
    const best = bestPrice(rows, minQuantity);
    if (!best) continue;
    const previous = tiers.at(-1);
    if (previous && previous.unitPrice === best.unitPrice && previous.agreementKind === best.kind) continue;
    tiers.push({ minQuantity, unitPrice: best.unitPrice, agreementKind: best.kind });
  }
  return tiers;
}

/** VAT of an amount excl. VAT, rounded half up to whole minor units. */
export function vatOf(amount: number, vatRateBasisPoints: number): number {
  return Math.round((amount * vatRateBasisPoints) / 10_000);
}

export type VatLine = { rate: number; base: number; vat: number };
export type Totals = { net: number; vat: VatLine[]; gross: number };

/**
 * Totals of priced lines, the one rule used by carts, simulate, orders, invoices and payments: net is the sum
 * of line totals; VAT is computed once per rate on that rate's summed base (highest rate first); gross is net
 * plus the VAT. Line VAT amounts are informative and may differ from the summary by rounding.
 */
export function totalsOf(lines: readonly { lineTotal: number; vatRate: number }[]): Totals {
  const byRate = new Map<number, number>();
  let net = 0;
  for (const line of lines) {
    net += line.lineTotal;
    byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.lineTotal);
  }
  const vat = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, base]) => ({ rate, base, vat: vatOf(base, rate) }));
  return { net, vat, gross: net + vat.reduce((sum, v) => sum + v.vat, 0) };
}
