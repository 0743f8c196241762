// The back office's prices through HTTP: price lists (create, edit, copy, end, companies), tiers, CSV export and
// import, the price explainer (staff and buyers), who may call what, the audit, and what a price change does to open
// carts (marked) and placed orders (nothing) (docs/backoffice.md, "Prices").
import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createAgent,
  createCategory,
  createCompanyWithPeople,
  createDeliveryAddress,
  createPriceList,
  createProduct,
  days,
  deliveryDate,
  setContract,
} from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { expectPriceAcrossWindow } from '../../../test/price-clock';
import { auditEvents, priceLists, prices } from '../../db/schema';
import { cacheStatistics, invalidateCaches, watchInvalidations } from '../../lib/cache';

const { app, database } = await createTestApp();
const db = database.db;
const api = testClient(app, { lang: 'en' });

const tag = randomBytes(3).toString('hex').toUpperCase();
const admin = await createAgent(database, 'administrator');
const catalog = await createAgent(database, 'catalog_manager');
const service = await createAgent(database, 'customer_service');
const readOnly = await createAgent(database, 'read_only');

const category = await createCategory(database);
const sku = async () =>
  (
    await createProduct(database, {
      category,
      variants: [{ sku: `PB-${tag}-${randomBytes(3).toString('hex')}`, stock: 1000, leadTimeDays: 0 }],
    })
  ).variants[0]!.sku;
const gloves = await sku();
const soap = await sku();
const tape = await sku();

const list = await createPriceList(database, {
  code: `LIST-${tag}`,
  prices: [
    { sku: gloves, unitPrice: 10_000 },
    { sku: gloves, minQuantity: 10, unitPrice: 9_000 },
    { sku: soap, unitPrice: 5_000 },
    { sku: tape, unitPrice: 2_000 },
  ],
});
const contract = await createPriceList(database, {
  kind: 'contract',
  code: `NORDLYS-${tag}`,
  name: 'Nordlys 2026',
  prices: [{ sku: gloves, unitPrice: 9_500 }],
});
const campaign = await createPriceList(database, {
  kind: 'campaign',
  code: `VAR-${tag}`,
  name: 'Vårkampanje',
  validFrom: days(-5),
  validTo: days(20),
  prices: [{ sku: gloves, minQuantity: 5, unitPrice: 8_800 }],
});
const expired = await createPriceList(database, {
  kind: 'campaign',
  code: `OLD-${tag}`,
  name: 'Vinterkampanje',
  validFrom: days(-60),
  validTo: days(-30),
  prices: [{ sku: gloves, unitPrice: 1_000 }],
});
const upcoming = await createPriceList(database, {
  kind: 'campaign',
  code: `NEXT-${tag}`,
  name: 'Sommerkampanje',
  validFrom: days(30),
  validTo: days(60),
  prices: [{ sku: gloves, unitPrice: 2_000 }],
});
const nordlys = await createCompanyWithPeople(database, { name: `Nordlys ${tag} AS` });
await setContract(database, nordlys.company.id, contract.id);
const other = await createCompanyWithPeople(database);

const auditOf = async (entityId: string) =>
  db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId)).orderBy(desc(auditEvents.createdAt));

const newList = (body: object, token = catalog.token) => api.post('/api/backoffice/price-lists', { token, body });

describe('who may call the price back office', () => {
  const reads = [
    ['GET', '/api/backoffice/price-lists'],
    ['GET', `/api/backoffice/price-lists/${list.id}`],
    ['GET', `/api/backoffice/price-lists/${list.id}/prices`],
    ['GET', `/api/backoffice/price-lists/${list.id}/prices/export`],
    ['GET', `/api/backoffice/price-explainer?customerId=${nordlys.company.id}&sku=${gloves}`],
  ] as const;

  it('lets every staff role read, and refuses customers (403) and nobody (401)', async () => {
    for (const [method, url] of reads) {
      for (const staff of [admin, catalog, service, readOnly]) {
        expect((await api.request(method, url, { token: staff.token })).statusCode, url).toBe(200);
      }
      expect((await api.request(method, url, { token: nordlys.admin.token })).statusCode, url).toBe(403);
      expect((await api.request(method, url, { token: null })).statusCode, url).toBe(401);
    }
  });

  it('lets only administrators and catalog managers change prices (403 for the others, nothing written)', async () => {
    const writes = [
      ['POST', '/api/backoffice/price-lists', { code: `X-${tag}`, name: 'X', kind: 'list', market: 'NO' }],
      ['PATCH', `/api/backoffice/price-lists/${list.id}`, { name: 'Changed' }],
      ['POST', `/api/backoffice/price-lists/${list.id}/copy`, { code: `Y-${tag}`, name: 'Y' }],
      ['POST', `/api/backoffice/price-lists/${upcoming.id}/end`, undefined],
      ['POST', `/api/backoffice/price-lists/${contract.id}/companies`, { customerId: other.company.id }],
      ['DELETE', `/api/backoffice/price-lists/${contract.id}/companies/${nordlys.company.id}`, undefined],
      ['PUT', `/api/backoffice/price-lists/${list.id}/prices/${soap}`, { tiers: [{ minQuantity: 1, unitPrice: 1 }] }],
      ['POST', `/api/backoffice/price-lists/${list.id}/prices/import`, { csv: `sku;unit_price\n${soap};1` }],
    ] as const;
    for (const [method, url, body] of writes) {
      for (const staff of [service, readOnly, nordlys.admin]) {
        expect((await api.request(method, url, { token: staff.token, body })).statusCode, url).toBe(403);
      }
      expect((await api.request(method, url, { token: null, body })).statusCode, url).toBe(401);
    }
    const [row] = await db.select().from(priceLists).where(eq(priceLists.id, list.id));
    expect(row?.name).toBe(list.name);
    const [soapPrice] = await db
      .select()
      .from(prices)
      .where(and(eq(prices.priceListId, list.id), eq(prices.sku, soap)));
    expect(soapPrice?.unitPrice).toBe(5_000);
  });
});

describe('price lists: create, edit, copy, end', () => {
  it('creates a campaign in the market’s currency, audited', async () => {
    const res = await newList({
      code: `spring-${tag}`,
      name: 'Vår',
      kind: 'campaign',
      market: 'se',
      validFrom: '2026-03-01T00:00:00+01:00',
      validTo: '2026-05-01T00:00:00+02:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      code: `SPRING-${tag}`,
      kind: 'campaign',
      market: 'SE',
      currency: 'SEK',
      validTo: '2026-04-30T22:00:00.000Z',
      priceCount: 0,
      companies: [],
    });
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'price_list_created', actorContactId: catalog.contact.id, before: null });
    expect(entry?.after).toMatchObject({ code: `SPRING-${tag}`, currency: 'SEK' });
  });

  it('refuses an end before the start, another currency (400) and a code in use (422)', async () => {
    const early = await newList({
      code: `BAD-${tag}`,
      name: 'Bad',
      kind: 'campaign',
      market: 'NO',
      validFrom: '2026-05-01T00:00:00Z',
      validTo: '2026-04-01T00:00:00Z',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([expect.objectContaining({ path: 'body.validTo' })]);
    const currency = await newList({ code: `BAD-${tag}`, name: 'Bad', kind: 'list', market: 'NO', currency: 'SEK' });
    expect(currency.statusCode).toBe(400);
    expect(currency.json().errors).toEqual([expect.objectContaining({ path: 'body.currency' })]);
    const taken = await newList({ code: list.code, name: 'Dup', kind: 'list', market: 'NO' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().code).toBe('price_list_code_taken');
    const unknown = await newList({ code: `BAD-${tag}`, name: 'Bad', kind: 'list', market: 'FI' });
    expect(unknown.json().code).toBe('market_unknown');
  });

  it('edits name and validity (checked against the stored start), auditing only what changed', async () => {
    const created = (
      await newList({
        code: `EDIT-${tag}`,
        name: 'Før',
        kind: 'campaign',
        market: 'NO',
        validFrom: days(1).toISOString(),
      })
    ).json();
    const url = `/api/backoffice/price-lists/${created.id}`;
    const bad = await api.patch(url, { token: admin.token, body: { validTo: days(0).toISOString() } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('body.validTo');
    const end = new Date(Math.ceil(days(10).getTime() / 1000) * 1000).toISOString();
    const ok = await api.patch(url, { token: admin.token, body: { name: 'Etter', validTo: end } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Etter', status: 'upcoming' });
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'price_list_updated', actorContactId: admin.contact.id });
    expect(entry?.before).toEqual({ name: 'Før', validTo: null });
    expect(entry?.after).toEqual({ name: 'Etter', validTo: end });
    expect((await api.patch(url, { token: admin.token, body: {} })).statusCode).toBe(400);
    expect(
      (
        await api.patch(`/api/backoffice/price-lists/${crypto.randomUUID()}`, {
          token: admin.token,
          body: { name: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("finds a list's SKUs by the start of a SKU in any case, and by part of a product's or a variant's name", async () => {
    const [tall, low] = [`BK-${tag}-1`, `BK-${tag}-2`];
    await createProduct(database, {
      category,
      name: { nb: 'Barkrakk Eik', en: 'Bar stool oak' },
      variants: [
        { sku: tall, name: { nb: 'Barkrakk Eik, høy', en: 'Bar stool oak, tall' } },
        { sku: low, name: { nb: 'Barkrakk Eik, lav', en: 'Bar stool oak, low' } },
      ],
    });
    const own = await createPriceList(database, {
      code: `SEARCH-${tag}`,
      prices: [
        { sku: tall, unitPrice: 100_000 },
        { sku: low, unitPrice: 90_000 },
        { sku: gloves, unitPrice: 10_000 },
      ],
    });
    const skus = async (q: string) => {
      const res = await api.get(`/api/backoffice/price-lists/${own.id}/prices?q=${encodeURIComponent(q)}`, {
        token: readOnly.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { sku: string }[]).map((item) => item.sku);
    };
    expect(await skus(`bk-${tag.toLowerCase()}`)).toEqual([tall, low]);
    expect(await skus('rakk eik')).toEqual([tall, low]);
    expect(await skus('LAV')).toEqual([low]);
    expect(await skus(gloves)).toEqual([gloves]);
    // A SKU's middle is not its start; an English name is not searched here.
    expect(await skus(`${tag}-1`)).toEqual([]);
    expect(await skus('stool')).toEqual([]);
  });

  it('copies a list with all its prices and ends it without deleting anything', async () => {
    const res = await api.post(`/api/backoffice/price-lists/${list.id}/copy`, {
      token: catalog.token,
      body: { code: `COPY-${tag}`, name: 'Kopi' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({ kind: 'list', market: 'NO', priceCount: 4, status: 'active' });
    const tiers = (
      await api.get(`/api/backoffice/price-lists/${copy.id}/prices?q=${gloves}`, { token: readOnly.token })
    ).json();
    expect(tiers.items).toEqual([
      {
        sku: gloves,
        name: expect.objectContaining({ nb: expect.any(String) }),
        tiers: [
          { minQuantity: 1, unitPrice: 10_000 },
          { minQuantity: 10, unitPrice: 9_000 },
        ],
      },
    ]);
    expect((await auditOf(copy.id))[0]).toMatchObject({ action: 'price_list_copied', details: { from: list.id } });

    const ended = await api.post(`/api/backoffice/price-lists/${copy.id}/end`, { token: catalog.token });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ended', priceCount: 4 });
    expect((await auditOf(copy.id))[0]).toMatchObject({ action: 'price_list_ended', before: { validTo: null } });
    const again = await api.post(`/api/backoffice/price-lists/${copy.id}/end`, { token: catalog.token });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('price_list_ended');
    // An ended list is history: its prices stay as they were.
    const edit = await api.put(`/api/backoffice/price-lists/${copy.id}/prices/${gloves}`, {
      token: catalog.token,
      body: { tiers: [{ minQuantity: 1, unitPrice: 1 }] },
    });
    expect(edit.json().code).toBe('price_list_ended');
    const listed = await api.get(`/api/backoffice/price-lists?status=ended&q=COPY-${tag}`, { token: readOnly.token });
    expect(listed.json().items.map((l: { id: string }) => l.id)).toEqual([copy.id]);
  });

  it('gives a contract list to a company and takes it back, audited on the company', async () => {
    const given = await api.post(`/api/backoffice/price-lists/${contract.id}/companies`, {
      token: catalog.token,
      body: { customerId: other.company.id },
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(
      given
        .json()
        .companies.map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([nordlys.company.id, other.company.id].sort());
    expect((await auditOf(other.company.id))[0]).toMatchObject({
      action: 'company_updated',
      before: { priceListId: null },
      after: { priceListId: contract.id },
    });
    // Given again: nothing changed, so nothing is audited or dropped.
    const heard: string[] = [];
    const stop = watchInvalidations((namespace, scopes) => heard.push([namespace, ...scopes].join(' ')));
    try {
      const again = await api.post(`/api/backoffice/price-lists/${contract.id}/companies`, {
        token: catalog.token,
        body: { customerId: other.company.id },
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(await auditOf(other.company.id)).toHaveLength(1);
      expect(heard).toEqual([]);
    } finally {
      stop();
    }
    const notContract = await api.post(`/api/backoffice/price-lists/${list.id}/companies`, {
      token: catalog.token,
      body: { customerId: other.company.id },
    });
    expect(notContract.json().code).toBe('price_list_not_contract');
    const taken = await api.delete(`/api/backoffice/price-lists/${contract.id}/companies/${other.company.id}`, {
      token: catalog.token,
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().companies.map((c: { id: string }) => c.id)).toEqual([nordlys.company.id]);
    expect(
      (
        await api.delete(`/api/backoffice/price-lists/${contract.id}/companies/${other.company.id}`, {
          token: catalog.token,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('tiers and CSV', () => {
  it('sets a SKU’s tiers, refusing a negative price and an unknown SKU (400)', async () => {
    const created = (await newList({ code: `TIERS-${tag}`, name: 'Tiers', kind: 'contract', market: 'NO' })).json();
    const url = `/api/backoffice/price-lists/${created.id}/prices`;
    const negative = await api.put(`${url}/${soap}`, {
      token: catalog.token,
      body: { tiers: [{ minQuantity: 1, unitPrice: -5 }] },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors[0].path).toContain('unitPrice');
    const unknown = await api.put(`${url}/NOPE-${tag}`, {
      token: catalog.token,
      body: { tiers: [{ minQuantity: 1, unitPrice: 5 }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('params.sku');
    const twice = await api.put(`${url}/${soap}`, {
      token: catalog.token,
      body: {
        tiers: [
          { minQuantity: 1, unitPrice: 5 },
          { minQuantity: 1, unitPrice: 4 },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    const ok = await api.put(`${url}/${soap}`, {
      token: catalog.token,
      body: {
        tiers: [
          { minQuantity: 12, unitPrice: 4_000 },
          { minQuantity: 1, unitPrice: 4_500 },
        ],
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().tiers).toEqual([
      { minQuantity: 1, unitPrice: 4_500 },
      { minQuantity: 12, unitPrice: 4_000 },
    ]);
    const [entry] = await auditOf(`${created.id}/${soap}`);
    expect(entry).toMatchObject({ action: 'price_created', before: null });
    await api.put(`${url}/${soap}`, { token: catalog.token, body: { tiers: [{ minQuantity: 1, unitPrice: 4_400 }] } });
    const [update] = await auditOf(`${created.id}/${soap}`);
    expect(update).toMatchObject({ action: 'price_updated' });
    expect(update?.before).toMatchObject({
      tiers: [
        { minQuantity: 1, unitPrice: 4_500 },
        { minQuantity: 12, unitPrice: 4_000 },
      ],
    });
    expect(update?.after).toMatchObject({ tiers: [{ minQuantity: 1, unitPrice: 4_400 }] });

    // The same tiers again (an ERP sending every SKU each night): nothing audited, written or dropped.
    const heard: string[] = [];
    const stop = watchInvalidations((namespace, scopes) => heard.push([namespace, ...scopes].join(' ')));
    try {
      const again = await api.put(`${url}/${soap}`, {
        token: catalog.token,
        body: { tiers: [{ minQuantity: 1, unitPrice: 4_400 }] },
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().tiers).toEqual([{ minQuantity: 1, unitPrice: 4_400 }]);
      expect(await auditOf(`${created.id}/${soap}`)).toHaveLength(2);
      expect(heard).toEqual([]);
      await api.put(`${url}/${soap}`, {
        token: catalog.token,
        body: { tiers: [{ minQuantity: 1, unitPrice: 4_300 }] },
      });
      expect(heard).toEqual([`price c:${created.id}`]);
    } finally {
      stop();
    }
  });

  it('exports CSV and imports it back; a bad file reports every row and writes nothing', async () => {
    const exported = await api.get(`/api/backoffice/price-lists/${list.id}/prices/export`, { token: readOnly.token });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toContain(`LIST-${tag}.csv`);
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('sku;name;min_quantity;unit_price');
    expect(lines).toContain(`${gloves};${lines.find((l) => l.startsWith(`${gloves};`))!.split(';')[1]};10;90.00`);

    const target = (await newList({ code: `IMP-${tag}`, name: 'Import', kind: 'contract', market: 'NO' })).json();
    const url = `/api/backoffice/price-lists/${target.id}/prices/import`;
    const bad = await api.post(url, {
      token: catalog.token,
      body: {
        csv: `sku;min_quantity;unit_price\n${gloves};1;99,50\nNOPE-${tag};1;10\n${soap};1;-4\n${soap};0;4\n${gloves};1;98\n`,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('price_import_invalid');
    expect(bad.json().rows.map((r: { row: number; problem: string }) => [r.row, r.problem])).toEqual([
      [3, 'unknown_sku'],
      [4, 'negative_price'],
      [5, 'invalid_quantity'],
      [6, 'duplicate'],
    ]);
    expect(await db.select().from(prices).where(eq(prices.priceListId, target.id))).toEqual([]);

    const good = await api.post(url, { token: catalog.token, body: { csv: exported.body } });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ mode: 'merge', rows: 4, skus: 3, added: 4, changed: 0, removed: 0 });
    // A raw text/csv body replaces the list.
    const raw = await api.post(`${url}?mode=replace`, {
      token: catalog.token,
      headers: { 'content-type': 'text/csv' },
      body: `sku,unit_price\n${gloves},"95,00"\n`,
    });
    expect(raw.statusCode, raw.body).toBe(200);
    expect(raw.json()).toMatchObject({ mode: 'replace', rows: 1, changed: 1, removed: 3 });
    const rows = await db.select().from(prices).where(eq(prices.priceListId, target.id));
    expect(rows.map((r) => [r.sku, r.minQuantity, r.unitPrice])).toEqual([[gloves, 1, 9_500]]);
    expect((await auditOf(target.id))[0]).toMatchObject({
      action: 'price_list_imported',
      details: { mode: 'replace', removed: 3 },
    });
  });
});

describe('a price file imported again', () => {
  it('writes only the tiers that differ and drops nothing when nothing did (a nightly file of the whole list)', async () => {
    const target = (await newList({ code: `NIGHT-${tag}`, name: 'Natt', kind: 'contract', market: 'NO' })).json();
    const url = `/api/backoffice/price-lists/${target.id}/prices/import`;
    const file = (glovePrice: string) =>
      `sku;min_quantity;unit_price\n${gloves};1;${glovePrice}\n${gloves};10;90\n${soap};1;40\n`;
    const importing = (csv: string, mode = 'merge') =>
      api.post(`${url}?mode=${mode}`, { token: catalog.token, body: { csv } });
    /** Where each tier's row is stored: a row written again moves. */
    const places = async () =>
      Object.fromEntries(
        (
          await db
            .select({
              sku: prices.sku,
              quantity: prices.minQuantity,
              price: prices.unitPrice,
              at: sql<string>`ctid::text`,
            })
            .from(prices)
            .where(eq(prices.priceListId, target.id))
        ).map((row) => [`${row.sku} ${row.quantity}`, `${row.price} ${row.at}`]),
      );
    const heard: string[] = [];
    const stop = watchInvalidations((namespace, scopes) => heard.push([namespace, ...scopes].join(' ')));
    try {
      expect((await importing(file('95'))).json()).toMatchObject({ added: 3, changed: 0, removed: 0, unchanged: 0 });
      expect(heard).toEqual([`price c:${target.id}`]);
      const first = await places();

      heard.length = 0;
      const again = await importing(file('95'));
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ rows: 3, added: 0, changed: 0, removed: 0, unchanged: 3 });
      expect(await places()).toEqual(first);
      expect(heard).toEqual([]);

      // One price changed: that row alone is written, and the list's priced answers go.
      const changed = await importing(file('94,50'));
      expect(changed.json()).toMatchObject({ added: 0, changed: 1, removed: 0, unchanged: 2 });
      const second = await places();
      expect(second[`${gloves} 1`]).toMatch(/^9450 /);
      expect({ ...second, [`${gloves} 1`]: undefined }).toEqual({ ...first, [`${gloves} 1`]: undefined });
      expect(heard).toEqual([`price c:${target.id}`]);

      // Replacing with the file less one tier removes that tier alone.
      const replaced = await importing(`sku;min_quantity;unit_price\n${gloves};1;94,50\n${soap};1;40\n`, 'replace');
      expect(replaced.json()).toMatchObject({ added: 0, changed: 0, removed: 1, unchanged: 2 });
      const third = await places();
      expect(Object.keys(third).sort()).toEqual([`${gloves} 1`, `${soap} 1`].sort());
      expect(third[`${soap} 1`]).toBe(first[`${soap} 1`]);
    } finally {
      stop();
    }
  });
});

describe('the price explainer', () => {
  const explain = (query: string, token: string, path = '/api/backoffice/price-explainer') =>
    api.get(`${path}?${query}`, { token });
  const verdicts = (body: { variants: { candidates: { priceList: { code: string }; verdict: string }[] }[] }) =>
    Object.fromEntries(body.variants[0]!.candidates.map((c) => [c.priceList.code, c.verdict]));

  it('shows contract beating list at 1, a campaign tier from 5, list tier ignored, and dead campaigns with why', async () => {
    const one = await explain(`customerId=${nordlys.company.id}&sku=${gloves}&quantity=1`, readOnly.token);
    expect(one.statusCode, one.body).toBe(200);
    const body = one.json();
    expect(body).toMatchObject({ customerName: nordlys.company.name, market: 'NO', currency: 'NOK', quantity: 1 });
    expect(body.rule).toContain('lowest unit price wins');
    expect(body.variants[0]).toMatchObject({
      sku: gloves,
      unitPrice: 9_500,
      winner: 'Contract price list Nordlys 2026',
    });
    // (The list copied and ended above is another expired candidate.)
    expect(verdicts(body)).toMatchObject({
      [contract.code]: 'wins',
      [list.code]: 'higher_price',
      [campaign.code]: 'below_min_quantity',
      [upcoming.code]: 'not_yet_valid',
      [expired.code]: 'expired',
    });
    const dead = body.variants[0].candidates.find((c: { verdict: string }) => c.verdict === 'expired');
    expect(dead.reason).toMatch(/^Expired /);
    expect(dead.tier).toBeNull();

    const five = (await explain(`customerId=${nordlys.company.id}&sku=${gloves}&quantity=5`, readOnly.token)).json();
    expect(five.variants[0].winner).toMatch(/^Campaign Vårkampanje, until /);
    expect(five.variants[0].unitPrice).toBe(8_800);

    // The explainer's winner is the pricing call's, at every quantity.
    for (const quantity of [1, 5, 10, 50]) {
      const explained = (
        await explain(`customerId=${nordlys.company.id}&sku=${gloves}&quantity=${quantity}`, admin.token)
      ).json();
      const priced = await api.post('/api/price/prices', {
        token: nordlys.buyer.token,
        body: { customerId: nordlys.company.id, lines: [{ sku: gloves, quantity }] },
      });
      expect(explained.variants[0].unitPrice).toBe(priced.json().lines[0].unitPrice);
    }
  });

  it('shows a company without a contract the list tier from 10', async () => {
    const res = (await explain(`customerId=${other.company.id}&sku=${gloves}&quantity=10`, admin.token)).json();
    expect(res.variants[0]).toMatchObject({ unitPrice: 8_800, lineTotal: 88_000 });
    expect(verdicts(res)[list.code]).toBe('higher_price');
    const listCandidate = res.variants[0].candidates.find(
      (c: { priceList: { code: string } }) => c.priceList.code === list.code,
    );
    expect(listCandidate.tier).toEqual({ minQuantity: 10, unitPrice: 9_000 });
  });

  it('explains every variant of a product', async () => {
    const product = await createProduct(database, {
      category,
      variants: [
        { sku: `PV-${tag}-A`, stock: 10, leadTimeDays: 0 },
        { sku: `PV-${tag}-B`, stock: 10, leadTimeDays: 0 },
      ],
    });
    await createPriceList(database, { code: `PV-${tag}`, prices: [{ sku: `PV-${tag}-A`, unitPrice: 700 }] });
    const res = await explain(`customerId=${other.company.id}&productId=${product.id}&quantity=2`, readOnly.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().variants.map((v: { sku: string; unitPrice: number | null }) => [v.sku, v.unitPrice])).toEqual([
      [`PV-${tag}-A`, 700],
      [`PV-${tag}-B`, null],
    ]);
    expect(res.json().variants[1].unavailableReason).toBe('no_price');
  });

  it('lets a buyer explain for their own company only (another → 404), and asks for a SKU or product', async () => {
    const own = await explain(
      `customerId=${nordlys.company.id}&sku=${gloves}`,
      nordlys.viewer.token,
      '/api/price/explain',
    );
    expect(own.statusCode, own.body).toBe(200);
    const foreign = await explain(
      `customerId=${other.company.id}&sku=${gloves}`,
      nordlys.buyer.token,
      '/api/price/explain',
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await explain(`customerId=${nordlys.company.id}`, nordlys.buyer.token, '/api/price/explain')).statusCode,
    ).toBe(400);
    expect(
      (await explain(`customerId=${nordlys.company.id}&sku=NOPE-${tag}`, nordlys.buyer.token, '/api/price/explain'))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.get(`/api/price/explain?customerId=${nordlys.company.id}&sku=${gloves}`, { token: null })).statusCode,
    ).toBe(401);
  });
});

describe('a price change, open carts and placed orders', () => {
  it('marks the new price on an open cart line and leaves a placed order as it was', async () => {
    const buyer = nordlys.buyer;
    const pid = buyer.contact.id;
    const delivery = await createDeliveryAddress(database, nordlys.company.id);
    const add = (s: string, quantity: number) =>
      api.post('/api/ardis/cart/addorderline', { token: buyer.token, body: { pid, sku: s, quantity } });
    expect((await add(tape, 2)).statusCode).toBe(200);
    expect((await add(gloves, 1)).statusCode).toBe(200);
    const meta = await api.post('/api/ardis/cart/updatemetadata', {
      token: buyer.token,
      body: { pid, deliveryAddressId: delivery.id, requestedDeliveryDate: deliveryDate() },
    });
    expect(meta.statusCode, meta.body).toBe(200);
    const placed = await api.post('/api/ardis/cart/createorder', { token: buyer.token, body: { pid } });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json();
    const glovesLine = order.lines.find((l: { sku: string }) => l.sku === gloves);
    expect(glovesLine).toMatchObject({
      unitPrice: 9_500,
      priceSource: { kind: 'contract', name: 'Nordlys 2026', text: 'Contract price list Nordlys 2026' },
    });

    // The next cart has the gloves again; then the contract price changes.
    expect((await add(gloves, 1)).statusCode).toBe(200);
    const change = await api.put(`/api/backoffice/price-lists/${contract.id}/prices/${gloves}`, {
      token: catalog.token,
      body: { tiers: [{ minQuantity: 1, unitPrice: 9_200 }] },
    });
    expect(change.statusCode, change.body).toBe(200);

    const cart = (await api.get(`/api/ardis/cart?pid=${pid}`, { token: buyer.token })).json();
    const line = cart.lines.find((l: { sku: string }) => l.sku === gloves);
    expect(line).toMatchObject({
      unitPrice: 9_200,
      previousUnitPrice: 9_500,
      priceSource: { kind: 'contract', text: 'Contract price list Nordlys 2026' },
    });

    const after = await api.get(`/api/backoffice/orders/${order.id}`, { token: readOnly.token });
    expect(after.statusCode, after.body).toBe(200);
    const kept = after.json().lines.find((l: { sku: string }) => l.sku === gloves);
    expect(kept).toMatchObject({
      unitPrice: 9_500,
      lineTotal: 9_500,
      priceSource: { text: 'Kontraktsprisliste Nordlys 2026' },
    });
    expect(after.json().totals).toEqual(order.totals);
    // Ending the contract later does not change the order's reason either.
    const nb = await api.get(`/api/ardis/order?orderId=${order.id}&department=${order.department}`, {
      token: buyer.token,
      lang: 'nb',
    });
    expect(nb.json().lines.find((l: { sku: string }) => l.sku === gloves).priceSource.text).toBe(
      'Kontraktsprisliste Nordlys 2026',
    );
  });
});

describe('a price change and the cached catalog', () => {
  it('shows on the product page and in the listing at once, though both are cached', async () => {
    const product = await createProduct(database, {
      category,
      variants: [{ sku: `PB-${tag}-CACHED`, stock: 10 }],
    });
    const cachedSku = product.variants[0]!.sku;
    await db.insert(prices).values({ priceListId: contract.id, sku: cachedSku, minQuantity: 1, unitPrice: 7_000 });
    const buyer = nordlys.buyer;
    const query = `customerId=${nordlys.company.id}`;
    const page = async () =>
      (await api.get(`/api/catalog/products/${product.slug}?${query}`, { token: buyer.token })).json().variants[0].price
        .unitPrice;
    const card = async () =>
      (await api.get(`/api/catalog/products?category=${category.slug}&pageSize=100&${query}`, { token: buyer.token }))
        .json()
        .items.find((item: { id: string }) => item.id === product.id).fromPrice.amount;
    // Read twice: the second answers come from the caches.
    expect([await page(), await page(), await card(), await card()]).toEqual([7_000, 7_000, 7_000, 7_000]);

    const change = await api.put(`/api/backoffice/price-lists/${contract.id}/prices/${cachedSku}`, {
      token: catalog.token,
      body: { tiers: [{ minQuantity: 1, unitPrice: 6_500 }] },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect([await page(), await card()]).toEqual([6_500, 6_500]);
  });

  /**
   * A product in `shelf` with a list price, and a campaign on it that starts in 1.5 s and ends 1.5 s later: nothing
   * is committed when it starts or ends, only the clock tells (pages and listings are kept for minutes).
   */
  async function campaignByTheClock(code: string, shelf: typeof category, amounts: { list: number; campaign: number }) {
    const product = await createProduct(database, {
      category: shelf,
      variants: [{ sku: `PB-${tag}-${code}`, stock: 10 }],
    });
    const sku = product.variants[0]!.sku;
    await db.insert(prices).values({ priceListId: list.id, sku, minQuantity: 1, unitPrice: amounts.list });
    const startsAt = Date.now() + 1_500;
    const endsAt = startsAt + 1_500;
    const created = await newList({
      code: `${code}-${tag}`,
      name: `Klokkekampanje ${code}`,
      kind: 'campaign',
      market: 'no',
      validFrom: new Date(startsAt).toISOString(),
      validTo: new Date(endsAt).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const tiers = await api.put(`/api/backoffice/price-lists/${created.json().id}/prices/${sku}`, {
      token: catalog.token,
      body: { tiers: [{ minQuantity: 1, unitPrice: amounts.campaign }] },
    });
    expect(tiers.statusCode, tiers.body).toBe(200);
    return { product, clock: { startsAt, endsAt } };
  }

  it('shows a campaign on the kept product page the moment it starts, and the list price again when it ends', async () => {
    const { product, clock } = await campaignByTheClock('CLOCK', category, { list: 4_000, campaign: 3_000 });
    const page = async () =>
      (await api.get(`/api/catalog/products/${product.slug}`)).json().variants[0].price.unitPrice as number;
    await expectPriceAcrossWindow(page, clock, { outside: 4_000, inside: 3_000 });
  });

  it('shows a campaign on a kept listing card the moment it starts, and the list price again when it ends', async () => {
    // Listing answers and from-prices keep 5 minutes: only the node's clock (watchPriceValidity) can drop them here.
    const shelf = await createCategory(database);
    const { clock } = await campaignByTheClock('LCLOCK', shelf, { list: 4_200, campaign: 3_100 });
    const card = async () => {
      const res = await api.get(`/api/catalog/products?category=${shelf.slug}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items[0].fromPrice.amount as number;
    };
    await expectPriceAcrossWindow(card, clock, { outside: 4_200, inside: 3_100 });
  });

  it('orders a listing by the new price at once after a contract price change', async () => {
    const shelf = await createCategory(database);
    const made = [];
    for (const [name, unitPrice] of [
      ['Alfa', 3_000],
      ['Beta', 4_000],
    ] as const) {
      const product = await createProduct(database, {
        category: shelf,
        name,
        variants: [{ sku: `PB-${tag}-ORD-${name}`, stock: 10 }],
      });
      await db.insert(prices).values({ priceListId: contract.id, sku: product.variants[0]!.sku, unitPrice });
      made.push(product);
    }
    const order = async () =>
      (
        await api.get(`/api/catalog/products?category=${shelf.slug}&sort=price_asc&customerId=${nordlys.company.id}`, {
          token: nordlys.buyer.token,
        })
      )
        .json()
        .items.map((item: { name: string; fromPrice: { amount: number } }) => `${item.name} ${item.fromPrice.amount}`);
    expect(await order()).toEqual(['Alfa 3000', 'Beta 4000']);
    const change = await api.put(`/api/backoffice/price-lists/${contract.id}/prices/${made[1]!.variants[0]!.sku}`, {
      token: catalog.token,
      body: { tiers: [{ minQuantity: 1, unitPrice: 2_000 }] },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await order()).toEqual(['Beta 2000', 'Alfa 3000']);
  });

  it("reaches only the answers a change shows: a contract's prices drop its companies' pages, a list's everyone's", async () => {
    const product = await createProduct(database, { category, variants: [{ sku: `PB-${tag}-SCOPE`, stock: 10 }] });
    const scopeSku = product.variants[0]!.sku;
    await db.insert(prices).values([
      { priceListId: list.id, sku: scopeSku, minQuantity: 1, unitPrice: 9_000 },
      { priceListId: contract.id, sku: scopeSku, minQuantity: 1, unitPrice: 8_000 },
    ]);
    const pages = cacheStatistics().find((entry) => entry.declaredAt.includes('catalog/service'));
    if (!pages) throw new Error('no product page cache');
    /** Each one's price on the product page, and how many of the three pages were built (not kept). */
    const readAll = async () => {
      const before = pages.misses;
      const seen = [];
      for (const [token, query] of [
        [nordlys.buyer.token, `?customerId=${nordlys.company.id}`],
        [other.buyer.token, `?customerId=${other.company.id}`],
        [undefined, ''],
      ] as const) {
        const res = await api.get(`/api/catalog/products/${product.slug}${query}`, token ? { token } : {});
        expect(res.statusCode, res.body).toBe(200);
        seen.push(res.json().variants[0].price.unitPrice);
      }
      return { seen, built: pages.misses - before };
    };
    // The other company (no contract) and the visitor share a price context, so one page is kept for both.
    expect(await readAll()).toEqual({ seen: [8_000, 9_000, 9_000], built: 2 });
    expect(await readAll()).toEqual({ seen: [8_000, 9_000, 9_000], built: 0 });

    const setPrice = async (listId: string, unitPrice: number) => {
      const res = await api.put(`/api/backoffice/price-lists/${listId}/prices/${scopeSku}`, {
        token: catalog.token,
        body: { tiers: [{ minQuantity: 1, unitPrice }] },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // Nordlys's contract: only Nordlys's page is built again; the other company's and the visitor's stay kept.
    await setPrice(contract.id, 7_500);
    expect(await readAll()).toEqual({ seen: [7_500, 9_000, 9_000], built: 1 });
    // The market's list prices everyone in the market: both pages are built again.
    await setPrice(list.id, 8_500);
    expect(await readAll()).toEqual({ seen: [7_500, 8_500, 8_500], built: 2 });
    // Taken from Nordlys: its own pricing changed at once, and it now shares the list-price page kept for the others.
    const taken = await api.delete(`/api/backoffice/price-lists/${contract.id}/companies/${nordlys.company.id}`, {
      token: catalog.token,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await readAll()).toEqual({ seen: [8_500, 8_500, 8_500], built: 0 });
    // Given back behind the API's back, then a change of the whole namespace: everything is built again.
    await setContract(database, nordlys.company.id, contract.id);
    invalidateCaches('price');
    expect(await readAll()).toEqual({ seen: [7_500, 8_500, 8_500], built: 2 });
  });

  it('keeps product pages apart by price context: a contract customer, another company and a visitor', async () => {
    const product = await createProduct(database, {
      category,
      variants: [{ sku: `PB-${tag}-APART`, stock: 10 }],
    });
    const apartSku = product.variants[0]!.sku;
    await db.insert(prices).values([
      { priceListId: list.id, sku: apartSku, minQuantity: 1, unitPrice: 9_900 },
      { priceListId: contract.id, sku: apartSku, minQuantity: 1, unitPrice: 8_800 },
    ]);
    const read = async (as: 'nordlys' | 'other' | 'visitor', ref = product.slug) => {
      const [token, query] =
        as === 'nordlys'
          ? [nordlys.buyer.token, `?customerId=${nordlys.company.id}`]
          : as === 'other'
            ? [other.buyer.token, `?customerId=${other.company.id}`]
            : [undefined, ''];
      const res = await api.get(`/api/catalog/products/${ref}${query}`, token ? { token } : {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      return res.json().variants[0].price?.unitPrice ?? null;
    };
    // In both orders, twice each (the second from the cache), by slug and by id: each sees its own price.
    const first = [await read('nordlys'), await read('other'), await read('visitor'), await read('nordlys')];
    const again = [
      await read('visitor', product.id),
      await read('other', product.id),
      await read('nordlys', product.id),
    ];
    expect(first).toEqual([8_800, 9_900, 9_900, 8_800]);
    expect(again).toEqual([9_900, 9_900, 8_800]);
  });
});
