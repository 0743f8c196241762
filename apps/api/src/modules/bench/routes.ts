import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { products } from '../../db/schema';
import { cacheStatistics } from '../../lib/cache';
import type { RoutesPlugin } from '../../lib/context';
import { notFound } from '../../lib/errors';

/**
 * Baselines for the benchmark harness (bench/run.ts), registered only when
 * ENABLE_BENCH_ROUTES=true: what the framework alone serves, and what one
 * primary-key SELECT through the app's own pool costs. Real routes are measured
 * against them, so a slow machine does not read as a slow API.
 */
export const benchRoutes: RoutesPlugin = (app, ctx) => {
  const { db } = ctx.database;
  const productById = db
    .select({ id: products.id, productNumber: products.productNumber, name: products.name })
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('bench_baseline_select');
  let defaultId: string | undefined;

  app.get('/bench/baseline/json', { config: { auth: 'public' }, schema: { hide: true } }, async () => ({
    hello: 'world',
  }));

  // Where the process's memory is (the harness reads it after the catalog scenarios): V8's heap, Buffers and
  // ArrayBuffers outside it (cached answers, PGlite's WebAssembly memory), and the resident total.
  app.get('/bench/memory', { config: { auth: 'public' }, schema: { hide: true } }, async () => {
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    const mb = (bytes: number) => Math.round(bytes / 1_048_576);
    return {
      rssMb: mb(rss),
      heapTotalMb: mb(heapTotal),
      heapUsedMb: mb(heapUsed),
      externalMb: mb(external),
      arrayBuffersMb: mb(arrayBuffers),
    };
  });
  // Every cache's hits and misses so far (lib/cache.ts): the bench reads them around a scenario.
  app.get('/bench/caches', { config: { auth: 'public' }, schema: { hide: true } }, async () => ({
    caches: cacheStatistics(),
  }));

  app.get(
    '/bench/baseline/select',
    {
      config: { auth: 'public' },
      schema: { hide: true, querystring: z.object({ id: z.uuid().optional() }) },
    },
    async (request) => {
      if (!request.query.id && !defaultId) {
        const [first] = await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
        defaultId = first?.id;
      }
      const id = request.query.id ?? defaultId;
      const [row] = id ? await productById.execute({ id }) : [];
      if (!row) throw notFound();
      return row;
    },
  );
};
