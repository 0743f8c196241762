/** The answer of an approvals form: a status (read politely) or an alert, marked `data-<name>-message` for tests. */
export function ActionMessage({ state, name }: { state: { status: string; message?: string }; name: string }) {
  const props = { [`data-${name}-message`]: true };
  return (
    <p
      className={state.status === 'error' ? 'form-message error' : 'form-message ok'}
      role={state.status === 'error' ? 'alert' : 'status'}
      {...props}
    >
      {state.message ?? ''}
    </p>
  );
}
