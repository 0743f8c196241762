import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createAgent,
  createBrand,
  createCategory,
  createCompanyWithPeople,
  createPriceList,
  createProduct,
  days,
  setContract,
} from '../../../test/factories';
import { bearer, createTestApp, secretHeaders } from '../../../test/helper';
import type { Caller } from '../../lib/access';
import { invalidateCaches } from '../../lib/cache';
import { basePricesOf, fromPrices, fromPricesOf, resolvePriceContext } from '../price';
import { findCardPage, findProductCards } from './repository';

const { app, database } = await createTestApp();
const api = testClient(app);

type Card = { name: string; slug: string; fromPrice: { amount: number; agreementKind: string } | null };
type Facet = { slug: string; name: string; count: number; isSelected: boolean };
type PropertyFacet = { key: string; label: string; values: { value: string; label: string; count: number }[] };

let customer: Awaited<ReturnType<typeof createCompanyWithPeople>>;
let stranger: Awaited<ReturnType<typeof createCompanyWithPeople>>;
/** Product ids by slug. */
const ids: Record<string, string> = {};
/** Category ids by slug. */
const categoryOf: Record<string, string> = {};

beforeAll(async () => {
  const gloves = await createCategory(database, {
    slug: 'hansker',
    name: { nb: 'Hansker', en: 'Gloves' },
    position: 1,
  });
  const nitrile = await createCategory(database, {
    slug: 'nitrilhansker',
    name: { nb: 'Nitrilhansker', en: 'Nitrile gloves' },
    parentId: gloves.id,
    position: 1,
  });
  const vinyl = await createCategory(database, {
    slug: 'vinylhansker',
    name: { nb: 'Vinylhansker', en: 'Vinyl gloves' },
    parentId: gloves.id,
    position: 2,
  });
  const cleaning = await createCategory(database, {
    slug: 'renhold',
    name: { nb: 'Renhold', en: 'Cleaning' },
    position: 2,
  });
  await createCategory(database, { slug: 'tomt', name: 'Tomt', parentId: cleaning.id });
  const acme = await createBrand(database, { slug: 'acme', name: 'Acme' });
  const bravo = await createBrand(database, { slug: 'bravo', name: 'Bravo' });
  await createBrand(database, { slug: 'unused', name: 'Unused' });
  const blue = { nb: 'Blå', en: 'Blue' };

  const alfa = await createProduct(database, {
    category: nitrile,
    brand: acme,
    slug: 'alfa',
    name: { nb: 'Alfa nitrilhanske', en: 'Alpha nitrile glove' },
    createdAt: days(-3),
    properties: { color: blue, material: { nb: 'Nitril', en: 'Nitrile' } },
    variants: [
      { sku: 'ALFA-S', properties: { size: 'S' }, stock: 0 },
      { sku: 'ALFA-M', properties: { size: 'M' }, stock: 4 },
    ],
  });
  const beta = await createProduct(database, {
    category: nitrile,
    brand: bravo,
    slug: 'beta',
    name: { nb: 'Beta nitrilhanske', en: 'Beta nitrile glove' },
    createdAt: days(-2),
    properties: { color: { nb: 'Svart', en: 'Black' }, material: { nb: 'Nitril', en: 'Nitrile' } },
    // A retired variant in stock: neither counted nor making beta in stock.
    variants: [
      { sku: 'BETA-M', properties: { size: 'M' }, stock: 0 },
      { sku: 'BETA-OLD', properties: { size: 'L' }, stock: 9, isActive: false },
    ],
  });
  const gamma = await createProduct(database, {
    category: vinyl,
    brand: acme,
    slug: 'gamma',
    name: { nb: 'Gamma vinylhanske', en: 'Gamma vinyl glove' },
    createdAt: days(-1),
    properties: { color: blue, material: 'Vinyl' },
    variants: [{ sku: 'GAMMA-L', properties: { size: 'L' } }],
  });
  const delta = await createProduct(database, {
    category: cleaning,
    slug: 'delta',
    name: { nb: 'Delta såpe', en: 'Delta soap' },
    createdAt: days(-4),
    variants: [{ sku: 'DELTA-1' }],
  });
  await createProduct(database, { category: nitrile, brand: acme, slug: 'retired', isActive: false });
  await createPriceList(database, {
    prices: [
      { sku: 'ALFA-S', unitPrice: 10_000 },
      { sku: 'ALFA-M', unitPrice: 9_000 },
      { sku: 'BETA-M', unitPrice: 8_000 },
      { sku: 'GAMMA-L', unitPrice: 12_000 },
      { sku: 'DELTA-1', unitPrice: 5_000 },
    ],
  });
  const contract = await createPriceList(database, {
    kind: 'contract',
    prices: [{ sku: 'GAMMA-L', unitPrice: 4_000 }],
  });
  customer = await createCompanyWithPeople(database);
  await setContract(database, customer.company.id, contract.id);
  stranger = await createCompanyWithPeople(database);
  for (const product of [alfa, beta, gamma, delta]) ids[product.slug] = product.id;
  categoryOf.hansker = gloves.id;
});

const list = (query = '', headers: Record<string, string> = {}) =>
  api.get(`/api/catalog/products${query ? `?${query}` : ''}`, { headers });
const names = (body: { items: Card[] }) => body.items.map((item) => item.slug);

describe('GET /api/catalog/categories and /brands', () => {
  it('returns the tree with localized names and counts that include subcategories', async () => {
    const res = await api.get('/api/catalog/categories', { lang: 'en' });
    expect(res.statusCode).toBe(200);
    const [gloves, cleaning] = res.json().categories;
    expect(gloves).toMatchObject({ slug: 'hansker', name: 'Gloves', productCount: 3 });
    expect(gloves.children.map((c: Facet & { productCount: number }) => [c.slug, c.name, c.productCount])).toEqual([
      ['nitrilhansker', 'Nitrile gloves', 2],
      ['vinylhansker', 'Vinyl gloves', 1],
    ]);
    expect(cleaning).toMatchObject({ slug: 'renhold', productCount: 1, children: [{ slug: 'tomt', productCount: 0 }] });
  });

  it('lists brands with product counts', async () => {
    const res = await api.get('/api/catalog/brands');
    expect(res.json().brands.map((b: { slug: string; productCount: number }) => [b.slug, b.productCount])).toEqual([
      ['acme', 2],
      ['bravo', 1],
      ['unused', 0],
    ]);
  });

  it('refuses a bad token rather than ignoring it', async () => {
    const res = await api.get('/api/catalog/brands', { token: 'not-a-token' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/catalog/products', () => {
  it('lists active products by name with cards, list from-prices and facets', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual(['alfa', 'beta', 'delta', 'gamma']);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 24 });
    expect(body.items[0]).toMatchObject({
      slug: 'alfa',
      name: 'Alfa nitrilhanske',
      brand: { slug: 'acme', name: 'Acme' },
      category: { slug: 'nitrilhansker', name: 'Nitrilhansker' },
      unit: 'PCE',
      variantCount: 2,
      isInStock: true,
      fromPrice: { amount: 9_000, listAmount: 9_000, currency: 'NOK', agreementKind: 'list' },
    });
    expect(body.items[1]).toMatchObject({ slug: 'beta', variantCount: 1, isInStock: false });
    expect(body.facets.categories.map((c: Facet) => [c.slug, c.count])).toEqual([
      ['hansker', 3],
      ['renhold', 1],
    ]);
    expect(body.facets.brands.map((b: Facet) => [b.slug, b.count])).toEqual([
      ['acme', 2],
      ['bravo', 1],
    ]);
    const color = body.facets.properties.find((p: PropertyFacet) => p.key === 'color');
    expect(color).toEqual({
      key: 'color',
      label: 'Farge',
      values: [
        { value: 'Blå', label: 'Blå', count: 2, isSelected: false },
        { value: 'Svart', label: 'Svart', count: 1, isSelected: false },
      ],
    });
    // Variant properties are facets of their product too.
    const size = body.facets.properties.find((p: PropertyFacet) => p.key === 'size');
    expect(size.values.map((v: { value: string; count: number }) => [v.value, v.count])).toEqual([
      ['L', 1],
      ['M', 2],
      ['S', 1],
    ]);
  });

  it('speaks the caller language: names, labels and name order', async () => {
    const body = (await list('', { 'accept-language': 'en' })).json();
    expect(names(body)).toEqual(['alfa', 'beta', 'delta', 'gamma']);
    expect(body.items[0].name).toBe('Alpha nitrile glove');
    const color = body.facets.properties.find((p: PropertyFacet) => p.key === 'color');
    expect(color.label).toBe('Colour');
    expect(color.values.map((v: { label: string; value: string }) => [v.value, v.label])).toEqual([
      ['Svart', 'Black'],
      ['Blå', 'Blue'],
    ]);
  });

  it('filters by category including subcategories; the facet drills down', async () => {
    const body = (await list('category=hansker')).json();
    expect(names(body)).toEqual(['alfa', 'beta', 'gamma']);
    expect(body.facets.categories.map((c: Facet) => [c.slug, c.count])).toEqual([
      ['nitrilhansker', 2],
      ['vinylhansker', 1],
    ]);
    expect(names((await list('category=vinylhansker')).json())).toEqual(['gamma']);
  });

  it('filters by brands; brand counts ignore the brand filter but follow the others', async () => {
    const body = (await list('category=hansker&brand=acme')).json();
    expect(names(body)).toEqual(['alfa', 'gamma']);
    expect(body.total).toBe(2);
    expect(body.facets.brands).toEqual([
      { slug: 'acme', name: 'Acme', count: 2, isSelected: true },
      { slug: 'bravo', name: 'Bravo', count: 1, isSelected: false },
    ]);
    expect(names((await list('brand=acme&brand=bravo')).json())).toEqual(['alfa', 'beta', 'gamma']);
    expect((await list('brand=no-such-brand')).json()).toMatchObject({ total: 0, items: [] });
  });

  it('filters by properties: values of one key OR-ed, keys AND-ed; each facet ignores its own key', async () => {
    const blue = (await list('prop.color=Bl%C3%A5')).json();
    expect(names(blue)).toEqual(['alfa', 'gamma']);
    const color = blue.facets.properties.find((p: PropertyFacet) => p.key === 'color');
    expect(
      color.values.map((v: { value: string; count: number; isSelected: boolean }) => [v.value, v.count, v.isSelected]),
    ).toEqual([
      ['Blå', 2, true],
      ['Svart', 1, false],
    ]);
    const material = blue.facets.properties.find((p: PropertyFacet) => p.key === 'material');
    expect(material.values.map((v: { value: string; count: number }) => [v.value, v.count])).toEqual([
      ['Nitril', 1],
      ['Vinyl', 1],
    ]);
    expect(blue.facets.brands.map((b: Facet) => [b.slug, b.count])).toEqual([['acme', 2]]);
    expect(names((await list('prop.color=Bl%C3%A5&prop.color=Svart')).json())).toEqual(['alfa', 'beta', 'gamma']);
    expect(names((await list('prop.color=Bl%C3%A5&prop.material=Vinyl')).json())).toEqual(['gamma']);
    expect(names((await list('prop.size=M')).json())).toEqual(['alfa', 'beta']);
  });

  it('keeps a chosen value visible with count 0 when other filters exclude it', async () => {
    const body = (await list('category=vinylhansker&prop.material=Nitril')).json();
    expect(body.total).toBe(0);
    const material = body.facets.properties.find((p: PropertyFacet) => p.key === 'material');
    expect(material.values).toEqual(
      expect.arrayContaining([{ value: 'Nitril', label: 'Nitril', count: 0, isSelected: true }]),
    );
  });

  it('filters by free text with facets that follow it', async () => {
    const body = (await list('q=nitril')).json();
    expect(names(body).sort()).toEqual(['alfa', 'beta']);
    expect(body.facets.categories.map((c: Facet) => [c.slug, c.count])).toEqual([['hansker', 2]]);
    expect(names((await list('q=vinylh&sort=name')).json())).toEqual(['gamma']);
    expect((await list('q=%21%21')).json()).toMatchObject({ total: 0, items: [] });
  });

  it('sorts by price, newest and name, always ending on a unique key', async () => {
    expect(names((await list('sort=price_asc')).json())).toEqual(['delta', 'beta', 'alfa', 'gamma']);
    expect(names((await list('sort=price_desc')).json())).toEqual(['gamma', 'alfa', 'beta', 'delta']);
    expect(names((await list('sort=newest')).json())).toEqual(['gamma', 'beta', 'alfa', 'delta']);
    expect(names((await list('sort=name&category=hansker')).json())).toEqual(['alfa', 'beta', 'gamma']);
  });

  it('pages stably without overlap', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const body = (await list(`sort=newest&pageSize=2&page=${page}`)).json();
      expect(body).toMatchObject({ total: 4, page, pageSize: 2 });
      pages.push(...names(body));
    }
    expect(pages).toEqual(['gamma', 'beta', 'alfa', 'delta']);
  });

  it('answers pages past the fifth (kept deflated) the same when built and when read from the cache', async () => {
    for (const page of [4, 6]) {
      const built = (await list(`sort=name&pageSize=1&page=${page}`)).json();
      const cached = (await list(`sort=name&pageSize=1&page=${page}`)).json();
      expect(cached).toEqual(built);
      expect(built).toMatchObject({ total: 4, page, pageSize: 1 });
      expect(names(built)).toEqual(page === 4 ? ['gamma'] : []);
    }
  });

  it('gives a customer its own prices, and sorts by them', async () => {
    const headers = bearer(customer.buyer.token);
    const body = (await list(`customerId=${customer.company.id}&sort=price_asc`, headers)).json();
    expect(names(body)).toEqual(['gamma', 'delta', 'beta', 'alfa']);
    expect(body.items[0].fromPrice).toEqual({
      amount: 4_000,
      listAmount: 12_000,
      currency: 'NOK',
      agreementKind: 'contract',
    });
    const viaSecret = (await list(`customerId=${customer.company.id}`, secretHeaders)).json();
    expect(viaSecret.items.find((i: Card) => i.slug === 'gamma').fromPrice.agreementKind).toBe('contract');
    const anonymous = (await list('')).json();
    expect(anonymous.items.find((i: Card) => i.slug === 'gamma').fromPrice.amount).toBe(12_000);
  });

  it("refuses customer prices without a token, and another company's with 404", async () => {
    const anonymous = await list(`customerId=${customer.company.id}`);
    expect(anonymous.statusCode).toBe(401);
    const other = await list(`customerId=${stranger.company.id}`, bearer(customer.buyer.token));
    expect(other.statusCode).toBe(404);
    expect(JSON.stringify(other.json())).not.toContain(stranger.company.name);
  });

  it('answers 422 for a market the customer does not buy in, in the caller language', async () => {
    const res = await list(`customerId=${customer.company.id}&market=SE`, {
      ...bearer(customer.buyer.token),
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'market_not_allowed',
      title: 'The customer does not buy in this market.',
    });
  });

  it('answers 400 for bad paging, sort or an unknown filter property, and 404 for an unknown category', async () => {
    const bad = await list('pageSize=101&page=0&sort=cheapest');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['querystring.page', 'querystring.pageSize', 'querystring.sort']);
    const prop = await list('prop.hs_code=1&prop.nonsense=2');
    expect(prop.statusCode).toBe(400);
    expect(prop.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'querystring.prop.hs_code',
      'querystring.prop.nonsense',
    ]);
    const category = await list('category=nope', { 'accept-language': 'en' });
    expect(category.statusCode).toBe(404);
    expect(category.json().title).toBe('What you asked for was not found.');
  });
});

describe('GET /api/catalog/products/{productId}', () => {
  it('returns the product page with category path, displayed properties and variant prices', async () => {
    const res = await api.get('/api/catalog/products/alfa', { lang: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      slug: 'alfa',
      name: 'Alpha nitrile glove',
      brand: { slug: 'acme' },
      category: { slug: 'nitrilhansker', name: 'Nitrile gloves' },
      categoryPath: [
        { slug: 'hansker', name: 'Gloves' },
        { slug: 'nitrilhansker', name: 'Nitrile gloves' },
      ],
      properties: [
        { key: 'color', label: 'Colour', value: 'Blue', isDisplayed: true },
        { key: 'material', label: 'Material', value: 'Nitrile', isDisplayed: true },
      ],
    });
    expect(body.variants).toHaveLength(2);
    expect(body.variants[0]).toMatchObject({
      sku: 'ALFA-S',
      stock: 0,
      isInStock: false,
      properties: [{ key: 'size', value: 'S' }],
      price: {
        currency: 'NOK',
        unitPrice: 10_000,
        vatRate: 2500,
        agreement: { kind: 'list' },
        tiers: [{ minQuantity: 1, unitPrice: 10_000, agreementKind: 'list' }],
      },
    });
    const byId = await api.get(`/api/catalog/products/${body.id}`);
    expect(byId.json().slug).toBe('alfa');
  });

  it("shows a customer's contract price", async () => {
    const res = await api.get(`/api/catalog/products/gamma?customerId=${customer.company.id}`, {
      token: customer.admin.token,
    });
    expect(res.json().variants[0].price).toMatchObject({
      unitPrice: 4_000,
      listUnitPrice: 12_000,
      agreement: { kind: 'contract' },
    });
  });

  it('answers 404 for inactive or unknown products and another company, 401 for customer prices without a token', async () => {
    expect((await api.get('/api/catalog/products/retired')).statusCode).toBe(404);
    expect((await api.get('/api/catalog/products/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const other = await api.get(`/api/catalog/products/alfa?customerId=${stranger.company.id}`, {
      token: customer.buyer.token,
    });
    expect(other.statusCode).toBe(404);
    expect((await api.get(`/api/catalog/products/alfa?customerId=${customer.company.id}`)).statusCode).toBe(401);
    const bad = await api.get('/api/catalog/products/alfa?customerId=x&market=Norway');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['querystring.customerId', 'querystring.market']);
  });
});

describe('GET /api/catalog/product-variants', () => {
  const variants = (query: string, options: { token?: string } = {}) =>
    api.get(`/api/catalog/product-variants?${query}`, options);
  type Choice = { productId: string; variants: { sku: string; isInStock: boolean; price: { unitPrice: number } }[] };

  it("answers each product's variants in the order asked, with the caller's prices, as the product page has them", async () => {
    const asked = [ids.gamma, ids.alfa, '00000000-0000-4000-8000-000000000000', ids.delta];
    const res = await variants(`productIds=${asked.join(',')}&customerId=${customer.company.id}`, {
      token: customer.buyer.token,
    });
    expect(res.statusCode).toBe(200);
    const products: Choice[] = res.json().products;
    expect(products.map((p) => p.productId)).toEqual([ids.gamma, ids.alfa, ids.delta]); // the unknown one left out
    const bySku = (p: Choice) => p.variants.map((v) => [v.sku, v.isInStock, v.price.unitPrice]);
    expect(bySku(products[0]!)).toEqual([['GAMMA-L', true, 4_000]]); // the company's contract price
    expect(bySku(products[1]!)).toEqual([
      ['ALFA-S', false, 10_000],
      ['ALFA-M', true, 9_000],
    ]);
    const page = (await api.get('/api/catalog/products/alfa', { token: customer.buyer.token })).json();
    expect(products[1]!.variants).toEqual(page.variants);
    // Repeated parameters work as a comma-separated list does.
    const repeated = await variants(`productIds=${ids.alfa}&productIds=${ids.beta}`);
    expect(repeated.json().products.map((p: Choice) => p.productId)).toEqual([ids.alfa, ids.beta]);
  });

  it('leaves out products outside the company assortment', async () => {
    const agent = await createAgent(database);
    const created = await api.post('/api/backoffice/assortments', {
      token: agent.token,
      body: { name: 'Bare hansker', rules: [{ effect: 'include', target: 'category', targetId: categoryOf.hansker }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const restricted = await createCompanyWithPeople(database);
    const assigned = await api.put(`/api/backoffice/customers/${restricted.company.id}/assortment`, {
      token: agent.token,
      body: { assortmentId: created.json().id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const res = await variants(`productIds=${ids.alfa},${ids.delta}&customerId=${restricted.company.id}`, {
      token: restricted.buyer.token,
    });
    expect(res.json().products.map((p: Choice) => p.productId)).toEqual([ids.alfa]);
  });

  it('refuses bad ids, too many, another company (404) and customer prices without a token (401)', async () => {
    const bad = await variants('productIds=alfa');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(['querystring.productIds.0']);
    const many = Array.from({ length: 61 }, () => ids.alfa).join(',');
    expect((await variants(`productIds=${many}`)).statusCode).toBe(400);
    expect((await variants('productIds=')).statusCode).toBe(400);
    const other = await variants(`productIds=${ids.alfa}&customerId=${stranger.company.id}`, {
      token: customer.buyer.token,
    });
    expect(other.statusCode).toBe(404);
    expect((await variants(`productIds=${ids.alfa}&customerId=${customer.company.id}`)).statusCode).toBe(401);
  });
});

describe('kept listing pages', () => {
  it('send the bytes built once, with the same headers, plain and deflated; a catalog change drops them', async () => {
    // A category of its own, made after other tests read the taxonomy: told as an import tells (the factories
    // write the tables directly).
    const shelf = await createCategory(database, { name: 'Hyller' });
    const made: { id: string; slug: string }[] = [];
    for (const letter of 'abcdefg') {
      made.push(await createProduct(database, { category: shelf, slug: `hylle-${letter}-${shelf.id.slice(0, 8)}` }));
    }
    invalidateCaches('catalog');
    const read = async (page: number) => {
      const res = await list(`category=${shelf.slug}&sort=name&pageSize=1&page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    // Page 1 is kept plain, page 6 deflated (past PLAIN_PAGES): the kept answer is the built one, byte for byte.
    const shown = new Map<number, string>();
    for (const page of [1, 6]) {
      const built = await read(page);
      const kept = await read(page);
      expect(kept.body).toBe(built.body);
      for (const res of [built, kept]) {
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
        expect(res.headers['content-language']).toBe('nb');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
      expect(kept.headers['x-request-id']).not.toBe(built.headers['x-request-id']);
      expect(kept.json()).toMatchObject({ total: 7, page, pageSize: 1, facets: { brands: [] } });
      shown.set(page, names(kept.json())[0]!);
    }

    // Discontinued in the back office: both kept pages go at once.
    const agent = await createAgent(database, 'catalog_manager');
    for (const page of [1, 6]) {
      const gone = made.find((product) => product.slug === shown.get(page))!;
      const bulk = await api.post('/api/backoffice/products/bulk', {
        token: agent.token,
        body: { productIds: [gone.id], action: 'discontinue' },
      });
      expect(bulk.statusCode, bulk.body).toBe(200);
      const after = (await read(page)).json();
      expect(after.total).toBe(page === 1 ? 6 : 5);
      expect(names(after)).not.toContain(gone.slug);
    }
  });
});

describe('findCardPage', () => {
  it('reads what the three reads it replaces read: cards, from-prices for the price context, covers', async () => {
    const context = await resolvePriceContext(database.db, {
      caller: { kind: 'secret' } as Caller,
      customerId: customer.company.id,
    });
    const wanted = [ids.alfa!, ids.beta!, ids.gamma!, ids.delta!, '00000000-0000-4000-8000-000000000000'];
    const read = await findCardPage(database.db, wanted, context);
    const byId = (rows: { id: string }[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(read.cards)).toEqual(byId(await findProductCards(database.db, wanted)));
    expect(read.cards).toHaveLength(4);
    const prices = fromPricesOf(basePricesOf(read.prices), context);
    expect(prices).toEqual(await fromPrices(database.db, { context, productIds: wanted }));
    // The contract's price for gamma, the list's for the others.
    expect(prices.get(ids.gamma!)).toMatchObject({ amount: 4_000, agreementKind: 'contract' });
    expect(prices.get(ids.delta!)).toMatchObject({ amount: 5_000, agreementKind: 'list' });
    expect(read.covers).toEqual([]);
    expect(await findCardPage(database.db, [], context)).toEqual({
      cards: [],
      prices: { lists: [], rows: [] },
      covers: [],
    });
  });
});
