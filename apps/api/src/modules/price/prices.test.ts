import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createAgent,
  createCategory,
  createCompany,
  createCompanyWithPeople,
  createContact,
  createPriceList,
  createProduct,
  days,
  setContract,
  signIn,
} from '../../../test/factories';
import { bearer, createTestApp, secretHeaders } from '../../../test/helper';
import { companyContacts } from '../../db/schema';
import { pricesResponse } from './schemas';

const { app, database } = await createTestApp();
const api = testClient(app);

type Line = { sku: string; quantity: number };
const price = (body: { customerId?: string; market?: string; lines: Line[] }, headers: Record<string, string>) =>
  api.post('/api/price/prices', { headers, body });

let gloves: string; // list 100.00, from 10: 90.00, from 100: 80.00
let soap: string; // reduced VAT, list 50.00
let oddSku: string; // only sold from 10
let noPrice: string;
let retired: string;
let customer: Awaited<ReturnType<typeof createCompanyWithPeople>>;
let otherCustomer: Awaited<ReturnType<typeof createCompanyWithPeople>>;
let contractId: string;

beforeAll(async () => {
  const category = await createCategory(database);
  const make = async (spec: { vatClass?: 'standard' | 'reduced'; isActive?: boolean } = {}) =>
    (await createProduct(database, { category, ...spec })).variants[0]!.sku;
  gloves = await make();
  soap = await make({ vatClass: 'reduced' });
  oddSku = await make();
  noPrice = await make();
  retired = await make({ isActive: false });
  await createPriceList(database, {
    kind: 'list',
    prices: [
      { sku: gloves, unitPrice: 10_000 },
      { sku: gloves, minQuantity: 10, unitPrice: 9_000 },
      { sku: gloves, minQuantity: 100, unitPrice: 8_000 },
      { sku: soap, unitPrice: 5_000 },
      { sku: oddSku, minQuantity: 10, unitPrice: 1_000 },
      { sku: retired, unitPrice: 1_000 },
    ],
  });
  await createPriceList(database, { kind: 'list', market: 'SE', prices: [{ sku: gloves, unitPrice: 12_000 }] });
  // Contract: better than list at low quantities, worse from 100; soap at the same price as the list.
  const contract = await createPriceList(database, {
    kind: 'contract',
    name: 'Avtale Test AS',
    prices: [
      { sku: gloves, unitPrice: 8_500 },
      { sku: gloves, minQuantity: 100, unitPrice: 8_200 },
      { sku: soap, unitPrice: 5_000 },
    ],
  });
  contractId = contract.id;
  customer = await createCompanyWithPeople(database, { markets: ['NO', 'SE'] });
  await setContract(database, customer.company.id, contract.id);
  otherCustomer = await createCompanyWithPeople(database);
});

describe('POST /api/price/prices: list prices and tiers', () => {
  it('gives anonymous visitors (via the secret) the list price of NO with tiers, VAT and totals', async () => {
    const res = await price({ lines: [{ sku: gloves, quantity: 2 }] }, secretHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    // The route sends pre-serialized JSON: hold it to the documented schema here.
    expect(pricesResponse.strict().parse(body)).toEqual(body);
    expect(body).toMatchObject({
      customerId: null,
      market: 'NO',
      currency: 'NOK',
      totalExclVat: 20_000,
      totalVat: 5_000,
    });
    expect(body.lines[0]).toMatchObject({
      sku: gloves,
      quantity: 2,
      available: true,
      reason: null,
      unitPrice: 10_000,
      listUnitPrice: 10_000,
      currency: 'NOK',
      vatRate: 2500,
      lineTotal: 20_000,
      vatAmount: 5_000,
      agreement: { kind: 'list' },
    });
    expect(body.lines[0].tiers).toEqual([
      { minQuantity: 1, unitPrice: 10_000, agreementKind: 'list' },
      { minQuantity: 10, unitPrice: 9_000, agreementKind: 'list' },
      { minQuantity: 100, unitPrice: 8_000, agreementKind: 'list' },
    ]);
  });

  it('applies the tier with the largest min quantity not above the quantity', async () => {
    const res = await price(
      {
        lines: [
          { sku: gloves, quantity: 9 },
          { sku: gloves, quantity: 10 },
          { sku: gloves, quantity: 99 },
          { sku: gloves, quantity: 250 },
        ],
      },
      secretHeaders,
    );
    expect(res.json().lines.map((l: { unitPrice: number }) => l.unitPrice)).toEqual([10_000, 9_000, 9_000, 8_000]);
  });

  it('uses the market VAT rate of the product VAT class', async () => {
    const no = await price({ lines: [{ sku: soap, quantity: 1 }] }, secretHeaders);
    expect(no.json().lines[0]).toMatchObject({ vatRate: 1500, vatAmount: 750 });
  });

  it('prices another market in its currency', async () => {
    const res = await price({ market: 'se', lines: [{ sku: gloves, quantity: 1 }] }, secretHeaders);
    expect(res.json()).toMatchObject({ market: 'SE', currency: 'SEK' });
    expect(res.json().lines[0]).toMatchObject({ unitPrice: 12_000, vatRate: 2500 });
  });

  it('marks lines it cannot price, with the reason in the caller language, and prices the rest', async () => {
    const res = await price(
      {
        lines: [
          { sku: 'NO-SUCH-SKU', quantity: 1 },
          { sku: noPrice, quantity: 1 },
          { sku: retired, quantity: 1 },
          { sku: oddSku, quantity: 5 },
          { sku: oddSku, quantity: 10 },
        ],
      },
      { ...secretHeaders, 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(200);
    expect(() => pricesResponse.parse(res.json())).not.toThrow();
    const [unknown, none, old, below, ok] = res.json().lines;
    expect(unknown).toMatchObject({ available: false, reason: 'unknown_sku', unitPrice: null, lineTotal: null });
    expect(unknown.message).toBe('The item number does not exist.');
    expect(none).toMatchObject({ available: false, reason: 'no_price' });
    expect(old).toMatchObject({ available: false, reason: 'not_sold' });
    expect(below).toMatchObject({
      available: false,
      reason: 'below_minimum_quantity',
      tiers: [{ minQuantity: 10, unitPrice: 1_000, agreementKind: 'list' }],
    });
    expect(ok).toMatchObject({ available: true, unitPrice: 1_000, lineTotal: 10_000 });
    expect(res.json().totalExclVat).toBe(10_000);
    const nb = await price({ lines: [{ sku: 'NO-SUCH-SKU', quantity: 1 }] }, secretHeaders);
    expect(nb.json().lines[0].message).toBe('Varenummeret finnes ikke.');
  });
});

describe('POST /api/price/prices: agreements', () => {
  it('lets the contract beat the list price, and the list win where it is lower', async () => {
    const res = await price(
      {
        customerId: customer.company.id,
        lines: [
          { sku: gloves, quantity: 1 },
          { sku: gloves, quantity: 10 },
          { sku: gloves, quantity: 100 },
        ],
      },
      bearer(customer.buyer.token),
    );
    expect(res.statusCode).toBe(200);
    const [one, ten, hundred] = res.json().lines;
    expect(one).toMatchObject({
      unitPrice: 8_500,
      listUnitPrice: 10_000,
      agreement: { kind: 'contract', priceListId: contractId, name: 'Avtale Test AS' },
    });
    expect(ten).toMatchObject({ unitPrice: 8_500, listUnitPrice: 9_000, agreement: { kind: 'contract' } });
    expect(hundred).toMatchObject({ unitPrice: 8_000, agreement: { kind: 'list' } });
    expect(one.tiers).toEqual([
      { minQuantity: 1, unitPrice: 8_500, agreementKind: 'contract' },
      { minQuantity: 100, unitPrice: 8_000, agreementKind: 'list' },
    ]);
  });

  it('prices a contract assigned or taken away at once, by the back office or by the order system (no kept company)', async () => {
    const agent = await createAgent(database);
    const buyer = await createCompanyWithPeople(database);
    const glovesAtOne = async () => {
      const res = await price(
        { customerId: buyer.company.id, lines: [{ sku: gloves, quantity: 1 }] },
        bearer(buyer.buyer.token),
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().lines[0].unitPrice;
    };
    // The company's pricing row is read and kept (minutes): each change below must reach it.
    expect(await glovesAtOne()).toBe(10_000);
    const update = await api.put('/api/customer/update-customer', {
      headers: bearer(agent.token),
      body: { customerId: buyer.company.id, priceListId: contractId },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await glovesAtOne()).toBe(8_500);
    const event = await api.post('/omnium/events/business-customer-changed', {
      headers: secretHeaders,
      body: {
        eventId: `evt-price-${buyer.company.id}`,
        occurredAt: new Date().toISOString(),
        customerNumber: buyer.company.customerNumber,
        changes: { priceList: null },
      },
    });
    expect(event.statusCode, event.body).toBe(200);
    expect(await glovesAtOne()).toBe(10_000);
  });

  it('prefers the contract when it ties with the list price', async () => {
    const res = await price(
      { customerId: customer.company.id, lines: [{ sku: soap, quantity: 3 }] },
      bearer(customer.viewer.token),
    );
    expect(res.json().lines[0]).toMatchObject({ unitPrice: 5_000, agreement: { kind: 'contract' } });
  });

  it("uses a person's only company when no customerId is given", async () => {
    const res = await price({ lines: [{ sku: gloves, quantity: 1 }] }, bearer(customer.admin.token));
    expect(res.json()).toMatchObject({ customerId: customer.company.id });
    expect(res.json().lines[0].agreement.kind).toBe('contract');
  });

  it('gives list prices to a person in several companies who names none', async () => {
    const second = await createCompany(database);
    const contact = await createContact(database, { company: customer.company, role: 'buyer' });
    await database.db.insert(companyContacts).values({ companyId: second.id, contactId: contact.id, role: 'buyer' });
    const { accessToken } = await signIn(database, contact);
    const res = await price({ lines: [{ sku: gloves, quantity: 1 }] }, bearer(accessToken));
    expect(res.json()).toMatchObject({ customerId: null, lines: [{ unitPrice: 10_000, agreement: { kind: 'list' } }] });
  });

  it("ignores a contract in another market than the one priced (the company's SE prices are list prices)", async () => {
    const res = await price(
      { customerId: customer.company.id, market: 'SE', lines: [{ sku: gloves, quantity: 1 }] },
      bearer(customer.buyer.token),
    );
    expect(res.json()).toMatchObject({ market: 'SE', currency: 'SEK', lines: [{ unitPrice: 12_000 }] });
  });

  it('lets staff and the web server price for a named customer', async () => {
    const agent = await createAgent(database);
    for (const headers of [bearer(agent.token), secretHeaders]) {
      const res = await price({ customerId: customer.company.id, lines: [{ sku: gloves, quantity: 1 }] }, headers);
      expect(res.json().lines[0].unitPrice).toBe(8_500);
    }
  });
});

describe('POST /api/price/prices: campaigns', () => {
  it('applies a campaign only inside its period, and only when it is the lowest', async () => {
    const category = await createCategory(database);
    const sku = (await createProduct(database, { category })).variants[0]!.sku;
    await createPriceList(database, { kind: 'list', prices: [{ sku, unitPrice: 2_000 }] });
    await createPriceList(database, {
      kind: 'campaign',
      validFrom: days(-10),
      validTo: days(-1),
      prices: [{ sku, unitPrice: 1_000 }],
    });
    await createPriceList(database, { kind: 'campaign', validFrom: days(1), prices: [{ sku, unitPrice: 1_100 }] });
    const before = await price({ lines: [{ sku, quantity: 1 }] }, secretHeaders);
    expect(before.json().lines[0]).toMatchObject({ unitPrice: 2_000, agreement: { kind: 'list' } });

    const running = await createPriceList(database, {
      kind: 'campaign',
      name: 'Vårkampanje',
      validFrom: days(-1),
      validTo: days(7),
      prices: [{ sku, unitPrice: 1_500 }],
    });
    const during = await price({ lines: [{ sku, quantity: 1 }] }, secretHeaders);
    expect(during.json().lines[0]).toMatchObject({
      unitPrice: 1_500,
      listUnitPrice: 2_000,
      agreement: { kind: 'campaign', priceListId: running.id, name: 'Vårkampanje' },
    });

    // A contract lower still beats the campaign.
    const contract = await createPriceList(database, { kind: 'contract', prices: [{ sku, unitPrice: 1_400 }] });
    const company = await createCompanyWithPeople(database);
    await setContract(database, company.company.id, contract.id);
    const withContract = await price(
      { customerId: company.company.id, lines: [{ sku, quantity: 1 }] },
      bearer(company.buyer.token),
    );
    expect(withContract.json().lines[0]).toMatchObject({ unitPrice: 1_400, agreement: { kind: 'contract' } });
  });
});

describe('POST /api/price/prices: refusals', () => {
  it('needs a token or the secret', async () => {
    const res = await api.post('/api/price/prices', { body: { lines: [{ sku: gloves, quantity: 1 }] } });
    expect(res.statusCode).toBe(401);
  });

  it("answers 404 for another company's customerId, and for an unknown one", async () => {
    const res = await price(
      { customerId: otherCustomer.company.id, lines: [{ sku: gloves, quantity: 1 }] },
      bearer(customer.buyer.token),
    );
    expect(res.statusCode).toBe(404);
    const unknown = await price(
      { customerId: '00000000-0000-4000-8000-000000000000', lines: [{ sku: gloves, quantity: 1 }] },
      secretHeaders,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 422 market_not_allowed for a market the company does not buy in, in the caller language', async () => {
    const res = await price(
      { customerId: customer.company.id, market: 'DK', lines: [{ sku: gloves, quantity: 1 }] },
      { ...bearer(customer.buyer.token), 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'market_not_allowed',
      title: 'The customer does not buy in this market.',
      market: 'DK',
    });
    const nb = await price(
      { customerId: customer.company.id, market: 'DK', lines: [{ sku: gloves, quantity: 1 }] },
      bearer(customer.buyer.token),
    );
    expect(nb.json().title).toBe('Kunden handler ikke i dette markedet.');
  });

  it('answers 422 market_unknown for a market we do not sell in', async () => {
    const res = await price({ market: 'FI', lines: [{ sku: gloves, quantity: 1 }] }, secretHeaders);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('market_unknown');
  });

  it('answers 422 too_many_items above 500 lines', async () => {
    const lines = Array.from({ length: 501 }, (_, i) => ({ sku: `SKU-${i}`, quantity: 1 }));
    const res = await price({ lines }, secretHeaders);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'too_many_items', max: 500 });
  });

  it('answers 400 listing every field problem of a malformed body', async () => {
    const res = await price(
      { customerId: 'not-a-uuid', market: 'Norway', lines: [{ sku: '', quantity: 0 }] } as never,
      secretHeaders,
    );
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.customerId', 'body.market', 'body.lines.0.sku', 'body.lines.0.quantity']),
    );
    const empty = await price({ lines: [] }, secretHeaders);
    expect(empty.statusCode).toBe(400);
  });
});
