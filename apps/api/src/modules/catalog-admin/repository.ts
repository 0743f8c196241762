import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { contains, startsWith } from '../../db/like';
import { readTogether } from '../../db/prepared';
import {
  brands,
  categories,
  departments,
  productProperties,
  products,
  propertyDefinitions,
  variantProperties,
  variants,
} from '../../db/schema';
import type { ProductStatus } from '../../db/schema/catalog';
import type { Localized } from '../../db/schema/common';

export type ProductRecord = typeof products.$inferSelect;
export type VariantRecord = typeof variants.$inferSelect;

/** A product by id, slug or product number, whatever its status (staff see drafts and discontinued ones). */
export async function findProduct(db: DbOrTx, ref: string): Promise<ProductRecord | undefined> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
  const [row] = await db
    .select()
    .from(products)
    .where(isUuid ? eq(products.id, ref) : sql`${products.slug} = ${ref} or ${products.productNumber} = ${ref}`)
    .limit(1);
  return row;
}

/** A product's variants (in position order) and the properties of it and of them. */
export async function loadDetails(db: DbOrTx, productId: string) {
  const [variantRows, productProps] = await readTogether(db, [
    () =>
      db
        .select()
        .from(variants)
        .where(eq(variants.productId, productId))
        .orderBy(asc(variants.position), asc(variants.sku)),
    () => db.select().from(productProperties).where(eq(productProperties.productId, productId)),
  ]);
  const variantProps =
    variantRows.length === 0
      ? []
      : await db
          .select()
          .from(variantProperties)
          .where(
            inArray(
              variantProperties.sku,
              variantRows.map((v) => v.sku),
            ),
          );
  return { variants: variantRows, productProps, variantProps };
}

/** The rows of a raw statement (both drivers answer `{ rows }`). */
const rowsOf = async <T>(db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export type ListFilter = {
  q?: string;
  categoryId?: string;
  brandId?: string;
  status?: ProductStatus;
  stock?: 'in' | 'out';
  hasImage?: boolean;
  page: number;
  pageSize: number;
};

/** The back office's product list: filters combined with AND, most recently changed first, by offset. */
export async function listProducts(db: DbOrTx, filter: ListFilter) {
  const where: SQL[] = [];
  if (filter.q) {
    const q = filter.q;
    // The products the text names, found through the trigram indexes of names, product numbers and SKUs (and the
    // EANs' own): a union of index scans, not a test of every product (at 1,000,000 products, seconds).
    where.push(sql`p.id in (
      select m.id from products m
      where m.name->>'nb' ilike ${contains(q)} or m.name->>'en' ilike ${contains(q)} or m.product_number ilike ${startsWith(q)}
      union
      select v.product_id from variants v where v.sku ilike ${startsWith(q)} or v.gtin = ${q})`);
  }
  if (filter.categoryId) {
    where.push(sql`p.category_id in (
      with recursive tree as (select id from categories where id = ${filter.categoryId}::uuid
        union all select c.id from categories c join tree on c.parent_id = tree.id)
      select id from tree)`);
  }
  if (filter.brandId) where.push(sql`p.brand_id = ${filter.brandId}::uuid`);
  if (filter.status) where.push(sql`p.status = ${filter.status}`);
  const inStock = sql`exists (select 1 from variants v where v.product_id = p.id and v.is_active and v.stock > 0)`;
  if (filter.stock === 'in') where.push(inStock);
  if (filter.stock === 'out') where.push(sql`not ${inStock}`);
  const hasImage = sql`exists (select 1 from product_images i where i.product_id = p.id)`;
  if (filter.hasImage === true) where.push(hasImage);
  if (filter.hasImage === false) where.push(sql`not ${hasImage}`);
  const condition = where.length > 0 ? sql.join(where, sql` and `) : sql`true`;
  const offset = (filter.page - 1) * filter.pageSize;
  const [rows, [count]] = await Promise.all([
    rowsOf<{
      id: string;
      product_number: string;
      slug: string;
      name: Localized;
      status: ProductStatus;
      category_id: string;
      category_name: Localized;
      brand_id: string | null;
      brand_name: string | null;
      variant_count: number;
      stock: number;
      image_count: number;
      updated_at: string | Date;
    }>(
      db,
      sql`
      select p.id, p.product_number, p.slug, p.name, p.status, p.category_id, c.name as category_name,
        p.brand_id, b.name as brand_name,
        (select count(*)::int from variants v where v.product_id = p.id) as variant_count,
        (select coalesce(sum(v.stock), 0)::int from variants v where v.product_id = p.id and v.is_active) as stock,
        (select count(*)::int from product_images i where i.product_id = p.id) as image_count,
        p.updated_at
      from products p join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id
      where ${condition}
      order by p.updated_at desc, p.id desc
      limit ${filter.pageSize} offset ${offset}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from products p where ${condition}`),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * How a property reaches the storefront: a facet (listing filters and counts), displayed (its product's page and
 * search document), or neither (kept for the back office and the ERP).
 */
export type PropertyReach = 'facet' | 'displayed' | 'hidden';

/** Every property definition's reach, by key. */
export async function propertyReaches(db: DbOrTx): Promise<Map<string, PropertyReach>> {
  const rows = await db
    .select({
      key: propertyDefinitions.key,
      isFacet: propertyDefinitions.isFacet,
      isDisplayed: propertyDefinitions.isDisplayed,
    })
    .from(propertyDefinitions);
  return new Map(rows.map((row) => [row.key, row.isFacet ? 'facet' : row.isDisplayed ? 'displayed' : 'hidden']));
}

/** What the product form chooses from. */
export async function loadFormOptions(db: DbOrTx) {
  const [categoryRows, brandRows, departmentRows, propertyRows] = await Promise.all([
    db
      .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.slug)),
    db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name)),
    db.select({ code: departments.code, name: departments.name }).from(departments).orderBy(asc(departments.position)),
    db
      .select({
        key: propertyDefinitions.key,
        label: propertyDefinitions.label,
        isDisplayed: propertyDefinitions.isDisplayed,
        isFacet: propertyDefinitions.isFacet,
      })
      .from(propertyDefinitions)
      .orderBy(asc(propertyDefinitions.position), asc(propertyDefinitions.key)),
  ]);
  return { categories: categoryRows, brands: brandRows, departments: departmentRows, properties: propertyRows };
}

/** Which of the references a product names exist: category, brand, department, property keys. */
export async function checkReferences(
  db: DbOrTx,
  refs: { categoryId: string; brandId: string | null; department: string; propertyKeys: string[] },
) {
  const [category, brand, department, keys] = await readTogether(db, [
    () => db.select({ id: categories.id }).from(categories).where(eq(categories.id, refs.categoryId)),
    () =>
      refs.brandId ? db.select({ id: brands.id }).from(brands).where(eq(brands.id, refs.brandId)) : Promise.resolve([]),
    () => db.select({ code: departments.code }).from(departments).where(eq(departments.code, refs.department)),
    () =>
      refs.propertyKeys.length > 0
        ? db
            .select({ key: propertyDefinitions.key })
            .from(propertyDefinitions)
            .where(inArray(propertyDefinitions.key, refs.propertyKeys))
        : Promise.resolve([]),
  ]);
  return {
    hasCategory: category.length > 0,
    hasBrand: refs.brandId === null || brand.length > 0,
    hasDepartment: department.length > 0,
    knownKeys: new Set(keys.map((k) => k.key)),
  };
}

export async function categoryExists(db: DbOrTx, categoryId: string) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  return Boolean(row);
}

/** The product that has this product number, other than `exceptId`. */
export async function productNumberOwner(db: DbOrTx, productNumber: string, exceptId?: string) {
  const [row] = await db
    .select({ id: products.id, productNumber: products.productNumber })
    .from(products)
    .where(and(eq(products.productNumber, productNumber), exceptId ? ne(products.id, exceptId) : undefined))
    .limit(1);
  return row;
}

/** Variants of other products with these SKUs or GTINs, with their product's number. */
export async function codeOwners(db: DbOrTx, options: { skus: string[]; gtins: string[]; exceptId?: string }) {
  const { skus, gtins, exceptId } = options;
  return db
    .select({ sku: variants.sku, gtin: variants.gtin, productId: products.id, productNumber: products.productNumber })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(
      and(
        exceptId ? ne(products.id, exceptId) : undefined,
        sql`(${variants.sku} = any(${sql.param(skus)}::text[]) or ${variants.gtin} = any(${sql.param(gtins)}::text[]))`,
      ),
    );
}

/** SKUs among these that order lines name: such a variant is kept (deactivated), never deleted. */
export async function skusOnOrders(db: DbOrTx, skus: string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const rows = await rowsOf<{ sku: string }>(
    db,
    sql`select distinct sku from order_lines where sku = any(${sql.param(skus)}::text[])`,
  );
  return new Set(rows.map((r) => r.sku));
}

export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'slug' | 'facetValues' | 'sortNameNb' | 'sortNameEn' | 'createdAt' | 'updatedAt'
>;

export async function insertProduct(db: DbOrTx, values: ProductValues & { slug: string }): Promise<string> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(db: DbOrTx, id: string, values: Partial<ProductValues>) {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** Whether a slug is taken (slugs are unique; a new product's slug gets a suffix when it is). */
export async function isSlugTaken(db: DbOrTx, slug: string) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  return Boolean(row);
}

/** Replaces the product's properties with these. */
export async function replaceProductProperties(db: DbOrTx, productId: string, values: Record<string, Localized>) {
  await db.delete(productProperties).where(eq(productProperties.productId, productId));
  const rows = Object.entries(values).map(([key, value]) => ({ productId, key, value }));
  if (rows.length > 0) await db.insert(productProperties).values(rows);
}

/** Writes the variants (insert or update by SKU) and their properties; removes the product's other variants. */
export async function writeVariants(
  db: DbOrTx,
  productId: string,
  rows: (Omit<typeof variants.$inferInsert, 'productId'> & { properties: Record<string, Localized> })[],
  remove: string[],
) {
  if (remove.length > 0) await db.delete(variants).where(inArray(variants.sku, remove));
  const values = rows.map(({ properties: _, ...row }) => ({ ...row, productId }));
  await db
    .insert(variants)
    .values(values)
    .onConflictDoUpdate({
      target: variants.sku,
      set: {
        gtin: sql`excluded.gtin`,
        name: sql`excluded.name`,
        packSize: sql`excluded.pack_size`,
        stock: sql`excluded.stock`,
        leadTimeDays: sql`excluded.lead_time_days`,
        position: sql`excluded.position`,
        isActive: sql`excluded.is_active`,
      },
      // Never moves another product's variant here (the service refuses taken SKUs first; this is the last guard).
      setWhere: sql`${variants.productId} = ${productId}::uuid`,
    });
  const skus = rows.map((r) => r.sku);
  await db.delete(variantProperties).where(inArray(variantProperties.sku, skus));
  const props = rows.flatMap((r) => Object.entries(r.properties).map(([key, value]) => ({ sku: r.sku, key, value })));
  if (props.length > 0) await db.insert(variantProperties).values(props);
}

/** Products among the ids that exist, with what bulk actions change. */
export async function productsByIds(db: DbOrTx, ids: string[]) {
  return db
    .select({ id: products.id, status: products.status, categoryId: products.categoryId })
    .from(products)
    .where(inArray(products.id, ids));
}

/** Sets status (and the storefront switch with it) on the products not in it already; answers the changed ids. */
export async function setStatus(db: DbOrTx, ids: string[], status: ProductStatus) {
  if (ids.length === 0) return [];
  const rows = await db
    .update(products)
    .set({ status, isActive: status === 'active', updatedAt: new Date() })
    .where(and(inArray(products.id, ids), ne(products.status, status)))
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

export async function moveToCategory(db: DbOrTx, ids: string[], categoryId: string) {
  if (ids.length === 0) return [];
  const rows = await db
    .update(products)
    .set({ categoryId, updatedAt: new Date() })
    .where(and(inArray(products.id, ids), ne(products.categoryId, categoryId)))
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

/**
 * Sets the stock (and, where sent, the lead time) of the variants `levels` name, in one statement (in a transaction:
 * it locks them first). Answers the SKUs that exist (`known`) and those whose values changed, with their products.
 */
export async function writeStockLevels(
  db: DbOrTx,
  levels: readonly { sku: string; stock: number; leadTimeDays?: number | undefined }[],
) {
  const skus = levels.map((level) => level.sku);
  // Locked in SKU order first: two feeds naming the same SKUs wait for each other rather than deadlock.
  const known = await db
    .select({ sku: variants.sku })
    .from(variants)
    .where(inArray(variants.sku, skus))
    .orderBy(asc(variants.sku))
    .for('update');
  const changed = await rowsOf<{ sku: string; product_id: string }>(
    db,
    sql`
    update variants v set stock = x.stock, lead_time_days = coalesce(x.lead, v.lead_time_days)
    from unnest(${sql.param(skus)}::text[], ${sql.param(levels.map((level) => level.stock))}::int[],
      ${sql.param(levels.map((level) => level.leadTimeDays ?? null))}::int[]) as x(sku, stock, lead)
    where v.sku = x.sku and (v.stock <> x.stock or v.lead_time_days <> coalesce(x.lead, v.lead_time_days))
    returning v.sku, v.product_id`,
  );
  return {
    known: new Set(known.map((row) => row.sku)),
    changed: changed.map((row) => ({ sku: row.sku, productId: row.product_id })),
  };
}
