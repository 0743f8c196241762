'use server';
// The back office's price lists (docs/backoffice.md, "Prices"): create, edit, copy, end, give to customers, set a
// SKU's tiers and import a CSV. The API checks the staff role on every call and answers its refusals here.
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../lib/errors';
import { type FieldErrors, parseForm } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { parseMoney } from '../../lib/money';
import {
  assignForm,
  copyPriceListForm,
  createPriceListForm,
  importForm,
  priceListIdForm,
  tiersForm,
  unassignForm,
  updatePriceListForm,
} from './schemas/prices';

export type PriceFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  fieldErrors?: FieldErrors;
  /** A refused CSV's rows. */
  rows?: { row: number; column: string | null; sku: string | null; message: string }[];
};

/** Midnight in Norway at the start of a date (YYYY-MM-DD), as an ISO time with its offset. */
function osloMidnight(date: string, plusDays = 0): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d + plusDays);
  // The zone's offset at that moment (1 or 2 hours): format the UTC instant in Oslo and compare.
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Oslo',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(utc));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asOslo = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(utc - (asOslo - utc)).toISOString();
}

/** The validity a form gives: "from" the start of its day, "through" to the end of its day (exclusive next day). */
const validityOf = (value: { validFrom?: string; validTo?: string }) => ({
  validFrom: value.validFrom ? osloMidnight(value.validFrom) : null,
  validTo: value.validTo ? osloMidnight(value.validTo, 1) : null,
});

/** The API's field problems (body.validTo, body.code…) as the form's field errors. */
function refusal(error: unknown, t: Awaited<ReturnType<typeof getDictionary>>['t']): PriceFormState {
  const problem = problemOf(error) as { errors?: { path: string; message: string }[] } | undefined;
  const fieldErrors: FieldErrors = {};
  for (const e of problem?.errors ?? []) fieldErrors[e.path.replace(/^(body|params)\./, '')] = e.message;
  return { status: 'error', message: errorMessage(error, t), fieldErrors };
}

async function start() {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  return { api, viewer, t };
}

export async function createPriceList(_previous: PriceFormState, form: FormData): Promise<PriceFormState> {
  const { api, viewer, t } = await start();
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, createPriceListForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  const { code, name, kind, market } = parsed.value;
  let id: string;
  try {
    id = (await api.createPriceList({ body: { code, name, kind, market, ...validityOf(parsed.value) } })).id;
  } catch (error) {
    return refusal(error, t);
  }
  revalidatePath('/backoffice/prices');
  redirect(`/backoffice/prices/${id}`);
}

export async function updatePriceList(_previous: PriceFormState, form: FormData): Promise<PriceFormState> {
  const { api, viewer, t } = await start();
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, updatePriceListForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  const { priceListId, code, name } = parsed.value;
  try {
    await api.updatePriceList({
      path: { priceListId },
      body: { code, name, ...validityOf(parsed.value) },
    });
  } catch (error) {
    return refusal(error, t);
  }
  revalidatePath(`/backoffice/prices/${priceListId}`);
  return { status: 'ok', message: t.prices.list.saved };
}

export async function copyPriceList(_previous: PriceFormState, form: FormData): Promise<PriceFormState> {
  const { api, viewer, t } = await start();
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, copyPriceListForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  const { priceListId, code, name } = parsed.value;
  let id: string;
  try {
    id = (await api.copyPriceList({ path: { priceListId }, body: { code, name } })).id;
  } catch (error) {
    return refusal(error, t);
  }
  revalidatePath('/backoffice/prices');
  redirect(`/backoffice/prices/${id}`);
}

export async function endPriceList(_previous: PriceFormState, form: FormData): Promise<PriceFormState> {
  const { api, viewer, t } = await start();
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, priceListIdForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  const { priceListId } = parsed.value;
  try {
    await api.endPriceList({ path: { priceListId } });
  } catch (error) {
    return refusal(error, t);
  }
  revalidatePath(`/backoffice/prices/${priceListId}`);
  return { status: 'ok', message: t.prices.list.ended };
}

/** Gives the list to the one company the typed customer number, org number or name finds. */
export async function assignPriceList(_previous: PriceFormState, form: FormData): Promise<PriceFormState> {
  const { api, viewer, t } = await start();
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, assignForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  const { priceListId, customer } = parsed.value;
  try {
    const found = await api.listBackofficeCustomers({ query: { q: customer, take: 2 } });
    if (found.items.length !== 1) {
      return {
        status: 'error',
        message: t.prices.list.noSuchCustomer,
        fieldErrors: { customer: t.prices.list.noSuchCustomer },
      };
    }
    await api.assignPriceList({
      path: { priceListId },
      body: { customerId: found.items[0]!.id },
    });
  } catch (error) {
    return refusal(error, t);
  }
  revalidatePath(`/backoffice/prices/${priceListId}`);
  return { status: 'ok', message: t.prices.list.assigned };
}

export async function unassignPriceList(_previous: PriceFormState, form: FormData): Promise<PriceFormState> {
  const { api, viewer, t } = await start();
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, unassignForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  const { priceListId, customerId } = parsed.value;
  try {
    await api.unassignPriceList({ path: { priceListId, customerId } });
  } catch (error) {
    return refusal(error, t);
  }
  revalidatePath(`/backoffice/prices/${priceListId}`);
  return { status: 'ok', message: t.prices.list.unassigned };
}

/** "1: 129,50" lines → tiers; null when a line is not "quantity: price". */
function readTiers(text: string): { minQuantity: number; unitPrice: number }[] | null {
  const tiers: { minQuantity: number; unitPrice: number }[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const match = /^(\d{1,7})\s*[:;=]\s*(.+)$/.exec(line);
    const unitPrice = match ? parseMoney(match[2]!) : null;
    if (!match || unitPrice === null || Number(match[1]) < 1) return null;
    tiers.push({ minQuantity: Number(match[1]), unitPrice });
  }
  return tiers;
}

export async function setTiers(_previous: PriceFormState, form: FormData): Promise<PriceFormState> {
  const { api, viewer, t } = await start();
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, tiersForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  const { priceListId, sku } = parsed.value;
  const tiers = readTiers(parsed.value.tiers ?? '');
  if (!tiers)
    return { status: 'error', message: t.prices.list.tiersInvalid, fieldErrors: { tiers: t.prices.list.tiersInvalid } };
  try {
    await api.setPriceListPrice({ path: { priceListId, sku }, body: { tiers } });
  } catch (error) {
    const state = refusal(error, t);
    if (state.fieldErrors?.sku === undefined && Object.keys(state.fieldErrors ?? {}).length > 0) {
      state.fieldErrors = { tiers: Object.values(state.fieldErrors ?? {})[0]! };
    }
    return state;
  }
  revalidatePath(`/backoffice/prices/${priceListId}`);
  return { status: 'ok', message: t.prices.list.tiersSaved };
}

type ApiRow = { row: number; column: string | null; sku: string | null; message: string };

export async function importPrices(_previous: PriceFormState, form: FormData): Promise<PriceFormState> {
  const { api, viewer, t } = await start();
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, importForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  const { priceListId, mode, file } = parsed.value;
  try {
    const result = await api.importPriceListPrices({
      path: { priceListId },
      body: { csv: await file.text(), mode },
    });
    revalidatePath(`/backoffice/prices/${priceListId}`);
    return { status: 'ok', message: t.prices.list.imported(result.added, result.changed, result.removed) };
  } catch (error) {
    const problem = problemOf(error) as { code?: string; rows?: ApiRow[] } | undefined;
    if (problem?.code === 'price_import_invalid' && Array.isArray(problem.rows)) {
      return { status: 'error', message: t.prices.list.importInvalid, rows: problem.rows };
    }
    return refusal(error, t);
  }
}
