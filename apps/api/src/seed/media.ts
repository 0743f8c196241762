// Demo pictures (docs/media.md): every demo product gets an illustration of its kind with its pack size, drawn as SVG
// and processed by the same pipeline as uploads. Each distinct picture is rendered once and shared by every product
// it fits (content-addressed files), while the seed's database phases run: the added time stays small.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db';
import { categories, products } from '../db/schema';
import type { Localized } from '../db/schema/common';
import type { Storage } from '../integrations/storage';
import { attachProcessedImages, type ProcessedImage, processImage } from '../modules/media';
import { type PictureSpec, packLabel, pictureKey, pictureSvg } from './media-art';
import { idFor } from './random';

/** Demo pictures are flat drawings: fast AVIF, and generous limits (they are ours). */
const LIMITS = { maxBytes: 10 * 1024 * 1024, maxPixels: 10_000_000 };
/** Pictures rendered at once: sharp encodes on the thread pool while the seed's SQL runs on the main thread. */
const CONCURRENCY = 2;
/** The drawings' one width: sharp enough for a product page, small enough for cards (4–8 kB a file). */
const PICTURE_WIDTH = 512;

type ProductRow = {
  id: string;
  name: Localized;
  category: string;
  topCategory: string;
  packSize: number;
  unit: string;
};

export type DemoPictures = { pictures: number; products: number; bytes: number };

/**
 * Renders the pictures of every product in the database; the function it answers attaches them when awaited. The seed
 * starts it after the catalog phase so sharp (on the thread pool) works while the seed's SQL runs; the API's first
 * start runs it after seeding, in the background, so it starts serving at once.
 */
export function renderDemoPictures(db: Db, storage: Storage) {
  const work = (async () => {
    const top = alias(categories, 'top');
    const rows: ProductRow[] = await db
      .select({
        id: products.id,
        name: products.name,
        category: categories.slug,
        topCategory: sql<string>`coalesce(${top.slug}, ${categories.slug})`,
        packSize: products.packSize,
        unit: products.unit,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(top, eq(top.id, categories.parentId))
      .orderBy(products.id);
    const specs = new Map<string, PictureSpec>();
    const keyOf = new Map<string, string>();
    for (const row of rows) {
      const spec = { category: row.category, topCategory: row.topCategory, label: packLabel(row.packSize, row.unit) };
      const key = pictureKey(spec);
      specs.set(key, spec);
      keyOf.set(row.id, key);
    }
    const rendered = new Map<string, { image: ProcessedImage; sourceHash: string }>();
    const queue = [...specs.entries()];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [key, spec] = next;
        const svg = Buffer.from(pictureSvg(spec));
        rendered.set(key, {
          image: await processImage(storage, svg, LIMITS, {
            speed: 'fast',
            isTrustedSvg: true,
            widths: [PICTURE_WIDTH],
          }),
          sourceHash: createHash('sha256').update(svg).digest('hex'),
        });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return { rows, keyOf, rendered };
  })();
  // Attached to the products once the rest of the seed is written.
  return async (): Promise<DemoPictures> => {
    const { rows, keyOf, rendered } = await work;
    await attachProcessedImages(
      db,
      rows.map((row) => {
        const picture = rendered.get(keyOf.get(row.id)!)!;
        return {
          id: idFor(`image:${row.id}`),
          productId: row.id,
          alt: row.name,
          sourceHash: picture.sourceHash,
          image: picture.image,
        };
      }),
    );
    const bytes = [...rendered.values()].reduce(
      (sum, { image }) => sum + image.renditions.reduce((total, r) => total + r.bytes, 0),
      0,
    );
    // Statistics for the new rows: they land after the seed's VACUUM ANALYZE, and without any the planner takes the
    // table for empty and scans all of it for a cart's pictures (PGlite never autovacuums; the bench machine's
    // PostgreSQL runs with autovacuum off).
    await db.execute(sql`analyze product_images`);
    return { pictures: rendered.size, products: rows.length, bytes };
  };
}

/** Draws and attaches the demo pictures of every product (the API's first start runs it without waiting). */
export function addDemoPictures(db: Db, storage: Storage): Promise<DemoPictures> {
  return renderDemoPictures(db, storage)();
}
