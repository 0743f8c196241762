import { addDays, type CalendarMarket, isCalendarMarket, localDate, zonedInstant } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { isWorkingDay } from '../../lib/holidays';
import type { Language, Text } from '../../lib/i18n';
import { vatOf } from '../price';
import { marketCalendars, nextDeliveryDates } from './calendar';
import { defaultShippingMethods, type ShippingMethodRow } from './defaults';

/**
 * How goods travel (docs/orders.md, "Shipping methods"):
 * - route: our own trucks on the zip area's route days; free by default.
 * - express: a courier on the next working day (any weekday), ordered before the courier cut-off; a fee.
 * - pickup: collected at the market's warehouse from the next working day (same day before the pickup cut-off); free.
 * The codes and these date rules are code; names, descriptions, cut-offs and fees per market are data (shipping_methods,
 * shipping_fees), edited in the back office.
 * Items with a lead time push every method's first date back by that many working days.
 */
export const shippingMethodCodes = ['route', 'express', 'pickup'] as const;
export type ShippingMethodCode = (typeof shippingMethodCodes)[number];

type MethodRule = {
  name: Text;
  description: Text;
  /** Fee excl. VAT in minor units of the market's currency. */
  fee: Record<CalendarMarket, number>;
  /** Local time before which an order makes the fastest date. */
  cutOff: string;
};

const rulesOf = (rows: ShippingMethodRow[]) =>
  Object.fromEntries(
    rows.map((row) => [
      row.code,
      { name: row.name, description: row.description, fee: row.fees, cutOff: row.cutOff } satisfies MethodRule,
    ]),
  ) as Record<ShippingMethodCode, MethodRule>;

/** The methods' texts, cut-offs and fees as last loaded from the database (tables.ts); the defaults until then. */
let rules: Record<ShippingMethodCode, MethodRule> = rulesOf(defaultShippingMethods);

/** Replaces the methods' texts, cut-offs and fees with stored ones (a method not stored keeps its default). */
export function useShippingMethods(rows: ShippingMethodRow[]) {
  rules = { ...rulesOf(defaultShippingMethods), ...rulesOf(rows) };
}

export const isShippingMethod = (code: string): code is ShippingMethodCode =>
  (shippingMethodCodes as readonly string[]).includes(code);

export function shippingName(code: ShippingMethodCode, lang: Language): string {
  return rules[code].name[lang];
}

/** The shipping fee excl. VAT for a market (0 for free methods and unknown markets). */
export function shippingFee(code: ShippingMethodCode, market: string): number {
  return isCalendarMarket(market) ? (rules[code].fee[market] ?? 0) : 0;
}

/** The `count`th working day after `date` (count 0 = date itself when a working day). */
function workingDayFrom(market: CalendarMarket, date: string, count: number): string {
  let day = date;
  while (!isWorkingDay(market, day)) day = addDays(day, 1);
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(market, day)) left--;
  }
  return day;
}

/**
 * The first date the method can deliver (or have goods ready) as seen at `now`, or null when the address is
 * not served. Route dates come from the delivery calendar; express and pickup from working days.
 */
export function firstShippingDate(options: {
  method: ShippingMethodCode;
  market: string;
  zipCode: string | null;
  now: Date;
  leadTimeDays: number;
}): string | null {
  const { method, market, now } = options;
  if (!isCalendarMarket(market)) return null;
  const calendar = marketCalendars[market];
  const lead = Math.max(0, Math.floor(options.leadTimeDays));
  if (method !== 'pickup') {
    if (!options.zipCode) return null;
    try {
      if (method === 'route') {
        const [first] = nextDeliveryDates({ market, zipCode: options.zipCode, now, count: 1, leadTimeDays: lead });
        return first?.date ?? null;
      }
      nextDeliveryDates({ market, zipCode: options.zipCode, now, count: 1 }); // served at all?
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }
  const today = localDate(now, calendar.timeZone);
  const beforeCutOff =
    isWorkingDay(market, today) &&
    now.getTime() < zonedInstant(today, rules[method].cutOff, calendar.timeZone).getTime();
  // Express: the working day after the order day; pickup: the order day itself when before the cut-off.
  const orderDay = beforeCutOff ? today : workingDayFrom(market, addDays(today, 1), 0);
  return workingDayFrom(market, orderDay, (method === 'express' ? 1 : 0) + lead);
}

/** Whether a requested date suits the method: on or after its first date, and a working day (route: a route day). */
export function isShippingDateValid(options: {
  method: ShippingMethodCode;
  market: string;
  zipCode: string | null;
  date: string;
  now: Date;
  leadTimeDays: number;
}): boolean {
  const first = firstShippingDate(options);
  if (!first || options.date < first || !isCalendarMarket(options.market)) return false;
  if (options.method !== 'route') return isWorkingDay(options.market, options.date);
  const [open] = nextDeliveryDates({
    market: options.market,
    zipCode: options.zipCode as string,
    now: options.now,
    count: 1,
    leadTimeDays: options.leadTimeDays,
    fromDate: options.date,
  });
  return open?.date === options.date;
}

export type ShippingOption = {
  code: ShippingMethodCode;
  name: string;
  description: string;
  fee: number;
  vatRate: number;
  vat: number;
  gross: number;
  currency: string;
  firstDate: string | null;
  isAvailable: boolean;
};

/** Every method for a market, address zip code and lead time, priced in the market's currency. */
export function shippingOptions(options: {
  market: string;
  currency: string;
  vatRate: number;
  zipCode: string | null;
  now: Date;
  leadTimeDays: number;
  lang: Language;
}): ShippingOption[] {
  return shippingMethodCodes.map((code) => {
    const fee = shippingFee(code, options.market);
    const vat = vatOf(fee, options.vatRate);
    const firstDate = firstShippingDate({ ...options, method: code });
    return {
      code,
      name: rules[code].name[options.lang],
      description: rules[code].description[options.lang],
      fee,
      vatRate: options.vatRate,
      vat,
      gross: fee + vat,
      currency: options.currency,
      firstDate,
      isAvailable: firstDate !== null,
    };
  });
}
