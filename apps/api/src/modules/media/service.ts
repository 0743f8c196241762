import { createHash } from 'node:crypto';
import type { Db, DbOrTx } from '../../db';
import type { Rendition } from '../../db/schema';
import type { Localized } from '../../db/schema/common';
import type { Env } from '../../env';
import { isStorageKey, type Storage } from '../../integrations/storage';
import { batchCachePerDatabase, changedAfter, invalidateCaches, PRODUCT_PART, scopeVersion } from '../../lib/cache';
import { AppError, notFound } from '../../lib/errors';
import { type Language, localize } from '../../lib/i18n';
import { auditChange } from '../security';
import { fetchImage } from './fetch-image';
import { CARD_MAX_WIDTH, type Limits, type ProcessedImage, processImage } from './processing';
import * as repo from './repository';
import type { CardImage, ManagedImage, ProductImage, UpdateBody } from './schemas';

export { isStorageKey as isMediaKey };

/** Where a stored file is served (GET /media/{key}); relative, so the web app or a CDN puts its origin in front. */
export const mediaPath = (key: string) => `/media/${key}`;

export type MediaSettings = Pick<
  Env,
  'MEDIA_MAX_UPLOAD_BYTES' | 'MEDIA_MAX_PIXELS' | 'MEDIA_IMPORT_TIMEOUT_MS' | 'MEDIA_IMPORT_ALLOW_PRIVATE'
>;

export const limitsOf = (env: MediaSettings): Limits => ({
  maxBytes: env.MEDIA_MAX_UPLOAD_BYTES,
  maxPixels: env.MEDIA_MAX_PIXELS,
});

function srcSetOf(renditions: Rendition[], maxWidth = Number.POSITIVE_INFINITY) {
  const set = (format: Rendition['format']) => {
    const files = renditions.filter((r) => r.format === format && r.width <= maxWidth);
    // An image narrower than every card width still has its one file.
    const chosen = files.length > 0 ? files : renditions.filter((r) => r.format === format).slice(0, 1);
    return chosen.map((r) => `${mediaPath(r.key)} ${r.width}w`).join(', ');
  };
  return { avif: set('avif'), webp: set('webp'), jpeg: set('jpeg') };
}

function layoutOf(row: repo.LayoutRow, lang: Language, maxWidth = Number.POSITIVE_INFINITY) {
  const jpegs = row.renditions.filter((r) => r.format === 'jpeg');
  const widest = jpegs.filter((r) => r.width <= maxWidth).at(-1) ?? jpegs[0]!;
  const scale = widest.width / row.width;
  return {
    alt: localize(row.alt, lang),
    width: maxWidth < row.width ? widest.width : row.width,
    height: maxWidth < row.width ? Math.round(row.height * scale) : row.height,
    placeholder: row.placeholder,
    dominantColor: row.dominantColor,
    url: mediaPath(widest.key),
    srcSet: srcSetOf(row.renditions, maxWidth),
  };
}

export const toProductImage = (row: repo.GalleryRow, lang: Language): ProductImage => ({
  id: row.id,
  sku: row.sku,
  position: row.position,
  ...layoutOf(row, lang),
});

/** A product page's pictures in order, from the rows its statement read with it (`galleryJson`). */
export const galleryImages = (rows: repo.GalleryRow[], lang: Language): ProductImage[] =>
  rows.map((row) => toProductImage(row, lang));

const toManaged = (row: repo.ImageRow, lang: Language): ManagedImage => ({
  ...toProductImage(row, lang),
  altTexts: row.alt,
  renditions: row.renditions.map((r) => ({ ...r, url: mediaPath(r.key) })),
  sourceUrl: row.sourceUrl,
  createdAt: row.createdAt.toISOString(),
});

/** What the audit log keeps of an image (files are content keys: the first JPEG names the picture). */
const auditView = (row: repo.ImageRow) => ({
  productId: row.productId,
  sku: row.sku,
  position: row.position,
  alt: row.alt,
  file: row.renditions.find((r) => r.format === 'jpeg')?.key ?? null,
});

/**
 * Each product's cover in the widths a card needs (listings, search, lines of carts and orders); products without one
 * are absent. `read`: the covers a statement of the caller already read for `read.ids` (`coversJson`), kept and
 * answered without a query; only the ids outside it that are not kept are read here.
 */
export async function coverImages(
  db: Db,
  options: { productIds: string[]; lang: Language; read?: { ids: string[]; rows: repo.CoverRow[]; at: number } },
): Promise<Map<string, CardImage>> {
  const { lang } = options;
  // What the caller's statement read is kept only when none of its pictures changed since it ran: it may be older
  // than the versions the keys are asked at.
  const read = options.read && !picturesChangedAfter(options.read.ids, options.read.at) ? options.read : undefined;
  const keys = keysOf(lang, options.productIds, (id) => scopeVersion('pictures', PRODUCT_PART + id));
  return byId(
    lang,
    await coverCache(db).getMany(keys, async (missing) => {
      const keyOf = new Map(missing.map((key) => [idOf(lang, key), key]));
      const wasRead = new Set(read?.ids);
      const unread = [...keyOf.keys()].filter((id) => !wasRead.has(id));
      const rows = [...(read?.rows ?? []), ...(unread.length > 0 ? await repo.listCovers(db, unread) : [])];
      // Kept under the keys asked for only: their versions are those from before the read.
      return new Map(
        rows.flatMap((row) => {
          const key = keyOf.get(row.productId);
          return key ? [[key, layoutOf(row, lang, CARD_MAX_WIDTH)] as const] : [];
        }),
      );
    }),
  );
}

/**
 * One picture per SKU in card widths (lines of carts, lists, orders, quotes; quick order): the variant's own first
 * image, else its product's cover. SKUs without either are absent.
 */
export async function skuImages(db: Db, options: { skus: string[]; lang: Language }): Promise<Map<string, CardImage>> {
  const { lang } = options;
  const version = skuPicturesVersion();
  return byId(
    lang,
    await skuImageCache(db).getMany(
      keysOf(lang, options.skus, () => version),
      async (missing) => {
        const chosen = new Map<string, repo.ImageRow>();
        const skus = missing.map((key) => idOf(lang, key));
        for (const row of await repo.listSkuImages(db, skus)) {
          const known = chosen.get(row.forSku);
          // Rows come cover first: a variant's own image replaces the cover, and the first own one stays.
          if (!known || (known.sku !== row.forSku && row.sku === row.forSku)) chosen.set(row.forSku, row);
        }
        const layouts = [...chosen].map(([sku, row]) => [sku, layoutOf(row, lang, CARD_MAX_WIDTH)] as const);
        return new Map(layouts.map(([sku, layout]) => [`${lang}|${sku}|${version}`, layout]));
      },
    ),
  );
}

/**
 * Card pictures per product and per SKU, per language, kept 30 s (a picture is the same for every caller): a
 * listing page the response cache misses or a cart of 200 lines reads no pictures it read a moment ago (a product
 * page reads its pictures in its own statement: `galleryJson`). Keyed by the version of their pictures (a picture's
 * change moves its product's and the SKU pictures', on every node: `changedPictures`); any catalog change (a
 * product copied, a SKU renamed) drops them whole.
 */
const pictures = { namespace: ['catalog', 'pictures'], ttlMs: 30_000, packed: true } as const;
// Covers are read only when a listing page or a search answer is built: 20,000 held 13 MB for few hits (11 % in the
// product-list load, where the card cache beside them holds 5,000); 10,000 cost the catalog loads nothing measured.
const coverCache = batchCachePerDatabase<CardImage>({ ...pictures, max: 10_000 });
const skuImageCache = batchCachePerDatabase<CardImage>({ ...pictures, max: 20_000 });

/**
 * Cache keys of ids in a language at a version of their pictures (`PRODUCT_PART`, `SKU_PART`), and back: a picture's
 * change moves its version, so the next read asks for another key (decision 006, "Scoped changes").
 */
const keysOf = (lang: Language, ids: string[], version: (id: string) => number) =>
  [...new Set(ids)].map((id) => `${lang}|${id}|${version(id)}`);
const idOf = (lang: Language, key: string) => key.slice(lang.length + 1, key.lastIndexOf('|'));
const byId = <T>(lang: Language, found: Map<string, T>) =>
  new Map([...found].map(([key, value]) => [idOf(lang, key), value]));

/** The part SKU pictures are (kept per SKU, which may show its product's cover): every picture change names it. */
const SKU_PART = 'skus';

/**
 * Whether a picture of any of these products changed after `at` (`changeClockNow()` when a kept answer that shows
 * them was built): the answer is built again (listing pages, search answers, product pages).
 */
export const picturesChangedAfter = (productIds: readonly string[], at: number) =>
  changedAfter('pictures', PRODUCT_PART, productIds, at);

/** The version of the SKU pictures: in the key of an answer that shows them (kept carts). */
export const skuPicturesVersion = () => scopeVersion('pictures', SKU_PART);

/**
 * A picture of a product added, moved, changed or removed: on every node, the answers that show that product's
 * pictures are built again (listing pages, search and autocomplete answers and product pages showing it, checked on
 * read; its cover; every kept cart and SKU picture, by their version), and the web's kept pages go. The rest stays
 * (decision 006, "Scoped changes"): a picture changes no card's text, no listing's order or counts, no search's
 * matches, and other products' pictures not at all. It dropped every catalog cache before, so a day of uploads
 * rebuilt the taxonomy, facet counts, name orders and every listing after each picture.
 */
const changedPictures = (productId: string) =>
  invalidateCaches('pictures', { scopes: [PRODUCT_PART + productId, SKU_PART] });

async function productOf(db: Db, ref: string) {
  const product = await repo.findProduct(db, ref);
  if (!product) throw notFound('No such product.');
  return product;
}

async function checkSku(db: Db, productId: string, sku: string | null | undefined) {
  if (sku && !(await repo.isVariantOf(db, productId, sku))) {
    throw new AppError('image_variant_unknown', { detail: `${sku} is not a variant of the product.` });
  }
}

const altFor = (name: Localized, alt?: { nb?: string; en?: string }): Localized => ({
  nb: alt?.nb || name.nb,
  en: alt?.en || name.en || name.nb,
});

export type AddImageInput = {
  productRef: string;
  bytes: Buffer;
  sku?: string | null;
  alt?: { nb?: string; en?: string };
  sourceUrl?: string | null;
  /** The staff member adding it, for the audit log (the catalog import's rows are audited as the import). */
  by?: string;
};

/**
 * Adds an image to a product (and a variant): checked by content, processed and stored, placed last. The same file
 * added to the same product again answers the image it already has (`isNew` false), so re-imports add nothing.
 */
export async function addImage(
  db: Db,
  storage: Storage,
  options: AddImageInput & { limits: Limits; lang: Language },
): Promise<{ image: ManagedImage; isNew: boolean }> {
  const product = await productOf(db, options.productRef);
  await checkSku(db, product.id, options.sku);
  const sourceHash = createHash('sha256').update(options.bytes).digest('hex');
  const known = await repo.findBySource(db, product.id, sourceHash);
  if (known) return { image: toManaged(known, options.lang), isNew: false };
  const processed = await processImage(storage, options.bytes, options.limits);
  const { row, isNew } = await db.transaction(async (tx) => {
    const added = await repo.insertImage(tx, {
      productId: product.id,
      sku: options.sku ?? null,
      alt: altFor(product.name, options.alt),
      sourceHash,
      sourceUrl: options.sourceUrl ?? null,
      ...processed,
    });
    if (added.isNew && options.by) {
      await auditChange(tx, {
        by: options.by,
        entity: 'product_image',
        id: added.row.id,
        verb: 'created',
        after: auditView(added.row),
      });
    }
    return added;
  });
  if (isNew) changedPictures(product.id);
  return { image: toManaged(row, options.lang), isNew };
}

/** Fetches an image by URL (public http(s) addresses only, size and time limits) and adds it as `addImage` does. */
export async function importImage(
  db: Db,
  storage: Storage,
  options: Omit<AddImageInput, 'bytes'> & { url: string; settings: MediaSettings; lang: Language },
) {
  await checkSku(db, (await productOf(db, options.productRef)).id, options.sku);
  const bytes = await fetchImage(options.url, {
    maxBytes: options.settings.MEDIA_MAX_UPLOAD_BYTES,
    timeoutMs: options.settings.MEDIA_IMPORT_TIMEOUT_MS,
    allowPrivate: options.settings.MEDIA_IMPORT_ALLOW_PRIVATE,
  });
  return addImage(db, storage, { ...options, bytes, sourceUrl: options.url, limits: limitsOf(options.settings) });
}

/** A product's images for staff, in order, with both alt texts and every file. */
export async function listManagedImages(db: Db, options: { productRef: string; lang: Language }) {
  const product = await productOf(db, options.productRef);
  const rows = await repo.listImages(db, [product.id]);
  return { items: rows.map((row) => toManaged(row, options.lang)) };
}

/** Puts a product's images in a new order; the list must name each of them once (the first becomes the cover). */
export async function reorderImages(
  db: Db,
  options: { productRef: string; imageIds: string[]; lang: Language; by?: string },
) {
  const product = await productOf(db, options.productRef);
  const current = await repo.listImages(db, [product.id]);
  const asked = new Set(options.imageIds);
  if (
    asked.size !== options.imageIds.length ||
    asked.size !== current.length ||
    current.some((r) => !asked.has(r.id))
  ) {
    throw new AppError('image_order_invalid');
  }
  // The order as it is (a form saved again, a feed resending it): nothing written, audited or dropped.
  if (current.map((r) => r.id).join() === options.imageIds.join()) return listManagedImages(db, options);
  await db.transaction(async (tx) => {
    await repo.setOrder(tx, product.id, options.imageIds);
    if (options.by) {
      await auditChange(tx, {
        by: options.by,
        entity: 'product',
        id: product.id,
        verb: 'updated',
        before: { imageOrder: current.map((r) => r.id) },
        after: { imageOrder: options.imageIds },
      });
    }
  });
  changedPictures(product.id);
  return listManagedImages(db, options);
}

/** Changes an image's alt texts (one or both languages) or the variant it belongs to. */
export async function updateImage(
  db: Db,
  options: { productRef: string; imageId: string; changes: UpdateBody; lang: Language; by?: string },
) {
  const product = await productOf(db, options.productRef);
  const row = await repo.findImage(db, product.id, options.imageId);
  if (!row) throw notFound('No such image of the product.');
  const { alt, sku } = options.changes;
  if (sku !== undefined) await checkSku(db, product.id, sku);
  const next = {
    ...(alt ? { alt: { nb: alt.nb || row.alt.nb, en: alt.en || row.alt.en } } : {}),
    ...(sku !== undefined ? { sku } : {}),
  };
  // The picture as it is: nothing written, audited or dropped.
  const altNow = next.alt ?? row.alt;
  const skuNow = sku !== undefined ? sku : row.sku;
  if (altNow.nb === row.alt.nb && altNow.en === row.alt.en && skuNow === row.sku) return toManaged(row, options.lang);
  const updated = await db.transaction(async (tx) => {
    const changed = await repo.updateImage(tx, product.id, row.id, next);
    if (changed && options.by) {
      await auditChange(tx, {
        by: options.by,
        entity: 'product_image',
        id: row.id,
        verb: 'updated',
        before: auditView(row),
        after: auditView(changed),
      });
    }
    return changed;
  });
  if (!updated) throw notFound('No such image of the product.');
  changedPictures(product.id);
  return toManaged(updated, options.lang);
}

/** Removes an image; its files go too unless another image uses the same bytes (content-addressed). */
export async function deleteImage(
  db: Db,
  storage: Storage,
  options: { productRef: string; imageId: string; by?: string },
) {
  const product = await productOf(db, options.productRef);
  const row = await db.transaction(async (tx) => {
    const deleted = await repo.deleteImage(tx, product.id, options.imageId);
    if (deleted && options.by) {
      await auditChange(tx, {
        by: options.by,
        entity: 'product_image',
        id: deleted.id,
        verb: 'deleted',
        before: auditView(deleted),
      });
    }
    return deleted;
  });
  if (!row) throw notFound('No such image of the product.');
  changedPictures(product.id);
  for (const rendition of row.renditions) {
    if (!(await repo.isKeyUsed(db, rendition.key))) await storage.delete(rendition.key);
  }
}

/** A stored file by its key, or 404; the key is its content hash, so the answer never changes. */
export async function readMedia(storage: Storage, key: string) {
  if (!isStorageKey(key)) throw notFound('No such file.');
  const file = await storage.get(key);
  if (!file) throw notFound('No such file.');
  return file;
}

/** Images made elsewhere (the demo seed renders each picture once and gives it to many products). */
export async function attachProcessedImages(
  db: DbOrTx,
  images: { id?: string; productId: string; alt: Localized; sourceHash: string; image: ProcessedImage }[],
) {
  await repo.insertImages(
    db,
    images.map(({ id, productId, alt, sourceHash, image }) => ({
      ...(id ? { id } : {}),
      productId,
      alt,
      sourceHash,
      position: 0,
      ...image,
    })),
  );
}

/**
 * Gives a copied product the pictures of its original (back office "duplicate"): new rows over the same stored
 * files, in the same order; a variant's own picture goes to the copy's variant named in `skus` (old → new SKU).
 */
export async function copyImages(
  db: DbOrTx,
  options: { fromProductId: string; toProductId: string; skus: Map<string, string> },
) {
  const rows = await repo.listImages(db, [options.fromProductId]);
  await repo.insertImages(
    db,
    rows.map(({ id: _id, createdAt: _createdAt, productId: _productId, sku, ...row }) => ({
      ...row,
      productId: options.toProductId,
      sku: sku ? (options.skus.get(sku) ?? null) : null,
    })),
  );
  return rows.length;
}
