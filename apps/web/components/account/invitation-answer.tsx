'use client';
import { useActionState } from 'react';
import { answerInvitation, type InvitationAnswerState } from '../../app/actions/invitations';
import { accountTexts } from '../../lib/i18n/areas/account';
import type { Language } from '../../lib/i18n/dictionary';
import { FormMessage } from '../ui/form-message';

/** Accept and Decline for one invitation, each naming the company; the API's refusal is shown beside them. */
export function InvitationAnswer({
  language,
  invitationId,
  companyName,
}: {
  language: Language;
  invitationId: string;
  companyName: string;
}) {
  const texts = accountTexts[language].invitations;
  const [state, action, isPending] = useActionState<InvitationAnswerState, FormData>(answerInvitation, {});
  return (
    <form action={action} className="invitation-answer">
      <input type="hidden" name="invitationId" value={invitationId} />
      <button type="submit" name="answer" value="accept" disabled={isPending} aria-label={texts.acceptIn(companyName)}>
        {texts.accept}
      </button>{' '}
      <button
        type="submit"
        name="answer"
        value="decline"
        className="button button-secondary"
        disabled={isPending}
        aria-label={texts.declineIn(companyName)}
      >
        {texts.decline}
      </button>
      <FormMessage state={state} />
    </form>
  );
}
