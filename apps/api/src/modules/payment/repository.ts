import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import {
  carts,
  orders,
  type PaymentActionKind,
  type PaymentStatus,
  paymentActions,
  paymentEvents,
  paymentTransactions,
} from '../../db/schema';
import type { NetsSummary } from '../../integrations/nets';

export type TransactionRow = typeof paymentTransactions.$inferSelect;
export type ActionRow = typeof paymentActions.$inferSelect;

export async function findTransaction(db: DbOrTx, id: string): Promise<TransactionRow | null> {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  return row ?? null;
}

/** The company only: the person (pid) is checked by the service, so a viewer of the company gets 403. */
export async function findTransactionOwner(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ companyId: paymentTransactions.companyId })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, id));
  return row ?? null;
}

export async function findByPaymentId(db: DbOrTx, paymentId: string): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.provider, 'nets'), eq(paymentTransactions.paymentId, paymentId)));
  return row ?? null;
}

/** The live payment of a cart version and total (not released, cancelled or refunded). */
export async function findForCart(db: DbOrTx, cartId: string, cartVersion: number, amount: number) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.cartId, cartId),
        eq(paymentTransactions.cartVersion, cartVersion),
        eq(paymentTransactions.amount, amount),
        isNull(paymentTransactions.note),
        inArray(paymentTransactions.status, ['created', 'reserved', 'charged']),
      ),
    );
  return row ?? null;
}

/** Inserts a transaction; when a concurrent call stored one for the same cart version and amount, answers that. */
export async function insertTransaction(
  db: DbOrTx,
  values: typeof paymentTransactions.$inferInsert,
): Promise<TransactionRow> {
  const [row] = await db.insert(paymentTransactions).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const existing = await findForCart(db, values.cartId, values.cartVersion, values.amount);
  if (!existing) throw new Error('payment transaction conflict without a row');
  return existing;
}

export async function lockTransaction(tx: DbOrTx, id: string): Promise<TransactionRow | null> {
  const [row] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)).for('update');
  return row ?? null;
}

/**
 * Takes amounts the provider answered (the payment's summary read from Nets, or what a call we made to Nets
 * was accepted for; never a webhook's body) without ever lowering one, and derives the status from them
 * (refunded > cancelled > charged > reserved > created), so reads in any order converge.
 */
export async function applyAmounts(db: DbOrTx, id: string, amounts: Partial<NetsSummary>) {
  const t = paymentTransactions;
  const reserved = sql`greatest(${t.reservedAmount}, ${amounts.reservedAmount ?? 0})`;
  const charged = sql`greatest(${t.chargedAmount}, ${amounts.chargedAmount ?? 0})`;
  const refunded = sql`greatest(${t.refundedAmount}, ${amounts.refundedAmount ?? 0})`;
  const cancelled = sql`greatest(${t.cancelledAmount}, ${amounts.cancelledAmount ?? 0})`;
  const [row] = await db
    .update(t)
    .set({
      reservedAmount: reserved,
      chargedAmount: charged,
      refundedAmount: refunded,
      cancelledAmount: cancelled,
      status: sql<PaymentStatus>`case when ${refunded} > 0 then 'refunded' when ${cancelled} > 0 then 'cancelled'
        when ${charged} > 0 then 'charged' when ${reserved} > 0 then 'reserved' else 'created' end`,
      updatedAt: sql`now()`,
    })
    .where(eq(t.id, id))
    .returning();
  return row ?? null;
}

export async function setOrder(tx: DbOrTx, id: string, orderId: string) {
  await tx.update(paymentTransactions).set({ orderId, updatedAt: sql`now()` }).where(eq(paymentTransactions.id, id));
}

export async function setNote(db: DbOrTx, id: string, note: string) {
  await db.update(paymentTransactions).set({ note, updatedAt: sql`now()` }).where(eq(paymentTransactions.id, id));
}

/** The cart's current version, its row locked (the same lock createorder takes first). */
export async function lockCartVersion(tx: DbOrTx, cartId: string) {
  const [row] = await tx
    .select({ version: carts.version, status: carts.status })
    .from(carts)
    .where(eq(carts.id, cartId))
    .for('update');
  return row ?? null;
}

export async function findOrderBrief(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, gross: orders.gross })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** True when a webhook event with this id was recorded before. */
export async function hasEvent(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id));
  return Boolean(row);
}

/** Records a webhook event; false when its id was seen before. */
export async function insertEvent(
  db: DbOrTx,
  values: { id: string; event: string; paymentId: string; body: unknown },
): Promise<boolean> {
  const rows = await db.insert(paymentEvents).values(values).onConflictDoNothing().returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** Payments still without an order that the reconciliation should look at (oldest first). */
export async function listUnsettled(db: DbOrTx, olderThan: Date, newerThan: Date, limit: number) {
  const t = paymentTransactions;
  return db
    .select()
    .from(t)
    .where(
      and(
        isNull(t.orderId),
        isNull(t.note),
        inArray(t.status, ['created', 'reserved']),
        lte(t.createdAt, olderThan),
        sql`${t.createdAt} > ${newerThan}`,
      ),
    )
    .orderBy(asc(t.createdAt))
    .limit(limit);
}

// --- outbox ---------------------------------------------------------------------------------------------------

/** Queues an action once per transaction (a repeat is a no-op); a cancel supersedes a charge not yet sent. */
export async function queueAction(tx: DbOrTx, transactionId: string, action: PaymentActionKind) {
  if (action !== 'charge') {
    await tx
      .update(paymentActions)
      .set({ status: 'superseded' })
      .where(
        and(
          eq(paymentActions.transactionId, transactionId),
          eq(paymentActions.action, 'charge'),
          eq(paymentActions.status, 'pending'),
        ),
      );
  }
  const [row] = await tx.insert(paymentActions).values({ transactionId, action }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findTransactionByOrder(tx: DbOrTx, orderId: string) {
  const [row] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orderId));
  return row ?? null;
}

/** Claims due actions for a while (one worker wins each row), with their payment. */
export async function claimActions(db: DbOrTx, now: Date, claimMs: number, limit: number) {
  const a = paymentActions;
  // A JS Date has milliseconds, the database's clock microseconds: an action queued within `now`'s millisecond is due.
  const dueBefore = new Date(now.getTime() + 1);
  const due = db
    .select({ id: a.id })
    .from(a)
    .where(
      and(eq(a.status, 'pending'), lt(a.nextAttemptAt, dueBefore), or(isNull(a.claimedUntil), lt(a.claimedUntil, now))),
    )
    .orderBy(asc(a.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(a)
    .set({ claimedUntil: new Date(now.getTime() + claimMs), attempts: sql`${a.attempts} + 1` })
    .where(inArray(a.id, due))
    .returning();
  if (claimed.length === 0) return [];
  const transactions = await db
    .select()
    .from(paymentTransactions)
    .where(
      inArray(
        paymentTransactions.id,
        claimed.map((c) => c.transactionId),
      ),
    );
  const byId = new Map(transactions.map((t) => [t.id, t]));
  return claimed.map((action) => ({ action, transaction: byId.get(action.transactionId)! }));
}

export async function finishAction(
  db: DbOrTx,
  id: string,
  values: Pick<ActionRow, 'status'> & Partial<Pick<ActionRow, 'amount' | 'providerRef' | 'lastError' | 'doneAt'>>,
) {
  await db
    .update(paymentActions)
    .set({ ...values, claimedUntil: null })
    .where(eq(paymentActions.id, id));
}

export async function retryAction(db: DbOrTx, id: string, nextAttemptAt: Date, lastError: string) {
  await db
    .update(paymentActions)
    .set({ nextAttemptAt, lastError, claimedUntil: null })
    .where(eq(paymentActions.id, id));
}

export async function listActions(db: DbOrTx, transactionId: string) {
  return db.select().from(paymentActions).where(eq(paymentActions.transactionId, transactionId));
}
