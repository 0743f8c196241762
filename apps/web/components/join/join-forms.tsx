'use client';
import { useActionState } from 'react';
import { askToJoin, decideJoinRequest, type JoinFormState } from '../../app/actions/join';
import { accountTexts } from '../../lib/i18n/areas/account';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

/** The person's request to join the company of their e-mail domain. */
export function JoinForm({ language }: { language: Language }) {
  const t = accountTexts[language].join;
  const [state, action, pending] = useActionState<JoinFormState, FormData>(askToJoin, { status: 'idle' });
  if (state.status === 'ok') {
    return <FormMessage state={state} data-join-sent />;
  }
  return (
    <form action={action} className="stacked-form" data-join-form>
      <label htmlFor="join-email">{t.email}</label>
      <input
        id="join-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        defaultValue={state.values?.email}
        {...fieldProps(state.fieldErrors, 'email', 'join')}
      />
      <FieldError errors={state.fieldErrors} name="email" formId="join" />
      <label htmlFor="join-first">{t.firstName}</label>
      <input
        id="join-first"
        name="firstName"
        required
        autoComplete="given-name"
        defaultValue={state.values?.firstName}
        {...fieldProps(state.fieldErrors, 'firstName', 'join')}
      />
      <FieldError errors={state.fieldErrors} name="firstName" formId="join" />
      <label htmlFor="join-last">{t.lastName}</label>
      <input
        id="join-last"
        name="lastName"
        required
        autoComplete="family-name"
        defaultValue={state.values?.lastName}
        {...fieldProps(state.fieldErrors, 'lastName', 'join')}
      />
      <FieldError errors={state.fieldErrors} name="lastName" formId="join" />
      <button type="submit" className="button" disabled={pending}>
        {t.submit}
      </button>
      <FormMessage state={state} />
    </form>
  );
}

/** An admin's approve (with a role) or reject of one request. */
export function JoinDecision({ requestId, name, language }: { requestId: string; name: string; language: Language }) {
  const t = accountTexts[language];
  const [state, action, pending] = useActionState<JoinFormState, FormData>(decideJoinRequest, { status: 'idle' });
  return (
    <form action={action} className="join-decision" data-join-request={requestId}>
      <input type="hidden" name="requestId" value={requestId} />
      <label htmlFor={`join-role-${requestId}`}>
        {t.join.asRole} <span className="visually-hidden">{name}</span>
      </label>
      <select id={`join-role-${requestId}`} name="role" defaultValue="buyer">
        {(['buyer', 'viewer', 'admin'] as const).map((role) => (
          <option key={role} value={role}>
            {t.roles[role]}
          </option>
        ))}
      </select>
      <button type="submit" name="decision" value="approve" className="button-small" disabled={pending}>
        {t.join.approve}
      </button>
      <button type="submit" name="decision" value="reject" className="button-small button-secondary" disabled={pending}>
        {t.join.reject}
      </button>
      {state.status === 'error' ? <FormMessage state={state} /> : null}
    </form>
  );
}
