'use client';
// "Save the cart as a shopping list" under the cart. Apart from the other list forms, with its three words as props:
// the cart page then ships neither those forms nor both languages' list texts (issue 18: JS under 150 kB gzip).
import { useActionState } from 'react';
import { type ListFormState, saveCartAsList } from '../../app/actions/lists';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';
import { ListNameInput } from './fields';

const idle: ListFormState = { status: 'idle' };

export function SaveCartAsListForm({ texts: t }: { texts: { name: string; saveCart: string; openList: string } }) {
  const [state, action, isPending] = useActionState(saveCartAsList, idle);
  return (
    <form action={action} className="lists-form" data-save-cart>
      <label htmlFor="cart-list-name" className="block">
        {t.name}
      </label>
      <ListNameInput
        id="cart-list-name"
        defaultValue={state.values?.name ?? ''}
        key={`n-${state.version ?? 0}`}
        {...fieldProps(state.fieldErrors, 'name', 'cart-list')}
      />
      <FieldError errors={state.fieldErrors} name="name" formId="cart-list" />
      <div>
        <button type="submit" className="button-small" disabled={isPending}>
          {t.saveCart}
        </button>
      </div>
      <FormMessage state={state} linkText={t.openList} />
    </form>
  );
}
