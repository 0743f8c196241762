import type { Metadata } from 'next';
import { PasswordForm } from '../../../../components/account/password-form';
import { FormMessage } from '../../../../components/ui/form-message';
import Link from '../../../../components/ui/link';
import { accountContext } from '../../../../lib/account';
import { serverApi } from '../../../../lib/api';
import { getViewer } from '../../../../lib/auth/viewer';
import { getDictionary } from '../../../../lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.account.password.title };
}

type Props = { searchParams: Promise<{ changed?: string }> };

/**
 * Change password. The API ends every session on a change; the action signs in again with the new password, so
 * the person lands back here signed in (`?changed=1`). If that sign-in fails they are signed out and this page
 * says so with a link to sign in (`?changed=signin`).
 */
export default async function PasswordPage({ searchParams }: Props) {
  const [{ changed }, viewer, { t, language }] = await Promise.all([searchParams, getViewer(), getDictionary()]);
  const texts = t.account.password;
  if (!viewer.isSignedIn && changed === 'signin') {
    return (
      <div className="page account-page">
        <h1>{texts.title}</h1>
        <p className="alert alert-info" role="status">
          {texts.changedSignIn}
        </p>
        <p>
          <Link href="/login?callbackUrl=%2Faccount" className="button">
            {texts.signIn}
          </Link>
        </p>
      </div>
    );
  }
  const { viewer: person } = await accountContext('/account/password');
  // Whether the account has a password yet (an invited or eID-only person sets the first one without the old).
  const hasPassword = await serverApi({ language })
    .getContact({ path: { contactId: person.contactId }, init: { cache: 'no-store' } })
    .then((contact) => contact.hasPassword)
    .catch(() => true);
  return (
    <div className="page account-page">
      <h1>{texts.title}</h1>
      <p className="lead">{texts.lead}</p>
      <FormMessage state={{ status: 'ok', message: changed === '1' ? texts.changed : '' }} data-password-notice />
      <PasswordForm language={language} hasPassword={hasPassword} email={person.email} />
    </div>
  );
}
