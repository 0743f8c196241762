'use client';
import { useActionState, useState } from 'react';
import { type QuoteFormState, saveQuote } from '../../app/actions/quotes';
import { quotesTexts } from '../../lib/i18n/areas/quotes';
import type { Language } from '../../lib/i18n/dictionary';
import { moneyInputValue } from '../../lib/money';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

type Line = { sku: string; quantity: number; unitPrice: number };

/** Agents: the quote's lines, shipping fee and validity; save, or save and send to the customer. */
export function QuoteEditor(props: {
  quoteId: string;
  version: number;
  lines: Line[];
  shippingFee: number;
  validUntil: string | null;
  language: Language;
}) {
  const t = quotesTexts[props.language];
  const [rows, setRows] = useState<Line[]>(props.lines);
  const [state, action, pending] = useActionState<QuoteFormState, FormData>(saveQuote, { status: 'idle' });
  const b = t.backoffice;
  return (
    <form action={action} className="quote-editor" data-quote-editor>
      <h2>{b.edit}</h2>
      <input type="hidden" name="quoteId" value={props.quoteId} />
      <input type="hidden" name="version" value={state.version ?? props.version} />
      <table className="cart-lines">
        <thead>
          <tr>
            <th scope="col">{b.sku}</th>
            <th scope="col">{b.quantity}</th>
            <th scope="col">{b.unitPrice}</th>
            <th scope="col">
              <span className="visually-hidden">{b.removeLine}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; order is the identity here
            <tr key={index}>
              <td>
                <input
                  name="sku"
                  aria-label={b.sku}
                  defaultValue={row.sku}
                  required
                  {...fieldProps(state.fieldErrors, `sku[${index}]`, 'quote-editor')}
                />
                <FieldError errors={state.fieldErrors} name={`sku[${index}]`} formId="quote-editor" />
              </td>
              <td>
                <input
                  name="quantity"
                  aria-label={b.quantity}
                  type="number"
                  min={1}
                  defaultValue={row.quantity}
                  required
                  {...fieldProps(state.fieldErrors, `quantity[${index}]`, 'quote-editor')}
                />
                <FieldError errors={state.fieldErrors} name={`quantity[${index}]`} formId="quote-editor" />
              </td>
              <td>
                <input
                  name="unitPrice"
                  aria-label={b.unitPrice}
                  inputMode="decimal"
                  defaultValue={moneyInputValue(row.unitPrice)}
                  required
                  {...fieldProps(state.fieldErrors, `unitPrice[${index}]`, 'quote-editor')}
                />
                <FieldError errors={state.fieldErrors} name={`unitPrice[${index}]`} formId="quote-editor" />
              </td>
              <td>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setRows(rows.filter((_, i) => i !== index))}
                >
                  {b.removeLine}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className="button-small"
        onClick={() => setRows([...rows, { sku: '', quantity: 1, unitPrice: 0 }])}
      >
        {b.addLine}
      </button>
      <label htmlFor="quote-shipping">{b.shippingFee}</label>
      <input
        id="quote-shipping"
        name="shippingFee"
        inputMode="decimal"
        defaultValue={moneyInputValue(props.shippingFee)}
        {...fieldProps(state.fieldErrors, 'shippingFee', 'quote-editor')}
      />
      <FieldError errors={state.fieldErrors} name="shippingFee" formId="quote-editor" />
      <label htmlFor="quote-valid">{t.validUntil}</label>
      <input
        id="quote-valid"
        name="validUntil"
        type="date"
        required
        defaultValue={props.validUntil ?? ''}
        {...fieldProps(state.fieldErrors, 'validUntil', 'quote-editor')}
      />
      <FieldError errors={state.fieldErrors} name="validUntil" formId="quote-editor" />
      <div>
        <button type="submit" name="intent" value="save" className="button-secondary" disabled={pending}>
          {b.save}
        </button>{' '}
        <button type="submit" name="intent" value="send" className="button" disabled={pending}>
          {b.sendToCustomer}
        </button>
      </div>
      <FormMessage state={state} />
    </form>
  );
}
