'use client';
import { useActionState } from 'react';
import { cancelOrder, type OrderFormState, reorder } from '../../app/actions/orders';
import { cartTexts } from '../../lib/i18n/areas/cart';
import { ordersTexts } from '../../lib/i18n/areas/orders';
import type { Language } from '../../lib/i18n/dictionary';
import { FormMessage } from '../ui/form-message';
import Link from '../ui/link';

type Props = { orderId: string; department: string; canCancel: boolean; canOrder: boolean; language: Language };

/** Reorder and cancel for one order, each with the API's answer beside it. */
export function OrderActions({ orderId, department, canCancel, canOrder, language }: Props) {
  const t = { cart: cartTexts[language], orders: ordersTexts[language] };
  const [reorderState, reorderAction, isReordering] = useActionState<OrderFormState, FormData>(reorder, {
    status: 'idle',
  });
  const [cancelState, cancelAction, isCancelling] = useActionState<OrderFormState, FormData>(cancelOrder, {
    status: 'idle',
  });
  if (!canOrder) return null;
  return (
    <div className="order-actions">
      <form action={reorderAction}>
        <input type="hidden" name="orderId" value={orderId} />
        <input type="hidden" name="department" value={department} />
        <button type="submit" className="button" disabled={isReordering}>
          {t.orders.reorder}
        </button>
        <FormMessage state={reorderState} data-reorder-message>
          {reorderState.notAdded?.length ? (
            <>
              {' '}
              {t.orders.notAdded}
              <ul>
                {reorderState.notAdded.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
          {reorderState.changed?.length ? (
            <>
              {' '}
              {t.orders.changed}
              <ul data-reorder-changed>
                {reorderState.changed.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
          {reorderState.status === 'ok' ? <Link href="/cart">{t.cart.title}</Link> : null}
        </FormMessage>
      </form>
      {canCancel || cancelState.status !== 'idle' ? (
        <form action={cancelAction}>
          <input type="hidden" name="orderId" value={orderId} />
          <input type="hidden" name="department" value={department} />
          <button type="submit" className="button button-secondary" disabled={isCancelling}>
            {t.orders.cancel}
          </button>
          <FormMessage state={cancelState} data-cancel-message />
        </form>
      ) : null}
    </div>
  );
}
