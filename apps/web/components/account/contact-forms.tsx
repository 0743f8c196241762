'use client';
import { useActionState } from 'react';
import { type AccountFormState, changeContact, inviteContact } from '../../app/actions/account';
import { accountTexts } from '../../lib/i18n/areas/account';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

const roles = ['admin', 'buyer', 'viewer'] as const;
type Role = (typeof roles)[number];

type RowProps = {
  language: Language;
  contactId: string;
  name: string;
  role: Role;
  status: 'active' | 'invited' | 'inactive';
};

/**
 * One member's controls: a role and a button to change it, and deactivate/reactivate (for an invited person:
 * withdraw or send the invitation again). The API's refusal (last administrator) is shown beside them.
 */
export function ContactActions({ language, contactId, name, role, status }: RowProps) {
  const t = accountTexts[language];
  const texts = t.contacts;
  const [state, action, isPending] = useActionState<AccountFormState, FormData>(changeContact, { status: 'idle' });
  const selectId = `role-${contactId}`;
  const shownRole = state.status === 'error' && state.values?.role ? state.values.role : role;
  return (
    <form action={action} className="account-contact-actions">
      <input type="hidden" name="contactId" value={contactId} />
      <input type="hidden" name="name" value={name} />
      <input type="hidden" name="status" value={status} />
      <label htmlFor={selectId} className="visually-hidden">
        {texts.roleFor(name)}
      </label>
      <select id={selectId} name="role" defaultValue={shownRole} key={`${state.round ?? 0}-${role}`}>
        {roles.map((r) => (
          <option key={r} value={r}>
            {t.roles[r]}
          </option>
        ))}
      </select>
      <button type="submit" name="op" value="role" className="button-small" disabled={isPending}>
        {texts.changeRole}
      </button>
      {status === 'inactive' ? (
        <button
          type="submit"
          name="op"
          value="reactivate"
          className="button-small button-secondary"
          disabled={isPending}
        >
          {texts.reactivate}
        </button>
      ) : null}
      {status === 'invited' ? (
        <button
          type="submit"
          name="op"
          value="reactivate"
          className="button-small button-secondary"
          disabled={isPending}
        >
          {texts.resend}
        </button>
      ) : null}
      <button type="submit" name="op" value="deactivate" className="button-small button-secondary" disabled={isPending}>
        {status === 'invited' ? texts.withdraw : texts.deactivate}
      </button>
      <FormMessage state={state} />
    </form>
  );
}

/** Invites a person by e-mail with a role; a refusal keeps what was typed, success empties the form. */
export function InviteForm({ language }: { language: Language }) {
  const t = accountTexts[language];
  const texts = t.contacts;
  const [state, action, isPending] = useActionState<AccountFormState, FormData>(inviteContact, { status: 'idle' });
  const values = state.status === 'error' ? (state.values ?? {}) : {};
  const input = (name: string, label: string, type: string, autoComplete: string, required = true) => (
    <div className="field">
      <label htmlFor={`invite-${name}`}>
        {label}
        {required ? null : <span className="muted"> {t.optional}</span>}
      </label>
      <input
        id={`invite-${name}`}
        name={name}
        type={type}
        required={required}
        autoComplete={autoComplete}
        defaultValue={values[name] ?? ''}
        {...fieldProps(state.fieldErrors, name, 'invite')}
      />
      <FieldError errors={state.fieldErrors} name={name} formId="invite" />
    </div>
  );
  return (
    <form action={action} className="form account-form">
      <div className="account-fields" key={state.round ?? 0}>
        {input('email', texts.email, 'email', 'off')}
        <div className="account-field-row">
          {input('firstName', texts.firstName, 'text', 'off')}
          {input('lastName', texts.lastName, 'text', 'off')}
        </div>
        {input('phone', texts.phone, 'tel', 'off', false)}
        <div className="account-field-row">
          <div className="field">
            <label htmlFor="invite-role">{texts.role}</label>
            <select
              id="invite-role"
              name="role"
              defaultValue={values.role || 'buyer'}
              {...fieldProps(state.fieldErrors, 'role', 'invite')}
            >
              {roles.map((r) => (
                <option key={r} value={r}>
                  {t.roles[r]}
                </option>
              ))}
            </select>
            <FieldError errors={state.fieldErrors} name="role" formId="invite" />
          </div>
          <div className="field">
            <label htmlFor="invite-locale">{texts.locale}</label>
            <select id="invite-locale" name="locale" defaultValue={values.locale || language}>
              <option value="nb">Norsk</option>
              <option value="en">English</option>
            </select>
          </div>
        </div>
      </div>
      <div>
        <button type="submit" className="button" disabled={isPending}>
          {texts.sendInvite}
        </button>
        <FormMessage state={state} />
      </div>
    </form>
  );
}
