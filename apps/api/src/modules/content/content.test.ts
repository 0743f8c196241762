import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cacheStats } from '../../../test/cache-stats';
import { testClient } from '../../../test/client';
import { createCategory, createContact, createProduct, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { contentDocuments, searchDocuments } from '../../db/schema';
import { DEV_SANITY_WEBHOOK_SECRET } from '../../env';
import { signatureHeader } from '../../integrations/content';
import { watchInvalidations } from '../../lib/cache';
import { waitForIndexRun } from './service';

const { app, database } = await createTestApp();
const api = testClient(app);
const db = database.db;

type Doc = Record<string, unknown> & { _id: string };

/** Sends a webhook as the content platform does: the exact bytes signed, plus the shared secret. */
function webhook(
  method: 'POST' | 'DELETE',
  url: string,
  body: Doc,
  options: { transactionTime?: string; signature?: string; headers?: Record<string, string> } = {},
) {
  const payload = JSON.stringify(body);
  return api.request(method, url, {
    body: payload,
    secret: true,
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': options.signature ?? signatureHeader(DEV_SANITY_WEBHOOK_SECRET, payload),
      ...(options.transactionTime ? { 'sanity-transaction-time': options.transactionTime } : {}),
      ...options.headers,
    },
  });
}
const update = (body: Doc, options?: Parameters<typeof webhook>[3]) =>
  webhook('POST', '/api/sanity/webhook/update', body, options);
const remove = (body: Doc, options?: Parameters<typeof webhook>[3]) =>
  webhook('DELETE', '/api/sanity/webhook/delete', body, options);

const article = (id: string, values: Record<string, unknown> = {}): Doc => ({
  _id: id,
  _type: 'article',
  _updatedAt: '2026-11-01T10:00:00Z',
  language: 'nb',
  title: 'Slik velger du riktig hanske',
  slug: 'velg-hanske',
  body: 'Nitrilhansker tåler kjemikalier bedre enn lateks. Velg riktig størrelse for god passform.',
  ...values,
});

const search = async (q: string, lang = 'nb') =>
  (
    await api.get(`/api/catalog/search?q=${encodeURIComponent(q)}`, { headers: { 'accept-language': lang } })
  ).json() as {
    items: { slug: string; highlightedName: string }[];
    content: {
      id: string;
      title: string;
      highlightedTitle: string;
      highlightedExcerpt: string;
      productIds: string[];
    }[];
  };
const stored = async (id: string) => (await db.select().from(contentDocuments).where(eq(contentDocuments.id, id)))[0];

let product: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  const category = await createCategory(database, { slug: 'hansker', name: 'Hansker' });
  product = await createProduct(database, {
    category,
    slug: 'nitril-bla',
    productNumber: 'P-2001',
    name: { nb: 'Nitrilhanske blå', en: 'Nitrile glove blue' },
    variants: [{ sku: 'NB-100' }],
  });
});

describe('content webhooks: signature', () => {
  it('refuses a missing, wrong or stale signature with 401 and writes nothing', async () => {
    const body = article('sig-1');
    const payload = JSON.stringify(body);
    const cases = [
      signatureHeader('another-secret', payload),
      signatureHeader(DEV_SANITY_WEBHOOK_SECRET, payload, Date.now() - 10 * 60 * 1000),
      signatureHeader(DEV_SANITY_WEBHOOK_SECRET, `${payload} `),
      'garbage',
    ];
    for (const signature of cases) {
      const res = await update(body, { signature });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'webhook_signature_invalid' });
    }
    const unsigned = await api.post('/api/sanity/webhook/update', { secret: true, body });
    expect(unsigned.statusCode).toBe(401);
    const noBody = await api.delete('/api/sanity/webhook/delete', {
      secret: true,
      headers: { 'sanity-webhook-signature': signatureHeader(DEV_SANITY_WEBHOOK_SECRET, '') },
    });
    expect(noBody.statusCode).toBe(401);
    expect(await stored('sig-1')).toBeUndefined();
  });

  it('needs the shared secret too', async () => {
    const payload = JSON.stringify(article('sig-2'));
    const res = await api.post('/api/sanity/webhook/update', {
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': signatureHeader(DEV_SANITY_WEBHOOK_SECRET, payload),
      },
      body: payload,
    });
    expect(res.statusCode).toBe(401);
    expect(await stored('sig-2')).toBeUndefined();
  });

  it('verifies the raw bytes (whitespace and key order as sent) and answers 400 for a bad shape', async () => {
    const payload = `{ "_type":"article", "_id":"raw-1",  "_updatedAt":"2026-11-01T10:00:00Z", "title":"Rå" }`;
    const res = await api.post('/api/sanity/webhook/update', {
      secret: true,
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': signatureHeader(DEV_SANITY_WEBHOOK_SECRET, payload),
      },
      body: payload,
    });
    expect(res.statusCode).toBe(200);
    expect((await update({ _id: 'bad-1', _type: 'poem' })).statusCode).toBe(400);
  });
});

describe("the spec's content calls: the shared secret alone (spec §6)", () => {
  it('writes and deletes with the secret, without a signature; refuses no secret (401) and a person (403)', async () => {
    const doc = article('spec-1');
    const written = await api.post('/api/sanity/update', { secret: true, body: doc });
    expect(written.statusCode, written.body).toBe(200);
    expect(await stored('spec-1')).toBeDefined();
    expect((await api.post('/api/sanity/update', { body: article('spec-2') })).statusCode).toBe(401);
    const person = await createContact(database);
    const token = (await signIn(database, person)).accessToken;
    expect((await api.post('/api/sanity/update', { token, body: article('spec-2') })).statusCode).toBe(403);
    expect(await stored('spec-2')).toBeUndefined();
    const removed = await api.delete('/api/sanity/delete', {
      secret: true,
      body: { _id: 'spec-1', _updatedAt: '2026-11-02T10:00:00Z' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await api.delete('/api/sanity/delete', { body: { _id: 'spec-1' } })).statusCode).toBe(401);
  });
});

describe('content webhooks: ordering', () => {
  it('applies a newer version, ignores a repeat and an older one', async () => {
    const first = article('a-1');
    expect((await update(first)).json()).toEqual({ id: 'a-1', status: 'applied', unresolvedRefs: [] });
    expect((await update(first)).json()).toMatchObject({ status: 'unchanged' });
    const newer = article('a-1', { _updatedAt: '2026-11-02T10:00:00Z', title: 'Hanskeguiden' });
    expect((await update(newer)).json()).toMatchObject({ status: 'applied' });
    // The older version arrives late: ignored.
    expect((await update(first)).json()).toMatchObject({ status: 'stale' });
    expect(await stored('a-1')).toMatchObject({ title: 'Hanskeguiden' });
  });

  it('breaks a tie of _updatedAt by the transaction time', async () => {
    const at = '2026-11-03T10:00:00Z';
    await update(article('a-2', { _updatedAt: at, title: 'Second' }), { transactionTime: '2026-11-03T10:00:00.200Z' });
    const late = await update(article('a-2', { _updatedAt: at, title: 'First' }), {
      transactionTime: '2026-11-03T10:00:00.100Z',
    });
    expect(late.json()).toMatchObject({ status: 'stale' });
    expect(await stored('a-2')).toMatchObject({ title: 'Second' });
  });

  it('keeps a tombstone: a late update of the deleted version does not bring it back; a newer one does', async () => {
    const doc = article('a-3', { title: 'Forsvinnende artikkel', body: 'zyxelord' });
    await update(doc, { transactionTime: '2026-11-01T10:00:00.000Z' });
    expect((await search('zyxelord')).content.map((c) => c.id)).toEqual(['a-3']);
    const deleted = await remove({ _id: 'a-3' }, { transactionTime: '2026-11-01T11:00:00.000Z' });
    expect(deleted.json()).toEqual({ id: 'a-3', status: 'deleted', unresolvedRefs: [] });
    expect((await remove({ _id: 'a-3' }, { transactionTime: '2026-11-01T11:00:00.000Z' })).json()).toMatchObject({
      status: 'unchanged',
    });
    expect((await search('zyxelord')).content).toEqual([]);
    // The create, redelivered late.
    expect((await update(doc, { transactionTime: '2026-11-01T10:00:00.000Z' })).json()).toMatchObject({
      status: 'stale',
    });
    expect((await search('zyxelord')).content).toEqual([]);
    expect(await stored('a-3')).toMatchObject({ title: '', body: '' });
    // Restored in the content platform later: a newer version.
    const restored = await update({ ...doc, _updatedAt: '2026-11-05T10:00:00Z' });
    expect(restored.json()).toMatchObject({ status: 'applied' });
    expect((await search('zyxelord')).content.map((c) => c.id)).toEqual(['a-3']);
  });

  it('ignores a delete older than the stored version', async () => {
    await update(article('a-4', { _updatedAt: '2026-11-06T10:00:00Z', body: 'qwertyhanske' }));
    const res = await remove(
      { _id: 'a-4', _updatedAt: '2026-11-01T10:00:00Z' },
      {
        transactionTime: '2026-11-01T10:00:00.000Z',
      },
    );
    expect(res.json()).toMatchObject({ status: 'stale' });
    expect((await search('qwertyhanske')).content.map((c) => c.id)).toEqual(['a-4']);
  });

  it('applies concurrent deliveries of several versions so that the newest wins', async () => {
    const versions = [1, 2, 3, 4, 5].map((n) =>
      article('a-5', { _updatedAt: `2026-11-0${n}T12:00:00Z`, title: `Version ${n}` }),
    );
    const results = await Promise.all([...versions].reverse().map((v) => update(v)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await stored('a-5')).toMatchObject({ title: 'Version 5' });
  });
});

describe('search with content', () => {
  it('answers products and content together, marked, in the caller language', async () => {
    await update(
      article('guide-nb', {
        title: 'Hanskeguide for lab',
        body: 'Velg nitrilhanske <b>til</b> laboratoriet.',
        products: ['NB-100', 'nope'],
      }),
    );
    await update(
      article('guide-en', {
        language: 'en',
        title: 'Glove guide for the lab',
        body: 'Choose a nitrilhanske for lab work.',
      }),
    );
    const nb = await search('nitrilhanske');
    expect(nb.items.map((i) => i.slug)).toEqual(['nitril-bla']);
    expect(nb.items[0]!.highlightedName).toBe('<mark>Nitrilhanske</mark> blå');
    const guide = nb.content.find((c) => c.id === 'guide-nb')!;
    // Markup in the text never reaches the caller as markup.
    expect(guide.highlightedExcerpt).toContain('<mark>nitrilhanske</mark>');
    expect(guide.highlightedExcerpt).not.toContain('<b>');
    expect(guide.productIds).toEqual([product.id]);
    expect(nb.content.map((c) => c.id)).not.toContain('guide-en');
    const en = await search('glove guide', 'en');
    expect(en.content.map((c) => c.id)).toEqual(['guide-en']);
    expect(en.content[0]!.highlightedTitle).toBe('<mark>Glove</mark> <mark>guide</mark> for the lab');
    // Found by the folded words (ø → o), marked in the text as written, typed either way.
    await update(article('kitchen-nb', { title: 'Renhold i storkjøkken', body: 'Et storkjøkken vaskes daglig.' }));
    for (const typed of ['storkjøkken', 'storkjokken']) {
      const hit = (await search(typed)).content.find((c) => c.id === 'kitchen-nb')!;
      expect(hit.highlightedTitle).toBe('Renhold i <mark>storkjøkken</mark>');
      expect(hit.highlightedExcerpt).toContain('<mark>storkjøkken</mark>');
    }
  });

  it('shows a new article in a kept search answer at once, and leaves kept product listings kept', async () => {
    const listings = cacheStats('catalog/listing-service', 2_500);
    const listing = async () => {
      const res = await api.get('/api/catalog/products?category=hansker');
      expect(res.statusCode, res.body).toBe(200);
    };
    // Kept: the listing page and the search answer (10 s), both read twice.
    await listing();
    expect((await search('kjeledress')).content).toEqual([]);
    await listing();
    expect((await search('kjeledress')).content).toEqual([]);
    const built = listings.misses;
    await update(article('kjeledress-nb', { title: 'Kjeledress for verksted', body: 'Om kjeledress.' }));
    expect((await search('kjeledress')).content.map((c) => c.id)).toEqual(['kjeledress-nb']);
    await listing();
    expect(listings.misses).toBe(built);
    // A repeat of the same version changes nothing, and drops nothing.
    expect(
      (await update(article('kjeledress-nb', { title: 'Kjeledress for verksted', body: 'Om kjeledress.' }))).json(),
    ).toMatchObject({ status: 'unchanged' });
  });

  it('reports references that name no product', async () => {
    const res = await update(article('refs-1', { products: ['NB-100', 'P-2001', product.id, 'NOPE-1'] }));
    expect(res.json()).toMatchObject({ status: 'applied', unresolvedRefs: ['NOPE-1'] });
    expect((await stored('refs-1'))?.productIds).toEqual([product.id]);
  });

  it('puts a product enrichment into its product search document at once, keeping kept listings, and takes it out when deleted', async () => {
    const enrichment = {
      _id: 'enrich-1',
      _type: 'productEnrichment',
      _updatedAt: '2026-11-01T10:00:00Z',
      language: 'nb',
      title: 'Ekstra om hansken',
      body: 'Sertifisert for matkontakt og sykehusbruk: flamingofjær.',
      product: 'NB-100',
      images: [{ url: 'https://cdn.example.com/hanske.jpg', alt: 'Hanske' }],
    };
    const listings = cacheStats('catalog/listing-service', 2_500);
    const listed = async (query: string) => {
      const res = await api.get(`/api/catalog/products?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { items: { slug: string }[] }).items.map((item) => item.slug);
    };
    // Kept: the search answer, a listing of the word and the category's listing, each read twice.
    for (let round = 0; round < 2; round++) {
      expect((await search('flamingofjær')).items).toEqual([]);
      expect(await listed('q=flamingofj%C3%A6r')).toEqual([]);
      expect(await listed('category=hansker')).toContain('nitril-bla');
    }
    const built = listings.misses;
    expect((await update(enrichment)).json()).toMatchObject({ status: 'applied', unresolvedRefs: [] });
    const found = await search('flamingofjær');
    expect(found.items.map((i) => i.slug)).toEqual(['nitril-bla']);
    expect(found.content).toEqual([]);
    expect(await listed('q=flamingofj%C3%A6r')).toEqual(['nitril-bla']);
    // Built again: the word's listing alone. The category's listing is kept (its cards and counts show no enrichment).
    expect(await listed('category=hansker')).toContain('nitril-bla');
    expect(listings.misses).toBe(built + 1);
    await remove({ _id: 'enrich-1' });
    expect((await search('flamingofjær')).items).toEqual([]);
    expect(await listed('q=flamingofj%C3%A6r')).toEqual([]);
  });
});

describe('POST /api/sanity/full-index', () => {
  it('rebuilds the index in the background while search keeps answering', async () => {
    // Damage the index: the rebuild must restore both kinds of entries.
    await db.delete(searchDocuments).where(sql`${searchDocuments.id} in ('content:a-4', ${`product:${product.id}`})`);
    expect((await search('qwertyhanske')).content).toEqual([]);

    const heard: string[] = [];
    const stop = watchInvalidations((namespace) => heard.push(namespace));
    const res = await api.post('/api/sanity/full-index', { secret: true });
    expect(res.statusCode).toBe(200);
    const run = res.json() as { id: string; status: string };
    expect(['queued', 'running', 'completed']).toContain(run.status);
    // Search answers during the rebuild.
    expect((await api.get('/api/catalog/search?q=hanske')).statusCode).toBe(200);
    await waitForIndexRun(run.id);
    stop();
    // The catalog's caches (and the web's pages) go once, when the run ends; each batch drops search's alone.
    expect(heard.filter((namespace) => namespace === 'catalog')).toHaveLength(1);
    expect(heard).toContain('search');
    const progress = await api.get(`/api/sanity/full-index/${run.id}`, { secret: true });
    expect(progress.json()).toMatchObject({ id: run.id, status: 'completed', error: null });
    const { total, done } = progress.json() as { total: number; done: number };
    expect(done).toBe(total);
    expect(total).toBeGreaterThanOrEqual(6);
    expect((await search('qwertyhanske')).content.map((c) => c.id)).toEqual(['a-4']);
    expect((await search('nitrilhanske')).items.map((i) => i.slug)).toEqual(['nitril-bla']);
  });

  it('answers 404 for an unknown run and 401 without the secret', async () => {
    const unknown = await api.get('/api/sanity/full-index/00000000-0000-4000-8000-000000000000', { secret: true });
    expect(unknown.statusCode).toBe(404);
    expect((await api.post('/api/sanity/full-index')).statusCode).toBe(401);
  });
});

describe('GET /api/content/pages/{slug}', () => {
  it('answers a published article by slug and language with its other-language version; deleted → 404', async () => {
    const nb = article('page-1.nb', { slug: 'en-side', title: 'En side', language: 'nb' });
    const en = article('page-1.en', { slug: 'a-page', title: 'A page', language: 'en' });
    expect((await update(nb)).statusCode).toBe(200);
    expect((await update(en)).statusCode).toBe(200);
    const res = await api.get('/api/content/pages/en-side?language=nb');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'En side',
      language: 'nb',
      alternates: [{ language: 'en', slug: 'a-page' }],
    });
    // Another language's slug is not this language's page.
    expect((await api.get('/api/content/pages/en-side?language=en')).statusCode).toBe(404);
    expect((await remove({ ...nb, _updatedAt: new Date(Date.now() + 60_000).toISOString() })).statusCode).toBe(200);
    expect((await api.get('/api/content/pages/en-side?language=nb')).statusCode).toBe(404);
  });
});
