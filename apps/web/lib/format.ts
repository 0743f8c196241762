// Numbers shown in the person's locale. Money is read and written in lib/money.ts (re-exported here for the pages).
import { kept } from './formatters';
import type { Dictionary } from './i18n/dictionary';

export { formatMoney } from './money';

/** A VAT rate in basis points (2500) as a percentage ("25 %"). */
export function formatRate(basisPoints: number, t: Pick<Dictionary, 'locale'>): string {
  const format = kept(
    `rate ${t.locale}`,
    () => new Intl.NumberFormat(t.locale, { style: 'percent', maximumFractionDigits: 2 }),
  );
  return format.format(basisPoints / 10000);
}

/** A moment as date and time in Norwegian time ("26.11.2026, 09:14"), in the person's locale. */
export function formatDateTime(iso: string, t: Pick<Dictionary, 'locale'>): string {
  const format = kept(
    `date-time ${t.locale}`,
    () => new Intl.DateTimeFormat(t.locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Oslo' }),
  );
  return format.format(new Date(iso));
}
