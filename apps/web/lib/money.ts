// Money is integer minor units (øre, öre, cents) with an ISO currency, as the API keeps it. This is the one place the
// web app reads an amount a person typed and writes one for them to read (docs/decisions/009-web-forms.md).
import { kept } from './formatters';
import type { Dictionary } from './i18n/dictionary';

/** The largest amount a form takes, in major units (12 digits: far over any limit, well inside a safe integer). */
const MAX_MAJOR_DIGITS = 12;

/** Currency words and signs a person may type before or after the number ("kr 99", "99 NOK", "€5"). */
const CURRENCY = /^(?:[nsd]?kr\.?|nok|sek|dkk|eur|usd|gbp|€|\$|£)|(?:[nsd]?kr\.?|nok|sek|dkk|eur|usd|gbp|€|\$|£)$/i;

/**
 * An amount as typed in Norwegian, Swedish, Danish or English ("1 234,50", "1.234,50", "1,234.50", "1234.5",
 * "kr 99", "99 Nkr", "99,-") as minor units; null when it is not a non-negative amount with at most two decimals.
 *
 * Spaces of any kind group thousands (Intl writes a narrow no-break space in nb-NO). With both "," and "." the last
 * one is the decimal mark. With one of them: twice or more it groups thousands; once, it is the decimal mark before
 * one or two digits and a thousands separator before three (money has no third decimal, so "1,234" and "1.234" are
 * 1234 in every one of these languages). Groups after a thousands separator must have three digits.
 */
export function parseMoney(text: string): number | null {
  let rest = text.replace(/[\s\u00a0\u2007\u2009\u202f]/g, '');
  for (let i = 0; i < 2; i++) rest = rest.replace(CURRENCY, ''); // one word before, one after
  rest = rest.replace(/[,.]-$/, ''); // "99,-": whole kroner
  if (!/^\d[\d,.]*$/.test(rest)) return null;

  const lastComma = rest.lastIndexOf(',');
  const lastDot = rest.lastIndexOf('.');
  let decimalMark: ',' | '.' | null = null;
  if (lastComma >= 0 && lastDot >= 0) decimalMark = lastComma > lastDot ? ',' : '.';
  else if (lastComma >= 0 || lastDot >= 0) {
    const mark = lastComma >= 0 ? ',' : '.';
    const isOnce = rest.indexOf(mark) === rest.lastIndexOf(mark);
    const digitsAfter = rest.length - rest.lastIndexOf(mark) - 1;
    if (isOnce && digitsAfter !== 3) decimalMark = mark;
  }

  let whole = rest;
  let fraction = '';
  if (decimalMark) {
    const at = rest.lastIndexOf(decimalMark);
    whole = rest.slice(0, at);
    fraction = rest.slice(at + 1);
    if (!/^\d{1,2}$/.test(fraction)) return null;
  }
  const groups = whole.split(/[,.]/);
  if (groups.length > 1 && !(/^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((g) => /^\d{3}$/.test(g)))) {
    return null;
  }
  const digits = groups.join('').replace(/^0+(?=\d)/, '');
  if (!/^\d+$/.test(digits) || digits.length > MAX_MAJOR_DIGITS) return null;
  return Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Minor units in the person's locale with the currency: 123450 NOK → "1 234,50 kr" (nb), "NOK 1,234.50" (en). */
export function formatMoney(minor: number, currency: string, t: Pick<Dictionary, 'locale'>): string {
  const format = kept(
    `money ${t.locale} ${currency}`,
    () => new Intl.NumberFormat(t.locale, { style: 'currency', currency, minimumFractionDigits: 2 }),
  );
  return format.format(minor / 100);
}

/**
 * Minor units as the value of an amount field: major units without grouping or currency, decimals only when there
 * are øre (500000 → "5000", 500050 → "5000.50"); null (no amount, e.g. no limit) → "". parseMoney reads it back.
 */
export function moneyInputValue(minor: number | null | undefined): string {
  if (minor === null || minor === undefined) return '';
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  return cents === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(cents).padStart(2, '0')}`;
}
