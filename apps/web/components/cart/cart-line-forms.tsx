'use client';
import { useActionState } from 'react';
import { type CartFormState, removeCartLine, updateCartLine } from '../../app/actions/cart';
import { FormMessage } from '../ui/form-message';

/** The forms' words, from the page's dictionary (a client component that imports the dictionary ships all of it). */
export type CartLineTexts = { quantity: string; update: string; remove: string };

/** A line's quantity (Update) and Remove; errors show beside the line, with the typed quantity kept. */
export function CartLineForms({
  lineId,
  sku,
  quantity,
  texts,
}: {
  lineId: string;
  sku: string;
  quantity: number;
  texts: CartLineTexts;
}) {
  const [updateState, update, isUpdating] = useActionState<CartFormState, FormData>(updateCartLine, {
    status: 'idle',
  });
  const [removeState, remove, isRemoving] = useActionState<CartFormState, FormData>(removeCartLine, {
    status: 'idle',
  });
  const failed = [updateState, removeState].find((s) => s.status === 'error');
  const inputId = `qty-${lineId}`;
  const errorId = `err-${lineId}`;
  return (
    <div className="line-forms">
      <form action={update} className="line-quantity">
        <input type="hidden" name="lineId" value={lineId} />
        <label htmlFor={inputId} className="visually-hidden">
          {texts.quantity} {sku}
        </label>
        <input
          id={inputId}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={0}
          max={100000}
          step={1}
          required
          defaultValue={updateState.status === 'error' ? updateState.quantity : quantity}
          key={updateState.status === 'error' ? `typed-${updateState.quantity}` : `q-${quantity}`}
          aria-describedby={failed ? errorId : undefined}
          aria-invalid={updateState.status === 'error' ? true : undefined}
        />
        <button type="submit" className="button-small" disabled={isUpdating}>
          {texts.update}
          <span className="visually-hidden"> {sku}</span>
        </button>
      </form>
      <form action={remove}>
        <input type="hidden" name="lineId" value={lineId} />
        <button type="submit" className="link-button danger" disabled={isRemoving}>
          {texts.remove}
          <span className="visually-hidden"> {sku}</span>
        </button>
      </form>
      {failed ? <FormMessage state={failed} id={errorId} /> : null}
    </div>
  );
}
