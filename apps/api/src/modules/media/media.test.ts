// Product media through HTTP with real sharp and real files (docs/media.md): uploads checked by content and limits,
// processed into AVIF/WebP/JPEG widths without EXIF, served immutable with an ETag; URL import from a local server;
// order, alt texts, variants, delete; who may do it.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
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
import { changeClockNow, watchInvalidations } from '../../lib/cache';
import { fetchImage, isPublicAddress } from './fetch-image';
import { widthsFor } from './processing';
import { coverImages } from './service';

const dataDir = await mkdtemp(path.join(tmpdir(), 'engros-media-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const { app, database } = await createTestApp({
  DATA_DIR: dataDir,
  MEDIA_MAX_UPLOAD_BYTES: String(2 * 1024 * 1024),
  MEDIA_MAX_PIXELS: String(4_000 * 3_000),
  MEDIA_IMPORT_ALLOW_PRIVATE: 'true',
  MEDIA_IMPORT_TIMEOUT_MS: '1500',
});
const agent = await createAgent(database);
const customer = await createCompanyWithPeople(database);
const category = await createCategory(database, { slug: 'media-gloves' });
const product = await createProduct(database, {
  category,
  name: { nb: 'Nitrilhanske blå', en: 'Nitrile glove blue' },
  productNumber: 'MEDIA-1',
  variants: [{ sku: 'MEDIA-1-S' }, { sku: 'MEDIA-1-L' }],
});
await createProduct(database, { category, productNumber: 'MEDIA-2', variants: [{ sku: 'MEDIA-2-A' }] });

const api = testClient(app, { token: agent.token, lang: 'en' });
const imagesPath = (ref: string) => `/api/backoffice/products/${ref}/images`;

/** A photo-like test picture: a gradient with a square, with EXIF (camera, orientation) as phones write it. */
async function photo(options: { width: number; height: number; format?: 'jpeg' | 'png'; hue?: number }) {
  const { width, height, hue = 200 } = options;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},60%,40%)"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><rect x="10%" y="10%" width="30%" height="30%" fill="#c33"/></svg>`;
  const image = sharp(Buffer.from(svg)).withExif({ IFD0: { Make: 'SecretCam', Model: 'X1', Copyright: 'GPS 59.9N' } });
  return options.format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

const upload = (ref: string, bytes: Buffer, contentType = 'image/jpeg', token: string | null = agent.token) =>
  api.post(imagesPath(ref), { token, headers: { 'content-type': contentType }, body: bytes });

describe('upload', () => {
  it('stores AVIF, WebP and JPEG in the responsive widths, without EXIF, content-addressed, and serves them', async () => {
    const bytes = await photo({ width: 1200, height: 900 });
    const res = await upload('MEDIA-1', bytes);
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json();
    expect(image).toMatchObject({
      sku: null,
      position: 0,
      width: 1200,
      height: 900,
      alt: 'Nitrile glove blue',
      altTexts: { nb: 'Nitrilhanske blå', en: 'Nitrile glove blue' },
    });
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder.length).toBeLessThan(400);
    expect(image.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(widthsFor(1200)).toEqual([320, 640, 1024, 1200]);
    expect(image.renditions).toHaveLength(12);
    expect(new Set(image.renditions.map((r: { format: string }) => r.format))).toEqual(
      new Set(['avif', 'webp', 'jpeg']),
    );
    expect(image.srcSet.avif).toMatch(/^\/media\/[a-f0-9]{32}\.avif 320w, .* 1200w$/);
    expect(image.url).toMatch(/^\/media\/[a-f0-9]{32}\.jpg$/);

    for (const rendition of image.renditions) {
      const file = await api.get(rendition.url, { token: null });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(`image/${rendition.format}`);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers.etag).toBe(`"${rendition.key.split('.')[0]}"`);
      expect(file.rawPayload.length).toBe(rendition.bytes);
      // Real images of the size announced, with no EXIF (the camera and its notes are gone).
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.format).toBe(
        rendition.format === 'jpeg' ? 'jpeg' : rendition.format === 'avif' ? 'heif' : 'webp',
      );
      expect(metadata.width).toBe(rendition.width);
      expect(metadata.exif).toBeUndefined();
    }
    const jpeg = image.renditions.find(
      (r: { format: string; width: number }) => r.format === 'jpeg' && r.width === 1200,
    );
    const again = await api.get(jpeg.url, { token: null, headers: { 'if-none-match': `"${jpeg.key.split('.')[0]}"` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('takes JSON with base64, a variant and alt texts; the same file again answers the image it has', async () => {
    const bytes = await photo({ width: 500, height: 500, format: 'png', hue: 20 });
    const body = { image: bytes.toString('base64'), sku: 'MEDIA-1-L', alt: { nb: 'Stor hanske', en: 'Large glove' } };
    const res = await api.post(imagesPath(product.id), { body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ sku: 'MEDIA-1-L', position: 1, alt: 'Large glove', width: 500, height: 500 });
    // Narrower than 640: 320 and its own width.
    expect(res.json().renditions.map((r: { width: number }) => r.width)).toEqual([320, 320, 320, 500, 500, 500]);
    const again = await api.post(imagesPath(product.slug), { body });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(res.json().id);
  });

  it('reads the type from the content, not the name or the content-type', async () => {
    const text = Buffer.from('<html>not a picture</html>');
    const res = await upload('MEDIA-2', text, 'image/jpeg');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'image_unsupported' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const refused = await upload('MEDIA-2', svg, 'image/png');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'image_unsupported' });
    expect(refused.json().detail).toMatch(/svg/);
    // A PNG sent as octet-stream is a PNG.
    const png = await upload(
      'MEDIA-2',
      await photo({ width: 64, height: 48, format: 'png' }),
      'application/octet-stream',
    );
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json().renditions.map((r: { width: number }) => r.width)).toEqual([64, 64, 64]);
  });

  it('refuses files over the size limit and images over the pixel limit', async () => {
    const tooBig = await upload('MEDIA-2', Buffer.alloc(2 * 1024 * 1024 + 1, 1));
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toMatchObject({ code: 'image_too_large', detail: expect.stringMatching(/2097153 bytes/) });
    // A body far over the limit is cut off while it arrives.
    const far = await upload('MEDIA-2', Buffer.alloc(3 * 1024 * 1024, 1));
    expect(far.statusCode).toBe(413);
    // 5000 × 3000 is a small file (one colour) but 15 million pixels: over the 12 million allowed.
    const bomb = await sharp({ create: { width: 5000, height: 3000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await upload('MEDIA-2', bomb, 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'image_too_large' });
    expect(res.json().detail).toMatch(/5000 × 3000/);
  });

  it('names a variant of the product only, and a product that exists', async () => {
    const bytes = (await photo({ width: 100, height: 100 })).toString('base64');
    const wrong = await api.post(imagesPath('MEDIA-1'), { body: { image: bytes, sku: 'MEDIA-2-A' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'image_variant_unknown' });
    const missing = await api.post(imagesPath('NO-SUCH'), { body: { image: bytes } });
    expect(missing.statusCode).toBe(404);
  });

  it('is for agents: customers 403, anonymous 401; the files are public', async () => {
    const bytes = await photo({ width: 100, height: 100 });
    expect((await upload('MEDIA-1', bytes, 'image/jpeg', customer.admin.token)).statusCode).toBe(403);
    expect((await upload('MEDIA-1', bytes, 'image/jpeg', null)).statusCode).toBe(401);
    expect((await api.get(imagesPath('MEDIA-1'), { token: customer.admin.token })).statusCode).toBe(403);
    expect((await api.get(`/media/${'0'.repeat(32)}.jpg`, { token: null })).statusCode).toBe(404);
    expect((await api.get('/media/..%2F..%2Fetc%2Fpasswd', { token: null })).statusCode).toBe(404);
  });
});

describe('managing', () => {
  it('reorders (the first is the cover), changes alt texts and the variant, deletes and closes the gap', async () => {
    const list = (await api.get(imagesPath('MEDIA-1'))).json().items as { id: string; position: number }[];
    expect(list.map((image) => image.position)).toEqual([0, 1]);
    const [first, second] = list;
    const wrongOrder = await api.put(`${imagesPath('MEDIA-1')}/order`, { body: { imageIds: [second!.id] } });
    expect(wrongOrder.statusCode).toBe(422);
    expect(wrongOrder.json()).toMatchObject({ code: 'image_order_invalid' });
    const reordered = await api.put(`${imagesPath('MEDIA-1')}/order`, { body: { imageIds: [second!.id, first!.id] } });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().items.map((image: { id: string }) => image.id)).toEqual([second!.id, first!.id]);

    const patched = await api.patch(`${imagesPath('MEDIA-1')}/${first!.id}`, {
      body: { alt: { nb: 'Blå hanske i eske' }, sku: 'MEDIA-1-S' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      sku: 'MEDIA-1-S',
      altTexts: { nb: 'Blå hanske i eske', en: 'Nitrile glove blue' },
    });
    const cleared = await api.patch(`${imagesPath('MEDIA-1')}/${first!.id}`, { body: { sku: null } });
    expect(cleared.json().sku).toBeNull();

    // Sent again as they are (a form saved again, a feed resending them): nothing is dropped; a change is.
    const heard: string[] = [];
    const stop = watchInvalidations((namespace) => heard.push(namespace));
    try {
      const same = await api.patch(`${imagesPath('MEDIA-1')}/${first!.id}`, {
        body: { alt: { nb: 'Blå hanske i eske' }, sku: null },
      });
      expect(same.json()).toMatchObject({ sku: null, altTexts: { nb: 'Blå hanske i eske' } });
      const sameOrder = await api.put(`${imagesPath('MEDIA-1')}/order`, {
        body: { imageIds: [second!.id, first!.id] },
      });
      expect(sameOrder.json().items.map((image: { id: string }) => image.id)).toEqual([second!.id, first!.id]);
      expect(heard).toEqual([]);
      const renamed = await api.patch(`${imagesPath('MEDIA-1')}/${first!.id}`, { body: { alt: { en: 'Blue glove' } } });
      expect(renamed.json().altTexts).toEqual({ nb: 'Blå hanske i eske', en: 'Blue glove' });
      expect(heard).toEqual(['pictures']);
      await api.patch(`${imagesPath('MEDIA-1')}/${first!.id}`, { body: { alt: { en: 'Nitrile glove blue' } } });
    } finally {
      stop();
    }

    const file = reordered.json().items[0].renditions[0].url;
    expect((await api.get(file, { token: null })).statusCode).toBe(200);
    const deleted = await api.delete(`${imagesPath('MEDIA-1')}/${second!.id}`);
    expect(deleted.statusCode).toBe(204);
    const left = (await api.get(imagesPath('MEDIA-1'))).json().items;
    expect(left.map((image: { id: string; position: number }) => [image.id, image.position])).toEqual([[first!.id, 0]]);
    // Its files went with it (no other image has the same bytes).
    expect((await api.get(file, { token: null })).statusCode).toBe(404);
    expect((await api.delete(`${imagesPath('MEDIA-1')}/${second!.id}`)).statusCode).toBe(404);
  });
});

// A local image server for the URL imports (allowed by MEDIA_IMPORT_ALLOW_PRIVATE in this file only).
const served = await photo({ width: 800, height: 600, hue: 90 });
const server = createServer((request, response) => {
  if (request.url === '/glove.jpg') return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(served);
  if (request.url === '/moved') return response.writeHead(302, { location: '/glove.jpg' }).end();
  if (request.url === '/slow') return setTimeout(() => response.end(served), 3_000);
  if (request.url === '/huge') return response.writeHead(200).end(Buffer.alloc(3 * 1024 * 1024));
  response.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
describe('import by URL', () => {
  const importUrl = (url: string) => api.post(`${imagesPath('MEDIA-2')}/import`, { body: { url } });

  it('fetches, processes and records the source (following a redirect)', async () => {
    const res = await importUrl(`${base}/moved`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ width: 800, height: 600, sourceUrl: `${base}/moved` });
    expect((await importUrl(`${base}/glove.jpg`)).statusCode).toBe(200);
  });

  it('says why when it cannot: an error answer, too slow, too large, not http', async () => {
    expect((await importUrl(`${base}/nothing`)).json()).toMatchObject({ code: 'image_fetch_failed' });
    const slow = await importUrl(`${base}/slow`);
    expect(slow.statusCode).toBe(422);
    expect(slow.json()).toMatchObject({ code: 'image_fetch_failed', detail: 'No answer within 1500 ms.' });
    expect((await importUrl(`${base}/huge`)).json()).toMatchObject({ code: 'image_too_large' });
    const file = await api.post(`${imagesPath('MEDIA-2')}/import`, { body: { url: 'file:///etc/passwd' } });
    expect(file.statusCode).toBe(422);
    expect(file.json()).toMatchObject({ code: 'image_url_refused' });
  });

  it('refuses private, loopback and link-local addresses unless the test setting allows them', async () => {
    const strict = { maxBytes: 1024 * 1024, timeoutMs: 1000, allowPrivate: false };
    for (const url of [
      `${base}/glove.jpg`,
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/x',
      'http://10.0.0.1/',
    ]) {
      await expect(fetchImage(url, strict)).rejects.toMatchObject({ code: 'image_url_refused' });
    }
    // A name that resolves to a loopback address is refused on connecting, not only by its spelling.
    const port = new URL(base).port;
    await expect(fetchImage(`http://localhost:${port}/glove.jpg`, strict)).rejects.toMatchObject({
      code: 'image_url_refused',
    });
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:127.0.0.1')).toBe(false);
  });
});

describe('in product answers', () => {
  it('cards in listings and search carry the cover in card widths; the product page every image', async () => {
    const shop = testClient(app, { secret: true, lang: 'nb' });
    const page = await shop.get('/api/catalog/products', { query: { category: 'media-gloves' } });
    expect(page.statusCode, page.body).toBe(200);
    const cards = page.json().items as { productNumber: string; image: Record<string, unknown> | null }[];
    const card = cards.find((item) => item.productNumber === 'MEDIA-1')!;
    expect(card.image).toMatchObject({ alt: 'Blå hanske i eske', width: 640, height: 480 });
    expect(card.image!.srcSet).toMatchObject({ avif: expect.stringMatching(/ 320w, \/media\/\S+ 640w$/) });
    expect(String(card.image!.placeholder)).toMatch(/^data:image\/webp;base64,/);
    const found = await shop.get('/api/catalog/search', { query: { q: 'MEDIA-1' } });
    expect(found.json().items[0]).toMatchObject({ productNumber: 'MEDIA-1', image: { alt: 'Blå hanske i eske' } });

    const bare = await createProduct(database, { category, productNumber: 'MEDIA-3' });
    const none = await shop.get(`/api/catalog/products/${bare.id}`);
    expect(none.json().images).toEqual([]);
    const detail = await shop.get('/api/catalog/products/MEDIA-2', { lang: 'en' });
    expect(detail.statusCode, detail.body).toBe(200);
    const images = detail.json().images as { position: number; width: number; srcSet: { jpeg: string } }[];
    expect(images.map((image) => image.position)).toEqual(images.map((_, index) => index));
    expect(images[0]).toMatchObject({ width: 64, height: 48, sku: null });
    expect(images.some((image) => image.srcSet.jpeg.endsWith(' 800w'))).toBe(true);
  });
  it('shows a new picture at once in the kept answers that show its product, and keeps every other (decision 006)', async () => {
    const shop = testClient(app, { secret: true, lang: 'nb' });
    await createProduct(database, { category, productNumber: 'MEDIA-6', variants: [{ sku: 'MEDIA-6-A' }] });
    const other = await createCategory(database, { slug: 'media-other' });
    await createProduct(database, { category: other, productNumber: 'MEDIA-7', variants: [{ sku: 'MEDIA-7-A' }] });
    const listings = cacheStats('catalog/listing-service', 2_500);
    const cards = cacheStats('catalog/listing-service', 5_000);
    const products = cacheStats('catalog/service', 5_000);
    const taxonomy = cacheStats('catalog/taxonomy', 1);
    const json = async (path: string, query?: Record<string, string>) => {
      const res = await shop.get(path, { query });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    type Card = { productNumber: string; image: { alt: string } | null };
    const coverIn = (items: Card[]) => items.find((item) => item.productNumber === 'MEDIA-6')?.image ?? null;
    const read = async () => ({
      listing: coverIn((await json('/api/catalog/products', { category: 'media-gloves' })).items),
      search: coverIn((await json('/api/catalog/search', { q: 'MEDIA-6' })).items),
      gallery: (await json('/api/catalog/products/MEDIA-6')).images.length as number,
      others: [
        await json('/api/catalog/products', { category: 'media-other' }),
        await json('/api/catalog/products/MEDIA-7'),
      ],
    });
    // Kept: read twice, the second from the caches.
    await read();
    expect(await read()).toMatchObject({ listing: null, search: null, gallery: 0 });
    const before = {
      listings: listings.misses,
      cards: cards.misses,
      products: products.misses,
      taxonomy: taxonomy.misses,
    };

    const added = await upload('MEDIA-6', await photo({ width: 800, height: 600, hue: 90 }));
    expect(added.statusCode, added.body).toBe(201);
    const after = await read();
    expect(after.listing).toMatchObject({ alt: expect.any(String) });
    expect(after.search).toMatchObject({ alt: expect.any(String) });
    expect(after.gallery).toBe(1);
    // Built again: the listing and the product page that show MEDIA-6, from kept cards. Kept: the other category's
    // listing and MEDIA-7's page, and the taxonomy.
    expect(listings.misses).toBe(before.listings + 1);
    expect(products.misses).toBe(before.products + 1);
    expect(cards.misses).toBe(before.cards);
    expect(taxonomy.misses).toBe(before.taxonomy);
  });
  it('does not keep the covers a listing statement read before a picture of theirs changed', async () => {
    const made = await createProduct(database, {
      category,
      productNumber: 'MEDIA-8',
      variants: [{ sku: 'MEDIA-8-A' }],
    });
    // The listing's statement read MEDIA-8 without a cover; a picture came before its covers were kept.
    const at = changeClockNow();
    expect((await upload('MEDIA-8', await photo({ width: 600, height: 600, hue: 30 }))).statusCode).toBe(201);
    const read = { ids: [made.id], rows: [], at };
    const covers = await coverImages(database.db, { productIds: [made.id], lang: 'nb', read });
    expect(covers.get(made.id)).toMatchObject({ alt: expect.any(String) });
  });
});

describe('in cart and shopping-list lines', () => {
  it("carries the product's cover on each line (null for a product without pictures)", async () => {
    await createPriceList(database, {
      prices: [
        { sku: 'MEDIA-1-S', unitPrice: 5_000 },
        { sku: 'MEDIA-2-A', unitPrice: 7_000 },
      ],
    });
    const bare = await createProduct(database, {
      category,
      productNumber: 'MEDIA-4',
      variants: [{ sku: 'MEDIA-4-A' }],
    });
    await createPriceList(database, {
      code: 'LIST-NO-MEDIA4',
      prices: [{ sku: bare.variants[0]!.sku, unitPrice: 100 }],
    });
    const buyer = customer.buyer;
    const add = (sku: string) =>
      api.post('/api/ardis/cart/addorderline', {
        token: buyer.token,
        body: { pid: buyer.contact.id, sku, quantity: 1 },
      });
    expect((await add('MEDIA-1-S')).statusCode).toBe(200);
    const cart = (await add('MEDIA-4-A')).json();
    const bySku = Object.fromEntries(cart.lines.map((line: { sku: string; image: unknown }) => [line.sku, line.image]));
    expect(bySku['MEDIA-1-S']).toMatchObject({
      alt: 'Nitrile glove blue',
      width: 640,
      url: expect.stringMatching(/^\/media\//),
    });
    expect(bySku['MEDIA-4-A']).toBeNull();

    // Shopping lists' lines too.
    const list = await api.post('/api/shoppinglist/create', {
      token: buyer.token,
      body: { customerId: customer.company.id, name: 'Hansker' },
    });
    expect(list.statusCode, list.body).toBe(201);
    const added = await api.post(`/api/shoppinglist/${list.json().id}/lines`, {
      token: buyer.token,
      body: { sku: 'MEDIA-1-S', quantity: 2 },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().lines[0].image).toMatchObject({ alt: 'Nitrile glove blue', width: 640 });
  });
});
