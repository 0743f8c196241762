'use client';
import { useActionState } from 'react';
import { type EidFormState, type SignInFormState, signInWithPassword, startEidSignIn } from '../../app/actions/auth';
import { dictionaries, type Language } from '../../lib/i18n/dictionary';

function errorText(language: Language, code: string | undefined): string | undefined {
  if (!code) return undefined;
  const errors = dictionaries[language].auth.errors as Record<string, string>;
  return errors[code] ?? errors.default;
}

/** E-mail and password; what was typed stays after a failed try (the password is typed again). */
export function PasswordSignInForm({ language, returnTo }: { language: Language; returnTo: string }) {
  const t = dictionaries[language];
  const [state, action, isPending] = useActionState<SignInFormState, FormData>(signInWithPassword, { email: '' });
  const error = errorText(language, state.error);
  return (
    <form action={action} className="form" noValidate={false}>
      <input type="hidden" name="returnTo" value={returnTo} />
      {error ? (
        <p className="alert alert-error" role="alert" id="sign-in-error">
          {error}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="email">{t.auth.email}</label>
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
        <label htmlFor="password">{t.auth.password}</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <button type="submit" className="button" disabled={isPending}>
        {t.auth.signIn}
      </button>
    </form>
  );
}

export function EidSignInForm({ language, returnTo }: { language: Language; returnTo: string }) {
  const t = dictionaries[language];
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
        {t.auth.eidButton}
      </button>
    </form>
  );
}
