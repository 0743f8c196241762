import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import { invalidateCaches } from '../../lib/cache';
import { notFound } from '../../lib/errors';
import { changedTexts, indexProducts, refreshSearchWords } from '../catalog';
import * as repo from './repository';
import type { ContentDeleteBody, ContentPage, ContentUpdateBody, ContentWriteResult, IndexRun } from './schemas';

/** Delivery metadata from the webhook headers. */
export type Delivery = { transactionTime: Date | null; receivedAt: Date };

/**
 * Applies an upsert from the content platform when it is newer than what we hold (by `_updatedAt`, then the
 * `sanity-transaction-time`): writes the document and its search entry in one transaction. A repeat of the stored
 * version is `unchanged`, an older one (or one older than a deletion) `stale`; neither writes anything.
 * Product enrichments are not search entries of their own: their text joins their product's search document.
 */
export async function applyContentUpdate(
  db: Db,
  options: { body: ContentUpdateBody; delivery: Delivery },
): Promise<ContentWriteResult> {
  const { body, delivery } = options;
  const refs = [...new Set([...body.products, ...(body.product ? [body.product] : [])])];
  let enriched: string[] = [];
  const result = await db.transaction(async (tx): Promise<ContentWriteResult> => {
    const resolved = await repo.resolveProductRefs(tx, refs);
    const productIds = [...new Set(body.products.map((ref) => resolved.get(ref)).filter((id) => id !== undefined))];
    const productId = body._type === 'productEnrichment' && body.product ? (resolved.get(body.product) ?? null) : null;
    const before = await repo.lockContent(tx, body._id);
    const isWritten = await repo.upsertContent(tx, {
      id: body._id,
      type: body._type,
      language: body.language,
      title: body.title,
      slug: body.slug ?? null,
      body: body.body,
      productIds,
      productId,
      images: body.images.map((image) => ({ url: image.url, alt: image.alt ?? null })),
      updatedAt: new Date(body._updatedAt),
      transactionTime: delivery.transactionTime,
    });
    const unresolvedRefs = refs.filter((ref) => !resolved.has(ref));
    if (!isWritten) {
      return { id: body._id, status: versionStatus(before, body, delivery), unresolvedRefs };
    }
    await repo.syncContentSearch(tx, [body._id]);
    enriched = [...new Set([before?.productId, productId].filter((id): id is string => Boolean(id)))];
    if (enriched.length > 0) await indexProducts(tx, enriched, { reach: 'texts' });
    return { id: body._id, status: 'applied', unresolvedRefs };
  });
  if (result.status === 'applied') contentChanged(enriched);
  return result;
}

/**
 * After a document was written or deleted (committed): a product's enrichment is part of its product's search
 * document and nothing else the shop shows yet (docs/content.md), so what search found and the product's page go, as
 * for a new description (`changedTexts`; again after the commit: a read between the index's invalidation inside the
 * transaction and the commit kept old rows); an article or page only content's: search answers and the web's pages.
 * Neither reaches the listings, cards and counts a catalog change drops (docs/decisions/006-caches.md). A repeat or
 * a stale delivery drops nothing.
 */
function contentChanged(enriched: string[]) {
  if (enriched.length > 0) changedTexts(enriched);
  else invalidateCaches('content');
}

/** Tells a repeat of the stored version from an older delivery (both left the row as it was). */
function versionStatus(stored: repo.StoredContent | null, body: ContentUpdateBody, delivery: Delivery) {
  const isSame =
    stored !== null &&
    stored.deletedAt === null &&
    stored.updatedAt.getTime() === new Date(body._updatedAt).getTime() &&
    (stored.transactionTime?.getTime() ?? -Infinity) === (delivery.transactionTime?.getTime() ?? -Infinity);
  return isSame ? ('unchanged' as const) : ('stale' as const);
}

/**
 * Applies a deletion unless a newer version is stored. The row stays as a tombstone carrying the deleted version,
 * so a late or repeated update of that version does not bring the document back (a genuinely newer one does).
 * The delete's version: its `_updatedAt` (or transaction time, or the time received), then the transaction time
 * (or the time received).
 */
export async function applyContentDelete(
  db: Db,
  options: { body: ContentDeleteBody; delivery: Delivery },
): Promise<ContentWriteResult> {
  const { body, delivery } = options;
  const transactionTime = delivery.transactionTime ?? delivery.receivedAt;
  const updatedAt = body._updatedAt ? new Date(body._updatedAt) : transactionTime;
  let enriched: string[] = [];
  const result = await db.transaction(async (tx): Promise<ContentWriteResult> => {
    const before = await repo.lockContent(tx, body._id);
    const isWritten = await repo.tombstoneContent(tx, { id: body._id, updatedAt, transactionTime });
    if (!isWritten) {
      const status = before?.deletedAt ? ('unchanged' as const) : ('stale' as const);
      return { id: body._id, status, unresolvedRefs: [] };
    }
    await repo.syncContentSearch(tx, [body._id]);
    enriched = before?.productId ? [before.productId] : [];
    if (enriched.length > 0) await indexProducts(tx, enriched, { reach: 'texts' });
    return { id: body._id, status: 'deleted', unresolvedRefs: [] };
  });
  if (result.status === 'deleted') contentChanged(enriched);
  return result;
}

// ---------- full re-index ----------

/** Products per `indexProducts` call (one short transaction each) and content documents per batch. */
export const INDEX_BATCH = 500;
/** A running rebuild writes its heartbeat with every batch; one silent this long was abandoned by its process. */
const HEARTBEAT_STALE_MS = 2 * 60 * 1000;

/**
 * Starts a rebuild of the whole search index from the catalog and the content, and answers its run at once.
 * While one is running (with a live heartbeat) that one is answered instead of starting a second.
 * The work runs in this process (see `runFullIndex`).
 */
export async function startFullIndex(db: Db, options: { log: FastifyBaseLogger }): Promise<IndexRun> {
  const active = await repo.findActiveIndexRun(db, HEARTBEAT_STALE_MS);
  if (active) return toIndexRun(active);
  const run = await repo.insertIndexRun(db);
  void runFullIndex(db, run.id).catch((err) => options.log.error({ err, runId: run.id }, 'search re-index failed'));
  return toIndexRun(run);
}

/** Rebuilds running in this process, settled or not (tests wait for them). */
const finished = new Map<string, Promise<void>>();

/** Resolves when a rebuild started in this process has finished (at once for others). */
export async function waitForIndexRun(id: string): Promise<void> {
  await finished.get(id);
}

/**
 * Rebuilds in batches, each its own short transaction, so searches keep answering from the rows already there
 * (old or new) the whole time and PGlite, which runs one statement at a time, serves requests between batches:
 * every product (inactive ones leave), then every article and landing page (documents whose source is gone leave),
 * then the title word list at once. Progress (`done` of `total`) is written after each batch.
 */
export function runFullIndex(db: Db, id: string): Promise<void> {
  const work = (async () => {
    try {
      const total = await repo.countIndexable(db);
      await repo.updateIndexRun(db, id, { status: 'running', total, startedAt: new Date() });
      let done = 0;
      for (let after: string | null = null; ; ) {
        const ids = await repo.productIdsAfter(db, after, INDEX_BATCH);
        if (ids.length === 0) break;
        // Only search's caches per batch: the catalog did not change, and is dropped once at the end (facet values
        // and the title words derived again). Per batch, a million products dropped it 2,000 times in one run.
        await indexProducts(db, ids, { reach: 'texts' });
        done += ids.length;
        after = ids.at(-1)!;
        await repo.updateIndexRun(db, id, { done });
      }
      // Content entries whose document is gone or deleted leave first; then every live one is written again.
      await repo.removeStaleContentSearch(db);
      for (let after = ''; ; ) {
        const ids = await repo.contentIdsAfter(db, after, INDEX_BATCH);
        if (ids.length === 0) break;
        await db.transaction((tx) => repo.syncContentSearch(tx, ids));
        done += ids.length;
        after = ids.at(-1)!;
        await repo.updateIndexRun(db, id, { done });
      }
      await refreshSearchWords(db);
      await repo.updateIndexRun(db, id, { status: 'completed', done, finishedAt: new Date() });
      invalidateCaches('catalog');
    } catch (err) {
      await repo
        .updateIndexRun(db, id, { status: 'failed', error: String(err).slice(0, 500), finishedAt: new Date() })
        .catch(() => {});
      throw err;
    }
  })();
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  finished.set(id, settled);
  void settled.then(() => finished.delete(id));
  return work;
}

/** A rebuild's progress; 404 when unknown. */
export async function getIndexRun(db: Db, id: string): Promise<IndexRun | null> {
  const row = await repo.findIndexRun(db, id);
  return row ? toIndexRun(row) : null;
}

function toIndexRun(row: repo.IndexRunRow): IndexRun {
  const isAbandoned =
    (row.status === 'running' || row.status === 'queued') &&
    (row.heartbeatAt ?? row.createdAt).getTime() < Date.now() - HEARTBEAT_STALE_MS;
  return {
    id: row.id,
    status: isAbandoned ? 'abandoned' : row.status,
    total: row.total,
    done: row.done,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A published article or landing page for the storefront; 404 when there is none (or it was deleted). */
export async function getPage(db: Db, options: { slug: string; language: 'nb' | 'en' }): Promise<ContentPage> {
  const row = await repo.findPage(db, options.slug, options.language);
  if (!row || !row.slug || row.type === 'productEnrichment') throw notFound('No such page.');
  const alternates = await repo.findAlternates(db, row.id);
  return {
    id: row.id,
    type: row.type,
    language: row.language,
    slug: row.slug,
    title: row.title,
    body: row.body,
    images: row.images,
    productIds: row.productIds,
    alternates: alternates.flatMap((a) => (a.slug ? [{ language: a.language, slug: a.slug }] : [])),
    updatedAt: row.sourceUpdatedAt.toISOString(),
  };
}
