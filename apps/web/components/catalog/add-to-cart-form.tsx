'use client';
import { useActionState } from 'react';
import { addToCart, type CartFormState } from '../../app/actions/cart';
import { FormMessage } from '../ui/form-message';

/** The form's words, from the page's dictionary (a client component that imports the dictionary ships all of it). */
export type AddToCartTexts = { quantity: string; addToCart: string };

/** Quantity and "Add to cart" for one variant; the typed quantity and the API's answer stay on the page. */
export function AddToCartForm({ sku, name, texts }: { sku: string; name: string; texts: AddToCartTexts }) {
  const [state, action, isPending] = useActionState<CartFormState, FormData>(addToCart, { status: 'idle' });
  const inputId = `qty-${sku}`;
  const messageId = `msg-${sku}`;
  return (
    <form action={action} className="add-to-cart">
      <input type="hidden" name="sku" value={sku} />
      <label htmlFor={inputId}>{texts.quantity}</label>
      <input
        id={inputId}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={100000}
        step={1}
        required
        defaultValue={state.quantity ?? '1'}
        key={state.quantity ?? 'initial'}
        aria-describedby={state.message ? messageId : undefined}
        aria-invalid={state.status === 'error' ? true : undefined}
      />
      <button type="submit" className="button" disabled={isPending}>
        {texts.addToCart}
        <span className="visually-hidden">: {name}</span>
      </button>
      <FormMessage state={state} id={messageId} />
    </form>
  );
}
