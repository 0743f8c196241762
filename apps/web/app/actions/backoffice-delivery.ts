'use server';
// Back-office actions on the delivery tables and markets: routes, holidays, shipping methods, VAT rates
// (docs/backoffice.md, "Delivery and markets"). The API checks the staff role on every call and audits each change.
import { revalidatePath } from 'next/cache';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../lib/errors';
import { type FieldErrors, parseForm } from '../../lib/forms';
import type { Dictionary } from '../../lib/i18n/dictionary';
import { getDictionary } from '../../lib/i18n/server';
import { parseMoney } from '../../lib/money';
import {
  holidayForm,
  holidayKeyForm,
  marketForm,
  routeCodeForm,
  routeEditForm,
  routeForm,
  shippingForm,
} from './schemas/backoffice-delivery';

export type DeliveryFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  fieldErrors?: FieldErrors;
  /** What was typed, given back with a refusal so the fields keep it (a field of checkboxes: every value ticked). */
  values?: Record<string, string | string[]>;
  /** Bumped on every answer, so the fields re-mount with the values above. */
  round?: number;
};

/** The form's typed values (React's own action fields left out). */
function typed(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of form.entries()) {
    if (name.startsWith('$ACTION') || typeof value !== 'string') continue;
    const known = values[name];
    values[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return values;
}

/** An action's answer with the round bumped, and what was typed when it refused. */
async function answer(
  previous: DeliveryFormState,
  form: FormData,
  act: (form: FormData) => Promise<DeliveryFormState>,
): Promise<DeliveryFormState> {
  const state = await act(form);
  const round = (previous.round ?? 0) + 1;
  return state.status === 'error' ? { ...state, values: typed(form), round } : { ...state, round };
}

/** The form field an API field path is about ("body.name.en" → "nameEn", "body.weekdays.1" → "weekdays"). */
function fieldOf(path: string): string {
  const [, field, sub] = path.split('.');
  if (field === 'name' && (sub === 'nb' || sub === 'en')) return sub === 'nb' ? 'nameNb' : 'nameEn';
  if (field === 'vatRates' && sub) return sub;
  return field ?? 'form';
}

/** The field each business rule (422) is about. */
const ruleFields: Record<string, string> = {
  delivery_route_overlap: 'zipFrom',
  delivery_route_exists: 'code',
  holiday_exists: 'date',
};

/** A refusal of the API as the form's message and the fields it names. */
function refused(error: unknown, t: Dictionary): DeliveryFormState {
  const problem = problemOf(error);
  let message = errorMessage(error, t);
  if (problem?.code === 'delivery_route_overlap' && typeof problem.route === 'string') {
    message = t.backofficeDelivery.rules.delivery_route_overlap(problem.route);
  }
  const fieldErrors: FieldErrors = {};
  for (const e of problem?.errors ?? []) fieldErrors[fieldOf(e.path)] ??= e.message;
  const ruleField = problem ? ruleFields[problem.code] : undefined;
  if (ruleField) fieldErrors[ruleField] = message;
  return { status: 'error', message, fieldErrors };
}

async function begin() {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  return { api, isSignedIn: viewer.isSignedIn, t };
}

const changedDelivery = () => revalidatePath('/backoffice/delivery', 'layout');

/** Adds a route (or an area not served) to a market. */
async function createRouteOnce(form: FormData): Promise<DeliveryFormState> {
  const { api, isSignedIn, t } = await begin();
  if (!isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, routeForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  const v = parsed.value;
  if (!v.notServed && v.weekdays.length === 0) {
    return {
      status: 'error',
      message: t.backofficeDelivery.pickDay,
      fieldErrors: { weekdays: t.backofficeDelivery.pickDay },
    };
  }
  try {
    await api.createDeliveryRoute({
      body: {
        code: v.code,
        market: v.market,
        name: { nb: v.nameNb, en: v.nameEn },
        zipFrom: v.zipFrom,
        zipTo: v.zipTo,
        isServed: !v.notServed,
        weekdays: v.notServed ? [] : v.weekdays,
        transitDays: v.transitDays,
        cutOff: v.cutOff,
        expressBefore: v.expressBefore ?? null,
      },
    });
  } catch (error) {
    return refused(error, t);
  }
  changedDelivery();
  return { status: 'ok', message: t.backofficeDelivery.routes.added };
}

/** Changes a route's zip range, weekdays, transit days and cut-off. */
async function updateRouteOnce(form: FormData): Promise<DeliveryFormState> {
  const { api, isSignedIn, t } = await begin();
  if (!isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, routeEditForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  const { code, ...v } = parsed.value;
  try {
    await api.updateDeliveryRoute({ path: { code }, body: v });
  } catch (error) {
    return refused(error, t);
  }
  changedDelivery();
  return { status: 'ok', message: t.backofficeDelivery.saved };
}

async function deleteRouteOnce(form: FormData): Promise<DeliveryFormState> {
  const { api, isSignedIn, t } = await begin();
  if (!isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, routeCodeForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  try {
    await api.deleteDeliveryRoute({ path: { code: parsed.value.code } });
  } catch (error) {
    return refused(error, t);
  }
  changedDelivery();
  return { status: 'ok', message: t.backofficeDelivery.removed };
}

/** Adds a holiday to a market (its year's generated calendar is kept from then on). */
async function createHolidayOnce(form: FormData): Promise<DeliveryFormState> {
  const { api, isSignedIn, t } = await begin();
  if (!isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, holidayForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  const { market, date, nameNb, nameEn } = parsed.value;
  try {
    await api.createHoliday({ body: { market, date, name: { nb: nameNb, en: nameEn } } });
  } catch (error) {
    return refused(error, t);
  }
  changedDelivery();
  return { status: 'ok', message: t.backofficeDelivery.holidays.added };
}

async function renameHolidayOnce(form: FormData): Promise<DeliveryFormState> {
  const { api, isSignedIn, t } = await begin();
  if (!isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, holidayForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  const { market, date, nameNb, nameEn } = parsed.value;
  try {
    await api.updateHoliday({
      path: { market, date },
      body: { name: { nb: nameNb, en: nameEn } },
    });
  } catch (error) {
    return refused(error, t);
  }
  changedDelivery();
  return { status: 'ok', message: t.backofficeDelivery.holidays.renamed };
}

async function deleteHolidayOnce(form: FormData): Promise<DeliveryFormState> {
  const { api, isSignedIn, t } = await begin();
  if (!isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, holidayKeyForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  try {
    await api.deleteHoliday({ path: parsed.value });
  } catch (error) {
    return refused(error, t);
  }
  changedDelivery();
  return { status: 'ok', message: t.backofficeDelivery.removed };
}

/** A shipping method's names, cut-off and fee per market (fields `fee.NO`, `fee.SE` …, typed in major units). */
async function updateShippingMethodOnce(form: FormData): Promise<DeliveryFormState> {
  const { api, isSignedIn, t } = await begin();
  if (!isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, shippingForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  const fees: { market: string; fee: number }[] = [];
  const fieldErrors: FieldErrors = {};
  for (const [name, value] of form.entries()) {
    if (!name.startsWith('fee_') || typeof value !== 'string') continue;
    const fee = parseMoney(value);
    if (fee === null) fieldErrors[name] = t.forms.amount;
    else fees.push({ market: name.slice(4), fee });
  }
  if (Object.keys(fieldErrors).length > 0) {
    return { status: 'error', message: t.forms.invalid(Object.keys(fieldErrors).length), fieldErrors };
  }
  const { code, nameNb, nameEn, cutOff } = parsed.value;
  try {
    await api.updateShippingMethod({
      path: { code },
      body: { name: { nb: nameNb, en: nameEn }, cutOff, fees },
    });
  } catch (error) {
    return refused(error, t);
  }
  changedDelivery();
  return { status: 'ok', message: t.backofficeDelivery.saved };
}

/** A market's VAT rates, typed in per cent (administrators). */
async function updateMarketVatOnce(form: FormData): Promise<DeliveryFormState> {
  const { api, isSignedIn, t } = await begin();
  if (!isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, marketForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  const { code, ...vatRates } = parsed.value;
  try {
    await api.updateMarket({ path: { code }, body: { vatRates } });
  } catch (error) {
    return refused(error, t);
  }
  changedDelivery();
  return { status: 'ok', message: t.backofficeDelivery.saved };
}

// The actions the forms call.

/** Adds a route (or an area not served) to a market. */
export async function createRoute(previous: DeliveryFormState, form: FormData): Promise<DeliveryFormState> {
  return answer(previous, form, createRouteOnce);
}

/** Changes a route's zip range, weekdays, transit days and cut-off. */
export async function updateRoute(previous: DeliveryFormState, form: FormData): Promise<DeliveryFormState> {
  return answer(previous, form, updateRouteOnce);
}

/** Removes a route. */
export async function deleteRoute(previous: DeliveryFormState, form: FormData): Promise<DeliveryFormState> {
  return answer(previous, form, deleteRouteOnce);
}

/** Adds a holiday to a market (its year's generated calendar is kept from then on). */
export async function createHoliday(previous: DeliveryFormState, form: FormData): Promise<DeliveryFormState> {
  return answer(previous, form, createHolidayOnce);
}

/** Renames a holiday. */
export async function renameHoliday(previous: DeliveryFormState, form: FormData): Promise<DeliveryFormState> {
  return answer(previous, form, renameHolidayOnce);
}

/** Removes a holiday. */
export async function deleteHoliday(previous: DeliveryFormState, form: FormData): Promise<DeliveryFormState> {
  return answer(previous, form, deleteHolidayOnce);
}

/** A shipping method's names, cut-off and fees per market. */
export async function updateShippingMethod(previous: DeliveryFormState, form: FormData): Promise<DeliveryFormState> {
  return answer(previous, form, updateShippingMethodOnce);
}

/** A market's VAT rates (administrators). */
export async function updateMarketVat(previous: DeliveryFormState, form: FormData): Promise<DeliveryFormState> {
  return answer(previous, form, updateMarketVatOnce);
}
