import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DEFAULT_MAX_REPLICA_LAG_MS, ReadReplica, ReadRoutingPool } from './read-replica';
import * as schema from './schema';

export type { ReplicaState } from './read-replica';

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export type Schema = typeof schema;
/** The one database handle type, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A handle that may be the db or a transaction: repositories accept either. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  /**
   * The handle for catalog reads that tolerate a replica's lag (listing, search, the product page, categories,
   * content pages): a streaming replica when DATABASE_READ_URL is set and the replica is up to date, the primary
   * otherwise (docs/scaling.md, "Read replica"). Never for a write, money (cart, checkout, quotes, payments), access
   * (the principal, sessions, idempotency) or a read right after the caller's own write: those use `db`. Without a
   * replica (and on PGlite) it is `db` itself.
   */
  readDb: Db;
  /** The read replica `readDb` follows, when there is one. */
  replica?: ReadReplica;
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
  /** postgres://… of a streaming replica of `url` for `readDb` (PostgreSQL only). */
  readUrl?: string;
  /** The replica may lag this much before `readDb` reads from the primary. */
  maxReplicaLagMs?: number;
};

/** Statement texts seen so far, and the name of each one seen often enough to be prepared. */
const seenTexts = new Map<string, number>();
const statementNames = new Map<string, string>();
/** Prepared once seen this often; at most this many named texts per process (each connection prepares its own). */
const PREPARE_AFTER = 3;
const MAX_NAMED = 400;
const MAX_SEEN = 5_000;

/** The name a statement text runs under once it has been sent `PREPARE_AFTER` times; bounded by `MAX_NAMED`. */
function statementName(text: string): string | undefined {
  const name = statementNames.get(text);
  if (name || statementNames.size >= MAX_NAMED) return name;
  const seen = (seenTexts.get(text) ?? 0) + 1;
  if (seen < PREPARE_AFTER) {
    if (seenTexts.size >= MAX_SEEN) seenTexts.clear();
    seenTexts.set(text, seen);
    return undefined;
  }
  const named = `engros_${statementNames.size.toString(36)}`;
  statementNames.set(text, named);
  seenTexts.delete(text);
  return named;
}

/**
 * Runs the statements the API sends again and again as named prepared statements, so PostgreSQL parses and plans each
 * once per connection (postgres.js and pgx do so by default; drizzle sends unnamed ones). Given to the pool as its
 * `Client`, pg-pool's documented option; why this and not drizzle's `.prepare()`: docs/decisions/005.
 */
class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this one passes every call through.
  override query(config: any, ...rest: any[]): any {
    if (config && typeof config === 'object' && !config.name && typeof config.text === 'string') {
      const name = statementName(config.text);
      if (name) config = { ...config, name };
    }
    return super.query(config, ...rest);
  }
}

/** A pool whose lost connections neither crash the process nor keep a slot. */
function openPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
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
  });
  return pool;
}

/** Where each database handle runs the hot reads planned once (PostgreSQL: a pool planning generically). */
const hotReadTargets = new WeakMap<Db, Db>();

/** The handle `preparedQuery` runs a statement planned once on: `db` itself unless it has a hot-read pool. */
export const hotReadsOf = (db: Db): Db => hotReadTargets.get(db) ?? db;

/**
 * Every connection of ours runs without PostgreSQL's JIT compiler. The planner compiles a statement whose estimated
 * cost passes `jit_above_cost` (100,000), and on a large catalog short statements get there by their estimates alone:
 * at 1,000,000 products search's exact-code lookup (a few index probes, expression indexes estimated at 0.5 % of the
 * table) cost 10–50 ms of compiling per call for under 1 ms of work (issue 18, bench --scale). A web shop's statements
 * are short; the few long ones (the taxonomy's counts) gain little from it.
 */
export const NO_JIT = '-c jit=off';

/** The setting of the pools that run the hot reads: each connection plans each of them once, generically. */
const PLAN_ONCE = `-c plan_cache_mode=force_generic_plan ${NO_JIT}`;

/**
 * The read replica's pools (requests and hot reads, as on the primary) and the read handle that routes each statement
 * to them or to the primary's (db/read-replica.ts). A replica that does not answer must not hold a catalog read up
 * for long: connecting times out after 2 s, and the primary answers the read instead.
 */
async function openReplica(options: { url: string; size: number; pool: pg.Pool; hotPool: pg.Pool; maxLagMs?: number }) {
  const config = { connectionString: options.url, max: options.size, connectionTimeoutMillis: 2_000 };
  const replicaPool = openPool({ ...config, Client: PreparingClient, options: NO_JIT });
  const replicaHotPool = openPool({ ...config, options: PLAN_ONCE });
  const follower = new ReadReplica(options.pool, replicaPool, options.maxLagMs ?? DEFAULT_MAX_REPLICA_LAG_MS);
  const readDb = drizzleNodePg(new ReadRoutingPool(options.pool, replicaPool, follower), { schema }) as unknown as Db;
  hotReadTargets.set(
    readDb,
    drizzleNodePg(new ReadRoutingPool(options.hotPool, replicaHotPool, follower), { schema }) as unknown as Db,
  );
  await follower.start();
  return {
    readDb,
    follower,
    close: async () => {
      follower.close();
      await Promise.all([replicaPool.end(), replicaHotPool.end()]);
    },
  };
}

/**
 * PGlite's shared buffers: PostgreSQL's 128 MB default lives inside the API process's own memory (WebAssembly's,
 * which never shrinks), and the embedded default has 400 MB for all of it (issue 18).
 */
const PGLITE_SHARED_BUFFERS = '64MB';

/** Opens PostgreSQL (when `url` is given) or embedded PGlite; with `readUrl`, a replica for catalog reads too. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const size = options.poolSize ?? 10;
    const pool = openPool({ connectionString: options.url, max: size, Client: PreparingClient, options: NO_JIT });
    // The hand-written hot reads (db/prepared.ts) on connections of their own that plan them once, generically: their
    // plans are key lookups whatever the values, and PostgreSQL would otherwise plan some anew on every call (a few
    // SKUs look cheaper to it than the ten a generic plan assumes), 1–3 ms of planning for 0.1 ms of work.
    const hotPool = openPool({ connectionString: options.url, max: size, options: PLAN_ONCE });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    hotReadTargets.set(db, drizzleNodePg(hotPool, { schema }) as unknown as Db);
    const replica = options.readUrl
      ? await openReplica({ url: options.readUrl, size, pool, hotPool, maxLagMs: options.maxReplicaLagMs })
      : undefined;
    return {
      db,
      readDb: replica?.readDb ?? db,
      replica: replica?.follower,
      kind: 'postgres',
      query: async (text, params) => pool.query(text, params as unknown[]),
      migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder }),
      close: async () => {
        await replica?.close();
        await Promise.all([pool.end(), hotPool.end()]);
      },
    };
  }
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, fuzzystrmatch },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    readDb: db,
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
