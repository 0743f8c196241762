import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testClient } from '../../../test/client';
import { createCategory, createCompanyWithPeople, createPriceList, createProduct } from '../../../test/factories';
import { bearer, createTestApp, secretHeaders } from '../../../test/helper';

const { app, database } = await createTestApp();
const api = testClient(app);
const { buyer, viewer } = await createCompanyWithPeople(database);
// Made before any test fakes the clock: tokens must be issued after the contact's creation time.
const other = await createCompanyWithPeople(database);

type Options = { token?: string; secret?: boolean; lang?: 'nb' | 'en' };
const headers = (o: Options) => ({
  ...(o.token ? bearer(o.token) : {}),
  ...(o.secret ? secretHeaders : {}),
  ...(o.lang ? { 'accept-language': o.lang } : {}),
});
const dates = (body: unknown, o: Options = { token: buyer.token }) =>
  api.post('/api/delivery/dates', { headers: headers(o), body: body as object });
const check = (query: Record<string, string>, o: Options = { token: viewer.token }) =>
  api.get('/api/market/check-zipcode', { headers: headers(o), query });

describe('POST /api/delivery/dates', () => {
  beforeEach(() => {
    // Only Date is faked: Wednesday 16 April 2025, 15:00 in Oslo, after the cut-off before Easter.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-04-16T13:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the next ten dates of the route, skipping Easter, with their cut-offs', async () => {
    const res = await dates({ market: 'NO', zipCode: '2000' }, { token: buyer.token, lang: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      market: 'NO',
      zipCode: '2000',
      timeZone: 'Europe/Oslo',
      leadTimeDays: 0,
      area: {
        code: 'NO-OST',
        name: 'Eastern and Southern Norway',
        weekdays: ['tuesday', 'thursday'],
        transitDays: 1,
        expressBefore: null,
      },
    });
    expect(body.dates).toHaveLength(10);
    expect(body.dates.slice(0, 3)).toEqual([
      { date: '2025-04-24', weekday: 'thursday', orderBefore: '2025-04-23T14:00:00+02:00', isExpress: false },
      { date: '2025-04-29', weekday: 'tuesday', orderBefore: '2025-04-28T14:00:00+02:00', isExpress: false },
      { date: '2025-05-06', weekday: 'tuesday', orderBefore: '2025-05-05T14:00:00+02:00', isExpress: false },
    ]);
  });

  it('speaks the caller language in area names', async () => {
    const res = await dates({ market: 'no', zipCode: '0150', count: 2 }, { token: buyer.token, lang: 'nb' });
    expect(res.statusCode).toBe(200);
    expect(res.json().area).toMatchObject({ code: 'NO-OSL', name: 'Oslo og Akershus', expressBefore: '10:00' });
    expect(res.json().dates).toEqual([
      { date: '2025-04-22', weekday: 'tuesday', orderBefore: '2025-04-22T10:00:00+02:00', isExpress: true },
      { date: '2025-04-23', weekday: 'wednesday', orderBefore: '2025-04-22T14:00:00+02:00', isExpress: false },
    ]);
  });

  it('reads Swedish zip codes with a space, starts at fromDate, and takes the caller cart id', async () => {
    const cart = await api.get(`/api/ardis/cart?pid=${buyer.contact.id}`, { token: buyer.token });
    const res = await dates({
      market: 'SE',
      zipCode: '113 57',
      fromDate: '2025-06-18',
      count: 3,
      cartId: cart.json().id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ zipCode: '11357', timeZone: 'Europe/Stockholm', area: { code: 'SE-STO' } });
    // Midsummer Eve (Friday 20 June) is closed.
    expect(res.json().dates.map((d: { date: string }) => d.date)).toEqual(['2025-06-18', '2025-06-19', '2025-06-23']);
  });

  it("adds the largest lead time of the cart's items to the dates", async () => {
    const category = await createCategory(database);
    await createProduct(database, { category, variants: [{ sku: 'DLV-SLOW', leadTimeDays: 3 }] });
    await createPriceList(database, { prices: [{ sku: 'DLV-SLOW', unitPrice: 100 }] });
    const cart = await api.get(`/api/ardis/cart?pid=${buyer.contact.id}`, { token: buyer.token });
    const body = { market: 'NO', zipCode: '0150', count: 1 };
    const before = (await dates({ ...body, cartId: cart.json().id })).json();
    const added = await api.post('/api/ardis/cart/addorderline', {
      token: buyer.token,
      body: { pid: buyer.contact.id, sku: 'DLV-SLOW', quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    const after = (await dates({ ...body, cartId: cart.json().id })).json();
    expect(before.leadTimeDays).toBe(0);
    expect(after.leadTimeDays).toBe(3);
    expect(after.dates[0].date > before.dates[0].date).toBe(true);
  });

  it("answers 404 for another person's or an unknown cart", async () => {
    const cart = await api.get(`/api/ardis/cart?pid=${other.buyer.contact.id}`, { token: other.buyer.token });
    expect(cart.statusCode).toBe(200);
    expect((await dates({ market: 'NO', zipCode: '0150', cartId: cart.json().id })).statusCode).toBe(404);
    expect((await dates({ market: 'NO', zipCode: '0150', cartId: crypto.randomUUID() })).statusCode).toBe(404);
  });

  it('answers 422 for an unknown market, a malformed zip code and one we do not serve, in the caller language', async () => {
    const unknown = await dates({ market: 'FI', zipCode: '00100' }, { token: buyer.token, lang: 'en' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect(unknown.json()).toMatchObject({ code: 'market_unknown', title: 'Unknown market.' });

    const malformed = await dates({ market: 'NO', zipCode: '01500' }, { token: buyer.token, lang: 'nb' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ code: 'zip_code_invalid', title: 'Postnummeret er ugyldig for landet.' });

    const svalbard = await dates({ market: 'NO', zipCode: '9171' }, { token: buyer.token, lang: 'en' });
    expect(svalbard.statusCode).toBe(422);
    expect(svalbard.json()).toMatchObject({
      code: 'zip_not_served',
      title: 'We do not deliver to this zip code.',
      excludedArea: 'NO-SVALBARD',
    });
    const svalbardNb = await dates({ market: 'NO', zipCode: '9171' }, { token: buyer.token, lang: 'nb' });
    expect(svalbardNb.json().title).toBe('Vi leverer ikke til dette postnummeret.');
  });

  // The spec's delivery dates handle 404 and 422, not 400: the fields come as 422 (docs/client.md, "Statuses").
  it('answers 422 request_invalid with every field problem', async () => {
    const res = await dates({ market: 'NO', count: 0, fromDate: '16.04.2025', cartId: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('request_invalid');
    const paths = res
      .json()
      .errors.map((e: { path: string }) => e.path)
      .sort();
    expect(paths).toEqual(['body.cartId', 'body.count', 'body.fromDate', 'body.zipCode']);
    expect((await dates({ market: 'NO', zipCode: '0150', count: 61 })).statusCode).toBe(422);
    const tooFar = await dates({ market: 'NO', zipCode: '0150', fromDate: '9999-12-31' });
    expect(tooFar.statusCode).toBe(422);
    expect(tooFar.json().errors).toEqual([expect.objectContaining({ path: 'body.fromDate' })]);
    // Within a year of the (faked) today is fine.
    expect((await dates({ market: 'NO', zipCode: '0150', fromDate: '2026-04-16', count: 1 })).statusCode).toBe(200);
  });

  it('answers 401 without a person and 403 for the shared secret', async () => {
    const anonymous = await dates({ market: 'NO', zipCode: '0150' }, { lang: 'en' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated', title: 'You must sign in.' });
    expect((await dates({ market: 'NO', zipCode: '0150' }, { token: 'not-a-token' })).statusCode).toBe(401);
    expect((await dates({ market: 'NO', zipCode: '0150' }, { secret: true })).statusCode).toBe(403);
  });
});

describe('GET /api/market/check-zipcode', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-10T11:00:00Z')); // Monday 12:00 in Oslo and Copenhagen
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a JSON attachment with the route, weekdays, next date and cut-off', async () => {
    const res = await check({ market: 'NO', zipCode: '5003' }, { token: viewer.token, lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="zipcode-NO-5003.json"');
    expect(res.json()).toEqual({
      market: 'NO',
      zipCode: '5003',
      isDelivered: true,
      timeZone: 'Europe/Oslo',
      cutOff: '14:00',
      area: {
        code: 'NO-VEST',
        name: 'Western Norway',
        weekdays: ['monday', 'wednesday', 'friday'],
        transitDays: 1,
        expressBefore: null,
      },
      nextDelivery: {
        date: '2025-03-12',
        weekday: 'wednesday',
        orderBefore: '2025-03-11T14:00:00+01:00',
        isExpress: false,
      },
      notServed: null,
    });
  });

  it('names the file by the normalized zip code', async () => {
    const res = await check({ market: 'DK', zipCode: '2100' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="zipcode-DK-2100.json"');
    expect(res.json().nextDelivery).toMatchObject({ date: '2025-03-11', orderBefore: '2025-03-10T14:00:00+01:00' });
    const se = await check({ market: 'SE', zipCode: '621 41' });
    expect(se.headers['content-disposition']).toBe('attachment; filename="zipcode-SE-62141.json"');
    expect(se.json().area.code).toBe('SE-GOTL');
  });

  it('says so, with 200, when we do not deliver to a valid zip code', async () => {
    const res = await check({ market: 'NO', zipCode: '9171' }, { token: viewer.token, lang: 'nb' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isDelivered: false,
      area: null,
      nextDelivery: null,
      notServed: { code: 'zip_not_served', area: 'Svalbard', reason: 'Vi leverer ikke til dette postnummeret.' },
    });
  });

  it('answers 422 for an unknown market or a malformed zip code, 400 for a missing parameter, 401 anonymously', async () => {
    const unknown = await check({ market: 'XX', zipCode: '0150' }, { token: viewer.token, lang: 'en' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'market_unknown', title: 'Unknown market.' });
    const malformed = await check({ market: 'SE', zipCode: '1135' }, { token: viewer.token, lang: 'nb' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().code).toBe('zip_code_invalid');
    const missing = await check({ market: 'NO' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { path: string }) => e.path)).toEqual(['querystring.zipCode']);
    expect((await check({ market: 'NO', zipCode: '0150' }, {})).statusCode).toBe(401);
  });
});
