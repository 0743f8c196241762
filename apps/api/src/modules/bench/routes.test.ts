import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createTestApp } from '../../../test/helper';
import { categories, products } from '../../db/schema';

const { app, database } = await createTestApp({ ENABLE_BENCH_ROUTES: 'true' });
const api = testClient(app);
const { app: plainApp } = await createTestApp();

const [category] = await database.db
  .insert(categories)
  .values({ slug: 'bench-category', name: { nb: 'Benk', en: 'Bench' } })
  .returning();
const inserted = await database.db
  .insert(products)
  .values(
    ['EN-900001', 'EN-900002'].map((productNumber) => ({
      productNumber,
      slug: productNumber.toLowerCase(),
      name: { nb: `Produkt ${productNumber}`, en: `Product ${productNumber}` },
      description: { nb: '', en: '' },
      categoryId: category!.id,
      department: 'OSLO',
    })),
  )
  .returning({ id: products.id, productNumber: products.productNumber });

describe('bench baselines', () => {
  it('serves bare JSON without authentication', async () => {
    const res = await api.get('/bench/baseline/json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hello: 'world' });
  });

  it('selects the product asked for by primary key', async () => {
    for (const product of inserted) {
      const res = await api.get(`/bench/baseline/select?id=${product.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: product.id, productNumber: product.productNumber });
    }
    const fallback = await api.get('/bench/baseline/select');
    expect(fallback.statusCode).toBe(200);
    expect(inserted.map((p) => p.id)).toContain(fallback.json().id);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await api.get('/bench/baseline/select?id=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const malformed = await api.get('/bench/baseline/select?id=nope');
    expect(malformed.statusCode).toBe(400);
  });

  it('reports the caches with their hits and misses', async () => {
    await api.get('/api/catalog/products?page=1&pageSize=5');
    await api.get('/api/catalog/products?page=1&pageSize=5');
    const res = await api.get('/bench/caches');
    expect(res.statusCode).toBe(200);
    const caches = res.json().caches as { declaredAt: string; namespace: string; hits: number; misses: number }[];
    expect(caches.some((cache) => /listing-service\.ts/.test(cache.declaredAt) && cache.hits > 0)).toBe(true);
    expect(caches.every((cache) => cache.hits >= 0 && cache.misses >= 0)).toBe(true);
  });

  it('is absent unless ENABLE_BENCH_ROUTES is set, and never in the OpenAPI document', async () => {
    expect((await plainApp.inject({ url: '/bench/baseline/json' })).statusCode).toBe(404);
    expect((await plainApp.inject({ url: '/bench/baseline/select' })).statusCode).toBe(404);
    expect((await plainApp.inject({ url: '/bench/caches' })).statusCode).toBe(404);
    const doc = (await api.get('/openapi.json')).json();
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/bench'))).toBe(false);
  });
});
