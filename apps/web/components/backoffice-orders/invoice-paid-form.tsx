'use client';
import { useActionState } from 'react';
import { type BackofficeFormState, markInvoicePaid } from '../../app/actions/backoffice-orders';
import { FormMessage } from '../ui/form-message';

/** The back office's "record the invoice as paid" for one open invoice order; the answer beside the button. */
export function InvoicePaidForm({ orderId, label }: { orderId: string; label: string }) {
  const [state, action, isSaving] = useActionState<BackofficeFormState, FormData>(markInvoicePaid, {
    status: 'idle',
  });
  return (
    <form action={action} className="invoice-paid-form" data-invoice-paid-form>
      <input type="hidden" name="orderId" value={orderId} />
      <button type="submit" className="button button-secondary button-small" disabled={isSaving}>
        {label}
      </button>
      <FormMessage state={state} />
    </form>
  );
}
