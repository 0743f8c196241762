'use client';
import type { BackofficeProductRow } from '@engros/client';
import { type ReactNode, useActionState, useId, useState } from 'react';
import { bulkProducts, type ProductFormState } from '../../app/actions/backoffice-products';
import { backofficeProductsTexts } from '../../lib/i18n/areas/backoffice-products';
import type { Language } from '../../lib/i18n/dictionary';
import { FormMessage } from '../ui/form-message';
import Link from '../ui/link';

/**
 * The product list's table. Catalog staff get a checkbox per row and the bulk actions (activate, discontinue, move
 * to a category) in one form; read-only staff get the table alone.
 */
export function ProductTable({
  rows,
  language,
  canEdit,
  categoryOptions,
}: {
  rows: BackofficeProductRow[];
  language: Language;
  canEdit: boolean;
  /** `<option>`s of the category tree, made on the server. */
  categoryOptions: ReactNode;
}) {
  const t = backofficeProductsTexts[language];
  const l = t.list;
  const id = useId();
  const [state, action, isPending] = useActionState<ProductFormState, FormData>(bulkProducts, { status: 'idle' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkAction, setBulkAction] = useState('activate');
  const number = new Intl.NumberFormat(language === 'nb' ? 'nb-NO' : 'en-GB');
  const date = new Intl.DateTimeFormat(language === 'nb' ? 'nb-NO' : 'en-GB', { dateStyle: 'short' });
  const toggle = (productId: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(productId);
    else next.delete(productId);
    setSelected(next);
  };
  const table = (
    <table className="cart-lines backoffice-products-table" data-products-table>
      <caption className="visually-hidden">{l.title}</caption>
      <thead>
        <tr>
          {canEdit ? (
            <th scope="col">
              <input
                type="checkbox"
                aria-label={l.selectAll}
                checked={rows.length > 0 && selected.size === rows.length}
                onChange={(event) => setSelected(event.target.checked ? new Set(rows.map((r) => r.id)) : new Set())}
              />
            </th>
          ) : null}
          <th scope="col">{l.productNumber}</th>
          <th scope="col">{l.name}</th>
          <th scope="col">{l.category}</th>
          <th scope="col">{l.brand}</th>
          <th scope="col">{l.status}</th>
          <th scope="col" className="num">
            {l.variants}
          </th>
          <th scope="col" className="num">
            {l.stock}
          </th>
          <th scope="col" className="num">
            {l.images}
          </th>
          <th scope="col">{l.changed}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-product={row.productNumber}>
            {canEdit ? (
              <td>
                <input
                  type="checkbox"
                  name="productIds"
                  value={row.id}
                  aria-label={l.select(row.name[language])}
                  checked={selected.has(row.id)}
                  onChange={(event) => toggle(row.id, event.target.checked)}
                />
              </td>
            ) : null}
            <td data-label={l.productNumber}>
              <Link href={`/backoffice/products/${row.id}`}>{row.productNumber}</Link>
            </td>
            <td data-label={l.name}>{row.name[language]}</td>
            <td data-label={l.category}>{row.category.name}</td>
            <td data-label={l.brand}>{row.brand?.name ?? ''}</td>
            <td data-label={l.status}>
              <span className={`badge product-status-${row.status}`}>{t.statuses[row.status]}</span>
            </td>
            <td data-label={l.variants} className="num">
              {row.variantCount}
            </td>
            <td data-label={l.stock} className="num">
              {number.format(row.stock)}
            </td>
            <td data-label={l.images} className="num">
              {row.imageCount}
            </td>
            <td data-label={l.changed}>{date.format(new Date(row.updatedAt))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!canEdit) return table;
  return (
    <form action={action} aria-describedby={`${id}-message`} className="backoffice-products-bulk">
      {table}
      <fieldset className="backoffice-filters">
        <legend>{l.bulk}</legend>
        <div className="field">
          <label htmlFor={`${id}-action`}>{l.bulkAction}</label>
          <select
            id={`${id}-action`}
            name="action"
            value={bulkAction}
            onChange={(event) => setBulkAction(event.target.value)}
          >
            <option value="activate">{l.activate}</option>
            <option value="discontinue">{l.discontinue}</option>
            <option value="move">{l.move}</option>
          </select>
        </div>
        {bulkAction === 'move' ? (
          <div className="field">
            <label htmlFor={`${id}-category`}>{l.moveTo}</label>
            <select id={`${id}-category`} name="categoryId" defaultValue="" required>
              <option value="" disabled>
                —
              </option>
              {categoryOptions}
            </select>
          </div>
        ) : null}
        <button type="submit" className="button-small" disabled={isPending || selected.size === 0}>
          {l.apply}
        </button>
      </fieldset>
      <FormMessage state={state} id={`${id}-message`} />
    </form>
  );
}
