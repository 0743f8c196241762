'use server';
// Joining a company by e-mail domain: the person asks (the web server calls the API with the shared secret), and an
// admin decides from the users page.
import { revalidatePath } from 'next/cache';
import { serverApi } from '../../lib/api';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { type FieldErrors, parseForm, typedValues } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { joinDecisionForm, joinRequestForm } from './schemas/join';

export type JoinFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  fieldErrors?: FieldErrors;
  values?: { email: string; firstName: string; lastName: string };
};

export async function askToJoin(_previous: JoinFormState, form: FormData): Promise<JoinFormState> {
  const { language, t } = await getDictionary();
  const values = typedValues(form, ['email', 'firstName', 'lastName']);
  const parsed = parseForm(form, joinRequestForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, values };
  try {
    await serverApi({ language }).createJoinRequest({ body: { ...parsed.value, locale: language } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), values };
  }
  return { status: 'ok', message: t.account.join.sent };
}

export async function decideJoinRequest(_previous: JoinFormState, form: FormData): Promise<JoinFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, joinDecisionForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  const { requestId, decision, role } = parsed.value;
  const path = { customerId: viewer.company.customerId, requestId };
  try {
    if (decision === 'approve') {
      await api.approveJoinRequest({ path, body: { role } });
    } else {
      await api.rejectJoinRequest({ path });
    }
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath('/account/contacts');
  return { status: 'ok' };
}
