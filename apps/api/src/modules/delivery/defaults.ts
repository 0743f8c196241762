import type { CalendarMarket } from '../../lib/dates';
import type { Text } from '../../lib/i18n';

/**
 * The delivery tables the shop started with (docs/delivery.md): what seedReference writes into the database and what
 * the calculation uses until its first load from there. Staff edit the stored copy in the back office; these rows are
 * never read again once a database holds its own.
 */

/** A delivery route or an area not served, as stored (delivery_routes). */
export type RouteRow = {
  code: string;
  market: CalendarMarket;
  name: Text;
  zipFrom: number;
  zipTo: number;
  isServed: boolean;
  /** ISO weekdays, 1 = Monday. */
  weekdays: number[];
  transitDays: number;
  cutOff: string;
  expressBefore: string | null;
};

/** The cut-off of a route unless staff set another: 14:00 local time. */
export const DEFAULT_CUT_OFF = '14:00';

const MON_FRI = [1, 2, 3, 4, 5];

const route = (
  market: CalendarMarket,
  code: string,
  name: Text,
  zipFrom: number,
  zipTo: number,
  weekdays: number[],
  transitDays: number,
  expressBefore: string | null = null,
): RouteRow => ({
  code,
  market,
  name,
  zipFrom,
  zipTo,
  isServed: true,
  weekdays,
  transitDays,
  cutOff: DEFAULT_CUT_OFF,
  expressBefore,
});

const notServed = (market: CalendarMarket, code: string, name: Text, zipFrom: number, zipTo: number): RouteRow => ({
  code,
  market,
  name,
  zipFrom,
  zipTo,
  isServed: false,
  weekdays: [],
  transitDays: 1,
  cutOff: DEFAULT_CUT_OFF,
  expressBefore: null,
});

export const defaultRoutes: RouteRow[] = [
  notServed('NO', 'NO-JANMAYEN', { nb: 'Jan Mayen', en: 'Jan Mayen' }, 8099, 8099),
  notServed('NO', 'NO-SVALBARD', { nb: 'Svalbard', en: 'Svalbard' }, 9170, 9179),
  route('NO', 'NO-OSL', { nb: 'Oslo og Akershus', en: 'Oslo and Akershus' }, 0, 1999, MON_FRI, 1, '10:00'),
  route('NO', 'NO-OST', { nb: 'Østlandet og Sørlandet', en: 'Eastern and Southern Norway' }, 2000, 4999, [2, 4], 1),
  route('NO', 'NO-VEST', { nb: 'Vestlandet', en: 'Western Norway' }, 5000, 5999, [1, 3, 5], 1),
  route('NO', 'NO-NORD', { nb: 'Midt- og Nord-Norge', en: 'Central and Northern Norway' }, 6000, 9999, [3], 2),
  route('SE', 'SE-STO', { nb: 'Stockholm', en: 'Stockholm' }, 10000, 19999, MON_FRI, 1, '10:00'),
  route('SE', 'SE-SYD', { nb: 'Skåne og Blekinge', en: 'Skåne and Blekinge' }, 20000, 29999, [1, 3, 5], 1),
  route('SE', 'SE-SMA', { nb: 'Småland og Öland', en: 'Småland and Öland' }, 30000, 39999, [2, 4], 1),
  route('SE', 'SE-VAST', { nb: 'Göteborg og Västsverige', en: 'Gothenburg and West Sweden' }, 40000, 59999, MON_FRI, 1),
  route('SE', 'SE-GOTL', { nb: 'Gotland', en: 'Gotland' }, 62000, 62999, [4], 2),
  route('SE', 'SE-MITT', { nb: 'Mellom-Sverige', en: 'Central Sweden' }, 60000, 79999, [2, 4], 1),
  route('SE', 'SE-NORR', { nb: 'Norrland', en: 'Norrland' }, 80000, 98999, [3], 2),
  notServed('DK', 'DK-GREENLAND', { nb: 'Grønland', en: 'Greenland' }, 3900, 3999),
  route(
    'DK',
    'DK-KBH',
    { nb: 'København og Frederiksberg', en: 'Copenhagen and Frederiksberg' },
    1000,
    2999,
    MON_FRI,
    1,
    '10:00',
  ),
  route('DK', 'DK-BORN', { nb: 'Bornholm', en: 'Bornholm' }, 3700, 3799, [4], 2),
  route(
    'DK',
    'DK-SJ',
    { nb: 'Sjælland, Lolland og Falster', en: 'Zealand, Lolland and Falster' },
    3000,
    4999,
    [2, 4],
    1,
  ),
  route('DK', 'DK-FYN', { nb: 'Fyn', en: 'Funen' }, 5000, 5999, [1, 3, 5], 1),
  route('DK', 'DK-JYS', { nb: 'Sør- og Vest-Jylland', en: 'Southern and Western Jutland' }, 6000, 7999, [2, 4], 1),
  route('DK', 'DK-AAR', { nb: 'Aarhus og Øst-Jylland', en: 'Aarhus and Eastern Jutland' }, 8000, 8999, [1, 3, 5], 1),
  route('DK', 'DK-NJ', { nb: 'Nord-Jylland', en: 'Northern Jutland' }, 9000, 9999, [3], 2),
];

/** A shipping method's texts, cut-off and fee per market (excl. VAT, minor units of the market's currency). */
export type ShippingMethodRow = {
  code: 'route' | 'express' | 'pickup';
  name: Text;
  description: Text;
  cutOff: string;
  position: number;
  fees: Record<CalendarMarket, number>;
};

export const defaultShippingMethods: ShippingMethodRow[] = [
  {
    code: 'route',
    name: { nb: 'Levering på rute', en: 'Route delivery' },
    description: {
      nb: 'Levert med våre biler på rutens faste ukedager.',
      en: "Delivered by our trucks on the route's weekdays.",
    },
    cutOff: '14:00',
    position: 1,
    fees: { NO: 0, SE: 0, DK: 0 },
  },
  {
    code: 'express',
    name: { nb: 'Ekspress med bud', en: 'Express courier' },
    description: {
      nb: 'Bud leverer neste virkedag, også utenfor rutedagene. Bestill før kl. 12.',
      en: 'A courier delivers the next working day, route day or not. Order before 12:00.',
    },
    cutOff: '12:00',
    position: 2,
    fees: { NO: 49_900, SE: 69_900, DK: 44_900 },
  },
  {
    code: 'pickup',
    name: { nb: 'Hentes på lageret', en: 'Pick up at the warehouse' },
    description: {
      nb: 'Klar til henting samme virkedag ved bestilling før kl. 10, ellers neste virkedag.',
      en: 'Ready the same working day when ordered before 10:00, else the next working day.',
    },
    cutOff: '10:00',
    position: 3,
    fees: { NO: 0, SE: 0, DK: 0 },
  },
];
