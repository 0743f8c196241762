'use client';
import { useActionState } from 'react';
import { addToCart, type CartFormState, quickAddToCart } from '../../app/actions/cart';
import { listingTexts } from '../../lib/i18n/areas/listing';
import type { Language } from '../../lib/i18n/dictionary';
import type { QuickVariant } from '../../lib/variant-choices';
import { QuantityInput } from '../lists/fields';
import { FormMessage } from '../ui/form-message';
import Link from '../ui/link';

type Props = {
  productId: string;
  href: string;
  name: string;
  variantCount: number;
  language: Language;
  /**
   * A product with several variants: its choices (lib/variant-choices.ts), or null when they could not be read
   * (the card then links to the product page).
   */
  variants?: QuickVariant[] | null;
};

/**
 * Quick add on a listing card: quantity and "Add to cart". A product with one variant is added by its id; one with
 * several shows a select of its variants (size, pack, price, stock) on the card, so the buyer chooses and adds
 * without leaving the page. The forms post without scripts too (server actions).
 */
export function QuickAddForm({ productId, href, name, variantCount, language, variants }: Props) {
  const t = listingTexts[language];
  const hasChoice = variantCount > 1;
  const [state, action, isPending] = useActionState<CartFormState, FormData>(hasChoice ? addToCart : quickAddToCart, {
    status: 'idle',
  });
  const inputId = `quick-qty-${productId}`;
  const messageId = `quick-msg-${productId}`;
  const selectId = `quick-sku-${productId}`;
  if (hasChoice && (!variants || variants.length === 0)) {
    return (
      <Link href={href} className="button button-secondary button-small choose-variant">
        {t.chooseVariant}
        <span className="visually-hidden">: {name}</span>
      </Link>
    );
  }
  const choices = variants ?? [];
  const firstInStock = choices.find((v) => v.isInStock) ?? choices[0];
  return (
    <form action={action} className="add-to-cart add-to-cart-compact quick-add" data-quick-add>
      {hasChoice ? (
        <>
          <label htmlFor={selectId} className="visually-hidden">
            {t.chooseVariantFor(name)}
          </label>
          <select id={selectId} name="sku" required defaultValue={firstInStock?.sku} className="quick-variant">
            {choices.map((variant) => (
              <option key={variant.sku} value={variant.sku}>
                {variant.label}
              </option>
            ))}
          </select>
        </>
      ) : (
        <input type="hidden" name="productId" value={productId} />
      )}
      <label htmlFor={inputId} className="visually-hidden">
        {t.quantityFor(name)}
      </label>
      <QuantityInput
        id={inputId}
        required
        defaultValue={state.quantity ?? '1'}
        key={state.quantity ?? 'initial'}
        aria-describedby={state.message ? messageId : undefined}
        aria-invalid={state.status === 'error' ? true : undefined}
      />
      {/* The visible words begin the accessible name (WCAG 2.5.3, label in name): "Add to cart – <product>". */}
      <button type="submit" className="button" disabled={isPending}>
        {t.add}
        <span className="visually-hidden"> – {name}</span>
      </button>
      <FormMessage state={state} id={messageId} />
    </form>
  );
}
