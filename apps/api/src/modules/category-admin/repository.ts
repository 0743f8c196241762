import { asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { categories, categoryRedirects, products } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

/**
 * Serializes the writers of the tree (slugs must be unique across current and old slugs of both languages, and
 * sibling positions are renumbered): readers and product writes go on, as SHARE ROW EXCLUSIVE conflicts only with
 * other writers of the table.
 */
export async function lockTree(tx: DbOrTx) {
  await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
}

export async function listCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.slug));
}

export async function findCategory(db: DbOrTx, id: string): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

/** Products per category (active or not: a category with any product cannot go). */
export async function countProductsPerCategory(db: DbOrTx) {
  return db.select({ categoryId: products.categoryId, n: count() }).from(products).groupBy(products.categoryId);
}

export async function countProducts(db: DbOrTx, categoryId: string) {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, categoryId));
  return row?.n ?? 0;
}

export async function productIdsOf(db: DbOrTx, categoryId: string) {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.categoryId, categoryId));
  return rows.map((row) => row.id);
}

export async function listRedirects(db: DbOrTx) {
  return db
    .select({ slug: categoryRedirects.slug, categoryId: categoryRedirects.categoryId })
    .from(categoryRedirects)
    .orderBy(asc(categoryRedirects.createdAt), asc(categoryRedirects.slug));
}

/** The categories that have one of these slugs as a current slug (either language). */
export async function findSlugHolders(db: DbOrTx, slugs: string[]) {
  return db
    .select({ id: categories.id, slug: categories.slug, slugEn: categories.slugEn })
    .from(categories)
    .where(or(inArray(categories.slug, slugs), inArray(categories.slugEn, slugs)));
}

export async function insertCategory(db: DbOrTx, values: typeof categories.$inferInsert) {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(db: DbOrTx, id: string, values: Partial<typeof categories.$inferInsert>) {
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row!;
}

export async function deleteCategory(db: DbOrTx, id: string) {
  await db.delete(categories).where(eq(categories.id, id));
}

/** Gives siblings the positions 0, 1, 2 … in the order given (only rows whose place or parent changes are written). */
export async function placeSiblings(
  db: DbOrTx,
  parentId: string | null,
  ordered: Pick<CategoryRow, 'id' | 'parentId' | 'position'>[],
) {
  for (const [position, row] of ordered.entries()) {
    if (row.position !== position || row.parentId !== parentId) {
      await db.update(categories).set({ position, parentId }).where(eq(categories.id, row.id));
    }
  }
}

/** Keeps old slugs for a category (a slug another category had as an old one now leads here). */
export async function keepOldSlugs(db: DbOrTx, categoryId: string, slugs: string[]) {
  if (slugs.length === 0) return;
  await db
    .insert(categoryRedirects)
    .values(slugs.map((slug) => ({ slug, categoryId })))
    .onConflictDoUpdate({ target: categoryRedirects.slug, set: { categoryId, createdAt: sql`now()` } });
}

/** Forgets old slugs that are current slugs again (of this category or, taken over, of another). */
export async function forgetOldSlugs(db: DbOrTx, slugs: string[]) {
  if (slugs.length === 0) return;
  await db.delete(categoryRedirects).where(inArray(categoryRedirects.slug, slugs));
}
