/**
 * Small in-process caches for caller-independent catalog reads (taxonomy, listing pages,
 * facet counts). Entries expire after a TTL, so several API nodes converge within it;
 * `invalidateCatalog()` (called by `indexProducts`) drops them at once in this process.
 */

let catalogVersion = 0;

/** Drops every cached catalog read in this process (after the catalog was re-indexed). */
export function invalidateCatalog() {
  catalogVersion++;
}

/**
 * Drops the least recently used entries of a map kept in use order once it holds more than `maxEntries`, a tenth of
 * them at a time. V8's Map leaves a deleted entry's slot in place until the table is rebuilt, and an iterator walks
 * over those slots: taking the single oldest key on every insert walks over every entry dropped before it, so a
 * full cache paid a scan of thousands of empty slots per insert (8.9 % of the API's CPU under the product-list
 * benchmark). One walk per tenth of the capacity costs next to nothing per insert.
 */
function evictOldest(entries: Map<string, unknown>, maxEntries: number) {
  if (entries.size <= maxEntries) return;
  // A tenth of the capacity at a time (one entry for tiny caches).
  let excess = entries.size - maxEntries - 1 + Math.max(1, Math.floor(maxEntries / 10));
  for (const key of entries.keys()) {
    if (excess-- <= 0) break;
    entries.delete(key);
  }
}

type Entry<T> = {
  promise: Promise<T>;
  /** Fresh until then; after it, served stale (once refreshed in the background) until twice the TTL. */
  expiresAt: number;
  version: number;
  isSettled: boolean;
  isRefreshing: boolean;
};

/**
 * A least-recently-used map with a TTL and stale-while-revalidate: an expired entry is
 * still served for one more TTL while a single background load replaces it, so no request
 * waits for a reload. Holds promises, so concurrent misses share one load.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  /** The cached value for `key`, or the result of `load()` (cached unless it fails). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === catalogVersion) {
      if (hit.expiresAt > now || !hit.isSettled) return this.touch(key, hit).promise;
      if (hit.expiresAt + this.ttlMs > now) {
        if (!hit.isRefreshing) {
          hit.isRefreshing = true;
          this.load(key, load).catch(() => {
            hit.isRefreshing = false;
          });
        }
        return this.touch(key, hit).promise;
      }
    }
    return this.load(key, load);
  }

  /**
   * The value for `key` when one has already been loaded (fresh, or stale within the serving window), without
   * ever waiting for a load in progress; undefined otherwise.
   */
  peek(key: string): Promise<T> | undefined {
    const hit = this.entries.get(key);
    if (!hit || !hit.isSettled || hit.version !== catalogVersion) return undefined;
    return hit.expiresAt + this.ttlMs > Date.now() ? hit.promise : undefined;
  }

  /** Drops a key, so the next `get` loads it again (after a write that changes it). */
  forget(key: string) {
    this.entries.delete(key);
  }

  private touch(key: string, entry: Entry<T>) {
    this.entries.delete(key);
    this.entries.set(key, entry); // most recently used goes last
    return entry;
  }

  private load(key: string, load: () => Promise<T>): Promise<T> {
    const promise = load();
    const entry: Entry<T> = {
      promise,
      expiresAt: Date.now() + this.ttlMs,
      version: catalogVersion,
      isSettled: false,
      isRefreshing: false,
    };
    const previous = this.entries.get(key);
    // A background refresh replaces the stale entry only once it has succeeded.
    if (!previous || previous.version !== catalogVersion || !previous.isRefreshing) this.touch(key, entry);
    evictOldest(this.entries, this.maxEntries);
    promise.then(
      () => {
        entry.isSettled = true;
        entry.expiresAt = Date.now() + this.ttlMs;
        if (this.entries.get(key) !== entry) this.touch(key, entry);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return promise;
  }
}

/**
 * A cache of many small values read in batches (a page's product cards, their prices): `getMany` answers the
 * cached keys from memory and loads only the missing ones, in one call. A key the loader does not answer is
 * remembered as absent (null) too. Entries expire after the TTL; least recently used leave first beyond
 * `maxEntries`; `invalidateCatalog()` drops them all.
 */
export class BatchCache<T> {
  private readonly entries = new Map<string, { value: T | null; expiresAt: number; version: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  async getMany(keys: string[], loadMissing: (keys: string[]) => Promise<Map<string, T>>): Promise<Map<string, T>> {
    const now = Date.now();
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const key of keys) {
      const hit = this.entries.get(key);
      if (hit && hit.expiresAt > now && hit.version === catalogVersion) {
        this.entries.delete(key);
        this.entries.set(key, hit); // most recently used goes last
        if (hit.value !== null) found.set(key, hit.value);
      } else if (!missing.includes(key)) {
        missing.push(key);
      }
    }
    if (missing.length === 0) return found;
    const version = catalogVersion;
    const loaded = await loadMissing(missing);
    const expiresAt = Date.now() + this.ttlMs;
    for (const key of missing) {
      const value = loaded.get(key) ?? null;
      if (value !== null) found.set(key, value);
      this.entries.delete(key);
      this.entries.set(key, { value, expiresAt, version });
    }
    evictOldest(this.entries, this.maxEntries);
    return found;
  }
}

/** Whether a handle is a transaction (drizzle's transactions can roll back; the database handle cannot). */
const isTransaction = (db: object) => typeof (db as { rollback?: unknown }).rollback === 'function';

/**
 * What identifies a database for the caches: drizzle's dialect object, which a database handle shares with every
 * transaction opened on it (a transaction is another handle object). Two databases in one process (tests) have two
 * dialects, so they never share entries.
 */
const databaseKey = (db: object): object => (db as { dialect?: object }).dialect ?? db;

/** What a transaction sees of a cache: see cachePerDatabase. */
type CacheView<T> = Pick<TtlCache<T>, 'get' | 'forget'>;

/** One BatchCache per database handle (listing reads, never inside a transaction). */
export function batchCachePerDatabase<T>(maxEntries: number, ttlMs: number) {
  const caches = new WeakMap<object, BatchCache<T>>();
  return (db: object) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new BatchCache<T>(maxEntries, ttlMs);
      caches.set(db, cache);
    }
    return cache;
  };
}

/**
 * One cache per database (databaseKey), so two apps in one process (tests) never share entries. A transaction
 * uses what is already loaded (createorder prices with the contract the cart just showed, without a query) but
 * never waits for another connection's load in progress and never stores what it read: a transaction holding
 * a pooled connection while waiting for a load that itself waits for a free connection could stall the pool, and
 * a transaction may read its own uncommitted writes.
 */
export function cachePerDatabase<T>(maxEntries: number, ttlMs: number) {
  const caches = new WeakMap<object, TtlCache<T>>();
  return (db: object): CacheView<T> => {
    const key = databaseKey(db);
    let cache = caches.get(key);
    if (!cache) {
      cache = new TtlCache<T>(maxEntries, ttlMs);
      caches.set(key, cache);
    }
    if (!isTransaction(db)) return cache;
    const shared = cache;
    return {
      get: (entry: string, load: () => Promise<T>) => shared.peek(entry) ?? load(),
      forget: (entry: string) => shared.forget(entry),
    };
  };
}
