'use client';
import { useActionState } from 'react';
import { acceptQuote, type QuoteFormState, rejectQuote, sendQuoteMessage } from '../../app/actions/quotes';
import { quotesTexts } from '../../lib/i18n/areas/quotes';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

/** A message in the quote's thread (the customer's side and agents alike). */
export function QuoteMessageForm({ quoteId, language }: { quoteId: string; language: Language }) {
  const t = quotesTexts[language];
  const [state, action, pending] = useActionState<QuoteFormState, FormData>(sendQuoteMessage, { status: 'idle' });
  return (
    <form action={action} data-quote-message key={state.status === 'ok' ? Date.now() : 'form'}>
      <input type="hidden" name="quoteId" value={quoteId} />
      <label htmlFor="quote-body">{t.message}</label>
      <textarea
        id="quote-body"
        name="body"
        required
        maxLength={4000}
        rows={3}
        {...fieldProps(state.fieldErrors, 'body', 'quote-message')}
      />
      <FieldError errors={state.fieldErrors} name="body" formId="quote-message" />
      <button type="submit" className="button-small" disabled={pending}>
        {t.send}
      </button>
      <FormMessage state={state} />
    </form>
  );
}

type Address = { id: string; label: string };

/** A required choice among options (nothing chosen: "—"); a value not among them is not preselected. */
function Choice(props: {
  id: string;
  name: string;
  label: string;
  options: { id: string; label: string }[];
  value: string | null;
}) {
  const chosen = props.options.some((option) => option.id === props.value) ? (props.value ?? '') : '';
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} name={props.name} defaultValue={chosen} required>
        <option value="" disabled>
          —
        </option>
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** Accept (with address, date and PO number) or decline a sent quote. */
export function QuoteDecisionForms(props: {
  quoteId: string;
  version: number;
  addresses: Address[];
  /** The next delivery dates of the chosen address (YYYY-MM-DD), each with the day in words. */
  dates: { value: string; label: string }[];
  deliveryAddressId: string | null;
  requestedDeliveryDate: string | null;
  purchaseOrderNumber: string | null;
  /** The company's active cost centres (a company that has any needs one on every order). */
  centres: { id: string; label: string }[];
  costCentreId: string | null;
  language: Language;
}) {
  const t = quotesTexts[props.language];
  const [accepted, accept, accepting] = useActionState<QuoteFormState, FormData>(acceptQuote, { status: 'idle' });
  const [rejected, reject, rejecting] = useActionState<QuoteFormState, FormData>(rejectQuote, { status: 'idle' });
  if (accepted.status === 'ok') {
    return (
      <FormMessage
        state={{ ...accepted, href: accepted.orderId ? `/orders/${accepted.orderId}` : undefined }}
        linkText={t.accept.order}
        data-quote-accepted
      />
    );
  }
  return (
    <div className="quote-forms">
      <form action={accept} data-quote-accept>
        <h2>{t.accept.title}</h2>
        <input type="hidden" name="quoteId" value={props.quoteId} />
        <input type="hidden" name="version" value={props.version} />
        <Choice
          id="quote-address"
          name="deliveryAddressId"
          label={t.accept.address}
          options={props.addresses}
          value={props.deliveryAddressId}
        />
        <label htmlFor="quote-date">{t.accept.date}</label>
        {props.dates.length > 0 ? (
          <select
            id="quote-date"
            name="requestedDeliveryDate"
            required
            defaultValue={
              props.requestedDeliveryDate && props.dates.some((date) => date.value === props.requestedDeliveryDate)
                ? props.requestedDeliveryDate
                : props.dates[0]?.value
            }
          >
            {props.dates.map((date) => (
              <option key={date.value} value={date.value}>
                {date.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            id="quote-date"
            name="requestedDeliveryDate"
            type="date"
            required
            defaultValue={props.requestedDeliveryDate ?? ''}
          />
        )}
        {props.centres.length > 0 ? (
          <Choice
            id="quote-cost-centre"
            name="costCentreId"
            label={t.accept.costCentre}
            options={props.centres}
            value={props.costCentreId}
          />
        ) : null}
        <label htmlFor="quote-po">{t.accept.po}</label>
        <input
          id="quote-po"
          name="purchaseOrderNumber"
          maxLength={64}
          defaultValue={props.purchaseOrderNumber ?? ''}
          {...fieldProps(accepted.fieldErrors, 'purchaseOrderNumber', 'quote-accept')}
        />
        <FieldError errors={accepted.fieldErrors} name="purchaseOrderNumber" formId="quote-accept" />
        <button type="submit" className="button" disabled={accepting}>
          {t.accept.submit}
        </button>
        <FormMessage state={accepted} />
      </form>
      <form action={reject} data-quote-reject>
        <h2>{t.reject.submit}</h2>
        <input type="hidden" name="quoteId" value={props.quoteId} />
        <label htmlFor="quote-reason">{t.reject.reason}</label>
        <textarea
          id="quote-reason"
          name="message"
          maxLength={4000}
          rows={2}
          {...fieldProps(rejected.fieldErrors, 'message', 'quote-reject')}
        />
        <FieldError errors={rejected.fieldErrors} name="message" formId="quote-reject" />
        <button type="submit" className="button-secondary" disabled={rejecting}>
          {t.reject.submit}
        </button>
        <FormMessage state={rejected} />
      </form>
    </div>
  );
}
