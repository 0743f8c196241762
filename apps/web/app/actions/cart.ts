'use server';
// Cart changes as the signed-in person, for the company they shop for (docs/cart.md).
import { revalidatePath } from 'next/cache';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { type FieldErrors, parseForm, typedValues } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { addToCartForm, cartLineForm, quickAddForm, removeCartLineForm } from './schemas/cart';

export type CartFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  fieldErrors?: FieldErrors;
  /** The quantity as typed, kept after a refusal. */
  quantity?: string;
};

/** Adds a quantity of one SKU (the API adds to a line already there). */
export async function addToCart(_previous: CartFormState, form: FormData): Promise<CartFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const typed = typedValues(form, ['quantity']).quantity;
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain, quantity: typed };
  const parsed = parseForm(form, addToCartForm, t);
  if (!parsed.isValid) {
    return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, quantity: typed };
  }
  const { sku, quantity } = parsed.value;
  try {
    await api.addOrderLine({
      body: { pid: viewer.contactId, customerId: viewer.company.customerId, sku, quantity },
    });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), quantity: typed };
  }
  revalidatePath('/', 'layout');
  return { status: 'ok', message: t.product.added(quantity, sku), quantity: typed };
}

/**
 * Quick add from a listing card of a product with one variant: the card has the product, not the SKU, so the
 * product is read for it (cards of products with several variants choose a SKU and call addToCart).
 */
export async function quickAddToCart(_previous: CartFormState, form: FormData): Promise<CartFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const typed = typedValues(form, ['quantity']).quantity;
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain, quantity: typed };
  const parsed = parseForm(form, quickAddForm, t);
  if (!parsed.isValid) {
    return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, quantity: typed };
  }
  const { productId, quantity } = parsed.value;
  try {
    const product = await api.getProduct({
      path: { productId },
      query: { customerId: viewer.company.customerId },
      init: { cache: 'no-store' },
    });
    const variant = product.variants.length === 1 ? product.variants[0] : undefined;
    if (!variant) return { status: 'error', message: t.listing.chooseVariant, quantity: typed };
    await api.addOrderLine({
      body: { pid: viewer.contactId, customerId: viewer.company.customerId, sku: variant.sku, quantity },
    });
    revalidatePath('/', 'layout');
    return { status: 'ok', message: t.listing.added(quantity), quantity: typed };
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), quantity: typed };
  }
}

/** Sets a line's quantity; 0 removes it. */
export async function updateCartLine(_previous: CartFormState, form: FormData): Promise<CartFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const typed = typedValues(form, ['quantity']).quantity;
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain, quantity: typed };
  const parsed = parseForm(form, cartLineForm, t);
  if (!parsed.isValid) {
    return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, quantity: typed };
  }
  const { lineId, quantity } = parsed.value;
  try {
    await api.updateOrderLine({
      body: { pid: viewer.contactId, customerId: viewer.company.customerId, lineId, quantity },
    });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), quantity: typed };
  }
  revalidatePath('/', 'layout');
  return { status: 'ok', message: t.cart.updated, quantity: typed };
}

export async function removeCartLine(_previous: CartFormState, form: FormData): Promise<CartFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, removeCartLineForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  const { lineId } = parsed.value;
  try {
    await api.deleteOrderLine({
      body: { pid: viewer.contactId, customerId: viewer.company.customerId, lineId },
    });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath('/', 'layout');
  return { status: 'ok', message: t.cart.updated };
}
