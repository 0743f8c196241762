'use client';
// "Add to a shopping list" on the product page, apart from the other list forms so that the product page does not
// ship them nor the dictionary they import: its words come in as props (bench/lib/lighthouse.ts measures the page).
import { type SyntheticEvent, useActionState, useState } from 'react';
import { addListLine, type ListFormState } from '../../app/actions/lists';
import type { Dictionary } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';
import { QuantityInput } from './fields';

const idle: ListFormState = { status: 'idle' };

export type AddToListTexts = Pick<
  Dictionary['lists']['lists'],
  'addToList' | 'chooseList' | 'newList' | 'newListName' | 'listQuantity' | 'addToListButton' | 'openList'
>;

/** Product page: one variant onto one of the person's lists, or onto a new one. */
export function AddToListForm({
  texts: t,
  sku,
  name,
  lists,
}: {
  texts: AddToListTexts;
  sku: string;
  name: string;
  /** The person's lists; none on a company's kept page, where they are asked for when the form opens. */
  lists?: { id: string; name: string }[];
}) {
  const [state, action, isPending] = useActionState(addListLine, idle);
  const [asked, setAsked] = useState<{ id: string; name: string }[] | undefined>(undefined);
  const shown = lists ?? asked ?? [];
  const v = state.version ?? 0;
  // The list chosen: the person's pick (none yet: the first list), or after an answer the list the action used (a
  // new one has an id now).
  const [choice, setChoice] = useState({ version: 0, id: '' });
  const picked = choice.id || (shown[0]?.id ?? 'new');
  const current = choice.version >= v ? picked : (state.values?.cartId ?? picked);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || lists || asked) return;
    fetch('/api/lists/editable', { cache: 'no-store', credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<{ id: string; name: string }[]>) : []))
      .then(setAsked, () => setAsked([]));
  };
  return (
    <details className="add-to-list" data-add-to-list={sku} onToggle={onToggle}>
      <summary>
        {t.addToList}
        <span className="visually-hidden">: {name}</span>
      </summary>
      <form action={action}>
        <input type="hidden" name="sku" value={sku} />
        <label htmlFor={`list-${sku}`}>{t.chooseList}</label>
        <select
          id={`list-${sku}`}
          name="cartId"
          value={current}
          onChange={(event) => setChoice({ version: v, id: event.target.value })}
        >
          {shown.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
          <option value="new">{t.newList}</option>
        </select>
        {current === 'new' ? (
          <>
            <label htmlFor={`list-name-${sku}`}>{t.newListName}</label>
            <input
              id={`list-name-${sku}`}
              name="newName"
              type="text"
              maxLength={100}
              required
              defaultValue={state.values?.newName ?? ''}
              key={`n-${v}`}
              {...fieldProps(state.fieldErrors, 'newName', `add-to-list-${sku}`)}
            />
            <FieldError errors={state.fieldErrors} name="newName" formId={`add-to-list-${sku}`} />
          </>
        ) : null}
        {/* Not "Quantity": the variant's add-to-cart field beside it has that name. */}
        <label htmlFor={`list-qty-${sku}`}>{t.listQuantity}</label>
        <QuantityInput
          id={`list-qty-${sku}`}
          required
          defaultValue={state.values?.quantity ?? '1'}
          key={`q-${v}`}
          {...fieldProps(state.fieldErrors, 'quantity', `add-to-list-${sku}`)}
        />
        <FieldError errors={state.fieldErrors} name="quantity" formId={`add-to-list-${sku}`} />
        <div>
          <button type="submit" className="button-small" disabled={isPending}>
            {t.addToListButton}
          </button>
        </div>
        <FormMessage state={state} linkText={t.openList} />
      </form>
    </details>
  );
}
