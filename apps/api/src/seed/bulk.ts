import { sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db';

/**
 * Inserts many rows with one array parameter per column:
 * `insert into t (a, b) select * from unnest($1::text[], $2::int[])`.
 * A statement carries thousands of rows with a handful of parameters, which is
 * several times faster than multi-row VALUES and works on PGlite and PostgreSQL alike.
 * Columns are taken from the first row; values go through the column's own mapping
 * (jsonb → JSON text, timestamps → ISO text).
 */
export async function bulkInsert<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
  batchSize = 5_000,
): Promise<void> {
  if (rows.length === 0) return;
  const config = getTableConfig(table);
  const byKey = table as unknown as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]!).filter((key) => byKey[key] !== undefined);
  const columns = keys.map((key) => {
    const column = byKey[key]!;
    const type = column.getSQLType();
    if (type.endsWith('[]')) throw new Error(`bulkInsert cannot unnest array column ${column.name}`);
    return { key, column, type };
  });
  const target = sql.join(
    columns.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const arrays = columns.map(({ key, column, type }) => {
      const values = batch.map((row) => {
        const value = (row as Record<string, unknown>)[key];
        if (value === undefined || value === null) return null;
        const mapped = column.mapToDriverValue(value);
        if (mapped instanceof Date) return mapped.toISOString();
        return typeof mapped === 'object' ? JSON.stringify(mapped) : mapped;
      });
      return sql`${sql.param(values)}::${sql.raw(type)}[]`;
    });
    await db.execute(
      sql`insert into ${sql.identifier(config.name)} (${target}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}

/**
 * Runs a bulk load with the tables' secondary indexes dropped, then builds them again
 * from their own definitions: one sort per index instead of a tree update per row
 * (trigram and full-text GIN indexes especially). Indexes that back constraints
 * (primary keys, unique) stay. Call inside the load's transaction, so a failure
 * rolls the dropped indexes back too.
 */
export async function withIndexesDeferred<T>(db: DbOrTx, tables: PgTable[], load: () => Promise<T>): Promise<T> {
  const names = tables.map((table) => getTableConfig(table).name);
  const result = await db.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema()
      and i.tablename = any(${sql.param(names)}::text[])
      and not exists (
        select 1 from pg_constraint c
        where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass
      )
    order by i.indexname`);
  const indexes = (result as unknown as { rows: { name: string; definition: string }[] }).rows;
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  const value = await load();
  // Index builds sort in memory up to this limit (the default 64 MB spills the larger ones to disk).
  await db.execute(sql`set local maintenance_work_mem = '128MB'`);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  return value;
}
