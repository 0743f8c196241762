import { formatMoney, formatRate } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/dictionary';

/**
 * The money summary of a cart, a checkout or an order: the shipping fee when there is one, the net sum, VAT per
 * rate and the total to pay. One list, so the three screens cannot show totals differently.
 */
export function TotalsList(props: {
  totals: { net: number; vat: { rate: number; vat: number }[]; gross: number };
  currency: string;
  t: Dictionary;
  shipping?: { name: string; fee: number };
}) {
  const { totals, currency, t, shipping } = props;
  const money = (minor: number) => formatMoney(minor, currency, t);
  return (
    <dl>
      {shipping && (
        <div>
          <dt>
            {t.cart.shipping} ({shipping.name})
          </dt>
          <dd>{money(shipping.fee)}</dd>
        </div>
      )}
      <div>
        <dt>{t.cart.net}</dt>
        <dd data-total="net">{money(totals.net)}</dd>
      </div>
      {totals.vat.map((vat) => (
        <div key={vat.rate}>
          <dt>{t.cart.vat(formatRate(vat.rate, t))}</dt>
          <dd>{money(vat.vat)}</dd>
        </div>
      ))}
      <div className="gross">
        <dt>{t.cart.gross}</dt>
        <dd data-total="gross">{money(totals.gross)}</dd>
      </div>
    </dl>
  );
}
