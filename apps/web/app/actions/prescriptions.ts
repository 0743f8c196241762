'use server';
// Prescriptions (pharmacy side, docs/pharmacy.md): claim one by reference, and order its items within what it
// still allows.
import { revalidatePath } from 'next/cache';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { type FieldErrors, parseForm, typedValues } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { addByReferenceForm, prescriptionItemForm } from './schemas/prescriptions';

export type PrescriptionFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
  version?: number;
};

/** Claims an unclaimed prescription for the person (`pid`: the caller or someone they may act for). */
export async function addByReference(previous: PrescriptionFormState, form: FormData): Promise<PrescriptionFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const values = typedValues(form, ['reference', 'birthDate']);
  const version = (previous.version ?? 0) + 1;
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain, values, version };
  const parsed = parseForm(form, addByReferenceForm, t);
  if (!parsed.isValid) {
    return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, values, version };
  }
  const { reference, birthDate } = parsed.value;
  const pid = parsed.value.pid ?? viewer.contactId;
  try {
    const prescription = await api.addPrescriptionByReference({
      body: { pid, reference, birthDate },
    });
    revalidatePath('/account/prescriptions', 'layout');
    return {
      status: 'ok',
      message: t.lists.prescriptions.addedPrescription(prescription.reference),
      values: { reference: '', birthDate: '' },
      version,
    };
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), values, version };
  }
}

/**
 * Adds a prescription item to the cart, but only within what the prescription still allows, counting what the cart
 * already holds of the item (read fresh here; the API checks again at checkout and when ordering).
 */
export async function addPrescriptionItem(
  previous: PrescriptionFormState,
  form: FormData,
): Promise<PrescriptionFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const values = typedValues(form, ['quantity']);
  const version = (previous.version ?? 0) + 1;
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain, values, version };
  const parsed = parseForm(form, prescriptionItemForm, t);
  if (!parsed.isValid) {
    return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, values, version };
  }
  const { prescriptionId, sku, quantity } = parsed.value;
  const ids = { pid: viewer.contactId, customerId: viewer.company.customerId };
  try {
    const [products, cart] = await Promise.all([
      api.listPrescriptionProducts({
        path: { prescriptionId },
        query: { pid: viewer.contactId },
        init: { cache: 'no-store' },
      }),
      api.getCart({ query: ids, init: { cache: 'no-store' } }),
    ]);
    const item = products.items.find((i) => i.sku === sku);
    // A product-wide line's remaining quantity is shared by its variants: count them all in the cart.
    const sameLine = new Set(products.items.filter((i) => i.lineId === item?.lineId).map((i) => i.sku));
    const inCart = cart.lines.filter((l) => sameLine.has(l.sku)).reduce((sum, l) => sum + l.quantity, 0);
    const left = Math.max(0, (item?.quantityRemaining ?? 0) - inCart);
    if (!item || products.status !== 'active' || quantity > left) {
      return { status: 'error', message: t.lists.prescriptions.overLimit(left), values, version };
    }
    await api.addOrderLine({ body: { ...ids, sku, quantity } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), values, version };
  }
  revalidatePath('/', 'layout');
  return { status: 'ok', message: t.lists.prescriptions.added(quantity, sku), values, version };
}
