import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BatchCache,
  batchCachePerDatabase,
  cachePerDatabase,
  cacheStatistics,
  changeClockNow,
  changedAfter,
  invalidateCaches,
  offInvalidation,
  onInvalidation,
  scopeVersion,
  setKeyedCaches,
  TtlCache,
  watchInvalidations,
} from './cache';

/** lru-cache keeps its own reference to `performance`; this clock follows vitest's fake timers. */
const clock = { now: () => Date.now() };

describe('TtlCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shares one load between concurrent misses and serves it until the TTL', async () => {
    const cache = new TtlCache<number>({ namespace: 'catalog', max: 10, ttlMs: 1_000, clock });
    const load = vi.fn(async () => 1);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b]).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale value while one background load refreshes it, then the new value', async () => {
    const cache = new TtlCache<number>({ namespace: 'catalog', max: 10, ttlMs: 1_000, clock });
    let release: (value: number) => void = () => {};
    const load = vi.fn(async () => 1);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1_500);
    const refresh = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    expect(await cache.get('k', refresh)).toBe(1);
    expect(await cache.get('k', refresh)).toBe(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    release(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('k', refresh)).toBe(2);
  });

  it('waits for a fresh load once an entry is older than twice the TTL', async () => {
    const cache = new TtlCache<number>({ namespace: 'catalog', max: 10, ttlMs: 1_000, clock });
    let next = 1;
    const load = async () => next++;
    await cache.get('k', load);
    vi.advanceTimersByTime(2_001);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not keep failures, and drops everything when the catalog is invalidated', async () => {
    const cache = new TtlCache<number>({ namespace: 'catalog', max: 10, ttlMs: 1_000, clock });
    await expect(cache.get('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('k', async () => 7)).toBe(7);
    invalidateCaches('catalog');
    expect(await cache.get('k', async () => 8)).toBe(8);
  });

  it('evicts the least recently used entry', async () => {
    const cache = new TtlCache<string>({ namespace: 'catalog', max: 2, ttlMs: 1_000, clock });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recent
    await cache.get('c', async () => 'c1'); // evicts b
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('keeps serving a stale value when its refresh fails, and tries again on the next request', async () => {
    const cache = new TtlCache<number>({ namespace: 'catalog', max: 10, ttlMs: 1_000, clock });
    await cache.get('k', async () => 1);
    vi.advanceTimersByTime(1_500);
    const failing = vi.fn(async (): Promise<number> => Promise.reject(new Error('boom')));
    expect(await cache.get('k', failing)).toBe(1);
    // Once the failed refresh has settled, the next request starts another one and is still served the stale value.
    const refresh = vi.fn(async () => 2);
    await vi.waitFor(async () => {
      expect(await cache.get('k', refresh)).toBe(1);
      expect(refresh).toHaveBeenCalledTimes(1);
    });
    expect(failing).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(cache.peek('k')).toBe(2));
  });

  it('answers the requests waiting for a load the invalidation overtook, but does not keep its value', async () => {
    const cache = new TtlCache<string>({ namespace: 'catalog', max: 10, ttlMs: 1_000, clock });
    let release: (value: string) => void = () => {};
    const waiting = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    invalidateCaches('catalog');
    expect(await cache.get('k', async () => 'after')).toBe('after');
    release('before');
    expect(await waiting).toBe('before');
    expect(await cache.get('k', async () => 'again')).toBe('after');
  });

  it('invalidates one namespace only: a catalog change keeps the order and price caches', async () => {
    const catalog = new TtlCache<number>({ namespace: 'catalog', max: 10, ttlMs: 1_000, clock });
    const order = new TtlCache<number>({ namespace: 'order', max: 10, ttlMs: 1_000, clock });
    const price = new TtlCache<number>({ namespace: 'price', max: 10, ttlMs: 1_000, clock });
    for (const cache of [catalog, order, price]) await cache.get('k', async () => 1);
    invalidateCaches('catalog');
    expect(await catalog.get('k', async () => 2)).toBe(2);
    expect(await order.get('k', async () => 2)).toBe(1);
    expect(await price.get('k', async () => 2)).toBe(1);
    invalidateCaches('order');
    expect(await order.get('k', async () => 3)).toBe(3);
  });

  it('moves only the versions of the parts a scoped change names, keeps the namespace, and tells them on', async () => {
    const sent: string[] = [];
    const send = (namespace: string, scopes: readonly string[]) => sent.push([namespace, ...scopes].join(' '));
    const heard: string[] = [];
    onInvalidation(send);
    const stop = watchInvalidations((namespace, scopes) => heard.push([namespace, ...scopes].join(' ')));
    try {
      const price = new TtlCache<number>({ namespace: 'price', max: 10, ttlMs: 1_000, clock });
      const key = (part: string) => `${part}|${scopeVersion('price', part)}`;
      for (const part of ['c:one', 'c:two']) await price.get(key(part), async () => 1);
      const [one, two] = [scopeVersion('price', 'c:one'), scopeVersion('price', 'c:two')];
      invalidateCaches('price', { scopes: ['c:one'] });
      expect(scopeVersion('price', 'c:one')).toBeGreaterThan(one);
      expect(scopeVersion('price', 'c:two')).toBe(two);
      expect(scopeVersion('catalog', 'c:one')).toBe(0);
      // Keyed by its part's version: the changed part misses, the other is still kept.
      expect(await price.get(key('c:one'), async () => 2)).toBe(2);
      expect(await price.get(key('c:two'), async () => 2)).toBe(1);
      // From a peer: applied here, not sent on again.
      invalidateCaches('price', { scopes: ['c:two', 'm:NO:NOK'], fromPeer: true });
      expect(await price.get(key('c:two'), async () => 3)).toBe(3);
      expect(sent).toEqual(['price c:one']);
      expect(heard).toEqual(['price c:one', 'price c:two m:NO:NOK']);
    } finally {
      stop();
      offInvalidation(send);
    }
  });

  it('checks an answer that shows many parts on read: it is loaded again once one of them changed after it was built', async () => {
    type Answer = { value: number; ids: string[]; at: number };
    const answers = new TtlCache<Answer>({ namespace: 'pictures', max: 10, ttlMs: 1_000, clock });
    const isCurrent = (kept: Answer) => !changedAfter('pictures', 'p:', kept.ids, kept.at);
    const build = (value: number, ids: string[]) => async () => ({ value, ids, at: changeClockNow() });
    await answers.get('a', build(1, ['x1', 'x2']), isCurrent);
    await answers.get('b', build(1, ['x3']), isCurrent);
    // Nothing changed since: kept.
    expect((await answers.get('a', build(2, ['x1', 'x2']), isCurrent)).value).toBe(1);
    invalidateCaches('pictures', { scopes: ['p:x2'] });
    // The answer showing x2 is built again; the other stays, and so does the new one until another change.
    expect((await answers.get('a', build(2, ['x1', 'x2']), isCurrent)).value).toBe(2);
    expect((await answers.get('b', build(2, ['x3']), isCurrent)).value).toBe(1);
    expect((await answers.get('a', build(3, ['x1', 'x2']), isCurrent)).value).toBe(2);
    // Another namespace's parts and other prefixes are not these.
    invalidateCaches('price', { scopes: ['p:x3'] });
    expect(changedAfter('pictures', 'p:', ['x3'], 0)).toBe(false);
    expect(changedAfter('pictures', 'q:', ['x2'], 0)).toBe(false);
    // A change during a build counts: the clock is read before the parts are.
    const at = changeClockNow();
    invalidateCaches('pictures', { scopes: ['p:x3'], fromPeer: true });
    expect(changedAfter('pictures', 'p:', ['x3'], at)).toBe(true);
    // Remembered for 30 minutes, longer than any answer is served.
    vi.advanceTimersByTime(31 * 60_000);
    invalidateCaches('pictures', { scopes: ['p:x9'], fromPeer: true });
    expect(changedAfter('pictures', 'p:', ['x3'], at)).toBe(false);
    // A part's version goes back to 0 with it: no entry kept under 0 from before is served that long.
    expect(scopeVersion('pictures', 'p:x3')).toBe(0);
    expect(scopeVersion('pictures', 'p:x9')).toBe(changeClockNow());
  });

  it('tells the other nodes of a change, but not of one each node sees by its own clock (isLocal)', async () => {
    const sent: string[] = [];
    const send = (namespace: string) => sent.push(namespace);
    onInvalidation(send);
    try {
      const price = new TtlCache<number>({ namespace: 'price', max: 10, ttlMs: 1_000, clock });
      await price.get('k', async () => 1);
      invalidateCaches('price', { isLocal: true });
      expect(await price.get('k', async () => 2)).toBe(2);
      expect(sent).toEqual([]);
      invalidateCaches('price');
      expect(await price.get('k', async () => 3)).toBe(3);
      expect(sent).toEqual(['price']);
    } finally {
      offInvalidation(send);
    }
  });

  it('peeks at loaded values only, never at a load in progress', async () => {
    const cache = new TtlCache<number>({ namespace: 'catalog', max: 10, ttlMs: 1_000, clock });
    let release: (value: number) => void = () => {};
    const loading = cache.get('k', () => new Promise<number>((resolve) => (release = resolve)));
    expect(cache.peek('k')).toBeUndefined();
    release(1);
    await loading;
    expect(cache.peek('k')).toBe(1);
    vi.advanceTimersByTime(1_500);
    expect(cache.peek('k')).toBe(1); // stale, still within the serving window
    vi.advanceTimersByTime(600);
    expect(cache.peek('k')).toBeUndefined();
  });

  it('answers `fresh` only with a loaded value within its TTL: not while loading, not stale, not invalidated', async () => {
    const cache = new TtlCache<number>({ namespace: 'delivery', max: 1, ttlMs: 1_000, clock });
    let release: (value: number) => void = () => {};
    const loading = cache.get('k', () => new Promise<number>((resolve) => (release = resolve)));
    expect(cache.fresh('k')).toBeUndefined();
    release(1);
    await loading;
    expect(cache.fresh('k')).toBe(1);
    vi.advanceTimersByTime(999);
    expect(cache.fresh('k')).toBe(1);
    vi.advanceTimersByTime(2);
    expect(cache.fresh('k')).toBeUndefined(); // stale: `get` serves it and refreshes it, `fresh` does neither
    expect(cache.peek('k')).toBe(1);
    expect(await cache.get('k', async () => 2)).toBe(1);
    await vi.waitFor(() => expect(cache.fresh('k')).toBe(2));
    invalidateCaches('delivery');
    expect(cache.fresh('k')).toBeUndefined();
    expect(await cache.get('k', async () => 3)).toBe(3);
    expect(cache.fresh('k')).toBe(3);
  });

  it('packed: keeps the JSON text and answers each read its own equal copy, also to peek and to the first load', async () => {
    const cache = new TtlCache<{ row: { name: string; tags: string[] } | null }>({
      namespace: 'catalog',
      max: 10,
      ttlMs: 1_000,
      clock,
      packed: true,
    });
    const value = { row: { name: 'Håndsåpe – 500 ml', tags: ['a', 'b'] } };
    const first = await cache.get('k', async () => value);
    expect(first).toEqual(value);
    expect(first).not.toBe(value);
    const again = await cache.get('k', async () => ({ row: null }));
    expect(again).toEqual(value);
    again.row!.tags.push('changed by a caller');
    expect(await cache.get('k', async () => ({ row: null }))).toEqual(value);
    expect(cache.peek('k')).toEqual(value);
    expect(await cache.get('none', async () => ({ row: null }))).toEqual({ row: null });
  });
});

describe('BatchCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const loader = (values: Record<string, number>) =>
    vi.fn(async (keys: string[]) => new Map(keys.filter((k) => k in values).map((k) => [k, values[k]!] as const)));

  it('loads only the missing keys, in one call, and remembers absent keys as absent', async () => {
    const cache = new BatchCache<number>({ namespace: 'catalog', max: 10, ttlMs: 1_000, clock });
    const load = loader({ a: 1, b: 2, c: 3 });
    expect(await cache.getMany(['a', 'b'], load)).toEqual(
      new Map([
        ['a', 1],
        ['b', 2],
      ]),
    );
    expect(await cache.getMany(['b', 'c', 'x', 'c'], load)).toEqual(
      new Map([
        ['b', 2],
        ['c', 3],
      ]),
    );
    expect(load.mock.calls).toEqual([[['a', 'b']], [['c', 'x']]]);
    expect(await cache.getMany(['a', 'b', 'c', 'x'], load)).toEqual(
      new Map([
        ['a', 1],
        ['b', 2],
        ['c', 3],
      ]),
    );
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads after the TTL and after its namespace is invalidated', async () => {
    const cache = new BatchCache<number>({ namespace: 'catalog', max: 10, ttlMs: 1_000, clock });
    const load = loader({ a: 1 });
    await cache.getMany(['a'], load);
    vi.advanceTimersByTime(1_001);
    await cache.getMany(['a'], load);
    expect(load).toHaveBeenCalledTimes(2);
    invalidateCaches('catalog');
    await cache.getMany(['a'], load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps at most maxEntries, the least recently used leaving first', async () => {
    const cache = new BatchCache<number>({ namespace: 'catalog', max: 2, ttlMs: 10_000, clock });
    const load = loader({ a: 1, b: 2, c: 3 });
    await cache.getMany(['a', 'b'], load);
    await cache.getMany(['a'], load); // a is now more recent than b
    await cache.getMany(['c'], load); // b leaves
    load.mockClear();
    await cache.getMany(['a', 'b', 'c'], load);
    expect(load.mock.calls).toEqual([[['b']]]);
  });

  it('packed: keeps the JSON text, answers equal copies, and still remembers absent keys', async () => {
    const cache = new BatchCache<{ price: { amount: number } | null }>({
      namespace: 'catalog',
      max: 10,
      ttlMs: 1_000,
      clock,
      packed: true,
    });
    const load = vi.fn(
      async (keys: string[]) => new Map(keys.filter((k) => k !== 'x').map((k) => [k, { price: { amount: 1 } }])),
    );
    const first = await cache.getMany(['a', 'x'], load);
    expect(first).toEqual(new Map([['a', { price: { amount: 1 } }]]));
    first.get('a')!.price!.amount = 2;
    expect(await cache.getMany(['a', 'x'], load)).toEqual(new Map([['a', { price: { amount: 1 } }]]));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('CACHES=off and the statistics (bench --scale)', () => {
  afterEach(() => setKeyedCaches(true));

  it('counts hits and misses per declaration, where it is declared', async () => {
    const cached = cachePerDatabase<number>({ namespace: 'catalog', max: 10, ttlMs: 60_000 });
    const batch = batchCachePerDatabase<number>({ namespace: 'catalog', max: 10, ttlMs: 60_000 });
    const db = {};
    await cached(db).get('a', async () => 1);
    await cached(db).get('a', async () => 1);
    await cached({}).get('a', async () => 1);
    await batch(db).getMany(['x', 'y'], async (keys) => new Map(keys.map((key) => [key, 1])));
    await batch(db).getMany(['x', 'z'], async (keys) => new Map(keys.map((key) => [key, 1])));
    const [ttl, batched] = cacheStatistics().slice(-2);
    expect(ttl).toMatchObject({ kind: 'ttl', namespace: 'catalog', max: 10, hits: 1, misses: 2 });
    expect(batched).toMatchObject({ kind: 'batch', hits: 1, misses: 3 });
    expect(ttl!.declaredAt).toMatch(/cache\.test\.ts:\d+:\d+$/);
  });

  it('loads on every request with CACHES=off, except in caches of one entry (a whole table each)', async () => {
    setKeyedCaches(false);
    const keyed = new TtlCache<number>({ namespace: 'catalog', max: 10, ttlMs: 60_000 });
    const table = new TtlCache<number>({ namespace: 'catalog', max: 1, ttlMs: 60_000 });
    const batch = new BatchCache<number>({ namespace: 'catalog', max: 10, ttlMs: 60_000 });
    const load = vi.fn(async () => 1);
    const loadMany = vi.fn(async (keys: string[]) => new Map(keys.map((key) => [key, 1])));
    for (let i = 0; i < 3; i++) {
      expect(await keyed.get('k', load)).toBe(1);
      expect(await table.get('all', load)).toBe(1);
      expect(await batch.getMany(['a', 'b', 'a'], loadMany)).toEqual(
        new Map([
          ['a', 1],
          ['b', 1],
        ]),
      );
    }
    expect(load).toHaveBeenCalledTimes(3 + 1);
    expect(loadMany.mock.calls).toEqual([[['a', 'b']], [['a', 'b']], [['a', 'b']]]);
    setKeyedCaches(true);
    await keyed.get('k', load);
    await keyed.get('k', load);
    expect(load).toHaveBeenCalledTimes(5);
  });
});
