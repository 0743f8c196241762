import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { addresses, invoices, orderLines, orders } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** The number of the company's latest order that can have an invoice (not cancelled); null when it has none. */
export async function findLatestOrderNumber(db: DbOrTx, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), ne(orders.status, 'cancelled')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row?.orderNumber ?? null;
}

/** The order by its number, locked so that one request at a time invoices it. */
export async function lockOrderByNumber(tx: DbOrTx, orderNumber: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
  return row ?? null;
}

export async function findOrderByNumber(db: DbOrTx, orderNumber: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row ?? null;
}

export async function findInvoiceOfOrder(db: DbOrTx, orderId: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row ?? null;
}

export async function findInvoiceByNumber(db: DbOrTx, invoiceNumber: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.invoiceNumber, invoiceNumber));
  return row ?? null;
}

export async function nextInvoiceNumber(tx: DbOrTx): Promise<string> {
  const result = await tx.execute<{ n: string }>(sql`select nextval('invoice_number_seq')::text as n`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: string }[] }).rows) as { n: string }[];
  return rows[0]!.n;
}

export async function listLines(db: DbOrTx, orderId: string) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

/** The company's current default invoice address: used when the order has no copy of one. */
export async function findInvoiceAddress(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.type, 'invoice'), isNull(addresses.deletedAt)))
    .orderBy(sql`${addresses.isDefault} desc`, asc(addresses.createdAt))
    .limit(1);
  return row ?? null;
}

/** Inserts the invoice unless the order already has one (a concurrent first request); answers the stored row. */
export async function insertInvoice(tx: DbOrTx, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  await tx.insert(invoices).values(values).onConflictDoNothing({ target: invoices.orderId });
  const row = await findInvoiceOfOrder(tx, values.orderId);
  if (!row) throw new Error('invoice vanished after insert');
  return row;
}
