import type { AgreementKind } from '@engros/client';
import { formatMoney } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/dictionary';

/** A unit price excl. VAT; a contract or campaign price also shows what it is and the list price it beats. */
export function Price({
  amount,
  listAmount,
  currency,
  kind,
  t,
  isFrom = false,
}: {
  amount: number;
  listAmount: number | null;
  currency: string;
  kind: AgreementKind;
  t: Dictionary;
  isFrom?: boolean;
}) {
  const isSpecial = kind !== 'list';
  return (
    <span className={`price${isSpecial ? ' price-special' : ''}`} data-agreement={kind}>
      {isSpecial ? <span className="price-kind">{t.product.agreement[kind]}</span> : null}
      <span className="price-amount">
        {isFrom ? `${t.catalog.from} ` : ''}
        {formatMoney(amount, currency, t)}
      </span>
      {isSpecial && listAmount !== null && listAmount > amount ? (
        <span className="price-list">
          <span className="visually-hidden">{t.product.listPrice} </span>
          <s>{formatMoney(listAmount, currency, t)}</s>
        </span>
      ) : null}
    </span>
  );
}
