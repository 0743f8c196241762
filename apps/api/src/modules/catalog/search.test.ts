import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createAgent,
  createBrand,
  createCategory,
  createCompanyWithPeople,
  createPriceList,
  createProduct,
  setContract,
} from '../../../test/factories';
import { bearer, createTestApp } from '../../../test/helper';

const { app, database } = await createTestApp();
const api = testClient(app);

type Hit = { slug: string; matchType: string; matchedSku: string | null; fromPrice: { amount: number } | null };

let customer: Awaited<ReturnType<typeof createCompanyWithPeople>>;
let stranger: Awaited<ReturnType<typeof createCompanyWithPeople>>;

beforeAll(async () => {
  const category = await createCategory(database, { slug: 'verneutstyr', name: 'Verneutstyr' });
  const brand = await createBrand(database, { slug: 'safeco', name: 'Safeco' });
  await createProduct(database, {
    category,
    brand,
    slug: 'nitrilhanske-bla',
    productNumber: 'P-1001',
    name: { nb: 'Nitrilhanske blå pudderfri', en: 'Nitrile glove blue powder-free' },
    variants: [
      { sku: 'NH-100-M', gtin: '7040000000028' },
      { sku: 'NH-100-L', gtin: '7040000000035' },
    ],
  });
  await createProduct(database, {
    category,
    slug: 'vernebrille',
    productNumber: 'P-1002',
    name: { nb: 'Vernebrille klar', en: 'Safety glasses clear' },
    description: 'Passer sammen med nitrilhanske for laboratoriearbeid',
    variants: [{ sku: 'VB-200' }],
  });
  await createProduct(database, {
    category,
    slug: 'hoerselvern',
    productNumber: 'P-1003',
    name: { nb: 'Hørselvern med bøyle', en: 'Ear defenders with headband' },
    variants: [{ sku: 'HV-300' }],
  });
  await createProduct(database, {
    category,
    slug: 'gammel-hanske',
    name: 'Nitrilhanske gammel',
    isActive: false,
    variants: [{ sku: 'OLD-1' }],
  });
  await createPriceList(database, {
    prices: [
      { sku: 'NH-100-M', unitPrice: 15_000 },
      { sku: 'NH-100-L', unitPrice: 14_000 },
      { sku: 'VB-200', unitPrice: 9_900 },
    ],
  });
  const contract = await createPriceList(database, {
    kind: 'contract',
    prices: [{ sku: 'NH-100-M', unitPrice: 11_000 }],
  });
  customer = await createCompanyWithPeople(database);
  await setContract(database, customer.company.id, contract.id);
  stranger = await createCompanyWithPeople(database);
});

const search = (query: string, headers: Record<string, string> = {}) =>
  api.get(`/api/catalog/search?${query}`, { headers });
const slugs = (body: { items: Hit[] }) => body.items.map((hit) => hit.slug);

describe('GET /api/catalog/search', () => {
  it('puts an exact SKU match first, case-insensitively', async () => {
    const res = await search('q=nh-100-l');
    expect(res.statusCode).toBe(200);
    const [first] = res.json().items;
    expect(first).toMatchObject({ slug: 'nitrilhanske-bla', matchType: 'code', matchedSku: 'NH-100-L' });
  });

  it('finds by GTIN and by product number', async () => {
    await expect(search('q=7040000000028').then((r) => r.json().items[0])).resolves.toMatchObject({
      slug: 'nitrilhanske-bla',
      matchedSku: 'NH-100-M',
    });
    const byNumber = (await search('q=P-1003')).json();
    expect(byNumber.items[0]).toMatchObject({ slug: 'hoerselvern', matchType: 'code', matchedSku: null });
  });

  it('finds by name words, the last one as a prefix, name matches before description matches', async () => {
    const body = (await search('q=nitrilhanske')).json();
    expect(slugs(body)).toEqual(['nitrilhanske-bla', 'vernebrille']);
    expect(body.items[0]).toMatchObject({ matchType: 'text', name: 'Nitrilhanske blå pudderfri' });
    expect(slugs((await search('q=nitrilhanske%20pudd')).json())).toEqual(['nitrilhanske-bla']);
    expect(slugs((await search('q=h%C3%B8rsel')).json())).toEqual(['hoerselvern']);
  });

  it('finds English names and brands', async () => {
    expect(slugs((await search('q=ear%20defend')).json())).toEqual(['hoerselvern']);
    expect(slugs((await search('q=safeco')).json())).toEqual(['nitrilhanske-bla']);
  });

  it('finds SKUs by their start, but never a code one character off (that is another item)', async () => {
    const prefix = (await search('q=nh-10')).json();
    expect(prefix.items).toEqual([
      expect.objectContaining({ slug: 'nitrilhanske-bla', matchType: 'code', matchedSku: 'NH-100-L' }),
    ]);
    expect(slugs((await search('q=NH-101-M')).json())).toEqual([]);
  });

  it('tolerates typos in words through trigram matching', async () => {
    const body = (await search('q=vernbrile')).json();
    expect(body.items[0]).toMatchObject({ slug: 'vernebrille', matchType: 'fuzzy' });
    expect(slugs((await search('q=nitrlhanske%20pudderfir')).json())).toEqual(['nitrilhanske-bla']);
    expect(slugs((await search('q=zzzzqqq')).json())).toEqual([]);
  });

  it('finds the second part of a compound word ("hanske" in "nitrilhanske")', async () => {
    const body = (await search('q=hanske')).json();
    expect(body.items[0]).toMatchObject({ slug: 'nitrilhanske-bla', matchType: 'text' });
    expect(body.items[0].highlightedName).toBe('<mark>Nitrilhanske</mark> blå pudderfri');
  });

  it('finds plural, definite and folded forms: "hanskene", "horselvern", "blaa"', async () => {
    expect(slugs((await search('q=hanskene')).json())[0]).toBe('nitrilhanske-bla');
    expect(slugs((await search('q=horselvern')).json())).toEqual(['hoerselvern']);
    expect(slugs((await search('q=nitrilhanske%20blaa')).json())).toEqual(['nitrilhanske-bla']);
    expect(slugs((await search('q=vernebriller')).json())[0]).toBe('vernebrille');
  });

  it('finds a compound typed apart ("nitril hanske")', async () => {
    expect(slugs((await search('q=nitril%20hanske')).json())[0]).toBe('nitrilhanske-bla');
  });

  it('opens an exact product number, SKU or GTIN, with or without prefix and separators, and lists it once', async () => {
    for (const q of ['1001', 'p1001', 'P-1001', 'nh100m', 'NH-100-M', '7040000000028']) {
      const body = (await search(`q=${q}`)).json();
      expect(body.exactMatch, q).toMatchObject({ slug: 'nitrilhanske-bla' });
      expect(slugs(body), q).toEqual(['nitrilhanske-bla']);
    }
    expect((await search('q=nh100m')).json().exactMatch.sku).toBe('NH-100-M');
    expect((await search('q=nitrilhanske')).json().exactMatch).toBeNull();
  });

  it('lists products whose number starts with a partial number first', async () => {
    const body = (await search('q=100')).json();
    expect(body.exactMatch).toBeNull();
    const partial = (await search('q=p100')).json();
    expect(slugs(partial).slice(0, 3).sort()).toEqual(['hoerselvern', 'nitrilhanske-bla', 'vernebrille']);
    expect(partial.items.every((hit: Hit) => hit.matchType === 'code')).toBe(true);
  });

  it('suggests a corrected query when little is found', async () => {
    expect((await search('q=nitrlhanske')).json().didYouMean).toBe('nitrilhanske');
    expect((await search('q=nitrilhanske')).json().didYouMean).toBeNull();
    // Spelt as the products spell it, not as the folded vocabulary holds it ("horselvern").
    expect((await search('q=hørslvern')).json().didYouMean).toBe('hørselvern');
  });

  it('uses the synonyms staff edit (audited); buyers may not edit them', async () => {
    const agent = await createAgent(database);
    expect(slugs((await search('q=%C3%B8revern')).json())).toEqual([]);
    const refused = await api.post('/api/backoffice/search-synonyms', {
      token: customer.buyer.token,
      body: { terms: ['ørevern', 'hørselvern'] },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await api.post('/api/backoffice/search-synonyms', { token: agent.token, body: { terms: ['a', 'A'] } });
    expect(bad.statusCode).toBe(400);
    const created = await api.post('/api/backoffice/search-synonyms', {
      token: agent.token,
      body: { terms: ['Ørevern', 'hørselvern'] },
    });
    expect(created.statusCode).toBe(201);
    const group = created.json() as { id: string; terms: string[] };
    expect(group.terms).toEqual(['ørevern', 'hørselvern']);
    const list = (await api.get('/api/backoffice/search-synonyms', { token: agent.token })).json();
    expect(list.items.map((g: { id: string }) => g.id)).toContain(group.id);
    expect(slugs((await search('q=%C3%B8revern&limit=9')).json())).toEqual(['hoerselvern']);
    expect((await api.delete(`/api/backoffice/search-synonyms/${group.id}`, { token: agent.token })).statusCode).toBe(
      204,
    );
    expect((await api.delete(`/api/backoffice/search-synonyms/${group.id}`, { token: agent.token })).statusCode).toBe(
      404,
    );
    expect(slugs((await search('q=%C3%B8revern&limit=8')).json())).toEqual([]);
    const { rows } = await database.query(
      `select action from audit_events where action like 'search_synonyms_%' and actor_contact_id = $1 order by created_at`,
      [agent.contact.id],
    );
    expect(rows.map((row) => row.action)).toEqual(['search_synonyms_added', 'search_synonyms_removed']);
  });

  it('autocompletes products with the buyer price, categories and an exact code', async () => {
    const anonymous = await api.get('/api/catalog/autocomplete?q=vern');
    expect(anonymous.statusCode).toBe(200);
    const body = anonymous.json();
    expect(body.products.map((hit: Hit) => hit.slug)).toContain('vernebrille');
    expect(body.categories).toEqual([{ slug: 'verneutstyr', name: 'Verneutstyr', productCount: 3 }]);
    const own = (
      await api.get(`/api/catalog/autocomplete?q=nitrilh&customerId=${customer.company.id}`, {
        headers: bearer(customer.buyer.token),
      })
    ).json();
    expect(own.products[0]).toMatchObject({ slug: 'nitrilhanske-bla', fromPrice: { amount: 11_000 } });
    expect((await api.get('/api/catalog/autocomplete?q=nh-100-m')).json().exactMatch).toMatchObject({
      slug: 'nitrilhanske-bla',
      sku: 'NH-100-M',
    });
    expect((await api.get('/api/catalog/autocomplete?q=')).statusCode).toBe(400);
  });

  it('lets listings (facets, sorts) understand free text as search does', async () => {
    // Vernebrille's description names nitrilhanske: listings match anywhere, as they did.
    const list = (await api.get('/api/catalog/products?q=hanskene&sort=price_asc')).json();
    expect(list.items.map((card: { slug: string }) => card.slug)).toEqual(['vernebrille', 'nitrilhanske-bla']);
    expect(list.facets.brands).toEqual([expect.objectContaining({ slug: 'safeco', count: 1 })]);
    const typo = (await api.get('/api/catalog/products?q=vernbrile')).json();
    expect(typo.items.map((card: { slug: string }) => card.slug)).toEqual(['vernebrille']);
  });

  it('never shows inactive products', async () => {
    expect(slugs((await search('q=gammel')).json())).toEqual([]);
    expect(slugs((await search('q=OLD-1')).json())).toEqual([]);
  });

  it("carries the caller's from-price, in the caller's language", async () => {
    const anonymous = (await search('q=NH-100-M', { 'accept-language': 'en' })).json();
    expect(anonymous.items[0]).toMatchObject({
      name: 'Nitrile glove blue powder-free',
      fromPrice: { amount: 14_000, agreementKind: 'list' },
    });
    const own = (await search(`q=NH-100-M&customerId=${customer.company.id}`, bearer(customer.buyer.token))).json();
    expect(own.items[0].fromPrice).toMatchObject({ amount: 11_000, agreementKind: 'contract' });
  });

  it('keeps to the limit', async () => {
    expect((await search('q=nitrilhanske&limit=1')).json().items).toHaveLength(1);
  });

  it('answers 400 for an empty text or a limit out of range', async () => {
    const res = await search('q=&limit=51');
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['querystring.limit', 'querystring.q']);
  });

  it("answers 401 for customer prices without a token, 404 for another company's", async () => {
    expect((await search(`q=hanske&customerId=${customer.company.id}`)).statusCode).toBe(401);
    const other = await search(`q=hanske&customerId=${stranger.company.id}`, {
      ...bearer(customer.buyer.token),
      'accept-language': 'en',
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().title).toBe('What you asked for was not found.');
  });
});
