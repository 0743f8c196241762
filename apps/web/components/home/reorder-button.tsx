'use client';
import { useActionState } from 'react';
import { type OrderFormState, reorder } from '../../app/actions/orders';
import { ordersTexts } from '../../lib/i18n/areas/orders';
import type { Language } from '../../lib/i18n/dictionary';
import { FormMessage } from '../ui/form-message';

/** "Order again" for one past order on the home page: the API's reorder, its answer beside the button. */
export function ReorderButton({
  orderId,
  department,
  orderNumber,
  language,
}: {
  orderId: string;
  department: string;
  orderNumber: string;
  language: Language;
}) {
  const t = ordersTexts[language];
  const [state, action, isPending] = useActionState<OrderFormState, FormData>(reorder, { status: 'idle' });
  return (
    <form action={action} className="reorder-form">
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="department" value={department} />
      <button type="submit" className="button button-small button-secondary" disabled={isPending}>
        {t.reorder}
        <span className="visually-hidden"> {orderNumber}</span>
      </button>
      <FormMessage state={state} />
    </form>
  );
}
