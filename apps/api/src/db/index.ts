import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export type Schema = typeof schema;
/** The one database handle type, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A handle that may be the db or a transaction: repositories accept either. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (used for health checks and the bench baseline). */
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: a dump of the data directory (tests start each file from one). */
  dump?: () => Promise<Blob>;
};

export type DatabaseOptions = {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; in memory when absent. */
  dataDir?: string;
  /** A PGlite data dump (from `dumpDataDir`) to start from instead of an empty cluster. */
  loadDataDir?: Blob | File;
  poolSize?: number;
};

/** Statement texts seen so far, and the name of each one seen often enough to be prepared. */
const seenTexts = new Map<string, number>();
const statementNames = new Map<string, string>();
/** Prepared once seen this often; at most this many named texts per process (each connection prepares its own). */
const PREPARE_AFTER = 3;
const MAX_NAMED = 400;
const MAX_SEEN = 5_000;

/**
 * Runs every statement the API sends again and again as a named prepared statement, as postgres.js or pgx do by
 * default: PostgreSQL then parses and plans it once per connection instead of on every call, which was a good part of
 * its CPU per order (docs/benchmarks.md). drizzle sends unnamed statements; here a text seen `PREPARE_AFTER` times
 * gets a name, and node-postgres prepares it on each connection the first time that connection sends it. Texts that
 * vary (lists of values inlined, one-off reports) rarely repeat, and the number of names is bounded, so a
 * connection's prepared statements stay few.
 */
function preparesRepeatedStatements(client: pg.PoolClient) {
  type Query = { text?: unknown; name?: unknown; values?: unknown };
  const query = client.query;
  client.query = function (this: pg.PoolClient, config: unknown, ...rest: unknown[]) {
    const statement = config as Query | null;
    if (statement && typeof statement === 'object' && !statement.name && typeof statement.text === 'string') {
      const text = statement.text;
      let name = statementNames.get(text);
      if (!name && statementNames.size < MAX_NAMED) {
        const seen = (seenTexts.get(text) ?? 0) + 1;
        if (seen >= PREPARE_AFTER) {
          name = `engros_${statementNames.size.toString(36)}`;
          statementNames.set(text, name);
          seenTexts.delete(text);
        } else {
          if (seenTexts.size >= MAX_SEEN) seenTexts.clear();
          seenTexts.set(text, seen);
        }
      }
      if (name) config = { ...statement, name };
    }
    return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof client.query;
}

/** Opens PostgreSQL (when `url` is given) or embedded PGlite. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
    });
    // A pool error on an idle client (server restart) must not crash the process.
    pool.on('error', () => {});
    // Nor on a client checked out of the pool: the pool takes its own listener off while a request holds the client,
    // and a connection lost then is emitted as an 'error' event, which unhandled would kill the process
    // (test/faults.test.ts). The client goes back to the pool at once, which drops it; the request's next statement
    // fails (503) and its own release later does nothing. Released here because drizzle-orm (0.45) sends a
    // transaction's `begin` before its try/finally: a connection lost between the checkout and `begin` (a server
    // restart) was never released, each such client held a pool slot for good, and the process could not shut down
    // (test/pg-restart.test.ts).
    const checkedOut = new WeakSet<pg.PoolClient>();
    pool.on('acquire', (client) => checkedOut.add(client));
    pool.on('release', (_err, client) => checkedOut.delete(client));
    pool.on('connect', (client) => {
      client.on('error', (err) => {
        if (!checkedOut.has(client)) return;
        const release = client.release;
        client.release = () => {};
        release(err);
      });
      preparesRepeatedStatements(client);
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      query: async (text, params) => pool.query(text, params as unknown[]),
      migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: async (text, params) =>
      client.query(text, params as unknown[]) as Promise<{
        rows: Record<string, unknown>[];
      }>,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
