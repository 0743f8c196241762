// The free-text listing orders as search does on the demo catalog, for queries of the judged set
// (bench/search/judgements.json): exact product numbers, SKUs and GTINs first, compound parts, stems, typos.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createTestApp } from '../../../test/helper';
import { seedDemo } from '../../seed';

type Judged = { q: string; kind: string; productNumbers?: string[]; exact?: boolean };
const judged: Judged[] = JSON.parse(
  readFileSync(new URL('../../../../../bench/search/judgements.json', import.meta.url), 'utf8'),
).queries;
/** A few of each kind the listing's ranking changed for. */
const QUERIES = ['100379', 'EN-100379-01', '7090000037901', 'kaffe', 'tape', 'nitril', 'papir', 'hansker', 'kafe'];

const { app, database } = await createTestApp();
const api = testClient(app);

beforeAll(async () => {
  await seedDemo(database.db, { products: 2_000, now: new Date('2026-03-02T10:00:00Z') });
}, 240_000);

type Card = { productNumber: string };
const get = async (url: string) => {
  const res = await api.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Card[]).map((card) => card.productNumber);
};

describe('GET /api/catalog/products?q= on the demo catalog, for judged queries', () => {
  it.each(QUERIES)('%s: the listing starts with what search answers, in its order', async (q) => {
    const query = judged.find((entry) => entry.q === q);
    expect(query, `${q} is a judged query`).toBeDefined();
    const text = encodeURIComponent(q);
    const fromSearch = await get(`/api/catalog/search?q=${text}&limit=50`);
    expect(fromSearch.length).toBeGreaterThan(0);
    const fromListing = await get(`/api/catalog/products?q=${text}&pageSize=50`);
    expect(fromListing.slice(0, fromSearch.length)).toEqual(fromSearch);
    // An exact identifier's product comes first.
    if (query?.exact) expect(fromListing[0]).toBe(query.productNumbers?.[0]);
  });
});
