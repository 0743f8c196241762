// The back office's products through HTTP (docs/backoffice.md "Products and media"): who may read and change,
// validation (missing translations, EAN check digits, taken codes naming their product), audit rows with before and
// after, drafts invisible in the shop until activated, discontinued ones leaving it, duplicates, bulk actions and
// the list's search and filters.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheStats } from '../../../test/cache-stats';
import { testClient } from '../../../test/client';
import {
  createAgent,
  createBrand,
  createCategory,
  createCompanyWithPeople,
  createOrderRow,
  createPriceList,
  createProduct,
} from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { auditEvents, orderLines, variants } from '../../db/schema';
import { watchInvalidations } from '../../lib/cache';
import { isValidGtin } from './service';

const dataDir = await mkdtemp(path.join(tmpdir(), 'engros-catalog-admin-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const { app, database } = await createTestApp({ DATA_DIR: dataDir });
const db = database.db;

const admin = await createAgent(database, 'administrator');
const manager = await createAgent(database, 'catalog_manager');
const service = await createAgent(database, 'customer_service');
const reader = await createAgent(database, 'read_only');
const customer = await createCompanyWithPeople(database);

const top = await createCategory(database, { slug: 'cadm-top', name: { nb: 'Verneutstyr', en: 'Protection' } });
const gloves = await createCategory(database, {
  slug: 'cadm-gloves',
  name: { nb: 'Hansker', en: 'Gloves' },
  parentId: top.id,
});
const paper = await createCategory(database, { slug: 'cadm-paper', name: 'Papir' });
const brand = await createBrand(database, { slug: 'cadm-zeta', name: 'Zeta Care' });
const existing = await createProduct(database, {
  category: paper,
  productNumber: 'CADM-OLD',
  name: { nb: 'Kopipapir Alfa', en: 'Copy paper Alfa' },
  variants: [{ sku: 'CADM-OLD-1', gtin: '7038010000102', stock: 0 }],
});

const api = testClient(app, { token: manager.token, lang: 'en' });

/** A valid new product; each test changes what it checks. */
const productBody = (overrides: Record<string, unknown> = {}) => ({
  productNumber: 'CADM-100',
  name: { nb: 'Nitrilhanske Kvist', en: 'Nitrile glove Kvist' },
  description: { nb: 'Pudderfri hanske.', en: 'Powder-free glove.' },
  categoryId: gloves.id,
  brandId: brand.id,
  unit: 'BX',
  packSize: 100,
  vatClass: 'standard',
  department: 'OSLO',
  isPrescriptionOnly: false,
  status: 'draft',
  properties: { weight: { nb: '0,6 kg', en: '0.6 kg' }, material: { nb: 'Nitril', en: 'Nitrile' } },
  variants: [
    {
      sku: 'CADM-100-S',
      gtin: '4006381333931',
      name: { nb: 'Nitrilhanske Kvist, S', en: 'Nitrile glove Kvist, S' },
      packSize: 100,
      stock: 40,
      leadTimeDays: 2,
      properties: { size: { nb: 'S', en: 'S' } },
    },
    { sku: 'CADM-100-L', packSize: 100, stock: 0, leadTimeDays: 7, properties: { size: { nb: 'L', en: 'L' } } },
  ],
  ...overrides,
});

const auditRows = (entityId: string) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'product'), eq(auditEvents.entityId, entityId)));

const search = (q: string) => api.get(`/api/catalog/search?q=${encodeURIComponent(q)}`, { token: null });

describe('GTIN check digits', () => {
  it('takes EAN-8, UPC-A, EAN-13 and GTIN-14 with a right check digit only', () => {
    expect(['96385074', '036000291452', '4006381333931', '10614141000415'].every(isValidGtin)).toBe(true);
    expect(['96385075', '4006381333932', '123', '400638133393a', ''].some(isValidGtin)).toBe(false);
  });
});

describe('who may', () => {
  it('lets every staff role read and only catalog staff change', async () => {
    for (const agent of [admin, manager, service, reader]) {
      expect((await api.get('/api/backoffice/products', { token: agent.token })).statusCode).toBe(200);
      expect((await api.get('/api/backoffice/products/CADM-OLD', { token: agent.token })).statusCode).toBe(200);
      expect((await api.get('/api/backoffice/product-form', { token: agent.token })).statusCode).toBe(200);
    }
    for (const agent of [service, reader]) {
      const calls = [
        api.post('/api/backoffice/products', { token: agent.token, body: productBody({ productNumber: 'CADM-NO' }) }),
        api.put(`/api/backoffice/products/${existing.id}`, { token: agent.token, body: productBody() }),
        api.post(`/api/backoffice/products/${existing.id}/copy`, {
          token: agent.token,
          body: { productNumber: 'CADM-NO' },
        }),
        api.post('/api/backoffice/products/bulk', {
          token: agent.token,
          body: { productIds: [existing.id], action: 'discontinue' },
        }),
        api.put('/api/backoffice/stock-levels', {
          token: agent.token,
          body: { levels: [{ sku: 'CADM-OLD-1', stock: 1 }] },
        }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(403);
    }
    expect((await api.get('/api/backoffice/products', { token: customer.admin.token })).statusCode).toBe(403);
    expect((await api.get('/api/backoffice/products', { token: null })).statusCode).toBe(401);
    const levels = { levels: [{ sku: 'CADM-OLD-1', stock: 1 }] };
    for (const token of [customer.admin.token, customer.buyer.token]) {
      expect((await api.put('/api/backoffice/stock-levels', { token, body: levels })).statusCode).toBe(403);
    }
    expect((await api.put('/api/backoffice/stock-levels', { token: null, body: levels })).statusCode).toBe(401);
    const [stock] = await db.select({ stock: variants.stock }).from(variants).where(eq(variants.sku, 'CADM-OLD-1'));
    expect(stock).toEqual({ stock: 0 });
  });
});

describe('create, draft and activate', () => {
  it('creates a draft the shop does not show, audited, then activated into search and the product page', async () => {
    const res = await api.post('/api/backoffice/products', { body: productBody() });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json();
    expect(product).toMatchObject({
      productNumber: 'CADM-100',
      status: 'draft',
      slug: 'nitrilhanske-kvist-cadm-100',
      properties: { weight: { nb: '0,6 kg', en: '0.6 kg' } },
      variants: [
        { sku: 'CADM-100-S', gtin: '4006381333931', stock: 40, isActive: true, properties: { size: { nb: 'S' } } },
        // A variant without a name takes the product's.
        { sku: 'CADM-100-L', gtin: null, name: { nb: 'Nitrilhanske Kvist' }, leadTimeDays: 7 },
      ],
    });
    const [created] = await auditRows(product.id);
    expect(created).toMatchObject({ action: 'product_created', actorContactId: manager.contact.id, before: null });
    expect(created!.after).toMatchObject({ productNumber: 'CADM-100', status: 'draft' });

    // A draft: not in the search, not on a product page.
    expect((await search('Kvist')).json().items).toEqual([]);
    expect((await search('CADM-100-S')).json().exactMatch).toBeNull();
    expect((await api.get(`/api/catalog/products/${product.slug}`, { token: null })).statusCode).toBe(404);

    const bulk = await api.post('/api/backoffice/products/bulk', {
      body: { productIds: [product.id], action: 'activate' },
    });
    expect(bulk.json()).toEqual({ changed: 1 });
    expect((await search('Kvist')).json().items.map((i: { id: string }) => i.id)).toContain(product.id);
    expect((await search('CADM-100-S')).json().exactMatch).toMatchObject({ productId: product.id, sku: 'CADM-100-S' });
    expect((await search('4006381333931')).json().exactMatch).toMatchObject({ productId: product.id });
    const page = await api.get(`/api/catalog/products/${product.slug}`, { token: null });
    expect(page.statusCode).toBe(200);
    const activated = (await auditRows(product.id)).find((r) => r.action === 'product_updated');
    expect(activated).toMatchObject({ before: { status: 'draft' }, after: { status: 'active' } });

    // Discontinued: off the shop again.
    await api.post('/api/backoffice/products/bulk', { body: { productIds: [product.id], action: 'discontinue' } });
    expect((await search('Kvist')).json().items).toEqual([]);
    expect((await api.get(`/api/catalog/products/${product.slug}`, { token: null })).statusCode).toBe(404);
  });
});

describe('validation', () => {
  it('names a missing translation, a bad check digit and unknown references as 400 field problems', async () => {
    const res = await api.post('/api/backoffice/products', {
      body: productBody({
        productNumber: 'CADM-BAD',
        name: { nb: 'Bare norsk', en: '' },
        description: { nb: '', en: 'English only' },
        department: 'NOWHERE',
        properties: { nosuchkey: { nb: 'x', en: 'x' } },
        variants: [
          { sku: 'CADM-BAD-1', gtin: '4006381333932', packSize: 1, stock: 0, leadTimeDays: 1 },
          { sku: 'cadm-bad-1', packSize: 1, stock: 0, leadTimeDays: 1 },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.name.en',
        'body.description.nb',
        'body.department',
        'body.properties.nosuchkey',
        'body.variants.0.gtin',
        'body.variants.1.sku',
      ]),
    );
    expect(res.json().errors.find((e: { path: string }) => e.path === 'body.name.en').message).toBe(
      'Missing translation (en)',
    );
    expect((await api.get('/api/backoffice/products/CADM-BAD')).statusCode).toBe(404);
  });

  it('refuses codes another product has with 422, saying which product has them', async () => {
    const sku = await api.post('/api/backoffice/products', {
      body: productBody({
        productNumber: 'CADM-200',
        variants: [{ sku: 'CADM-OLD-1', packSize: 1, stock: 0, leadTimeDays: 1 }],
      }),
    });
    expect(sku.statusCode, sku.body).toBe(422);
    expect(sku.json()).toMatchObject({
      code: 'sku_taken',
      errors: [{ path: 'body.variants.0.sku', message: 'CADM-OLD-1 is used by product CADM-OLD' }],
      conflicts: [{ sku: 'CADM-OLD-1', productId: existing.id, productNumber: 'CADM-OLD' }],
    });
    const number = await api.post('/api/backoffice/products', { body: productBody({ productNumber: 'CADM-OLD' }) });
    expect(number.json()).toMatchObject({ code: 'product_number_taken', productId: existing.id });
    const gtin = await api.post('/api/backoffice/products', {
      body: productBody({
        productNumber: 'CADM-201',
        variants: [{ sku: 'CADM-201-1', gtin: '7038010000102', packSize: 1, stock: 0, leadTimeDays: 1 }],
      }),
    });
    expect(gtin.json()).toMatchObject({ code: 'gtin_taken', errors: [{ path: 'body.variants.0.gtin' }] });
  });
});

describe('edit', () => {
  it('replaces fields and variants, audits only what changed, and keeps variants that orders name', async () => {
    const created = (
      await api.post('/api/backoffice/products', {
        body: productBody({
          productNumber: 'CADM-300',
          status: 'active',
          variants: [{ sku: 'CADM-300-M', gtin: '036000291452', packSize: 100, stock: 9, leadTimeDays: 2 }],
        }),
      })
    ).json();
    expect(created.id).toBeDefined();
    const res = await api.put(`/api/backoffice/products/${created.id}`, {
      body: productBody({
        productNumber: 'CADM-300',
        status: 'active',
        name: { nb: 'Nitrilhanske Kvist Pro', en: 'Nitrile glove Kvist Pro' },
        variants: [
          { sku: 'CADM-100-S', gtin: '4006381333931', packSize: 100, stock: 5, leadTimeDays: 2 },
          { sku: 'CADM-300-XL', packSize: 100, stock: 12, leadTimeDays: 3 },
        ],
      }),
    });
    // CADM-100-S belongs to CADM-100 (made above), so this is refused as a taken SKU.
    expect(res.json().code).toBe('sku_taken');

    const ok = await api.put(`/api/backoffice/products/${created.id}`, {
      body: {
        ...created,
        name: { nb: 'Nitrilhanske Kvist Pro', en: 'Nitrile glove Kvist Pro' },
        variants: [
          { ...created.variants[0], stock: 5 },
          { sku: 'CADM-300-XL', packSize: 100, stock: 12, leadTimeDays: 3 },
        ],
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().variants.map((v: { sku: string }) => v.sku)).toEqual([created.variants[0].sku, 'CADM-300-XL']);
    expect(ok.json().slug).toBe(created.slug);
    const updated = (await auditRows(created.id)).find((r) => r.action === 'product_updated');
    expect(Object.keys(updated!.after!).sort()).toEqual(['name', 'variants']);
    expect(updated!.before).toMatchObject({ name: { en: 'Nitrile glove Kvist' } });
    // The search sees the new name at once.
    expect((await search('Kvist Pro')).json().items.map((i: { id: string }) => i.id)).toContain(created.id);

    // A variant on an order cannot be removed.
    const order = await createOrderRow(database, customer.company.id, customer.admin.contact.id);
    await db.insert(orderLines).values({
      orderId: order.id,
      position: 1,
      sku: 'CADM-300-XL',
      name: 'x',
      quantity: 1,
      unitPrice: 100,
      vatRate: 2500,
      lineTotal: 100,
      vatAmount: 25,
    });
    const removed = await api.put(`/api/backoffice/products/${created.id}`, {
      body: { ...(ok.json() as { variants: object[] }), variants: [ok.json().variants[0]] },
    });
    expect(removed.statusCode).toBe(422);
    expect(removed.json()).toMatchObject({ code: 'variant_has_orders', skus: ['CADM-300-XL'] });
  });
});

/** The storefront's reads as the web server makes them (the shared secret), each expected to answer 200. */
function storefront() {
  const shop = testClient(app, { secret: true, lang: 'nb' });
  return async (path: string, query?: Record<string, string>) => {
    const res = await shop.get(path, { query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
}

/**
 * The misses so far of the catalog caches a product edit builds again or leaves: listing answers, cards, product pages
 * and the taxonomy (a scoped change must leave the taxonomy and most listings kept).
 */
function catalogMisses() {
  const listings = cacheStats('catalog/listing-service', 2_500);
  const cards = cacheStats('catalog/listing-service', 5_000);
  const products = cacheStats('catalog/service', 5_000);
  const taxonomy = cacheStats('catalog/taxonomy', 1);
  return () => ({
    listings: listings.misses,
    cards: cards.misses,
    products: products.misses,
    taxonomy: taxonomy.misses,
  });
}

/** What the back office's PUT takes, from what its GET answers: an EAN left out when there is none. */
const editable = ({ gtin, ...variant }: { gtin: string | null }) => (gtin ? { ...variant, gtin } : variant);

describe('stock', () => {
  it('reaches only the answers that show a product when only its stock or lead times change, and every one else when more changes (decision 006)', async () => {
    const json = storefront();
    const stocked = await createProduct(database, {
      category: paper,
      productNumber: 'STK-LAGER',
      properties: { weight: '2,5 kg', material: 'Papir' },
      variants: [{ sku: 'STK-LAGER-1', stock: 0, properties: { size: 'A4', material: 'Papir' } }],
    });
    const other = await createCategory(database, { slug: 'stk-other', name: 'Annet' });
    await createProduct(database, {
      category: other,
      productNumber: 'STK-ANNET',
      variants: [{ sku: 'STK-ANNET-1' }],
    });
    const misses = catalogMisses();
    type Card = { productNumber: string; isInStock: boolean };
    const inStock = (items: Card[]) => items.find((item) => item.productNumber === 'STK-LAGER')?.isInStock;
    const read = async () => ({
      listing: inStock((await json('/api/catalog/products', { category: 'cadm-paper' })).items),
      search: inStock((await json('/api/catalog/search', { q: 'STK-LAGER' })).items),
      page: (await json('/api/catalog/products/STK-LAGER')).variants[0] as { stock: number; leadTimeDays: number },
      others: [
        await json('/api/catalog/products', { category: 'stk-other' }),
        await json('/api/catalog/products/STK-ANNET'),
      ],
    });
    // Kept: read twice, the second from the caches.
    await read();
    expect(await read()).toMatchObject({ listing: false, search: false, page: { stock: 0 } });
    const before = misses();

    const edit = (await api.get(`/api/backoffice/products/${stocked.id}`)).json();
    const restocked = await api.put(`/api/backoffice/products/${stocked.id}`, {
      body: { ...edit, variants: [{ ...editable(edit.variants[0]), stock: 25, leadTimeDays: 1 }] },
    });
    expect(restocked.statusCode, restocked.body).toBe(200);
    const after = await read();
    expect(after).toMatchObject({ listing: true, search: true, page: { stock: 25, leadTimeDays: 1 } });
    // Built again: the listing, the search and the product page that show STK-LAGER, and its card alone. Kept: the
    // other category's listing and STK-ANNET's page, the other cards and the taxonomy.
    expect(misses()).toEqual({
      listings: before.listings + 1,
      cards: before.cards + 1,
      products: before.products + 1,
      taxonomy: before.taxonomy,
    });

    // Anything else changed with the stock (here its brand) reaches every catalog answer, as before.
    const rebranded = await api.put(`/api/backoffice/products/${stocked.id}`, {
      body: {
        ...(restocked.json() as object),
        brandId: brand.id,
        variants: [{ ...editable(edit.variants[0]), stock: 3 }],
      },
    });
    expect(rebranded.statusCode, rebranded.body).toBe(200);
    const kept = misses();
    expect((await read()).page.stock).toBe(3);
    expect(misses()).toMatchObject({ taxonomy: kept.taxonomy + 1, listings: kept.listings + 2 });
  });
});

describe('drafts', () => {
  it('reach no storefront cache while a product is not in the shop (made, edited, copied, moved, discontinued), and every one when it enters it (decision 006)', async () => {
    const json = storefront();
    const misses = catalogMisses();
    const heard: string[] = [];
    const stop = watchInvalidations((namespace, scopes) => heard.push([namespace, ...scopes].join(' ')));
    type Card = { productNumber: string };
    const read = async () => ({
      listing: (await json('/api/catalog/products', { category: 'cadm-gloves' })).items.map(
        (card: Card) => card.productNumber,
      ),
      search: (await json('/api/catalog/search', { q: 'Skogbær' })).items.map((hit: Card) => hit.productNumber),
      taxonomy: await json('/api/catalog/categories'),
      page: await json('/api/catalog/products/CADM-OLD'),
    });
    try {
      await read();
      const shop = await read();
      const before = misses();

      const body = productBody({
        productNumber: 'DRF-1',
        name: { nb: 'Skogbær hanske', en: 'Forest glove' },
        brandId: null,
        variants: [{ sku: 'DRF-1-S', packSize: 1, stock: 4, leadTimeDays: 2, properties: {} }],
      });
      const made = await api.post('/api/backoffice/products', { body });
      expect(made.statusCode, made.body).toBe(201);
      const draft = made.json();
      const edited = await api.put(`/api/backoffice/products/${draft.id}`, {
        body: { ...body, name: { nb: 'Skogbær hanske 2', en: 'Forest glove 2' }, categoryId: paper.id },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const copied = await api.post(`/api/backoffice/products/${draft.id}/copy`, {
        body: { productNumber: 'DRF-COPY' },
      });
      expect(copied.statusCode, copied.body).toBe(201);
      const moved = await api.post('/api/backoffice/products/bulk', {
        body: { productIds: [draft.id, copied.json().id], action: 'move', categoryId: gloves.id },
      });
      expect(moved.json()).toEqual({ changed: 2 });
      const discontinued = await api.post('/api/backoffice/products/bulk', {
        body: { productIds: [draft.id], action: 'discontinue' },
      });
      expect(discontinued.json()).toEqual({ changed: 1 });
      // Nothing heard, nothing built again, and the shop shows none of it.
      expect(heard).toEqual([]);
      expect(await read()).toEqual(shop);
      expect(misses()).toEqual(before);

      // Into the shop: every catalog answer goes, and it shows.
      const activated = await api.post('/api/backoffice/products/bulk', {
        body: { productIds: [draft.id], action: 'activate' },
      });
      expect(activated.json()).toEqual({ changed: 1 });
      expect(heard).toContain('catalog');
      const after = await read();
      expect(after.listing).toContain('DRF-1');
      expect(after.search).toEqual(['DRF-1']);
      expect(misses().taxonomy).toBe(before.taxonomy + 1);
    } finally {
      stop();
    }
  });
});

describe('texts', () => {
  it('reaches only search and the product page when only a description changes, with stock too when both change, and nothing when nothing does (decision 006)', async () => {
    const json = storefront();
    const described = await createProduct(database, {
      category: paper,
      productNumber: 'TXT-BESKR',
      description: 'Hvitt papir for skrivere.',
      variants: [{ sku: 'TXT-BESKR-1', stock: 0 }],
    });
    const other = await createCategory(database, { slug: 'txt-other', name: 'Annet' });
    await createProduct(database, { category: other, productNumber: 'TXT-ANNET', variants: [{ sku: 'TXT-ANNET-1' }] });
    const misses = catalogMisses();
    type Card = { productNumber: string; isInStock: boolean };
    const numbers = (items: Card[]) => items.map((item) => item.productNumber);
    // The word is in no product's texts until the edit below.
    const read = async () => ({
      search: numbers((await json('/api/catalog/search', { q: 'tyttebærsaft' })).items),
      listingOfWord: numbers((await json('/api/catalog/products', { q: 'tyttebærsaft' })).items),
      listing: (await json('/api/catalog/products', { category: 'cadm-paper' })).items.find(
        (item: Card) => item.productNumber === 'TXT-BESKR',
      )?.isInStock,
      page: (await json('/api/catalog/products/TXT-BESKR')) as { description: string; variants: { stock: number }[] },
      others: [
        await json('/api/catalog/products', { category: 'txt-other' }),
        await json('/api/catalog/products/TXT-ANNET'),
      ],
    });
    await read();
    expect(await read()).toMatchObject({ search: [], listingOfWord: [], listing: false });
    const before = misses();

    const got = (await api.get(`/api/backoffice/products/${described.id}`)).json();
    const edit = { ...got, variants: got.variants.map(editable) };
    const description = { nb: 'Hvitt papir, tåler tyttebærsaft.', en: 'White paper.' };
    const redescribed = await api.put(`/api/backoffice/products/${described.id}`, { body: { ...edit, description } });
    expect(redescribed.statusCode, redescribed.body).toBe(200);
    const after = await read();
    expect(after).toMatchObject({ search: ['TXT-BESKR'], listingOfWord: ['TXT-BESKR'], listing: false });
    expect(after.page.description).toBe(description.nb);
    // Built again: the listing of the word and the product's page. Kept: the category's listing (no card read), the
    // other category's listing, TXT-ANNET's page and the taxonomy.
    expect(misses()).toEqual({ ...before, listings: before.listings + 1, products: before.products + 1 });

    // Saved again as it is: nothing changed, nothing is built again.
    const same = await api.put(`/api/backoffice/products/${described.id}`, { body: { ...edit, description } });
    expect(same.statusCode, same.body).toBe(200);
    const unchanged = misses();
    await read();
    expect(misses()).toEqual(unchanged);

    // Its description and stock in one edit: both show, and still only what shows the product is built again.
    const both = await api.put(`/api/backoffice/products/${described.id}`, {
      body: {
        ...edit,
        description: { nb: 'Papir uten tyttebærsaft.', en: 'Paper.' },
        variants: [{ ...edit.variants[0], stock: 9 }],
      },
    });
    expect(both.statusCode, both.body).toBe(200);
    const last = await read();
    expect(last).toMatchObject({
      search: ['TXT-BESKR'],
      listing: true,
      page: { description: 'Papir uten tyttebærsaft.' },
    });
    expect(last.page.variants[0]!.stock).toBe(9);
    expect(misses()).toEqual({
      ...unchanged,
      listings: unchanged.listings + 2,
      cards: unchanged.cards + 1,
      products: unchanged.products + 1,
    });
  });
});

describe('properties', () => {
  it('reach what texts reach when a displayed property that is no facet changes, nothing when a hidden one does, and the catalog for a facet (decision 006)', async () => {
    const json = storefront();
    const product = await createProduct(database, {
      category: paper,
      productNumber: 'PRP-1',
      properties: { weight: '2 kg', material: 'Papir', hs_code: '4802' },
      variants: [{ sku: 'PRP-1-1' }],
    });
    const misses = catalogMisses();
    const heard: string[] = [];
    const stop = watchInvalidations((namespace, scopes) => heard.push([namespace, ...scopes].join(' ')));
    type Property = { key: string; value: string };
    const read = async () => ({
      page: ((await json('/api/catalog/products/PRP-1')).properties as Property[]).map((p) => `${p.key} ${p.value}`),
      // A word in no product's texts until the weight below.
      search: (await json('/api/catalog/search', { q: 'tungvektspapir' })).items.map(
        (hit: { productNumber: string }) => hit.productNumber,
      ),
      listing: await json('/api/catalog/products', { category: 'cadm-paper' }),
      taxonomy: await json('/api/catalog/categories'),
    });
    const got = (await api.get(`/api/backoffice/products/${product.id}`)).json();
    const edit = { ...got, variants: got.variants.map(editable) };
    const save = async (properties: Record<string, { nb: string; en?: string }>) => {
      heard.length = 0;
      const saved = await api.put(`/api/backoffice/products/${product.id}`, { body: { ...edit, properties } });
      expect(saved.statusCode, saved.body).toBe(200);
      return [...new Set(heard)].sort();
    };
    try {
      await read();
      const shop = await read();
      expect(shop).toMatchObject({ page: ['material Papir', 'weight 2 kg'], search: [] });
      const before = misses();

      // Hidden (a customs code): nothing the storefront shows or finds.
      expect(await save({ ...got.properties, hs_code: { nb: '4803', en: '4803' } })).toEqual([]);
      expect(await read()).toEqual(shop);
      expect(misses()).toEqual(before);

      // Displayed, no facet (a weight): its page and search, as a description; the listing and taxonomy stay kept.
      expect(
        await save({
          ...got.properties,
          hs_code: { nb: '4803', en: '4803' },
          weight: { nb: '7,5 kg tungvektspapir', en: '7.5 kg' },
        }),
      ).toEqual(['search', `texts p:${product.id}`]);
      const weighed = await read();
      expect(weighed.page).toEqual(['material Papir', 'weight 7,5 kg tungvektspapir']);
      expect(weighed.search).toEqual(['PRP-1']);
      expect(weighed.listing).toEqual(shop.listing);
      expect(misses()).toEqual({ ...before, products: before.products + 1 });

      // A facet (a material): the listing's counts and filters, so the whole catalog.
      const faceted = await save({
        ...got.properties,
        hs_code: { nb: '4803', en: '4803' },
        weight: { nb: '7,5 kg tungvektspapir', en: '7.5 kg' },
        material: { nb: 'Papp', en: 'Cardboard' },
      });
      expect(faceted).toContain('catalog');
    } finally {
      stop();
    }
  });
});

describe('names', () => {
  it('reach what shows the product, its category’s name orders and search when only names change, not the taxonomy, facets, other categories or other products (decision 006)', async () => {
    const json = storefront();
    const category = await createCategory(database, { slug: 'nam-arkiv', name: 'Arkiv' });
    const renamed = await createProduct(database, {
      category,
      productNumber: 'NAM-A',
      name: { nb: 'Arkivboks Grå', en: 'Archive box Grey' },
      properties: { material: 'Papp' },
      variants: [{ sku: 'NAM-A-1', name: { nb: 'Arkivboks Grå, 10 stk', en: 'Archive box Grey, 10' } }],
    });
    await createProduct(database, {
      category,
      productNumber: 'NAM-B',
      name: { nb: 'Hengemappe', en: 'Hanging folder' },
      properties: { material: 'Papp' },
      variants: [{ sku: 'NAM-B-1' }],
    });
    const other = await createCategory(database, { slug: 'nam-other', name: 'Annet' });
    await createProduct(database, { category: other, productNumber: 'NAM-ANNET', variants: [{ sku: 'NAM-ANNET-1' }] });
    await createPriceList(database, { prices: [{ sku: 'NAM-A-1', unitPrice: 120 }] });
    const pid = customer.buyer.contact.id;
    const added = await api.post('/api/ardis/cart/addorderline', {
      token: customer.buyer.token,
      body: { pid, sku: 'NAM-A-1', quantity: 2 },
    });
    expect(added.statusCode, added.body).toBe(200);
    // A company whose assortment narrows the catalog: its listings page through the shared name order by cells.
    const narrowed = await api.post('/api/backoffice/assortments', {
      token: admin.token,
      body: { name: 'Bare arkiv', rules: [{ effect: 'include', target: 'category', targetId: category.id }] },
    });
    expect(narrowed.statusCode, narrowed.body).toBe(201);
    const restricted = await createCompanyWithPeople(database);
    const assigned = await api.put(`/api/backoffice/customers/${restricted.company.id}/assortment`, {
      token: admin.token,
      body: { assortmentId: narrowed.json().id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const cartLines = async () =>
      (await api.get('/api/ardis/cart', { token: customer.buyer.token, query: { pid } })).json().lines as {
        name: string;
      }[];
    const misses = catalogMisses();
    const facets = cacheStats('catalog/listing-service', 300);
    const heard: string[] = [];
    const stop = watchInvalidations((namespace, scopes) => heard.push([namespace, ...scopes].join(' ')));
    type Card = { productNumber: string; name: string };
    // The word is in no product's name until the edit below.
    const read = async () => ({
      listing: (await json('/api/catalog/products', { category: 'nam-arkiv' })).items.map(
        (card: Card) => `${card.productNumber} ${card.name}`,
      ),
      // The second of one-product pages: not showing the product, but its place in the name order.
      second: (await json('/api/catalog/products', { category: 'nam-arkiv', pageSize: '1', page: '2' })).items.map(
        (card: Card) => card.productNumber,
      ),
      // Newest first: an order no name moves, showing the product.
      newest: (await json('/api/catalog/products', { category: 'nam-arkiv', sort: 'newest' })).items.map(
        (card: Card) => card.name,
      ),
      assorted: (
        await api.get('/api/catalog/products', {
          token: restricted.buyer.token,
          query: { category: 'nam-arkiv', customerId: restricted.company.id },
        })
      )
        .json()
        .items.map((card: Card) => card.productNumber),
      search: (await json('/api/catalog/search', { q: 'Zirkonboks' })).items.map((hit: Card) => hit.productNumber),
      // A typo of it: corrected by the words of names (search's word expansions).
      typo: (await json('/api/catalog/search', { q: 'Zirkomboks' })).items.map((hit: Card) => hit.productNumber),
      page: (await json('/api/catalog/products/NAM-A')) as { name: string; variants: { name: string }[] },
      others: [
        await json('/api/catalog/products', { category: 'nam-other' }),
        await json('/api/catalog/products/NAM-ANNET'),
        await json('/api/catalog/categories'),
      ],
      cart: (await cartLines()).map((line) => line.name),
    });
    try {
      await read();
      const shop = await read();
      expect(shop).toMatchObject({
        listing: ['NAM-A Arkivboks Grå', 'NAM-B Hengemappe'],
        second: ['NAM-B'],
        newest: ['Hengemappe', 'Arkivboks Grå'],
        assorted: ['NAM-A', 'NAM-B'],
        search: [],
        typo: [],
        page: { name: 'Arkivboks Grå' },
        cart: ['Archive box Grey, 10'],
      });
      const before = { ...misses(), facets: facets.misses };

      const got = (await api.get(`/api/backoffice/products/${renamed.id}`)).json();
      const edit = { ...got, variants: got.variants.map(editable) };
      const name = { nb: 'Zirkonboks', en: 'Zircon box' };
      const variantName = { nb: 'Zirkonboks, 10 stk', en: 'Zircon box, 10' };
      const saved = await api.put(`/api/backoffice/products/${renamed.id}`, {
        body: { ...edit, name, variants: [{ ...edit.variants[0], name: variantName }] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(heard).not.toContain('catalog');
      // The product (its card, its page, the answers showing it) and its category's name orders (and every listing's
      // of all categories).
      expect(heard).toContain(`names p:${renamed.id} c:${category.id} c:*`);

      const after = await read();
      // The new name stands last in the name order now, search finds it, the page and the kept cart (English) show it.
      expect(after).toMatchObject({
        listing: ['NAM-B Hengemappe', 'NAM-A Zirkonboks'],
        second: ['NAM-A'],
        newest: ['Hengemappe', 'Zirkonboks'],
        assorted: ['NAM-B', 'NAM-A'],
        search: ['NAM-A'],
        typo: ['NAM-A'],
        page: { name: 'Zirkonboks', variants: [{ name: 'Zirkonboks, 10 stk' }] },
        cart: ['Zircon box, 10'],
      });
      expect(after.others).toEqual(shop.others);
      // Built again: the category's four listings (three by name: their order moved; the newest shows it) and the
      // renamed product's card and page. Kept: the other category's listing, the other product's card and page, the
      // listings' facet counts and the taxonomy.
      expect({ ...misses(), facets: facets.misses }).toEqual({
        ...before,
        listings: before.listings + 4,
        cards: before.cards + 1,
        products: before.products + 1,
      });

      // Saved again as it is: nothing heard, nothing built again.
      heard.length = 0;
      const same = await api.put(`/api/backoffice/products/${renamed.id}`, {
        body: { ...edit, name, variants: [{ ...edit.variants[0], name: variantName }] },
      });
      expect(same.statusCode, same.body).toBe(200);
      expect(heard).toEqual([]);
      const unchanged = { ...misses(), facets: facets.misses };
      await read();
      expect({ ...misses(), facets: facets.misses }).toEqual(unchanged);
    } finally {
      stop();
    }
  });
  it('reach what shows the product and search when its product number or an EAN changes, not the taxonomy (decision 006)', async () => {
    const json = storefront();
    const category = await createCategory(database, { slug: 'kod-kat', name: 'Koder' });
    const coded = await createProduct(database, {
      category,
      productNumber: 'KOD-100',
      variants: [{ sku: 'KOD-100-1', gtin: '7038010000201' }],
    });
    const shop = testClient(app, { secret: true, lang: 'nb' });
    const misses = catalogMisses();
    const heard: string[] = [];
    const stop = watchInvalidations((namespace, scopes) => heard.push([namespace, ...scopes].join(' ')));
    type Card = { productNumber: string };
    const numbers = (items: Card[]) => items.map((item) => item.productNumber);
    const read = async () => ({
      card: numbers((await json('/api/catalog/products', { category: 'kod-kat' })).items),
      byOldEan: numbers((await json('/api/catalog/search', { q: '7038010000201' })).items),
      byNewNumber: numbers((await json('/api/catalog/search', { q: 'KOD-200' })).items),
      byNewEan: numbers((await json('/api/catalog/search', { q: '7038010000218' })).items),
      oldPage: (await shop.get('/api/catalog/products/KOD-100')).statusCode,
      newPage: (await shop.get('/api/catalog/products/KOD-200')).statusCode,
      taxonomy: await json('/api/catalog/categories'),
    });
    try {
      await read();
      const shown = await read();
      expect(shown).toMatchObject({
        card: ['KOD-100'],
        byOldEan: ['KOD-100'],
        byNewNumber: [],
        byNewEan: [],
        oldPage: 200,
        newPage: 404,
      });
      const before = misses();
      const got = (await api.get(`/api/backoffice/products/${coded.id}`)).json();
      const saved = await api.put(`/api/backoffice/products/${coded.id}`, {
        body: { ...got, productNumber: 'KOD-200', variants: [{ ...got.variants[0], gtin: '7038010000218' }] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(heard).not.toContain('catalog');
      expect(heard).toContain(`names p:${coded.id} c:${category.id} c:*`);
      const after = await read();
      expect(after).toMatchObject({
        card: ['KOD-200'],
        byOldEan: [],
        byNewNumber: ['KOD-200'],
        byNewEan: ['KOD-200'],
        oldPage: 404,
        newPage: 200,
      });
      expect(after.taxonomy).toEqual(shown.taxonomy);
      expect(misses().taxonomy).toBe(before.taxonomy);
    } finally {
      stop();
    }
  });
});

describe('stock levels (PUT /api/backoffice/stock-levels)', () => {
  it('sets the SKUs an ERP sends, answers the unknown ones, changes nothing sent again, and audits each call once', async () => {
    const product = await createProduct(database, {
      category: paper,
      productNumber: 'ERP-1',
      variants: [
        { sku: 'ERP-1-A', stock: 0, leadTimeDays: 14 },
        { sku: 'ERP-1-B', stock: 5, leadTimeDays: 3 },
      ],
    });
    const shop = testClient(app, { secret: true, lang: 'nb' });
    const shown = async () =>
      ((await shop.get('/api/catalog/products/ERP-1')).json().variants as { sku: string; stock: number }[]).map(
        (variant) => [variant.sku, variant.stock],
      );
    expect(await shown()).toEqual([
      ['ERP-1-A', 0],
      ['ERP-1-B', 5],
    ]);
    const taxonomy = cacheStats('catalog/taxonomy', 1);
    const taxonomyMisses = taxonomy.misses;
    const body = {
      levels: [
        { sku: 'ERP-1-A', stock: 120, leadTimeDays: 2 },
        { sku: 'ERP-1-B', stock: 5 },
        { sku: 'ERP-UNKNOWN', stock: 7 },
      ],
    };
    const first = await api.put('/api/backoffice/stock-levels', { token: admin.token, body });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ changed: 1, unchanged: 1, unknownSkus: ['ERP-UNKNOWN'] });
    const rows = await db
      .select({ sku: variants.sku, stock: variants.stock, leadTimeDays: variants.leadTimeDays })
      .from(variants)
      .where(eq(variants.productId, product.id))
      .orderBy(variants.sku);
    // A lead time not sent stays as it was.
    expect(rows).toEqual([
      { sku: 'ERP-1-A', stock: 120, leadTimeDays: 2 },
      { sku: 'ERP-1-B', stock: 5, leadTimeDays: 3 },
    ]);
    // The kept product page shows it at once; the catalog's shared caches stay (decision 006, "Scoped changes").
    expect(await shown()).toEqual([
      ['ERP-1-A', 120],
      ['ERP-1-B', 5],
    ]);
    expect(taxonomy.misses).toBe(taxonomyMisses);

    // The same call again (a retry): nothing changes, nothing is audited.
    const again = await api.put('/api/backoffice/stock-levels', { token: manager.token, body });
    expect(again.json()).toEqual({ changed: 0, unchanged: 2, unknownSkus: ['ERP-UNKNOWN'] });
    // Two feeds at once naming the same SKUs in opposite orders: both done, one after the other, never a deadlock.
    const feeds = await Promise.all(
      [
        [
          { sku: 'ERP-1-A', stock: 1 },
          { sku: 'ERP-1-B', stock: 1 },
        ],
        [
          { sku: 'ERP-1-B', stock: 2 },
          { sku: 'ERP-1-A', stock: 2 },
        ],
      ].map((levels) => api.put('/api/backoffice/stock-levels', { token: manager.token, body: { levels } })),
    );
    expect(feeds.map((res) => res.statusCode)).toEqual([200, 200]);
    const last = await db.select({ stock: variants.stock }).from(variants).where(eq(variants.productId, product.id));
    expect(new Set(last.map((row) => row.stock)).size, 'both SKUs from the feed that came last').toBe(1);
    const audited = await db.select().from(auditEvents).where(eq(auditEvents.entityType, 'stock_levels'));
    expect(audited).toHaveLength(3);
    expect(audited.find((row) => row.actorContactId === admin.contact.id)).toMatchObject({
      action: 'stock_levels_updated',
      actorContactId: admin.contact.id,
      details: { changed: 1, skus: ['ERP-1-A'] },
    });
  });

  it('refuses a SKU sent twice, a negative stock, a lead time over a year and an empty or too long list, writing nothing', async () => {
    const put = (levels: object[]) =>
      api.put('/api/backoffice/stock-levels', { token: manager.token, body: { levels } });
    const paths = async (levels: object[]) => {
      const res = await put(levels);
      expect(res.statusCode, res.body).toBe(400);
      return (res.json().errors as { path: string }[]).map((error) => error.path).sort();
    };
    expect(
      await paths([
        { sku: 'CADM-OLD-1', stock: 4 },
        { sku: 'CADM-OLD-1', stock: 5 },
        { sku: 'X', stock: -1 },
        { sku: 'Y', stock: 1, leadTimeDays: 400 },
      ]),
    ).toEqual(['body.levels.1.sku', 'body.levels.2.stock', 'body.levels.3.leadTimeDays']);
    expect(await paths([])).toEqual(['body.levels']);
    const many = Array.from({ length: 1_001 }, (_, index) => ({ sku: `MANY-${index}`, stock: 1 }));
    expect(await paths(many)).toEqual(['body.levels']);
    const [stock] = await db.select({ stock: variants.stock }).from(variants).where(eq(variants.sku, 'CADM-OLD-1'));
    expect(stock).toEqual({ stock: 0 });
  });
});

describe('duplicate', () => {
  it('copies everything under a new number as a draft, with new SKUs, the pictures and no EANs', async () => {
    const original = (
      await api.post('/api/backoffice/products', {
        body: productBody({
          productNumber: 'CADM-400',
          status: 'active',
          variants: [
            { sku: 'CADM-400-S', gtin: '96385074', packSize: 1, stock: 3, leadTimeDays: 1 },
            { sku: 'OTHER-CODE', packSize: 1, stock: 3, leadTimeDays: 1 },
          ],
        }),
      })
    ).json();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const image = await api.post(`/api/backoffice/products/${original.id}/images`, {
      body: { image: png.toString('base64'), sku: 'CADM-400-S' },
    });
    expect(image.statusCode, image.body).toBe(201);

    const taken = await api.post(`/api/backoffice/products/${original.id}/copy`, {
      body: { productNumber: 'CADM-OLD' },
    });
    expect(taken.json().code).toBe('product_number_taken');

    const res = await api.post(`/api/backoffice/products/${original.id}/copy`, { body: { productNumber: 'CADM-401' } });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({
      productNumber: 'CADM-401',
      status: 'draft',
      name: original.name,
      properties: original.properties,
      variants: [
        { sku: 'CADM-401-S', gtin: null, stock: 3 },
        { sku: 'CADM-401-02', gtin: null },
      ],
    });
    expect(copy.id).not.toBe(original.id);
    const images = (await api.get(`/api/backoffice/products/${copy.id}/images`)).json().items;
    expect(images).toMatchObject([{ sku: 'CADM-401-S', url: image.json().url }]);
    expect(await auditRows(copy.id)).toMatchObject([
      { action: 'product_copied', details: { fromProductId: original.id, images: 1 } },
    ]);

    const chosen = await api.post(`/api/backoffice/products/${original.id}/copy`, {
      body: { productNumber: 'CADM-402', variantSkus: ['CADM-402-A'] },
    });
    expect(chosen.statusCode).toBe(400);
  });
});

describe('list', () => {
  it('searches names, numbers, SKUs and EANs and filters by category tree, brand, status, stock and pictures', async () => {
    const list = async (query: string) => {
      const res = await api.get(`/api/backoffice/products?${query}&pageSize=100`, { token: reader.token });
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json()
        .items.map((i: { productNumber: string }) => i.productNumber)
        .sort();
    };
    expect(await list('q=alfa')).toEqual(['CADM-OLD']);
    expect(await list('q=cadm-old-')).toEqual(['CADM-OLD']);
    expect(await list('q=7038010000102')).toEqual(['CADM-OLD']);
    expect(await list(`categoryId=${top.id}&q=cadm`)).toEqual(['CADM-100', 'CADM-300', 'CADM-400', 'CADM-401']);
    expect(await list(`brandId=${brand.id}&status=draft`)).toEqual(['CADM-401']);
    expect(await list('status=discontinued&q=cadm')).toEqual(['CADM-100']);
    expect(await list('stock=out&q=cadm')).toEqual(['CADM-OLD']);
    expect(await list('hasImage=true&q=cadm')).toEqual(['CADM-400', 'CADM-401']);
    const first = await api.get('/api/backoffice/products?q=cadm&pageSize=2');
    expect(first.json()).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.json().items[0]).toMatchObject({
      category: { name: expect.any(String) },
      variantCount: expect.any(Number),
      imageCount: expect.any(Number),
    });
  });

  it('moves products to a category in bulk, audited per product; an unknown id changes nothing', async () => {
    const moved = await api.post('/api/backoffice/products/bulk', {
      body: { productIds: [existing.id], action: 'move', categoryId: gloves.id },
    });
    expect(moved.json()).toEqual({ changed: 1 });
    expect(await auditRows(existing.id)).toMatchObject([
      { action: 'product_moved', before: { categoryId: paper.id }, after: { categoryId: gloves.id } },
    ]);
    const unknown = await api.post('/api/backoffice/products/bulk', {
      body: { productIds: [existing.id, '00000000-0000-4000-8000-000000000000'], action: 'discontinue' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await api.get(`/api/backoffice/products/${existing.id}`)).json().status).toBe('active');
    const noCategory = await api.post('/api/backoffice/products/bulk', {
      body: { productIds: [existing.id], action: 'move' },
    });
    expect(noCategory.statusCode).toBe(400);
  });
});

describe('pictures (the media module) in the audit log', () => {
  it('records an upload, a variant and alt change, a new order and a removal with who did it', async () => {
    const png = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer();
    const images = `/api/backoffice/products/${existing.id}/images`;
    const first = (await api.post(images, { body: { image: (await png('#aa0000')).toString('base64') } })).json();
    const second = (await api.post(images, { body: { image: (await png('#00aa00')).toString('base64') } })).json();
    expect(
      (await api.patch(`${images}/${second.id}`, { body: { sku: 'CADM-OLD-1', alt: { en: 'Green' } } })).statusCode,
    ).toBe(200);
    expect((await api.put(`${images}/order`, { body: { imageIds: [second.id, first.id] } })).statusCode).toBe(200);
    expect((await api.delete(`${images}/${first.id}`)).statusCode).toBe(204);
    const rows = await db.select().from(auditEvents).where(eq(auditEvents.actorContactId, manager.contact.id));
    const of = (action: string, id: string) => rows.find((r) => r.action === action && r.entityId === id);
    expect(of('product_image_created', first.id)?.after).toMatchObject({ productId: existing.id, position: 0 });
    expect(of('product_image_updated', second.id)).toMatchObject({
      before: { sku: null, alt: { en: 'Copy paper Alfa' } },
      after: { sku: 'CADM-OLD-1', alt: { en: 'Green' } },
    });
    expect(of('product_updated', existing.id)).toMatchObject({
      before: { imageOrder: [first.id, second.id] },
      after: { imageOrder: [second.id, first.id] },
    });
    expect(of('product_image_deleted', first.id)).toMatchObject({ after: null, before: { productId: existing.id } });
  });
});
