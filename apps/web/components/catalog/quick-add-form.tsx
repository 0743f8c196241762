'use client';
import Link from 'next/link';
import { useActionState, useState, useTransition } from 'react';
import {
  addToCart,
  type CartFormState,
  loadQuickVariants,
  type QuickVariant,
  quickAddToCart,
} from '../../app/actions/cart';
import { listingTexts } from '../../lib/i18n/areas/listing';
import type { Language } from '../../lib/i18n/dictionary';
import { QuantityInput } from '../lists/fields';
import { FormMessage } from '../ui/form-message';

type Props = { productId: string; href: string; name: string; variantCount: number; language: Language };

/**
 * Quick add on a listing card: quantity and "Add to cart". A product with one variant is added straight away; for
 * several, "Choose variant" reads the variants (size, pack, price, stock) into a select on the card. Before the
 * page's scripts load, "Choose variant" is a link to the product page and the one-variant form still posts.
 */
export function QuickAddForm({ productId, href, name, variantCount, language }: Props) {
  const t = listingTexts[language];
  const [variants, setVariants] = useState<QuickVariant[] | null>(null);
  const [isLoading, startLoading] = useTransition();
  const [state, action, isPending] = useActionState<CartFormState, FormData>(
    variantCount === 1 ? quickAddToCart : addToCart,
    { status: 'idle' },
  );
  const inputId = `quick-qty-${productId}`;
  const messageId = `quick-msg-${productId}`;
  if (variantCount > 1 && !variants) {
    return (
      <Link
        href={href}
        className="button button-secondary button-small choose-variant"
        aria-busy={isLoading || undefined}
        onClick={(event) => {
          event.preventDefault();
          startLoading(async () => {
            const loaded = await loadQuickVariants(productId);
            if (loaded && loaded.length > 0) setVariants(loaded);
            else window.location.assign(href);
          });
        }}
        data-choose-variant
      >
        {t.chooseVariant}
        <span className="visually-hidden">: {name}</span>
      </Link>
    );
  }
  const firstInStock = variants?.find((v) => v.isInStock) ?? variants?.[0];
  return (
    <form action={action} className="add-to-cart add-to-cart-compact quick-add" data-quick-add>
      {variants ? (
        <>
          <label htmlFor={`quick-sku-${productId}`} className="visually-hidden">
            {t.chooseVariantFor(name)}
          </label>
          <select id={`quick-sku-${productId}`} name="sku" defaultValue={firstInStock?.sku} className="quick-variant">
            {variants.map((variant) => (
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
      <button type="submit" className="button" disabled={isPending} aria-label={t.addFor(name)}>
        {t.add}
      </button>
      <FormMessage state={state} id={messageId} />
    </form>
  );
}
