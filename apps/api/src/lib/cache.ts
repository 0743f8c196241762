import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * In-process caches for reads many requests share (catalog listings and facets, a company's pricing context, order
 * counts), on lru-cache (docs/decisions/006-caches.md). Entries expire after their TTL, so several API nodes converge
 * within it; `invalidateCaches(namespace)` drops one namespace's caches in this process at once.
 */

/**
 * Text (or bytes) a cache keeps, in a Buffer of its own. `Buffer.from` puts text under 4 kB into a slice of a shared
 * 8 kB pool, and a kept slice holds its whole slab, with whatever short-lived bytes shared it, for as long as the
 * entry lives: 5,000 kept product pages of ~2.7 kB held 2,572 slabs (20 MB) for 13 MB of answers (issue 18).
 */
export function keptBytes(text: string | Uint8Array): Buffer {
  if (typeof text !== 'string') {
    // zlib's output, say, is a view of a 16 kB chunk: keep a copy of what it holds.
    const copy = Buffer.allocUnsafeSlow(text.byteLength);
    copy.set(text);
    return copy;
  }
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/**
 * Level 3 packs a kept answer's JSON (a listing page's 20 kB, a 100-line cart's 113 kB) as small as level 6 does
 * (~2 and 12 kB) in half the time.
 */
const KEPT_DEFLATE = { level: 3 };

/**
 * Text a cache keeps deflated (raw deflate, in a Buffer of its own): for answers whose JSON repeats its keys, where
 * memory counts more than the inflate per hit (`inflatedKept`, ~25 µs for a listing page, 0.15 ms for a long cart).
 */
export const keptDeflated = (text: string | Uint8Array): Buffer => keptBytes(deflateRawSync(text, KEPT_DEFLATE));

/**
 * The bytes `keptDeflated` kept, as they were. Given their `size`, zlib inflates into one buffer of that size and
 * answers it as it is; otherwise into 16 kB chunks it then joins in a copy (~30 % more time for a 25 kB answer).
 */
export const inflatedKept = (kept: Buffer, size?: number): Buffer =>
  inflateRawSync(kept, size === undefined ? undefined : { chunkSize: Math.max(size + 1, 64) });

/**
 * What one invalidation drops: re-indexing the catalog drops the catalog's caches, not the price or order ones; an
 * article or page from the content platform only what shows content (search answers, and the web's pages); a
 * product's description only what search found (`search`) and its own page (`texts`); a product's name what shows it
 * and the name orders of the listings that hold it (`names`, per product and category).
 */
export type CacheNamespace =
  | 'catalog'
  | 'pictures'
  | 'stock'
  | 'texts'
  | 'names'
  | 'search'
  | 'price'
  | 'content'
  | 'order'
  | 'delivery';

const generations: Record<CacheNamespace, number> = {
  catalog: 0,
  pictures: 0,
  stock: 0,
  texts: 0,
  names: 0,
  search: 0,
  price: 0,
  content: 0,
  order: 0,
  delivery: 0,
};

export const isCacheNamespace = (value: string): value is CacheNamespace => Object.hasOwn(generations, value);

/** Who hears of an invalidation: its namespace, and the parts of it the change touched (none: all of it). */
export type InvalidationListener = (namespace: CacheNamespace, scopes: readonly string[]) => void;

/** Tells the other API nodes (set by the access plugin: a notification on the session channel). */
let tellOtherNodes: InvalidationListener | undefined;

/** Installs how an invalidation reaches the other nodes (one per process; the app sets it at start). */
export function onInvalidation(send: InvalidationListener) {
  tellOtherNodes = send;
}

/** Removes it again when its app closes (unless another app installed its own since). */
export function offInvalidation(send: InvalidationListener) {
  if (tellOtherNodes === send) tellOtherNodes = undefined;
}

/**
 * The clock of scoped changes in this process (its own and its peers'): one tick per scoped invalidation. A kept
 * answer that shows many parts (a listing page, its 24 products' pictures) notes the clock when it is built and is
 * checked on read (`changedAfter`), as keys cannot hold two dozen versions.
 */
let changeClock = 0;
/**
 * When each part of a namespace last changed (`at` on the change clock; `time` to forget it), oldest change first,
 * and the namespace's newest change: a read with nothing changed since its answer was built costs one comparison.
 */
const changes = new Map<CacheNamespace, { newest: number; parts: Map<string, { at: number; time: number }> }>();
/**
 * How long a part's change is remembered: longer than any answer checked against it or keyed by its version is
 * served (5-minute TTLs at most, served a second TTL while one reload runs), so an answer from before a change it no
 * longer remembers is gone.
 */
const CHANGES_KEPT_MS = 30 * 60_000;

/**
 * The version of one part of a namespace: the change clock at its last change (`changes`), 0 when it has not changed
 * for `CHANGES_KEPT_MS`. A cache whose entries depend on that part only holds it in their keys (the price module's
 * `pricingKey`, the media module's covers): a scoped invalidation moves it, so later reads miss the old entries and
 * the LRU lets them go, while the rest of the namespace's entries stay. An entry loaded while the version moved is
 * kept under the key it was asked with, which no later read asks for. Back to 0 after 30 minutes: no entry kept under
 * the key of 0 from before is still served then (every versioned cache serves an entry 10 minutes at most), and
 * the versions take memory only for the parts changed in the last 30 minutes (a day of pictures: products by the
 * hundred thousand).
 */
export const scopeVersion = (namespace: CacheNamespace, scope: string): number =>
  changes.get(namespace)?.parts.get(scope)?.at ?? 0;

/** The change clock now: an answer notes it before it reads what it shows (a change during the read then counts). */
export const changeClockNow = (): number => changeClock;

/** Whether any of these parts (`prefix` + id) of a namespace changed after `at` (`changeClockNow` when built). */
export function changedAfter(namespace: CacheNamespace, prefix: string, ids: readonly string[], at: number): boolean {
  const changed = changes.get(namespace);
  if (!changed || changed.newest <= at) return false;
  return ids.some((id) => (changed.parts.get(prefix + id)?.at ?? 0) > at);
}

function noteChanges(namespace: CacheNamespace, scopes: readonly string[]) {
  changeClock++;
  const now = Date.now();
  const changed = changes.get(namespace) ?? { newest: 0, parts: new Map<string, { at: number; time: number }>() };
  changes.set(namespace, changed);
  changed.newest = changeClock;
  for (const scope of scopes) {
    changed.parts.delete(scope);
    changed.parts.set(scope, { at: changeClock, time: now });
  }
  for (const [scope, { time }] of changed.parts) {
    if (now - time < CHANGES_KEPT_MS) break;
    changed.parts.delete(scope);
  }
}

/**
 * The part that names one product (`p:<id>`), in every namespace whose changes name products (a product's pictures,
 * its stock, its texts): the web's change stream turns them into the products' slugs (catalog/changes.ts).
 */
export const PRODUCT_PART = 'p:';

/**
 * Products named in one invalidation at most: other nodes hear it as one notification (PostgreSQL's 8,000 bytes, a
 * product's part ~39), so a change of more products is told in several.
 */
const PRODUCTS_PER_CHANGE = 100;

/**
 * A change of these products' parts (`PRODUCT_PART`) of a namespace (their stock, their texts), told in as many
 * invalidations as the notifications need. Call it after the change committed.
 */
export function invalidateProducts(namespace: CacheNamespace, productIds: readonly string[]) {
  const ids = [...new Set(productIds)];
  for (let at = 0; at < ids.length; at += PRODUCTS_PER_CHANGE) {
    invalidateCaches(namespace, { scopes: ids.slice(at, at + PRODUCTS_PER_CHANGE).map((id) => PRODUCT_PART + id) });
  }
}

/** The ids that the scopes of one kind name (`prefix` `co:` of `co:<id>`, say), in their order. */
export const scopeIds = (scopes: readonly string[], prefix: string): string[] =>
  scopes.filter((scope) => scope.startsWith(prefix)).map((scope) => scope.slice(prefix.length));

/**
 * Drops every cache of a namespace in this process at once, and on every other API node when its notification
 * arrives (milliseconds; docs/scaling.md). Call it after the change committed. `scopes`: the change touched only
 * these parts of the namespace (docs/decisions/006-caches.md, "Scoped changes"); only entries keyed by their
 * versions go (`scopeVersion`), every other cache of the namespace stays. `fromPeer`: the notification of another
 * node's invalidation (not sent on again). `isLocal`: a change every node sees by itself, at the same moment (a price
 * list starting or ending by the clock), so not sent to the others either.
 */
export function invalidateCaches(
  namespace: CacheNamespace,
  options: { fromPeer?: boolean; isLocal?: boolean; scopes?: readonly string[] } = {},
) {
  const scopes = options.scopes ?? [];
  if (scopes.length === 0) generations[namespace]++;
  else noteChanges(namespace, scopes);
  if (!options.fromPeer && !options.isLocal) tellOtherNodes?.(namespace, scopes);
  for (const listener of listeners) listener(namespace, scopes);
}

/** Who hears every invalidation in this process, its own and its peers' (the web's page caches, through an API). */
const listeners = new Set<InvalidationListener>();

/** Calls `listener` on every invalidation in this process (`scopes` empty: the whole namespace); answers how to stop. */
export function watchInvalidations(listener: InvalidationListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many times a namespace was invalidated whole in this process (keys that must follow it: `pricingKey`). */
export const cacheGeneration = (namespace: CacheNamespace) => generations[namespace];

/** A cache's generation: the sum of its namespaces' (each only grows, so any invalidation of one changes it). */
const generationOf = (namespace: CacheOptions['namespace']) =>
  typeof namespace === 'string' ? generations[namespace] : namespace.reduce((sum, each) => sum + generations[each], 0);
/**
 * CACHES=off (env.ts; bench --scale measures with it): every cache of many keys loads on each request, as a cold node
 * does for whatever it has not seen yet. Caches of one entry (the taxonomy, markets, synonyms, delivery tables: a
 * whole table each, which a cold node loads once) stay on.
 */
let keyedCachesOn = true;

/** Turns the caches of many keys off (false) or on again; the process's setting, from CACHES. */
export function setKeyedCaches(on: boolean) {
  keyedCachesOn = on;
}

/** A cache's hits and misses since the process started (a batch read counts each key). */
export type CacheStats = {
  /** Where it is declared (`file:line:column` of the module that made it; the bundle's in production). */
  declaredAt: string;
  namespace: CacheNamespace | readonly CacheNamespace[];
  kind: 'ttl' | 'batch';
  max: number;
  ttlMs: number;
  hits: number;
  misses: number;
};

const statistics: CacheStats[] = [];

/** Every cache made with cachePerDatabase or batchCachePerDatabase, with its hits and misses (the bench reads them). */
export const cacheStatistics = (): readonly CacheStats[] => statistics;

/** The `file:line:column` of the code that called the caller's caller (the module declaring a cache). */
function declaringSite(): string {
  const frame = new Error().stack?.split('\n')[3]?.trim() ?? '';
  return /\(?([^()\s]+:\d+:\d+)\)?$/.exec(frame)?.[1] ?? 'unknown';
}

function registerStats(options: CacheOptions, kind: CacheStats['kind'], declaredAt: string): CacheStats {
  const stats = {
    declaredAt,
    namespace: options.namespace,
    kind,
    max: options.max,
    ttlMs: options.ttlMs,
    hits: 0,
    misses: 0,
  };
  statistics.push(stats);
  return stats;
}

export type CacheOptions = {
  /** What invalidations drop it: one namespace, or several (a listing's answer holds catalog data and prices). */
  namespace: CacheNamespace | readonly CacheNamespace[];
  /** Entries kept; the least recently used leave first. */
  max: number;
  ttlMs: number;
  /** The clock of the TTLs; tests pass one that follows fake timers (lru-cache reads `performance` otherwise). */
  clock?: { now: () => number };
  /** Where hits and misses are counted (shared by one declaration's caches; cacheStatistics). */
  stats?: CacheStats;
  /**
   * Keep each value as its JSON text, parsed again on every read: for the rows and pictures behind the kept answers,
   * read only when an answer is built, which as objects take ~1.5× their JSON in V8's heap. Only for values JSON
   * keeps as they are (no Dates, Maps or undefined that matters); each read gets its own copy.
   */
  packed?: boolean;
};

/**
 * A value as a packed cache keeps it: JSON text, flattened (`| 0` makes V8 flatten the pieces JSON.stringify
 * builds a long text of, as pino's flatstr does), so the cache holds one string, not a tree of them.
 */
function pack(value: unknown): string {
  const text = JSON.stringify(value);
  (text as unknown as number) | 0;
  return text;
}
const unpack = <T>(text: unknown): T => JSON.parse(text as string) as T;

const uncounted = (): CacheStats => ({
  declaredAt: 'unregistered',
  namespace: 'catalog',
  kind: 'ttl',
  max: 0,
  ttlMs: 0,
  hits: 0,
  misses: 0,
});

type Load<T> = () => Promise<T>;

/**
 * A least-recently-used cache with a TTL and stale-while-revalidate: an expired entry is still served for one more
 * TTL while a single background load replaces it, so no request waits for a reload; older than that, the next
 * request waits for a fresh load. Concurrent misses share one load; a failed load is not kept.
 */
export class TtlCache<T extends {}> {
  private readonly lru: LRUCache<string, T, Load<T>>;
  private generation: number;
  private readonly stats: CacheStats;

  constructor(private readonly options: CacheOptions) {
    this.generation = generationOf(options.namespace);
    this.stats = options.stats ?? uncounted();
    this.lru = new LRUCache<string, T, Load<T>>({
      max: options.max,
      perf: options.clock,
      // lru-cache's TTL is the serving window (two TTLs); freshness is checked in `get`.
      ttl: 2 * options.ttlMs,
      fetchMethod: (_key, _stale, { context }) => context(),
      // A failed refresh keeps the stale value (served until the window ends); a failed first load keeps nothing.
      noDeleteOnFetchRejection: true,
      // A load whose entry was evicted, forgotten or invalidated still answers the requests waiting for it
      // (without it they would fail with lru-cache's abort error); its value is not stored.
      ignoreFetchAbort: true,
    });
  }

  /**
   * The cached value for `key`, or the result of `load()` (cached unless it fails). `isCurrent`: whether a kept value
   * still stands (an answer checked on read against the parts it shows, `changedAfter`); one that does not is loaded
   * again, as a miss.
   */
  get(key: string, load: Load<T>, isCurrent?: (value: T) => boolean): Promise<T> {
    if (!keyedCachesOn && this.options.max > 1) {
      this.stats.misses++;
      return load();
    }
    this.dropIfInvalidated();
    if (isCurrent) {
      const kept = this.lru.peek(key);
      if (kept !== undefined && !isCurrent(this.options.packed ? unpack<T>(kept) : kept)) this.lru.delete(key);
    }
    const left = this.lru.getRemainingTTL(key);
    const isStale = left > 0 && left <= this.options.ttlMs;
    if (left > 0) this.stats.hits++;
    else this.stats.misses++;
    const context = this.options.packed ? async () => pack(await load()) as unknown as T : load;
    const value = this.lru.fetch(
      key,
      isStale ? { context, forceRefresh: true, allowStale: true } : { context },
    ) as Promise<T>;
    return this.options.packed ? value.then(unpack<T>) : value;
  }

  /**
   * The value for `key` when it is loaded and fresh (not past its TTL, not invalidated): what `get` would answer
   * without loading or refreshing, at once. Undefined otherwise, for the caller to `get` it.
   */
  fresh(key: string): T | undefined {
    if (!keyedCachesOn && this.options.max > 1) return undefined;
    this.dropIfInvalidated();
    if (this.lru.getRemainingTTL(key) <= this.options.ttlMs) return undefined;
    const value = this.lru.peek(key);
    if (value === undefined) return undefined;
    this.stats.hits++;
    return this.options.packed ? unpack<T>(value) : value;
  }

  /** The value for `key` when one is loaded and within its serving window, without waiting for a load in progress. */
  peek(key: string): T | undefined {
    this.dropIfInvalidated();
    const value = this.lru.peek(key);
    return this.options.packed && value !== undefined ? unpack<T>(value) : value;
  }

  /** Drops a key, so the next `get` loads it again (after a write that changes it). */
  forget(key: string) {
    this.lru.delete(key);
  }

  private dropIfInvalidated() {
    const current = generationOf(this.options.namespace);
    if (this.generation === current) return;
    this.generation = current;
    this.lru.clear();
  }
}

/** A key the loader did not answer, remembered as absent. */
const ABSENT: unique symbol = Symbol('absent');

/**
 * A cache of many small values read in batches (a page's product cards, their prices): `getMany` answers the cached
 * keys from memory and loads only the missing ones, in one call. A key the loader does not answer is remembered as
 * absent too. Entries expire after the TTL (no stale serving); least recently used leave first beyond `max`.
 */
export class BatchCache<T extends {}> {
  private readonly lru: LRUCache<string, T | typeof ABSENT>;
  private generation: number;
  private readonly stats: CacheStats;

  constructor(private readonly options: CacheOptions) {
    this.generation = generationOf(options.namespace);
    this.stats = options.stats ?? uncounted();
    this.lru = new LRUCache<string, T | typeof ABSENT>({ max: options.max, ttl: options.ttlMs, perf: options.clock });
  }

  async getMany(keys: string[], loadMissing: (keys: string[]) => Promise<Map<string, T>>): Promise<Map<string, T>> {
    const { namespace } = this.options;
    if (!keyedCachesOn) {
      const unique = [...new Set(keys)];
      this.stats.misses += unique.length;
      return unique.length > 0 ? loadMissing(unique) : new Map();
    }
    if (this.generation !== generationOf(namespace)) {
      this.generation = generationOf(namespace);
      this.lru.clear();
    }
    const found = new Map<string, T>();
    const missing: string[] = [];
    const { packed } = this.options;
    for (const key of keys) {
      const hit = this.lru.get(key);
      if (hit === undefined) {
        if (!missing.includes(key)) missing.push(key);
      } else if (hit !== ABSENT) {
        found.set(key, packed ? unpack<T>(hit) : hit);
      }
    }
    this.stats.hits += keys.length - missing.length;
    this.stats.misses += missing.length;
    if (missing.length === 0) return found;
    const generation = generationOf(namespace);
    const loaded = await loadMissing(missing);
    // What was read before an invalidation answers this call but is not kept.
    const isCurrent = generation === generationOf(namespace);
    for (const key of missing) {
      const value = loaded.get(key);
      if (value !== undefined) found.set(key, value);
      if (isCurrent) this.lru.set(key, value === undefined ? ABSENT : packed ? (pack(value) as unknown as T) : value);
    }
    return found;
  }
}

/** Whether a handle is a transaction (drizzle's transactions can roll back; the database handle cannot). */
const isTransaction = (db: object) => typeof (db as { rollback?: unknown }).rollback === 'function';

/** Handles that use another handle's caches: the read replica's handle uses the primary's (see `shareCaches`). */
const cachesOwner = new WeakMap<object, object>();

/**
 * Makes `handle` use the caches of `owner`: the read handle of a database with a replica (db/read-replica.ts) reads
 * the same rows, so its catalog and price entries are the primary's, kept once. Sound because the read handle
 * fills a cache from the replica only once the replica has replayed every change that dropped it (docs/scaling.md).
 */
export function shareCaches(handle: object, owner: object) {
  if (handle !== owner) cachesOwner.set(handle, owner);
}

/**
 * What identifies a database for the caches: drizzle's dialect object, which a database handle shares with every
 * transaction opened on it (a transaction is another handle object). Two databases in one process (tests) have two
 * dialects, so they never share entries.
 */
const databaseKey = (db: object): object => {
  const owner = cachesOwner.get(db) ?? db;
  return (owner as { dialect?: object }).dialect ?? owner;
};

/** What a transaction sees of a cache: see cachePerDatabase. */
export type CacheView<T> = {
  get: (key: string, load: Load<T>, isCurrent?: (value: T) => boolean) => Promise<T>;
  fresh: (key: string) => T | undefined;
  forget: (key: string) => void;
};

/** One BatchCache per database handle (listing reads, never inside a transaction). */
export function batchCachePerDatabase<T extends {}>(options: CacheOptions) {
  const caches = new WeakMap<object, BatchCache<T>>();
  const stats = registerStats(options, 'batch', declaringSite());
  return (db: object) => {
    const key = cachesOwner.get(db) ?? db;
    let cache = caches.get(key);
    if (!cache) {
      cache = new BatchCache<T>({ ...options, stats });
      caches.set(key, cache);
    }
    return cache;
  };
}

/**
 * One TtlCache per database (databaseKey), so two apps in one process (tests) never share entries. A transaction
 * uses what is already loaded (createorder prices with the contract the cart just showed, without a query) but never
 * waits for another connection's load in progress and never stores what it read: a transaction holding a pooled
 * connection while waiting for a load that itself waits for a free connection could stall the pool, and a
 * transaction may read its own uncommitted writes.
 */
export function cachePerDatabase<T extends {}>(options: CacheOptions) {
  const caches = new WeakMap<object, TtlCache<T>>();
  const stats = registerStats(options, 'ttl', declaringSite());
  return (db: object): CacheView<T> => {
    const key = databaseKey(db);
    let cache = caches.get(key);
    if (!cache) {
      cache = new TtlCache<T>({ ...options, stats });
      caches.set(key, cache);
    }
    if (!isTransaction(db)) return cache;
    const shared = cache;
    return {
      get: (entry, load, isCurrent) => {
        const value = shared.peek(entry);
        return value === undefined || (isCurrent && !isCurrent(value)) ? load() : Promise.resolve(value);
      },
      fresh: (entry) => shared.fresh(entry),
      forget: (entry) => shared.forget(entry),
    };
  };
}
