// A price list's validity as people read it: the first day and the last day (the API's end is exclusive).
import { kept } from '../../lib/formatters';
import type { Dictionary } from '../../lib/i18n/dictionary';

const day = (t: Dictionary) =>
  kept(
    `oslo-day ${t.locale}`,
    () => new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'Europe/Oslo' }),
  );

/** YYYY-MM-DD of an instant in Norway (for date inputs); `lastDay` takes the day before an exclusive end. */
export function osloDate(iso: string | null, lastDay = false): string {
  if (!iso) return '';
  const at = new Date(new Date(iso).getTime() - (lastDay ? 1 : 0));
  return kept('iso-day Europe/Oslo', () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' })).format(at);
}

/** "1 Mar 2026 – 30 Apr 2026", "from …", "until …" or "always". */
export function validityText(list: { validFrom: string | null; validTo: string | null }, t: Dictionary): string {
  const from = list.validFrom ? day(t).format(new Date(list.validFrom)) : null;
  const to = list.validTo ? day(t).format(new Date(new Date(list.validTo).getTime() - 1)) : null;
  return t.prices.validity(from, to);
}
