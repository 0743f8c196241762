// What the tests read of the API's caches (lib/cache.ts `cacheStatistics`): one cache's hits and misses, live.
import { type CacheStats, cacheStatistics } from '../src/lib/cache';

/**
 * The statistics of the cache declared in `file` (the end of its path, as `catalog/taxonomy`) that holds `max`
 * entries at most, when given (a file may declare several). They count on: read them before and after.
 */
export function cacheStats(file: string, max?: number): CacheStats {
  const found = cacheStatistics().find(
    (entry) => entry.declaredAt.includes(file) && (max === undefined || entry.max === max),
  );
  if (!found) throw new Error(`no cache${max === undefined ? '' : ` of ${max}`} in ${file}`);
  return found;
}
