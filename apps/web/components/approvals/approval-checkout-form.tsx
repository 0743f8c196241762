'use client';
import { useActionState } from 'react';
import { type ApprovalCheckoutState, requestApproval } from '../../app/actions/approvals';
import { dictionaries, type Language } from '../../lib/i18n/dictionary';

type Props = {
  language: Language;
  deliveryAddressId: string;
  dates: { value: string; label: string }[];
  version: number;
  idempotencyKey: string;
  initial: Omit<ApprovalCheckoutState['values'], 'message' | 'paymentMethod'>;
  /** The company must pay by card: the request can only be a card request. */
  mustPayByCard?: boolean;
};

/**
 * The checkout when the order needs approval: the same delivery date, PO number and comment as for an order, a
 * message to the approver and the payment after approval; "Send for approval" instead of "Place order".
 */
export function ApprovalCheckoutForm({
  language,
  deliveryAddressId,
  dates,
  version,
  idempotencyKey,
  initial,
  mustPayByCard = false,
}: Props) {
  const t = dictionaries[language];
  const a = t.approvals;
  const [state, action, isPending] = useActionState<ApprovalCheckoutState, FormData>(requestApproval, {
    values: { ...initial, message: '', paymentMethod: mustPayByCard ? 'card' : 'invoice' },
  });
  const values = state.values;
  return (
    <form
      action={action}
      className="form panel approval-checkout"
      aria-describedby={state.message ? 'approval-error' : undefined}
      data-approval-checkout
    >
      <input type="hidden" name="deliveryAddressId" value={deliveryAddressId} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {state.message ? (
        <div className="alert alert-error" role="alert" id="approval-error">
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
          rows={2}
          defaultValue={values.comment}
          key={`comment-${values.comment}`}
        />
      </div>
      <div className="field">
        <label htmlFor="approval-message">{a.checkoutMessage}</label>
        <textarea
          id="approval-message"
          name="message"
          maxLength={2000}
          rows={3}
          defaultValue={values.message}
          key={`message-${values.message}`}
        />
      </div>
      <fieldset className="choices">
        <legend>{a.checkoutPayment}</legend>
        {mustPayByCard ? null : (
          <label className="choice">
            <input
              type="radio"
              name="paymentMethod"
              value="invoice"
              defaultChecked={values.paymentMethod === 'invoice'}
              key={`invoice-${values.paymentMethod}`}
            />
            <span>{t.checkout.onInvoice}</span>
          </label>
        )}
        <label className="choice">
          <input
            type="radio"
            name="paymentMethod"
            value="card"
            defaultChecked={values.paymentMethod === 'card'}
            key={`card-${values.paymentMethod}`}
          />
          <span>
            {t.checkout.byCard} <span className="muted">({a.checkoutCardNote})</span>
          </span>
        </label>
      </fieldset>
      <button type="submit" className="button" disabled={isPending || dates.length === 0}>
        {a.sendForApproval}
      </button>
    </form>
  );
}
