import type { Db, DbOrTx } from '../../db';
import { readTogether } from '../../db/prepared';
import { invalidateCaches } from '../../lib/cache';
import { type CalendarMarket, isCalendarMarket, localDate, marketTimeZones } from '../../lib/dates';
import { AppError, notFound, rule } from '../../lib/errors';
import { defaultHolidays, publicHolidays } from '../../lib/holidays';
import { type Language, localize } from '../../lib/i18n';
import { auditChange } from '../security';
import { type DeliveryDate, findDeliveryArea, marketCalendars, nextDeliveryDates, weekdays } from './calendar';
import * as repo from './repository';
import type { ShippingMethodCode } from './shipping';
import type {
  BackofficeMarket,
  CreateHolidayBody,
  CreateRouteBody,
  DeliveryPreview,
  DeliveryRoute,
  HolidayList,
  PreviewQuery,
  ShippingMethod,
  UpdateMarketBody,
  UpdateRouteBody,
  UpdateShippingMethodBody,
} from './staff-schemas';
import { useStoredTables } from './tables';

/**
 * The back office's delivery tables and markets (docs/backoffice.md, "Delivery and markets"). Every write runs in
 * one transaction with its audit entry, under a lock on the market's row (so two writes of one market cannot both
 * pass the overlap check), and invalidates the delivery caches on every node once it committed.
 */

type Weekday = (typeof weekdays)[number];
const dayNumber = (day: Weekday) => weekdays.indexOf(day) + 1;
const dayName = (n: number) => weekdays[n - 1] as Weekday;

const routeOf = (row: repo.RouteRecord): DeliveryRoute => ({
  code: row.code,
  market: row.market,
  name: row.name,
  zipFrom: row.zipFrom,
  zipTo: row.zipTo,
  isServed: row.isServed,
  weekdays: [...row.weekdays].sort((a, b) => a - b).map(dayName),
  transitDays: row.transitDays,
  cutOff: row.cutOff,
  expressBefore: row.expressBefore,
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit log keeps of a route: every field but the time it was last changed. */
const auditedRoute = ({ updatedAt: _updatedAt, ...route }: DeliveryRoute) => route;

const invalid = (path: string, message: string) => new AppError('validation_failed', { errors: [{ path, message }] });

/** A market we sell in, locked for the transaction; 422 market_unknown otherwise. */
async function lockCalendarMarket(tx: DbOrTx, market: string): Promise<CalendarMarket> {
  if (!isCalendarMarket(market) || !(await repo.lockMarket(tx, market))) throw rule('market_unknown', { market });
  return market;
}

/**
 * Ranges of one market may nest (an island route inside a region, an area not served inside a route: the innermost
 * wins) but not partly overlap or cover the same zip codes twice.
 */
function clashes(a: { zipFrom: number; zipTo: number }, b: { zipFrom: number; zipTo: number }) {
  const meets = a.zipFrom <= b.zipTo && b.zipFrom <= a.zipTo;
  if (!meets) return false;
  const same = a.zipFrom === b.zipFrom && a.zipTo === b.zipTo;
  const nests = (a.zipFrom >= b.zipFrom && a.zipTo <= b.zipTo) || (b.zipFrom >= a.zipFrom && b.zipTo <= a.zipTo);
  return same || !nests;
}

type RouteShape = {
  code: string;
  market: CalendarMarket;
  zipFrom: number;
  zipTo: number;
  isServed: boolean;
  weekdays: number[];
};

/** The checks a route must pass against its market: zip code length, weekdays, no partial overlap. */
async function checkRoute(tx: DbOrTx, route: RouteShape) {
  const max = 10 ** marketCalendars[route.market].zipDigits - 1;
  if (route.zipTo > max) throw invalid('body.zipTo', `A zip code of ${route.market} is at most ${max}`);
  if (route.zipFrom > route.zipTo) throw invalid('body.zipTo', 'zipTo must not be below zipFrom');
  if (route.isServed && route.weekdays.length === 0) {
    throw invalid('body.weekdays', 'A route that is served needs at least one weekday');
  }
  const other = (await repo.listRoutes(tx, route.market)).find((r) => r.code !== route.code && clashes(r, route));
  if (other) throw rule('delivery_route_overlap', { route: other.code, zipFrom: other.zipFrom, zipTo: other.zipTo });
}

/** After a committed change: every node reloads the delivery tables before its next answer. */
const changed = () => invalidateCaches('delivery');

// Routes.

export async function listRoutes(db: Db, market?: string) {
  return { routes: (await repo.listRoutes(db, market)).map(routeOf) };
}

export async function createRoute(db: Db, by: string, body: CreateRouteBody): Promise<DeliveryRoute> {
  const created = await db.transaction(async (tx) => {
    const market = await lockCalendarMarket(tx, body.market);
    if (await repo.findRoute(tx, body.code)) throw rule('delivery_route_exists', { code: body.code });
    const days = body.isServed ? body.weekdays.map(dayNumber) : [];
    await checkRoute(tx, { ...body, market, weekdays: days });
    const row = await repo.insertRoute(tx, {
      code: body.code,
      market,
      name: body.name,
      zipFrom: body.zipFrom,
      zipTo: body.zipTo,
      isServed: body.isServed,
      weekdays: days,
      transitDays: body.transitDays,
      cutOff: body.cutOff,
      expressBefore: body.isServed ? body.expressBefore : null,
    });
    const route = routeOf(row);
    await auditChange(tx, {
      by,
      entity: 'delivery_route',
      id: route.code,
      verb: 'created',
      after: auditedRoute(route),
    });
    return route;
  });
  changed();
  return created;
}

export async function updateRoute(db: Db, by: string, code: string, body: UpdateRouteBody): Promise<DeliveryRoute> {
  const updated = await db.transaction(async (tx) => {
    const found = await repo.findRoute(tx, code);
    if (!found) throw notFound('No such delivery route.');
    const market = await lockCalendarMarket(tx, found.market);
    const isServed = body.isServed ?? found.isServed;
    const days = isServed ? (body.weekdays?.map(dayNumber) ?? found.weekdays) : [];
    const next = {
      name: body.name ?? found.name,
      zipFrom: body.zipFrom ?? found.zipFrom,
      zipTo: body.zipTo ?? found.zipTo,
      isServed,
      weekdays: days,
      transitDays: body.transitDays ?? found.transitDays,
      cutOff: body.cutOff ?? found.cutOff,
      expressBefore: isServed ? (body.expressBefore === undefined ? found.expressBefore : body.expressBefore) : null,
    };
    await checkRoute(tx, { code, market, ...next });
    const row = await repo.updateRoute(tx, code, next);
    const route = routeOf(row);
    await auditChange(tx, {
      by,
      entity: 'delivery_route',
      id: code,
      verb: 'updated',
      before: auditedRoute(routeOf(found)),
      after: auditedRoute(route),
    });
    return route;
  });
  changed();
  return updated;
}

export async function deleteRoute(db: Db, by: string, code: string) {
  await db.transaction(async (tx) => {
    const found = await repo.findRoute(tx, code);
    if (!found) throw notFound('No such delivery route.');
    await lockCalendarMarket(tx, found.market);
    await repo.deleteRoute(tx, code);
    await auditChange(tx, {
      by,
      entity: 'delivery_route',
      id: code,
      verb: 'deleted',
      before: auditedRoute(routeOf(found)),
    });
  });
  changed();
}

// Holidays.

/** A market's holidays in a year: the kept ones, or the generated defaults when the year is not kept yet. */
export async function listHolidays(db: Db, market: string, year: number): Promise<HolidayList> {
  if (!isCalendarMarket(market) || !(await repo.findMarket(db, market))) throw rule('market_unknown', { market });
  if (await repo.isHolidayYearStored(db, market, year)) {
    const rows = await repo.listHolidays(db, { market, year });
    return { market, year, isStored: true, holidays: rows.map(({ date, name }) => ({ date, name })) };
  }
  return { market, year, isStored: false, holidays: defaultHolidays(market, year) };
}

/** Keeps a year's holidays (its generated defaults) before its first edit. */
async function keepYear(tx: DbOrTx, market: CalendarMarket, date: string) {
  const year = Number(date.slice(0, 4));
  const list = defaultHolidays(market, year).map((h) => ({ market, date: h.date, name: h.name }));
  await repo.storeHolidayYear(tx, market, year, list);
}

const holidayId = (market: string, date: string) => `${market}:${date}`;

export async function createHoliday(db: Db, by: string, body: CreateHolidayBody) {
  const created = await db.transaction(async (tx) => {
    const market = await lockCalendarMarket(tx, body.market);
    await keepYear(tx, market, body.date);
    if (await repo.findHoliday(tx, market, body.date)) {
      throw rule('holiday_exists', { market, date: body.date });
    }
    const row = { market, date: body.date, name: body.name };
    await repo.insertHoliday(tx, row);
    await auditChange(tx, { by, entity: 'holiday', id: holidayId(market, body.date), verb: 'created', after: row });
    return { date: row.date, name: row.name };
  });
  changed();
  return created;
}

export async function renameHoliday(
  db: Db,
  by: string,
  market: string,
  date: string,
  name: { nb: string; en: string },
) {
  const renamed = await db.transaction(async (tx) => {
    const code = await lockCalendarMarket(tx, market);
    await keepYear(tx, code, date);
    const found = await repo.findHoliday(tx, code, date);
    if (!found) throw notFound('No holiday on this date.');
    await repo.renameHoliday(tx, code, date, name);
    await auditChange(tx, {
      by,
      entity: 'holiday',
      id: holidayId(code, date),
      verb: 'updated',
      before: { name: found.name },
      after: { name },
    });
    return { date, name };
  });
  changed();
  return renamed;
}

export async function deleteHoliday(db: Db, by: string, market: string, date: string) {
  await db.transaction(async (tx) => {
    const code = await lockCalendarMarket(tx, market);
    await keepYear(tx, code, date);
    const found = await repo.findHoliday(tx, code, date);
    if (!found) throw notFound('No holiday on this date.');
    await repo.deleteHoliday(tx, code, date);
    await auditChange(tx, {
      by,
      entity: 'holiday',
      id: holidayId(code, date),
      verb: 'deleted',
      before: { market: code, date, name: found.name },
    });
  });
  changed();
}

// Shipping methods.

export async function listShippingMethods(db: DbOrTx): Promise<{ methods: ShippingMethod[] }> {
  const [methods, markets] = await readTogether(db, [() => repo.listShippingMethods(db), () => repo.listMarkets(db)]);
  const currency = new Map(markets.map((m) => [m.code, m.currency]));
  return {
    methods: methods.map((m) => ({
      code: m.code as ShippingMethodCode,
      name: m.name,
      description: m.description,
      cutOff: m.cutOff,
      // Every fee's market exists (a foreign key), so it has a currency.
      fees: m.fees.flatMap((f) => {
        const code = currency.get(f.market);
        return code ? [{ market: f.market, currency: code, fee: f.fee }] : [];
      }),
    })),
  };
}

const auditedMethod = (m: ShippingMethod) => ({
  name: m.name,
  description: m.description,
  cutOff: m.cutOff,
  fees: Object.fromEntries(m.fees.map((f) => [f.market, f.fee])),
});

export async function updateShippingMethod(
  db: Db,
  by: string,
  code: ShippingMethodCode,
  body: UpdateShippingMethodBody,
): Promise<ShippingMethod> {
  const updated = await db.transaction(async (tx) => {
    const before = (await listShippingMethods(tx)).methods.find((m) => m.code === code);
    if (!before) throw notFound('No such shipping method.');
    for (const f of body.fees ?? []) await lockCalendarMarket(tx, f.market);
    await repo.updateShippingMethod(tx, code, {
      ...(body.name ? { name: body.name } : {}),
      ...(body.description ? { description: body.description } : {}),
      ...(body.cutOff ? { cutOff: body.cutOff } : {}),
    });
    for (const f of body.fees ?? []) await repo.upsertShippingFee(tx, code, f.market, f.fee);
    const after = (await listShippingMethods(tx)).methods.find((m) => m.code === code) as ShippingMethod;
    await auditChange(tx, {
      by,
      entity: 'shipping_method',
      id: code,
      verb: 'updated',
      before: auditedMethod(before),
      after: auditedMethod(after),
    });
    return after;
  });
  changed();
  return updated;
}

// Markets.

const marketOf = (row: repo.MarketRecord): BackofficeMarket => ({
  code: row.code,
  name: row.name,
  currency: row.currency,
  vatRates: row.vatRates,
  zipPattern: row.zipPattern,
  locale: row.locale,
  timeZone: isCalendarMarket(row.code) ? marketTimeZones[row.code] : null,
});

export async function listMarkets(db: Db) {
  return { markets: (await repo.listMarkets(db)).map(marketOf) };
}

/** Renames a market or changes its VAT rates; prices and the shipping VAT read them through the price caches. */
export async function updateMarket(
  db: Db,
  by: string,
  code: string,
  body: UpdateMarketBody,
): Promise<BackofficeMarket> {
  const updated = await db.transaction(async (tx) => {
    if (!(await repo.lockMarket(tx, code))) throw notFound('No such market.');
    const before = (await repo.listMarkets(tx)).find((m) => m.code === code) as repo.MarketRecord;
    const row = await repo.updateMarket(tx, code, {
      ...(body.name ? { name: body.name } : {}),
      ...(body.vatRates ? { vatRates: body.vatRates } : {}),
    });
    await auditChange(tx, {
      by,
      entity: 'market',
      id: code,
      verb: 'updated',
      before: { name: before.name, vatRates: before.vatRates },
      after: { name: row.name, vatRates: row.vatRates },
    });
    return marketOf(row);
  });
  invalidateCaches('price');
  changed();
  return updated;
}

// Preview.

/**
 * The next delivery dates of a zip code as a buyer would see them now (no lead time), with the route and the
 * holidays in between: what staff check after editing a route or a holiday.
 */
export async function previewDates(
  db: Db,
  query: PreviewQuery & { lang: Language; now?: Date },
): Promise<DeliveryPreview> {
  await useStoredTables(db);
  const market = query.market;
  if (!isCalendarMarket(market) || !(await repo.findMarket(db, market))) throw rule('market_unknown', { market });
  const calendar = marketCalendars[market];
  const found = findDeliveryArea(market, query.zipCode);
  if (found.status === 'invalid_zip' || found.status === 'unknown_market') {
    throw rule(found.status === 'invalid_zip' ? 'zip_code_invalid' : 'market_unknown', {
      market,
      zipCode: query.zipCode,
    });
  }
  const now = query.now ?? new Date();
  const today = localDate(now, calendar.timeZone);
  const base = { market, zipCode: found.zipCode, timeZone: calendar.timeZone };
  if (found.status === 'not_served') {
    const area = found.exclusion;
    return {
      ...base,
      isServed: false,
      route: area ? { code: area.code, name: localize(area.name, query.lang), weekdays: [], transitDays: 0 } : null,
      cutOff: calendar.cutOff,
      dates: [],
      holidays: holidaysBetween(market, today, today),
    };
  }
  const dates: DeliveryDate[] = nextDeliveryDates({ market, zipCode: found.zipCode, now, count: query.count });
  const { area } = found;
  return {
    ...base,
    isServed: true,
    route: {
      code: area.code,
      name: localize(area.name, query.lang),
      weekdays: area.days.map(dayName),
      transitDays: area.transitDays,
    },
    cutOff: area.cutOff,
    dates,
    holidays: holidaysBetween(market, today, dates.at(-1)?.date ?? today),
  };
}

function holidaysBetween(market: CalendarMarket, from: string, to: string) {
  const years = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) years.push(y);
  return years
    .flatMap((y) => publicHolidays(market, y))
    .filter((h) => h.date >= from && h.date <= to)
    .map(({ date, name }) => ({ date, name }));
}
