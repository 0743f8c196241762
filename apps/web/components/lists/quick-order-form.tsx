'use client';
import { useActionState, useState } from 'react';
import { type QuickOrderState, submitQuickOrder } from '../../app/actions/quick-order';
import { listsTexts } from '../../lib/i18n/areas/lists';
import type { Language } from '../../lib/i18n/dictionary';
import { MAX_FILE_BYTES } from '../../lib/quick-order';
import { FormMessage } from '../ui/form-message';
import Link from '../ui/link';
import { LINE_IMAGE_SIZES, ProductImage } from '../ui/product-image';
import { QuantityInput } from './fields';

const START_ROWS = 5;

/**
 * Quick order: typed rows, pasted lines and a CSV file in one form; "Check" shows each line's verdict, "Add" puts
 * the valid lines in the cart. What was typed stays in the form; the answer is read out (live region).
 */
export function QuickOrderForm({ language }: { language: Language }) {
  const t = listsTexts[language];
  const q = t.quickOrder;
  const [state, action, isPending] = useActionState<QuickOrderState, FormData>(submitQuickOrder, { status: 'idle' });
  const [extraRows, setExtraRows] = useState(0);
  const typed = state.values;
  const rowCount = Math.max(START_ROWS, typed?.skus.length ?? 0) + extraRows;
  const version = state.version ?? 0;
  return (
    <form action={action} className="quick-order-form" data-quick-order>
      <fieldset className="panel quick-order-rows">
        <legend>{q.rows}</legend>
        <ol className="quick-order-list">
          {Array.from({ length: rowCount }, (_, index) => {
            const n = index + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions, not items
              <li key={`${version}-${index}`} className="quick-order-row">
                <label htmlFor={`qo-sku-${n}`}>
                  {q.sku}
                  <span className="visually-hidden"> {q.rowLabel(n)}</span>
                </label>
                <input
                  id={`qo-sku-${n}`}
                  name="sku"
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={64}
                  defaultValue={typed?.skus[index] ?? ''}
                />
                <label htmlFor={`qo-qty-${n}`}>
                  {q.quantity}
                  <span className="visually-hidden"> {q.rowLabel(n)}</span>
                </label>
                <QuantityInput id={`qo-qty-${n}`} defaultValue={typed?.quantities[index] ?? '1'} />
              </li>
            );
          })}
        </ol>
        <button type="button" className="button-small button-secondary" onClick={() => setExtraRows((n) => n + 5)}>
          {q.addRow}
        </button>
      </fieldset>
      <div className="quick-order-bulk">
        <div className="panel">
          <label htmlFor="qo-text">{q.paste}</label>
          <p id="qo-text-help" className="muted">
            {q.pasteHelp}
          </p>
          <textarea
            id="qo-text"
            name="text"
            rows={8}
            spellCheck={false}
            aria-describedby="qo-text-help"
            defaultValue={typed?.text ?? ''}
            key={`text-${version}`}
            placeholder={'EN-100234-01;12\nEN-100235-02,4'}
          />
        </div>
        <div className="panel">
          <label htmlFor="qo-file">{q.file}</label>
          <p id="qo-file-help" className="muted">
            {q.fileHelp}
          </p>
          <input
            id="qo-file"
            name="file"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            aria-describedby="qo-file-help"
            key={`file-${version}`}
            onChange={(event) => {
              // Too large a file would be refused by the server before our action runs: say so here instead.
              const input = event.currentTarget;
              const file = input.files?.[0];
              input.setCustomValidity(file && file.size > MAX_FILE_BYTES ? q.fileTooLarge : '');
              input.reportValidity();
            }}
          />
        </div>
      </div>
      <div className="form-actions">
        <button type="submit" name="intent" value="check" className="button button-secondary" disabled={isPending}>
          {q.check}
        </button>
        <button type="submit" name="intent" value="add" className="button" disabled={isPending}>
          {q.add}
        </button>
      </div>
      <FormMessage state={state} data-quick-order-message>
        {state.results?.some((r) => r.status === 'added') ? (
          <>
            {' '}
            <Link href="/cart">{q.toCart}</Link>
          </>
        ) : null}
      </FormMessage>
      {state.results?.length ? (
        <table className="cart-lines quick-order-results">
          <caption>{q.results}</caption>
          <thead>
            <tr>
              <th scope="col">{q.where}</th>
              <th scope="col">{q.sku}</th>
              <th scope="col" className="num">
                {q.quantity}
              </th>
              <th scope="col">{q.status}</th>
            </tr>
          </thead>
          <tbody>
            {state.results.map((r) => (
              <tr
                key={`${r.source}-${r.row}`}
                data-result-sku={r.sku}
                data-result-status={r.status}
                className={r.status === 'problem' ? 'has-problem' : undefined}
              >
                <td data-label={q.where}>
                  {q.source[r.source]} {r.row}
                </td>
                <td data-label={q.sku}>
                  {r.image !== undefined ? (
                    <ProductImage image={r.image} sizes={LINE_IMAGE_SIZES} alt="" className="line-image" />
                  ) : null}
                  <span className="line-name">{r.sku || '–'}</span>
                  {r.name ? <span className="muted line-sku">{r.name}</span> : null}
                </td>
                <td data-label={q.quantity} className="num">
                  {r.quantity ?? '–'}
                </td>
                <td data-label={q.status}>
                  {r.status === 'problem' ? (
                    <span className="line-problem">{r.problem}</span>
                  ) : r.status === 'added' ? (
                    q.added
                  ) : (
                    q.ok
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </form>
  );
}
