// The price explainer (docs/pricing.md, "Explainer"): for a company, a SKU or product and a quantity, every candidate
// price with its source and validity, and the verdict of the pricing rule itself (rules.ts judgeCandidates).
import type { Db } from '../../db';
import type { Caller } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import * as repo from './backoffice-repository';
import type { ExplainQuery, Explanation, verdicts } from './backoffice-schemas';
import { judgeCandidates, type PriceRow, priceSourceText, ruleText } from './rules';
import { resolvePriceContext } from './service';

type Verdict = (typeof verdicts)[number];

const day = (value: string, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'nb' ? 'nb-NO' : 'en-GB', { dateStyle: 'medium', timeZone: 'Europe/Oslo' }).format(
    new Date(value),
  );

function reasonOf(
  verdict: Verdict,
  facts: { list: repo.ExplainedList; tiers: PriceRow[]; market: string; isTie: boolean },
  lang: Language,
) {
  const nb = lang === 'nb';
  const { list } = facts;
  switch (verdict) {
    case 'wins':
      return facts.isTie
        ? nb
          ? 'Lavest pris (lik en annen; kontrakt går foran kampanje, kampanje foran listepris).'
          : 'Lowest price (equal to another; a contract comes before a campaign, a campaign before the list price).'
        : nb
          ? 'Lavest enhetspris ved dette antallet.'
          : 'The lowest unit price at this quantity.';
    case 'higher_price':
      return nb ? 'Høyere enn vinnerprisen ved dette antallet.' : 'Dearer than the winning price at this quantity.';
    case 'tie_lost':
      return nb
        ? 'Samme pris som vinneren, men kontrakt går foran kampanje og kampanje foran listepris.'
        : 'The same price as the winner, but a contract comes before a campaign, a campaign before the list price.';
    case 'below_min_quantity': {
      const first = Math.min(...facts.tiers.map((tier) => tier.minQuantity));
      return nb ? `Første pristrinn gjelder fra ${first} stk.` : `Its first tier starts at ${first} units.`;
    }
    case 'not_yet_valid':
      return nb
        ? `Gjelder først fra ${day(list.validFrom!, lang)}.`
        : `Applies only from ${day(list.validFrom!, lang)}.`;
    case 'expired':
      return nb ? `Utløpt ${day(list.validTo!, lang)}.` : `Expired ${day(list.validTo!, lang)}.`;
    case 'other_market':
      return nb
        ? `Gjelder marked ${list.market} (${list.currency}), ikke ${facts.market}.`
        : `For market ${list.market} (${list.currency}), not ${facts.market}.`;
  }
}

const verdictOrder: Record<Verdict, number> = {
  wins: 0,
  tie_lost: 1,
  higher_price: 2,
  below_min_quantity: 3,
  not_yet_valid: 4,
  expired: 5,
  other_market: 6,
};

/**
 * Explains a company's price of a SKU (or each variant of a product) at a quantity, now. The valid candidates are
 * judged by the pricing rule itself, so the winner is the price the pricing call gives; lists that do not count
 * (not yet valid, expired, another market) are listed with why. Unknown company → 404; unknown SKU or product → 404.
 */
export async function explainPrice(
  db: Db,
  options: { caller: Caller; query: ExplainQuery; lang: Language; now?: Date },
): Promise<Explanation> {
  const { query, lang } = options;
  const now = options.now ?? new Date();
  const context = await resolvePriceContext(db, {
    caller: options.caller,
    customerId: query.customerId,
    market: query.market,
  });
  const [customerName, variants] = await Promise.all([
    repo.findCompanyName(db, query.customerId),
    repo.findExplainedVariants(db, { sku: query.sku, productId: query.productId }),
  ]);
  if (customerName === null) throw notFound('No such customer.');
  if (variants.length === 0) throw notFound(query.sku ? 'No such SKU.' : 'No such product.');
  const rows = await repo.findExplainedPrices(db, { ...context, skus: variants.map((v) => v.sku) });
  return {
    customerId: query.customerId,
    customerName,
    market: context.market,
    currency: context.currency,
    quantity: query.quantity,
    at: now.toISOString(),
    rule: ruleText[lang],
    variants: variants.map((variant) => {
      const mine = rows.filter((row) => row.sku === variant.sku);
      const lists = new Map<string, { list: repo.ExplainedList; tiers: PriceRow[] }>();
      for (const row of mine) {
        const entry = lists.get(row.id) ?? { list: row, tiers: [] };
        entry.tiers.push({
          priceListId: row.id,
          kind: row.kind,
          code: row.code,
          name: row.name,
          validTo: row.validTo,
          minQuantity: row.minQuantity,
          unitPrice: row.unitPrice,
        });
        lists.set(row.id, entry);
      }
      const counted = [...lists.values()].filter(({ list }) => list.isValidNow && list.isAgreement);
      const { winner, verdicts: judged } = judgeCandidates(
        counted.flatMap((entry) => entry.tiers),
        query.quantity,
      );
      const isTie = [...judged.values()].some((j) => j.verdict === 'tie_lost');
      const candidates = [...lists.values()]
        .map(({ list, tiers }) => {
          const judgement = judged.get(list.id);
          const verdict: Verdict = judgement
            ? judgement.verdict
            : !list.isAgreement
              ? 'other_market'
              : list.validFrom && new Date(list.validFrom) > now
                ? 'not_yet_valid'
                : 'expired';
          const tier = judgement?.tier ?? null;
          return {
            priceList: {
              id: list.id,
              kind: list.kind,
              code: list.code,
              name: list.name,
              market: list.market,
              currency: list.currency,
              validFrom: list.validFrom,
              validTo: list.validTo,
            },
            source: priceSourceText(
              { kind: list.kind, code: list.code, name: list.name, validTo: list.validTo, minQuantity: null },
              lang,
            ),
            tiers: tiers.map(({ minQuantity, unitPrice }) => ({ minQuantity, unitPrice })),
            tier: tier ? { minQuantity: tier.minQuantity, unitPrice: tier.unitPrice } : null,
            verdict,
            reason: reasonOf(verdict, { list, tiers, market: context.market, isTie }, lang),
            rank: tier ? (judgement ? [...judged.keys()].indexOf(list.id) : 99) : 99,
          };
        })
        .sort((a, b) => verdictOrder[a.verdict] - verdictOrder[b.verdict] || a.rank - b.rank)
        .map(({ rank: _rank, ...candidate }) => candidate);
      const unavailableReason = !variant.isSellable
        ? 'not_sold'
        : counted.length === 0
          ? 'no_price'
          : winner
            ? null
            : 'below_minimum_quantity';
      const name =
        (variant.variantName?.[lang] || variant.productName?.[lang] || variant.productName?.nb) ?? variant.sku;
      return {
        sku: variant.sku,
        productId: variant.productId,
        name,
        available: unavailableReason === null,
        unavailableReason,
        unitPrice: unavailableReason === null && winner ? winner.unitPrice : null,
        lineTotal: unavailableReason === null && winner ? winner.unitPrice * query.quantity : null,
        winner: winner && unavailableReason === null ? priceSourceText(winner, lang) : null,
        candidates,
      };
    }),
  };
}
