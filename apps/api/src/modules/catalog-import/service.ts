import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db';
import type { CatalogImportFailure } from '../../db/schema';
import { invalidateCaches } from '../../lib/cache';
import { AppError } from '../../lib/errors';
import { changedNames, changedTexts, indexProducts } from '../catalog';
import { listPricesChanged } from '../price';
import { type ImportProblem, type ImportRow, parseCatalogCsv } from './csv';
import { addBatchImages, checkZipImages, type ImportMedia, readZip } from './images';
import * as repo from './repository';
import type { ImportBody, ImportStatus, ImportSummary } from './schemas';

/** Rows per batch: one transaction each (products, variants, prices, search index and progress together). */
export const IMPORT_BATCH = 200;
/** A running import writes its heartbeat with every batch; one silent this long is picked up again. */
export const IMPORT_STALE_MS = 2 * 60 * 1000;

/**
 * Checks the whole file (header, every row, SKUs against the catalog) and, when it is clean, stores the rows and
 * starts applying them in the background; answers the import at once. A file with any problem is refused with
 * 400 `catalog_import_invalid` listing every problem by line, and nothing is written.
 */
export async function startImport(
  db: Db,
  options: { input: ImportBody; contactId: string; log: FastifyBaseLogger; media?: ImportMedia },
): Promise<ImportStatus> {
  const reference = await repo.loadReference(db);
  const maxBytes = options.media?.settings.MEDIA_MAX_UPLOAD_BYTES ?? 20 * 1024 * 1024;
  const zip = options.input.zip ? readZip(Buffer.from(options.input.zip, 'base64'), maxBytes) : null;
  const csv = options.input.csv ?? zip?.csv;
  if (!csv) {
    throw new AppError('bad_request', { detail: 'Send the CSV as `csv`, or a zip holding exactly one .csv file.' });
  }
  if (zip) reference.imageFiles = new Set(zip.files.keys());
  const { rows, problems } = parseCatalogCsv(csv, reference);
  let zipFiles = new Map<string, Buffer>();
  if (problems.length === 0 && zip && options.media) {
    const checked = await checkZipImages(rows, zip.files, options.media.settings);
    problems.push(...checked.problems);
    zipFiles = checked.used;
  }
  if (problems.length === 0) {
    // A SKU may not move to another product number (that would take it from a product in the shop).
    const owners = await repo.productNumbersOfSkus(
      db,
      rows.map((r) => r.sku),
    );
    for (const row of rows) {
      const owner = owners.get(row.sku);
      if (owner !== undefined && owner !== row.productNumber) {
        problems.push({ row: row.row, column: 'sku', sku: row.sku, problem: 'sku_of_other_product', detail: owner });
      }
    }
  }
  if (problems.length > 0) throw invalid(problems);
  const record = await repo.insertImport(db, {
    fileName: options.input.fileName ?? null,
    fileHash: createHash('sha256').update(csv).digest('hex'),
    rows,
    createdBy: options.contactId,
  });
  await repo.insertImportFiles(db, record.id, zipFiles);
  void runImport(db, record.id, { staleMs: 0, media: options.media }).catch((err) =>
    options.log.error({ err, importId: record.id }, 'catalog import failed'),
  );
  return toStatus(record);
}

function invalid(problems: ImportProblem[]) {
  const lines = new Set(problems.map((p) => p.row)).size;
  return new AppError('catalog_import_invalid', {
    detail: `${problems.length} problem(s) on ${lines} line(s).`,
    extra: { rows: problems },
  });
}

/** Another worker took the import over (its progress moved under us): this run stops, its batch rolled back. */
class ImportTakenOver extends Error {}

/** Imports being applied in this process (tests wait for them). */
const running = new Map<string, Promise<void>>();

/** Resolves when an import applied in this process has finished (at once for others). */
export async function waitForImport(id: string): Promise<void> {
  await running.get(id);
}

/**
 * Applies an import's remaining rows (after `done`) in batches, each one transaction that also records the
 * progress, so a run that stopped (process ended) resumes where it was. A batch that fails as a whole is applied
 * again row by row, and only the rows that fail are recorded as failed. `staleMs` 0 claims a fresh import; a
 * positive value claims only one whose heartbeat is older (another process may still be on it otherwise).
 */
export function runImport(db: Db, id: string, options: { staleMs: number; media?: ImportMedia }): Promise<void> {
  const work = (async () => {
    const record = await repo.claimImport(db, id, options.staleMs);
    if (!record) return;
    try {
      const rows = (record.rows ?? []) as ImportRow[];
      const markets = new Map<string, string>();
      const reference = await repo.loadReference(db);
      for (const row of rows) {
        for (const market of Object.keys(row.prices)) markets.set(market, reference.markets.get(market)!);
      }
      const ctx = await repo.loadApplyContext(db, markets);
      for (let start = record.done; start < rows.length; start += IMPORT_BATCH) {
        const batch = rows.slice(start, start + IMPORT_BATCH);
        let change: repo.BatchChange;
        try {
          change = await db.transaction(async (tx) => {
            const result = await repo.applyRows(tx, batch, ctx);
            await indexChanged(tx, result.change);
            if (!(await repo.recordBatch(tx, id, start, batch.length, result))) throw new ImportTakenOver();
            return result.change;
          });
        } catch (err) {
          if (err instanceof ImportTakenOver) throw err;
          change = await applyRowByRow(db, id, start, batch, ctx);
        }
        if (options.media) await addBatchImages(db, id, batch, options.media);
        await announce(db, change, ctx, markets);
      }
      await repo.finishImport(db, id, { status: 'done' });
      await repo.deleteImportFiles(db, id);
    } catch (err) {
      if (err instanceof ImportTakenOver) return;
      await repo.finishImport(db, id, { status: 'failed', error: String(err).slice(0, 500) }).catch(() => {});
      throw err;
    }
  })();
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  running.set(id, settled);
  void settled.then(() => running.delete(id));
  return work;
}

/**
 * Re-indexes, in the batch's transaction, the products whose indexed texts changed: with the whole catalog's caches
 * when any changed beyond its description and names, else with search's only.
 */
async function indexChanged(tx: DbOrTx, change: repo.BatchChange) {
  const ids = [...new Set([...change.catalog, ...change.texts, ...change.names])];
  if (ids.length > 0) await indexProducts(tx, ids, { reach: change.catalog.size > 0 ? 'catalog' : 'texts' });
}

/**
 * Tells every node's caches (and the web's pages) what a committed batch changed, and no more: a product made or
 * changed beyond its description and names drops the whole catalog (again after the commit: a listing read between
 * the index's invalidation and the commit kept the old rows); names, what shows those products, the name orders of
 * their categories' listings and search (`changedNames`); descriptions, search and those products' pages
 * (`changedTexts`); list prices, what shows that market's list prices (`listPricesChanged`). A batch that changed
 * nothing (a file imported again) drops nothing: an ERP sending its whole catalog every night keeps the shop's
 * caches but for what it changed.
 */
async function announce(
  db: Db,
  change: repo.BatchChange,
  ctx: repo.ApplyContext,
  currencies: ReadonlyMap<string, string>,
) {
  if (change.catalog.size > 0) {
    invalidateCaches('catalog');
    return;
  }
  if (change.names.size > 0) await changedNames(db, [...change.names]);
  if (change.texts.size > 0) changedTexts([...change.texts]);
  for (const market of change.markets) {
    listPricesChanged({ id: ctx.listIds.get(market)!, kind: 'list', market, currency: currencies.get(market)! });
  }
}

/** A batch that failed as a whole: each row alone, the failing ones recorded with their reason. */
async function applyRowByRow(
  db: Db,
  id: string,
  from: number,
  batch: ImportRow[],
  ctx: repo.ApplyContext,
): Promise<repo.BatchChange> {
  const change = repo.noChange();
  for (const [i, row] of batch.entries()) {
    try {
      const applied = await db.transaction(async (tx) => {
        const result = await repo.applyRows(tx, [row], ctx);
        await indexChanged(tx, result.change);
        if (!(await repo.recordBatch(tx, id, from + i, 1, result))) throw new ImportTakenOver();
        return result.change;
      });
      repo.addChange(change, applied);
    } catch (err) {
      if (err instanceof ImportTakenOver) throw err;
      const failure: CatalogImportFailure = { row: row.row, sku: row.sku, reason: reasonOf(err) };
      const counts = { created: 0, updated: 0, unchanged: 0, failures: [failure] };
      if (!(await repo.recordBatch(db, id, from + i, 1, counts))) throw new ImportTakenOver();
    }
  }
  return change;
}

/** A short reason for a row that failed: the database's message (a unique slug, a vanished category). */
function reasonOf(err: unknown): string {
  let e = err as { message?: string; cause?: unknown } | undefined;
  for (let depth = 0; e?.cause && depth < 3; depth++) e = e.cause as typeof e;
  return String(e?.message ?? err).slice(0, 300);
}

/** Picks up imports whose process stopped (heartbeat older than IMPORT_STALE_MS) and finishes them. */
export async function resumeAbandonedImports(db: Db, media?: ImportMedia): Promise<number> {
  const ids = await repo.abandonedImports(db, IMPORT_STALE_MS);
  for (const id of ids) await runImport(db, id, { staleMs: IMPORT_STALE_MS, media });
  return ids.length;
}

export async function getImport(db: Db, id: string): Promise<ImportStatus> {
  const record = await repo.findImport(db, id);
  if (!record) throw new AppError('not_found');
  return toStatus(record);
}

export async function listImports(db: Db, take: number): Promise<{ items: ImportSummary[] }> {
  const rows = await repo.listImports(db, take);
  return { items: rows.map(toSummary) };
}

function toSummary(row: Omit<repo.ImportRecord, 'rows' | 'failures'>): ImportSummary {
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    total: row.total,
    done: row.done,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    failed: row.failed,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

function toStatus(row: Omit<repo.ImportRecord, 'rows'>): ImportStatus {
  return { ...toSummary(row), failures: row.failures };
}
