'use client';
import { useActionState } from 'react';
import { type BackofficeFormState, moveOrderStatus } from '../../app/actions/backoffice-orders';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

type Props = {
  orderId: string;
  /** The moves the API allows now, with their labels (the first is the next step in line). */
  moves: { value: string; label: string }[];
  texts: { moveTo: string; note: string; save: string };
};

/** The back office's status move for one order; the answer (or the API's refusal) beside the form. */
export function OrderStatusForm({ orderId, moves, texts }: Props) {
  const [state, action, isSaving] = useActionState<BackofficeFormState, FormData>(moveOrderStatus, {
    status: 'idle',
  });
  return (
    <form action={action} className="backoffice-form" data-order-status-form>
      <input type="hidden" name="orderId" value={orderId} />
      <div className="field">
        <label htmlFor="order-status">{texts.moveTo}</label>
        <select id="order-status" name="status" defaultValue={moves[0]?.value} key={moves.map((m) => m.value).join()}>
          {moves.map((move) => (
            <option key={move.value} value={move.value}>
              {move.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="order-status-note">{texts.note}</label>
        <input
          id="order-status-note"
          name="note"
          maxLength={500}
          {...fieldProps(state.fieldErrors, 'note', 'order-status')}
        />
        <FieldError errors={state.fieldErrors} name="note" formId="order-status" />
      </div>
      <button type="submit" className="button" disabled={isSaving}>
        {texts.save}
      </button>
      <FormMessage state={state} />
    </form>
  );
}
