import type { FieldErrors } from '../../lib/forms';
import type { Dictionary } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';

type Props = {
  t: Dictionary['checkout'];
  /** The id of the alert, for the form's aria-describedby. */
  errorId: string;
  /** The form's state: the API's refusal with its reasons, and the typed values. */
  state: {
    message?: string;
    problems?: string[];
    fieldErrors?: FieldErrors;
    values: { requestedDeliveryDate: string; purchaseOrderNumber: string; comment: string };
  };
  cart: {
    deliveryAddressId: string;
    version: number;
    idempotencyKey: string;
    dates: { value: string; label: string }[];
  };
};

/**
 * The checkout's shared part of the order form and the approval form: the cart's version and address, the
 * idempotency key, the API's refusal with its reasons, and delivery date, PO number and comment (typed values kept).
 */
export function CheckoutFields({ t, errorId, state, cart }: Props) {
  const { message, problems, values, fieldErrors } = state;
  const { deliveryAddressId, version, idempotencyKey, dates } = cart;
  return (
    <>
      <input type="hidden" name="deliveryAddressId" value={deliveryAddressId} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {message ? (
        <div className="alert alert-error" role="alert" id={errorId}>
          <p>{message}</p>
          {problems?.length ? (
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="requestedDeliveryDate">{t.deliveryDate}</label>
        {dates.length > 0 ? (
          <select
            id="requestedDeliveryDate"
            name="requestedDeliveryDate"
            defaultValue={values.requestedDeliveryDate}
            key={`date-${values.requestedDeliveryDate}`}
            required
            {...fieldProps(fieldErrors, 'requestedDeliveryDate', errorId)}
          >
            {dates.map((date) => (
              <option key={date.value} value={date.value}>
                {date.label}
              </option>
            ))}
          </select>
        ) : (
          <p className="alert alert-error">{t.noDates}</p>
        )}
        <FieldError errors={fieldErrors} name="requestedDeliveryDate" formId={errorId} />
      </div>
      <div className="field">
        <label htmlFor="purchaseOrderNumber">{t.purchaseOrderNumber}</label>
        <input
          id="purchaseOrderNumber"
          name="purchaseOrderNumber"
          maxLength={50}
          defaultValue={values.purchaseOrderNumber}
          key={`po-${values.purchaseOrderNumber}`}
          {...fieldProps(fieldErrors, 'purchaseOrderNumber', errorId)}
        />
        <FieldError errors={fieldErrors} name="purchaseOrderNumber" formId={errorId} />
      </div>
      <div className="field">
        <label htmlFor="comment">{t.comment}</label>
        <textarea
          id="comment"
          name="comment"
          maxLength={500}
          rows={3}
          defaultValue={values.comment}
          key={`comment-${values.comment}`}
          {...fieldProps(fieldErrors, 'comment', errorId)}
        />
        <FieldError errors={fieldErrors} name="comment" formId={errorId} />
      </div>
    </>
  );
}
