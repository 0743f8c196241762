'use server';
// Invitations to the signed-in person (docs/account.md, "Invitations"): joining a company is their own act, from the
// account's list or the mailed link's page. The API checks the invitation is theirs; the session's companies are
// read again from the API afterwards, so the new company is there at once.
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { updateSession } from '../../auth';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { parseForm } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { invitationAnswerForm } from './schemas/invitations';

export type InvitationAnswerState = { message?: string };

/** Accepts or declines one invitation; success goes to the account with a notice, a refusal is shown in place. */
export async function answerInvitation(
  _previous: InvitationAnswerState,
  form: FormData,
): Promise<InvitationAnswerState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { message: t.errors.signInAgain };
  const parsed = parseForm(form, invitationAnswerForm, t);
  if (!parsed.isValid) return { message: parsed.message };
  const path = { invitationId: parsed.value.invitationId };
  const isAccept = parsed.value.answer === 'accept';
  let joined: string | null = null;
  try {
    if (isAccept) joined = (await api.acceptMyInvitation({ path })).customerId;
    else await api.declineMyInvitation({ path });
  } catch (error) {
    return { message: errorMessage(error, t) };
  }
  if (joined) await updateSession({ refreshCompanies: true, customerId: joined } as never);
  revalidatePath('/account');
  redirect(`/account?invitation=${joined ? 'accepted' : 'declined'}`);
}
