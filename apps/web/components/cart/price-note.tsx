import { formatMoney } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/dictionary';

/**
 * Why a cart or order line has its price ("Kontraktsprisliste Nordlys 2026", "Kampanje Vårkampanje, til 30.4."),
 * and on a cart line a price changed since the line was added (docs/pricing.md, "Price source").
 */
export function PriceNote(props: {
  source: { text: string; kind: string } | null | undefined;
  /** The price when the line was added or last changed, when another now. */
  previousUnitPrice?: number | null;
  unitPrice?: number | null;
  currency: string;
  t: Dictionary;
}) {
  const { source, previousUnitPrice, unitPrice, currency, t } = props;
  const isChanged = previousUnitPrice != null && unitPrice != null;
  if (!source && !isChanged) return null;
  return (
    <>
      {source ? (
        <span className="muted line-price-source" data-price-source={source.kind}>
          {source.text}
        </span>
      ) : null}
      {isChanged ? (
        <span className="line-price-changed" data-price-changed={previousUnitPrice}>
          {t.prices.line.changed(formatMoney(previousUnitPrice, currency, t), formatMoney(unitPrice, currency, t))}
        </span>
      ) : null}
    </>
  );
}
