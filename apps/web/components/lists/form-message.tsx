import Link from 'next/link';
import type { ListFormState } from '../../app/actions/lists';

/** The answer of a form: a status (read politely) or an alert, with the API's refusals listed. */
export function FormMessage({
  state,
  id,
  linkText,
  data,
}: {
  state: ListFormState;
  id?: string;
  linkText?: string;
  data?: string;
}) {
  return (
    <div
      id={id}
      className={state.status === 'error' ? 'form-message error' : 'form-message ok'}
      role={state.status === 'error' ? 'alert' : 'status'}
      data-list-message={data}
    >
      {state.message ?? ''}
      {state.details?.length ? (
        <ul>
          {state.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {state.href && linkText && state.status !== 'idle' ? (
        <>
          {' '}
          <Link href={state.href}>{linkText}</Link>
        </>
      ) : null}
    </div>
  );
}
