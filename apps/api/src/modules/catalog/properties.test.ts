import { beforeAll, describe, expect, it } from 'vitest';
import { type Call, testClient } from '../../../test/client';
import { createCategory, createCompanyWithPeople, createProduct } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';

const { app, database } = await createTestApp();

let token: string;
let product: Awaited<ReturnType<typeof createProduct>>;
let other: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  token = (await createCompanyWithPeople(database)).buyer.token;
  const category = await createCategory(database);
  product = await createProduct(database, {
    category,
    properties: {
      material: { nb: 'Nitril', en: 'Nitrile' },
      color: { nb: 'Blå', en: 'Blue' },
      hs_code: '4015.19',
    },
    variants: [
      { sku: `PROP-S-${Date.now()}`, properties: { size: 'S', supplier_ref: 'X-1', color: { nb: 'Rød', en: 'Red' } } },
      { sku: `PROP-M-${Date.now()}`, properties: { size: 'M', supplier_ref: 'X-2' } },
    ],
  });
  other = await createProduct(database, { category, properties: { material: 'Tre' } });
});

const api = testClient(app);
/** A GET as the signed-in buyer unless the call says otherwise. */
const get = (url: string, call: Call = {}) => api.get(url, { token, ...call });

describe('GET /api/product/{productId}/properties', () => {
  it('lists displayed properties in definition order, in the caller language', async () => {
    const en = await get(`/api/product/${product.id}/properties`, { lang: 'en' });
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({
      productId: product.id,
      properties: [
        { key: 'color', label: 'Colour', value: 'Blue', isDisplayed: true },
        { key: 'material', label: 'Material', value: 'Nitrile', isDisplayed: true },
      ],
    });
    const nb = await get(`/api/product/${product.id}/properties`);
    expect(nb.json().properties.map((p: { label: string; value: string }) => [p.label, p.value])).toEqual([
      ['Farge', 'Blå'],
      ['Materiale', 'Nitril'],
    ]);
  });

  it('finds the product by slug and by product number too', async () => {
    expect((await get(`/api/product/${product.slug}/properties`)).json().productId).toBe(product.id);
    expect((await get(`/api/product/${product.productNumber}/properties`)).json().productId).toBe(product.id);
  });

  it('answers the web server with the shared secret', async () => {
    const res = await get(`/api/product/${product.id}/properties`, { token: null, secret: true });
    expect(res.statusCode).toBe(200);
  });

  it('needs a token or the secret', async () => {
    const res = await api.get(`/api/product/${product.id}/properties`);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthenticated');
  });

  it('answers 404 for an unknown product, in the caller language', async () => {
    const nb = await get('/api/product/00000000-0000-4000-8000-000000000000/properties');
    expect(nb.statusCode).toBe(404);
    expect(nb.json()).toMatchObject({ code: 'not_found', title: 'Fant ikke det du spurte etter.' });
    const en = await get('/api/product/no-such-product/properties', { lang: 'en' });
    expect(en.statusCode).toBe(404);
    expect(en.json().title).toBe('What you asked for was not found.');
  });

  it('answers 400 for a product id that is too long', async () => {
    const res = await get(`/api/product/${'x'.repeat(150)}/properties`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('params.productId');
  });
});

describe('GET /api/product/{productId}/properties/all and /{key}', () => {
  it('lists hidden properties too', async () => {
    const res = await get(`/api/product/${product.id}/properties/all`);
    expect(res.statusCode).toBe(200);
    expect(res.json().properties.map((p: { key: string; isDisplayed: boolean }) => [p.key, p.isDisplayed])).toEqual([
      ['color', true],
      ['material', true],
      ['hs_code', false],
    ]);
  });

  it('gives one property by key, hidden or not', async () => {
    const res = await get(`/api/product/${product.id}/properties/hs_code`, { lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'hs_code', label: 'HS code', value: '4015.19', isDisplayed: false });
  });

  it('answers 404 property_unknown for a key the product lacks', async () => {
    for (const key of ['size', 'nonsense']) {
      const res = await get(`/api/product/${product.id}/properties/${key}`, { lang: 'en' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'property_unknown', title: 'The property does not exist.' });
    }
  });

  it('answers 404 for an unknown product', async () => {
    expect((await get('/api/product/nope/properties/all')).statusCode).toBe(404);
    expect((await get('/api/product/nope/properties/color')).statusCode).toBe(404);
  });
});

describe('variant properties', () => {
  it("lists a variant's displayed, all and single properties", async () => {
    const sku = product.variants[0]!.sku;
    const displayed = await get(`/api/product/${product.id}/variant/${sku}/properties`, { lang: 'en' });
    expect(displayed.statusCode).toBe(200);
    expect(displayed.json()).toEqual({
      productId: product.id,
      sku,
      properties: [
        { key: 'color', label: 'Colour', value: 'Red', isDisplayed: true },
        { key: 'size', label: 'Size', value: 'S', isDisplayed: true },
      ],
    });
    const all = await get(`/api/product/${product.id}/variant/${sku}/properties/all`);
    expect(all.json().properties.map((p: { key: string }) => p.key)).toEqual(['color', 'size', 'supplier_ref']);
    const one = await get(`/api/product/${product.slug}/variant/${sku}/properties/supplier_ref`);
    expect(one.json()).toMatchObject({ key: 'supplier_ref', label: 'Leverandørreferanse', value: 'X-1' });
  });

  it('answers 404 for a SKU of another product, an unknown key or product', async () => {
    const sku = product.variants[0]!.sku;
    expect((await get(`/api/product/${other.id}/variant/${sku}/properties`)).statusCode).toBe(404);
    expect((await get(`/api/product/${product.id}/variant/NOPE/properties/all`)).statusCode).toBe(404);
    const key = await get(`/api/product/${product.id}/variant/${sku}/properties/material`);
    expect(key.statusCode).toBe(404);
    expect(key.json().code).toBe('property_unknown');
    expect((await get(`/api/product/nope/variant/${sku}/properties/size`)).statusCode).toBe(404);
  });

  it('needs a token or the secret', async () => {
    const sku = product.variants[0]!.sku;
    expect((await api.get(`/api/product/${product.id}/variant/${sku}/properties/all`)).statusCode).toBe(401);
  });
});

describe('GET /products/{productId}/variants/properties', () => {
  it('lists every variant with all properties when no keys are asked', async () => {
    const res = await get(`/products/${product.id}/variants/properties`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.productId).toBe(product.id);
    expect(body.variants.map((v: { sku: string }) => v.sku)).toEqual(product.variants.map((v) => v.sku));
    expect(body.variants[1].properties.map((p: { key: string }) => p.key)).toEqual(['size', 'supplier_ref']);
  });

  it('keeps only the asked keys (repeated or comma-separated)', async () => {
    const repeated = await get(`/products/${product.id}/variants/properties?propertyKeys=size&propertyKeys=color`);
    expect(
      repeated.json().variants.map((v: { properties: { key: string }[] }) => v.properties.map((p) => p.key)),
    ).toEqual([['color', 'size'], ['size']]);
    const comma = await get(`/products/${product.id}/variants/properties?propertyKeys=size,supplier_ref`, {
      token: null,
      secret: true,
    });
    expect(comma.json().variants[0].properties.map((p: { value: string }) => p.value)).toEqual(['S', 'X-1']);
    // Clients that write arrays as `name[]` (issue 19 §1): the same keys, not all properties.
    const bracketed = await get(
      `/products/${product.id}/variants/properties?propertyKeys%5B%5D=size&propertyKeys%5B%5D=color`,
    );
    expect(bracketed.statusCode).toBe(200);
    expect(
      bracketed.json().variants.map((v: { properties: { key: string }[] }) => v.properties.map((p) => p.key)),
    ).toEqual([['color', 'size'], ['size']]);
    const unknown = await get(`/products/${product.id}/variants/properties?propertyKeys[]=colour`);
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 for an undefined key or unknown product', async () => {
    const key = await get(`/products/${product.id}/variants/properties?propertyKeys=size&propertyKeys=colour`);
    expect(key.statusCode).toBe(404);
    expect(key.json()).toMatchObject({ code: 'property_unknown', keys: ['colour'] });
    expect((await get('/products/nope/variants/properties')).statusCode).toBe(404);
  });

  it('needs a token or the secret', async () => {
    expect((await api.get(`/products/${product.id}/variants/properties`)).statusCode).toBe(401);
  });
});
