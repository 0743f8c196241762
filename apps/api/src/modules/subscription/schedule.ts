import { addDays, type CalendarMarket, type IsoDate, isoWeekday, zonedInstant } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { holidayOn, workingDaysBefore } from '../../lib/holidays';
import { isDeliveryDay, marketCalendars, requireDeliveryArea, weekdays } from '../delivery';

/** The job orders a period from this long before the order cut-off of its delivery date (docs/subscriptions.md). */
export const ORDER_WINDOW_MS = 72 * 3600_000;

export type MovedReason = 'holiday' | 'not_route_day';

/** Where a period's scheduled date is delivered. */
export type PeriodDate = {
  scheduledDate: IsoDate;
  deliveryDate: IsoDate;
  weekday: (typeof weekdays)[number];
  movedReason: MovedReason | null;
  /** The public holiday on the scheduled date, when that is why it moved. */
  holiday: { nb: string; en: string } | null;
};

export type Place = { market: string; zipCode: string };

const addWeeks = (date: IsoDate, weeks: number) => addDays(date, weeks * 7);

/**
 * Moves a scheduled date off a holiday or non-route day to the first route day after it (docs/subscriptions.md).
 * Throws zip_not_served & co. when the address is not served.
 */
export function periodDate(place: Place, scheduledDate: IsoDate): PeriodDate {
  requireDeliveryArea(place.market, place.zipCode);
  const isOpen = (date: IsoDate) => isDeliveryDay({ ...place, date });
  let deliveryDate: IsoDate | null = null;
  for (let d = 0; !deliveryDate && d < 60; d++) {
    if (isOpen(addDays(scheduledDate, d))) deliveryDate = addDays(scheduledDate, d);
  }
  const holiday = holidayOn(place.market as CalendarMarket, scheduledDate);
  const date = deliveryDate ?? scheduledDate;
  return {
    scheduledDate,
    deliveryDate: date,
    weekday: weekdays[isoWeekday(date) - 1]!,
    movedReason: date === scheduledDate ? null : holiday ? 'holiday' : 'not_route_day',
    holiday: date !== scheduledDate && holiday ? holiday.name : null,
  };
}

/** The next `count` periods from a scheduled date, each moved off holidays. */
export function comingPeriods(place: Place, fromDate: IsoDate, intervalWeeks: number, count: number): PeriodDate[] {
  return Array.from({ length: count }, (_, i) => periodDate(place, addWeeks(fromDate, i * intervalWeeks)));
}

/** The last moment to order for a delivery date: the route's cut-off, transit + lead working days before. */
export function orderCutOff(place: Place, deliveryDate: IsoDate, leadTimeDays: number): Date {
  const { area } = requireDeliveryArea(place.market, place.zipCode);
  const market = place.market as CalendarMarket;
  const calendar = marketCalendars[market];
  const day = workingDaysBefore(market, deliveryDate, area.transitDays + Math.max(0, leadTimeDays));
  return zonedInstant(day, area.cutOff, calendar.timeZone);
}

/** Whether a date can be chosen as a subscription's (first or next) delivery date now: a route day before its cut-off. */
export function assertOpenDate(place: Place, date: IsoDate, leadTimeDays: number, now: Date) {
  const invalid = () => new AppError('subscription_date_invalid', { extra: { date } });
  if (!isDeliveryDay({ ...place, date })) throw invalid();
  if (now.getTime() >= orderCutOff(place, date, leadTimeDays).getTime()) throw invalid();
}

/**
 * The first scheduled date on the rhythm of `scheduledDate` (whole intervals later) whose delivery date can still
 * be ordered at `now`: what resume does with a date in the past.
 */
export function catchUpDate(
  place: Place,
  scheduledDate: IsoDate,
  intervalWeeks: number,
  leadTimeDays: number,
  now: Date,
): IsoDate {
  let date = scheduledDate;
  for (let i = 0; i < 1000; i++) {
    const period = periodDate(place, date);
    if (now.getTime() < orderCutOff(place, period.deliveryDate, leadTimeDays).getTime()) return date;
    date = addWeeks(date, intervalWeeks);
  }
  return date;
}

export const nextScheduled = (date: IsoDate, intervalWeeks: number) => addWeeks(date, intervalWeeks);
