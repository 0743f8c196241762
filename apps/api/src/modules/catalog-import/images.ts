// Pictures in a catalog import (docs/backoffice-catalog.md): the `image` and `variant_image` columns name http(s)
// URLs or files of a zip uploaded with the CSV. The zip is read and its files checked by content before anything
// is written; after each batch is committed its rows' pictures are added through the media module (the same file
// on the same product again adds nothing, so a repeated import is idempotent).
import { unzipSync } from 'fflate';
import type { Db } from '../../db';
import type { Storage } from '../../integrations/storage';
import { AppError } from '../../lib/errors';
import { addImage, importImage, inspectImage, limitsOf, type MediaSettings } from '../media';
import type { ImportProblem, ImportRow } from './csv';
import * as repo from './repository';

/** What applying pictures needs: where files go and the media limits. */
export type ImportMedia = { storage: Storage; settings: MediaSettings };

/** At most this many files in a zip (a catalog's pictures, not an archive of everything). */
const MAX_ZIP_FILES = 20_000;

const isUrl = (name: string) => /^https?:\/\//i.test(name);

/**
 * The files of an uploaded zip by name (folders left out) and the CSV in it when the upload has none of its own.
 * A file over the media byte limit refuses the whole zip (422 `image_too_large`), before it is inflated.
 */
export function readZip(zip: Buffer, maxBytes: number): { files: Map<string, Buffer>; csv: string | null } {
  let tooLarge: string | null = null;
  let count = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip, {
      filter: (file) => {
        if (file.name.endsWith('/') || file.name.startsWith('__MACOSX/')) return false;
        if (++count > MAX_ZIP_FILES)
          throw new AppError('payload_too_large', { detail: `Over ${MAX_ZIP_FILES} files.` });
        if (file.originalSize > maxBytes) tooLarge ??= file.name;
        return file.originalSize <= maxBytes;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', { detail: 'The zip file cannot be read.' });
  }
  if (tooLarge) throw new AppError('image_too_large', { detail: `${tooLarge} is over ${maxBytes} bytes.` });
  const files = new Map(Object.entries(entries).map(([name, bytes]) => [name, Buffer.from(bytes)]));
  const csvNames = [...files.keys()].filter((name) => name.toLowerCase().endsWith('.csv'));
  const csv = csvNames.length === 1 ? files.get(csvNames[0]!)!.toString('utf8') : null;
  return { files, csv };
}

/** The zip files the rows name, each checked by content (problem `invalid_image` on the first row naming it). */
export async function checkZipImages(rows: ImportRow[], files: Map<string, Buffer>, settings: MediaSettings) {
  const problems: ImportProblem[] = [];
  const used = new Map<string, Buffer>();
  for (const row of rows) {
    for (const [column, list] of [
      ['image', row.images ?? []],
      ['variant_image', row.variantImages ?? []],
    ] as const) {
      for (const name of list) {
        if (isUrl(name) || used.has(name)) continue;
        const bytes = files.get(name)!;
        used.set(name, bytes);
        try {
          await inspectImage(bytes, limitsOf(settings));
        } catch (error) {
          const detail = error instanceof AppError ? (error.detail ?? error.message) : String(error);
          problems.push({ row: row.row, column, sku: row.sku, problem: 'invalid_image', detail: `${name}: ${detail}` });
        }
      }
    }
  }
  return { problems, used };
}

/**
 * Adds the pictures of a committed batch's rows, in file order: product pictures first, then each variant's own.
 * A picture that cannot be added (the URL fails, the zip file is gone) is recorded as a failure of its row with
 * the reason; the row itself stays applied.
 */
export async function addBatchImages(db: Db, importId: string, batch: ImportRow[], media: ImportMedia) {
  const failures: { row: number; sku: string; reason: string }[] = [];
  for (const row of batch) {
    const pictures = [
      ...(row.images ?? []).map((name) => ({ name, sku: null })),
      ...(row.variantImages ?? []).map((name) => ({ name, sku: row.sku })),
    ];
    for (const { name, sku } of pictures) {
      try {
        const common = { productRef: row.productNumber, sku, lang: 'en' as const };
        if (isUrl(name)) {
          await importImage(db, media.storage, { ...common, url: name, settings: media.settings });
        } else {
          const bytes = await repo.findImportFile(db, importId, name);
          if (!bytes) throw new Error('the zip file is no longer stored (upload the zip again)');
          await addImage(db, media.storage, { ...common, bytes, limits: limitsOf(media.settings) });
        }
      } catch (error) {
        const reason = error instanceof AppError ? (error.detail ?? error.message) : (error as Error).message;
        failures.push({ row: row.row, sku: row.sku, reason: `image ${name}: ${reason}`.slice(0, 300) });
      }
    }
  }
  if (failures.length > 0) await repo.addFailures(db, importId, failures);
}
