import type { PriceExplanation } from '@engros/client';
import { formatMoney } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/dictionary';
import { validityText } from './validity';

/** The explainer's answer: per variant the winning price and every candidate with source, validity and verdict. */
export function Explanation({ explanation, t }: { explanation: PriceExplanation; t: Dictionary }) {
  const e = t.prices.explain;
  const money = (minor: number) => formatMoney(minor, explanation.currency, t);
  return (
    <div className="prices-explain" data-explanation>
      <p>
        <strong>{e.rule}:</strong> {explanation.rule}
      </p>
      {explanation.variants.map((variant) => (
        <section
          key={variant.sku}
          aria-labelledby={`explain-${variant.sku}`}
          className="panel"
          data-explained-sku={variant.sku}
        >
          <h2 id={`explain-${variant.sku}`}>
            {variant.name} <span className="muted">({variant.sku})</span>
          </h2>
          <p data-winner={variant.unitPrice ?? ''}>
            <strong>{e.winner}:</strong>{' '}
            {variant.unitPrice !== null && variant.winner
              ? `${money(variant.unitPrice)} × ${explanation.quantity} = ${money(variant.lineTotal ?? 0)} — ${variant.winner}`
              : `${e.none}. ${variant.unavailableReason ? (e.unavailable[variant.unavailableReason] ?? '') : ''}`}
          </p>
          <table className="cart-lines backoffice-table">
            <caption className="visually-hidden">{variant.sku}</caption>
            <thead>
              <tr>
                <th scope="col">{e.source}</th>
                <th scope="col">{e.validity}</th>
                <th scope="col" className="num">
                  {e.tier}
                </th>
                <th scope="col">{e.tiers}</th>
                <th scope="col">{e.verdict}</th>
              </tr>
            </thead>
            <tbody>
              {variant.candidates.map((candidate) => (
                <tr key={candidate.priceList.id} data-verdict={candidate.verdict} data-code={candidate.priceList.code}>
                  <th scope="row" data-label={e.source}>
                    {candidate.source} <span className="muted">({candidate.priceList.code})</span>
                  </th>
                  <td data-label={e.validity}>{validityText(candidate.priceList, t)}</td>
                  <td data-label={e.tier} className="num">
                    {candidate.tier ? `${candidate.tier.minQuantity}+: ${money(candidate.tier.unitPrice)}` : '–'}
                  </td>
                  <td data-label={e.tiers}>
                    {candidate.tiers.map((tier) => `${tier.minQuantity}+: ${money(tier.unitPrice)}`).join(', ')}
                  </td>
                  <td data-label={e.verdict}>
                    <strong>{e.verdicts[candidate.verdict]}</strong> {candidate.reason}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
