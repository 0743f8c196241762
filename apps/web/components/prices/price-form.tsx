'use client';
import { useActionState, useId } from 'react';
import type { PriceFormState } from '../../app/actions/prices';
import { ProblemLines } from '../backoffice/problem-lines';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

export type PriceField = {
  name: string;
  label?: string;
  type?: 'text' | 'date' | 'select' | 'textarea' | 'file' | 'hidden' | 'number';
  defaultValue?: string;
  options?: { value: string; label: string }[];
  help?: string;
  isRequired?: boolean;
};

type Props = {
  action: (previous: PriceFormState, form: FormData) => Promise<PriceFormState>;
  fields: PriceField[];
  submit: string;
  /** Marks the form for tests and styles (`data-price-form`). */
  name: string;
  isDanger?: boolean;
  texts?: { line: string; column: string; problem: string };
  className?: string;
};

/**
 * One back-office price form: its fields with their errors beside them, the answer as a live region and, for a
 * refused CSV, its rows by line. Every price form (create, edit, copy, end, customers, tiers, import) is one of these.
 */
export function PriceForm({ action, fields, submit, name, isDanger, texts, className }: Props) {
  const [state, formAction, isPending] = useActionState<PriceFormState, FormData>(action, { status: 'idle' });
  const formId = useId();
  return (
    <form
      action={formAction}
      className={['backoffice-form', className].filter(Boolean).join(' ')}
      data-price-form={name}
    >
      {fields.map((field) => {
        const id = `${formId}-${field.name}`;
        if (field.type === 'hidden') {
          return <input key={field.name} type="hidden" name={field.name} value={field.defaultValue ?? ''} />;
        }
        const helpId = field.help ? `${id}-help` : undefined;
        const common = {
          id,
          name: field.name,
          required: field.isRequired,
          ...fieldProps(state.fieldErrors, field.name, formId, helpId),
        };
        return (
          <div className="field" key={field.name}>
            <label htmlFor={id}>{field.label}</label>
            {field.type === 'select' ? (
              <select {...common} defaultValue={field.defaultValue}>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : field.type === 'textarea' ? (
              <textarea {...common} rows={4} defaultValue={field.defaultValue} key={field.defaultValue} />
            ) : field.type === 'file' ? (
              <input {...common} type="file" accept=".csv,text/csv,text/plain" />
            ) : (
              <input
                {...common}
                type={field.type ?? 'text'}
                defaultValue={field.defaultValue}
                key={field.defaultValue}
                inputMode={field.type === 'number' ? 'numeric' : undefined}
              />
            )}
            <FieldError errors={state.fieldErrors} name={field.name} formId={formId} />
            {field.help ? (
              <p id={helpId} className="muted">
                {field.help}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className={isDanger ? 'button button-danger' : 'button'} disabled={isPending}>
        {submit}
      </button>
      <FormMessage state={state} />
      {state.rows?.length && texts ? (
        <ProblemLines
          lines={state.rows.map((row) => ({ ...row, text: row.message }))}
          texts={{
            caption: state.message ?? '',
            line: texts.line,
            column: texts.column,
            sku: 'SKU',
            problem: texts.problem,
          }}
          marker="import-problems"
        />
      ) : null}
    </form>
  );
}
