'use client';
import { useActionState, useId } from 'react';
import type { DeliveryFormState } from '../../app/actions/backoffice-delivery';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

/** One field of a delivery form: what it is, its name (the action's) and label. */
export type DeliveryField =
  | { kind: 'hidden'; name: string; value: string }
  | {
      kind: 'text';
      name: string;
      label: string;
      defaultValue?: string;
      type?: 'text' | 'date';
      inputMode?: 'numeric' | 'decimal';
      required?: boolean;
      maxLength?: number;
      placeholder?: string;
    }
  | { kind: 'checkbox'; name: string; label: string; defaultChecked?: boolean }
  | {
      kind: 'choices';
      name: string;
      label: string;
      options: { value: string; label: string }[];
      defaultValues: string[];
    };

type Props = {
  action: (previous: DeliveryFormState, form: FormData) => Promise<DeliveryFormState>;
  fields: DeliveryField[];
  submit: string;
  /** A destructive action's button (remove). */
  isDanger?: boolean;
  /** Fields side by side, for a row's own form. */
  isInline?: boolean;
  /** Names the form for tests and styles (data-delivery-form). */
  name: string;
};

/**
 * The back office's delivery and market forms: each field with its label and, when the action refused it, its error
 * next to it; the answer (saved, or the API's refusal) in the form's live region.
 */
export function DeliveryForm({ action, fields, submit, isDanger, isInline, name }: Props) {
  const [state, formAction, isSaving] = useActionState<DeliveryFormState, FormData>(action, { status: 'idle' });
  const formId = useId();
  const idOf = (field: string) => `${formId}-${field}`;
  // After a refusal the fields show what was typed (the form itself is reset by React after every action).
  const typed = (field: string): string[] | undefined => {
    const value = state.values?.[field];
    return value === undefined ? undefined : Array.isArray(value) ? value : [value];
  };
  const round = state.round ?? 0;
  return (
    <form
      action={formAction}
      className={isInline ? 'backoffice-form backoffice-form-inline' : 'backoffice-form'}
      data-delivery-form={name}
    >
      {fields.map((field) => {
        if (field.kind === 'hidden')
          return <input key={field.name} type="hidden" name={field.name} value={field.value} />;
        if (field.kind === 'checkbox') {
          return (
            <div key={field.name} className="field field-checkbox">
              <label>
                <input type="checkbox" name={field.name} value="1" defaultChecked={field.defaultChecked} />{' '}
                {field.label}
              </label>
            </div>
          );
        }
        if (field.kind === 'choices') {
          return (
            <fieldset
              key={`${field.name}-${round}`}
              className="field field-choices"
              {...fieldProps(state.fieldErrors, field.name, formId)}
            >
              <legend>{field.label}</legend>
              {field.options.map((option) => (
                <label key={option.value}>
                  <input
                    type="checkbox"
                    name={field.name}
                    value={option.value}
                    defaultChecked={(state.values ? (typed(field.name) ?? []) : field.defaultValues).includes(
                      option.value,
                    )}
                  />{' '}
                  {option.label}
                </label>
              ))}
              <FieldError errors={state.fieldErrors} name={field.name} formId={formId} />
            </fieldset>
          );
        }
        return (
          <div key={`${field.name}-${round}`} className="field">
            <label htmlFor={idOf(field.name)}>{field.label}</label>
            <input
              id={idOf(field.name)}
              name={field.name}
              type={field.type ?? 'text'}
              inputMode={field.inputMode}
              required={field.required ?? true}
              maxLength={field.maxLength}
              placeholder={field.placeholder}
              defaultValue={typed(field.name)?.[0] ?? field.defaultValue}
              {...fieldProps(state.fieldErrors, field.name, formId)}
            />
            <FieldError errors={state.fieldErrors} name={field.name} formId={formId} />
          </div>
        );
      })}
      <button type="submit" className={isDanger ? 'button button-danger' : 'button'} disabled={isSaving}>
        {submit}
      </button>
      <FormMessage state={state} />
    </form>
  );
}
