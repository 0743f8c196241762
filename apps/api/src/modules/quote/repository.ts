import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { cartLines, carts, type QuoteStatus, quoteLines, quoteMessages, quotes } from '../../db/schema';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;
export type QuoteMessageRow = typeof quoteMessages.$inferSelect;

export async function findQuote(db: DbOrTx, id: string): Promise<QuoteRow | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  return row ?? null;
}

export async function lockQuote(db: DbOrTx, id: string): Promise<QuoteRow | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).for('update');
  return row ?? null;
}

export async function findQuoteOwner(db: DbOrTx, id: string) {
  const [row] = await db.select({ companyId: quotes.companyId }).from(quotes).where(eq(quotes.id, id));
  return row ?? null;
}

export async function insertQuote(db: DbOrTx, values: typeof quotes.$inferInsert): Promise<QuoteRow> {
  const [row] = await db.insert(quotes).values(values).returning();
  return row!;
}

export async function updateQuote(
  db: DbOrTx,
  id: string,
  values: Partial<Omit<typeof quotes.$inferInsert, 'id' | 'companyId' | 'contactId' | 'cartId'>>,
): Promise<QuoteRow> {
  const [row] = await db
    .update(quotes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(quotes.id, id))
    .returning();
  return row!;
}

export async function listLines(db: DbOrTx, quoteId: string): Promise<QuoteLineRow[]> {
  return db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(asc(quoteLines.position));
}

/** The lines of several quotes (a page of them) in one statement, by quote id, each quote's in their order. */
export async function listLinesOf(db: DbOrTx, quoteIds: string[]): Promise<Map<string, QuoteLineRow[]>> {
  const byQuote = new Map<string, QuoteLineRow[]>(quoteIds.map((id) => [id, []]));
  if (quoteIds.length === 0) return byQuote;
  const rows = await db
    .select()
    .from(quoteLines)
    .where(inArray(quoteLines.quoteId, quoteIds))
    .orderBy(asc(quoteLines.quoteId), asc(quoteLines.position));
  for (const row of rows) byQuote.get(row.quoteId)?.push(row);
  return byQuote;
}

/** Replaces a quote's lines, and its frozen cart's lines to match (SKU and quantity). */
export async function replaceLines(
  db: DbOrTx,
  quote: Pick<QuoteRow, 'id' | 'cartId' | 'currency'>,
  lines: Omit<typeof quoteLines.$inferInsert, 'quoteId' | 'id'>[],
) {
  await db.delete(quoteLines).where(eq(quoteLines.quoteId, quote.id));
  await db.delete(cartLines).where(eq(cartLines.cartId, quote.cartId));
  if (lines.length === 0) return;
  await db.insert(quoteLines).values(lines.map((line) => ({ ...line, quoteId: quote.id })));
  await db.insert(cartLines).values(
    lines.map((line) => ({
      cartId: quote.cartId,
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      listUnitPrice: line.listUnitPrice,
      vatRate: line.vatRate,
      currency: quote.currency,
    })),
  );
  await db
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: new Date() })
    .where(eq(carts.id, quote.cartId));
}

export async function insertLines(db: DbOrTx, lines: (typeof quoteLines.$inferInsert)[]) {
  if (lines.length > 0) await db.insert(quoteLines).values(lines);
}

export async function listMessages(db: DbOrTx, quoteId: string): Promise<QuoteMessageRow[]> {
  return db
    .select()
    .from(quoteMessages)
    .where(eq(quoteMessages.quoteId, quoteId))
    .orderBy(asc(quoteMessages.createdAt), asc(quoteMessages.id));
}

export async function addMessage(db: DbOrTx, values: typeof quoteMessages.$inferInsert) {
  const [row] = await db.insert(quoteMessages).values(values).returning();
  return row!;
}

export async function listQuotes(
  db: DbOrTx,
  filter: { companyId?: string; status?: QuoteStatus; skip: number; take: number },
) {
  const where = and(
    filter.companyId ? eq(quotes.companyId, filter.companyId) : undefined,
    filter.status ? eq(quotes.status, filter.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(quotes)
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(filter.take)
      .offset(filter.skip),
    db.select({ n: sql<number>`count(*)::int` }).from(quotes).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}
