// Subscriptions: the delivery days a subscription may start on or move to, and how dates read in the person's
// language. Dates are calendar days (YYYY-MM-DD), shown as such (no time zone shift).
import type { ApiClient, DeliveryDate } from '@engros/client';
import { kept } from './formatters';
import type { Dictionary } from './i18n/dictionary';

/** A calendar day in words ("mandag 7. desember"), in UTC so the day never shifts. */
export function formatDay(date: string, t: Pick<Dictionary, 'locale'>, withYear = false): string {
  const format = kept(
    `day ${t.locale} ${withYear}`,
    () =>
      new Intl.DateTimeFormat(t.locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        ...(withYear ? { year: 'numeric' } : {}),
        timeZone: 'UTC',
      }),
  );
  return format.format(new Date(`${date}T00:00:00Z`));
}

export function formatMonth(date: string, t: Pick<Dictionary, 'locale'>): string {
  const format = kept(
    `month ${t.locale}`,
    () => new Intl.DateTimeFormat(t.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** The order cut-off (an instant) in the market's own time zone. */
export function formatCutOff(iso: string, timeZone: string, t: Pick<Dictionary, 'locale'>): string {
  const format = kept(
    `cut-off ${t.locale} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(t.locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        timeZone,
      }),
  );
  return format.format(new Date(iso));
}

/**
 * Route days of an address whose ordinary cut-off is still ahead (the API's delivery calendar; express same-day
 * dates are left out: a subscription is ordered by the ordinary cut-off). With a cart the lead time of its items
 * counts; a cart the API will not use for this (a template) is dropped and the dates are asked without it.
 */
export async function loadDeliveryDays(
  api: ApiClient,
  address: { country: string; zipCode: string },
  cartId?: string,
): Promise<{ dates: DeliveryDate[]; timeZone: string }> {
  const ask = (withCart?: string) =>
    api.listDeliveryDates({
      body: { market: address.country, zipCode: address.zipCode, count: 30, ...(withCart ? { cartId: withCart } : {}) },
      init: { cache: 'no-store' },
    });
  const answer = await ask(cartId)
    .catch(() => (cartId ? ask() : null))
    .catch(() => null);
  return {
    dates: (answer?.dates ?? []).filter((d) => !d.isExpress),
    timeZone: answer?.timeZone ?? 'Europe/Oslo',
  };
}
