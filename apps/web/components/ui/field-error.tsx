import type { FieldErrors } from '../../lib/forms';

/** The id of a field's error text: unique per form instance (pass the form's useId()). */
export const fieldErrorId = (formId: string, name: string) => `${formId}-${name.replace(/[^\w-]/g, '-')}-error`;

/**
 * A field's aria attributes: aria-invalid and aria-describedby pointing at its error (and at `describedBy`, a hint
 * the field has anyway) when the action named it; only the hint otherwise.
 */
export function fieldProps(
  errors: FieldErrors | undefined,
  name: string,
  formId: string,
  describedBy?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [errors?.[name] ? fieldErrorId(formId, name) : undefined, describedBy].filter(Boolean).join(' ');
  return { ...(errors?.[name] ? { 'aria-invalid': true } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
}

/** What is wrong with one field, next to it (referenced by the field's aria-describedby through fieldProps). */
export function FieldError({
  errors,
  name,
  formId,
}: {
  errors: FieldErrors | undefined;
  name: string;
  formId: string;
}) {
  const error = errors?.[name];
  if (!error) return null;
  return (
    <span id={fieldErrorId(formId, name)} className="field-error">
      {error}
    </span>
  );
}
