'use server';
// The account's writes: company details, delivery addresses, users (admins), consents and the password.
// The company is always the one the person shops for now (from the session), never a form field; the API checks
// the live role on every call, so a refusal comes back as the API's own title in the person's language.
import { revalidatePath } from 'next/cache';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { AuthError, CredentialsSignin } from 'next-auth';
import { signIn, signOut } from '../../auth';
import { serverApi } from '../../lib/api';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../lib/errors';
import { type FieldErrors, type Parsed, parseForm, typedValues } from '../../lib/forms';
import { isLanguage } from '../../lib/i18n/dictionary';
import { getDictionary, LANGUAGE_COOKIE } from '../../lib/i18n/server';
import {
  addressForm,
  addressIdForm,
  changeContactForm,
  companyForm,
  consentsForm,
  inviteForm,
  passwordForm,
  type roles,
} from './schemas/account';

export type AccountFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  /** What was typed, given back after a refusal so the form keeps it. */
  values?: Record<string, string>;
  /** What is wrong with each field: our schema's finding, or the field the API named in its refusal. */
  fieldErrors?: FieldErrors;
  /** Bumped on every answer, so fields re-mount with the values above. */
  round?: number;
};

type Role = (typeof roles)[number];

/** The field each business rule (422) is about. */
const ruleFields: Record<string, string[]> = {
  zip_code_invalid: ['zipCode'],
  market_not_allowed: ['country'],
  vat_number_invalid: ['vatNumber'],
  contact_already_member: ['email'],
  contact_inactive: ['email'],
};

/** The fields a refusal is about: those a 400 names ("body.zipCode" → "zipCode"), or the 422 rule's field. */
function refusedFields(error: unknown, message: string): FieldErrors {
  const problem = problemOf(error);
  if (!problem) return {};
  const named = (problem.errors ?? []).map((e) => e.path.replace(/^(body|query|params)\./, ''));
  const fields = named.length > 0 ? named : (ruleFields[problem.code] ?? []);
  return Object.fromEntries(fields.map((name) => [name, message]));
}

function refused(
  error: unknown,
  message: string,
  previous: AccountFormState,
  values?: Record<string, string>,
): AccountFormState {
  return { status: 'error', message, values, fieldErrors: refusedFields(error, message), round: next(previous) };
}

/** A form our schema refused: each field's problem, what was typed kept. */
function invalid(
  parsed: Extract<Parsed<unknown>, { isValid: false }>,
  previous: AccountFormState,
  values?: Record<string, string>,
): AccountFormState {
  return { status: 'error', message: parsed.message, values, fieldErrors: parsed.fieldErrors, round: next(previous) };
}

const next = (previous: AccountFormState) => (previous.round ?? 0) + 1;

async function context() {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  const company = viewer.isSignedIn ? viewer.company : null;
  return { api, viewer, company, t };
}

// Company

const companyFields = ['name', 'email', 'phone', 'vatNumber'];

/** Admins change the company's name and contact data (the API refuses others with 403). */
export async function updateCompany(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const { api, company, t } = await context();
  const values = typedValues(form, companyFields);
  if (!company) return refused(null, t.errors.signInAgain, previous, values);
  const parsed = parseForm(form, companyForm, t);
  if (!parsed.isValid) return invalid(parsed, previous, values);
  const { name, email, phone, vatNumber } = parsed.value;
  try {
    await api.updateCustomer({
      body: {
        customerId: company.customerId,
        name,
        email: email ?? null,
        phone: phone ?? null,
        vatNumber: vatNumber ?? null,
      },
    });
  } catch (error) {
    return refused(error, errorMessage(error, t), previous, values);
  }
  revalidatePath('/account', 'layout');
  return { status: 'ok', message: t.account.saved, round: next(previous) };
}

// Addresses

const addressFields = [
  'name',
  'line1',
  'line2',
  'zipCode',
  'city',
  'country',
  'contactName',
  'phone',
  'deliveryInstructions',
];

/**
 * Adds a delivery address, or edits one (addressId given). Success goes back to the list with a notice; a
 * refusal keeps what was typed. Invoice addresses are not edited here (admins ask customer service).
 */
export async function saveAddress(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const { api, company, t } = await context();
  const values = { ...typedValues(form, addressFields), isDefault: form.get('isDefault') === 'on' ? 'on' : '' };
  if (!company) return refused(null, t.errors.signInAgain, previous, values);
  const parsed = parseForm(form, addressForm, t);
  if (!parsed.isValid) return invalid(parsed, previous, values);
  const { addressId, isDefault: makeDefault, ...typed } = parsed.value;
  const fields = {
    ...typed,
    line2: typed.line2 ?? null,
    contactName: typed.contactName ?? null,
    phone: typed.phone ?? null,
    deliveryInstructions: typed.deliveryInstructions ?? null,
  };
  try {
    if (addressId) {
      await api.editAddress({
        body: { customerId: company.customerId, addressId, ...fields, ...(makeDefault ? { isDefault: true } : {}) },
      });
    } else {
      await api.addAddress({
        body: { customerId: company.customerId, type: 'delivery', ...fields, isDefault: makeDefault },
      });
    }
  } catch (error) {
    return refused(error, errorMessage(error, t), previous, values);
  }
  revalidatePath('/account/addresses', 'layout');
  redirect(`/account/addresses?done=${addressId ? 'updated' : 'added'}`);
}

/** Deletes a delivery address (soft at the API; the default passes to the newest other one). */
export async function deleteAddress(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const { api, company, t } = await context();
  if (!company) return refused(null, t.errors.signInAgain, previous);
  const parsed = parseForm(form, addressIdForm, t);
  if (!parsed.isValid) return invalid(parsed, previous);
  try {
    await api.deleteAddress({
      query: { customerId: company.customerId, addressId: parsed.value.addressId },
    });
  } catch (error) {
    return refused(error, errorMessage(error, t), previous);
  }
  revalidatePath('/account/addresses', 'layout');
  redirect('/account/addresses?done=deleted');
}

// Users (admins)

const inviteFields = ['email', 'firstName', 'lastName', 'phone', 'role', 'locale'];

/** Invites a person by e-mail with a role; the API finds or creates the contact and mails the link. */
export async function inviteContact(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const { api, company, t } = await context();
  const values = typedValues(form, inviteFields);
  if (!company) return refused(null, t.errors.signInAgain, previous, values);
  const parsed = parseForm(form, inviteForm, t);
  if (!parsed.isValid) return invalid(parsed, previous, values);
  let email: string;
  try {
    const answer = await api.createContact({
      body: { customerId: company.customerId, ...parsed.value, phone: parsed.value.phone ?? null },
    });
    email = answer.member.email;
  } catch (error) {
    return refused(error, errorMessage(error, t), previous, values);
  }
  revalidatePath('/account/contacts');
  return { status: 'ok', message: t.account.contacts.invited(email), round: next(previous) };
}

/**
 * One member's change: a new role, deactivation or reactivation (for an invited person: withdraw or send the
 * invitation again). The API keeps the last admin and refuses changes to one's own membership (422).
 */
export async function changeContact(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const { api, company, t } = await context();
  if (!company) return refused(null, t.errors.signInAgain, previous);
  const texts = t.account.contacts;
  const parsed = parseForm(form, changeContactForm, t);
  if (!parsed.isValid) return invalid(parsed, previous, typedValues(form, ['role']));
  const { contactId, name, op, role } = parsed.value;
  const wasInvited = parsed.value.status === 'invited';
  if (op === 'role' && !role) return refused(null, t.forms.invalidValue, previous);
  const change: { role: Role } | { isActive: boolean } =
    op === 'role' && role ? { role } : op === 'deactivate' ? { isActive: false } : { isActive: true };
  try {
    await api.changeContactRelation({ body: { customerId: company.customerId, contactId, ...change } });
  } catch (error) {
    return refused(error, errorMessage(error, t), previous, { role: role ?? '' });
  }
  revalidatePath('/account/contacts');
  if (op === 'deactivate' && wasInvited) redirect('/account/contacts?done=withdrawn'); // the row is gone
  const message =
    op === 'role' && role
      ? texts.roleChanged(name, t.account.roles[role])
      : op === 'deactivate'
        ? texts.deactivated(name)
        : wasInvited
          ? texts.resent(name)
          : texts.reactivated(name);
  return { status: 'ok', message, values: { role: role ?? '' }, round: next(previous) };
}

// Consents

/**
 * Records the person's answers. Only what changed is sent: an unanswered consent left unticked stays unanswered
 * (the API would otherwise record a "no" the person never gave).
 */
export async function saveConsents(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const { api, company, t } = await context();
  if (!company) return refused(null, t.errors.signInAgain, previous);
  const parsed = parseForm(form, consentsForm, t);
  if (!parsed.isValid) return invalid(parsed, previous);
  const { type: types, was: answered, granted } = parsed.value;
  const changes = types.flatMap((type) => {
    const isGranted = granted[type] === 'on';
    const was = answered[type] ?? ''; // 'true', 'false' or '' (never answered)
    if (was === '' ? !isGranted : String(isGranted) === was) return [];
    return [{ type, isGranted }];
  });
  if (changes.length > 0) {
    try {
      await api.upsertConsents({
        path: { customerId: company.customerId },
        body: { consents: changes },
      });
    } catch (error) {
      return refused(error, errorMessage(error, t), previous);
    }
    revalidatePath('/account/consents');
  }
  return { status: 'ok', message: t.account.saved, round: next(previous) };
}

// Language

/**
 * The person's language: stored on them at the API (e-mails follow it) and in this browser's cookie (a year, as the
 * header's switch). If the API cannot store it right now the cookie still changes: the page must follow the choice.
 */
export async function setAccountLanguage(form: FormData): Promise<void> {
  const language = form.get('language');
  if (isLanguage(language)) {
    const { api, viewer } = await viewerApi();
    if (viewer.isSignedIn) await api.updateMyLocale({ body: { locale: language } }).catch(() => undefined);
    (await cookies()).set(LANGUAGE_COOKIE, language, { path: '/', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax' });
  }
  redirect('/account?language=saved');
}

// Password

/**
 * Changes the person's own password (the API's call takes the contact id and the shared secret: the id is the
 * signed-in person's, never a form field). The API then ends every session, this one too; we sign in again with
 * the new password so the person stays signed in here. Should that fail, the person is signed out and asked to
 * sign in with the new password.
 */
export async function changePassword(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const [{ viewer, language }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  const texts = t.account.password;
  const round = next(previous);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain, round };
  // Passwords are not trimmed (a space is a character) and never given back to the browser.
  const parsed = parseForm(form, passwordForm, t);
  if (!parsed.isValid) return invalid(parsed, previous);
  const { currentPassword, newPassword } = parsed.value;
  const api = serverApi({ language });
  try {
    const fresh = await api.changePassword({
      path: { customerId: viewer.contactId },
      body: { ...(currentPassword ? { currentPassword } : {}), newPassword },
    });
    // We sign in anew below (that gives the cookie its pair); the pair the change answered is not needed.
    await api.revokeSession({ body: { refreshToken: fresh.refreshToken } }).catch(() => undefined);
  } catch (error) {
    const code = problemOf(error)?.code;
    const message = errorMessage(error, t);
    const field = code === 'password_incorrect' ? 'currentPassword' : code ? 'newPassword' : undefined;
    return { status: 'error', message, fieldErrors: field ? { [field]: message } : {}, round };
  }
  try {
    await signIn('password', { email: viewer.email, password: newPassword, redirectTo: '/account/password?changed=1' });
  } catch (error) {
    if (!(error instanceof CredentialsSignin || error instanceof AuthError)) throw error; // the redirect
    await signOut({ redirect: false });
    redirect('/account/password?changed=signin');
  }
  return { status: 'ok', message: texts.changed, round };
}
