// A free-text listing sorted by relevance (GET /api/catalog/products?q=) orders its products as search does
// (search-ranking.ts): exact codes first, then the type word, tier and rank, where a plain ts_rank put the product
// that repeats the words most first. The catalog below is made so that the two orders differ.
import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createAgent, createCategory, createCompanyWithPeople, createProduct } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';

const { app, database } = await createTestApp();
const api = testClient(app);

type Card = { slug: string };
let restricted: Awaited<ReturnType<typeof createCompanyWithPeople>>;

beforeAll(async () => {
  const safety = await createCategory(database, { slug: 'verneutstyr', name: 'Verneutstyr' });
  const electric = await createCategory(database, { slug: 'elektro', name: 'Elektro' });
  const product = (slug: string, category: { id: string }, productNumber: string, name: string) =>
    createProduct(database, { category, slug, productNumber, name, description: 'Til profesjonelt bruk' });
  // A product number, and a holder whose name repeats it (a plain rank puts the holder first).
  await product('kabelstrips', electric, 'P-7001', 'Kabelstrips svart 200 mm');
  await product('stripsholder', electric, 'P-7002', 'Holder for kabelstrips P-7001 og P-7001 lang');
  // "hanske" is the type of Nitrilhanske (the compound's head); the holder only names gloves, three times.
  await product('nitrilhanske', safety, 'P-8001', 'Nitrilhanske blå');
  await product('hanskeholder', safety, 'P-8002', 'Hanskeholder for hanske og hansker');
  await product('vernebrille', safety, 'P-8003', 'Vernebrille klar');
  // A restricted company sees the safety category only.
  const agent = await createAgent(database);
  const assortment = await api.post('/api/backoffice/assortments', {
    token: agent.token,
    body: { name: 'Bare verneutstyr', rules: [{ effect: 'include', target: 'category', targetId: safety.id }] },
  });
  expect(assortment.statusCode, assortment.body).toBe(201);
  restricted = await createCompanyWithPeople(database);
  const assigned = await api.put(`/api/backoffice/customers/${restricted.company.id}/assortment`, {
    token: agent.token,
    body: { assortmentId: assortment.json().id },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
});

const listed = async (query: string, token?: string) => {
  const res = await api.get(`/api/catalog/products?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Card[]).map((card) => card.slug);
};
const searched = async (q: string, as?: { token: string; customerId: string }) => {
  const forCompany = as ? `&customerId=${as.customerId}` : '';
  const res = await api.get(`/api/catalog/search?q=${encodeURIComponent(q)}&limit=50${forCompany}`, {
    token: as?.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Card[]).map((card) => card.slug);
};

describe('GET /api/catalog/products?q= sorted by relevance', () => {
  it('puts an exact product number first, before a product that repeats it in its name', async () => {
    expect((await listed('q=P-7001'))[0]).toBe('kabelstrips');
    expect((await listed('q=p7001&sort=relevance'))[0]).toBe('kabelstrips');
  });

  it('puts the product a compound part names (its type) before one that only repeats the word', async () => {
    expect(await listed('q=hanske')).toEqual(['nitrilhanske', 'hanskeholder']);
    expect((await listed('q=kabel'))[0]).toBe('kabelstrips');
  });

  it('orders like search for each query, then the other matches; every page continues that order', async () => {
    for (const q of ['P-7001', 'hanske', 'hansker', 'kabel', 'strips', 'nitril hanske', 'vernebriller']) {
      const fromSearch = await searched(q);
      expect(fromSearch.length, q).toBeGreaterThan(0);
      const fromListing = await listed(`q=${encodeURIComponent(q)}&pageSize=50`);
      expect(fromListing.slice(0, fromSearch.length), q).toEqual(fromSearch);
      // Page by page (one product a page), the same order, each product once.
      const pages = [];
      for (let page = 1; page <= fromListing.length; page++) {
        pages.push(...(await listed(`q=${encodeURIComponent(q)}&pageSize=1&page=${page}`)));
      }
      expect(pages, q).toEqual(fromListing);
    }
  });

  it('keeps that order under a filter, and other sorts sort the same products', async () => {
    expect(await listed('q=hanske&category=verneutstyr')).toEqual(['nitrilhanske', 'hanskeholder']);
    expect(await listed('q=hanske&sort=name')).toEqual(['hanskeholder', 'nitrilhanske']);
  });

  it("orders a restricted company's listing as its search, without the products it may not see", async () => {
    const as = { token: restricted.buyer.token, customerId: restricted.company.id };
    for (const q of ['hanske', 'vernebrille', 'P-7001']) {
      const fromSearch = await searched(q, as);
      const fromListing = await listed(`q=${encodeURIComponent(q)}&customerId=${as.customerId}`, as.token);
      expect(fromListing.slice(0, fromSearch.length), q).toEqual(fromSearch);
      expect(fromListing, q).not.toContain('kabelstrips');
    }
  });
});
