// Dates tests ask for: a day relative to today, an open delivery date of the Oslo route.
import { nextDeliveryDates } from '../../src/modules/delivery/calendar';

/** The ISO day `offsetDays` from `from` (today). */
export const isoDay = (offsetDays: number, from = new Date()) =>
  new Date(from.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** An open delivery date of the 0150 (Oslo) route, `index` open dates ahead (the fifth by default), as checkout needs. */
export const deliveryDate = (index = 4) =>
  nextDeliveryDates({ market: 'NO', zipCode: '0150', now: new Date(), leadTimeDays: 1, count: index + 1 })[index]!.date;

/** The moment `n` days from now. */
export const days = (n: number) => new Date(Date.now() + n * 86_400_000);
