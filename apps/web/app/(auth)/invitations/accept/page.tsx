import type { InvitationLookup } from '@engros/client';
import type { Metadata } from 'next';
import { InvitationAnswer } from '../../../../components/account/invitation-answer';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { getDictionary } from '../../../../lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.account.invitations.linkTitle };
}

type Props = { searchParams: Promise<{ token?: string }> };

/**
 * Where the invitation mail's link lands (docs/account.md, "Invitations"). Opening it accepts nothing (mail scanners
 * open links too): the invited person signs in, sees which company invites them and in which role, and accepts or
 * declines with a button. Only the addressee sees the invitation (the API answers 404 to anyone else).
 */
export default async function InvitationPage({ searchParams }: Props) {
  const [{ token }, { api, viewer, language }, { t }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  const texts = t.account.invitations;
  const isWellFormed = typeof token === 'string' && token.length >= 20 && token.length <= 200;
  const here = `/invitations/accept?token=${encodeURIComponent(token ?? '')}`;

  if (!viewer.isSignedIn) {
    return (
      <div className="page auth-page">
        <h1>{texts.linkTitle}</h1>
        <p>{texts.signInFirst}</p>
        <p>
          <Link href={`/login?callbackUrl=${encodeURIComponent(here)}`} className="button" data-invitation-sign-in>
            {texts.signIn}
          </Link>
        </p>
      </div>
    );
  }

  const invitation: InvitationLookup | null = isWellFormed
    ? await api.lookupInvitation({ body: { token }, init: { cache: 'no-store' } }).catch(() => null)
    : null;
  const dateFormat = new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeZone: 'Europe/Oslo' });
  return (
    <div className="page auth-page">
      <h1>{texts.linkTitle}</h1>
      {!invitation ? (
        <>
          <p className="alert alert-error" role="alert" data-invitation-not-yours>
            {texts.notYours}
          </p>
          <p>
            <Link href="/logout">{t.auth.signOut}</Link>
          </p>
        </>
      ) : invitation.status !== 'open' ? (
        <>
          <p className="alert alert-info" role="status" data-invitation-closed={invitation.status}>
            {texts.closed[invitation.status]}
          </p>
          <p>
            <Link href="/account">{texts.toAccount}</Link>
          </p>
        </>
      ) : (
        <section data-invitation={invitation.invitationId}>
          <p>{texts.invitedTo(invitation.companyName, t.account.roles[invitation.role])}</p>
          <p className="muted">{texts.expires(dateFormat.format(new Date(invitation.expiresAt)))}</p>
          <InvitationAnswer
            language={language}
            invitationId={invitation.invitationId}
            companyName={invitation.companyName}
          />
        </section>
      )}
    </div>
  );
}
