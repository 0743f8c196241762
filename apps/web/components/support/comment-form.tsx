'use client';
import { useActionState } from 'react';
import { addComment, type CommentFormState } from '../../app/actions/support';
import { FormMessage } from '../ui/form-message';

type Props = {
  ticketId: string;
  /** comment: the customer's answer; reply: an agent's answer (mailed); note: an agents' internal note. */
  kind: 'comment' | 'reply' | 'note';
  texts: { label: string; help?: string; submit: string };
};

/** One comment form on a ticket; the text stays when the API refuses it, and goes when it is stored. */
export function CommentForm({ ticketId, kind, texts }: Props) {
  const [state, action, isPending] = useActionState<CommentFormState, FormData>(addComment, { status: 'idle' });
  const id = `comment-${kind}-${ticketId}`;
  return (
    <form action={action} className={`form comment-form comment-form-${kind}`} data-comment-form={kind}>
      <input type="hidden" name="ticketId" value={ticketId} />
      <input type="hidden" name="kind" value={kind} />
      <div className="field">
        <label htmlFor={id}>{texts.label}</label>
        {texts.help ? (
          <span id={`${id}-help`} className="muted">
            {texts.help}
          </span>
        ) : null}
        <textarea
          id={id}
          name="body"
          rows={4}
          maxLength={10000}
          required
          defaultValue={state.body ?? ''}
          key={state.version ?? 'initial'}
          aria-describedby={
            [texts.help ? `${id}-help` : '', state.status === 'error' ? `${id}-message` : ''].join(' ').trim() ||
            undefined
          }
          aria-invalid={state.status === 'error' ? true : undefined}
        />
      </div>
      <div>
        <button type="submit" className={kind === 'note' ? 'button-secondary' : 'button'} disabled={isPending}>
          {texts.submit}
        </button>
        <FormMessage state={state} id={`${id}-message`} />
      </div>
    </form>
  );
}
