'use client';
import { useActionState } from 'react';
import { type CheckoutFormState, placeOrder } from '../../app/actions/checkout';
import { dictionaries, type Language } from '../../lib/i18n/dictionary';

type Props = {
  language: Language;
  deliveryAddressId: string;
  dates: { value: string; label: string }[];
  version: number;
  gross: number;
  idempotencyKey: string;
  initial: CheckoutFormState['values'];
  /** The company must pay by card (credit limit 0): no invoice button. */
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
  const t = dictionaries[language];
  const [state, action, isPending] = useActionState<CheckoutFormState, FormData>(placeOrder, { values: initial });
  const values = state.values;
  return (
    <form action={action} className="form panel" aria-describedby={state.message ? 'checkout-error' : undefined}>
      <input type="hidden" name="deliveryAddressId" value={deliveryAddressId} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="gross" value={gross} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {state.message ? (
        <div className="alert alert-error" role="alert" id="checkout-error">
          <p>{state.message}</p>
          {state.problems?.length ? (
            <ul>
              {state.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="requestedDeliveryDate">{t.checkout.deliveryDate}</label>
        {dates.length > 0 ? (
          <select
            id="requestedDeliveryDate"
            name="requestedDeliveryDate"
            defaultValue={values.requestedDeliveryDate}
            key={`date-${values.requestedDeliveryDate}`}
            required
          >
            {dates.map((date) => (
              <option key={date.value} value={date.value}>
                {date.label}
              </option>
            ))}
          </select>
        ) : (
          <p className="alert alert-error">{t.checkout.noDates}</p>
        )}
      </div>
      <div className="field">
        <label htmlFor="purchaseOrderNumber">{t.checkout.purchaseOrderNumber}</label>
        <input
          id="purchaseOrderNumber"
          name="purchaseOrderNumber"
          maxLength={50}
          defaultValue={values.purchaseOrderNumber}
          key={`po-${values.purchaseOrderNumber}`}
        />
      </div>
      <div className="field">
        <label htmlFor="comment">{t.checkout.comment}</label>
        <textarea
          id="comment"
          name="comment"
          maxLength={500}
          rows={3}
          defaultValue={values.comment}
          key={`comment-${values.comment}`}
        />
      </div>
      <p>
        <strong>{t.checkout.payment}:</strong> {mustPayByCard ? t.checkout.byCard : t.checkout.onInvoice}
      </p>
      {mustPayByCard ? null : (
        <button type="submit" className="button" disabled={isPending || dates.length === 0}>
          {t.checkout.placeOrder}
        </button>
      )}{' '}
      <button
        type="submit"
        name="payment"
        value="card"
        className={mustPayByCard ? 'button' : 'button button-secondary'}
        disabled={isPending || dates.length === 0}
      >
        {t.checkout.payByCard}
      </button>
    </form>
  );
}
