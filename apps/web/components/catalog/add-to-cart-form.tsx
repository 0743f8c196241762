'use client';
import { useActionState } from 'react';
import { addToCart, type CartFormState } from '../../app/actions/cart';
import { QuantityInput } from '../lists/fields';
import { FormMessage } from '../ui/form-message';

/** The form's words, from the page's dictionary (a client component that imports the dictionary ships all of it). */
export type AddToCartTexts = { quantity: string; addToCart: string };

/**
 * Quantity and "Add to cart" for one variant; the typed quantity and the API's answer stay on the page.
 * `isCompact`: one row with the label hidden, for cards and the home page's lists.
 */
export function AddToCartForm({
  sku,
  name,
  texts,
  defaultQuantity = 1,
  isCompact = false,
  idPrefix = '',
}: {
  sku: string;
  name: string;
  texts: AddToCartTexts;
  defaultQuantity?: number;
  isCompact?: boolean;
  /** Keeps the ids unique when one SKU has two forms on a page. */
  idPrefix?: string;
}) {
  const [state, action, isPending] = useActionState<CartFormState, FormData>(addToCart, { status: 'idle' });
  const inputId = `${idPrefix}qty-${sku}`;
  const messageId = `${idPrefix}msg-${sku}`;
  return (
    <form action={action} className={isCompact ? 'add-to-cart add-to-cart-compact' : 'add-to-cart'}>
      <input type="hidden" name="sku" value={sku} />
      <label htmlFor={inputId} className={isCompact ? 'visually-hidden' : undefined}>
        {texts.quantity}
        {isCompact ? <span>: {name}</span> : null}
      </label>
      <QuantityInput
        id={inputId}
        required
        defaultValue={state.quantity ?? String(defaultQuantity)}
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
