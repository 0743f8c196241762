'use server';
// Back-office actions on products and their pictures (docs/backoffice.md "Products and media"): save (create or
// replace), copy, bulk status and category changes, and the media API's upload, alt text/variant, order and delete.
// The API checks the staff role on every call; its field problems come back marked on the form's fields.
import type { ManagedProductImage } from '@engros/client';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../lib/errors';
import { type FieldErrors, parseForm } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { bulkForm, copyForm, imageForm, productForm } from './schemas/backoffice-products';

export type ProductFormState = { status: 'idle' | 'ok' | 'error'; message?: string; fieldErrors?: FieldErrors };
export type ImagesState = { status: 'idle' | 'ok' | 'error'; message?: string; images?: ManagedProductImage[] };

/** An API field path as the form names the field: `body.variants.0.sku` → `variants[0].sku`. */
function formName(path: string): string {
  return path
    .replace(/^body\./, '')
    .split('.')
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

/** The API's field problems (400, and the 422s that name fields such as a taken SKU) by form field name. */
function apiFieldErrors(error: unknown): FieldErrors | undefined {
  const problems = problemOf(error)?.errors;
  if (!problems?.length) return undefined;
  const errors: FieldErrors = {};
  for (const p of problems) errors[formName(p.path)] ??= p.message;
  return errors;
}

/** Creates the product (then opens its page) or replaces it with the form's fields and variants. */
export async function saveProduct(_previous: ProductFormState, form: FormData): Promise<ProductFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, productForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  const { productId, brandId, variants, ...fields } = parsed.value;
  const body = {
    ...fields,
    brandId: brandId ?? null,
    variants: variants.map(({ gtin, ...variant }) => ({ ...variant, gtin: gtin ?? '' })),
  };
  let savedId: string;
  try {
    const saved = productId
      ? await api.updateProduct({ path: { productId }, body })
      : await api.createProduct({ body });
    savedId = saved.id;
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), fieldErrors: apiFieldErrors(error) };
  }
  revalidatePath('/backoffice/products');
  revalidatePath(`/backoffice/products/${savedId}`);
  // The page draws the form again from what was saved (new variants' SKUs become fixed), and says so at the top.
  redirect(`/backoffice/products/${savedId}?${productId ? 'saved' : 'created'}=1`);
}

/** Copies the product under a new product number as a draft, then opens the copy. */
export async function copyProduct(_previous: ProductFormState, form: FormData): Promise<ProductFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, copyForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  let copyId: string;
  try {
    const copy = await api.copyProduct({
      path: { productId: parsed.value.productId },
      body: { productNumber: parsed.value.productNumber },
    });
    copyId = copy.id;
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), fieldErrors: apiFieldErrors(error) };
  }
  revalidatePath('/backoffice/products');
  redirect(`/backoffice/products/${copyId}?created=1`);
}

/** Activates, discontinues or moves the selected products. */
export async function bulkProducts(_previous: ProductFormState, form: FormData): Promise<ProductFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const l = t.backofficeProducts.list;
  const parsed = parseForm(form, bulkForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  const { productIds, action, categoryId } = parsed.value;
  if (productIds.length === 0) return { status: 'error', message: l.noneSelected };
  if (action === 'move' && !categoryId) {
    return { status: 'error', message: l.chooseCategory, fieldErrors: { categoryId: l.chooseCategory } };
  }
  try {
    const { changed } = await api.bulkUpdateProducts({
      body: { productIds, action, ...(action === 'move' ? { categoryId } : {}) },
    });
    revalidatePath('/backoffice/products');
    return { status: 'ok', message: l.bulkDone(changed) };
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
}

async function imagesOf(api: Awaited<ReturnType<typeof viewerApi>>['api'], productId: string) {
  return (await api.listProductImages({ path: { productId }, init: { cache: 'no-store' } })).items;
}

/** Adds the picture files (dropped, pasted or chosen) one by one, in the order given. */
export async function uploadProductImages(productId: string, form: FormData): Promise<ImagesState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const files = form.getAll('image').filter((f): f is File => typeof f !== 'string' && f.size > 0);
  let added = 0;
  try {
    for (const file of files) {
      const image = Buffer.from(await file.arrayBuffer()).toString('base64');
      await api.uploadProductImage({ path: { productId }, body: { image } });
      added++;
    }
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), images: await imagesOf(api, productId) };
  }
  revalidatePath(`/backoffice/products/${productId}`);
  return {
    status: 'ok',
    message: t.backofficeProducts.media.uploaded(added),
    images: await imagesOf(api, productId),
  };
}

/** Saves a picture's alt texts and the variant it shows (empty: the whole product). */
export async function updateProductImage(form: FormData): Promise<ImagesState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, imageForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  const { productId, imageId, alt, sku } = parsed.value;
  try {
    await api.updateProductImage({
      path: { productId, imageId },
      body: { alt, sku: sku ?? null },
    });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath(`/backoffice/products/${productId}`);
  return { status: 'ok', message: t.backofficeProducts.media.saved, images: await imagesOf(api, productId) };
}

/** Puts the pictures in the order given (the first is the cover). */
export async function reorderProductImages(productId: string, imageIds: string[]): Promise<ImagesState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  try {
    const { items } = await api.reorderProductImages({
      path: { productId },
      body: { imageIds },
    });
    revalidatePath(`/backoffice/products/${productId}`);
    return { status: 'ok', images: items };
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), images: await imagesOf(api, productId) };
  }
}

/** Removes a picture. */
export async function deleteProductImage(productId: string, imageId: string): Promise<ImagesState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  try {
    await api.deleteProductImage({ path: { productId, imageId } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath(`/backoffice/products/${productId}`);
  return { status: 'ok', message: t.backofficeProducts.media.removed, images: await imagesOf(api, productId) };
}
