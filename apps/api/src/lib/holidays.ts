import { addDays, type CalendarMarket, type IsoDate, isoDate, isoWeekday } from './dates';
import type { Text } from './i18n';

/**
 * Public holidays and working days per market (docs/decisions/007-dates-and-holidays.md). The rules are ours:
 * they are the days the shop's warehouses and carriers stand still, which is not quite the official calendar.
 * holidays.test.ts checks them against date-holidays, the maintained calendar, and names every difference.
 */

export type Holiday = { date: IsoDate; name: Text };

/** Easter Sunday of a Gregorian year, by the anonymous Gregorian (Meeus/Jones/Butcher) algorithm. */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

type Rule = { name: Text; on: (year: number, easter: IsoDate) => IsoDate | null };

const fixed =
  (month: number, day: number) =>
  (year: number): IsoDate =>
    isoDate(year, month, day);
const fromEaster =
  (days: number) =>
  (_year: number, easter: IsoDate): IsoDate =>
    addDays(easter, days);

const newYear: Rule = { name: { nb: 'Første nyttårsdag', en: "New Year's Day" }, on: fixed(1, 1) };
const maundyThursday: Rule = { name: { nb: 'Skjærtorsdag', en: 'Maundy Thursday' }, on: fromEaster(-3) };
const goodFriday: Rule = { name: { nb: 'Langfredag', en: 'Good Friday' }, on: fromEaster(-2) };
const easterMonday: Rule = { name: { nb: 'Andre påskedag', en: 'Easter Monday' }, on: fromEaster(1) };
const ascension: Rule = { name: { nb: 'Kristi himmelfartsdag', en: 'Ascension Day' }, on: fromEaster(39) };
const whitMonday: Rule = { name: { nb: 'Andre pinsedag', en: 'Whit Monday' }, on: fromEaster(50) };
const christmasEve: Rule = { name: { nb: 'Julaften', en: 'Christmas Eve' }, on: fixed(12, 24) };
const christmasDay: Rule = { name: { nb: 'Første juledag', en: 'Christmas Day' }, on: fixed(12, 25) };
const boxingDay: Rule = { name: { nb: 'Andre juledag', en: 'Boxing Day' }, on: fixed(12, 26) };
const mayDay: Rule = { name: { nb: 'Arbeidernes dag', en: 'Labour Day' }, on: fixed(5, 1) };

/**
 * The days each market's warehouses and carriers do not work. Sundays that are
 * holidays anyway (Easter Sunday, Whitsun) are left out: Sundays never deliver.
 */
const rules: Record<CalendarMarket, Rule[]> = {
  NO: [
    newYear,
    maundyThursday,
    goodFriday,
    easterMonday,
    mayDay,
    { name: { nb: 'Grunnlovsdag', en: 'Constitution Day' }, on: fixed(5, 17) },
    ascension,
    whitMonday,
    christmasDay,
    boxingDay,
  ],
  SE: [
    newYear,
    { name: { nb: 'Trettendedag jul', en: 'Epiphany' }, on: fixed(1, 6) },
    goodFriday,
    easterMonday,
    mayDay,
    ascension,
    { name: { nb: 'Sveriges nasjonaldag', en: 'National Day of Sweden' }, on: fixed(6, 6) },
    {
      // Not a public holiday by law, but the country stops: treated as closed.
      name: { nb: 'Midtsommeraften', en: 'Midsummer Eve' },
      on: (year) => {
        const june19 = isoDate(year, 6, 19);
        return addDays(june19, (5 - isoWeekday(june19) + 7) % 7);
      },
    },
    christmasEve,
    christmasDay,
    boxingDay,
    { name: { nb: 'Nyttårsaften', en: "New Year's Eve" }, on: fixed(12, 31) },
  ],
  DK: [
    newYear,
    maundyThursday,
    goodFriday,
    easterMonday,
    {
      // Store bededag: the fourth Friday after Easter, abolished by law from 2024.
      name: { nb: 'Store bededag', en: 'Great Prayer Day' },
      on: (year, easter) => (year < 2024 ? addDays(easter, 26) : null),
    },
    ascension,
    { name: { nb: 'Grunnlovsdag', en: 'Constitution Day' }, on: fixed(6, 5) },
    whitMonday,
    christmasEve,
    christmasDay,
    boxingDay,
  ],
};

const cache = new Map<string, Holiday[]>();

/**
 * A market's holidays in a year by the rules above (moving feasts included), in date order: the generated default
 * calendar the delivery module seeds into the database and falls back to for a year it does not keep.
 */
export function defaultHolidays(market: CalendarMarket, year: number): Holiday[] {
  const key = `${market}:${year}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const easter = easterSunday(year);
  const list = rules[market]
    .map((rule) => {
      const date = rule.on(year, easter);
      return date ? { date, name: rule.name } : null;
    })
    .filter((h): h is Holiday => h !== null)
    .sort((a, b) => a.date.localeCompare(b.date));
  if (cache.size > 500) cache.clear();
  cache.set(key, list);
  return list;
}

/** Holidays kept as data, per market and year (in date order); a year not kept uses `defaultHolidays`. */
export type StoredHolidays = Partial<Record<CalendarMarket, Map<number, Holiday[]>>>;

let stored: StoredHolidays = {};

/**
 * Replaces the holidays kept as data (the delivery module loads them from the database and calls this after every
 * change it sees, docs/delivery.md). Every working-day answer after the call uses them.
 */
export function useStoredHolidays(next: StoredHolidays) {
  stored = next;
}

/** A market's public holidays in a year, in date order: the stored ones when the year is kept, else the rules'. */
export function publicHolidays(market: CalendarMarket, year: number): Holiday[] {
  return stored[market]?.get(year) ?? defaultHolidays(market, year);
}

/** The holiday on a date in a market, if any. */
export function holidayOn(market: CalendarMarket, date: IsoDate): Holiday | undefined {
  return publicHolidays(market, Number(date.slice(0, 4))).find((h) => h.date === date);
}

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
