import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import {
  EidSignInForm,
  EmailLinkSignInForm,
  PasskeySignInButton,
  PasswordSignInForm,
} from '../../../components/auth/sign-in-forms';
import Link from '../../../components/ui/link';
import { errorText } from '../../../lib/auth/error-text';
import { getViewer } from '../../../lib/auth/viewer';
import { getDictionary } from '../../../lib/i18n/server';
import { safeReturnTo } from '../../../lib/return-to';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.auth.signInTitle };
}

type Search = Promise<{ callbackUrl?: string; returnTo?: string; error?: string; code?: string; retryAfter?: string }>;

/**
 * Our sign-in page (Auth.js pages.signIn): password, eID, e-mail link and passkey. Auth.js's error redirects land
 * here too (pages.error), with its error type in `error`.
 */
export default async function SignInPage({ searchParams }: { searchParams: Search }) {
  const [{ language, t }, viewer, search] = await Promise.all([getDictionary(), getViewer(), searchParams]);
  // Auth.js says callbackUrl; our own pages' redirects say returnTo. Both are checked as same-site paths.
  const returnTo = safeReturnTo(callbackPath(search.callbackUrl ?? search.returnTo));
  if (viewer.isSignedIn) redirect(returnTo);
  const errorCode = search.code ?? search.error;
  const initialError = errorText(language, errorCode, search.retryAfter);
  return (
    <div className="auth-page">
      <h1>{t.auth.signInTitle}</h1>
      {initialError ? (
        <p className="alert alert-error" role="alert">
          {initialError}
        </p>
      ) : null}
      <div className="auth-options">
        <section aria-labelledby="password-heading" className="panel">
          <h2 id="password-heading">{t.auth.withPassword}</h2>
          <PasswordSignInForm language={language} returnTo={returnTo} />
        </section>
        <section aria-labelledby="eid-heading" className="panel">
          <h2 id="eid-heading">{t.auth.withEid}</h2>
          <p className="muted">{t.auth.eidHelp}</p>
          <EidSignInForm language={language} returnTo={returnTo} />
        </section>
        <section aria-labelledby="email-link-heading" className="panel">
          <h2 id="email-link-heading">{t.signin.emailLink.heading}</h2>
          <p className="muted">{t.signin.emailLink.help}</p>
          <EmailLinkSignInForm language={language} returnTo={returnTo} />
        </section>
        <section aria-labelledby="passkey-heading" className="panel">
          <h2 id="passkey-heading">{t.signin.passkey.heading}</h2>
          <p className="muted">{t.signin.passkey.help}</p>
          <PasskeySignInButton language={language} returnTo={returnTo} />
        </section>
      </div>
      <p>
        <Link href="/join">{t.account.join.fromLogin}</Link>
      </p>
    </div>
  );
}

/** Auth.js sends absolute callback URLs; keep only the path. */
function callbackPath(value: string | undefined): string {
  if (!value) return '/';
  try {
    const url = new URL(value, 'http://local');
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}
