'use client';
import { useActionState } from 'react';
import { type CheckoutFormState, placeOrder } from '../../app/actions/checkout';
import { checkoutTexts } from '../../lib/i18n/areas/checkout';
import type { Language } from '../../lib/i18n/dictionary';
import { CheckoutFields } from './checkout-fields';

type Props = {
  language: Language;
  deliveryAddressId: string;
  dates: { value: string; label: string }[];
  version: number;
  gross: number;
  idempotencyKey: string;
  initial: CheckoutFormState['values'];
  /** Invoice is not possible (no credit, or not enough: the page says why): no invoice button, card only. */
  mustPayByCard?: boolean;
};

/** Date, PO number, comment and "Place order"; on a refusal the typed values and the API's reasons stay. */
export function CheckoutForm({
  language,
  deliveryAddressId,
  dates,
  version,
  gross,
  idempotencyKey,
  initial,
  mustPayByCard = false,
}: Props) {
  const t = checkoutTexts[language];
  const [state, action, isPending] = useActionState<CheckoutFormState, FormData>(placeOrder, { values: initial });
  return (
    <form action={action} className="form panel" aria-describedby={state.message ? 'checkout-error' : undefined}>
      <input type="hidden" name="gross" value={gross} />
      <CheckoutFields
        t={t}
        errorId="checkout-error"
        state={state}
        cart={{ deliveryAddressId, version, idempotencyKey, dates }}
      />
      <p>
        <strong>{t.payment}:</strong> {mustPayByCard ? t.byCard : t.onInvoice}
      </p>
      {mustPayByCard ? null : (
        <button type="submit" className="button" disabled={isPending || dates.length === 0}>
          {t.placeOrder}
        </button>
      )}{' '}
      <button
        type="submit"
        name="payment"
        value="card"
        className={mustPayByCard ? 'button' : 'button button-secondary'}
        disabled={isPending || dates.length === 0}
      >
        {t.payByCard}
      </button>
    </form>
  );
}
