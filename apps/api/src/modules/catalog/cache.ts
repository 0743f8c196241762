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

type Entry<T> = { promise: Promise<T>; expiresAt: number; version: number };

/** A least-recently-used map with a TTL. Holds promises, so concurrent misses share one load. */
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
    this.entries.delete(key);
    if (hit && hit.expiresAt > now && hit.version === catalogVersion) {
      this.entries.set(key, hit); // most recently used goes last
      return hit.promise;
    }
    const promise = load();
    this.entries.set(key, { promise, expiresAt: now + this.ttlMs, version: catalogVersion });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    promise.catch(() => {
      if (this.entries.get(key)?.promise === promise) this.entries.delete(key);
    });
    return promise;
  }
}

/** One cache per database handle, so two apps in one process (tests) never share entries. */
export function cachePerDatabase<T>(maxEntries: number, ttlMs: number) {
  const caches = new WeakMap<object, TtlCache<T>>();
  return (db: object) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new TtlCache<T>(maxEntries, ttlMs);
      caches.set(db, cache);
    }
    return cache;
  };
}
