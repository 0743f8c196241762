import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchCache, invalidateCatalog, TtlCache } from './cache';

describe('TtlCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shares one load between concurrent misses and serves it until the TTL', async () => {
    const cache = new TtlCache<number>(10, 1_000);
    const load = vi.fn(async () => 1);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b]).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale value while one background load refreshes it, then the new value', async () => {
    const cache = new TtlCache<number>(10, 1_000);
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
    const cache = new TtlCache<number>(10, 1_000);
    let next = 1;
    const load = async () => next++;
    await cache.get('k', load);
    vi.advanceTimersByTime(2_001);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not keep failures, and drops everything when the catalog is invalidated', async () => {
    const cache = new TtlCache<number>(10, 1_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('k', async () => 7)).toBe(7);
    invalidateCatalog();
    expect(await cache.get('k', async () => 8)).toBe(8);
  });

  it('evicts the least recently used entry', async () => {
    const cache = new TtlCache<string>(2, 1_000);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recent
    await cache.get('c', async () => 'c1'); // evicts b
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('once full, drops the least recently used tenth at once and keeps the rest', async () => {
    const cache = new TtlCache<string>(100, 1_000);
    for (let i = 0; i <= 100; i++) await cache.get(`k${i}`, async () => 'first');
    const reloaded: number[] = [];
    for (let i = 100; i >= 0; i--) {
      await cache.get(`k${i}`, async () => {
        reloaded.push(i);
        return 'again';
      });
    }
    // The 101st entry pushed out k0…k9; reloading those ten then pushes out the ten least recently used again.
    expect(reloaded).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });
});

describe('BatchCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const loader = (values: Record<string, number>) =>
    vi.fn(async (keys: string[]) => new Map(keys.filter((k) => k in values).map((k) => [k, values[k]!] as const)));

  it('loads only the missing keys, in one call, and remembers absent keys as absent', async () => {
    const cache = new BatchCache<number>(10, 1_000);
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

  it('reloads after the TTL and after invalidateCatalog()', async () => {
    const cache = new BatchCache<number>(10, 1_000);
    const load = loader({ a: 1 });
    await cache.getMany(['a'], load);
    vi.advanceTimersByTime(1_001);
    await cache.getMany(['a'], load);
    expect(load).toHaveBeenCalledTimes(2);
    invalidateCatalog();
    await cache.getMany(['a'], load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps at most maxEntries, the least recently used leaving first', async () => {
    const cache = new BatchCache<number>(2, 10_000);
    const load = loader({ a: 1, b: 2, c: 3 });
    await cache.getMany(['a', 'b'], load);
    await cache.getMany(['a'], load); // a is now more recent than b
    await cache.getMany(['c'], load); // b leaves
    load.mockClear();
    await cache.getMany(['a', 'b', 'c'], load);
    expect(load.mock.calls).toEqual([[['b']]]);
  });
});
