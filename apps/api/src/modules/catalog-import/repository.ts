import { and, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { readTogether } from '../../db/prepared';
import {
  brands,
  type CatalogImportFailure,
  catalogImportFiles,
  catalogImports,
  categories,
  departments,
  markets,
  priceLists,
  prices,
  products,
  variants,
} from '../../db/schema';
import type { Localized } from '../../db/schema/common';
import { upsertPrices } from '../price';
import type { ImportReference, ImportRow } from './csv';

export type ImportRecord = typeof catalogImports.$inferSelect;

/** Categories, markets (with their currency) and departments, to check a file against. */
export async function loadReference(db: DbOrTx): Promise<ImportReference> {
  const [categoryRows, marketRows, departmentRows] = await readTogether(db, [
    () => db.select({ slug: categories.slug }).from(categories),
    () => db.select({ code: markets.code, currency: markets.currency }).from(markets),
    () => db.select({ code: departments.code }).from(departments),
  ]);
  return {
    categories: new Set(categoryRows.map((r) => r.slug)),
    markets: new Map(marketRows.map((r) => [r.code, r.currency])),
    departments: new Set(departmentRows.map((r) => r.code)),
  };
}

/** The product number each of the given SKUs belongs to today (SKUs not in the catalog are absent). */
export async function productNumbersOfSkus(db: DbOrTx, skus: string[]): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ sku: variants.sku, productNumber: products.productNumber })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.sku, skus));
  return new Map(rows.map((r) => [r.sku, r.productNumber]));
}

export async function insertImport(
  db: DbOrTx,
  values: { fileName: string | null; fileHash: string; rows: ImportRow[]; createdBy: string },
): Promise<Omit<ImportRecord, 'rows'>> {
  const { rows: _rows, ...columns } = getTableColumns(catalogImports);
  const [row] = await db
    .insert(catalogImports)
    .values({ ...values, total: values.rows.length })
    .returning(columns);
  return row!;
}

/** An import without its stored rows (megabytes while it runs; the progress page asks every second). */
export async function findImport(db: DbOrTx, id: string): Promise<Omit<ImportRecord, 'rows'> | null> {
  const { rows: _rows, ...columns } = getTableColumns(catalogImports);
  const [row] = await db.select(columns).from(catalogImports).where(eq(catalogImports.id, id));
  return row ?? null;
}

/** The newest imports, without their rows. */
export async function listImports(db: DbOrTx, limit: number) {
  const { rows: _rows, failures: _failures, ...columns } = getTableColumns(catalogImports);
  return db.select(columns).from(catalogImports).orderBy(desc(catalogImports.createdAt)).limit(limit);
}

/**
 * Claims an import to work on: one still running whose heartbeat is older than `staleMs` (its process stopped),
 * or any running one when `staleMs` is 0 (just started). Answers null when another worker holds it.
 */
export async function claimImport(db: DbOrTx, id: string, staleMs: number): Promise<ImportRecord | null> {
  const [row] = await db
    .update(catalogImports)
    .set({ heartbeatAt: new Date() })
    .where(
      and(
        eq(catalogImports.id, id),
        eq(catalogImports.status, 'running'),
        staleMs > 0 ? lt(catalogImports.heartbeatAt, new Date(Date.now() - staleMs)) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/** Running imports whose heartbeat stopped longer than `staleMs` ago. */
export async function abandonedImports(db: DbOrTx, staleMs: number): Promise<string[]> {
  const rows = await db
    .select({ id: catalogImports.id })
    .from(catalogImports)
    .where(and(eq(catalogImports.status, 'running'), lt(catalogImports.heartbeatAt, new Date(Date.now() - staleMs))));
  return rows.map((r) => r.id);
}

export type BatchCounts = { created: number; updated: number; unchanged: number; failures: CatalogImportFailure[] };

/**
 * Adds a batch's outcome to the import's progress, in the batch's transaction, so a resumed run never repeats it.
 * Only when the import is still running and at `from` rows done: false means another worker applied these rows
 * (it took the import over), and the caller rolls its batch back.
 */
export async function recordBatch(
  tx: DbOrTx,
  id: string,
  from: number,
  rowCount: number,
  counts: BatchCounts,
): Promise<boolean> {
  const updated = await tx
    .update(catalogImports)
    .set({
      done: sql`${catalogImports.done} + ${rowCount}`,
      created: sql`${catalogImports.created} + ${counts.created}`,
      updated: sql`${catalogImports.updated} + ${counts.updated}`,
      unchanged: sql`${catalogImports.unchanged} + ${counts.unchanged}`,
      failed: sql`${catalogImports.failed} + ${counts.failures.length}`,
      failures: sql`${catalogImports.failures} || ${JSON.stringify(counts.failures)}::jsonb`,
      heartbeatAt: new Date(),
    })
    .where(and(eq(catalogImports.id, id), eq(catalogImports.status, 'running'), eq(catalogImports.done, from)))
    .returning({ id: catalogImports.id });
  return updated.length > 0;
}

export async function finishImport(db: DbOrTx, id: string, values: { status: 'done' | 'failed'; error?: string }) {
  await db
    .update(catalogImports)
    .set({
      status: values.status,
      error: values.error ?? null,
      rows: null,
      finishedAt: new Date(),
      heartbeatAt: new Date(),
    })
    .where(eq(catalogImports.id, id));
}

/** What applying rows needs besides the rows: category ids, the list price list per market, the default department. */
export type ApplyContext = {
  categoryIds: Map<string, string>;
  listIds: Map<string, string>;
  defaultDepartment: string;
};

/**
 * The market's list price list the import writes (code `LIST-<market>`, as the seed names them), created when
 * the market has none yet.
 */
export async function loadApplyContext(db: DbOrTx, markets: Map<string, string>): Promise<ApplyContext> {
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const listIds = new Map<string, string>();
  for (const [market, currency] of markets) {
    const code = `LIST-${market}`;
    await db
      .insert(priceLists)
      .values({ code, name: `Listepris ${market} (${currency})`, kind: 'list', market, currency })
      .onConflictDoNothing({ target: priceLists.code });
    const [list] = await db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.code, code));
    listIds.set(market, list!.id);
  }
  const [department] = await db
    .select({ code: departments.code })
    .from(departments)
    .orderBy(departments.position, departments.id)
    .limit(1);
  return {
    categoryIds: new Map(categoryRows.map((r) => [r.slug, r.id])),
    listIds,
    defaultDepartment: department?.code ?? 'OSLO',
  };
}

const slugify = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

const sameText = (a: Localized, b: Localized) => a.nb === b.nb && a.en === b.en;

/** Brand ids by the names in the rows (matched by name, case-insensitive, or slug); unknown brands are created. */
async function brandIds(tx: DbOrTx, names: string[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (names.length === 0) return ids;
  const lower = names.map((n) => n.toLowerCase());
  const slugs = names.map((n) => slugify(n) || 'brand');
  const find = async () => {
    const rows = await tx
      .select({ id: brands.id, slug: brands.slug, name: brands.name })
      .from(brands)
      .where(
        sql`lower(${brands.name}) = any(${sql.param(lower)}::text[]) or ${brands.slug} = any(${sql.param(slugs)}::text[])`,
      );
    for (const [i, name] of names.entries()) {
      const hit = rows.find((r) => r.name.toLowerCase() === lower[i]) ?? rows.find((r) => r.slug === slugs[i]);
      if (hit) ids.set(name, hit.id);
    }
  };
  await find();
  const missing = names.filter((n) => !ids.has(n));
  if (missing.length > 0) {
    await tx
      .insert(brands)
      .values(missing.map((name) => ({ name, slug: slugify(name) || 'brand' })))
      .onConflictDoNothing();
    await find();
  }
  return ids;
}

/**
 * What applied rows changed, as the caches follow it (docs/decisions/006-caches.md, "Scoped changes"): products made,
 * or changed beyond their description and names (`catalog`: the category, a brand, a variant made or taken out …);
 * products whose or whose variants' names or EANs changed (`names`), or whose description did (`texts`), and nothing
 * more; all only of products in the shop before or after; the markets whose list prices changed (`markets`). All
 * empty: the rows changed nothing the shop shows.
 */
export type BatchChange = { catalog: Set<string>; texts: Set<string>; names: Set<string>; markets: Set<string> };

export const noChange = (): BatchChange => ({
  catalog: new Set(),
  texts: new Set(),
  names: new Set(),
  markets: new Set(),
});

/** Adds what `more` changed to `change`; a product changed beyond its description and names counts as such alone. */
export function addChange(change: BatchChange, more: BatchChange) {
  for (const id of more.catalog) change.catalog.add(id);
  for (const id of more.texts) change.texts.add(id);
  for (const id of more.names) change.names.add(id);
  for (const market of more.markets) change.markets.add(market);
  for (const id of change.catalog) {
    change.texts.delete(id);
    change.names.delete(id);
  }
}

/**
 * Applies rows (one batch, in the caller's transaction): upserts products by product number and variants by SKU,
 * and sets the list price (from 1 unit) per market. An empty cell keeps what is stored. Answers per row whether it
 * created a variant, changed something or changed nothing, and what the rows changed (`change`: the caller
 * re-indexes and invalidates by it); a SKU that belongs to another product number (moved since the file was checked)
 * fails alone.
 */
export async function applyRows(
  tx: DbOrTx,
  rows: ImportRow[],
  ctx: ApplyContext,
): Promise<BatchCounts & { change: BatchChange }> {
  const counts: BatchCounts = { created: 0, updated: 0, unchanged: 0, failures: [] };
  const change = noChange();
  const skus = rows.map((r) => r.sku);
  const productNumbers = [...new Set(rows.map((r) => r.productNumber))];
  const [existingVariants, existingProducts, existingPrices, brandMap] = await readTogether(tx, [
    () =>
      tx
        .select({
          sku: variants.sku,
          productNumber: products.productNumber,
          gtin: variants.gtin,
          name: variants.name,
          packSize: variants.packSize,
          isActive: variants.isActive,
        })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(inArray(variants.sku, skus)),
    () => tx.select().from(products).where(inArray(products.productNumber, productNumbers)),
    () =>
      ctx.listIds.size === 0
        ? Promise.resolve([])
        : tx
            .select({ listId: prices.priceListId, sku: prices.sku, unitPrice: prices.unitPrice })
            .from(prices)
            .where(
              and(
                inArray(prices.priceListId, [...ctx.listIds.values()]),
                inArray(prices.sku, skus),
                eq(prices.minQuantity, 1),
              ),
            ),
    () => brandIds(tx, [...new Set(rows.flatMap((r) => (r.brand ? [r.brand] : [])))]),
  ]);
  const variantBySku = new Map(existingVariants.map((v) => [v.sku, v]));
  const productByNumber = new Map(existingProducts.map((p) => [p.productNumber, p]));
  const priceOf = new Map(existingPrices.map((p) => [`${p.listId}|${p.sku}`, p.unitPrice]));

  const groups = new Map<string, ImportRow[]>();
  for (const row of rows) {
    const existing = variantBySku.get(row.sku);
    if (existing && existing.productNumber !== row.productNumber) {
      counts.failures.push({ row: row.row, sku: row.sku, reason: `sku_of_other_product: ${existing.productNumber}` });
      continue;
    }
    groups.set(row.productNumber, [...(groups.get(row.productNumber) ?? []), row]);
  }

  for (const [productNumber, group] of groups) {
    const first = group[0]!;
    const current = productByNumber.get(productNumber);
    const values = {
      name: { nb: first.nameNb, en: first.nameEn ?? (current?.name.en || first.nameNb) },
      description: {
        nb: first.descriptionNb ?? current?.description.nb ?? '',
        en: first.descriptionEn ?? current?.description.en ?? first.descriptionNb ?? '',
      },
      categoryId: ctx.categoryIds.get(first.category)!,
      brandId: first.brand ? brandMap.get(first.brand)! : (current?.brandId ?? null),
      unit: first.unit ?? current?.unit ?? 'PCE',
      packSize: first.packSize ?? current?.packSize ?? 1,
      vatClass: first.vatClass ?? current?.vatClass ?? 'standard',
      department: first.department ?? current?.department ?? ctx.defaultDepartment,
      isActive: group.some((r) => r.isActive),
    };
    // The import's `active` column says active or not; a product it switches off was sold (discontinued), unless
    // it is a draft from the back office, which stays a draft (docs/catalog.md "Status").
    const status = values.isActive ? 'active' : current?.status === 'draft' || !current ? 'draft' : 'discontinued';
    let productId: string;
    let productChanged = false;
    let textsChanged = false;
    let namesChanged = false;
    let variantsNamed = false;
    if (!current) {
      const [created] = await tx
        .insert(products)
        .values({
          ...values,
          status,
          productNumber,
          slug: `${slugify(first.nameNb)}-${slugify(productNumber)}`.replace(/^-/, ''),
        })
        .returning({ id: products.id });
      productId = created!.id;
      productChanged = true;
    } else {
      productId = current.id;
      textsChanged = !sameText(current.description, values.description);
      namesChanged = !sameText(current.name, values.name);
      productChanged =
        current.categoryId !== values.categoryId ||
        current.brandId !== values.brandId ||
        current.unit !== values.unit ||
        current.packSize !== values.packSize ||
        current.vatClass !== values.vatClass ||
        current.department !== values.department ||
        current.isActive !== values.isActive ||
        current.status !== status;
      if (productChanged || textsChanged || namesChanged) {
        await tx
          .update(products)
          .set({ ...values, status, updatedAt: new Date() })
          .where(eq(products.id, productId));
      }
    }
    // A product out of the shop before and after (a draft, a discontinued one, made inactive) is in no storefront
    // answer and has nothing derived: its change reaches nothing (decision 006, "Products not in the shop").
    const shown = values.isActive || current?.isActive === true;
    if (productChanged && shown) change.catalog.add(productId);

    const variantWrites: (typeof variants.$inferInsert)[] = [];
    const priceWrites: (typeof prices.$inferInsert)[] = [];
    for (const [position, row] of group.entries()) {
      const existing = variantBySku.get(row.sku);
      const variant = {
        sku: row.sku,
        productId,
        gtin: row.gtin ?? existing?.gtin ?? null,
        name: {
          nb: row.variantNameNb ?? existing?.name.nb ?? row.nameNb,
          en: row.variantNameEn ?? existing?.name.en ?? row.nameEn ?? row.nameNb,
        },
        packSize: row.packSize ?? existing?.packSize ?? 1,
        isActive: row.isActive,
      };
      // Its name or EAN: what shows it and what search finds (the `names` reach), not what a listing counts.
      const variantNamed =
        existing !== undefined && (!sameText(existing.name, variant.name) || existing.gtin !== variant.gtin);
      const variantChanged =
        !existing || existing.packSize !== variant.packSize || existing.isActive !== variant.isActive;
      variantsNamed ||= variantNamed;
      if (variantChanged || variantNamed) variantWrites.push(existing ? variant : { ...variant, stock: 0, position });
      let priceChanged = false;
      for (const [market, unitPrice] of Object.entries(row.prices)) {
        const listId = ctx.listIds.get(market)!;
        if (priceOf.get(`${listId}|${row.sku}`) === unitPrice) continue;
        priceChanged = true;
        change.markets.add(market);
        priceWrites.push({ priceListId: listId, sku: row.sku, minQuantity: 1, unitPrice });
      }
      if (!existing) counts.created++;
      else if (productChanged || textsChanged || namesChanged || variantNamed || variantChanged || priceChanged) {
        counts.updated++;
      } else counts.unchanged++;
      if (variantChanged && shown) change.catalog.add(productId);
    }
    if (variantWrites.length > 0) {
      await tx
        .insert(variants)
        .values(variantWrites)
        .onConflictDoUpdate({
          target: variants.sku,
          set: {
            gtin: sql`excluded.gtin`,
            name: sql`excluded.name`,
            packSize: sql`excluded.pack_size`,
            isActive: sql`excluded.is_active`,
          },
        });
    }
    await upsertPrices(tx, priceWrites);
    if (shown && !change.catalog.has(productId)) {
      if (textsChanged) change.texts.add(productId);
      if (namesChanged || variantsNamed) change.names.add(productId);
    }
  }
  return { ...counts, change };
}

/** Keeps the zip files an import's rows name until it ends (a resumed run in another process needs them). */
export async function insertImportFiles(db: DbOrTx, importId: string, files: Map<string, Buffer>) {
  for (const [name, bytes] of files) await db.insert(catalogImportFiles).values({ importId, name, bytes });
}

export async function findImportFile(db: DbOrTx, importId: string, name: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: catalogImportFiles.bytes })
    .from(catalogImportFiles)
    .where(and(eq(catalogImportFiles.importId, importId), eq(catalogImportFiles.name, name)));
  return row ? Buffer.from(row.bytes) : null;
}

export async function deleteImportFiles(db: DbOrTx, importId: string) {
  await db.delete(catalogImportFiles).where(eq(catalogImportFiles.importId, importId));
}

/** Records problems of rows already counted (a picture that could not be added), without counting them again. */
export async function addFailures(db: DbOrTx, id: string, failures: CatalogImportFailure[]) {
  await db
    .update(catalogImports)
    .set({ failures: sql`${catalogImports.failures} || ${JSON.stringify(failures)}::jsonb` })
    .where(eq(catalogImports.id, id));
}
