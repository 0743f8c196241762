'use server';
// Shopping lists as the signed-in person (docs/shopping-lists.md, docs/web-lists.md): create, rename and share,
// lines, CSV import, to the cart, and the cart saved as a list. The API checks who may edit; its refusals are shown.
import { ApiError, type ShoppingListToCartResult } from '@engros/client';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../lib/errors';
import { type FieldErrors, parseForm, typedValues } from '../../lib/forms';
import type { Dictionary } from '../../lib/i18n/dictionary';
import { getDictionary } from '../../lib/i18n/server';
import { cartLinkWith, changeSentences, changesOf } from '../../lib/list-changes';
import {
  addListLineForm,
  createListForm,
  importListForm,
  listIdForm,
  listLineForm,
  listToCartForm,
  removeListLineForm,
  saveCartAsListForm,
  updateListForm,
} from './schemas/lists';

export type ListFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  fieldErrors?: FieldErrors;
  /** Lines the API refused, each with its reason. */
  details?: string[];
  /** Typed values given back so the form keeps them. */
  values?: Record<string, string>;
  /** A link to show with the message (the list just made). */
  href?: string;
  version?: number;
};

async function person() {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const ids =
    viewer.isSignedIn && viewer.company ? { pid: viewer.contactId, customerId: viewer.company.customerId } : null;
  return { api, ids, t };
}

/** The rows of a 422 csv_invalid problem as sentences ("Row 3 (SKU): reason"); the API gives codes, we give words. */
function csvRows(error: unknown, t: Dictionary): string[] {
  const problem = problemOf(error) as { rows?: { row: number; sku: string | null; problem: string }[] } | undefined;
  const words = t.lists.lists.csvProblems;
  return (problem?.rows ?? []).map(
    (r) => `${t.lists.lists.importRow(r.row, r.sku ?? '')}: ${words[r.problem] ?? words.unreadable}`,
  );
}

const next = (previous: ListFormState) => (previous.version ?? 0) + 1;

/** A form our schema refused: its message, each field's problem, and what was typed. */
const invalid = (
  parsed: { message: string; fieldErrors: FieldErrors },
  values: Record<string, string> | undefined,
  version: number,
): ListFormState => ({ status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, values, version });

/** A checkbox's state as a typed value ('on' or ''). */
const ticked = (form: FormData, name: string) => (form.get(name) ? 'on' : '');

export async function createList(previous: ListFormState, form: FormData): Promise<ListFormState> {
  const { api, ids, t } = await person();
  const values = { ...typedValues(form, ['name']), isShared: ticked(form, 'isShared') };
  const version = next(previous);
  if (!ids) return { status: 'error', message: t.errors.signInAgain, values, version };
  const parsed = parseForm(form, createListForm, t);
  if (!parsed.isValid) return invalid(parsed, values, version);
  const { name, isShared } = parsed.value;
  let id: string;
  try {
    id = (await api.createShoppingList({ body: { customerId: ids.customerId, name, isShared } })).id;
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), values, version };
  }
  revalidatePath('/account/lists', 'layout');
  redirect(`/account/lists/${id}`);
}

/** Rename and share (or stop sharing); fields left as they are stay as they are at the API too. */
export async function updateList(previous: ListFormState, form: FormData): Promise<ListFormState> {
  const { api, ids, t } = await person();
  const values = { ...typedValues(form, ['name']), isShared: ticked(form, 'isShared') };
  const version = next(previous);
  if (!ids) return { status: 'error', message: t.errors.signInAgain, values, version };
  const parsed = parseForm(form, updateListForm, t);
  if (!parsed.isValid) return invalid(parsed, values, version);
  const { cartId, name, isShared, canShare } = parsed.value;
  try {
    await api.updateShoppingList({ path: { cartId }, body: { name, ...(canShare ? { isShared } : {}) } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), values, version };
  }
  revalidatePath('/account/lists', 'layout');
  return { status: 'ok', message: t.lists.lists.saved, values, version };
}

export async function deleteList(previous: ListFormState, form: FormData): Promise<ListFormState> {
  const { api, ids, t } = await person();
  if (!ids) return { status: 'error', message: t.errors.signInAgain, version: next(previous) };
  const parsed = parseForm(form, listIdForm, t);
  if (!parsed.isValid) return invalid(parsed, undefined, next(previous));
  try {
    await api.deleteShoppingList({ path: { cartId: parsed.value.cartId } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), version: next(previous) };
  }
  revalidatePath('/account/lists', 'layout');
  redirect('/account/lists?deleted=1');
}

/**
 * Adds a SKU to a list (adds to the quantity of a line already there). From the product page the list may be a new
 * one (`cartId` = "new" with `newName`): it is created first, private.
 */
export async function addListLine(previous: ListFormState, form: FormData): Promise<ListFormState> {
  const { api, ids, t } = await person();
  const values = typedValues(form, ['cartId', 'quantity', 'sku', 'newName']);
  const version = next(previous);
  const fail = (message: string, details?: string[]): ListFormState => ({
    status: 'error',
    message,
    details,
    values,
    version,
  });
  if (!ids) return fail(t.errors.signInAgain);
  const parsed = parseForm(form, addListLineForm, t);
  if (!parsed.isValid) return invalid(parsed, values, version);
  const { sku, quantity, newName, fromList } = parsed.value;
  let cartId = parsed.value.cartId;
  let listName = parsed.value.listName ?? '';
  let created: string | undefined;
  try {
    if (cartId === 'new') {
      const list = await api.createShoppingList({ body: { customerId: ids.customerId, name: newName ?? '' } });
      created = list.id;
      cartId = list.id;
      listName = list.name;
    }
    const list = await api.addShoppingListLine({ path: { cartId }, body: { sku, quantity } });
    listName = list.name;
  } catch (error) {
    // A refused line leaves nothing behind: the list made for it goes again (the form keeps "new" and the name).
    if (created) await api.deleteShoppingList({ path: { cartId: created } }).catch(() => undefined);
    return fail(errorMessage(error, t));
  }
  if (created) {
    values.cartId = created;
    values.newName = '';
  }
  revalidatePath('/account/lists', 'layout');
  revalidatePath('/product', 'layout');
  return {
    status: 'ok',
    message: fromList ? t.lists.lists.lineAdded(quantity, sku) : t.lists.lists.addedToList(quantity, sku, listName),
    values: fromList ? { ...values, sku: '', quantity: '1' } : values,
    href: `/account/lists/${cartId}`,
    version,
  };
}

export async function updateListLine(previous: ListFormState, form: FormData): Promise<ListFormState> {
  const { api, ids, t } = await person();
  const values = typedValues(form, ['quantity']);
  const version = next(previous);
  if (!ids) return { status: 'error', message: t.errors.signInAgain, values, version };
  const parsed = parseForm(form, listLineForm, t);
  if (!parsed.isValid) return invalid(parsed, values, version);
  const { cartId, sku, quantity } = parsed.value;
  try {
    await api.setShoppingListLineQuantity({ path: { cartId, sku }, body: { quantity } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), values, version };
  }
  revalidatePath('/account/lists', 'layout');
  return { status: 'ok', message: t.lists.lists.updatedLine, values, version };
}

export async function removeListLine(previous: ListFormState, form: FormData): Promise<ListFormState> {
  const { api, ids, t } = await person();
  const version = next(previous);
  if (!ids) return { status: 'error', message: t.errors.signInAgain, version };
  const parsed = parseForm(form, removeListLineForm, t);
  if (!parsed.isValid) return invalid(parsed, undefined, version);
  try {
    await api.deleteShoppingListLine({ path: parsed.value });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), version };
  }
  revalidatePath('/account/lists', 'layout');
  return { status: 'ok', message: t.lists.lists.removedLine, version };
}

/** CSV text into the list through the API's import: all rows are checked first, nothing is saved on a bad row. */
export async function importList(previous: ListFormState, form: FormData): Promise<ListFormState> {
  const { api, ids, t } = await person();
  const values = { ...typedValues(form, ['csv']), mode: form.get('mode') === 'replace' ? 'replace' : 'add' };
  const version = next(previous);
  if (!ids) return { status: 'error', message: t.errors.signInAgain, values, version };
  const parsed = parseForm(form, importListForm, t);
  if (!parsed.isValid) return invalid(parsed, values, version);
  const { cartId, csv, mode } = parsed.value;
  try {
    const list = await api.importShoppingListLines({ path: { cartId }, body: { csv, mode } });
    revalidatePath('/account/lists', 'layout');
    return { status: 'ok', message: t.lists.lists.imported(list.lineCount), values: { csv: '', mode: 'add' }, version };
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), details: csvRows(error, t), values, version };
  }
}

/**
 * The whole list, or the chosen lines, go to the cart in one call. The API adds what can be ordered today at today's
 * prices and says per line what changed against the list (price since saved, quantity adjusted, not sold or not
 * available — those left out); the answer lists the changes here, and the cart link carries them to the cart page.
 */
export async function listToCart(previous: ListFormState, form: FormData): Promise<ListFormState> {
  const { api, ids, t } = await person();
  const version = next(previous);
  if (!ids) return { status: 'error', message: t.errors.signInAgain, version };
  const parsed = parseForm(form, listToCartForm, t);
  if (!parsed.isValid) return invalid(parsed, undefined, version);
  const { cartId, intent, line } = parsed.value;
  const chosen = intent === 'chosen' ? [...new Set(line)] : undefined;
  if (chosen && chosen.length === 0) return { status: 'error', message: t.lists.lists.noneChosen, version };
  let result: ShoppingListToCartResult;
  try {
    result = await api.addShoppingListToCart({ path: { cartId }, body: { pid: ids.pid, skus: chosen } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), version };
  }
  const added = result.lines.filter((line) => line.addedQuantity > 0).length;
  if (added > 0) revalidatePath('/', 'layout');
  const changes = changesOf(result);
  const names = new Map(result.lines.map((line) => [line.sku, line.name]));
  const l = t.lists.lists;
  const total = result.lines.length;
  return {
    status: added === 0 ? 'error' : 'ok',
    message: [
      chosen ? l.addedChosen(added, total) : added === total ? l.addedAll(added) : l.addedSome(added, total),
      changes.length > 0 ? l.changesTitle : '',
    ]
      .filter(Boolean)
      .join(' '),
    details: changeSentences(changes, { t, currency: result.cart.currency, nameOf: (sku) => names.get(sku) }),
    href: added > 0 ? cartLinkWith(changes) : undefined,
    version,
  };
}

/** The open cart's lines as a new private list (created, then filled through the import in one write). */
export async function saveCartAsList(previous: ListFormState, form: FormData): Promise<ListFormState> {
  const { api, ids, t } = await person();
  const values = typedValues(form, ['name']);
  const version = next(previous);
  if (!ids) return { status: 'error', message: t.errors.signInAgain, values, version };
  const parsed = parseForm(form, saveCartAsListForm, t);
  if (!parsed.isValid) return invalid(parsed, values, version);
  const { name } = parsed.value;
  let listId: string | undefined;
  try {
    const cart = await api.getCart({ query: ids, init: { cache: 'no-store' } });
    if (cart.lines.length === 0) return { status: 'error', message: t.cart.empty, values, version };
    const list = await api.createShoppingList({ body: { customerId: ids.customerId, name } });
    listId = list.id;
    const csv = cart.lines.map((line) => `${line.sku};${line.quantity}`).join('\n');
    await api.importShoppingListLines({ path: { cartId: list.id }, body: { csv, mode: 'replace' } });
  } catch (error) {
    // A list made but not filled is removed again: a half-saved cart would look like the whole one.
    if (listId) await api.deleteShoppingList({ path: { cartId: listId } }).catch(() => undefined);
    const details = ApiError.isApiError(error) ? csvRows(error, t) : [];
    return { status: 'error', message: errorMessage(error, t), details, values, version };
  }
  revalidatePath('/account/lists', 'layout');
  return {
    status: 'ok',
    message: t.lists.lists.savedCart(name),
    href: `/account/lists/${listId}`,
    values: { name: '' },
    version,
  };
}
