import {
  addDays,
  type CalendarMarket,
  formatZoned,
  type IsoDate,
  isCalendarMarket,
  isoWeekday,
  localDate,
  marketTimeZones,
  zonedInstant,
} from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { isWorkingDay, workingDaysBefore } from '../../lib/holidays';
import type { Text } from '../../lib/i18n';
import { DEFAULT_CUT_OFF, defaultRoutes, type RouteRow } from './defaults';

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/** A delivery route: the zip codes it covers (inclusive, digits only) and the days the truck comes. */
export type DeliveryArea = {
  code: string;
  name: Text;
  from: number;
  to: number;
  /** ISO weekdays, 1 = Monday. */
  days: number[];
  /** Working days between the order cut-off and delivery (1 = next working day). */
  transitDays: number;
  /** Local time on the working day `transitDays` before delivery after which an order misses that date. */
  cutOff: string;
  /** Same-day delivery for orders placed before this local time on the delivery day itself. */
  expressBefore?: string;
};

/** Zip codes that are valid in the market but that we do not deliver to. */
export type Exclusion = { code: string; name: Text; from: number; to: number };

export type MarketCalendar = {
  timeZone: string;
  /** The cut-off of a new route, and the one the zip-code file names for a zip code no route serves. */
  cutOff: string;
  zipPattern: RegExp;
  zipDigits: number;
  /** Innermost range first (narrowest), so a nested route (Gotland) wins over the one around it. */
  areas: DeliveryArea[];
  exclusions: Exclusion[];
};

const zipFormats: Record<CalendarMarket, { zipPattern: RegExp; zipDigits: number }> = {
  NO: { zipPattern: /^\d{4}$/, zipDigits: 4 },
  SE: { zipPattern: /^\d{3} ?\d{2}$/, zipDigits: 5 },
  DK: { zipPattern: /^\d{4}$/, zipDigits: 4 },
};

const byWidth = (a: { from: number; to: number }, b: { from: number; to: number }) =>
  a.to - a.from - (b.to - b.from) || a.from - b.from;

/** A market's calendar from its stored routes (delivery_routes). */
function calendarOf(market: CalendarMarket, routes: RouteRow[]): MarketCalendar {
  const own = routes.filter((r) => r.market === market);
  return {
    timeZone: marketTimeZones[market],
    cutOff: DEFAULT_CUT_OFF,
    ...zipFormats[market],
    exclusions: own
      .filter((r) => !r.isServed)
      .map((r) => ({ code: r.code, name: r.name, from: r.zipFrom, to: r.zipTo }))
      .sort(byWidth),
    areas: own
      .filter((r) => r.isServed)
      .map((r) => ({
        code: r.code,
        name: r.name,
        from: r.zipFrom,
        to: r.zipTo,
        days: [...r.weekdays].sort((x, y) => x - y),
        transitDays: r.transitDays,
        cutOff: r.cutOff,
        ...(r.expressBefore ? { expressBefore: r.expressBefore } : {}),
      }))
      .sort(byWidth),
  };
}

/**
 * The delivery tables per market (docs/delivery.md), as last loaded from the database (tables.ts keeps them
 * current; until the first load they are the seeded defaults). Exclusions are looked up first, then routes,
 * innermost first; a zip code no range covers is not served. Replaced in place by `useDeliveryRoutes`, so a
 * reader always looks a market up at the moment it needs it.
 */
export const marketCalendars: Record<CalendarMarket, MarketCalendar> = {
  NO: calendarOf('NO', defaultRoutes),
  SE: calendarOf('SE', defaultRoutes),
  DK: calendarOf('DK', defaultRoutes),
};

/** Replaces every market's routes with stored ones, and forgets the dates computed from the old ones. */
export function useDeliveryRoutes(routes: RouteRow[]) {
  for (const market of Object.keys(marketCalendars) as CalendarMarket[]) {
    marketCalendars[market] = calendarOf(market, routes);
  }
  forgetDeliveryDates();
}

/** Where a zip code falls. */
export type AreaLookup =
  | { status: 'served'; zipCode: string; area: DeliveryArea }
  | { status: 'not_served'; zipCode: string; exclusion: Exclusion | null }
  | { status: 'invalid_zip' }
  | { status: 'unknown_market' };

/** The zip code without spaces ("123 45" → "12345"). */
export const normalizeZip = (zipCode: string) => zipCode.replace(/\s+/g, '');

/** Finds the delivery area of a zip code in a market. */
export function findDeliveryArea(market: string, zipCode: string): AreaLookup {
  if (!isCalendarMarket(market)) return { status: 'unknown_market' };
  const calendar = marketCalendars[market];
  const trimmed = zipCode.trim();
  if (!calendar.zipPattern.test(trimmed)) return { status: 'invalid_zip' };
  const zip = normalizeZip(trimmed);
  const n = Number(zip);
  const exclusion = calendar.exclusions.find((e) => n >= e.from && n <= e.to);
  if (exclusion) return { status: 'not_served', zipCode: zip, exclusion };
  const area = calendar.areas.find((a) => n >= a.from && n <= a.to);
  return area ? { status: 'served', zipCode: zip, area } : { status: 'not_served', zipCode: zip, exclusion: null };
}

/** The area of a zip code, or the AppError a caller should answer. */
export function requireDeliveryArea(market: string, zipCode: string): { zipCode: string; area: DeliveryArea } {
  const found = findDeliveryArea(market, zipCode);
  switch (found.status) {
    case 'unknown_market':
      throw new AppError('market_unknown', { extra: { market } });
    case 'invalid_zip':
      throw new AppError('zip_code_invalid', { extra: { market, zipCode } });
    case 'not_served':
      throw new AppError('zip_not_served', {
        extra: { market, zipCode: found.zipCode, ...(found.exclusion ? { excludedArea: found.exclusion.code } : {}) },
      });
    case 'served':
      return { zipCode: found.zipCode, area: found.area };
  }
}

// Delivery days.

/** Whether the truck of the zip code's route comes on a date: its weekday and a working day. */
export function isDeliveryDay(options: { market: string; zipCode: string; date: IsoDate }): boolean {
  const { area } = requireDeliveryArea(options.market, options.zipCode);
  return isAreaDeliveryDay(options.market as CalendarMarket, area, options.date);
}

function isAreaDeliveryDay(market: CalendarMarket, area: DeliveryArea, date: IsoDate) {
  return area.days.includes(isoWeekday(date)) && isWorkingDay(market, date);
}

export type DeliveryDate = {
  date: IsoDate;
  weekday: Weekday;
  /** The last moment to order for this date (local time with offset). */
  orderBefore: string;
  /** Same-day delivery: the ordinary cut-off has passed, the express one has not. */
  isExpress: boolean;
};

export const MAX_DATES = 60;
/** How far ahead we look for dates; a route with at least one weekday always finds some. */
const HORIZON_DAYS = 3 * 366;

/**
 * The next delivery dates for a zip code, as seen at `now`. A date is open while
 * `now` is before the route's cut-off (14:00 local by default) on the working day that lies
 * `transitDays + leadTimeDays` working days before it. `leadTimeDays` is the extra
 * time the goods need (a cart's items); express same-day delivery is only offered
 * when there is none. Throws AppError market_unknown, zip_code_invalid or zip_not_served.
 */
export function nextDeliveryDates(options: {
  market: string;
  zipCode: string;
  now: Date;
  count?: number;
  leadTimeDays?: number;
  fromDate?: IsoDate;
}): DeliveryDate[] {
  const { area } = requireDeliveryArea(options.market, options.zipCode);
  const market = options.market as CalendarMarket;
  const calendar = marketCalendars[market];
  const count = Math.min(Math.max(options.count ?? 10, 1), MAX_DATES);
  const extra = Math.max(0, Math.floor(options.leadTimeDays ?? 0));
  const lead = area.transitDays + extra;
  const now = options.now.getTime();
  const key = `${market}|${options.zipCode}|${count}|${extra}|${options.fromDate ?? ''}`;
  const known = knownDates.get(key);
  if (known && known.from <= now && now < known.until) return known.dates.map((date) => ({ ...date }));
  const today = localDate(options.now, calendar.timeZone);
  const start = options.fromDate && options.fromDate > today ? options.fromDate : today;

  const dates: DeliveryDate[] = [];
  let until = Number.POSITIVE_INFINITY;
  for (let i = 0; i < HORIZON_DAYS && dates.length < count; i++) {
    const date = addDays(start, i);
    if (!isAreaDeliveryDay(market, area, date)) continue;
    const cutOff = zonedInstant(workingDaysBefore(market, date, lead), area.cutOff, calendar.timeZone);
    let orderBefore: Date | null = now < cutOff.getTime() ? cutOff : null;
    let isExpress = false;
    if (!orderBefore && area.expressBefore && extra === 0) {
      const express = zonedInstant(date, area.expressBefore, calendar.timeZone);
      if (now < express.getTime()) {
        orderBefore = express;
        isExpress = true;
      }
    }
    if (!orderBefore) continue;
    dates.push({
      date,
      weekday: weekdays[isoWeekday(date) - 1] as Weekday,
      orderBefore: formatZoned(orderBefore, calendar.timeZone),
      isExpress,
    });
    until = Math.min(until, orderBefore.getTime());
  }
  if (knownDates.size >= MAX_KNOWN) knownDates.clear();
  knownDates.set(key, { dates, from: now, until: dates.length > 0 ? until : now + 60_000 });
  return dates.map((date) => ({ ...date }));
}

/**
 * Answers of nextDeliveryDates, with the span of time they hold for. As time moves on, a date only ever closes (its
 * order-before moment passes; the next date of the route then joins the end of the list), so an answer computed at
 * `from` holds until the earliest order-before among its dates. A checkout asks for the same zip code's dates several
 * times per request (the cart's answer, the date check, the first shipping date): 3.5 % of the API's CPU under the
 * order benchmark, walking the calendar day by day each time.
 */
const knownDates = new Map<string, { dates: DeliveryDate[]; from: number; until: number }>();
const MAX_KNOWN = 5_000;

/** Forgets every remembered answer (tests compare remembered answers with fresh ones). */
export function forgetDeliveryDates() {
  knownDates.clear();
}

/** The weekday names of an area's route. */
export const areaWeekdays = (area: DeliveryArea): Weekday[] => area.days.map((d) => weekdays[d - 1] as Weekday);
