'use server';
// Joining a company by e-mail domain: the person asks (the web server calls the API with the shared secret), and an
// admin decides from the users page.
import { revalidatePath } from 'next/cache';
import { serverApi } from '../../lib/api';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { getDictionary } from '../../lib/i18n/server';

export type JoinFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  values?: { email: string; firstName: string; lastName: string };
};

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

export async function askToJoin(_previous: JoinFormState, form: FormData): Promise<JoinFormState> {
  const { language, t } = await getDictionary();
  const values = { email: text(form, 'email'), firstName: text(form, 'firstName'), lastName: text(form, 'lastName') };
  try {
    await serverApi({ language }).postCustomerJoinRequests({ body: { ...values, locale: language } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), values };
  }
  return { status: 'ok', message: t.account.join.sent };
}

export async function decideJoinRequest(_previous: JoinFormState, form: FormData): Promise<JoinFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain };
  const path = { customerId: viewer.company.customerId, requestId: text(form, 'requestId') };
  try {
    if (form.get('decision') === 'approve') {
      const role = text(form, 'role');
      await api.postCustomerByCustomerIdJoinRequestsByRequestIdApprove({
        path,
        body: { role: role === 'admin' || role === 'viewer' ? role : 'buyer' },
      });
    } else {
      await api.postCustomerByCustomerIdJoinRequestsByRequestIdReject({ path });
    }
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath('/account/contacts');
  return { status: 'ok' };
}
