'use client';
import { useActionState } from 'react';
import { type AccountFormState, changePassword } from '../../app/actions/account';
import { dictionaries, type Language } from '../../lib/i18n/dictionary';
import { FormMessage } from './form-message';

/**
 * Current and new password (typed twice). Passwords are never sent back to the browser, so after a refusal they
 * are typed again; the message names the problem and the field is marked.
 */
export function PasswordForm({
  language,
  hasPassword,
  email,
}: {
  language: Language;
  hasPassword: boolean;
  email: string;
}) {
  const t = dictionaries[language];
  const texts = t.account.password;
  const [state, action, isPending] = useActionState<AccountFormState, FormData>(changePassword, { status: 'idle' });
  const invalid = (name: string) => (state.invalid?.includes(name) ? true : undefined);
  return (
    <form action={action} className="form account-form account-narrow">
      {/* For password managers: which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {hasPassword ? (
        <div className="field">
          <label htmlFor="current-password">{texts.current}</label>
          <input
            id="current-password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={invalid('currentPassword')}
            aria-describedby={invalid('currentPassword') ? 'password-message' : undefined}
          />
        </div>
      ) : (
        <p className="alert alert-info">{texts.firstPassword}</p>
      )}
      <div className="field">
        <label htmlFor="new-password">{texts.next}</label>
        <input
          id="new-password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={10}
          aria-invalid={invalid('newPassword')}
          aria-describedby="password-rules"
        />
        <p id="password-rules" className="muted">
          {texts.rules}
        </p>
      </div>
      <div className="field">
        <label htmlFor="repeat-password">{texts.repeat}</label>
        <input
          id="repeat-password"
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={invalid('repeatPassword')}
        />
      </div>
      <div>
        <button type="submit" className="button" disabled={isPending}>
          {texts.submit}
        </button>
        <FormMessage state={state} id="password-message" />
      </div>
    </form>
  );
}
