import { protocol } from '@electric-sql/pglite';
import { type Column, fillPlaceholders, getTableColumns, is, type SQL, sql, type Table } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import { type Db, type DbOrTx, hotReadsOf } from '.';

/**
 * A named prepared statement over hand-written SQL, for the hot catalog and price reads.
 * `planOnce`: a statement of key and array lookups, whose best plan does not depend on the values, runs on
 * connections that plan it once, generically (`hotReadsOf`, PostgreSQL); others are planned as PostgreSQL
 * decides (search's text and prefix queries, whose plans depend on what is typed).
 * Rows come back through `row_to_json`, so both drivers (pg, PGlite) give the same JS
 * types (bigint as number, jsonb as objects). One statement per database handle.
 * Inside a transaction (a handle of its own each time) it runs on the transaction's connection, its text built once.
 * On PGlite, whose `query` parses and plans every call anew (planning a product page's statement took ~1.3 of its
 * 1.9 ms), a `planOnce` statement is a named statement of PGlite's one session, parsed once (`onPglite`).
 */
export function preparedQuery<Row, Params extends Record<string, unknown>>(
  name: string,
  query: SQL,
  options: { planOnce?: boolean } = {},
) {
  type Statement = { execute: (params: Params) => Promise<{ r: Row }[]> };
  const statements = new WeakMap<Db, Statement>();
  /** The statement for one database handle, made on its first call. */
  const statementOf = (db: Db): Statement => {
    const pglite = options.planOnce ? pgliteOf(db) : undefined;
    const target = options.planOnce && !pglite ? hotReadsOf(db) : db;
    const select = target.select({ r: sql<Row>`row_to_json(t)` }).from(sql`(${query}) t`);
    if (pglite) {
      const built = select.toSQL();
      return onPglite<Row, Params>(pglite, name, built.sql, built.params);
    }
    return select.prepare(name) as unknown as Statement;
  };
  /** The text on a transaction's connection (a new handle per transaction): built once, as `fixedStatement` does. */
  let inTransaction: { sql: string; params: unknown[] } | undefined;
  return async (db: Db, params: Params): Promise<Row[]> => {
    if (is(db, PgTransaction)) {
      inTransaction ??= db.select({ r: sql<Row>`row_to_json(t)` }).from(sql`(${query}) t`).toSQL();
      const result = await db._.session.prepareQuery(inTransaction, undefined, name, false).execute(params);
      // Its one column is unnamed in the text drizzle builds (drizzle maps it by position).
      return (result as { rows: { row_to_json: Row }[] }).rows.map((row) => row.row_to_json);
    }
    let statement = statements.get(db);
    if (!statement) {
      statement = statementOf(db);
      statements.set(db, statement);
    }
    const rows = await statement.execute(params);
    return rows.map((row) => row.r);
  };
}

/** What each read of `readTogether` answers, in the reads' order. */
type ReadResults<T> = { -readonly [K in keyof T]: T[K] extends () => PromiseLike<infer R> ? R : never };

/**
 * Runs reads together: at once on the pool (each on a connection of its own), one after another in a transaction,
 * whose one connection runs one statement at a time (pg 8 queues a second one with a deprecation warning, pg 9
 * refuses it). Each read is a function, so none starts before its turn.
 */
export async function readTogether<T extends readonly (() => PromiseLike<unknown>)[] | []>(
  db: DbOrTx,
  reads: T,
): Promise<ReadResults<T>> {
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as ReadResults<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as ReadResults<T>;
}

/** A placeholder of a prepared statement (`sql.placeholder` with the parameter's name). */
export const param = (name: string) => sql.placeholder(name);

/**
 * A table alias of the caller's query, for SQL fragments that name its columns (`${alias}.id`): checked to be a plain
 * identifier, since it goes into the statement as written.
 */
export function tableAlias(alias: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`Not a table alias: ${alias}`);
  return sql.raw(alias);
}

/** Builds statement texts for `fixedStatement` (drizzle's PostgreSQL dialect, as the database handles use). */
const dialect = new PgDialect();

/**
 * A hand-written statement whose SQL text is built once, on its first call, and then only bound and run: on any handle,
 * a transaction's connection too (unlike `preparedQuery`, which runs on the pool). For the statements of a hot
 * transaction (createorder's, docs/decisions/011), where drizzle rebuilding the text on every call cost more than the
 * statement. On PostgreSQL it runs as the named prepared statement `name` of each connection (parsed once per
 * connection). Values are bound with `param(name)` (`build` gets the handle of the first call, for drizzle's query
 * builders; the text must not depend on it); the statement answers json (or plain text and integer) columns,
 * so both drivers give the same JS types: rows come back as the driver gives them.
 */
export function fixedStatement<Row, Params extends Record<string, unknown>>(name: string, build: (db: DbOrTx) => SQL) {
  let built: { sql: string; params: unknown[] } | undefined;
  return async (db: DbOrTx, params: Params): Promise<Row[]> => {
    built ??= dialect.sqlToQuery(build(db));
    const result = await db._.session.prepareQuery(built, undefined, name, false).execute(params);
    return (result as { rows: Row[] }).rows;
  };
}

/**
 * Reads a table's row as `row_to_json` gives it (column names as keys, timestamps as text) into the row drizzle
 * would answer (`$inferSelect`): each column's own mapping from the driver's value.
 */
export function rowFromJson<T extends Table>(table: T): (json: Record<string, unknown>) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table) as Record<string, Column>).map(
    ([key, column]) => [key, column.name, column] as const,
  );
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const [key, name, column] of columns) {
      const value = json[name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
}

/** Runs hand-written SQL that changes shape per call (so it is not prepared); rows as in `preparedQuery`. */
export async function runQuery<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const rows = await db.select({ r: sql<Row>`row_to_json(t)` }).from(sql`(${query}) t`);
  return rows.map((row) => row.r);
}

/** What `onPglite` uses of a PGlite instance: its wire protocol, under the locks its own queries take. */
type PgliteSession = {
  execProtocol: (
    message: Uint8Array,
    options: { throwOnError: boolean },
  ) => Promise<{ messages: { name: string; fields?: (string | null)[] }[] }>;
  _runExclusiveQuery: <T>(fn: () => Promise<T>) => Promise<T>;
  _runExclusiveTransaction: <T>(fn: () => Promise<T>) => Promise<T>;
};

/** The PGlite instance behind a database handle (drizzle's `$client`); undefined for PostgreSQL. */
const pgliteOf = (db: Db): PgliteSession | undefined => {
  const client = (db as unknown as { $client?: Partial<PgliteSession> }).$client;
  return typeof client?.execProtocol === 'function' &&
    typeof client._runExclusiveQuery === 'function' &&
    typeof client._runExclusiveTransaction === 'function'
    ? (client as PgliteSession)
    : undefined;
};

/** A bound value in PostgreSQL's text format (the statement's casts say what it is). */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    const items = value.map((each) => (each === null ? 'NULL' : `"${String(each).replace(/[\\"]/g, '\\$&')}"`));
    return `{${items.join(',')}}`;
  }
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Names parsed in each PGlite session so far. */
const parsedNames = new WeakMap<object, Set<string>>();

/**
 * A statement parsed once in PGlite's session under `name`, then bound and executed per call in one protocol message
 * (Parse the first time, Bind, Execute, Sync), under the locks PGlite's own queries take, so it interleaves with them
 * and with transactions exactly as they do. PostgreSQL plans it as it plans any prepared statement (custom plans
 * the first five times, then the generic one when it is no worse).
 */
function onPglite<Row, Params>(session: PgliteSession, name: string, text: string, placeholders: unknown[]) {
  const { serialize } = protocol;
  const parsed = parsedNames.get(session) ?? new Set<string>();
  parsedNames.set(session, parsed);
  return {
    // PGlite's own `query` takes both locks: the transaction one first, so a statement never runs inside another
    // caller's open transaction (PGlite has one session; between that transaction's statements only the query lock
    // is free), then the query one.
    execute: (values: Params) =>
      session._runExclusiveTransaction(() =>
        session._runExclusiveQuery(async () => {
          const bound = fillPlaceholders(placeholders, values as Record<string, unknown>).map(asText);
          const parts = [
            ...(parsed.has(name) ? [] : [serialize.parse({ name, text, types: [] })]),
            serialize.bind({ statement: name, values: bound }),
            serialize.execute({}),
            serialize.sync(),
          ];
          const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
          let offset = 0;
          for (const part of parts) {
            message.set(part, offset);
            offset += part.length;
          }
          const { messages } = await session.execProtocol(message, { throwOnError: false });
          if (messages.some((m) => m.name === 'parseComplete')) parsed.add(name);
          const failed = messages.find((m) => m.name === 'error');
          if (failed) throw failed;
          return messages.filter((m) => m.name === 'dataRow').map((m) => ({ r: JSON.parse(m.fields![0]!) as Row }));
        }),
      ),
  };
}
