import type { Language } from '../../lib/i18n';
import { dateTimeFormat, numberFormat } from '../../lib/intl';

/** A date (YYYY-MM-DD) as words in the reader's language: "fredag 27. november 2026". */
export const formatDay = (date: string, lang: Language) =>
  dateTimeFormat(lang === 'nb' ? 'nb-NO' : 'en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** Minor units as money in the reader's language: "1 234,50 kr" (nb-NO, with no-break spaces) / "NOK 1,234.50". */
export const formatMoney = (minor: number, currency: string, lang: Language) =>
  numberFormat(lang === 'nb' ? 'nb-NO' : 'en-GB', { style: 'currency', currency }).format(minor / 100);

/** A VAT rate in basis points as a percentage: 2500 → "25 %". */
export const formatRate = (basisPoints: number, lang: Language) =>
  `${numberFormat(lang === 'nb' ? 'nb-NO' : 'en-GB', { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`;
