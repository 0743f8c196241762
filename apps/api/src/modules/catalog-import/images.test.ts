// Pictures in catalog imports (docs/backoffice-catalog.md): an `image` column with URLs, a zip beside the CSV (or
// holding it) with files named in `image`/`variant_image`, checked before anything is written; re-imports add none.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createAgent, createCategory } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { waitForImport } from './service';

const dataDir = await mkdtemp(path.join(tmpdir(), 'engros-import-media-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const { app, database } = await createTestApp({ DATA_DIR: dataDir, MEDIA_IMPORT_ALLOW_PRIVATE: 'true' });
await createCategory(database, { slug: 'imgimp-gloves' });
const agent = await createAgent(database);
const api = testClient(app, { token: agent.token, lang: 'en' });

const picture = (hue: number, width = 300) =>
  sharp({ create: { width, height: 200, channels: 3, background: `hsl(${hue}, 60%, 50%)` } })
    .png()
    .toBuffer();
const served = await picture(10, 400);
const server = createServer((request, response) => {
  if (request.url === '/red.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(served);
  response.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

const header = 'product_number;sku;name_nb;category;pack_size;image;variant_image';

async function imported(body: object | Buffer, contentType = 'application/json') {
  const res = await api.post('/api/backoffice/catalog/imports', {
    headers: { 'content-type': contentType },
    body: Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });
  expect(res.statusCode, res.body).toBe(202);
  await waitForImport(res.json().id);
  return (await api.get(`/api/backoffice/catalog/imports/${res.json().id}`)).json();
}
const imagesOf = async (ref: string) =>
  (await api.get(`/api/backoffice/products/${ref}/images`)).json().items as {
    sku: string | null;
    width: number;
    sourceUrl: string | null;
  }[];

it('adds pictures by URL and by file name in a zip (the variant’s own too); the same file again adds none', async () => {
  const zip = Buffer.from(zipSync({ 'pictures/blue.png': await picture(220), 'green.png': await picture(120, 250) }));
  const csv = [
    header,
    `II-1;II-1-S;Hanske med bilde;imgimp-gloves;10;${base}/red.png|pictures/blue.png;`,
    'II-1;II-1-L;Hanske med bilde;imgimp-gloves;10;;green.png',
  ].join('\n');
  const result = await imported({ csv, fileName: 'with-pictures.csv', zip: zip.toString('base64') });
  expect(result).toMatchObject({ status: 'done', created: 2, failed: 0, failures: [] });
  const images = await imagesOf('II-1');
  expect(images.map((image) => [image.sku, image.width, image.sourceUrl])).toEqual([
    [null, 400, `${base}/red.png`],
    [null, 300, null],
    ['II-1-L', 250, null],
  ]);
  const page = await api.get('/api/catalog/products/II-1', { token: null, secret: true });
  expect(page.json().images).toHaveLength(3);

  const again = await imported({ csv, zip: zip.toString('base64') });
  expect(again).toMatchObject({ status: 'done', unchanged: 2, failures: [] });
  expect(await imagesOf('II-1')).toHaveLength(3);
});

it('takes one zip holding the CSV and its pictures as application/zip', async () => {
  const csv = [header, 'II-2;II-2-A;Eske med bilde;imgimp-gloves;1;box.jpg;'].join('\n');
  const zip = zipSync({
    'catalog.csv': Buffer.from(csv),
    'box.jpg': await sharp(await picture(40))
      .jpeg()
      .toBuffer(),
  });
  const result = await imported(Buffer.from(zip), 'application/zip');
  expect(result).toMatchObject({ status: 'done', created: 1, failures: [] });
  expect(await imagesOf('II-2')).toHaveLength(1);
});

it('checks the pictures before anything is written: missing files, wrong URLs, files that are no image', async () => {
  const zip = zipSync({ 'fake.jpg': Buffer.from('not a picture'), 'ok.png': await picture(300) });
  const csv = [
    header,
    'II-3;II-3-A;Feil;imgimp-gloves;1;missing.png;',
    'II-4;II-4-A;Feil;imgimp-gloves;1;ftp://example.com/a.png;fake.jpg',
    'II-5;II-5-A;Riktig;imgimp-gloves;1;ok.png;',
  ].join('\n');
  const res = await api.post('/api/backoffice/catalog/imports', {
    body: { csv, zip: Buffer.from(zip).toString('base64') },
  });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().rows).toEqual([
    { row: 2, column: 'image', sku: 'II-3-A', problem: 'image_not_in_zip', detail: 'missing.png' },
    { row: 3, column: 'image', sku: 'II-4-A', problem: 'invalid_image_url', detail: 'ftp://example.com/a.png' },
  ]);
  // The files are checked once the rows are clean: a file that is no picture is named with its line.
  const second = await api.post('/api/backoffice/catalog/imports', {
    body: {
      csv: [header, 'II-4;II-4-A;Feil;imgimp-gloves;1;;fake.jpg', 'II-5;II-5-A;Riktig;imgimp-gloves;1;ok.png;'].join(
        '\n',
      ),
      zip: Buffer.from(zip).toString('base64'),
    },
  });
  expect(second.statusCode).toBe(400);
  expect(second.json().rows).toEqual([
    {
      row: 2,
      column: 'variant_image',
      sku: 'II-4-A',
      problem: 'invalid_image',
      detail: expect.stringMatching(/^fake\.jpg: /),
    },
  ]);
  expect((await api.get('/api/catalog/products/II-5', { token: null, secret: true })).statusCode).toBe(404);
});

it('records a picture that cannot be fetched as a failure of its row, and applies the row', async () => {
  const csv = [header, `II-6;II-6-A;Uten bilde;imgimp-gloves;1;${base}/gone.png;`].join('\n');
  const result = await imported({ csv });
  expect(result).toMatchObject({ status: 'done', created: 1, failed: 0 });
  expect(result.failures).toEqual([
    {
      row: 2,
      sku: 'II-6-A',
      reason: expect.stringMatching(/^image http:\/\/127\.0\.0\.1:\d+\/gone\.png: The server answered 404/),
    },
  ]);
  expect(await imagesOf('II-6')).toEqual([]);
});
