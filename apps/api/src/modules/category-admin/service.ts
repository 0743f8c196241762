import type { Db, DbOrTx } from '../../db';
import { invalidateCaches } from '../../lib/cache';
import { notFound, rule } from '../../lib/errors';
import { indexProducts } from '../catalog';
import { auditChange } from '../security';
import * as repo from './repository';
import type {
  BackofficeCategoryNode,
  BackofficeCategoryTree,
  CreateCategoryBody,
  MoveCategoryBody,
  UpdateCategoryBody,
} from './schemas';

// The category tree in the back office (docs/backoffice.md, "Categories"). Every write locks the tree (repo.lockTree),
// is audited in its transaction, and drops the catalog's caches after it commits (the taxonomy every listing, search
// and product page reads is cached in the 'catalog' namespace: catalog/taxonomy.ts).

/** What the audit log keeps of a category. */
const auditedOf = (row: repo.CategoryRow) => ({
  parentId: row.parentId,
  position: row.position,
  name: row.name,
  slug: row.slug,
  slugEn: row.slugEn,
});

const currentSlugs = (row: Pick<repo.CategoryRow, 'slug' | 'slugEn'>) => [
  row.slug,
  ...(row.slugEn ? [row.slugEn] : []),
];

/** The stored English slug: null when it is the Norwegian one. */
const slugEnOf = (slug: { nb: string; en?: string | null }) => (slug.en && slug.en !== slug.nb ? slug.en : null);

/** The whole tree with product counts and old slugs, siblings in their order. */
export async function getTree(db: DbOrTx): Promise<BackofficeCategoryTree> {
  const [rows, counts, redirects] = await Promise.all([
    repo.listCategories(db),
    repo.countProductsPerCategory(db),
    repo.listRedirects(db),
  ]);
  const productCounts = new Map(counts.map((row) => [row.categoryId, row.n]));
  const oldSlugs = new Map<string, string[]>();
  for (const { slug, categoryId } of redirects) oldSlugs.set(categoryId, [...(oldSlugs.get(categoryId) ?? []), slug]);
  const children = new Map<string | null, repo.CategoryRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const build = (parentId: string | null, seen: Set<string>): BackofficeCategoryNode[] =>
    (children.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => ({
        id: row.id,
        parentId: row.parentId,
        position: row.position,
        name: row.name,
        slug: { nb: row.slug, en: row.slugEn },
        oldSlugs: oldSlugs.get(row.id) ?? [],
        productCount: productCounts.get(row.id) ?? 0,
        children: build(row.id, new Set(seen).add(row.id)),
      }));
  return { categories: build(null, new Set()) };
}

/**
 * Refuses slugs another category has as a current slug (422 category_slug_taken, with the slug). Old slugs of other
 * categories may be taken: the new owner's current slug wins and the old redirect goes (forgetOldSlugs).
 */
async function assertSlugsFree(tx: DbOrTx, slugs: string[], categoryId: string | null) {
  const holders = (await repo.findSlugHolders(tx, slugs)).filter((row) => row.id !== categoryId);
  const taken = slugs.find((slug) => holders.some((row) => currentSlugs(row).includes(slug)));
  if (taken) throw rule('category_slug_taken', { slug: taken });
}

/** Runs a tree write under the lock, then drops the catalog caches once it has committed. */
async function write<T>(db: Db, change: (tx: DbOrTx) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    await repo.lockTree(tx);
    return change(tx);
  });
  invalidateCaches('catalog');
  return result;
}

/** A new category, last among its siblings. */
export async function createCategory(db: Db, options: { by: string; input: CreateCategoryBody }) {
  const { input } = options;
  return write(db, async (tx) => {
    if (input.parentId && !(await repo.findCategory(tx, input.parentId))) {
      throw rule('category_move_invalid', { parentId: input.parentId });
    }
    const slugEn = slugEnOf(input.slug);
    const slugs = [input.slug.nb, ...(slugEn ? [slugEn] : [])];
    await assertSlugsFree(tx, slugs, null);
    const siblings = (await repo.listCategories(tx)).filter((row) => row.parentId === input.parentId);
    // Last: after the highest place (seeded or imported positions need not run 0, 1, 2 …).
    const row = await repo.insertCategory(tx, {
      parentId: input.parentId,
      slug: input.slug.nb,
      slugEn,
      name: input.name,
      position: Math.max(-1, ...siblings.map((sibling) => sibling.position)) + 1,
    });
    await repo.forgetOldSlugs(tx, slugs);
    await auditChange(tx, { by: options.by, entity: 'category', id: row.id, verb: 'created', after: auditedOf(row) });
    return row;
  });
}

/**
 * Renames a category (names and/or slugs). A slug that changes is kept as an old slug, which the shop redirects to
 * the new one; an old slug taken back becomes current again. The category's products are re-indexed (their search
 * text holds the category's names).
 */
export async function updateCategory(db: Db, options: { by: string; categoryId: string; input: UpdateCategoryBody }) {
  const { input } = options;
  return write(db, async (tx) => {
    const before = await repo.findCategory(tx, options.categoryId);
    if (!before) throw notFound('No such category.');
    const changes: Partial<repo.CategoryRow> = {};
    if (input.name) changes.name = input.name;
    if (input.slug) {
      changes.slug = input.slug.nb;
      changes.slugEn = slugEnOf(input.slug);
    }
    const next = { ...before, ...changes };
    const slugs = currentSlugs(next);
    await assertSlugsFree(tx, slugs, before.id);
    const dropped = currentSlugs(before).filter((slug) => !slugs.includes(slug));
    // The old slug row goes before the new one is written, so a swap (nb ↔ en) never meets itself.
    await repo.forgetOldSlugs(tx, slugs);
    const after = await repo.updateCategory(tx, before.id, changes);
    await repo.keepOldSlugs(tx, before.id, dropped);
    if (JSON.stringify(before.name) !== JSON.stringify(after.name)) {
      await indexProducts(tx, await repo.productIdsOf(tx, before.id));
    }
    await auditChange(tx, {
      by: options.by,
      entity: 'category',
      id: before.id,
      verb: 'updated',
      before: auditedOf(before),
      after: auditedOf(after),
    });
    return after;
  });
}

/**
 * Moves a category under another parent (or to the top) and/or to another place among its siblings; both sibling
 * lists are renumbered 0, 1, 2 … Never below itself or one of its subcategories (422 category_move_invalid). Its URL
 * is its slug, not its path, so links keep working.
 */
export async function moveCategory(db: Db, options: { by: string; categoryId: string; input: MoveCategoryBody }) {
  const { parentId, position } = options.input;
  return write(db, async (tx) => {
    const rows = await repo.listCategories(tx);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const before = byId.get(options.categoryId);
    if (!before) throw notFound('No such category.');
    if (parentId !== null) {
      if (!byId.has(parentId)) throw rule('category_move_invalid', { parentId });
      // Walk up from the new parent: meeting the category itself means it would go below itself.
      for (let at = byId.get(parentId); at; at = at.parentId ? byId.get(at.parentId) : undefined) {
        if (at.id === before.id) throw rule('category_move_invalid', { parentId });
      }
    }
    const siblingsOf = (parent: string | null) => rows.filter((row) => row.parentId === parent && row.id !== before.id);
    const target = siblingsOf(parentId);
    target.splice(Math.min(position, target.length), 0, before);
    if (before.parentId !== parentId) await repo.placeSiblings(tx, before.parentId, siblingsOf(before.parentId));
    await repo.placeSiblings(tx, parentId, target);
    const after = (await repo.findCategory(tx, before.id))!;
    await auditChange(tx, {
      by: options.by,
      entity: 'category',
      id: before.id,
      verb: 'moved',
      before: { parentId: before.parentId, position: before.position },
      after: { parentId: after.parentId, position: after.position },
    });
    return after;
  });
}

/** Deletes an empty category (no products, no subcategories; else 422 category_not_empty with the counts). */
export async function deleteCategory(db: Db, options: { by: string; categoryId: string }) {
  await write(db, async (tx) => {
    const rows = await repo.listCategories(tx);
    const before = rows.find((row) => row.id === options.categoryId);
    if (!before) throw notFound('No such category.');
    const children = rows.filter((row) => row.parentId === before.id).length;
    const products = await repo.countProducts(tx, before.id);
    if (children > 0 || products > 0) throw rule('category_not_empty', { products, children });
    await repo.deleteCategory(tx, before.id);
    await repo.placeSiblings(
      tx,
      before.parentId,
      rows.filter((row) => row.parentId === before.parentId && row.id !== before.id),
    );
    await auditChange(tx, {
      by: options.by,
      entity: 'category',
      id: before.id,
      verb: 'deleted',
      before: auditedOf(before),
    });
  });
}
