import { TZDate, tzOffset } from '@date-fns/tz';

/**
 * Calendar dates, time zones and each market's "today" (docs/decisions/007-dates-and-holidays.md).
 * Dates are `YYYY-MM-DD` strings and their arithmetic runs in UTC, so daylight saving never shifts a day;
 * only turning a date and a local time into an instant (and back) needs the zone, through @date-fns/tz.
 */

/** A calendar date without a time or zone, `YYYY-MM-DD`. */
export type IsoDate = string;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date. */
export function toDayNumber(date: IsoDate): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

export function fromDayNumber(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: IsoDate): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

export const isoDate = (year: number, month: number, day: number): IsoDate =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

// Time zones.

/** The zone's offset from UTC at an instant, in milliseconds (Oslo: +1 h in winter, +2 h in summer). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  return tzOffset(timeZone, new Date(instant)) * 60_000;
}

/** The local calendar date of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): IsoDate {
  const local = new TZDate(instant.getTime(), timeZone);
  return isoDate(local.getFullYear(), local.getMonth() + 1, local.getDate());
}

const instants = new Map<string, number>();

/**
 * The instant of a local wall-clock time (HH:MM) on a date in a zone. A time that daylight saving skips
 * moves forward (02:30 → 03:30); one it repeats is the later (winter) one. Memoized: each answer costs
 * several Intl calls, and the delivery calendar asks for the same cut-offs over and over.
 */
export function zonedInstant(date: IsoDate, time: string, timeZone: string): Date {
  const key = `${timeZone} ${date} ${time}`;
  const hit = instants.get(key);
  if (hit !== undefined) return new Date(hit);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const instant = new TZDate(y, m - 1, d, hh, mm, timeZone).getTime();
  if (instants.size > 20_000) instants.clear();
  instants.set(key, instant);
  return new Date(instant);
}

/** An ISO 8601 timestamp in the zone's local time with its offset, e.g. 2025-04-16T14:00:00+02:00. */
export function formatZoned(instant: Date, timeZone: string): string {
  const iso = new TZDate(instant.getTime(), timeZone).toISOString(); // 2025-04-16T14:00:00.000+02:00
  return `${iso.slice(0, 19)}${iso.slice(23)}`;
}

// Markets.

/** The markets with a calendar (time zone, public holidays, delivery routes), and their time zones. */
export const marketTimeZones = {
  NO: 'Europe/Oslo',
  SE: 'Europe/Stockholm',
  DK: 'Europe/Copenhagen',
} as const satisfies Record<string, string>;

export type CalendarMarket = keyof typeof marketTimeZones;

export const calendarMarkets = Object.keys(marketTimeZones) as CalendarMarket[];

export const isCalendarMarket = (market: string): market is CalendarMarket => Object.hasOwn(marketTimeZones, market);

/** The zone of a market; Oslo for markets without a calendar (the shop's home). */
export const marketTimeZone = (market: string): string =>
  isCalendarMarket(market) ? marketTimeZones[market] : marketTimeZones.NO;

/** Today's date in a market's time zone (Oslo for markets without a calendar). */
export function marketToday(market: string, now: Date): IsoDate {
  return localDate(now, marketTimeZone(market));
}
