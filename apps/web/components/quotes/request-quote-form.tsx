'use client';
import { useActionState } from 'react';
import { type QuoteFormState, requestQuote } from '../../app/actions/quotes';
import { dictionaries, type Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

/** In the cart: send it as a quote request with a message (buyers; the cart is emptied into the quote). */
export function RequestQuoteForm({ language }: { language: Language }) {
  const t = dictionaries[language];
  const [state, action, pending] = useActionState<QuoteFormState, FormData>(requestQuote, { status: 'idle' });
  return (
    <details className="request-quote-box">
      <summary>{t.quotes.request.title}</summary>
      <form action={action} className="request-quote" data-request-quote>
        <p>{t.quotes.request.help}</p>
        <label htmlFor="quote-message">{t.quotes.request.message}</label>
        <textarea
          id="quote-message"
          name="message"
          required
          maxLength={4000}
          rows={3}
          {...fieldProps(state.fieldErrors, 'message', 'request-quote')}
        />
        <FieldError errors={state.fieldErrors} name="message" formId="request-quote" />
        <button type="submit" className="button" disabled={pending}>
          {t.quotes.request.submit}
        </button>
        <FormMessage state={state} />
      </form>
    </details>
  );
}
