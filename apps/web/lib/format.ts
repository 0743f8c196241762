// Money is integer minor units with an ISO currency (the API's rule); shown in the person's locale.
import type { Dictionary } from './i18n/dictionary';

export function formatMoney(minor: number, currency: string, t: Pick<Dictionary, 'locale'>): string {
  return new Intl.NumberFormat(t.locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(minor / 100);
}

/** A VAT rate in basis points (2500) as a percentage ("25 %"). */
export function formatRate(basisPoints: number, t: Pick<Dictionary, 'locale'>): string {
  return new Intl.NumberFormat(t.locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10000);
}
