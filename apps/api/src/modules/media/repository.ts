import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { param, preparedQuery, tableAlias } from '../../db/prepared';
import { productImages, products, variants } from '../../db/schema';

export type ImageRow = typeof productImages.$inferSelect;

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A product (active or not: staff manage both) by id, slug or product number, with its names for default alt text. */
export async function findProduct(db: DbOrTx, ref: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(isUuid(ref) ? eq(products.id, ref) : sql`${products.slug} = ${ref} or ${products.productNumber} = ${ref}`)
    .limit(1);
  return row ?? null;
}

export async function isVariantOf(db: DbOrTx, productId: string, sku: string): Promise<boolean> {
  const [row] = await db
    .select({ sku: variants.sku })
    .from(variants)
    .where(and(eq(variants.productId, productId), eq(variants.sku, sku)));
  return Boolean(row);
}

export function listImages(db: DbOrTx, productIds: string[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
}

/** What a picture's layout in an answer needs (sizes, alt texts, placeholder, files). */
export type LayoutRow = Pick<ImageRow, 'alt' | 'width' | 'height' | 'placeholder' | 'dominantColor' | 'renditions'>;

/** A product's cover as a card shows it. */
export type CoverRow = LayoutRow & { productId: string };

/** The covers (position 0) of the products `ids` (SQL of a uuid[]). */
const coversSql = (ids: SQL) =>
  sql`select i.product_id as "productId", i.alt, i.width, i.height, i.placeholder, i.dominant_color as "dominantColor",
        i.renditions
      from product_images i where i.product_id = any(${ids}) and i.position = 0`;

const coversQuery = preparedQuery<CoverRow, { productIds: string[] }>(
  'media_product_covers',
  coversSql(sql`${param('productIds')}::uuid[]`),
  { planOnce: true },
);

/**
 * The covers of the products `ids` (SQL of a uuid[]) as one JSON array of CoverRow, for a statement that reads a
 * listing page's cards at once (the catalog's `findCardPage`): one round trip where there were three.
 */
export const coversJson = (ids: SQL): SQL => sql`(select coalesce(json_agg(c), '[]'::json) from (${coversSql(ids)}) c)`;

/** A picture as a product page shows it. */
export type GalleryRow = LayoutRow & Pick<ImageRow, 'id' | 'productId' | 'sku' | 'position'>;

/**
 * Every picture of the product of `alias` (a table alias of `products` in the caller's query) in order, as a JSON
 * array of GalleryRow: for the statement that reads a whole product page at once (the catalog's).
 */
export function galleryJson(alias = 'p'): SQL {
  return sql`coalesce((select json_agg(json_build_object('id', i.id, 'productId', i.product_id, 'sku', i.sku,
      'position', i.position, 'alt', i.alt, 'width', i.width, 'height', i.height, 'placeholder', i.placeholder,
      'dominantColor', i.dominant_color, 'renditions', i.renditions) order by i.position)
    from product_images i where i.product_id = ${tableAlias(alias)}.id), '[]'::json)`;
}

/** Each product's cover (position 0), for listing cards: a named prepared statement, as listings ask it on a miss. */
export function listCovers(db: Db, productIds: string[]): Promise<CoverRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return coversQuery(db, { productIds });
}

/**
 * The pictures that can stand for these SKUs (lines of carts, lists and orders): each SKU's variant's own images
 * and its product's cover, with the SKU they were found for; the service picks one per SKU.
 */
export function listSkuImages(db: DbOrTx, skus: string[]): Promise<(ImageRow & { forSku: string })[]> {
  if (skus.length === 0) return Promise.resolve([]);
  return db
    .select({ forSku: variants.sku, image: productImages })
    .from(variants)
    .innerJoin(productImages, eq(productImages.productId, variants.productId))
    .where(
      and(inArray(variants.sku, skus), sql`(${productImages.sku} = ${variants.sku} or ${productImages.position} = 0)`),
    )
    .orderBy(asc(productImages.position))
    .then((rows) => rows.map((row) => ({ ...row.image, forSku: row.forSku })));
}

export async function findImage(db: DbOrTx, productId: string, imageId: string) {
  const [row] = await db
    .select()
    .from(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.id, imageId)));
  return row ?? null;
}

export async function findBySource(db: DbOrTx, productId: string, sourceHash: string) {
  const [row] = await db
    .select()
    .from(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.sourceHash, sourceHash)));
  return row ?? null;
}

/** Adds an image after the product's last one; an image of the same source already there is answered instead. */
export async function insertImage(
  db: DbOrTx,
  values: Omit<typeof productImages.$inferInsert, 'position' | 'id' | 'createdAt'>,
): Promise<{ row: ImageRow; isNew: boolean }> {
  const [row] = await db
    .insert(productImages)
    .values({
      ...values,
      position: sql`(select coalesce(max(${productImages.position}) + 1, 0) from ${productImages} where ${productImages.productId} = ${values.productId})`,
    })
    .onConflictDoNothing({ target: [productImages.productId, productImages.sourceHash] })
    .returning();
  if (row) return { row, isNew: true };
  return { row: (await findBySource(db, values.productId, values.sourceHash))!, isNew: false };
}

export async function updateImage(
  db: DbOrTx,
  productId: string,
  imageId: string,
  changes: Partial<Pick<ImageRow, 'alt' | 'sku'>>,
) {
  const [row] = await db
    .update(productImages)
    .set(changes)
    .where(and(eq(productImages.productId, productId), eq(productImages.id, imageId)))
    .returning();
  return row ?? null;
}

/** Sets the positions 0… in the order given (the caller checked it names every image once). */
export async function setOrder(db: DbOrTx, productId: string, imageIds: string[]) {
  await db.execute(sql`
    update product_images i set position = o.position - 1
    from unnest(${`{${imageIds.join(',')}}`}::uuid[]) with ordinality as o(id, position)
    where i.id = o.id and i.product_id = ${productId}`);
}

/** Deletes an image and closes the gap in the positions, so the first one left is the cover. */
export async function deleteImage(db: DbOrTx, productId: string, imageId: string): Promise<ImageRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(productImages)
      .where(and(eq(productImages.productId, productId), eq(productImages.id, imageId)))
      .returning();
    if (!row) return null;
    await tx
      .update(productImages)
      .set({ position: sql`${productImages.position} - 1` })
      .where(and(eq(productImages.productId, productId), sql`${productImages.position} > ${row.position}`));
    return row;
  });
}

/** Whether any image still uses a stored file (content-addressed files are shared by identical renditions). */
export async function isKeyUsed(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: productImages.id })
    .from(productImages)
    .where(sql`${productImages.renditions} @> ${JSON.stringify([{ key }])}::jsonb`)
    .limit(1);
  return Boolean(row);
}

/** Many images at once (the demo seed), each at the position given. */
export async function insertImages(db: DbOrTx, rows: (typeof productImages.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += 1_000) {
    await db
      .insert(productImages)
      .values(rows.slice(start, start + 1_000))
      .onConflictDoNothing();
  }
}
