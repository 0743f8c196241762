import type { DbOrTx } from '../../db';
import type { PaymentActionKind } from '../../db/schema';
import * as repo from './repository';

// Kept apart from service.ts (which uses the order module) so the order module can import it without a cycle.

/**
 * For the order module: queues a payment action for an order paid by card, in the caller's transaction
 * (`charge` when the order is shipped; `cancel` when it is cancelled: the job cancels the reservation, or refunds
 * what was charged; `refund` for a return). A no-op (null) for orders not paid by card; queued once per kind.
 */
export async function requestPaymentAction(
  tx: DbOrTx,
  options: { orderId: string; action: PaymentActionKind },
): Promise<{ transactionId: string } | null> {
  const row = await repo.findTransactionByOrder(tx, options.orderId);
  if (!row) return null;
  await repo.queueAction(tx, row.id, options.action);
  return { transactionId: row.id };
}
