import type { PriceListKind } from '../../db/schema';
import type { Language } from '../../lib/i18n';

/** One quantity tier of one price agreement for one SKU. */
export type PriceRow = {
  priceListId: string;
  kind: PriceListKind;
  code: string;
  name: string;
  /** The agreement's end (exclusive, ISO), null when open: a campaign's "until". */
  validTo: string | null;
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
 * The pricing rule, ranked: each candidate agreement's tier for the quantity, the winner first (by
 * compareCandidates). `bestPrice` takes its first; the price explainer shows all of it, so the two cannot disagree.
 */
export function rankCandidates(rows: readonly PriceRow[], quantity: number): PriceRow[] {
  return tiersAt(rows, quantity).sort(compareCandidates);
}

/**
 * The winning price for a quantity among the candidate agreements (list, active campaigns,
 * the customer's contract): in each, the tier for the quantity; then the lowest unit price wins.
 */
export function bestPrice(rows: readonly PriceRow[], quantity: number): PriceRow | null {
  return rankCandidates(rows, quantity)[0] ?? null;
}

/** Why a candidate agreement did or did not set the price (the explainer's verdicts). */
export type Verdict = 'wins' | 'higher_price' | 'tie_lost' | 'below_min_quantity';

/**
 * Judges every candidate agreement of one SKU at a quantity with the pricing rule itself (rankCandidates): the
 * winner, those that lost on price or on the tie-break, and those whose first tier starts above the quantity.
 */
export function judgeCandidates(
  rows: readonly PriceRow[],
  quantity: number,
): { winner: PriceRow | null; verdicts: Map<string, { verdict: Verdict; tier: PriceRow | null }> } {
  const ranked = rankCandidates(rows, quantity);
  const winner = ranked[0] ?? null;
  const verdicts = new Map<string, { verdict: Verdict; tier: PriceRow | null }>();
  for (const tier of ranked) {
    const verdict: Verdict =
      tier === winner ? 'wins' : tier.unitPrice === winner?.unitPrice ? 'tie_lost' : 'higher_price';
    verdicts.set(tier.priceListId, { verdict, tier });
  }
  for (const row of rows) {
    if (!verdicts.has(row.priceListId)) verdicts.set(row.priceListId, { verdict: 'below_min_quantity', tier: null });
  }
  return { winner, verdicts };
}

/** The rule judgeCandidates applies, as the explainer states it. */
export const ruleText: Record<Language, string> = {
  nb:
    'Hver prisavtale gir prisen for det trinnet antallet når (største «fra antall» ≤ antall). Laveste enhetspris ' +
    'vinner; ved lik pris går kontrakt foran kampanje, og kampanje foran listepris.',
  en:
    'Each price agreement gives the price of the tier the quantity reaches (the largest "from quantity" ≤ the ' +
    'quantity). The lowest unit price wins; on equal prices a contract comes before a campaign, a campaign before ' +
    'the list price.',
};

/** What priced a line, as cart and order lines show it (docs/pricing.md, "Price source"). */
export type PriceSourceFacts = {
  kind: PriceListKind | 'quote';
  code: string;
  name: string | null;
  validTo: string | null;
  minQuantity: number | null;
};

/**
 * Day and month in Norwegian time (numeric for "30.4.", short month for "30 Apr"). Made once: making an
 * Intl.DateTimeFormat costs about a hundred times formatting with one, and a cart of campaign lines formats each.
 */
const osloDayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'numeric', timeZone: 'Europe/Oslo' });
const osloDayShortMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'Europe/Oslo' });

/** The last day a list with this exclusive end applies, as "30.4." / "30 Apr" in Norwegian time. */
function lastDay(validTo: string, lang: Language): string {
  const last = new Date(new Date(validTo).getTime() - 1);
  if (lang !== 'nb') return osloDayShortMonth.format(last);
  const parts = osloDayMonth.formatToParts(last);
  const day = parts.find((part) => part.type === 'day')?.value;
  const month = parts.find((part) => part.type === 'month')?.value;
  return `${Number(day)}.${Number(month)}.`;
}

/**
 * The reason a price won, in words: "Kontraktsprisliste Nordlys 2026", "Kampanje Vårkampanje, til 30.4.",
 * "Listepris", "Tilbud Q-1001"; a tier above 1 adds "fra 10 stk".
 */
export function priceSourceText(source: PriceSourceFacts, lang: Language): string {
  const name = source.name ?? source.code;
  const nb = lang === 'nb';
  let text: string;
  if (source.kind === 'contract') text = nb ? `Kontraktsprisliste ${name}` : `Contract price list ${name}`;
  else if (source.kind === 'campaign') {
    text = nb ? `Kampanje ${name}` : `Campaign ${name}`;
    if (source.validTo)
      text += nb ? `, til ${lastDay(source.validTo, lang)}` : `, until ${lastDay(source.validTo, lang)}`;
  } else if (source.kind === 'quote') text = nb ? `Tilbud ${source.code}` : `Quote ${source.code}`;
  else text = nb ? 'Listepris' : 'List price';
  if (source.minQuantity && source.minQuantity > 1) {
    text += nb ? `, fra ${source.minQuantity} stk` : `, from ${source.minQuantity} units`;
  }
  return text;
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
