import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import {
  addresses,
  cartLines,
  carts,
  contacts,
  orders,
  type SubscriptionStatus,
  subscriptionRuns,
  subscriptions,
  variants,
} from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type RunRow = typeof subscriptionRuns.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

export async function findSubscription(db: DbOrTx, id: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row ?? null;
}

export async function lockSubscription(tx: DbOrTx, id: string): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row ?? null;
}

/** The subscription when it is still active and no other worker holds it (FOR UPDATE SKIP LOCKED). */
export async function claimActive(tx: DbOrTx, id: string): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'active')))
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function findOwner(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ companyId: subscriptions.companyId })
    .from(subscriptions)
    .where(eq(subscriptions.id, id));
  return row ?? null;
}

/** Active subscriptions whose next date is on or before a date: the job's candidates. */
export async function listDueCandidates(db: DbOrTx, until: string) {
  return db
    .select({ id: subscriptions.id, contactId: subscriptions.contactId, companyId: subscriptions.companyId })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.nextDate, until)))
    .orderBy(subscriptions.nextDate, subscriptions.id);
}

export async function insertSubscription(tx: DbOrTx, values: typeof subscriptions.$inferInsert): Promise<string> {
  const [row] = await tx.insert(subscriptions).values(values).returning({ id: subscriptions.id });
  return row!.id;
}

export async function updateSubscription(tx: DbOrTx, id: string, values: Partial<typeof subscriptions.$inferInsert>) {
  await tx
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.id, id));
}

export async function searchSubscriptions(
  db: DbOrTx,
  filter: { companyId: string; status?: SubscriptionStatus[]; contactId?: string; skip: number; take: number },
) {
  const where = and(
    eq(subscriptions.companyId, filter.companyId),
    filter.status?.length ? inArray(subscriptions.status, filter.status) : undefined,
    filter.contactId ? eq(subscriptions.contactId, filter.contactId) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .offset(filter.skip)
      .limit(filter.take),
    db.select({ n: count() }).from(subscriptions).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function listByCompany(db: DbOrTx, companyId: string, status: SubscriptionStatus) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.status, status)))
    .orderBy(subscriptions.nextDate);
}

export async function listActive(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.status, 'active'))
    .orderBy(subscriptions.nextDate, subscriptions.id)
    .limit(limit);
}

export async function findAddress(db: DbOrTx, id: string): Promise<AddressRow | null> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
  return row ?? null;
}

export async function findAddresses(db: DbOrTx, ids: string[]): Promise<Map<string, AddressRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(addresses).where(inArray(addresses.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function lineCounts(db: DbOrTx, cartIds: string[]): Promise<Map<string, number>> {
  if (cartIds.length === 0) return new Map();
  const rows = await db
    .select({ cartId: cartLines.cartId, n: count() })
    .from(cartLines)
    .where(inArray(cartLines.cartId, cartIds))
    .groupBy(cartLines.cartId);
  return new Map(rows.map((r) => [r.cartId, r.n]));
}

export async function templateLines(db: DbOrTx, cartId: string) {
  return db
    .select({ sku: cartLines.sku, quantity: cartLines.quantity, name: variants.name })
    .from(cartLines)
    .leftJoin(variants, eq(variants.sku, cartLines.sku))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(cartLines.addedAt, cartLines.sku);
}

/** The most working days any line of a cart needs beyond transit. */
export async function leadTimeOf(db: DbOrTx, cartId: string): Promise<number> {
  const [row] = await db
    .select({ days: sql<number | null>`max(${variants.leadTimeDays})` })
    .from(cartLines)
    .innerJoin(variants, eq(variants.sku, cartLines.sku))
    .where(eq(cartLines.cartId, cartId));
  return Number(row?.days ?? 0);
}

/** A copy of a cart as a subscription template: a new carts row of kind 'subscription_template' with its lines. */
export async function copyToTemplate(
  tx: DbOrTx,
  source: typeof carts.$inferSelect,
  values: { contactId: string; deliveryAddressId: string },
): Promise<string> {
  const [row] = await tx
    .insert(carts)
    .values({
      kind: 'subscription_template',
      companyId: source.companyId,
      contactId: values.contactId,
      market: source.market,
      currency: source.currency,
      purchaseOrderNumber: source.purchaseOrderNumber,
      comment: source.comment,
      deliveryAddressId: values.deliveryAddressId,
      costCentreId: source.costCentreId,
    })
    .returning({ id: carts.id });
  await copyLines(tx, source.id, row!.id);
  return row!.id;
}

/** Replaces a template's lines by the lines of another cart. */
export async function replaceLines(tx: DbOrTx, sourceId: string, templateId: string) {
  await tx.delete(cartLines).where(eq(cartLines.cartId, templateId));
  await copyLines(tx, sourceId, templateId);
  await tx
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: new Date() })
    .where(eq(carts.id, templateId));
}

async function copyLines(tx: DbOrTx, sourceId: string, targetId: string) {
  const lines = await tx.select().from(cartLines).where(eq(cartLines.cartId, sourceId));
  if (lines.length === 0) return;
  await tx
    .insert(cartLines)
    .values(lines.map(({ id: _id, cartId: _cartId, ...line }) => ({ ...line, cartId: targetId })));
}

export async function setTemplateAddress(tx: DbOrTx, cartId: string, deliveryAddressId: string) {
  await tx
    .update(carts)
    .set({ deliveryAddressId, version: sql`${carts.version} + 1`, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

export async function listRuns(db: DbOrTx, subscriptionId: string, limit = 50): Promise<RunRow[]> {
  return db
    .select()
    .from(subscriptionRuns)
    .where(eq(subscriptionRuns.subscriptionId, subscriptionId))
    .orderBy(desc(subscriptionRuns.scheduledDate))
    .limit(limit);
}

/** Claims a period: the row exists once per (subscription, scheduled date); null when it was already there. */
export async function claimRun(
  tx: DbOrTx,
  values: Pick<typeof subscriptionRuns.$inferInsert, 'subscriptionId' | 'scheduledDate' | 'deliveryDate' | 'status'> &
    Partial<typeof subscriptionRuns.$inferInsert>,
): Promise<string | null> {
  const [row] = await tx
    .insert(subscriptionRuns)
    .values(values)
    .onConflictDoNothing({ target: [subscriptionRuns.subscriptionId, subscriptionRuns.scheduledDate] })
    .returning({ id: subscriptionRuns.id });
  return row?.id ?? null;
}

export async function updateRun(tx: DbOrTx, id: string, values: Partial<typeof subscriptionRuns.$inferInsert>) {
  await tx.update(subscriptionRuns).set(values).where(eq(subscriptionRuns.id, id));
}

/** The company's orders still on their way (confirmed, picking, shipped). */
export async function openOrders(db: DbOrTx, companyId: string) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      requestedDeliveryDate: orders.requestedDeliveryDate,
      subscriptionId: orders.subscriptionId,
    })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), inArray(orders.status, ['confirmed', 'picking', 'shipped'])))
    .orderBy(orders.requestedDeliveryDate, orders.createdAt);
}

export async function findOrderNumber(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber, gross: orders.gross, currency: orders.currency })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export async function findContact(db: DbOrTx, contactId: string) {
  const [row] = await db
    .select({ email: contacts.email, firstName: contacts.firstName, locale: contacts.locale })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  return row ?? null;
}
