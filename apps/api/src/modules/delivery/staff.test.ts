import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createAgent,
  createCategory,
  createCompanyWithPeople,
  createDeliveryAddress,
  createPriceList,
  createProduct,
} from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { deliveryRoutes } from '../../db/schema';
import { invalidateCaches } from '../../lib/cache';
import { calendarMarkets } from '../../lib/dates';
import { defaultHolidays } from '../../lib/holidays';
import { defaultRoutes, defaultShippingMethods } from './defaults';
import { seedDeliveryDefaults } from './seed';
import { loadDeliveryTables } from './tables';

const { app, database } = await createTestApp();
const api = testClient(app);

// Tokens are made before any test fakes the clock (they must be issued after the contact's creation).
const admin = await createAgent(database, 'administrator');
const catalog = await createAgent(database, 'catalog_manager');
const service = await createAgent(database, 'customer_service');
const reader = await createAgent(database, 'read_only');
const shop = await createCompanyWithPeople(database);
await createDeliveryAddress(database, shop.company.id, { zipCode: '1995' });
const category = await createCategory(database);
await createProduct(database, { category, variants: [{ sku: 'DLV-A', stock: 100, leadTimeDays: 0 }] });
await createPriceList(database, { prices: [{ sku: 'DLV-A', unitPrice: 10_000 }] });

const staff = { administrator: admin, catalog_manager: catalog, customer_service: service, read_only: reader };
type Role = keyof typeof staff;
const roles = Object.keys(staff) as Role[];
const writers: Role[] = ['administrator', 'catalog_manager'];

/** A route in Oslo's range that no other test uses: 1990–1999, every weekday, no express. */
const testRoute = {
  code: 'NO-TEST',
  market: 'NO',
  name: { nb: 'Testruten', en: 'The test route' },
  zipFrom: 1990,
  zipTo: 1999,
  weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  transitDays: 1,
  cutOff: '14:00',
};

const auditRows = async (entity: string, id: string) =>
  (
    await database.query(
      `select action, actor_contact_id as "by", before, after from audit_events
        where entity_type = $1 and entity_id = $2 order by created_at, id`,
      [entity, id],
    )
  ).rows;

const preview = (zipCode: string, token = reader.token) =>
  api.get('/api/backoffice/delivery/preview', { token, query: { market: 'NO', zipCode, count: '3' } });

describe('the seeded tables', () => {
  it('are the tables the calculation used before they were data: routes, holidays, shipping', async () => {
    const tables = await loadDeliveryTables(database.db);
    const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);
    expect([...tables.routes].sort(byCode)).toEqual([...defaultRoutes].sort(byCode));
    expect(tables.shipping).toEqual(defaultShippingMethods);
    const year = new Date().getUTCFullYear();
    for (const market of calendarMarkets) {
      for (const y of [year - 1, year, year + 5]) {
        expect(tables.holidays[market]?.get(y), `${market} ${y}`).toEqual(
          defaultHolidays(market, y).map(({ date, name }) => ({ date, name })),
        );
      }
      expect(tables.holidays[market]?.has(year + 6)).toBe(false);
    }
  });

  it('are seeded again without undoing an edit: a removed holiday stays removed, a removed route stays removed', async () => {
    await database.query(`delete from holidays where market = 'SE' and date = $1`, [
      `${new Date().getUTCFullYear()}-01-06`,
    ]);
    await database.query(`delete from delivery_routes where code = 'SE-GOTL'`);
    await seedDeliveryDefaults(database.db);
    const { rows } = await database.query(`select count(*)::int as n from holidays where market = 'SE' and date = $1`, [
      `${new Date().getUTCFullYear()}-01-06`,
    ]);
    expect(rows[0]?.n).toBe(0);
    expect((await database.query(`select 1 from delivery_routes where code = 'SE-GOTL'`)).rows).toHaveLength(0);
    // Put back for the tests below.
    await database.db.insert(deliveryRoutes).values(defaultRoutes.filter((r) => r.code === 'SE-GOTL'));
    await database.query(`insert into holidays (market, date, name) values ('SE', $1, $2)`, [
      `${new Date().getUTCFullYear()}-01-06`,
      JSON.stringify({ nb: 'Trettendedag jul', en: 'Epiphany' }),
    ]);
    invalidateCaches('delivery');
  });
});

describe('the migration', () => {
  it('writes the same routes and fees into a database whose markets exist (0013_delivery_defaults)', async () => {
    const before = await loadDeliveryTables(database.db);
    await database.query('delete from delivery_routes');
    await database.query('delete from shipping_fees');
    const file = new URL('../../db/migrations/0013_delivery_defaults.sql', import.meta.url);
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
      await database.query(statement);
    }
    const after = await loadDeliveryTables(database.db);
    const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);
    expect([...after.routes].sort(byCode)).toEqual([...before.routes].sort(byCode));
    expect(after.shipping).toEqual(before.shipping);
    invalidateCaches('delivery');
  });
});

describe('reading the delivery tables and markets', () => {
  const reads = [
    '/api/backoffice/delivery/routes?market=NO',
    '/api/backoffice/delivery/holidays?market=NO&year=2026',
    '/api/backoffice/delivery/shipping-methods',
    '/api/backoffice/markets',
    '/api/backoffice/delivery/preview?market=NO&zipCode=0150',
  ];

  it('answers every staff role, 403 for a buyer, 401 for nobody', async () => {
    for (const url of reads) {
      for (const role of roles) expect((await api.get(url, { token: staff[role].token })).statusCode, url).toBe(200);
      expect((await api.get(url, { token: shop.buyer.token })).statusCode, url).toBe(403);
      expect((await api.get(url)).statusCode, url).toBe(401);
    }
  });

  it('lists the seeded defaults: routes, nested areas not served, holidays, shipping fees, VAT', async () => {
    const routes = (await api.get(reads[0]!, { token: reader.token })).json().routes;
    expect(routes.map((r: { code: string }) => r.code)).toEqual([
      'NO-OSL',
      'NO-OST',
      'NO-VEST',
      'NO-NORD',
      'NO-JANMAYEN',
      'NO-SVALBARD',
    ]);
    expect(routes[0]).toMatchObject({
      zipFrom: 0,
      zipTo: 1999,
      isServed: true,
      weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      cutOff: '14:00',
      expressBefore: '10:00',
    });
    expect(routes.find((r: { code: string }) => r.code === 'NO-SVALBARD')).toMatchObject({
      isServed: false,
      weekdays: [],
    });
    const holidays = (await api.get(reads[1]!, { token: reader.token })).json();
    expect(holidays).toMatchObject({ market: 'NO', year: 2026, isStored: true });
    expect(holidays.holidays.map((h: { date: string }) => h.date)).toContain('2026-04-06'); // Easter Monday
    const far = (
      await api.get('/api/backoffice/delivery/holidays?market=DK&year=2090', { token: reader.token })
    ).json();
    expect(far.isStored).toBe(false);
    expect(far.holidays.length).toBeGreaterThan(8);
    const methods = (await api.get(reads[2]!, { token: reader.token })).json().methods;
    expect(methods.find((m: { code: string }) => m.code === 'express').fees).toEqual([
      { market: 'DK', currency: 'DKK', fee: 44_900 },
      { market: 'NO', currency: 'NOK', fee: 49_900 },
      { market: 'SE', currency: 'SEK', fee: 69_900 },
    ]);
    const markets = (await api.get(reads[3]!, { token: reader.token })).json().markets;
    expect(markets.find((m: { code: string }) => m.code === 'SE')).toMatchObject({
      currency: 'SEK',
      vatRates: { standard: 2500, reduced: 1200, zero: 0 },
      timeZone: 'Europe/Stockholm',
    });
  });

  it('previews the next dates of a zip code, a zip code not served, and refuses a malformed one', async () => {
    const served = await preview('0150');
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ isServed: true, route: { code: 'NO-OSL' }, cutOff: '14:00' });
    expect(served.json().dates).toHaveLength(3);
    expect((await preview('9171')).json()).toMatchObject({
      isServed: false,
      route: { code: 'NO-SVALBARD' },
      dates: [],
    });
    expect((await preview('12')).json().code).toBe('zip_code_invalid');
    const unknown = await api.get('/api/backoffice/delivery/preview', {
      token: reader.token,
      query: { market: 'FI', zipCode: '00100' },
    });
    expect(unknown.json().code).toBe('market_unknown');
  });
});

describe('editing routes', () => {
  it('lets administrators and catalog managers add, change and remove a route, audited; others get 403', async () => {
    for (const role of ['customer_service', 'read_only'] as Role[]) {
      const token = staff[role].token;
      expect((await api.post('/api/backoffice/delivery/routes', { token, body: testRoute })).statusCode).toBe(403);
      expect(
        (await api.patch('/api/backoffice/delivery/routes/NO-OSL', { token, body: { cutOff: '13:00' } })).statusCode,
      ).toBe(403);
      expect((await api.delete('/api/backoffice/delivery/routes/NO-OSL', { token })).statusCode).toBe(403);
    }
    for (const role of writers) {
      const token = staff[role].token;
      const created = await api.post('/api/backoffice/delivery/routes', { token, body: testRoute });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ code: 'NO-TEST', isServed: true, expressBefore: null });
      const changed = await api.patch('/api/backoffice/delivery/routes/no-test', {
        token,
        body: { cutOff: '12:30', weekdays: ['tuesday', 'monday'] },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ cutOff: '12:30', weekdays: ['monday', 'tuesday'] });
      expect((await api.delete('/api/backoffice/delivery/routes/NO-TEST', { token })).statusCode).toBe(204);
      expect((await api.delete('/api/backoffice/delivery/routes/NO-TEST', { token })).statusCode).toBe(404);
    }
    const rows = await auditRows('delivery_route', 'NO-TEST');
    expect(rows.map((r) => r.action)).toEqual([
      'delivery_route_created',
      'delivery_route_updated',
      'delivery_route_deleted',
      'delivery_route_created',
      'delivery_route_updated',
      'delivery_route_deleted',
    ]);
    expect(rows[0]).toMatchObject({ by: admin.contact.id, before: null, after: { zipFrom: 1990, cutOff: '14:00' } });
    expect(rows[1]).toMatchObject({
      before: { cutOff: '14:00', weekdays: testRoute.weekdays },
      after: { cutOff: '12:30', weekdays: ['monday', 'tuesday'] },
    });
    expect(Object.keys(rows[1]?.after as object).sort()).toEqual(['cutOff', 'weekdays']);
    expect(rows[5]).toMatchObject({ by: catalog.contact.id, after: null, before: { code: 'NO-TEST' } });
  });

  it('refuses partly overlapping ranges (nesting is fine), a taken code and an unknown market', async () => {
    const token = catalog.token;
    const post = (body: object) =>
      api.post('/api/backoffice/delivery/routes', { token, body: { ...testRoute, ...body } });
    const overlap = await post({ code: 'NO-X1', zipFrom: 1900, zipTo: 2100 });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json()).toMatchObject({ code: 'delivery_route_overlap', route: 'NO-OSL' });
    const same = await post({ code: 'NO-X2', zipFrom: 0, zipTo: 1999 });
    expect(same.json()).toMatchObject({ code: 'delivery_route_overlap', route: 'NO-OSL' });
    expect((await post({ code: 'NO-OSL' })).json().code).toBe('delivery_route_exists');
    expect((await post({ code: 'FI-X', market: 'FI' })).json().code).toBe('market_unknown');
    const nested = await post({ code: 'NO-X3' });
    expect(nested.statusCode).toBe(201);
    const crossing = await api.patch('/api/backoffice/delivery/routes/NO-X3', {
      token,
      body: { zipFrom: 1995, zipTo: 2005 },
    });
    expect(crossing.json()).toMatchObject({ code: 'delivery_route_overlap', route: 'NO-OSL' });
    expect((await api.delete('/api/backoffice/delivery/routes/NO-X3', { token })).statusCode).toBe(204);
    expect((await api.get('/api/backoffice/delivery/routes?market=NO', { token })).json().routes).toHaveLength(6);
  });

  it('answers 400 naming the field: cut-off format, unknown weekday, zip range, no weekdays', async () => {
    const token = catalog.token;
    const post = (body: object) =>
      api.post('/api/backoffice/delivery/routes', { token, body: { ...testRoute, ...body } });
    const paths = async (body: object) => {
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors.map((e: { path: string }) => e.path);
    };
    expect(await paths({ cutOff: '25:00' })).toEqual(['body.cutOff']);
    expect(await paths({ cutOff: '2pm' })).toEqual(['body.cutOff']);
    expect(await paths({ weekdays: ['monday', 'funday'] })).toEqual(['body.weekdays.1']);
    expect(await paths({ weekdays: ['saturday'] })).toEqual(['body.weekdays.0']); // never a working day
    expect(await paths({ weekdays: ['monday', 'monday'] })).toEqual(['body.weekdays']);
    expect(await paths({ weekdays: [] })).toEqual(['body.weekdays']);
    expect(await paths({ zipFrom: 1999, zipTo: 1990 })).toEqual(['body.zipTo']);
    expect(await paths({ zipTo: 19999 })).toEqual(['body.zipTo']); // Norwegian zip codes have four digits
    expect(await paths({ name: { nb: 'Bare norsk' } })).toEqual(['body.name.en']);
    const patch = await api.patch('/api/backoffice/delivery/routes/NO-OSL', { token, body: { expressBefore: '9' } });
    expect(patch.statusCode).toBe(400);
  });
});

describe('editing holidays', () => {
  it('adds, renames and removes a holiday, audited; refuses a duplicate date; 403 for other roles', async () => {
    const body = { market: 'DK', date: '2031-08-14', name: { nb: 'Lagerdag', en: 'Stock day' } };
    for (const role of ['customer_service', 'read_only'] as Role[]) {
      expect((await api.post('/api/backoffice/delivery/holidays', { token: staff[role].token, body })).statusCode).toBe(
        403,
      );
    }
    const created = await api.post('/api/backoffice/delivery/holidays', { token: catalog.token, body });
    expect(created.statusCode, created.body).toBe(201);
    const again = await api.post('/api/backoffice/delivery/holidays', { token: admin.token, body });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('holiday_exists');
    // Christmas Day is already one (the year's defaults are kept by the first edit).
    const christmas = await api.post('/api/backoffice/delivery/holidays', {
      token: admin.token,
      body: { ...body, date: '2031-12-25' },
    });
    expect(christmas.json().code).toBe('holiday_exists');
    const renamed = await api.patch('/api/backoffice/delivery/holidays/DK/2031-08-14', {
      token: admin.token,
      body: { name: { nb: 'Varetelling', en: 'Stocktaking' } },
    });
    expect(renamed.statusCode).toBe(200);
    const year = (
      await api.get('/api/backoffice/delivery/holidays?market=DK&year=2031', { token: reader.token })
    ).json();
    expect(year.isStored).toBe(true);
    expect(year.holidays.find((h: { date: string }) => h.date === '2031-08-14').name.en).toBe('Stocktaking');
    expect(year.holidays.some((h: { date: string }) => h.date === '2031-12-25')).toBe(true);
    expect(
      (await api.delete('/api/backoffice/delivery/holidays/DK/2031-08-14', { token: admin.token })).statusCode,
    ).toBe(204);
    expect(
      (await api.delete('/api/backoffice/delivery/holidays/DK/2031-08-14', { token: admin.token })).statusCode,
    ).toBe(404);
    const rows = await auditRows('holiday', 'DK:2031-08-14');
    expect(rows.map((r) => r.action)).toEqual(['holiday_created', 'holiday_updated', 'holiday_deleted']);
    expect(rows[1]).toMatchObject({ before: { name: { en: 'Stock day' } }, after: { name: { en: 'Stocktaking' } } });
    expect(rows[2]).toMatchObject({ after: null, before: { date: '2031-08-14' } });
  });

  it('answers 400 for a malformed date or a missing translation, 422 for an unknown market', async () => {
    const post = (body: object) => api.post('/api/backoffice/delivery/holidays', { token: catalog.token, body });
    const name = { nb: 'X', en: 'X' };
    expect((await post({ market: 'NO', date: '2031-02-30', name })).statusCode).toBe(400);
    expect((await post({ market: 'NO', date: '1999-12-31', name })).statusCode).toBe(400);
    expect((await post({ market: 'NO', date: '2031-02-03', name: { nb: ' ', en: 'X' } })).statusCode).toBe(400);
    expect((await post({ market: 'FI', date: '2031-02-03', name })).json().code).toBe('market_unknown');
  });
});

describe('editing shipping methods and markets', () => {
  it('changes a fee and a cut-off (catalog staff, audited) and the buyer is quoted the new fee', async () => {
    expect(
      (
        await api.patch('/api/backoffice/delivery/shipping-methods/express', {
          token: service.token,
          body: { fees: [{ market: 'NO', fee: 1 }] },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await api.patch('/api/backoffice/delivery/shipping-methods/express', {
      token: catalog.token,
      body: { fees: [{ market: 'NO', fee: -1 }], cutOff: '12' },
    });
    expect(bad.statusCode).toBe(400);
    const changed = await api.patch('/api/backoffice/delivery/shipping-methods/express', {
      token: catalog.token,
      body: { fees: [{ market: 'NO', fee: 59_900 }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().fees).toContainEqual({ market: 'NO', currency: 'NOK', fee: 59_900 });
    const cart = await api.get('/api/ardis/cart', { token: shop.buyer.token, query: { pid: shop.buyer.contact.id } });
    expect(cart.statusCode, cart.body).toBe(200);
    const methods = (await api.get(`/api/order/${cart.json().id}/shippingmethods`, { token: shop.buyer.token })).json();
    expect(methods.methods.find((m: { code: string }) => m.code === 'express')).toMatchObject({ fee: 59_900 });
    await api.patch('/api/backoffice/delivery/shipping-methods/express', {
      token: catalog.token,
      body: { fees: [{ market: 'NO', fee: 49_900 }] },
    });
    const rows = await auditRows('shipping_method', 'express');
    expect(rows[0]).toMatchObject({ before: { fees: { NO: 49_900 } }, after: { fees: { NO: 59_900 } } });
  });

  it('lets only administrators change VAT rates (0–100 %), audited, and shipping VAT follows', async () => {
    const body = { vatRates: { standard: 2000, reduced: 1500, zero: 0 } };
    expect((await api.patch('/api/backoffice/markets/NO', { token: catalog.token, body })).statusCode).toBe(403);
    for (const standard of [-1, 10_001, 25.5]) {
      const res = await api.patch('/api/backoffice/markets/NO', {
        token: admin.token,
        body: { vatRates: { ...body.vatRates, standard } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('body.vatRates.standard');
    }
    expect((await api.patch('/api/backoffice/markets/XX', { token: admin.token, body })).statusCode).toBe(404);
    const changed = await api.patch('/api/backoffice/markets/NO', { token: admin.token, body });
    expect(changed.statusCode, changed.body).toBe(200);
    const cart = (
      await api.get('/api/ardis/cart', { token: shop.buyer.token, query: { pid: shop.buyer.contact.id } })
    ).json();
    const methods = (await api.get(`/api/order/${cart.id}/shippingmethods`, { token: shop.buyer.token })).json();
    expect(methods.methods.find((m: { code: string }) => m.code === 'express')).toMatchObject({
      fee: 49_900,
      vatRate: 2000,
      vat: 9_980,
    });
    await api.patch('/api/backoffice/markets/NO', {
      token: admin.token,
      body: { vatRates: { standard: 2500, reduced: 1500, zero: 0 } },
    });
    const rows = await auditRows('market', 'NO');
    expect(rows[0]).toMatchObject({
      action: 'market_updated',
      before: { vatRates: { standard: 2500 } },
      after: { vatRates: { standard: 2000 } },
    });
  });
});

describe('the calculation reads the edited tables', () => {
  beforeEach(() => {
    // Only Date is faked: Wednesday 9 April 2025, 13:00 in Oslo, an hour before the 14:00 cut-off.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-04-09T11:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const buyerDates = async () => {
    const res = await api.post('/api/delivery/dates', {
      token: shop.buyer.token,
      body: { market: 'NO', zipCode: '1995', count: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().dates.map((d: { date: string }) => d.date);
  };
  const firstPreviewDate = async () => (await preview('1995')).json().dates[0].date;

  it('skips a holiday staff add and moves back when it is removed', async () => {
    await api.post('/api/backoffice/delivery/routes', { token: catalog.token, body: testRoute });
    expect(await firstPreviewDate()).toBe('2025-04-10');
    expect(await buyerDates()).toEqual(['2025-04-10', '2025-04-11']);
    const holiday = { market: 'NO', date: '2025-04-10', name: { nb: 'Lagerstengt', en: 'Warehouse closed' } };
    expect(
      (await api.post('/api/backoffice/delivery/holidays', { token: catalog.token, body: holiday })).statusCode,
    ).toBe(201);
    expect(await firstPreviewDate()).toBe('2025-04-11');
    expect(await buyerDates()).toEqual(['2025-04-11', '2025-04-14']);
    const shown = (await preview('1995')).json();
    expect(shown.holidays).toContainEqual({ date: '2025-04-10', name: holiday.name });
    await api.delete('/api/backoffice/delivery/holidays/NO/2025-04-10', { token: catalog.token });
    expect(await buyerDates()).toEqual(['2025-04-10', '2025-04-11']);
  });

  it('moves the first date when the cut-off moves before now', async () => {
    expect(await firstPreviewDate()).toBe('2025-04-10');
    await api.patch('/api/backoffice/delivery/routes/NO-TEST', { token: catalog.token, body: { cutOff: '12:00' } });
    const moved = (await preview('1995')).json();
    expect(moved.dates[0]).toMatchObject({ date: '2025-04-11', orderBefore: '2025-04-10T12:00:00+02:00' });
    expect(await buyerDates()).toEqual(['2025-04-11', '2025-04-14']);
    await api.patch('/api/backoffice/delivery/routes/NO-TEST', { token: catalog.token, body: { cutOff: '14:00' } });
    expect(await firstPreviewDate()).toBe('2025-04-10');
  });

  it('keeps answering from its cache until the delivery caches are invalidated', async () => {
    await database.query(`update delivery_routes set cut_off = '12:00' where code = 'NO-TEST'`);
    expect(await firstPreviewDate()).toBe('2025-04-10'); // the loaded tables still hold 14:00
    invalidateCaches('delivery');
    expect(await firstPreviewDate()).toBe('2025-04-11');
    await database.query(`update delivery_routes set cut_off = '14:00' where code = 'NO-TEST'`);
    invalidateCaches('delivery');
    await api.delete('/api/backoffice/delivery/routes/NO-TEST', { token: catalog.token });
    expect((await preview('1995')).json().route.code).toBe('NO-OSL');
  });
});
