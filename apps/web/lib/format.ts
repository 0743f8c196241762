// Numbers shown in the person's locale. Money is read and written in lib/money.ts (re-exported here for the pages).
import type { Dictionary } from './i18n/dictionary';

export { formatMoney } from './money';

/** A VAT rate in basis points (2500) as a percentage ("25 %"). */
export function formatRate(basisPoints: number, t: Pick<Dictionary, 'locale'>): string {
  return new Intl.NumberFormat(t.locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10000);
}
