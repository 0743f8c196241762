// GET /api/catalog/changes (docs/decisions/018-page-cache.md): the web servers hear every catalog and price change as
// it happens, so the signed-out pages they keep never outlive one.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
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
  setContract,
} from '../../../test/factories';
import { createTestApp, secretHeaders } from '../../../test/helper';
import { invalidateCaches } from '../../lib/cache';

// Pictures are stored under DATA_DIR: a directory of this file's own.
const dataDir = await mkdtemp(path.join(tmpdir(), 'engros-changes-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const { app, database } = await createTestApp({ DATA_DIR: dataDir });
const api = testClient(app);
await app.listen({ host: '127.0.0.1', port: 0 });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/catalog/changes`;

/** Reads the stream's events (name and data) until `count` arrived. */
async function events(response: Response, count: number) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const found: { event: string; data: string }[] = [];
  let text = '';
  while (found.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
    let end = text.indexOf('\n\n');
    while (end >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      if (event) found.push({ event, data: /^data: ?(.*)$/m.exec(block)?.[1] ?? '' });
      end = text.indexOf('\n\n');
    }
  }
  reader.releaseLock();
  return found;
}

describe('GET /api/catalog/changes', () => {
  it('sends ready, then every catalog, price and picture change; not the order or delivery ones', async () => {
    // Left open: the app's close ends it (as it ends a web server's stream when an API node stops).
    const response = await fetch(url, { headers: secretHeaders });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reading = events(response, 4);
    // A back-office change through the API, as a web server would not see it itself.
    const agent = await createAgent(database);
    const created = await api.post('/api/backoffice/search-synonyms', {
      token: agent.token,
      body: { terms: ['kaffe', 'kaffebønner'] },
    });
    expect(created.statusCode).toBe(201);
    invalidateCaches('order');
    invalidateCaches('price');
    // A picture (the media module's change): every page that shows it, as the catalog's.
    invalidateCaches('pictures');
    expect(await reading).toEqual([
      { event: 'ready', data: '' },
      { event: 'changed', data: 'catalog' },
      { event: 'changed', data: 'price' },
      { event: 'changed', data: 'pictures' },
    ]);
  });

  /** The first `expected` events the stream sends while `token` makes these PUTs one after the other (each 200). */
  async function eventsDuring(token: string, puts: (readonly [string, object])[], expected = puts.length + 1) {
    // Left open, as the first test's.
    const response = await fetch(url, { headers: secretHeaders });
    const reading = events(response, expected);
    for (const [path, body] of puts) {
      const res = await api.put(path, { token, body });
      expect(res.statusCode, res.body).toBe(200);
    }
    return reading;
  }

  it('tells a change to companies’ own prices (a contract list), naming them, from one a visitor sees (a market’s list)', async () => {
    const product = await createProduct(database, { category: await createCategory(database) });
    const sku = product.variants[0]!.sku;
    const contract = await createPriceList(database, { kind: 'contract', prices: [{ sku, unitPrice: 900 }] });
    const list = await createPriceList(database, { prices: [{ sku, unitPrice: 1_000 }] });
    // A contract list given to nobody yet: no page shows its prices, so its change is not told.
    const unheld = await createPriceList(database, { kind: 'contract', prices: [{ sku, unitPrice: 950 }] });
    const { company } = await createCompanyWithPeople(database);
    await setContract(database, company.id, contract.id);
    const agent = await createAgent(database, 'catalog_manager');
    const tiers = { tiers: [{ minQuantity: 1, unitPrice: 800 }] };
    expect(
      await eventsDuring(
        agent.token,
        [
          [`/api/backoffice/price-lists/${unheld.id}/prices/${sku}`, tiers],
          [`/api/backoffice/price-lists/${contract.id}/prices/${sku}`, tiers],
          [`/api/backoffice/price-lists/${list.id}/prices/${sku}`, tiers],
        ],
        3,
      ),
    ).toEqual([
      { event: 'ready', data: '' },
      { event: 'changed', data: `price:companies ${company.id}` },
      { event: 'changed', data: 'price' },
    ]);
  });

  it('tells a company’s assortment given or changed as a change to that company’s pages only', async () => {
    const category = await createCategory(database);
    const { company } = await createCompanyWithPeople(database);
    const agent = await createAgent(database, 'administrator');
    const rules = [{ effect: 'include', target: 'category', targetId: category.id }];
    const created = await api.post('/api/backoffice/assortments', {
      token: agent.token,
      body: { name: `Endringer ${category.slug}`, rules },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    // Given to the company (its `co:`), then its rules saved again under a new name (its `as:`): no catalog change.
    expect(
      await eventsDuring(agent.token, [
        [`/api/backoffice/customers/${company.id}/assortment`, { assortmentId: id }],
        [`/api/backoffice/assortments/${id}`, { name: `Endringer ${category.slug} 2`, rules }],
      ]),
    ).toEqual([
      { event: 'ready', data: '' },
      { event: 'changed', data: `catalog:companies ${company.id}` },
      { event: 'changed', data: `catalog:companies ${company.id}` },
    ]);
  });

  it('names the products whose pictures changed by their slugs: the web drops only the pages that show them', async () => {
    const product = await createProduct(database, { category: await createCategory(database) });
    const agent = await createAgent(database, 'catalog_manager');
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const response = await fetch(url, { headers: secretHeaders });
    const reading = events(response, 3);
    const images = `/api/backoffice/products/${product.id}/images`;
    const added = await api.post(images, {
      token: agent.token,
      headers: { 'content-type': 'image/jpeg' },
      body: picture,
    });
    expect(added.statusCode, added.body).toBe(201);
    const patched = await api.patch(`${images}/${added.json().id}`, {
      token: agent.token,
      body: { alt: { nb: 'Rød flaske', en: 'Red bottle' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await reading).toEqual([
      { event: 'ready', data: '' },
      { event: 'changed', data: `pictures:products ${product.slug}` },
      { event: 'changed', data: `pictures:products ${product.slug}` },
    ]);
    // Parts that name no product (or one not known) reach every page.
    const again = await fetch(url, { headers: secretHeaders });
    const unnamed = events(again, 3);
    invalidateCaches('pictures', { scopes: ['skus'] });
    invalidateCaches('pictures', { scopes: ['p:7d1f0c5e-0000-4000-8000-00000000dead', 'skus'] });
    expect(await unnamed).toEqual([
      { event: 'ready', data: '' },
      { event: 'changed', data: 'pictures' },
      { event: 'changed', data: 'pictures' },
    ]);
  });

  it('names the products whose stock or lead times alone changed by their slugs; any other edit reaches every page', async () => {
    const product = await createProduct(database, {
      category: await createCategory(database),
      variants: [{ sku: 'CHG-STOCK-1', stock: 0 }],
    });
    const agent = await createAgent(database, 'catalog_manager');
    const path = `/api/backoffice/products/${product.id}`;
    const { gtin: _, ...variant } = (await api.get(path, { token: agent.token })).json().variants[0];
    const edit = (await api.get(path, { token: agent.token })).json();
    const events = await eventsDuring(
      agent.token,
      [
        [path, { ...edit, variants: [{ ...variant, stock: 12 }] }],
        [path, { ...edit, variants: [{ ...variant, stock: 12, leadTimeDays: 9 }] }],
        [path, { ...edit, packSize: edit.packSize + 1, variants: [{ ...variant, stock: 12 }] }],
      ],
      5,
    );
    expect(events).toEqual([
      { event: 'ready', data: '' },
      { event: 'changed', data: `stock:products ${product.slug}` },
      { event: 'changed', data: `stock:products ${product.slug}` },
      // The search index's and the commit's (catalog-admin's `committed`).
      { event: 'changed', data: 'catalog' },
      { event: 'changed', data: 'catalog' },
    ]);
  });

  /** A product of `category` with one variant, the catalog manager, and the product as the back office's form sends it. */
  async function editable(category: { id: string }, sku: string) {
    const product = await createProduct(database, { category, variants: [{ sku, stock: 0 }] });
    const agent = await createAgent(database, 'catalog_manager');
    const path = `/api/backoffice/products/${product.id}`;
    const edit = (await api.get(path, { token: agent.token })).json();
    const { gtin: _, ...variant } = edit.variants[0];
    return { product, agent, path, edit, variant };
  }

  it('names the products whose description changed by their slugs, beside their stock when both did', async () => {
    const { product, agent, path, edit, variant } = await editable(await createCategory(database), 'CHG-TEXT-1');
    const events = await eventsDuring(
      agent.token,
      [
        [path, { ...edit, variants: [variant], description: { nb: 'Ny tekst', en: 'New text' } }],
        [path, { ...edit, variants: [{ ...variant, stock: 4 }], description: { nb: 'Nyere tekst', en: 'New text' } }],
      ],
      4,
    );
    // search's own caches (`search`) go with them, told to no web server: it drops its kept searches on `texts`. The
    // second edit's two changes are told in whichever order their slugs are read.
    const [ready, ...changes] = events;
    expect(ready).toEqual({ event: 'ready', data: '' });
    expect(changes.map((change) => `${change.event} ${change.data}`).sort()).toEqual([
      `changed stock:products ${product.slug}`,
      `changed texts:products ${product.slug}`,
      `changed texts:products ${product.slug}`,
    ]);
  });

  it('names the products whose names changed by their slugs, with the categories whose listings hold them, beside their description when both did', async () => {
    const top = await createCategory(database);
    const category = await createCategory(database, { parentId: top.id });
    const { product, agent, path, edit, variant } = await editable(category, 'CHG-NAME-1');
    const events = await eventsDuring(
      agent.token,
      [
        [path, { ...edit, variants: [variant], name: { nb: 'Nytt navn', en: 'New name' } }],
        [
          path,
          {
            ...edit,
            variants: [variant],
            name: { nb: 'Nyere navn', en: 'New name' },
            description: { nb: 'Tekst', en: 'Text' },
          },
        ],
      ],
      4,
    );
    const [ready, ...changes] = events;
    expect(ready).toEqual({ event: 'ready', data: '' });
    expect(changes.map((change) => `${change.event} ${change.data}`).sort()).toEqual([
      `changed names:products ${product.slug} | ${top.slug} ${category.slug}`,
      `changed names:products ${product.slug} | ${top.slug} ${category.slug}`,
      `changed texts:products ${product.slug}`,
    ]);
  });

  it('is the web servers’ call: a person or nobody gets 401', async () => {
    expect((await api.get('/api/catalog/changes')).statusCode).toBe(401);
    const agent = await createAgent(database);
    expect([401, 403]).toContain((await api.get('/api/catalog/changes', { token: agent.token })).statusCode);
  });
});
