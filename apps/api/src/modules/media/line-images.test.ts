// Lines carry a picture (docs/media.md): cart lines (carts, checkout, approvals), shopping list lines and the
// variant lookup (quick order) answer each SKU's own image, else its product's cover, else null.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createAgent,
  createCategory,
  createCompanyWithPeople,
  createPriceList,
  createProduct,
} from '../../../test/factories';
import { createTestApp } from '../../../test/helper';

const dataDir = await mkdtemp(path.join(tmpdir(), 'engros-line-images-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const { app, database } = await createTestApp({ DATA_DIR: dataDir });
const api = testClient(app, { lang: 'en' });
const agent = await createAgent(database);
const { company, buyer } = await createCompanyWithPeople(database);
const category = await createCategory(database, { slug: 'line-images' });
await createProduct(database, {
  category,
  name: { nb: 'Hanske', en: 'Glove' },
  productNumber: 'LINE-1',
  variants: [{ sku: 'LINE-1-S' }, { sku: 'LINE-1-L' }],
});
await createProduct(database, { category, productNumber: 'LINE-2', variants: [{ sku: 'LINE-2-A' }] });
const later = await createCategory(database, { slug: 'line-images-later' });
await createProduct(database, { category: later, productNumber: 'LINE-3', variants: [{ sku: 'LINE-3-A' }] });
await createPriceList(database, {
  prices: ['LINE-1-S', 'LINE-1-L', 'LINE-2-A'].map((sku) => ({ sku, unitPrice: 10_000 })),
});

const picture = (hue: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: `hsl(${hue}, 60%, 45%)` } })
    .jpeg()
    .toBuffer();

async function upload(productRef: string, bytes: Buffer, body: object = {}) {
  const res = await api.post(`/api/backoffice/products/${productRef}/images`, {
    token: agent.token,
    body: { image: bytes.toString('base64'), ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { url: string; srcSet: { jpeg: string } };
}

const cover = await upload('LINE-1', await picture(10));
const ownOfLarge = await upload('LINE-1', await picture(200), { sku: 'LINE-1-L', alt: { en: 'Glove, size L' } });
const jpegOf = (image: { srcSet: { jpeg: string } } | null) => image?.srcSet.jpeg.split(', ')[0]?.split(' ')[0];

describe('listing cards', () => {
  it('show a picture as soon as it is added, though the listing was cached without it', async () => {
    const listing = () => api.get('/api/catalog/products', { query: { category: 'line-images-later' } });
    expect((await listing()).json().items[0].image).toBeNull();
    await upload('LINE-3', await picture(120));
    expect((await listing()).json().items[0].image).toMatchObject({ alt: expect.any(String) });
  });
});

describe('line images', () => {
  it('the variant lookup answers the own image, else the cover, else null, in card widths', async () => {
    const res = await api.get('/api/ardis/product/variants', {
      token: buyer.token,
      query: { skus: 'LINE-1-S,LINE-1-L,LINE-2-A' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const bySku = new Map(res.json().variants.map((v: { sku: string; image: unknown }) => [v.sku, v.image]));
    const small = bySku.get('LINE-1-S') as { alt: string; width: number; height: number; srcSet: { jpeg: string } };
    const large = bySku.get('LINE-1-L') as typeof small;
    expect(jpegOf(small)).toBe(jpegOf(cover));
    expect(jpegOf(large)).toBe(jpegOf(ownOfLarge));
    expect(large.alt).toBe('Glove, size L');
    expect(small.alt).toBe('Glove');
    // Card widths: at most 640 px, the aspect ratio kept.
    expect(small).toMatchObject({ width: 640, height: 427 });
    expect(small.srcSet.jpeg).not.toMatch(/1024w/);
    expect(bySku.get('LINE-2-A')).toBeNull();
  });

  it('cart lines carry the picture', async () => {
    for (const sku of ['LINE-1-S', 'LINE-1-L', 'LINE-2-A']) {
      const res = await api.post('/api/ardis/cart/addorderline', {
        token: buyer.token,
        body: { pid: buyer.contact.id, customerId: company.id, sku, quantity: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const cart = await api.get('/api/ardis/cart', {
      token: buyer.token,
      query: { pid: buyer.contact.id, customerId: company.id },
    });
    const lines = new Map(cart.json().lines.map((l: { sku: string; image: unknown }) => [l.sku, l.image]));
    expect(jpegOf(lines.get('LINE-1-S') as never)).toBe(jpegOf(cover));
    expect(jpegOf(lines.get('LINE-1-L') as never)).toBe(jpegOf(ownOfLarge));
    expect(lines.get('LINE-2-A')).toBeNull();

    // The cart's answer and the SKU pictures are kept (read twice); a new picture shows at once all the same.
    const read = async () => {
      const again = await api.get('/api/ardis/cart', {
        token: buyer.token,
        query: { pid: buyer.contact.id, customerId: company.id },
      });
      return new Map(again.json().lines.map((l: { sku: string; image: unknown }) => [l.sku, l.image]));
    };
    expect((await read()).get('LINE-2-A')).toBeNull();
    const added = await upload('LINE-2', await picture(300));
    expect(jpegOf((await read()).get('LINE-2-A') as never)).toBe(jpegOf(added));
    const lookup = await api.get('/api/ardis/product/variants', { token: buyer.token, query: { skus: 'LINE-2-A' } });
    expect(jpegOf(lookup.json().variants[0].image)).toBe(jpegOf(added));
  });

  it('shopping list lines carry the picture', async () => {
    const list = await api.post('/api/shoppinglist/create', {
      token: buyer.token,
      body: { customerId: company.id, name: 'With pictures' },
    });
    expect(list.statusCode, list.body).toBe(201);
    const { id } = list.json();
    const added = await api.post(`/api/shoppinglist/${id}/lines`, {
      token: buyer.token,
      body: { sku: 'LINE-1-L', quantity: 2 },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const res = await api.get(`/api/shoppinglist/${id}`, { token: buyer.token });
    expect(jpegOf(res.json().lines[0].image)).toBe(jpegOf(ownOfLarge));
  });
});
