'use client';
import { useActionState, useState } from 'react';
import { type QuoteFormState, saveQuote } from '../../app/actions/quotes';
import { dictionaries, type Language } from '../../lib/i18n/dictionary';

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
  const t = dictionaries[props.language];
  const [rows, setRows] = useState<Line[]>(props.lines);
  const [state, action, pending] = useActionState<QuoteFormState, FormData>(saveQuote, { status: 'idle' });
  const b = t.quotes.backoffice;
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
                <input name="sku" aria-label={b.sku} defaultValue={row.sku} required />
              </td>
              <td>
                <input
                  name="quantity"
                  aria-label={b.quantity}
                  type="number"
                  min={1}
                  defaultValue={row.quantity}
                  required
                />
              </td>
              <td>
                <input
                  name="unitPrice"
                  aria-label={b.unitPrice}
                  type="number"
                  min={0}
                  step="0.01"
                  defaultValue={(row.unitPrice / 100).toFixed(2)}
                  required
                />
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
        type="number"
        min={0}
        step="0.01"
        defaultValue={(props.shippingFee / 100).toFixed(2)}
      />
      <label htmlFor="quote-valid">{t.quotes.validUntil}</label>
      <input id="quote-valid" name="validUntil" type="date" required defaultValue={props.validUntil ?? ''} />
      <div>
        <button type="submit" name="intent" value="save" className="button-secondary" disabled={pending}>
          {b.save}
        </button>{' '}
        <button type="submit" name="intent" value="send" className="button" disabled={pending}>
          {b.sendToCustomer}
        </button>
      </div>
      {state.status === 'idle' ? null : (
        <p className={`form-message ${state.status}`} role={state.status === 'error' ? 'alert' : 'status'}>
          {state.message}
        </p>
      )}
    </form>
  );
}
