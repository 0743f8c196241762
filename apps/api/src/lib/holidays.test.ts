import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { type CalendarMarket, calendarMarkets, isoWeekday } from './dates';
import { publicHolidays } from './holidays';

/**
 * Our closing days against date-holidays, the maintained public-holiday calendar (a dev dependency only:
 * docs/decisions/007-dates-and-holidays.md says why it does not run in the API). What we close on differs
 * from the official list in exactly these ways, and in no other:
 * - holidays that always fall on a weekend are left out (Easter Sunday, Whitsun; in Sweden Midsummer Day
 *   and All Saints' Day, always Saturdays): no working day is lost on them;
 * - Sweden closes on its "bank" days too (Midsummer Eve, Christmas Eve, New Year's Eve): not holidays by
 *   law, but the country stops;
 * - Denmark closes on Constitution Day and Christmas Eve, which the library lists as observances only;
 * - Norway works on Christmas Eve and New Year's Eve (the library's "bank" days there).
 */
const alwaysOnAWeekend = new Set(['easter', 'easter 49', 'saturday after 06-20', 'saturday after 10-31']);
const closedBesides: Record<CalendarMarket, (h: { type: string; rule: string }) => boolean> = {
  NO: () => false,
  SE: (h) => h.type === 'bank',
  DK: (h) => h.rule === '06-05' || h.rule === '12-24',
};

const libraries = new Map(calendarMarkets.map((market) => [market, new Holidays(market)]));

function officialClosingDays(market: CalendarMarket, year: number): string[] {
  const days = (libraries.get(market)?.getHolidays(year) ?? [])
    .filter((h) => h.type === 'public' || closedBesides[market](h))
    .filter((h) => !alwaysOnAWeekend.has(h.rule))
    .map((h) => h.date.slice(0, 10));
  return [...new Set(days)].sort();
}

describe('public holidays against date-holidays', () => {
  // Sweden's National Day replaced Whit Monday in 2005; our table starts there.
  it('closes on the same days as the official calendar, with our documented differences, 2005 to 2100', () => {
    const differences: string[] = [];
    for (const market of calendarMarkets) {
      for (let year = 2005; year <= 2100; year++) {
        // Two of our holidays can share a day (Ascension on 1 May); the library lists that day once.
        const ours = [...new Set(publicHolidays(market, year).map((h) => h.date))];
        const official = officialClosingDays(market, year);
        if (ours.join() !== official.join()) differences.push(`${market} ${year}: ${ours} ≠ ${official}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('leaves out only days that are weekend days anyway', () => {
    for (const market of calendarMarkets) {
      for (let year = 2005; year <= 2100; year++) {
        for (const h of libraries.get(market)?.getHolidays(year) ?? []) {
          if (h.type === 'public' && alwaysOnAWeekend.has(h.rule)) {
            expect(isoWeekday(h.date.slice(0, 10))).toBeGreaterThanOrEqual(6);
          }
        }
      }
    }
  });
});
