'use server';
// Cart changes as the signed-in person, for the company they shop for (docs/cart.md).
import { revalidatePath } from 'next/cache';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { getDictionary } from '../../lib/i18n/server';

export type CartFormState = { status: 'idle' | 'ok' | 'error'; message?: string; quantity?: string };

const MAX_QUANTITY = 100_000;

function parseQuantity(value: FormDataEntryValue | null, min: number): number | null {
  const text = String(value ?? '').trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= min && quantity <= MAX_QUANTITY ? quantity : null;
}

/** Adds a quantity of one SKU (the API adds to a line already there). */
export async function addToCart(_previous: CartFormState, form: FormData): Promise<CartFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const typed = String(form.get('quantity') ?? '');
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain, quantity: typed };
  const sku = String(form.get('sku') ?? '');
  const quantity = parseQuantity(form.get('quantity'), 1);
  if (!sku || quantity === null) return { status: 'error', message: t.errors.quantity, quantity: typed };
  try {
    await api.postArdisCartAddorderline({
      body: { pid: viewer.contactId, customerId: viewer.company.customerId, sku, quantity },
    });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), quantity: typed };
  }
  revalidatePath('/', 'layout');
  return { status: 'ok', message: t.product.added(quantity, sku), quantity: typed };
}

/** Sets a line's quantity; 0 removes it. */
export async function updateCartLine(_previous: CartFormState, form: FormData): Promise<CartFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const typed = String(form.get('quantity') ?? '');
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain, quantity: typed };
  const lineId = String(form.get('lineId') ?? '');
  const quantity = parseQuantity(form.get('quantity'), 0);
  if (!lineId || quantity === null) return { status: 'error', message: t.errors.quantity, quantity: typed };
  try {
    await api.postArdisCartUpdateorderline({
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
  const lineId = String(form.get('lineId') ?? '');
  try {
    await api.deleteArdisCartDeleteorderline({
      body: { pid: viewer.contactId, customerId: viewer.company.customerId, lineId },
    });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath('/', 'layout');
  return { status: 'ok', message: t.cart.updated };
}
