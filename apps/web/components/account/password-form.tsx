'use client';
import { useActionState } from 'react';
import { type AccountFormState, changePassword } from '../../app/actions/account';
import { accountTexts } from '../../lib/i18n/areas/account';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

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
  const t = accountTexts[language];
  const texts = t.password;
  const [state, action, isPending] = useActionState<AccountFormState, FormData>(changePassword, { status: 'idle' });
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
            {...fieldProps(state.fieldErrors, 'currentPassword', 'password')}
          />
          <FieldError errors={state.fieldErrors} name="currentPassword" formId="password" />
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
          {...fieldProps(state.fieldErrors, 'newPassword', 'password', 'password-rules')}
        />
        <FieldError errors={state.fieldErrors} name="newPassword" formId="password" />
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
          {...fieldProps(state.fieldErrors, 'repeatPassword', 'password')}
        />
        <FieldError errors={state.fieldErrors} name="repeatPassword" formId="password" />
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
