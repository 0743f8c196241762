'use client';
import { useActionState } from 'react';
import { type QuoteFormState, requestQuote } from '../../app/actions/quotes';
import { quotesTexts } from '../../lib/i18n/areas/quotes';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

/** In the cart: send it as a quote request with a message (buyers; the cart is emptied into the quote). */
export function RequestQuoteForm({ language }: { language: Language }) {
  const t = quotesTexts[language];
  const [state, action, pending] = useActionState<QuoteFormState, FormData>(requestQuote, { status: 'idle' });
  return (
    <details className="request-quote-box">
      <summary>{t.request.title}</summary>
      <form action={action} className="request-quote" data-request-quote>
        <p>{t.request.help}</p>
        <label htmlFor="quote-message">{t.request.message}</label>
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
          {t.request.submit}
        </button>
        <FormMessage state={state} />
      </form>
    </details>
  );
}
