import type { Metadata } from 'next';
import Link from '../../../components/ui/link';
import { getViewer } from '../../../lib/auth/viewer';
import { getDictionary } from '../../../lib/i18n/server';
import { signOutEverywhere } from '../../actions/auth';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.auth.signOutTitle };
}

/** Auth.js pages.signOut: the same question as its built-in page, in the person's language. */
export default async function SignOutPage() {
  const [{ t }, viewer] = await Promise.all([getDictionary(), getViewer()]);
  return (
    <div className="auth-page">
      <h1>{t.auth.signOutTitle}</h1>
      {viewer.isSignedIn ? (
        <form action={signOutEverywhere} className="panel">
          <p>{t.auth.signOutQuestion}</p>
          <button type="submit" className="button">
            {t.auth.signOut}
          </button>
        </form>
      ) : (
        <p>
          <Link href="/login">{t.auth.signIn}</Link>
        </p>
      )}
    </div>
  );
}
