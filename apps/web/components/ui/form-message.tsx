import type { ReactNode } from 'react';
import Link from './link';

/** What every form's action answers with, as far as its message goes. */
export type FormAnswer = {
  /** ok → a status read politely; error (or no status, for forms that only answer refusals) → an alert. */
  status?: 'idle' | 'ok' | 'error';
  message?: string;
  /** Lines under the message (rows the API refused, changes it made). */
  details?: string[];
  /** A link shown with the message (the list just made), with `linkText`. */
  href?: string;
};

type DataAttributes = { [key: `data-${string}`]: string | boolean | undefined };

/**
 * A form's answer as a live region, the same in every form: always rendered (empty at first, so screen readers
 * announce what comes), an alert for a refusal and a status for success. Give it an `id` when fields point to it.
 */
export function FormMessage({
  state,
  id,
  linkText,
  className,
  children,
  ...data
}: {
  state: FormAnswer;
  id?: string;
  linkText?: string;
  className?: string;
  /** More of the answer, after the message (a form's own lists). */
  children?: ReactNode;
} & DataAttributes) {
  const isError = state.status === 'error' || (state.status === undefined && Boolean(state.message));
  return (
    <div
      id={id}
      className={['form-message', isError ? 'error' : 'ok', className].filter(Boolean).join(' ')}
      role={isError ? 'alert' : 'status'}
      {...data}
    >
      {state.message ?? ''}
      {children}
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
