'use client';
import { useActionState } from 'react';
import { type ApprovalCheckoutState, requestApproval } from '../../app/actions/approvals';
import { approvalsTexts } from '../../lib/i18n/areas/approvals';
import { checkoutTexts } from '../../lib/i18n/areas/checkout';
import type { Language } from '../../lib/i18n/dictionary';
import { CheckoutFields } from '../cart/checkout-fields';

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
  const t = { approvals: approvalsTexts[language], checkout: checkoutTexts[language] };
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
      <CheckoutFields
        t={t.checkout}
        errorId="approval-error"
        state={state}
        cart={{ deliveryAddressId, version, idempotencyKey, dates }}
      />
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
