// Assortments (docs/catalog.md, "Assortments"; docs/backoffice.md): a company sees only the products its assortment
// lets through, in every path a product comes through, and a product outside it answers as an unknown one; another
// company without an assortment still sees it. Also the back-office calls: roles, validation and audit.
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createAgent,
  createBrand,
  createCategory,
  createCompanyWithPeople,
  createDeliveryAddress,
  createPrescription,
  createPriceList,
  createProduct,
  deliveryDate,
  subscriptionFixtures,
} from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { auditEvents, subscriptionRuns, subscriptions } from '../../db/schema';
import { DEV_SANITY_WEBHOOK_SECRET } from '../../env';
import { signatureHeader } from '../../integrations/content';
import { cacheStatistics } from '../../lib/cache';
import { runDueSubscriptions } from '../subscription/job';
import { orderCutOff, periodDate } from '../subscription/schedule';
import { visibleAmong, visibleProductIds } from './service';

const ctx = await createTestApp();
const { app, database } = ctx;
const db = database.db;
const api = testClient(app, { lang: 'en' });
const agent = await createAgent(database);
const tag = randomBytes(3).toString('hex');

// The catalog: Office (with its subcategory Paper) and Chemicals; the assortment "Office" includes the Office
// category and excludes one product of Paper and the brand Acme.
const office = await createCategory(database, { slug: `office-${tag}`, name: `Kontor ${tag}` });
const paper = await createCategory(database, { slug: `paper-${tag}`, name: `Papir ${tag}`, parentId: office.id });
const chemicals = await createCategory(database, { slug: `chemicals-${tag}`, name: `Kjemikalier ${tag}` });
const acme = await createBrand(database, { slug: `acme-${tag}`, name: `Acme ${tag}` });
const product = (slug: string, category: { id: string }, word: string, brand?: { id: string }) =>
  createProduct(database, {
    category,
    brand: brand ?? null,
    slug: `${slug}-${tag}`,
    productNumber: `AS-${slug.toUpperCase()}-${tag.toUpperCase()}`,
    name: `${word} ${tag}`,
    variants: [{ sku: `AS-${slug.toUpperCase()}-${tag.toUpperCase()}-1`, stock: 1_000 }],
    properties: {},
  });
const pen = await product('pen', office, 'Kulepenn');
const copyPaper = await product('copy', paper, 'Kopipapir');
const photoPaper = await product('photo', paper, 'Fotopapir');
const cleaner = await product('cleaner', chemicals, 'Rensemiddel');
const stapler = await product('stapler', office, 'Stiftemaskin', acme);
const skuOf = (p: { variants: { sku: string }[] }) => p.variants[0]!.sku;
await createPriceList(database, {
  prices: [pen, copyPaper, photoPaper, cleaner, stapler].map((p) => ({ sku: skuOf(p), unitPrice: 1_000 })),
});

async function newCompany() {
  const people = await createCompanyWithPeople(database, { creditLimit: 10_000_000 });
  const delivery = await createDeliveryAddress(database, people.company.id);
  return { ...people, delivery };
}
type Company = Awaited<ReturnType<typeof newCompany>>;

const officeRules = [
  { effect: 'include', target: 'category', targetId: office.id },
  { effect: 'exclude', target: 'product', targetId: photoPaper.id },
  { effect: 'exclude', target: 'brand', targetId: acme.id },
];

async function createAssortment(name: string, rules: object[] = officeRules) {
  const res = await api.post('/api/backoffice/assortments', { token: agent.token, body: { name, rules } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; preview: { productCount: number } };
}
const officeAssortment = await createAssortment(`Kontor ${tag}`);

async function assign(company: { id: string }, assortmentId: string | null) {
  const res = await api.put(`/api/backoffice/customers/${company.id}/assortment`, {
    token: agent.token,
    body: { assortmentId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

// Two companies: `restricted` has the Office assortment, `free` none (the whole catalog).
const restricted = await newCompany();
const free = await newCompany();
await assign(restricted.company, officeAssortment.id);

/** What the Office assortment lets through (photo paper, the cleaner and the Acme stapler are outside it). */
const visible = [pen, copyPaper];
/** An answer without what differs between any two answers (request id, instance). */
const problemOf = (res: { json: () => Record<string, unknown> }) => {
  const { requestId: _r, instance: _i, detail: _d, ...rest } = res.json();
  return rest;
};

describe('the rule', () => {
  it('lists only the included categories (with subcategories), less excluded products and brands', async () => {
    const list = async (c: Company, query: Record<string, string> = {}) => {
      const res = await api.get('/api/catalog/products', {
        token: c.buyer.token,
        query: { customerId: c.company.id, pageSize: '100', q: tag, ...query },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { id: string }[]; total: number; facets: { brands: { slug: string }[] } };
    };
    const seen = await list(restricted);
    expect(seen.items.map((item) => item.id).sort()).toEqual(visible.map((p) => p.id).sort());
    expect(seen.total).toBe(2);
    expect(seen.facets.brands.map((b) => b.slug)).not.toContain(acme.slug);
    // The same query for a company without an assortment (and anonymously): every product, from its own cache entry.
    // Free text as search reads it may add look-alikes of a short page (the factories' "Product 1a2b…" for some
    // tags), so the check is on this file's products: all five, and the same answer anonymously.
    const all = [pen, copyPaper, photoPaper, cleaner, stapler].map((p) => p.id).sort();
    const tagged = (items: { id: string }[]) =>
      items
        .map((item) => item.id)
        .filter((id) => all.includes(id))
        .sort();
    const forFree = await list(free);
    expect(tagged(forFree.items)).toEqual(all);
    const anonymous = await api.get('/api/catalog/products', { query: { q: tag, pageSize: '100' } });
    expect(tagged(anonymous.json().items)).toEqual(all);
    expect(anonymous.json().total).toBe(forFree.total);
    // Without text, by category: Chemicals is empty for the restricted company, not for the other.
    expect((await list(restricted, { q: '', category: chemicals.slug })).total).toBe(0);
    expect((await list(free, { q: '', category: chemicals.slug })).total).toBe(1);
    expect((await list(restricted, { q: '', category: office.slug })).total).toBe(2);
    expect((await list(restricted, { q: '', category: office.slug, sort: 'price_asc' })).total).toBe(2);
  });

  it('the check in memory (visibleAmong) lets through exactly what the SQL condition does, rule shape by rule shape', async () => {
    const all = [pen, copyPaper, photoPaper, cleaner, stapler];
    const placed = all.map((p) => ({ productId: p.id, categoryId: p.categoryId, brandId: p.brandId }));
    const shapes: [string, object[]][] = [
      ['office less a product and a brand', officeRules],
      ['a brand only', [{ effect: 'include', target: 'brand', targetId: acme.id }]],
      ['a product only', [{ effect: 'include', target: 'product', targetId: cleaner.id }]],
      [
        'a subcategory and a product of another',
        [
          { effect: 'include', target: 'category', targetId: paper.id },
          { effect: 'include', target: 'product', targetId: pen.id },
        ],
      ],
      ['everything but a category', [{ effect: 'exclude', target: 'category', targetId: paper.id }]],
      [
        'everything but a brand and a product',
        [
          { effect: 'exclude', target: 'brand', targetId: acme.id },
          { effect: 'exclude', target: 'product', targetId: cleaner.id },
        ],
      ],
      ['no rules', []],
    ];
    const company = await newCompany();
    for (const [name, rules] of shapes) {
      await assign(company.company, (await createAssortment(`${name} ${tag}`, rules)).id);
      const inSql = await visibleProductIds(db, { companyId: company.company.id, productIds: all.map((p) => p.id) });
      const inMemory = await visibleAmong(db, { companyId: company.company.id, products: placed });
      expect(inMemory.map((p) => p.productId).sort(), name).toEqual([...inSql].sort());
    }
    // Not every shape lets everything through: the comparison is not between two "all"s.
    expect(
      (await visibleAmong(db, { companyId: restricted.company.id, products: placed })).map((p) => p.productId).sort(),
    ).toEqual(visible.map((p) => p.id).sort());
  });

  it('a person of one company sees its assortment without naming it', async () => {
    const res = await api.get('/api/catalog/products', { token: restricted.buyer.token, query: { q: tag } });
    expect(res.json().total).toBe(2);
  });

  it('a changed assortment shows at once, and another company sharing it (a group) sees the same', async () => {
    const group = await newCompany();
    const shared = await createAssortment(`Gruppe ${tag}`, [
      { effect: 'include', target: 'product', targetId: pen.id },
    ]);
    await assign(group.company, shared.id);
    const sister = await newCompany();
    await assign(sister.company, shared.id);
    const total = async (c: Company) =>
      (await api.get('/api/catalog/products', { token: c.buyer.token, query: { q: tag } })).json().total;
    expect([await total(group), await total(sister)]).toEqual([1, 1]);
    const res = await api.put(`/api/backoffice/assortments/${shared.id}`, {
      token: agent.token,
      body: {
        name: `Gruppe ${tag}`,
        rules: [
          { effect: 'include', target: 'product', targetId: pen.id },
          { effect: 'include', target: 'category', targetId: chemicals.id },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect([await total(group), await total(sister)]).toEqual([2, 2]);
    await assign(sister.company, null);
    // Without one it sees every product of this file again (free text may add look-alikes: see the test above).
    const items = (await api.get('/api/catalog/products', { token: sister.buyer.token, query: { q: tag } })).json()
      .items as { id: string }[];
    const ours = new Set([pen, copyPaper, photoPaper, cleaner, stapler].map((p) => p.id));
    expect(items.filter((item) => ours.has(item.id))).toHaveLength(5);
  });
});

describe('what an assignment or an assortment change drops', () => {
  it("only the companies it reaches build their pages again; another company's stay kept", async () => {
    const mine = await newCompany();
    const theirs = await newCompany();
    const narrow = await createAssortment(`Smal ${tag}`, [{ effect: 'include', target: 'product', targetId: pen.id }]);
    await assign(mine.company, narrow.id);
    const pages = cacheStatistics().find((entry) => entry.declaredAt.includes('catalog/service'));
    if (!pages) throw new Error('no product page cache');
    /** Whether each company sees the pen's page, and how many of the two pages were built (not kept). */
    const readBoth = async () => {
      const before = pages.misses;
      const seen = [];
      for (const c of [mine, theirs]) {
        const res = await api.get(`/api/catalog/products/${pen.slug}`, {
          token: c.buyer.token,
          query: { customerId: c.company.id },
        });
        seen.push(res.statusCode);
      }
      return { seen, built: pages.misses - before };
    };
    expect((await readBoth()).seen).toEqual([200, 200]);
    expect(await readBoth()).toEqual({ seen: [200, 200], built: 0 });
    // The assortment's rules change: its company's page goes (the pen is out), the other company's stays kept.
    const res = await api.put(`/api/backoffice/assortments/${narrow.id}`, {
      token: agent.token,
      body: { name: `Smal ${tag}`, rules: [{ effect: 'include', target: 'product', targetId: cleaner.id }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await readBoth()).toEqual({ seen: [404, 200], built: 1 });
    // Given the whole catalog again: it now reads the page kept for the other company (the same prices, no
    // assortment), which stayed kept through both changes.
    await assign(mine.company, null);
    expect(await readBoth()).toEqual({ seen: [200, 200], built: 0 });
  });
});

describe('search and autocomplete', () => {
  it('search does not find a hidden product by name or code', async () => {
    const search = (c: Company, q: string) =>
      api.get('/api/catalog/search', { token: c.buyer.token, query: { q, customerId: c.company.id } });
    // The second company's search reads the first one's text and code matches (kept per query, for every company),
    // and still sees what its own assortment lets through.
    const shared = () =>
      cacheStatistics()
        .filter((entry) => entry.declaredAt.includes('search-ranking'))
        .reduce((hits, entry) => hits + entry.hits, 0);
    const byName = await search(restricted, `Rensemiddel ${tag}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().items).toEqual([]);
    const before = shared();
    expect((await search(free, `Rensemiddel ${tag}`)).json().items.map((i: { id: string }) => i.id)).toEqual([
      cleaner.id,
    ]);
    expect(shared()).toBeGreaterThan(before);
    const byCode = await search(restricted, skuOf(cleaner));
    expect(byCode.json()).toMatchObject({ exactMatch: null, items: [] });
    const beforeCode = shared();
    expect((await search(free, skuOf(cleaner))).json().exactMatch).toMatchObject({ productId: cleaner.id });
    expect(shared()).toBeGreaterThan(beforeCode);
    expect((await search(restricted, skuOf(pen))).json().exactMatch).toMatchObject({ productId: pen.id });
  });

  it("search's articles name only the products the company may see", async () => {
    const payload = JSON.stringify({
      _id: `guide-${tag}`,
      _type: 'article',
      _updatedAt: '2026-11-01T10:00:00Z',
      language: 'nb',
      title: `Kulepenn ${tag} og rensemiddel`,
      slug: `kontorguide-${tag}`,
      body: `Kulepenn ${tag} og rensemiddel på kontoret.`,
      products: [skuOf(pen), skuOf(cleaner)],
    });
    const stored = await api.request('POST', '/api/sanity/webhook/update', {
      body: payload,
      secret: true,
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': signatureHeader(DEV_SANITY_WEBHOOK_SECRET, payload),
      },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const named = async (c: Company) => {
      const res = await api.get('/api/catalog/search', {
        token: c.buyer.token,
        query: { q: `Kulepenn ${tag}`, customerId: c.company.id },
        headers: { 'accept-language': 'nb' },
      });
      const hit = (res.json().content as { id: string; productIds: string[] }[]).find((h) => h.id === `guide-${tag}`);
      return hit?.productIds.slice().sort();
    };
    expect(await named(restricted)).toEqual([pen.id]);
    expect(await named(free)).toEqual([pen.id, cleaner.id].sort());
  });

  it('a category link outside the assortment answers as an unknown one (404)', async () => {
    const bySlug = (c: Company, slug: string) =>
      api.get(`/api/catalog/categories/by-slug/${slug}`, { token: c.buyer.token });
    const hidden = await bySlug(restricted, chemicals.slug);
    expect(hidden.statusCode).toBe(404);
    expect(problemOf(hidden)).toEqual(problemOf(await bySlug(restricted, `no-such-${tag}`)));
    expect((await bySlug(free, chemicals.slug)).json()).toMatchObject({ id: chemicals.id, isCurrent: true });
    expect((await bySlug(restricted, office.slug)).json()).toMatchObject({ id: office.id });
  });

  it('autocomplete suggests neither hidden products nor categories without visible products', async () => {
    const complete = (c: Company, q: string) =>
      api.get('/api/catalog/autocomplete', { token: c.buyer.token, query: { q, customerId: c.company.id } });
    const mine = (await complete(restricted, 'Kjemikalier')).json();
    expect(mine.categories.map((c: { slug: string }) => c.slug)).not.toContain(chemicals.slug);
    expect((await complete(free, 'Kjemikalier')).json().categories.map((c: { slug: string }) => c.slug)).toContain(
      chemicals.slug,
    );
    expect((await complete(restricted, `Fotopapir ${tag}`)).json().products).toEqual([]);
    expect((await complete(free, `Fotopapir ${tag}`)).json().products).toHaveLength(1);
    const paperCount = (await complete(restricted, `Papir`))
      .json()
      .categories.find((c: { slug: string }) => c.slug === paper.slug);
    expect(paperCount?.productCount).toBe(1);
  });

  it('the category tree and brand list leave out what holds none of its products', async () => {
    const tree = async (c: Company) => {
      const res = await api.get('/api/catalog/categories', { token: c.buyer.token });
      const slugs: string[] = [];
      const walk = (nodes: { slug: string; children: never[] }[]) =>
        nodes.forEach((node) => {
          slugs.push(node.slug);
          walk(node.children);
        });
      walk(res.json().categories);
      return slugs;
    };
    expect(await tree(restricted)).toEqual(expect.arrayContaining([office.slug, paper.slug]));
    expect(await tree(restricted)).not.toContain(chemicals.slug);
    expect(await tree(free)).toContain(chemicals.slug);
    const brands = async (c: Company) =>
      (await api.get('/api/catalog/brands', { token: c.buyer.token }))
        .json()
        .brands.map((b: { slug: string }) => b.slug);
    expect(await brands(restricted)).not.toContain(acme.slug);
    expect(await brands(free)).toContain(acme.slug);
  });
});

describe('product pages, properties and variant lookup', () => {
  it('a hidden product page answers exactly as an unknown one (by id, slug and product number)', async () => {
    const unknown = await api.get('/api/catalog/products/no-such-product', {
      token: restricted.buyer.token,
      query: { customerId: restricted.company.id },
    });
    expect(unknown.statusCode).toBe(404);
    for (const ref of [cleaner.id, cleaner.slug, cleaner.productNumber]) {
      const res = await api.get(`/api/catalog/products/${ref}`, {
        token: restricted.buyer.token,
        query: { customerId: restricted.company.id },
      });
      expect(res.statusCode, ref).toBe(404);
      expect(problemOf(res)).toEqual(problemOf(unknown));
      const other = await api.get(`/api/catalog/products/${ref}`, {
        token: free.buyer.token,
        query: { customerId: free.company.id },
      });
      expect(other.statusCode).toBe(200);
    }
    expect((await api.get(`/api/catalog/products/${pen.slug}`, { token: restricted.buyer.token })).statusCode).toBe(
      200,
    );
  });

  it('properties of a hidden product and its variants are not found', async () => {
    for (const path of [
      `/api/product/${stapler.id}/properties`,
      `/api/product/${stapler.id}/properties/all`,
      `/api/product/${stapler.id}/variant/${skuOf(stapler)}/properties`,
      `/products/${stapler.id}/variants/properties`,
    ]) {
      expect((await api.get(path, { token: restricted.buyer.token })).statusCode, path).toBe(404);
      expect((await api.get(path, { token: free.buyer.token })).statusCode, path).toBe(200);
    }
  });

  it('variant lookup lists a hidden SKU as missing, and 404s when only hidden ones are asked', async () => {
    const lookup = (c: Company, skus: string[]) =>
      api.get('/api/ardis/product/variants', { token: c.buyer.token, query: { skus: skus.join(',') } });
    const mixed = await lookup(restricted, [skuOf(pen), skuOf(cleaner)]);
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json().variants.map((v: { sku: string }) => v.sku)).toEqual([skuOf(pen)]);
    expect(mixed.json().missingSkus).toEqual([skuOf(cleaner)]);
    expect((await lookup(restricted, [skuOf(cleaner)])).statusCode).toBe(404);
    expect((await lookup(free, [skuOf(cleaner)])).json().missingSkus).toEqual([]);
  });
});

describe('prices, quick order, cart and checkout', () => {
  it('prices a hidden SKU as an unknown one', async () => {
    const price = (c: Company, sku: string) =>
      api.post('/api/price/prices', {
        token: c.buyer.token,
        body: { customerId: c.company.id, lines: [{ sku, quantity: 1 }] },
      });
    const line = (await price(restricted, skuOf(cleaner))).json().lines[0];
    const unknown = (await price(restricted, 'NO-SUCH-SKU')).json().lines[0];
    expect(line).toEqual({ ...unknown, sku: skuOf(cleaner) });
    expect(line).toMatchObject({ available: false, reason: 'unknown_sku' });
    expect((await price(free, skuOf(cleaner))).json().lines[0]).toMatchObject({ available: true });
  });

  it('quick order (simulate with lines) names no hidden product and blocks it', async () => {
    const simulate = (c: Company, sku: string) =>
      api.post('/api/order/simulate', {
        token: c.buyer.token,
        body: { pid: c.buyer.contact.id, customerId: c.company.id, lines: [{ sku, quantity: 1 }] },
      });
    const res = await simulate(restricted, skuOf(cleaner));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines[0]).toMatchObject({ name: null, available: false, reason: 'unknown_sku' });
    expect(res.json().problems).toEqual((await simulate(restricted, 'NO-SUCH-SKU')).json().problems);
    expect((await simulate(free, skuOf(cleaner))).json().lines[0]).toMatchObject({ available: true });
  });

  it('add to cart refuses a hidden SKU with the answer an unknown SKU gets', async () => {
    const add = (c: Company, sku: string) =>
      api.post('/api/ardis/cart/addorderline', {
        token: c.buyer.token,
        body: { pid: c.buyer.contact.id, customerId: c.company.id, sku, quantity: 1 },
      });
    const res = await add(restricted, skuOf(stapler));
    expect(res.statusCode).toBe(422);
    const unknown = await add(restricted, 'NO-SUCH-SKU');
    expect(problemOf(res)).toEqual({ ...problemOf(unknown), sku: skuOf(stapler) });
    expect((await add(free, skuOf(stapler))).statusCode).toBe(200);
  });

  it('createorder refuses a cart line added before the product left the assortment; reorder leaves it out', async () => {
    const c = await newCompany();
    const pid = c.buyer.contact.id;
    const write = (path: string, body: object) =>
      api.post(`/api/ardis/cart/${path}`, { token: c.buyer.token, body: { pid, customerId: c.company.id, ...body } });
    const fill = async () => {
      for (const p of [pen, cleaner])
        expect((await write('addorderline', { sku: skuOf(p), quantity: 1 })).statusCode).toBe(200);
      const meta = await write('updatemetadata', {
        deliveryAddressId: c.delivery.id,
        requestedDeliveryDate: deliveryDate(),
      });
      expect(meta.statusCode, meta.body).toBe(200);
    };
    await fill();
    const placed = await write('createorder', {});
    expect(placed.statusCode, placed.body).toBe(200);
    await fill();
    await assign(c.company, officeAssortment.id);

    const cart = await api.get('/api/ardis/cart', { token: c.buyer.token, query: { pid, customerId: c.company.id } });
    const line = cart.json().lines.find((l: { sku: string }) => l.sku === skuOf(cleaner));
    expect(line).toMatchObject({ name: null, available: false, reason: 'unknown_sku', unitPrice: null });
    const refused = await write('createorder', {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'checkout_blocked',
      problems: [{ code: 'sku_not_available' }],
    });

    // Reorder the first order: the pen goes in, the cleaner is unavailable and left out.
    expect((await write('updateorderline', { sku: skuOf(cleaner), quantity: 0 })).statusCode).toBe(200);
    const again = await api.post('/api/ardis/order/reorder', {
      token: c.buyer.token,
      body: { pid, customerId: c.company.id, orderId: placed.json().orderId ?? placed.json().id, department: 'OSLO' },
    });
    expect(again.statusCode, again.body).toBe(200);
    const outcomes = Object.fromEntries(
      again.json().lines.map((l: { sku: string; outcome: string }) => [l.sku, l.outcome]),
    );
    expect(outcomes[skuOf(cleaner)]).toBe('unavailable');
    expect(outcomes[skuOf(pen)]).not.toBe('unavailable');
    await assign(c.company, null);
  });
});

describe('shopping lists', () => {
  it('refuses adding a hidden SKU as an unknown one, and shows one added before as unknown', async () => {
    const c = await newCompany();
    const created = await api.post('/api/shoppinglist/create', {
      token: c.buyer.token,
      body: { customerId: c.company.id, name: `Liste ${tag}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const listId = created.json().id as string;
    const add = (sku: string) =>
      api.post(`/api/shoppinglist/${listId}/lines`, { token: c.buyer.token, body: { sku, quantity: 1 } });
    expect((await add(skuOf(cleaner))).statusCode).toBe(200);
    await assign(c.company, officeAssortment.id);
    const refused = await add(skuOf(stapler));
    expect(refused.statusCode).toBe(422);
    expect(problemOf(refused)).toEqual({ ...problemOf(await add('NO-SUCH-SKU')), sku: skuOf(stapler) });
    const shown = await api.get(`/api/shoppinglist/${listId}`, { token: c.buyer.token });
    expect(shown.json().lines[0]).toMatchObject({
      sku: skuOf(cleaner),
      name: null,
      available: false,
      reason: 'unknown_sku',
    });
    await assign(c.company, null);
    expect((await add(skuOf(stapler))).statusCode).toBe(200);
  });
});

describe('pharmacy prescriptions', () => {
  it('names no hidden product on a prescription and offers none of its variants', async () => {
    // One prescription per buyer: a product-wide line of the pen (visible) and a SKU line of the cleaner (hidden).
    const prescribe = (c: Company) =>
      createPrescription(database, {
        personId: c.buyer.contact.id,
        lines: [
          { productId: pen.id, quantityAllowed: 2 },
          { sku: skuOf(cleaner), quantityAllowed: 3 },
        ],
      });
    const read = async (c: Company, path: string) => {
      const res = await api.get(`/api/ardis/prescription/${path}`, { token: c.buyer.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const mine = await prescribe(restricted);
    const theirs = await prescribe(free);
    const names = async (c: Company, id: string) =>
      (await read(c, id)).lines.map((l: { sku: string | null; name: string | null }) => [l.sku, l.name]);
    expect(await names(restricted, mine.id)).toEqual([
      [null, `Kulepenn ${tag}`],
      [skuOf(cleaner), null],
    ]);
    expect(await names(free, theirs.id)).toEqual([
      [null, `Kulepenn ${tag}`],
      [skuOf(cleaner), expect.stringContaining('Rensemiddel')],
    ]);
    const offered = async (c: Company, id: string) =>
      (await read(c, `products/${id}`)).items.map((i: { sku: string }) => i.sku);
    expect(await offered(restricted, mine.id)).toEqual([skuOf(pen)]);
    expect(await offered(free, theirs.id)).toEqual([skuOf(pen), skuOf(cleaner)]);
  });
});

describe("the support desk's view of a customer's cart", () => {
  it('shows a hidden line by its SKU, as an unknown one, and the same line by name for a free company', async () => {
    const contextOf = async (c: Company) => {
      const pid = c.buyer.contact.id;
      for (const p of [pen, cleaner]) {
        const added = await api.post('/api/ardis/cart/addorderline', {
          token: c.buyer.token,
          body: { pid, customerId: c.company.id, sku: skuOf(p), quantity: 2 },
        });
        expect(added.statusCode, added.body).toBe(200);
      }
      const ticket = await api.post('/api/ticket/create', {
        token: c.buyer.token,
        body: { customerId: c.company.id, subject: 'Handlekurv', body: 'Se kurven min.', category: 'other' },
      });
      expect(ticket.statusCode, ticket.body).toBe(200);
      return async () => {
        const res = await api.get(`/api/backoffice/tickets/${ticket.json().id}/context`, { token: agent.token });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().cart.lines as { sku: string; name: string }[];
      };
    };
    const hidden = await newCompany();
    const shown = await newCompany();
    const hiddenCart = await contextOf(hidden);
    const shownCart = await contextOf(shown);
    await assign(hidden.company, officeAssortment.id);
    const nameOf = (lines: { sku: string; name: string }[], p: { variants: { sku: string }[] }) =>
      lines.find((l) => l.sku === skuOf(p))?.name;
    const lines = await hiddenCart();
    expect(nameOf(lines, cleaner)).toBe(skuOf(cleaner));
    expect(nameOf(lines, pen)).toContain('Kulepenn');
    expect(nameOf(await shownCart(), cleaner)).toContain('Rensemiddel');
    await assign(hidden.company, null);
  });
});

const fixtures = await subscriptionFixtures(ctx, `ASUB${tag}`);
const productOfA = await api.get('/api/ardis/product/variants', { secret: true, query: { skus: fixtures.skus.a } });
const hideA = await createAssortment(`Uten A ${tag}`, [
  { effect: 'exclude', target: 'product', targetId: productOfA.json().variants[0].productId },
]);

describe('subscriptions', () => {
  afterEach(async () => {
    await db.update(subscriptions).set({ status: 'ended' }).where(eq(subscriptions.status, 'active'));
  });

  it('refuses to create one from a cart holding a hidden product', async () => {
    const c = await fixtures.newCompany();
    const cartId = await fixtures.fillCart(c.buyer, c.company.id);
    await assign(c.company, hideA.id);
    const res = await api.post('/api/subscription/create', {
      token: c.buyer.token,
      body: {
        customerId: c.company.id,
        cartId,
        intervalWeeks: 1,
        firstDeliveryDate: fixtures.openDate(),
        deliveryAddressId: c.delivery.id,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'sku_not_available', sku: fixtures.skus.a, reason: 'unknown_sku' });
    await assign(c.company, null);
  });

  it('the job records the period failed (checkout_blocked) when a product left the assortment', async () => {
    const c = await fixtures.newCompany();
    const sub = await fixtures.createSubscription(c);
    await assign(c.company, hideA.id);
    const place = { market: 'NO', zipCode: '0150' };
    const cutOff = orderCutOff(place, periodDate(place, sub.nextDate).deliveryDate, 1);
    const summary = await runDueSubscriptions(db, { now: new Date(cutOff.getTime() - 3_600_000) });
    expect(summary).toMatchObject({ ordered: 0, failed: 1 });
    const [run] = await db
      .select()
      .from(subscriptionRuns)
      .where(eq(subscriptionRuns.subscriptionId, sub.id))
      .orderBy(asc(subscriptionRuns.scheduledDate));
    expect(run).toMatchObject({ status: 'failed', reason: 'checkout_blocked' });
    await assign(c.company, null);
  });
});

const roles = ['catalog_manager', 'customer_service', 'read_only'] as const;
const staff = Object.fromEntries(
  await Promise.all(roles.map(async (role) => [role, await createAgent(database, role)] as const)),
) as unknown as Record<(typeof roles)[number], { token: string; contact: { id: string } }>;

describe('back office', () => {
  it('lets catalog staff and administrators write, every staff member read, and no customer (403)', async () => {
    const body = { name: `Roller ${tag}`, rules: [] };
    for (const role of ['customer_service', 'read_only'] as const) {
      const token = staff[role].token;
      expect((await api.post('/api/backoffice/assortments', { token, body })).statusCode, role).toBe(403);
      expect(
        (
          await api.put(`/api/backoffice/customers/${free.company.id}/assortment`, {
            token,
            body: { assortmentId: null },
          })
        ).statusCode,
      ).toBe(403);
      expect((await api.delete(`/api/backoffice/assortments/${officeAssortment.id}`, { token })).statusCode).toBe(403);
      expect((await api.get('/api/backoffice/assortments', { token })).statusCode).toBe(200);
      expect((await api.get(`/api/backoffice/assortments/${officeAssortment.id}`, { token })).statusCode).toBe(200);
    }
    for (const token of [restricted.admin.token, restricted.buyer.token]) {
      expect((await api.get('/api/backoffice/assortments', { token })).statusCode).toBe(403);
    }
    expect((await api.get('/api/backoffice/assortments')).statusCode).toBe(401);
    const made = await api.post('/api/backoffice/assortments', { token: staff.catalog_manager.token, body });
    expect(made.statusCode, made.body).toBe(201);
    const gone = await api.delete(`/api/backoffice/assortments/${made.json().id}`, {
      token: staff.catalog_manager.token,
    });
    expect(gone.statusCode).toBe(204);
  });

  it('shows an assortment with named rules, its companies and how many products they see', async () => {
    const res = await api.get(`/api/backoffice/assortments/${officeAssortment.id}`, { token: agent.token });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.preview.productCount).toBe(2);
    expect(detail.preview.totalCount).toBeGreaterThanOrEqual(5);
    expect(detail.companies.map((c: { id: string }) => c.id)).toContain(restricted.company.id);
    expect(detail.rules).toEqual(
      expect.arrayContaining([
        { effect: 'include', target: 'category', targetId: office.id, name: `Kontor ${tag}`, code: office.slug },
        { effect: 'exclude', target: 'brand', targetId: acme.id, name: `Acme ${tag}`, code: acme.slug },
      ]),
    );
    const list = (await api.get('/api/backoffice/assortments', { token: agent.token })).json();
    expect(list.items.find((a: { id: string }) => a.id === officeAssortment.id)).toMatchObject({
      ruleCount: 3,
      companyCount: 1,
    });
    const preview = await api.post('/api/backoffice/assortments/preview', {
      token: staff.catalog_manager.token,
      body: { rules: [{ effect: 'include', target: 'category', targetId: paper.id }] },
    });
    expect(preview.json().productCount).toBe(2);
    const company = await api.get(`/api/backoffice/customers/${restricted.company.id}/assortment`, {
      token: agent.token,
    });
    expect(company.json()).toMatchObject({ assortmentId: officeAssortment.id, preview: { productCount: 2 } });
  });

  it('names the field of every problem (400): unknown targets, contradictions, a name in use', async () => {
    const post = (body: object) => api.post('/api/backoffice/assortments', { token: agent.token, body });
    const unknown = await post({
      name: `Feil ${tag}`,
      rules: [
        { effect: 'include', target: 'category', targetId: pen.id },
        { effect: 'include', target: 'product', targetId: pen.id },
        { effect: 'exclude', target: 'product', targetId: pen.id },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'body.rules.0.targetId',
      'body.rules.2',
    ]);
    const taken = await post({ name: `kontor ${tag}`, rules: [] });
    expect(taken.json().errors).toEqual([expect.objectContaining({ path: 'body.name' })]);
    for (const body of [
      { name: '', rules: [] },
      { name: 'x', rules: [{ effect: 'maybe', target: 'brand', targetId: acme.id }] },
    ]) {
      expect((await post(body)).statusCode).toBe(400);
    }
    const badAssign = await api.put(`/api/backoffice/customers/${free.company.id}/assortment`, {
      token: agent.token,
      body: { assortmentId: pen.id },
    });
    expect(badAssign.json().errors).toEqual([expect.objectContaining({ path: 'body.assortmentId' })]);
    const noCompany = await api.put(`/api/backoffice/customers/${pen.id}/assortment`, {
      token: agent.token,
      body: { assortmentId: null },
    });
    expect(noCompany.statusCode).toBe(404);
  });

  it('of two saves made on the same version exactly one is written; the other gets 422 assortment_changed', async () => {
    const made = await createAssortment(`Samtidig ${tag}`, [
      { effect: 'include', target: 'product', targetId: pen.id },
    ]);
    const shown = await api.get(`/api/backoffice/assortments/${made.id}`, { token: agent.token });
    expect(shown.json().version).toBe(1);
    const save = (rules: object[], expectedVersion?: number) =>
      api.put(`/api/backoffice/assortments/${made.id}`, {
        token: staff.catalog_manager.token,
        body: { name: `Samtidig ${tag}`, rules, expectedVersion },
      });
    const withCleaner = [
      { effect: 'include', target: 'product', targetId: pen.id },
      { effect: 'include', target: 'product', targetId: cleaner.id },
    ];
    const withPaper = [
      { effect: 'include', target: 'product', targetId: pen.id },
      { effect: 'include', target: 'product', targetId: copyPaper.id },
    ];
    const answers = await Promise.all([save(withCleaner, 1), save(withPaper, 1)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    const won = answers.find((res) => res.statusCode === 200)!;
    const lost = answers.find((res) => res.statusCode === 422)!;
    expect(won.json().version).toBe(2);
    expect(lost.json()).toMatchObject({ code: 'assortment_changed', version: 2 });
    expect(lost.json().title).toMatch(/changed the assortment since you opened it/);
    // What is stored is the winner's, whole; only the winner is in the audit log.
    const stored = (await api.get(`/api/backoffice/assortments/${made.id}`, { token: agent.token })).json();
    const ids = (rules: { targetId: string }[]) => rules.map((rule) => rule.targetId).sort();
    expect(ids(stored.rules)).toEqual(ids(won === answers[0] ? withCleaner : withPaper));
    expect(stored.version).toBe(2);
    const updates = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, made.id), eq(auditEvents.action, 'assortment_updated')));
    expect(updates).toHaveLength(1);
    // A stale version later is refused too; the current one is written; no version: the save replaces (as before).
    expect((await save(withPaper, 1)).statusCode).toBe(422);
    expect((await save(withPaper, 2)).json().version).toBe(3);
    expect((await save(withCleaner)).json().version).toBe(4);
    const bad = await save(withCleaner, 0);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses to delete an assortment companies have (422)', async () => {
    const res = await api.delete(`/api/backoffice/assortments/${officeAssortment.id}`, { token: agent.token });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('assortment_in_use');
  });

  it('audits creation, changes, deletion and assignment with before and after', async () => {
    const made = await createAssortment(`Revisjon ${tag}`, [{ effect: 'include', target: 'brand', targetId: acme.id }]);
    await api.put(`/api/backoffice/assortments/${made.id}`, {
      token: staff.catalog_manager.token,
      body: { name: `Revisjon 2 ${tag}`, rules: [{ effect: 'include', target: 'brand', targetId: acme.id }] },
    });
    await assign(free.company, made.id);
    await assign(free.company, null);
    await api.delete(`/api/backoffice/assortments/${made.id}`, { token: agent.token });
    const rows = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, made.id))
      .orderBy(asc(auditEvents.createdAt));
    expect(rows.map((row) => row.action)).toEqual(['assortment_created', 'assortment_updated', 'assortment_deleted']);
    expect(rows[0]).toMatchObject({
      actorContactId: agent.contact.id,
      after: { name: `Revisjon ${tag}`, rules: [`include brand ${acme.id}`] },
    });
    expect(rows[1]).toMatchObject({
      actorContactId: staff.catalog_manager.contact.id,
      before: { name: `Revisjon ${tag}` },
      after: { name: `Revisjon 2 ${tag}` },
    });
    const assigned = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'company_updated'), eq(auditEvents.companyId, free.company.id)))
      .orderBy(asc(auditEvents.createdAt));
    expect(assigned.slice(-2).map((row) => [row.before, row.after])).toEqual([
      [{ assortmentId: null }, { assortmentId: made.id }],
      [{ assortmentId: made.id }, { assortmentId: null }],
    ]);
  });
});
