'use server';
// Back-office actions on staff accounts: create one, change its role, deactivate or reactivate it (administrators;
// the API checks the role on every call, docs/backoffice.md "Staff and roles").
import { revalidatePath } from 'next/cache';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../lib/errors';
import { type FieldErrors, parseForm, typedValues } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { createStaffForm, updateStaffForm } from './schemas/backoffice-staff';

export type StaffFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  fieldErrors?: FieldErrors;
  /** What was typed, given back after a refusal. */
  values?: Record<string, string>;
};

export async function createStaffAccount(_previous: StaffFormState, form: FormData): Promise<StaffFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const values = typedValues(form, ['email', 'firstName', 'lastName', 'role', 'locale']);
  const parsed = parseForm(form, createStaffForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, values };
  try {
    const account = await api.createStaff({ body: parsed.value });
    revalidatePath('/backoffice/staff');
    return { status: 'ok', message: t.backofficeStaff.staff.created(account.email) };
  } catch (error) {
    const message = errorMessage(error, t);
    // The one business refusal of a field: an address already in use.
    const fieldErrors = problemOf(error)?.code === 'email_taken' ? { email: message } : undefined;
    return { status: 'error', message, fieldErrors, values };
  }
}

export async function updateStaffAccount(_previous: StaffFormState, form: FormData): Promise<StaffFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, updateStaffForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors };
  const { contactId, role, active } = parsed.value;
  try {
    const account = await api.updateStaff({
      path: { contactId },
      body: active !== undefined ? { isActive: active === '1' } : { role },
    });
    revalidatePath('/backoffice/staff');
    return { status: 'ok', message: t.backofficeStaff.staff.saved(`${account.firstName} ${account.lastName}`) };
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
}
