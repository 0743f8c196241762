'use client';
import { useActionState, useId } from 'react';
import { createStaffAccount, type StaffFormState, updateStaffAccount } from '../../app/actions/backoffice-staff';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

export type RoleOption = { value: string; label: string; help: string };

type CreateTexts = {
  add: string;
  addLead: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  language: string;
  create: string;
};

/** A new staff account: address, name, role and the welcome mail's language. */
export function CreateStaffForm({ roles, texts }: { roles: RoleOption[]; texts: CreateTexts }) {
  const [state, action, isPending] = useActionState<StaffFormState, FormData>(createStaffAccount, { status: 'idle' });
  const id = useId();
  const values = state.status === 'error' ? state.values : undefined;
  // After a success the form starts empty again (a new key), after a refusal it keeps what was typed.
  const key = state.status === 'ok' ? state.message : 'form';
  return (
    <form action={action} className="backoffice-form staff-create" data-staff-form="create" key={key} noValidate>
      <h2>{texts.add}</h2>
      <p className="muted">{texts.addLead}</p>
      <div className="form-row">
        <div className="field">
          <label htmlFor={`${id}-email`}>{texts.email}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={values?.email}
            required
            {...fieldProps(state.fieldErrors, 'email', id)}
          />
          <FieldError errors={state.fieldErrors} name="email" formId={id} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-first`}>{texts.firstName}</label>
          <input
            id={`${id}-first`}
            name="firstName"
            defaultValue={values?.firstName}
            required
            maxLength={100}
            {...fieldProps(state.fieldErrors, 'firstName', id)}
          />
          <FieldError errors={state.fieldErrors} name="firstName" formId={id} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-last`}>{texts.lastName}</label>
          <input
            id={`${id}-last`}
            name="lastName"
            defaultValue={values?.lastName}
            required
            maxLength={100}
            {...fieldProps(state.fieldErrors, 'lastName', id)}
          />
          <FieldError errors={state.fieldErrors} name="lastName" formId={id} />
        </div>
      </div>
      <div className="form-row">
        <div className="field">
          <label htmlFor={`${id}-role`}>{texts.role}</label>
          <select
            id={`${id}-role`}
            name="role"
            defaultValue={values?.role ?? 'read_only'}
            {...fieldProps(state.fieldErrors, 'role', id)}
          >
            {roles.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label} – {role.help}
              </option>
            ))}
          </select>
          <FieldError errors={state.fieldErrors} name="role" formId={id} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-locale`}>{texts.language}</label>
          <select id={`${id}-locale`} name="locale" defaultValue={values?.locale ?? 'nb'}>
            <option value="nb">Norsk</option>
            <option value="en">English</option>
          </select>
        </div>
      </div>
      <button type="submit" className="button" disabled={isPending}>
        {texts.create}
      </button>
      <FormMessage state={state} />
    </form>
  );
}

type RowTexts = { role: string; save: string; deactivate: string; reactivate: string };

/**
 * One account's role and state in one form: "Save role" sends the role chosen, the other button (de)activates
 * (the button pressed is sent with the form). Not offered for the administrator's own row (the API refuses it).
 */
export function StaffRowForms({
  contactId,
  name,
  role,
  isActive,
  roles,
  texts,
}: {
  contactId: string;
  name: string;
  role: string;
  isActive: boolean;
  roles: RoleOption[];
  texts: RowTexts;
}) {
  const [state, action, isPending] = useActionState<StaffFormState, FormData>(updateStaffAccount, { status: 'idle' });
  const id = useId();
  return (
    <form action={action} className="inline-form staff-row-forms" data-staff-form="row">
      <input type="hidden" name="contactId" value={contactId} />
      <label htmlFor={`${id}-role`} className="visually-hidden">
        {texts.role}: {name}
      </label>
      {/* Keyed by the saved role: after a save the choice shows what the API now says. */}
      <select id={`${id}-role`} name="role" defaultValue={role} key={role}>
        {roles.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button-small" disabled={isPending}>
        {texts.save}
      </button>
      <button
        type="submit"
        name="active"
        value={isActive ? '0' : '1'}
        className={isActive ? 'button-small button-danger' : 'button-small'}
        disabled={isPending}
      >
        {isActive ? texts.deactivate : texts.reactivate}
      </button>
      <FormMessage state={state} />
    </form>
  );
}
