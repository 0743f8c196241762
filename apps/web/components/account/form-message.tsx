import type { AccountFormState } from '../../app/actions/account';

/** A form's answer as a live region: an alert for a refusal, a status for success. Always rendered (empty first). */
export function FormMessage({ state, id }: { state: AccountFormState; id?: string }) {
  const isError = state.status === 'error';
  return (
    <p id={id} className={isError ? 'form-message error' : 'form-message ok'} role={isError ? 'alert' : 'status'}>
      {state.message ?? ''}
    </p>
  );
}
