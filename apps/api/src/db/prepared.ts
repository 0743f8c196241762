import { type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, hotReadsOf } from '.';

/**
 * A named prepared statement over hand-written SQL, for the hot catalog and price reads.
 * `planOnce`: a statement of key and array lookups, whose best plan does not depend on the values, runs on
 * connections that plan it once, generically (`hotReadsOf`, PostgreSQL); others are planned as PostgreSQL
 * decides (search's text and prefix queries, whose plans depend on what is typed).
 * Rows come back through `row_to_json`, so both drivers (pg, PGlite) give the same JS
 * types (bigint as number, jsonb as objects). One statement per database handle.
 */
export function preparedQuery<Row, Params extends Record<string, unknown>>(
  name: string,
  query: SQL,
  options: { planOnce?: boolean } = {},
) {
  const statements = new WeakMap<Db, { execute: (params: Params) => Promise<{ r: Row }[]> }>();
  return async (db: Db, params: Params): Promise<Row[]> => {
    let statement = statements.get(db);
    if (!statement) {
      const target = options.planOnce ? hotReadsOf(db) : db;
      statement = target.select({ r: sql<Row>`row_to_json(t)` }).from(sql`(${query}) t`).prepare(name) as unknown as {
        execute: (params: Params) => Promise<{ r: Row }[]>;
      };
      statements.set(db, statement);
    }
    const rows = await statement.execute(params);
    return rows.map((row) => row.r);
  };
}

/** A placeholder of a prepared statement (`sql.placeholder` with the parameter's name). */
export const param = (name: string) => sql.placeholder(name);

/** Runs hand-written SQL that changes shape per call (so it is not prepared); rows as in `preparedQuery`. */
export async function runQuery<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const rows = await db.select({ r: sql<Row>`row_to_json(t)` }).from(sql`(${query}) t`);
  return rows.map((row) => row.r);
}
