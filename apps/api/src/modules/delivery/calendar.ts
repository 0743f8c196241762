import { AppError } from '../../lib/errors';
import type { Text } from '../../lib/i18n';
import { dateTimeFormat } from '../../lib/intl';
import {
  addDays,
  type CalendarMarket,
  holidayOn,
  type IsoDate,
  isCalendarMarket,
  isoWeekday,
  publicHolidays,
} from './holidays';

export type { CalendarMarket, IsoDate };
export { publicHolidays };

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
  /** Same-day delivery for orders placed before this local time on the delivery day itself. */
  expressBefore?: string;
};

/** Zip codes that are valid in the market but that we do not deliver to. */
export type Exclusion = { code: string; name: Text; from: number; to: number };

export type MarketCalendar = {
  timeZone: string;
  /** Local time on the last working day before dispatch after which an order misses that dispatch. */
  cutOff: string;
  zipPattern: RegExp;
  zipDigits: number;
  areas: DeliveryArea[];
  exclusions: Exclusion[];
};

const MON_FRI = [1, 2, 3, 4, 5];

/**
 * The delivery tables per market (docs/delivery.md). Ranges are looked up in order,
 * exclusions first; a zip code no range covers is not served.
 */
export const marketCalendars: Record<CalendarMarket, MarketCalendar> = {
  NO: {
    timeZone: 'Europe/Oslo',
    cutOff: '14:00',
    zipPattern: /^\d{4}$/,
    zipDigits: 4,
    exclusions: [
      { code: 'NO-JANMAYEN', name: { nb: 'Jan Mayen', en: 'Jan Mayen' }, from: 8099, to: 8099 },
      { code: 'NO-SVALBARD', name: { nb: 'Svalbard', en: 'Svalbard' }, from: 9170, to: 9179 },
    ],
    areas: [
      {
        code: 'NO-OSL',
        name: { nb: 'Oslo og Akershus', en: 'Oslo and Akershus' },
        from: 0,
        to: 1999,
        days: MON_FRI,
        transitDays: 1,
        expressBefore: '10:00',
      },
      {
        code: 'NO-OST',
        name: { nb: 'Østlandet og Sørlandet', en: 'Eastern and Southern Norway' },
        from: 2000,
        to: 4999,
        days: [2, 4],
        transitDays: 1,
      },
      {
        code: 'NO-VEST',
        name: { nb: 'Vestlandet', en: 'Western Norway' },
        from: 5000,
        to: 5999,
        days: [1, 3, 5],
        transitDays: 1,
      },
      {
        code: 'NO-NORD',
        name: { nb: 'Midt- og Nord-Norge', en: 'Central and Northern Norway' },
        from: 6000,
        to: 9999,
        days: [3],
        transitDays: 2,
      },
    ],
  },
  SE: {
    timeZone: 'Europe/Stockholm',
    cutOff: '14:00',
    zipPattern: /^\d{3} ?\d{2}$/,
    zipDigits: 5,
    exclusions: [],
    areas: [
      {
        code: 'SE-STO',
        name: { nb: 'Stockholm', en: 'Stockholm' },
        from: 10000,
        to: 19999,
        days: MON_FRI,
        transitDays: 1,
        expressBefore: '10:00',
      },
      {
        code: 'SE-SYD',
        name: { nb: 'Skåne og Blekinge', en: 'Skåne and Blekinge' },
        from: 20000,
        to: 29999,
        days: [1, 3, 5],
        transitDays: 1,
      },
      {
        code: 'SE-SMA',
        name: { nb: 'Småland og Öland', en: 'Småland and Öland' },
        from: 30000,
        to: 39999,
        days: [2, 4],
        transitDays: 1,
      },
      {
        code: 'SE-VAST',
        name: { nb: 'Göteborg og Västsverige', en: 'Gothenburg and West Sweden' },
        from: 40000,
        to: 59999,
        days: MON_FRI,
        transitDays: 1,
      },
      {
        code: 'SE-GOTL',
        name: { nb: 'Gotland', en: 'Gotland' },
        from: 62000,
        to: 62999,
        days: [4],
        transitDays: 2,
      },
      {
        code: 'SE-MITT',
        name: { nb: 'Mellom-Sverige', en: 'Central Sweden' },
        from: 60000,
        to: 79999,
        days: [2, 4],
        transitDays: 1,
      },
      {
        code: 'SE-NORR',
        name: { nb: 'Norrland', en: 'Norrland' },
        from: 80000,
        to: 98999,
        days: [3],
        transitDays: 2,
      },
    ],
  },
  DK: {
    timeZone: 'Europe/Copenhagen',
    cutOff: '14:00',
    zipPattern: /^\d{4}$/,
    zipDigits: 4,
    exclusions: [{ code: 'DK-GREENLAND', name: { nb: 'Grønland', en: 'Greenland' }, from: 3900, to: 3999 }],
    areas: [
      {
        code: 'DK-KBH',
        name: { nb: 'København og Frederiksberg', en: 'Copenhagen and Frederiksberg' },
        from: 1000,
        to: 2999,
        days: MON_FRI,
        transitDays: 1,
        expressBefore: '10:00',
      },
      {
        code: 'DK-BORN',
        name: { nb: 'Bornholm', en: 'Bornholm' },
        from: 3700,
        to: 3799,
        days: [4],
        transitDays: 2,
      },
      {
        code: 'DK-SJ',
        name: { nb: 'Sjælland, Lolland og Falster', en: 'Zealand, Lolland and Falster' },
        from: 3000,
        to: 4999,
        days: [2, 4],
        transitDays: 1,
      },
      {
        code: 'DK-FYN',
        name: { nb: 'Fyn', en: 'Funen' },
        from: 5000,
        to: 5999,
        days: [1, 3, 5],
        transitDays: 1,
      },
      {
        code: 'DK-JYS',
        name: { nb: 'Sør- og Vest-Jylland', en: 'Southern and Western Jutland' },
        from: 6000,
        to: 7999,
        days: [2, 4],
        transitDays: 1,
      },
      {
        code: 'DK-AAR',
        name: { nb: 'Aarhus og Øst-Jylland', en: 'Aarhus and Eastern Jutland' },
        from: 8000,
        to: 8999,
        days: [1, 3, 5],
        transitDays: 1,
      },
      {
        code: 'DK-NJ',
        name: { nb: 'Nord-Jylland', en: 'Northern Jutland' },
        from: 9000,
        to: 9999,
        days: [3],
        transitDays: 2,
      },
    ],
  },
};

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

// Time zones, with Intl only.

const formatter = (timeZone: string) =>
  dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The zone's offset from UTC at an instant, in milliseconds (Oslo: +1 h in winter, +2 h in summer). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour % 24, w.minute, w.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The local calendar date of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): IsoDate {
  const w = wallClock(instant.getTime(), timeZone);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

const instants = new Map<string, number>();

/** The instant of a local wall-clock time (HH:MM) on a date in a zone. Memoized: Intl is slow. */
export function zonedInstant(date: IsoDate, time: string, timeZone: string): Date {
  const key = `${timeZone} ${date} ${time}`;
  const hit = instants.get(key);
  if (hit !== undefined) return new Date(hit);
  const instant = computeZonedInstant(date, time, timeZone);
  if (instants.size > 20_000) instants.clear();
  instants.set(key, instant);
  return new Date(instant);
}

function computeZonedInstant(date: IsoDate, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wall - zoneOffsetMs(wall, timeZone);
  const offset = zoneOffsetMs(guess, timeZone);
  if (wall - offset !== guess) guess = wall - offset;
  return guess;
}

/** An ISO 8601 timestamp in the zone's local time with its offset, e.g. 2025-04-16T14:00:00+02:00. */
export function formatZoned(instant: Date, timeZone: string): string {
  const offsetMin = Math.round(zoneOffsetMs(instant.getTime(), timeZone) / 60_000);
  const local = new Date(instant.getTime() + offsetMin * 60_000).toISOString().slice(0, 19);
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

// Working days and delivery days.

/** Monday to Friday and not a public holiday of the market. */
export function isWorkingDay(market: CalendarMarket, date: IsoDate): boolean {
  return isoWeekday(date) <= 5 && !holidayOn(market, date);
}

/** The working day `count` working days before a date (count ≥ 1). */
export function workingDaysBefore(market: CalendarMarket, date: IsoDate, count: number): IsoDate {
  let day = date;
  for (let left = count; left > 0; ) {
    day = addDays(day, -1);
    if (isWorkingDay(market, day)) left--;
  }
  return day;
}

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
 * `now` is before the market's cut-off (14:00 local) on the working day that lies
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
    const cutOff = zonedInstant(workingDaysBefore(market, date, lead), calendar.cutOff, calendar.timeZone);
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
