import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { runQuery } from '../../db/prepared';
import { type ContentImage, type ContentType, contentDocuments, searchIndexRuns } from '../../db/schema';

/** A version of a document: `_updatedAt`, then the transaction time (`-infinity` when not sent). */
export type Version = { updatedAt: Date; transactionTime: Date | null };

/** The stored version as SQL (the row alias `content_documents`) compared with the incoming one, as a row pair. */
const storedVersion = sql`(content_documents.source_updated_at, content_documents.transaction_time)`;
const incomingVersion = sql`(excluded.source_updated_at, excluded.transaction_time)`;

/** Maps references (product id, SKU, product number) to product ids, for the references that name one. */
export async function resolveProductRefs(db: DbOrTx, refs: string[]): Promise<Map<string, string>> {
  if (refs.length === 0) return new Map();
  const rows = await runQuery<{ ref: string; productId: string }>(
    db,
    sql`select distinct on (r.ref) r.ref, coalesce(p.id, v.product_id) as "productId"
        from unnest(${sql.param(refs)}::text[]) r(ref)
        left join products p on p.id::text = lower(r.ref) or p.product_number = r.ref
        left join variants v on p.id is null and v.sku = upper(r.ref)
        where coalesce(p.id, v.product_id) is not null
        order by r.ref`,
  );
  return new Map(rows.map((row) => [row.ref, row.productId]));
}

export type StoredContent = { type: ContentType; productId: string | null; deletedAt: Date | null } & Version;

/** The stored row of a document id (tombstones too), locked for the rest of the transaction. */
export async function lockContent(tx: DbOrTx, id: string): Promise<StoredContent | null> {
  const [row] = await tx
    .select({
      type: contentDocuments.type,
      productId: contentDocuments.productId,
      deletedAt: contentDocuments.deletedAt,
      updatedAt: contentDocuments.sourceUpdatedAt,
      // '-infinity' (none sent) reads as null.
      transactionTime: sql<Date | null>`nullif(${contentDocuments.transactionTime}, '-infinity')`.mapWith(
        contentDocuments.transactionTime,
      ),
    })
    .from(contentDocuments)
    .where(eq(contentDocuments.id, id))
    .for('update');
  return row ?? null;
}

export type ContentValues = {
  id: string;
  type: ContentType;
  language: 'nb' | 'en';
  title: string;
  slug: string | null;
  body: string;
  productIds: string[];
  productId: string | null;
  images: ContentImage[];
} & Version;

const minusInfinity = sql`'-infinity'::timestamptz`;

/**
 * Writes a document when it is newer than what is stored (a tombstone included), in one statement, so two
 * deliveries racing each other end with the newer one. Returns false when nothing was written.
 */
export async function upsertContent(tx: DbOrTx, values: ContentValues): Promise<boolean> {
  const { updatedAt, transactionTime, ...document } = values;
  const rows = await tx
    .insert(contentDocuments)
    .values({
      ...document,
      sourceUpdatedAt: updatedAt,
      transactionTime: transactionTime ?? minusInfinity,
      deletedAt: null,
    })
    .onConflictDoUpdate({
      target: contentDocuments.id,
      set: {
        type: sql`excluded.type`,
        language: sql`excluded.language`,
        title: sql`excluded.title`,
        slug: sql`excluded.slug`,
        body: sql`excluded.body`,
        productIds: sql`excluded.product_ids`,
        productId: sql`excluded.product_id`,
        images: sql`excluded.images`,
        sourceUpdatedAt: sql`excluded.source_updated_at`,
        transactionTime: sql`excluded.transaction_time`,
        deletedAt: sql`null`,
        receivedAt: sql`now()`,
      },
      setWhere: sql`${storedVersion} < ${incomingVersion}`,
    })
    .returning({ id: contentDocuments.id });
  return rows.length > 0;
}

/**
 * Turns a document into a tombstone (text cleared, `deleted_at` set, the delete's version kept) unless a newer
 * version is stored; a delete wins a tie with an update of the same version. Also for ids never seen, so a late
 * create of the deleted version stays out. Returns false when nothing was written.
 */
export async function tombstoneContent(tx: DbOrTx, values: { id: string } & Version): Promise<boolean> {
  const transactionTime = values.transactionTime ?? minusInfinity;
  const rows = await tx
    .insert(contentDocuments)
    .values({
      id: values.id,
      type: 'article',
      language: 'nb',
      sourceUpdatedAt: values.updatedAt,
      transactionTime,
      deletedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: contentDocuments.id,
      set: {
        title: '',
        slug: null,
        body: '',
        productIds: sql`'{}'::uuid[]`,
        images: sql`'[]'::jsonb`,
        sourceUpdatedAt: sql`excluded.source_updated_at`,
        transactionTime: sql`excluded.transaction_time`,
        deletedAt: sql`now()`,
        receivedAt: sql`now()`,
      },
      setWhere: sql`${storedVersion} < ${incomingVersion}
        or (${storedVersion} = ${incomingVersion} and content_documents.deleted_at is null)`,
    })
    .returning({ id: contentDocuments.id });
  return rows.length > 0;
}

/** Removes the search entries of content that is gone, deleted or a product enrichment (all, or of the given ids). */
export async function removeStaleContentSearch(tx: DbOrTx, ids?: string[]) {
  await tx.execute(sql`
    delete from search_documents sd
    where sd.kind = 'content' and ${ids ? sql`sd.ref_id = any(${sql.param(ids)}::text[])` : sql`true`}
      and not exists (
        select 1 from content_documents cd
        where cd.id = sd.ref_id and cd.deleted_at is null and cd.type <> 'productEnrichment')`);
}

/** Brings the search documents of the given content ids in line with their rows (articles and landing pages). */
export async function syncContentSearch(tx: DbOrTx, ids?: string[]) {
  await removeStaleContentSearch(tx, ids);
  await tx.execute(sql`
    insert into search_documents (id, kind, ref_id, product_id, title, body, codes, updated_at)
    select 'content:' || cd.id, 'content', cd.id, null, cd.title, cd.body, '', now()
    from content_documents cd
    where cd.deleted_at is null and cd.type <> 'productEnrichment'
      and ${ids ? sql`cd.id = any(${sql.param(ids)}::text[])` : sql`true`}
    on conflict (id) do update set title = excluded.title, body = excluded.body, updated_at = excluded.updated_at`);
}

/** Ids of live documents that belong in the search (articles, landing pages), after `after`, in id order. */
export async function contentIdsAfter(db: Db, after: string, limit: number): Promise<string[]> {
  const rows = await runQuery<{ id: string }>(
    db,
    sql`select id from content_documents
        where deleted_at is null and type <> 'productEnrichment' and id > ${after}
        order by id limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

/** Every product's id (inactive ones too: their search documents must leave), after `after`, in id order. */
export async function productIdsAfter(db: Db, after: string | null, limit: number): Promise<string[]> {
  const rows = await runQuery<{ id: string }>(
    db,
    sql`select id from products where ${after ? sql`id > ${after}::uuid` : sql`true`} order by id limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

export async function countIndexable(db: Db): Promise<number> {
  const [row] = await runQuery<{ n: number }>(
    db,
    sql`select (select count(*) from products)::int
      + (select count(*) from content_documents where deleted_at is null and type <> 'productEnrichment')::int as n`,
  );
  return row?.n ?? 0;
}

// ---------- index runs ----------

export type IndexRunRow = typeof searchIndexRuns.$inferSelect;

export async function insertIndexRun(db: Db): Promise<IndexRunRow> {
  const [row] = await db.insert(searchIndexRuns).values({}).returning();
  return row!;
}

export async function findIndexRun(db: Db, id: string): Promise<IndexRunRow | null> {
  const [row] = await db.select().from(searchIndexRuns).where(eq(searchIndexRuns.id, id));
  return row ?? null;
}

/** The rebuild that is queued or running with a live heartbeat, if any. */
export async function findActiveIndexRun(db: Db, staleAfterMs: number): Promise<IndexRunRow | null> {
  const [row] = await db
    .select()
    .from(searchIndexRuns)
    .where(
      sql`${searchIndexRuns.status} in ('queued', 'running')
        and coalesce(${searchIndexRuns.heartbeatAt}, ${searchIndexRuns.createdAt}) > now() - make_interval(secs => ${staleAfterMs / 1000})`,
    )
    .orderBy(sql`${searchIndexRuns.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

export async function updateIndexRun(db: Db, id: string, values: Partial<typeof searchIndexRuns.$inferInsert>) {
  await db
    .update(searchIndexRuns)
    .set({ ...values, heartbeatAt: new Date() })
    .where(eq(searchIndexRuns.id, id));
}

/** A live article or landing page by its slug and language (the storefront's content pages). */
export async function findPage(db: DbOrTx, slug: string, language: 'nb' | 'en') {
  const [row] = await db
    .select()
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.slug, slug),
        eq(contentDocuments.language, language),
        isNull(contentDocuments.deletedAt),
        inArray(contentDocuments.type, ['article', 'landingPage']),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The other-language versions of a document: ids share the part before the language suffix (`<id>.<lang>`). */
export async function findAlternates(db: DbOrTx, id: string) {
  const base = id.replace(/\.(nb|en)$/, '');
  if (base === id) return [];
  return db
    .select({ language: contentDocuments.language, slug: contentDocuments.slug })
    .from(contentDocuments)
    .where(
      and(
        inArray(contentDocuments.id, [`${base}.nb`, `${base}.en`]),
        ne(contentDocuments.id, id),
        isNull(contentDocuments.deletedAt),
      ),
    );
}
