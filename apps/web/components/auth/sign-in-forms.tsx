'use client';
import { signIn as webAuthnSignIn } from 'next-auth/webauthn';
import { useActionState, useState } from 'react';
import {
  type EidFormState,
  type EmailLinkFormState,
  type SignInFormState,
  signInWithEmailLink,
  signInWithPassword,
  startEidSignIn,
} from '../../app/actions/auth';
import { errorText } from '../../lib/auth/error-text';
import { authTexts } from '../../lib/i18n/areas/auth';
import { signinTexts } from '../../lib/i18n/areas/signin';
import type { Language } from '../../lib/i18n/dictionary';

/** E-mail and password; what was typed stays after a failed try (the password is typed again). */
export function PasswordSignInForm({ language, returnTo }: { language: Language; returnTo: string }) {
  const t = authTexts[language];
  const [state, action, isPending] = useActionState<SignInFormState, FormData>(signInWithPassword, { email: '' });
  const error = errorText(language, state.error, state.retryAfterSeconds);
  return (
    <form action={action} className="form" noValidate={false}>
      <input type="hidden" name="returnTo" value={returnTo} />
      {error ? (
        <p className="alert alert-error" role="alert" id="sign-in-error">
          {error}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="email">{t.email}</label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
          key={state.email}
          aria-describedby={error ? 'sign-in-error' : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor="password">{t.password}</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <button type="submit" className="button" disabled={isPending}>
        {t.signIn}
      </button>
    </form>
  );
}

export function EidSignInForm({ language, returnTo }: { language: Language; returnTo: string }) {
  const t = authTexts[language];
  const [state, action, isPending] = useActionState<EidFormState, FormData>(startEidSignIn, {});
  const error = errorText(language, state.error);
  return (
    <form action={action} className="form">
      <input type="hidden" name="returnTo" value={returnTo} />
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button-secondary" disabled={isPending}>
        {t.eidButton}
      </button>
    </form>
  );
}

/** E-mail link: the typed address stays after a refusal; success goes to "Check your email". */
export function EmailLinkSignInForm({ language, returnTo }: { language: Language; returnTo: string }) {
  const t = signinTexts[language];
  const [state, action, isPending] = useActionState<EmailLinkFormState, FormData>(signInWithEmailLink, {
    email: '',
  });
  const error = errorText(language, state.error, state.retryAfterSeconds);
  return (
    <form action={action} className="form">
      <input type="hidden" name="returnTo" value={returnTo} />
      {error ? (
        <p className="alert alert-error" role="alert" id="email-link-error">
          {error}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="link-email">{t.emailLink.email}</label>
        <input
          id="link-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={state.email}
          key={state.email}
          aria-describedby={error ? 'email-link-error' : undefined}
        />
      </div>
      <button type="submit" className="button button-secondary" disabled={isPending}>
        {t.emailLink.button}
      </button>
    </form>
  );
}

/** The browser's WebAuthn errors that mean "the person said no" rather than "it broke". */
const isCancel = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/**
 * Passkey sign-in (Auth.js Passkey provider through next-auth/webauthn): no e-mail needed, the authenticator offers
 * the person's discoverable credential. Needs JavaScript (WebAuthn is a browser API).
 */
export function PasskeySignInButton({ language, returnTo }: { language: Language; returnTo: string }) {
  const t = signinTexts[language];
  const [error, setError] = useState<string | undefined>();
  const [isPending, setPending] = useState(false);
  const start = async () => {
    setError(undefined);
    if (typeof window.PublicKeyCredential === 'undefined') {
      setError(errorText(language, 'passkey_unsupported'));
      return;
    }
    setPending(true);
    try {
      const result = await webAuthnSignIn('passkey', { redirect: false, redirectTo: returnTo });
      if (result?.ok && result.url) {
        window.location.assign(result.url);
        return;
      }
      // Auth.js names its own error types (an unknown or removed passkey is a "Configuration" error to it).
      setError(errorText(language, result?.error === 'AccessDenied' ? 'AccessDenied' : 'passkey_failed'));
    } catch (failure) {
      setError(errorText(language, isCancel(failure) ? 'passkey_cancelled' : 'passkey_failed'));
    }
    setPending(false);
  };
  return (
    <div className="form">
      <p className="visually-hidden" aria-live="polite">
        {isPending ? t.passkey.working : ''}
      </p>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="button button-secondary" onClick={start} disabled={isPending}>
        {t.passkey.button}
      </button>
    </div>
  );
}
