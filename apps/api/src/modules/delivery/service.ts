import type { Db } from '../../db';
import { isCalendarMarket } from '../../lib/dates';
import { AppError, errorMessage } from '../../lib/errors';
import { type Language, localize } from '../../lib/i18n';
import {
  areaWeekdays,
  type DeliveryArea,
  findDeliveryArea,
  marketCalendars,
  nextDeliveryDates,
  requireDeliveryArea,
} from './calendar';
import * as repo from './repository';
import type { DeliveryDatesBody, ZipCodeCheckFile } from './schemas';

/** Checks the market and the zip code's format against the market's own data; returns the calendar. */
async function requireMarket(db: Db, market: string, zipCode: string) {
  const row = await repo.findMarket(db, market);
  if (!row || !isCalendarMarket(row.code)) throw new AppError('market_unknown', { extra: { market } });
  if (!new RegExp(row.zipPattern).test(zipCode)) throw new AppError('zip_code_invalid', { extra: { market, zipCode } });
  return { code: row.code, calendar: marketCalendars[row.code] };
}

const describeArea = (area: DeliveryArea, lang: Language) => ({
  code: area.code,
  name: localize(area.name, lang),
  weekdays: areaWeekdays(area),
  transitDays: area.transitDays,
  expressBefore: area.expressBefore ?? null,
});

/**
 * The next delivery dates for a market and zip code. With a cart (the route checked it is the caller's),
 * the largest lead time of its items is added, as the checkout check does (docs/delivery.md).
 */
export async function listDeliveryDates(db: Db, options: DeliveryDatesBody & { lang: Language; now?: Date }) {
  const { code, calendar } = await requireMarket(db, options.market, options.zipCode);
  const { zipCode, area } = requireDeliveryArea(code, options.zipCode);
  const leadTimeDays = options.cartId ? await repo.cartLeadTimeDays(db, options.cartId) : 0;
  const dates = nextDeliveryDates({
    market: code,
    zipCode,
    now: options.now ?? new Date(),
    count: options.count,
    leadTimeDays,
    fromDate: options.fromDate,
  });
  return {
    market: code,
    zipCode,
    timeZone: calendar.timeZone,
    area: describeArea(area, options.lang),
    leadTimeDays,
    dates,
  };
}

/** Whether we deliver to a zip code, as a small JSON file: its route, weekdays, next date and cut-off. */
export async function checkZipCode(
  db: Db,
  options: { market: string; zipCode: string; lang: Language; now?: Date },
): Promise<{ fileName: string; content: ZipCodeCheckFile }> {
  const { code, calendar } = await requireMarket(db, options.market, options.zipCode);
  const found = findDeliveryArea(code, options.zipCode);
  if (found.status !== 'served' && found.status !== 'not_served') {
    throw new AppError(found.status === 'invalid_zip' ? 'zip_code_invalid' : 'market_unknown');
  }
  const cutOff = found.status === 'served' ? found.area.cutOff : calendar.cutOff;
  const base = { market: code, zipCode: found.zipCode, timeZone: calendar.timeZone, cutOff };
  const fileName = `zipcode-${code}-${found.zipCode}.json`;
  if (found.status === 'not_served') {
    return {
      fileName,
      content: {
        ...base,
        isDelivered: false,
        area: null,
        nextDelivery: null,
        notServed: {
          code: 'zip_not_served',
          area: found.exclusion ? localize(found.exclusion.name, options.lang) : null,
          reason: errorMessage('zip_not_served', options.lang),
        },
      },
    };
  }
  const [next] = nextDeliveryDates({ market: code, zipCode: found.zipCode, now: options.now ?? new Date(), count: 1 });
  return {
    fileName,
    content: {
      ...base,
      isDelivered: true,
      area: describeArea(found.area, options.lang),
      nextDelivery: next ?? null,
      notServed: null,
    },
  };
}
