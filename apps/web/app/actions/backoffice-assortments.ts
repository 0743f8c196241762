'use server';
// Back-office actions on assortments (docs/backoffice.md, "Assortments"): create, rename, add and remove rules,
// delete, and give customers an assortment or the whole catalog again. The API checks the staff role on every call;
// rules are saved whole (PUT), so each change answers the new product count. Each change names the version the page
// showed (`expectedVersion`): a change made on a page another save has overtaken is refused (422
// assortment_changed), and the page is drawn again with the rules as they are.
import { ApiError, type Assortment, type AssortmentRuleInput, type CategoryNode } from '@engros/client';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../lib/errors';
import { type FieldErrors, parseForm, typedValues } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import {
  addRuleForm,
  assignForm,
  assortmentIdForm,
  assortmentNameForm,
  removeRuleForm,
  renameAssortmentForm,
  unassignForm,
} from './schemas/backoffice-assortments';

export type AssortmentFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  fieldErrors?: FieldErrors;
  /** What was typed, given back with a refusal so the fields keep it (React resets a form after its action). */
  values?: Record<string, string>;
};

/** The API's field problems next to the form's fields (`body.name` → name, a rule's target → code). */
function refusal(error: unknown, message: string, fields: Record<string, string>): AssortmentFormState {
  const fieldErrors: FieldErrors = {};
  for (const problem of problemOf(error)?.errors ?? []) {
    const key = Object.keys(fields).find((prefix) => problem.path.startsWith(prefix));
    if (key && fields[key]) fieldErrors[fields[key]] ??= problem.message;
  }
  return { status: 'error', message, fieldErrors };
}

const rulesOf = (assortment: Assortment): AssortmentRuleInput[] =>
  assortment.rules.map(({ effect, target, targetId }) => ({ effect, target, targetId }));

function revalidate(assortmentId?: string) {
  if (assortmentId) revalidatePath(`/backoffice/assortments/${assortmentId}`);
  revalidatePath('/backoffice/assortments');
}

/** Another save came first (422 assortment_changed): the page is drawn again with the rules as they are now. */
function revalidateIfChanged(error: unknown, assortmentId: string) {
  if (problemOf(error)?.code === 'assortment_changed') revalidate(assortmentId);
}

/** Creates an assortment by name and opens its page (where rules and customers are added). */
export async function createAssortment(_previous: AssortmentFormState, form: FormData): Promise<AssortmentFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const values = typedValues(form, ['name']);
  const parsed = parseForm(form, assortmentNameForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, values };
  let id: string;
  try {
    id = (await api.createAssortment({ body: { name: parsed.value.name, rules: [] } })).id;
  } catch (error) {
    return { ...refusal(error, errorMessage(error, t), { 'body.name': 'name' }), values };
  }
  revalidate();
  redirect(`/backoffice/assortments/${id}`);
}

/** Renames an assortment, keeping its rules. */
export async function renameAssortment(_previous: AssortmentFormState, form: FormData): Promise<AssortmentFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, renameAssortmentForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  const { assortmentId, name, version } = parsed.value;
  try {
    const current = await api.getAssortment({ path: { assortmentId } });
    await api.updateAssortment({
      path: { assortmentId },
      body: { name, rules: rulesOf(current), expectedVersion: version },
    });
  } catch (error) {
    revalidateIfChanged(error, assortmentId);
    return refusal(error, errorMessage(error, t), { 'body.name': 'name' });
  }
  revalidate(assortmentId);
  return { status: 'ok', message: t.backofficeAssortments.saved };
}

/** The id of the category or brand with this slug, or of the product with this number or slug; null when none. */
async function targetIdOf(
  api: Awaited<ReturnType<typeof viewerApi>>['api'],
  target: 'category' | 'brand' | 'product',
  code: string,
): Promise<string | null> {
  const wanted = code.trim().toLowerCase();
  if (target === 'category') {
    const find = (nodes: CategoryNode[]): string | null => {
      for (const node of nodes) {
        if (node.slug.toLowerCase() === wanted) return node.id;
        const below = find(node.children);
        if (below) return below;
      }
      return null;
    };
    return find((await api.getCategoryTree({ init: { cache: 'no-store' } })).categories);
  }
  if (target === 'brand') {
    const { brands } = await api.listBrands({ init: { cache: 'no-store' } });
    return brands.find((brand) => brand.slug.toLowerCase() === wanted)?.id ?? null;
  }
  try {
    return (await api.getProduct({ path: { productId: code.trim() }, init: { cache: 'no-store' } })).id;
  } catch (error) {
    if (ApiError.isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Adds an include or exclude rule for the category, brand or product a code names. */
export async function addAssortmentRule(_previous: AssortmentFormState, form: FormData): Promise<AssortmentFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const a = t.backofficeAssortments;
  const values = typedValues(form, ['effect', 'target', 'code']);
  const parsed = parseForm(form, addRuleForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, values };
  const { assortmentId, version, effect, target, code } = parsed.value;
  try {
    const targetId = await targetIdOf(api, target, code);
    if (!targetId) return { status: 'error', message: a.noSuchTarget, fieldErrors: { code: a.noSuchTarget }, values };
    const current = await api.getAssortment({ path: { assortmentId } });
    await api.updateAssortment({
      path: { assortmentId },
      body: {
        name: current.name,
        rules: [...rulesOf(current), { effect, target, targetId }],
        expectedVersion: version,
      },
    });
  } catch (error) {
    revalidateIfChanged(error, assortmentId);
    return { ...refusal(error, errorMessage(error, t), { 'body.rules': 'code' }), values };
  }
  revalidate(assortmentId);
  // The kind of rule stays chosen for the next one; the code is cleared.
  return { status: 'ok', message: a.ruleAdded, values: { effect, target, code: '' } };
}

/** Removes one rule. */
export async function removeAssortmentRule(
  _previous: AssortmentFormState,
  form: FormData,
): Promise<AssortmentFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, removeRuleForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  const { assortmentId, version, effect, target, targetId } = parsed.value;
  try {
    const current = await api.getAssortment({ path: { assortmentId } });
    const rules = rulesOf(current).filter(
      (rule) => !(rule.effect === effect && rule.target === target && rule.targetId === targetId),
    );
    await api.updateAssortment({
      path: { assortmentId },
      body: { name: current.name, rules, expectedVersion: version },
    });
  } catch (error) {
    revalidateIfChanged(error, assortmentId);
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidate(assortmentId);
  return { status: 'ok', message: t.backofficeAssortments.ruleRemoved };
}

/** Deletes an assortment no customer has (the API refuses one in use, 422 assortment_in_use). */
export async function deleteAssortment(_previous: AssortmentFormState, form: FormData): Promise<AssortmentFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, assortmentIdForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  try {
    await api.deleteAssortment({ path: { assortmentId: parsed.value.assortmentId } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidate();
  redirect('/backoffice/assortments');
}

/** Gives the customer found by number or name this assortment (one match only). */
export async function assignAssortment(_previous: AssortmentFormState, form: FormData): Promise<AssortmentFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const a = t.backofficeAssortments;
  const values = typedValues(form, ['customer']);
  const parsed = parseForm(form, assignForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, values };
  const { assortmentId, customer } = parsed.value;
  try {
    const found = await api.listBackofficeCustomers({ query: { q: customer, take: 5 }, init: { cache: 'no-store' } });
    // A customer number typed exactly wins over names that merely contain it.
    const exact = found.items.filter((item) => String(item.customerNumber) === customer.trim());
    const match = exact.length === 1 ? exact[0] : found.items.length === 1 ? found.items[0] : undefined;
    if (!match) {
      return { status: 'error', message: a.noSuchCompany, fieldErrors: { customer: a.noSuchCompany }, values };
    }
    const answer = await api.setCustomerAssortment({
      path: { customerId: match.id },
      body: { assortmentId },
    });
    revalidate(assortmentId);
    return { status: 'ok', message: a.assigned(match.name, answer.preview.productCount) };
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), values };
  }
}

/** Gives a customer the whole catalog again. */
export async function unassignAssortment(_previous: AssortmentFormState, form: FormData): Promise<AssortmentFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, unassignForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  const { assortmentId, customerId, name } = parsed.value;
  try {
    await api.setCustomerAssortment({ path: { customerId }, body: { assortmentId: null } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidate(assortmentId);
  return { status: 'ok', message: t.backofficeAssortments.unassigned(name) };
}
