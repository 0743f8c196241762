'use client';
import { useActionState } from 'react';
import { type AccountFormState, updateCompany } from '../../app/actions/account';
import { accountTexts } from '../../lib/i18n/areas/account';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

type Props = {
  language: Language;
  company: { name: string; email: string | null; phone: string | null; vatNumber: string | null };
};

/** Admins change the company's name and contact data; a refusal keeps what was typed. */
export function CompanyForm({ language, company }: Props) {
  const t = accountTexts[language];
  const texts = t.company;
  const [state, action, isPending] = useActionState<AccountFormState, FormData>(updateCompany, { status: 'idle' });
  const value = (name: keyof Props['company']) =>
    state.status === 'error' && state.values ? (state.values[name] ?? '') : (company[name] ?? '');
  const fields: {
    name: keyof Props['company'];
    label: string;
    type: string;
    autoComplete: string;
    required?: boolean;
  }[] = [
    { name: 'name', label: texts.name, type: 'text', autoComplete: 'organization', required: true },
    { name: 'email', label: texts.email, type: 'email', autoComplete: 'email' },
    { name: 'phone', label: texts.phone, type: 'tel', autoComplete: 'tel' },
    { name: 'vatNumber', label: texts.vatNumber, type: 'text', autoComplete: 'off' },
  ];
  return (
    <form action={action} className="form account-form" aria-describedby="company-form-message">
      <div className="account-fields" key={state.round ?? 0}>
        {fields.map((f) => (
          <div className="field" key={f.name}>
            <label htmlFor={`company-${f.name}`}>
              {f.label}
              {f.required ? null : <span className="muted"> {t.optional}</span>}
            </label>
            <input
              id={`company-${f.name}`}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              required={f.required}
              defaultValue={value(f.name)}
              {...fieldProps(state.fieldErrors, f.name, 'company')}
            />
            <FieldError errors={state.fieldErrors} name={f.name} formId="company" />
          </div>
        ))}
      </div>
      <div>
        <button type="submit" className="button" disabled={isPending}>
          {t.save}
        </button>
        <FormMessage state={state} id="company-form-message" />
      </div>
    </form>
  );
}
