'use server';
// The account's writes: company details, delivery addresses, users (admins), consents and the password.
// The company is always the one the person shops for now (from the session), never a form field; the API checks
// the live role on every call, so a refusal comes back as the API's own title in the person's language.
import { revalidatePath } from 'next/cache';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { AuthError, CredentialsSignin } from 'next-auth';
import { signIn, signOut } from '../../auth';
import { field, optionalField } from '../../lib/account';
import { serverApi } from '../../lib/api';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../lib/errors';
import { isLanguage } from '../../lib/i18n/dictionary';
import { getDictionary, LANGUAGE_COOKIE } from '../../lib/i18n/server';

export type AccountFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  /** What was typed, given back after a refusal so the form keeps it. */
  values?: Record<string, string>;
  /** Fields the API named in a 400 (marked aria-invalid). */
  invalid?: string[];
  /** Bumped on every answer, so fields re-mount with the values above. */
  round?: number;
};

const roles = ['admin', 'buyer', 'viewer'] as const;
type Role = (typeof roles)[number];
const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);

/** The form's text fields (not passwords) as typed. */
function typed(form: FormData, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')]));
}

/** The field each business rule (422) is about. */
const ruleFields: Record<string, string[]> = {
  zip_code_invalid: ['zipCode'],
  market_not_allowed: ['country'],
  vat_number_invalid: ['vatNumber'],
  contact_already_member: ['email'],
  contact_inactive: ['email'],
};

/** The fields a refusal is about: those a 400 names ("body.zipCode" → "zipCode"), or the 422 rule's field. */
function invalidFields(error: unknown): string[] {
  const problem = problemOf(error);
  if (!problem) return [];
  const named = (problem.errors ?? []).map((e) => e.path.replace(/^(body|query|params)\./, ''));
  return named.length > 0 ? named : (ruleFields[problem.code] ?? []);
}

function refused(error: unknown, message: string, previous: AccountFormState, values?: Record<string, string>) {
  return {
    status: 'error' as const,
    message,
    values,
    invalid: invalidFields(error),
    round: (previous.round ?? 0) + 1,
  };
}

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
  const values = typed(form, companyFields);
  if (!company) return refused(null, t.errors.signInAgain, previous, values);
  try {
    await api.putCustomerUpdateCustomer({
      body: {
        customerId: company.customerId,
        name: field(form, 'name'),
        email: optionalField(form, 'email'),
        phone: optionalField(form, 'phone'),
        vatNumber: optionalField(form, 'vatNumber'),
      },
    });
  } catch (error) {
    return refused(error, errorMessage(error, t), previous, values);
  }
  revalidatePath('/account', 'layout');
  return { status: 'ok', message: t.account.saved, round: (previous.round ?? 0) + 1 };
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
  const values = typed(form, addressFields);
  if (!company) return refused(null, t.errors.signInAgain, previous, values);
  const addressId = field(form, 'addressId');
  const makeDefault = form.get('isDefault') === 'on';
  const fields = {
    name: field(form, 'name'),
    line1: field(form, 'line1'),
    line2: optionalField(form, 'line2'),
    zipCode: field(form, 'zipCode'),
    city: field(form, 'city'),
    country: field(form, 'country'),
    contactName: optionalField(form, 'contactName'),
    phone: optionalField(form, 'phone'),
    deliveryInstructions: optionalField(form, 'deliveryInstructions'),
  };
  try {
    if (addressId) {
      await api.patchCustomerEditAddress({
        body: { customerId: company.customerId, addressId, ...fields, ...(makeDefault ? { isDefault: true } : {}) },
      });
    } else {
      await api.postCustomerAddAddress({
        body: { customerId: company.customerId, type: 'delivery', ...fields, isDefault: makeDefault },
      });
    }
  } catch (error) {
    return refused(error, errorMessage(error, t), previous, { ...values, isDefault: makeDefault ? 'on' : '' });
  }
  revalidatePath('/account/addresses', 'layout');
  redirect(`/account/addresses?done=${addressId ? 'updated' : 'added'}`);
}

/** Deletes a delivery address (soft at the API; the default passes to the newest other one). */
export async function deleteAddress(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const { api, company, t } = await context();
  if (!company) return refused(null, t.errors.signInAgain, previous);
  try {
    await api.deleteCustomerDeleteAddress({
      query: { customerId: company.customerId, addressId: field(form, 'addressId') },
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
  const values = typed(form, inviteFields);
  if (!company) return refused(null, t.errors.signInAgain, previous, values);
  const role = field(form, 'role');
  const locale = field(form, 'locale') === 'en' ? 'en' : 'nb';
  let email: string;
  try {
    const answer = await api.postCustomerCreateContact({
      body: {
        customerId: company.customerId,
        role: (isRole(role) ? role : role || 'buyer') as Role,
        email: field(form, 'email'),
        firstName: field(form, 'firstName'),
        lastName: field(form, 'lastName'),
        phone: optionalField(form, 'phone'),
        locale,
      },
    });
    email = answer.member.email;
  } catch (error) {
    return refused(error, errorMessage(error, t), previous, values);
  }
  revalidatePath('/account/contacts');
  return { status: 'ok', message: t.account.contacts.invited(email), round: (previous.round ?? 0) + 1 };
}

/**
 * One member's change: a new role, deactivation or reactivation (for an invited person: withdraw or send the
 * invitation again). The API keeps the last admin and refuses changes to one's own membership (422).
 */
export async function changeContact(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const { api, company, t } = await context();
  if (!company) return refused(null, t.errors.signInAgain, previous);
  const texts = t.account.contacts;
  const contactId = field(form, 'contactId');
  const name = field(form, 'name');
  const wasInvited = field(form, 'status') === 'invited';
  const op = field(form, 'op');
  const role = field(form, 'role');
  const change =
    op === 'role' ? { role: role as Role } : op === 'deactivate' ? { isActive: false } : { isActive: true };
  try {
    await api.postCustomerChangeContactRelation({ body: { customerId: company.customerId, contactId, ...change } });
  } catch (error) {
    return refused(error, errorMessage(error, t), previous, { role });
  }
  revalidatePath('/account/contacts');
  if (op === 'deactivate' && wasInvited) redirect('/account/contacts?done=withdrawn'); // the row is gone
  const message =
    op === 'role'
      ? texts.roleChanged(name, isRole(role) ? t.account.roles[role] : role)
      : op === 'deactivate'
        ? texts.deactivated(name)
        : wasInvited
          ? texts.resent(name)
          : texts.reactivated(name);
  return { status: 'ok', message, values: { role }, round: (previous.round ?? 0) + 1 };
}

// Consents

/**
 * Records the person's answers. Only what changed is sent: an unanswered consent left unticked stays unanswered
 * (the API would otherwise record a "no" the person never gave).
 */
export async function saveConsents(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const { api, company, t } = await context();
  if (!company) return refused(null, t.errors.signInAgain, previous);
  const types = form.getAll('type').map(String);
  const changes = types.flatMap((type) => {
    const isGranted = form.get(`granted.${type}`) === 'on';
    const was = field(form, `was.${type}`); // 'true', 'false' or '' (never answered)
    if (was === '' ? !isGranted : String(isGranted) === was) return [];
    return [{ type, isGranted }];
  });
  if (changes.length > 0) {
    try {
      await api.postCustomerByCustomerIdConsents({
        path: { customerId: company.customerId },
        body: { consents: changes },
      });
    } catch (error) {
      return refused(error, errorMessage(error, t), previous);
    }
    revalidatePath('/account/consents');
  }
  return { status: 'ok', message: t.account.saved, round: (previous.round ?? 0) + 1 };
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
    if (viewer.isSignedIn) await api.putCustomerMyLocale({ body: { locale: language } }).catch(() => undefined);
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
  const round = (previous.round ?? 0) + 1;
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain, round };
  const currentPassword = String(form.get('currentPassword') ?? '');
  const newPassword = String(form.get('newPassword') ?? '');
  const repeat = String(form.get('repeatPassword') ?? '');
  if (!newPassword || !repeat) return { status: 'error', message: texts.missing, round };
  if (newPassword !== repeat) return { status: 'error', message: texts.mismatch, invalid: ['repeatPassword'], round };
  const api = serverApi({ language });
  try {
    const fresh = await api.postCustomerCustomerByCustomerIdChangePassword({
      path: { customerId: viewer.contactId },
      body: { ...(currentPassword ? { currentPassword } : {}), newPassword },
    });
    // We sign in anew below (that gives the cookie its pair); the pair the change answered is not needed.
    await api.postSessionRevoke({ body: { refreshToken: fresh.refreshToken } }).catch(() => undefined);
  } catch (error) {
    const code = problemOf(error)?.code;
    const invalid = code === 'password_incorrect' ? ['currentPassword'] : code ? ['newPassword'] : [];
    return { status: 'error', message: errorMessage(error, t), invalid, round };
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
