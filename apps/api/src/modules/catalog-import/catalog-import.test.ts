// Catalog import from CSV through HTTP: validation up front (400 with line numbers, nothing written), applying in
// batches (create, update, unchanged), idempotent re-import, failed rows, resuming, and who may do it
// (docs/backoffice-catalog.md).
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cacheStats } from '../../../test/cache-stats';
import { testClient } from '../../../test/client';
import {
  createAgent,
  createCategory,
  createCompanyWithPeople,
  createPriceList,
  createProduct,
} from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { catalogImports, priceLists, prices, products, variants } from '../../db/schema';
import { watchInvalidations } from '../../lib/cache';
import { isValidGtin, parsePrice } from './csv';
import { IMPORT_BATCH, IMPORT_STALE_MS, resumeAbandonedImports, runImport, waitForImport } from './service';

const { app, database } = await createTestApp();
const api = testClient(app);
const db = database.db;

const category = await createCategory(database, { slug: 'imp-gloves', name: { nb: 'Hansker', en: 'Gloves' } });
await createCategory(database, { slug: 'imp-paper', name: 'Papir' });
const existing = await createProduct(database, {
  category,
  productNumber: 'IMP-OLD',
  name: 'Gammel hanske',
  variants: [{ sku: 'IMP-OLD-1', stock: 7 }],
});
await createPriceList(database, { code: 'LIST-NO', prices: [{ sku: 'IMP-OLD-1', unitPrice: 5_000 }] });
const agent = await createAgent(database);
const customer = await createCompanyWithPeople(database);

const header =
  'product_number;sku;name_nb;name_en;category;brand;unit;pack_size;gtin;price_NO_NOK;price_SE_SEK;vat_class;active';
const goodFile = [
  header,
  'IMP-100;IMP-100-S;Nitrilhanske Zeta;Nitrile glove Zeta;imp-gloves;Zeta Care;BX;100;7038010000102;89,50;95.00;standard;ja',
  'IMP-100;IMP-100-L;Nitrilhanske Zeta;Nitrile glove Zeta;imp-gloves;Zeta Care;BX;100;;90;;standard;true',
  'IMP-OLD;IMP-OLD-1;Gammel hanske ny;Old glove new;imp-gloves;;PCE;1;;45,00;;reduced;1',
].join('\n');

/** Calls as the agent unless a call names another token (or null for none). */
const backoffice = testClient(app, { token: agent.token });
const post = (token: string | null, body: object | string, contentType = 'application/json') =>
  backoffice.post('/api/backoffice/catalog/imports', {
    token,
    lang: 'en',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function imported(csv: string, fileName = 'catalog.csv') {
  const res = await post(agent.token, { csv, fileName });
  expect(res.statusCode, res.body).toBe(202);
  const started = res.json();
  await waitForImport(started.id);
  const status = await backoffice.get(`/api/backoffice/catalog/imports/${started.id}`);
  expect(status.statusCode, status.body).toBe(200);
  return status.json();
}

const productCount = async () => (await db.select({ n: count() }).from(products))[0]!.n;
const importCount = async () => (await db.select({ n: count() }).from(catalogImports))[0]!.n;

describe('a valid file', () => {
  it('creates new products and updates existing ones, readable through the catalog, search and prices', async () => {
    const result = await imported(goodFile);
    expect(result).toMatchObject({
      status: 'done',
      fileName: 'catalog.csv',
      total: 3,
      done: 3,
      created: 2,
      updated: 1,
      unchanged: 0,
      failed: 0,
      failures: [],
    });

    const page = await api.get('/api/catalog/products/IMP-100', { secret: true, lang: 'en' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      productNumber: 'IMP-100',
      name: 'Nitrile glove Zeta',
      unit: 'BX',
      brand: { name: 'Zeta Care' },
      category: { slug: 'imp-gloves' },
      variants: [
        { sku: 'IMP-100-S', gtin: '7038010000102', packSize: 100, stock: 0, price: { unitPrice: 8_950 } },
        { sku: 'IMP-100-L', gtin: null, packSize: 100, price: { unitPrice: 9_000 } },
      ],
    });
    const old = await api.get('/api/catalog/products/IMP-OLD', { secret: true });
    expect(old.json()).toMatchObject({
      name: 'Gammel hanske ny',
      variants: [{ sku: 'IMP-OLD-1', stock: 7, price: { unitPrice: 4_500 } }],
    });
    const [oldRow] = await db.select().from(products).where(eq(products.id, existing.id));
    expect(oldRow).toMatchObject({ vatClass: 'reduced', name: { nb: 'Gammel hanske ny', en: 'Old glove new' } });

    // The search index has the new product (by name and by GTIN).
    const search = await api.get('/api/catalog/search?q=Zeta', { secret: true });
    expect(search.json().items.map((h: { productNumber: string }) => h.productNumber)).toContain('IMP-100');
    const byGtin = await api.get('/api/catalog/search?q=7038010000102', { secret: true });
    expect(byGtin.json().items[0]).toMatchObject({ productNumber: 'IMP-100', matchedSku: 'IMP-100-S' });

    // The SE list price went to the SE list, created as LIST-SE in SEK.
    const [se] = await db.select().from(priceLists).where(eq(priceLists.code, 'LIST-SE'));
    expect(se).toMatchObject({ kind: 'list', market: 'SE', currency: 'SEK' });
    const sePrices = await db.select().from(prices).where(eq(prices.priceListId, se!.id));
    expect(sePrices).toEqual([{ priceListId: se!.id, sku: 'IMP-100-S', minQuantity: 1, unitPrice: 9_500 }]);

    // The list of imports shows it, without rows.
    const list = await backoffice.get('/api/backoffice/catalog/imports');
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({ id: result.id, status: 'done', created: 2 });
    expect(list.json().items[0].failures).toBeUndefined();
    const [record] = await db
      .select({ rows: catalogImports.rows })
      .from(catalogImports)
      .where(eq(catalogImports.id, result.id));
    expect(record!.rows).toBeNull();
  });

  it('is idempotent: the same file again changes nothing', async () => {
    const before = await productCount();
    const again = await imported(goodFile);
    expect(again).toMatchObject({ status: 'done', total: 3, created: 0, updated: 0, unchanged: 3, failed: 0 });
    expect(await productCount()).toBe(before);
    const [variant] = await db.select().from(variants).where(eq(variants.sku, 'IMP-100-S'));
    expect(variant).toMatchObject({ gtin: '7038010000102', packSize: 100, isActive: true });
  });

  it('keeps what an empty cell leaves out, and takes a product out of the shop when all its rows are inactive', async () => {
    const result = await imported(
      [
        'product_number,sku,name_nb,category,active',
        'IMP-100,IMP-100-S,Nitrilhanske Zeta,imp-gloves,nei',
        'IMP-100,IMP-100-L,Nitrilhanske Zeta,imp-gloves,no',
      ].join('\r\n'),
    );
    expect(result).toMatchObject({ status: 'done', created: 0, updated: 2 });
    const [row] = await db.select().from(products).where(eq(products.productNumber, 'IMP-100'));
    expect(row).toMatchObject({
      isActive: false,
      unit: 'BX',
      name: { nb: 'Nitrilhanske Zeta', en: 'Nitrile glove Zeta' },
    });
    const page = await api.get('/api/catalog/products/IMP-100', { secret: true });
    expect(page.statusCode).toBe(404);
    const search = await api.get('/api/catalog/search?q=Zeta', { secret: true });
    expect(search.json().items.map((h: { productNumber: string }) => h.productNumber)).not.toContain('IMP-100');
    // And back.
    expect(await imported(goodFile)).toMatchObject({ status: 'done', updated: 2, unchanged: 1 });
  });

  it('takes the file as text/csv too', async () => {
    const res = await post(agent.token, `${header}\nIMP-200;IMP-200-A;Tørkepapir;;imp-paper;;RO;6;;120;;;`, 'text/csv');
    expect(res.statusCode, res.body).toBe(202);
    await waitForImport(res.json().id);
    const done = (await backoffice.get(`/api/backoffice/catalog/imports/${res.json().id}`)).json();
    expect(done).toMatchObject({ status: 'done', created: 1, fileName: null });
    const [row] = await db.select().from(products).where(eq(products.productNumber, 'IMP-200'));
    expect(row).toMatchObject({ name: { nb: 'Tørkepapir', en: 'Tørkepapir' }, unit: 'RO', slug: 'torkepapir-imp-200' });
  });

  it('applies large files in batches', async () => {
    const n = IMPORT_BATCH + 5;
    const lines = Array.from({ length: n }, (_, i) => `IMP-B${i};IMP-B${i}-1;Batchvare ${i};imp-paper;${10 + i}`);
    const result = await imported(['product_number;sku;name_nb;category;price_NO_NOK', ...lines].join('\n'));
    expect(result).toMatchObject({ status: 'done', total: n, done: n, created: n });
  });
});

describe('a file with problems', () => {
  it('is refused with 400 listing every problem by line and column, and nothing is written', async () => {
    const [products0, imports0] = [await productCount(), await importCount()];
    const csv = [
      header,
      'IMP-300;IMP-300-A;Ok vare;;imp-gloves;;PCE;1;;10;;;',
      ';IMP-300-B;;;no-such-category;;PCE;zero;7038010000103;10,999;;super;kanskje',
      'IMP-300;IMP-300-A;Ok vare;;imp-gloves;;PCE;1;;10;;;',
      'IMP-301;IMP-OLD-1;Flyttet;;imp-gloves;;PCE;1;;10;;;',
      'IMP-300;IMP-300-C;Annet navn;;imp-gloves;;PCE;1;;10;;;',
    ].join('\n');
    const res = await post(agent.token, { csv });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe('catalog_import_invalid');
    const problems = body.rows.map(
      (p: { row: number; column: string | null; problem: string }) => `${p.row}:${p.column}:${p.problem}`,
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        '3:product_number:required',
        '3:name_nb:required',
        '3:category:unknown_category',
        '3:pack_size:invalid_number',
        '3:gtin:invalid_gtin',
        '3:price_NO_NOK:invalid_price',
        '3:vat_class:invalid_vat_class',
        '3:active:invalid_boolean',
        '4:sku:duplicate_sku',
        '6:name_nb:product_values_differ',
      ]),
    );
    expect(await productCount()).toBe(products0);
    expect(await importCount()).toBe(imports0);

    // The SKU moving to another product number is found against the catalog once the file itself is clean.
    const moved = await post(agent.token, {
      csv: [header, 'IMP-301;IMP-OLD-1;Flyttet;;imp-gloves;;PCE;1;;10;;;'].join('\n'),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().rows).toEqual([
      { row: 2, column: 'sku', sku: 'IMP-OLD-1', problem: 'sku_of_other_product', detail: 'IMP-OLD' },
    ]);
    expect(await importCount()).toBe(imports0);
  });

  it('reports header problems: unknown, missing and duplicate columns, unknown markets and wrong currencies', async () => {
    const res = await post(agent.token, {
      csv: 'product_number;sku;nmae_nb;category;price_NO_SEK;price_XX_EUR;sku\nA;B;C;imp-gloves;1;2;3',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 1, column: 'nmae_nb', problem: 'unknown_column' }),
        expect.objectContaining({ row: 1, column: 'name_nb', problem: 'missing_column' }),
        expect.objectContaining({ row: 1, column: 'sku', problem: 'duplicate_column' }),
        expect.objectContaining({ row: 1, column: 'price_NO_SEK', problem: 'wrong_currency', detail: 'NO: NOK' }),
        expect.objectContaining({ row: 1, column: 'price_XX_EUR', problem: 'unknown_market' }),
      ]),
    );
    const empty = await post(agent.token, { csv: header });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().rows).toEqual([expect.objectContaining({ problem: 'no_rows' })]);
    const unreadable = await post(agent.token, { csv: `${header}\nA;"B;C` });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().rows[0].problem).toBe('unreadable');
    const missingBody = await post(agent.token, {});
    expect(missingBody.statusCode).toBe(400);
  });
});

describe('applying', () => {
  it('records a row that fails alone with its line and reason, and applies the others', async () => {
    // Another product already has the slug the new one would get.
    await createProduct(database, { category, productNumber: 'IMP-SLUG', slug: 'kollisjon-imp-400' });
    const result = await imported(
      [
        'product_number;sku;name_nb;category',
        'IMP-401;IMP-401-A;Fin vare;imp-gloves',
        'IMP-400;IMP-400-A;Kollisjon;imp-gloves',
        'IMP-402;IMP-402-A;Fin vare to;imp-gloves',
      ].join('\n'),
    );
    expect(result).toMatchObject({ status: 'done', total: 3, done: 3, created: 2, failed: 1 });
    expect(result.failures).toEqual([{ row: 3, sku: 'IMP-400-A', reason: expect.stringContaining('slug') }]);
    expect(await db.select().from(variants).where(eq(variants.sku, 'IMP-400-A'))).toEqual([]);
  });

  it('resumes an import whose process stopped, after its last committed batch', async () => {
    const rows = [
      {
        row: 2,
        productNumber: 'IMP-500',
        sku: 'IMP-500-A',
        nameNb: 'Gjenopptatt',
        category: 'imp-paper',
        isActive: true,
        prices: {},
      },
      {
        row: 3,
        productNumber: 'IMP-501',
        sku: 'IMP-501-A',
        nameNb: 'Gjenopptatt to',
        category: 'imp-paper',
        isActive: true,
        prices: { NO: 1_000 },
      },
    ].map((r) => ({
      nameEn: null,
      descriptionNb: null,
      descriptionEn: null,
      brand: null,
      unit: null,
      packSize: null,
      gtin: null,
      vatClass: null,
      department: null,
      variantNameNb: null,
      variantNameEn: null,
      ...r,
    }));
    // Row 2 was applied (done = 1) before the process died; its heartbeat is old.
    const [record] = await db
      .insert(catalogImports)
      .values({
        fileHash: 'x',
        total: 2,
        done: 1,
        created: 1,
        rows,
        createdBy: agent.contact.id,
        heartbeatAt: new Date(Date.now() - IMPORT_STALE_MS - 1000),
      })
      .returning();
    // A fresh one is left alone (its process is still at it).
    const [fresh] = await db
      .insert(catalogImports)
      .values({ fileHash: 'y', total: 1, rows: [], createdBy: agent.contact.id })
      .returning();
    expect(await resumeAbandonedImports(db)).toBe(1);
    const status = (await backoffice.get(`/api/backoffice/catalog/imports/${record!.id}`)).json();
    expect(status).toMatchObject({ status: 'done', done: 2, created: 2 });
    expect(await db.select({ sku: variants.sku }).from(variants).where(sql`${variants.sku} like 'IMP-50%'`)).toEqual([
      { sku: 'IMP-501-A' },
    ]);
    expect((await backoffice.get(`/api/backoffice/catalog/imports/${fresh!.id}`)).json().status).toBe('running');
    await db.delete(catalogImports).where(eq(catalogImports.id, fresh!.id));
  });
  it('counts every row once when two workers run the same import at once (the later one backs off)', async () => {
    const rows = [600, 601, 602].map((n, i) => ({
      row: i + 2,
      productNumber: `IMP-${n}`,
      sku: `IMP-${n}-A`,
      nameNb: `Samtidig ${n}`,
      nameEn: null,
      descriptionNb: null,
      descriptionEn: null,
      category: 'imp-paper',
      brand: null,
      unit: null,
      packSize: null,
      gtin: null,
      vatClass: null,
      department: null,
      isActive: true,
      variantNameNb: null,
      variantNameEn: null,
      prices: { NO: 100 * n },
    }));
    const [record] = await db
      .insert(catalogImports)
      .values({ fileHash: 'z', total: 3, rows, createdBy: agent.contact.id })
      .returning();
    await Promise.all([runImport(db, record!.id, { staleMs: 0 }), runImport(db, record!.id, { staleMs: 0 })]);
    const status = (await backoffice.get(`/api/backoffice/catalog/imports/${record!.id}`)).json();
    expect(status).toMatchObject({
      status: 'done',
      total: 3,
      done: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      failed: 0,
    });
  });
});

describe('what an import reaches (decision 006, "Scoped changes")', () => {
  it("drops nothing for a file imported again, search and the page for a description, the market's prices for a list price, the name orders for a name, and the whole catalog for anything else", async () => {
    const reachCategory = await createCategory(database, { slug: 'imp-reach', name: 'Rekkevidde' });
    await createCategory(database, { slug: 'imp-reach-other', name: 'Annet' });
    const file = (row: { description?: string; price?: string; name?: string; category?: string; gtin?: string }) =>
      [
        'product_number;sku;name_nb;description_nb;category;price_NO_NOK;gtin',
        `IMP-R1;IMP-R1-1;${row.name ?? 'Rekkevare'};${row.description ?? 'Hvit vare.'};${row.category ?? 'imp-reach'};${row.price ?? '10'};${row.gtin ?? ''}`,
        'IMP-R2;IMP-R2-1;Annen vare;Uendret.;imp-reach-other;20;',
      ].join('\n');
    expect(await imported(file({}))).toMatchObject({ status: 'done', created: 2 });
    const [reached] = await db.select({ id: products.id }).from(products).where(eq(products.productNumber, 'IMP-R1'));

    const shop = testClient(app, { secret: true, lang: 'nb' });
    const json = async (path: string, query?: Record<string, string>) => {
      const res = await shop.get(path, { query });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    type Card = { productNumber: string; fromPrice: { amount: number } | null };
    const read = async () => ({
      search: (await json('/api/catalog/search', { q: 'multebær' })).items.map((hit: Card) => hit.productNumber),
      card: (await json('/api/catalog/products', { category: 'imp-reach' })).items.map(
        (card: Card) => `${card.productNumber} ${card.fromPrice?.amount}`,
      ),
      page: (await json('/api/catalog/products/IMP-R1')) as { description: string; name: string },
      other: (await json('/api/catalog/products', { category: 'imp-reach-other' })).items.length,
    });
    const listings = cacheStats('catalog/listing-service', 2_500);
    const cards = cacheStats('catalog/listing-service', 5_000);
    const taxonomy = cacheStats('catalog/taxonomy', 1);
    const misses = () => ({ listings: listings.misses, cards: cards.misses, taxonomy: taxonomy.misses });
    const heard: string[] = [];
    const stop = watchInvalidations((namespace, scopes) => heard.push([namespace, ...scopes].join(' ')));
    /** Imports the file; answers what it did, what the caches heard, and what reading the storefront again built. */
    const importing = async (csv: string) => {
      await read();
      heard.length = 0;
      const before = misses();
      const result = await imported(csv);
      const after = await read();
      const built = misses();
      return {
        result,
        heard: [...new Set(heard)].sort(),
        after,
        built: {
          listings: built.listings - before.listings,
          cards: built.cards - before.cards,
          taxonomy: built.taxonomy - before.taxonomy,
        },
      };
    };
    try {
      expect(await read()).toMatchObject({ search: [], card: ['IMP-R1 1000'], other: 1 });

      // The same file again (an ERP's nightly full file): nothing changed, nothing is dropped or built again.
      const again = await importing(file({}));
      expect(again.result).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
      expect(again.heard).toEqual([]);
      expect(again.built).toEqual({ listings: 0, cards: 0, taxonomy: 0 });

      // A description: search finds its new word and the page shows it; the listings, cards and taxonomy stay kept.
      const described = await importing(file({ description: 'Tåler multebær.' }));
      expect(described.result).toMatchObject({ updated: 1, unchanged: 1 });
      expect(described.after).toMatchObject({ search: ['IMP-R1'], page: { description: 'Tåler multebær.' } });
      expect(described.heard).toEqual(['search', `texts p:${reached!.id}`]);
      expect(described.built).toEqual({ listings: 0, cards: 0, taxonomy: 0 });

      // A list price: the market's priced answers show it (the listing is built again from its kept cards).
      const priced = await importing(file({ description: 'Tåler multebær.', price: '12,50' }));
      expect(priced.result).toMatchObject({ updated: 1, unchanged: 1 });
      expect(priced.after.card).toEqual(['IMP-R1 1250']);
      expect(priced.heard).toEqual(['price m:NO:NOK']);
      expect(priced.built).toEqual({ listings: 2, cards: 0, taxonomy: 0 });

      // A product made out of the shop (inactive) and changed there: in no answer, so nothing is dropped.
      const drafts = (name: string) =>
        ['product_number;sku;name_nb;category;active', `IMP-R3;IMP-R3-1;${name};imp-reach;nei`].join('\n');
      const drafted = await importing(drafts('Utkast'));
      expect(drafted.result).toMatchObject({ created: 1 });
      const redrafted = await importing(drafts('Utkast to'));
      expect(redrafted.result).toMatchObject({ updated: 1 });
      expect([...drafted.heard, ...redrafted.heard]).toEqual([]);
      expect(redrafted.after.card).toEqual(['IMP-R1 1250']);

      // A name: its category's listing (its name order), search, and its page and card; the other category's listing
      // and the taxonomy stay kept.
      const named = { description: 'Tåler multebær.', price: '12,50', name: 'Nytt navn' };
      const renamed = await importing(file(named));
      expect(renamed.result).toMatchObject({ updated: 1, unchanged: 1 });
      expect(renamed.after.page.name).toBe('Nytt navn');
      expect(renamed.heard).toEqual([`names p:${reached!.id} c:${reachCategory.id} c:*`, 'search']);
      expect(renamed.built).toEqual({ listings: 1, cards: 1, taxonomy: 0 });

      // An EAN: what shows the product and what search finds by it, as a name; the taxonomy stays kept.
      const coded = await importing(file({ ...named, gtin: '7038010000218' }));
      expect(coded.result).toMatchObject({ updated: 1, unchanged: 1 });
      expect(coded.heard).toEqual([`names p:${reached!.id} c:${reachCategory.id} c:*`, 'search']);
      expect(coded.built).toEqual({ listings: 1, cards: 1, taxonomy: 0 });

      // Anything else (here its category): the whole catalog, as before.
      const moved = await importing(file({ ...named, category: 'imp-reach-other' }));
      expect(moved.after).toMatchObject({ card: [], other: 2 });
      expect(moved.heard).toContain('catalog');
      expect(moved.built).toMatchObject({ listings: 2, taxonomy: 1 });
    } finally {
      stop();
    }
  });
});

describe('who may import', () => {
  it('refuses customers (403) and anonymous callers (401), and 404s an unknown import', async () => {
    for (const token of [customer.admin.token, customer.buyer.token]) {
      expect((await post(token, { csv: goodFile })).statusCode).toBe(403);
      expect((await backoffice.get('/api/backoffice/catalog/imports', { token })).statusCode).toBe(403);
    }
    expect((await post(null, { csv: goodFile })).statusCode).toBe(401);
    expect((await backoffice.get('/api/backoffice/catalog/imports', { token: null })).statusCode).toBe(401);
    expect(
      (await api.post('/api/backoffice/catalog/imports', { secret: true, body: { csv: goodFile } })).statusCode,
    ).toBe(403);
    expect(
      (await backoffice.get('/api/backoffice/catalog/imports/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await backoffice.get('/api/backoffice/catalog/imports/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('cells', () => {
  it('reads prices in major units with a comma or a point, and checks GTIN check digits', () => {
    expect(parsePrice('89,5')).toBe(8_950);
    expect(parsePrice('90')).toBe(9_000);
    expect(parsePrice('0.05')).toBe(5);
    expect(parsePrice('1 000')).toBeNull();
    expect(parsePrice('-1')).toBeNull();
    expect(parsePrice('1,999')).toBeNull();
    expect(isValidGtin('7038010000102')).toBe(true);
    expect(isValidGtin('7038010000103')).toBe(false);
    expect(isValidGtin('96385074')).toBe(true);
    expect(isValidGtin('123')).toBe(false);
  });
});
