import { describe, expect, it } from 'vitest';
import {
  addDays,
  type CalendarMarket,
  calendarMarkets,
  formatZoned,
  isoWeekday,
  localDate,
  zonedInstant,
} from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { easterSunday, isWorkingDay, publicHolidays, workingDaysBefore } from '../../lib/holidays';
import { findDeliveryArea, forgetDeliveryDates, isDeliveryDay, marketCalendars, nextDeliveryDates } from './calendar';

const dates = (market: CalendarMarket, year: number) => publicHolidays(market, year).map((h) => h.date);
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return 'no error';
};

describe('Easter and public holidays', () => {
  it('finds Easter Sunday by the anonymous Gregorian algorithm', () => {
    const known: Record<number, string> = {
      1818: '1818-03-22',
      1943: '1943-04-25',
      2000: '2000-04-23',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2038: '2038-04-25',
      2285: '2285-03-22',
    };
    for (const [year, date] of Object.entries(known)) expect(easterSunday(Number(year))).toBe(date);
  });

  it('always puts Easter on a Sunday between 22 March and 25 April', () => {
    for (let year = 1600; year <= 2400; year++) {
      const easter = easterSunday(year);
      expect(isoWeekday(easter)).toBe(7);
      expect(easter.slice(5) >= '03-22' && easter.slice(5) <= '04-25').toBe(true);
    }
  });

  it('lists the Norwegian holidays of 2025, moving feasts included', () => {
    expect(dates('NO', 2025)).toEqual([
      '2025-01-01',
      '2025-04-17',
      '2025-04-18',
      '2025-04-21',
      '2025-05-01',
      '2025-05-17',
      '2025-05-29',
      '2025-06-09',
      '2025-12-25',
      '2025-12-26',
    ]);
    expect(publicHolidays('NO', 2025).find((h) => h.date === '2025-05-29')?.name.en).toBe('Ascension Day');
    expect(publicHolidays('NO', 2025).find((h) => h.date === '2025-06-09')?.name.en).toBe('Whit Monday');
  });

  it('lists the Swedish holidays with Midsummer Eve on the Friday between 19 and 25 June', () => {
    expect(dates('SE', 2025)).toEqual([
      '2025-01-01',
      '2025-01-06',
      '2025-04-18',
      '2025-04-21',
      '2025-05-01',
      '2025-05-29',
      '2025-06-06',
      '2025-06-20',
      '2025-12-24',
      '2025-12-25',
      '2025-12-26',
      '2025-12-31',
    ]);
    expect(dates('SE', 2026)).toContain('2026-06-19');
    expect(dates('SE', 2027)).toContain('2027-06-25');
    for (let year = 1950; year <= 2150; year++) {
      const eve = publicHolidays('SE', year).find((h) => h.name.en === 'Midsummer Eve');
      expect(eve && isoWeekday(eve.date)).toBe(5);
      expect(eve && eve.date.slice(5) >= '06-19' && eve.date.slice(5) <= '06-25').toBe(true);
    }
  });

  it('keeps the Danish Great Prayer Day until 2023 and drops it from 2024', () => {
    expect(dates('DK', 2023)).toContain('2023-05-05');
    expect(publicHolidays('DK', 2023).some((h) => h.name.en === 'Great Prayer Day')).toBe(true);
    expect(publicHolidays('DK', 2024).some((h) => h.name.en === 'Great Prayer Day')).toBe(false);
    expect(dates('DK', 2025)).toEqual([
      '2025-01-01',
      '2025-04-17',
      '2025-04-18',
      '2025-04-21',
      '2025-05-29',
      '2025-06-05',
      '2025-06-09',
      '2025-12-24',
      '2025-12-25',
      '2025-12-26',
    ]);
  });

  it('gives each market the same holiday count every year (moving feasts never vanish)', () => {
    for (let year = 2000; year <= 2100; year++) {
      expect(dates('NO', year)).toHaveLength(10);
      expect(dates('SE', year)).toHaveLength(12);
      expect(dates('DK', year)).toHaveLength(year < 2024 ? 11 : 10);
    }
  });
});

describe('time zones', () => {
  it('puts the 14:00 cut-off at 13:00 UTC in winter and 12:00 UTC in summer, across both DST changes', () => {
    expect(zonedInstant('2025-03-28', '14:00', 'Europe/Oslo').toISOString()).toBe('2025-03-28T13:00:00.000Z');
    expect(zonedInstant('2025-03-31', '14:00', 'Europe/Oslo').toISOString()).toBe('2025-03-31T12:00:00.000Z');
    expect(zonedInstant('2025-10-24', '14:00', 'Europe/Stockholm').toISOString()).toBe('2025-10-24T12:00:00.000Z');
    expect(zonedInstant('2025-10-27', '14:00', 'Europe/Copenhagen').toISOString()).toBe('2025-10-27T13:00:00.000Z');
    expect(formatZoned(new Date('2025-03-31T12:00:00Z'), 'Europe/Oslo')).toBe('2025-03-31T14:00:00+02:00');
    expect(formatZoned(new Date('2025-03-28T13:00:00Z'), 'Europe/Oslo')).toBe('2025-03-28T14:00:00+01:00');
  });

  it('reads the local date, not the UTC one, around midnight', () => {
    expect(localDate(new Date('2025-03-30T22:30:00Z'), 'Europe/Oslo')).toBe('2025-03-31');
    expect(localDate(new Date('2025-01-05T23:30:00Z'), 'Europe/Stockholm')).toBe('2025-01-06');
    expect(localDate(new Date('2025-01-05T22:30:00Z'), 'Europe/Stockholm')).toBe('2025-01-05');
  });

  it('keeps 14:00 local for every day of several years', () => {
    for (const market of calendarMarkets) {
      const { timeZone } = marketCalendars[market];
      for (let day = '2024-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
        expect(formatZoned(zonedInstant(day, '14:00', timeZone), timeZone).slice(0, 16)).toBe(`${day}T14:00`);
      }
    }
  });
});

describe('zip areas', () => {
  it('finds the route of a zip code per market', () => {
    const area = (market: string, zip: string) => {
      const found = findDeliveryArea(market, zip);
      return found.status === 'served' ? found.area.code : found.status;
    };
    expect(area('NO', '0150')).toBe('NO-OSL');
    expect(area('NO', '1369')).toBe('NO-OSL');
    expect(area('NO', '3015')).toBe('NO-OST');
    expect(area('NO', '5003')).toBe('NO-VEST');
    expect(area('NO', '7010')).toBe('NO-NORD');
    expect(area('NO', '9171')).toBe('not_served');
    expect(area('NO', '9180')).toBe('NO-NORD');
    expect(area('NO', '8099')).toBe('not_served');
    expect(area('SE', '113 57')).toBe('SE-STO');
    expect(area('SE', '41103')).toBe('SE-VAST');
    expect(area('SE', '621 41')).toBe('SE-GOTL');
    expect(area('SE', '70210')).toBe('SE-MITT');
    expect(area('SE', '05000')).toBe('not_served');
    expect(area('DK', '2100')).toBe('DK-KBH');
    expect(area('DK', '3700')).toBe('DK-BORN');
    expect(area('DK', '3900')).toBe('not_served');
    expect(area('DK', '8000')).toBe('DK-AAR');
    expect(area('NO', '01500')).toBe('invalid_zip');
    expect(area('SE', '1135')).toBe('invalid_zip');
    expect(area('FI', '00100')).toBe('unknown_market');
  });

  it('answers the matching AppError codes', () => {
    const at = new Date('2025-03-10T10:00:00Z');
    expect(codeOf(() => nextDeliveryDates({ market: 'FI', zipCode: '00100', now: at }))).toBe('market_unknown');
    expect(codeOf(() => nextDeliveryDates({ market: 'NO', zipCode: '015', now: at }))).toBe('zip_code_invalid');
    expect(codeOf(() => nextDeliveryDates({ market: 'NO', zipCode: '9175', now: at }))).toBe('zip_not_served');
  });

  it('delivers only on the route weekdays that are working days', () => {
    expect(isDeliveryDay({ market: 'NO', zipCode: '5003', date: '2025-03-12' })).toBe(true); // Wednesday
    expect(isDeliveryDay({ market: 'NO', zipCode: '5003', date: '2025-03-11' })).toBe(false); // Tuesday
    expect(isDeliveryDay({ market: 'NO', zipCode: '0150', date: '2025-05-17' })).toBe(false); // Saturday, holiday
    expect(isDeliveryDay({ market: 'NO', zipCode: '0150', date: '2025-05-29' })).toBe(false); // Ascension
    expect(isDeliveryDay({ market: 'SE', zipCode: '11357', date: '2025-06-20' })).toBe(false); // Midsummer Eve
    expect(isDeliveryDay({ market: 'SE', zipCode: '11357', date: '2025-06-19' })).toBe(true);
    expect(isDeliveryDay({ market: 'DK', zipCode: '2100', date: '2023-05-05' })).toBe(false); // Great Prayer Day
    expect(isDeliveryDay({ market: 'DK', zipCode: '2100', date: '2024-04-26' })).toBe(true); // abolished
    expect(isWorkingDay('NO', '2025-12-24')).toBe(true);
    expect(isWorkingDay('SE', '2025-12-24')).toBe(false);
  });

  it('counts working days backwards over weekends and holidays', () => {
    expect(workingDaysBefore('NO', '2025-04-22', 1)).toBe('2025-04-16');
    expect(workingDaysBefore('SE', '2025-04-22', 1)).toBe('2025-04-17'); // Maundy Thursday works in Sweden
    expect(workingDaysBefore('NO', '2025-03-12', 2)).toBe('2025-03-10');
    expect(workingDaysBefore('NO', '2025-03-10', 1)).toBe('2025-03-07');
  });
});

describe('nextDeliveryDates', () => {
  const oslo = (local: string, offset = '+01:00') => new Date(`${local}${offset}`);

  it('answers from what it knows only while that holds: the same dates as a fresh walk, minute by minute', () => {
    // Each moment: the answer remembered from the moment before, then a fresh walk (which is remembered for the next
    // moment). Across cut-offs, express windows, a weekend and midnights they must agree.
    const mismatches: string[] = [];
    const start = oslo('2025-03-07T09:00:00').getTime();
    for (const zipCode of ['0150', '5003']) {
      for (let minute = 0; minute < 8 * 24 * 60; minute += 7) {
        const now = new Date(start + minute * 60_000);
        const remembered = nextDeliveryDates({ market: 'NO', zipCode, now, count: 10 });
        forgetDeliveryDates();
        const fresh = nextDeliveryDates({ market: 'NO', zipCode, now, count: 10 });
        if (JSON.stringify(remembered) !== JSON.stringify(fresh)) mismatches.push(`${zipCode} ${now.toISOString()}`);
      }
    }
    expect(mismatches).toEqual([]);
    // Changing an answer does not change what the next caller gets.
    const first = nextDeliveryDates({ market: 'NO', zipCode: '0150', now: oslo('2025-03-12T08:00:00'), count: 3 });
    first[0]!.date = '1999-01-01';
    first.pop();
    const again = nextDeliveryDates({ market: 'NO', zipCode: '0150', now: oslo('2025-03-12T08:00:00'), count: 3 });
    expect(again).toHaveLength(3);
    expect(again[0]!.date).not.toBe('1999-01-01');
  });

  it('keeps tomorrow open until 14:00 local time today, then offers it as express until 10:00', () => {
    const before = nextDeliveryDates({ market: 'NO', zipCode: '0150', now: oslo('2025-03-10T13:59:59'), count: 2 });
    expect(before).toEqual([
      { date: '2025-03-11', weekday: 'tuesday', orderBefore: '2025-03-10T14:00:00+01:00', isExpress: false },
      { date: '2025-03-12', weekday: 'wednesday', orderBefore: '2025-03-11T14:00:00+01:00', isExpress: false },
    ]);
    const after = nextDeliveryDates({ market: 'NO', zipCode: '0150', now: oslo('2025-03-10T14:00:00'), count: 2 });
    expect(after).toEqual([
      { date: '2025-03-11', weekday: 'tuesday', orderBefore: '2025-03-11T10:00:00+01:00', isExpress: true },
      { date: '2025-03-12', weekday: 'wednesday', orderBefore: '2025-03-11T14:00:00+01:00', isExpress: false },
    ]);
    const tooLate = nextDeliveryDates({ market: 'NO', zipCode: '0150', now: oslo('2025-03-11T10:00:00'), count: 1 });
    expect(tooLate.map((d) => d.date)).toEqual(['2025-03-12']);
  });

  it('has no express on routes without it: after the cut-off the next route day is the first', () => {
    const before = nextDeliveryDates({ market: 'NO', zipCode: '5003', now: oslo('2025-03-11T13:30:00'), count: 3 });
    expect(before.map((d) => [d.date, d.weekday])).toEqual([
      ['2025-03-12', 'wednesday'],
      ['2025-03-14', 'friday'],
      ['2025-03-17', 'monday'],
    ]);
    expect(before[2]?.orderBefore).toBe('2025-03-14T14:00:00+01:00');
    const after = nextDeliveryDates({ market: 'NO', zipCode: '5003', now: oslo('2025-03-11T14:01:00'), count: 1 });
    expect(after).toEqual([
      { date: '2025-03-14', weekday: 'friday', orderBefore: '2025-03-13T14:00:00+01:00', isExpress: false },
    ]);
  });

  it('skips Easter in Norway: Wednesday 16 April 2025 after the cut-off lands after Easter Monday', () => {
    const lateOslo = nextDeliveryDates({ market: 'NO', zipCode: '0150', now: oslo('2025-04-16T15:00:00', '+02:00') });
    expect(lateOslo.slice(0, 2)).toEqual([
      { date: '2025-04-22', weekday: 'tuesday', orderBefore: '2025-04-22T10:00:00+02:00', isExpress: true },
      { date: '2025-04-23', weekday: 'wednesday', orderBefore: '2025-04-22T14:00:00+02:00', isExpress: false },
    ]);
    const early = nextDeliveryDates({ market: 'NO', zipCode: '0150', now: oslo('2025-04-16T13:00:00', '+02:00') });
    expect(early[0]).toEqual({
      date: '2025-04-22',
      weekday: 'tuesday',
      orderBefore: '2025-04-16T14:00:00+02:00',
      isExpress: false,
    });
    const lateEast = nextDeliveryDates({ market: 'NO', zipCode: '2000', now: oslo('2025-04-16T15:00:00', '+02:00') });
    expect(lateEast.slice(0, 3).map((d) => d.date)).toEqual(['2025-04-24', '2025-04-29', '2025-05-06']); // 1 May is a holiday
  });

  it('adds lead time in working days, and a longer transit on far routes', () => {
    const now = oslo('2025-03-10T13:00:00');
    const withLead = nextDeliveryDates({ market: 'NO', zipCode: '0150', now, leadTimeDays: 2, count: 1 });
    expect(withLead).toEqual([
      { date: '2025-03-13', weekday: 'thursday', orderBefore: '2025-03-10T14:00:00+01:00', isExpress: false },
    ]);
    expect(nextDeliveryDates({ market: 'NO', zipCode: '9000', now, count: 1 })[0]).toMatchObject({
      date: '2025-03-12',
      orderBefore: '2025-03-10T14:00:00+01:00',
    });
    const late = nextDeliveryDates({ market: 'NO', zipCode: '9000', now: oslo('2025-03-10T15:00:00'), count: 1 });
    expect(late[0]).toMatchObject({ date: '2025-03-19', orderBefore: '2025-03-17T14:00:00+01:00' });
  });

  it('gives cut-offs in the right offset across the DST changes', () => {
    const spring = nextDeliveryDates({ market: 'NO', zipCode: '0150', now: oslo('2025-03-27T15:00:00'), count: 4 });
    expect(spring.filter((d) => !d.isExpress).map((d) => [d.date, d.orderBefore])).toEqual([
      ['2025-03-31', '2025-03-28T14:00:00+01:00'],
      ['2025-04-01', '2025-03-31T14:00:00+02:00'],
      ['2025-04-02', '2025-04-01T14:00:00+02:00'],
    ]);
    const autumn = nextDeliveryDates({
      market: 'DK',
      zipCode: '2100',
      now: new Date('2025-10-24T08:00:00Z'),
      count: 3,
    });
    expect(autumn.map((d) => [d.date, d.orderBefore])).toEqual([
      ['2025-10-27', '2025-10-24T14:00:00+02:00'],
      ['2025-10-28', '2025-10-27T14:00:00+01:00'],
      ['2025-10-29', '2025-10-28T14:00:00+01:00'],
    ]);
  });

  it('uses the market time zone for "today": 23:30 UTC on Sunday is already Monday in Stockholm', () => {
    const now = new Date('2025-03-09T23:30:00Z');
    const [first] = nextDeliveryDates({ market: 'SE', zipCode: '11357', now, count: 1 });
    expect(first).toEqual({
      date: '2025-03-10',
      weekday: 'monday',
      orderBefore: '2025-03-10T10:00:00+01:00',
      isExpress: true,
    });
  });

  it('starts at fromDate and returns the asked count', () => {
    const list = nextDeliveryDates({
      market: 'SE',
      zipCode: '621 41',
      now: new Date('2025-03-10T09:00:00Z'),
      fromDate: '2025-12-01',
      count: 5,
    });
    expect(list.map((d) => d.date)).toEqual(['2025-12-04', '2025-12-11', '2025-12-18', '2026-01-08', '2026-01-15']);
  });

  it('holds its rules for every day of a year, in every area', () => {
    const broken: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok && broken.length < 20) broken.push(what);
    };
    for (const market of calendarMarkets) {
      const { timeZone, areas } = marketCalendars[market];
      for (const area of areas) {
        const zip = String(area.from).padStart(marketCalendars[market].zipDigits, '0');
        for (let day = '2025-01-01'; day < '2026-01-01'; day = addDays(day, 1)) {
          for (const hour of ['09:59', '14:00', '20:00']) {
            const now = zonedInstant(day, hour, timeZone);
            const list = nextDeliveryDates({ market, zipCode: zip, now, count: 4 });
            const at = `${market} ${zip} ${day} ${hour}`;
            check(list.length === 4, `${at}: ${list.length} dates`);
            let previous = '';
            for (const d of list) {
              check(d.date > previous && d.date >= day, `${at}: ${d.date} out of order`);
              check(area.days.includes(isoWeekday(d.date)), `${at}: ${d.date} not a route day`);
              check(isWorkingDay(market, d.date), `${at}: ${d.date} not a working day`);
              check(Date.parse(d.orderBefore) > now.getTime(), `${at}: ${d.orderBefore} already passed`);
              check(
                d.orderBefore.slice(11, 16) === (d.isExpress ? area.expressBefore : '14:00'),
                `${at}: cut-off ${d.orderBefore}`,
              );
              check(!d.isExpress || d.date === list[0]?.date, `${at}: express later than the first date`);
              previous = d.date;
            }
            // No open delivery day is skipped between today and the last date.
            for (let x = day; x < (list.at(-1)?.date ?? day); x = addDays(x, 1)) {
              if (!isDeliveryDay({ market, zipCode: zip, date: x }) || list.some((d) => d.date === x)) continue;
              const cutOff = zonedInstant(workingDaysBefore(market, x, area.transitDays), '14:00', timeZone);
              check(cutOff.getTime() <= now.getTime(), `${at}: ${x} skipped while open`);
            }
          }
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
