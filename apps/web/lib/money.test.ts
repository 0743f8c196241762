import { describe, expect, it } from 'vitest';
import { formatMoney, moneyInputValue, parseMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['1234', 123400],
    ['1234.5', 123450],
    ['1234,5', 123450],
    ['1 234,50', 123450],
    ['1\u00a0234,50', 123450],
    ['1\u202f234,50', 123450], // Intl's nb-NO grouping
    ['1.234,50', 123450], // da, nb with dots
    ['1,234.50', 123450], // en
    ['1.234.567', 123456700],
    ['1,234,567.89', 123456789],
    ['1,234', 123400], // a thousands separator: money has no third decimal
    ['1.234', 123400],
    ['kr 99', 9900],
    ['kr. 99,-', 9900],
    ['99,-', 9900],
    ['99 kr', 9900],
    ['1 234,50 kr.', 123450], // da
    ['NOK 1,234.50', 123450],
    ['SEK 10', 1000],
    ['1 234,50 Nkr', 123450], // sv-SE writes NOK so
    ['0', 0],
    ['0,05', 5],
    ['007', 700],
    [' 12 ', 1200],
    ['999999999999', 99999999999900],
  ])('%j is %i minor units', (text, minor) => {
    expect(parseMoney(text)).toBe(minor);
  });

  it.each([
    '',
    ' ',
    'kr',
    'abc',
    '-5',
    '\u22125',
    '1,2,3',
    '12,34,56',
    '1.2345',
    '1,234,5',
    '1.234,5.6',
    '5.',
    ',5',
    '1e3',
    '0x10',
    'Infinity',
    '1 234,567',
    '9999999999999',
    '12 500 kr 50',
  ])('%j is not an amount', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it('reads back what formatMoney and moneyInputValue write', () => {
    for (const minor of [0, 5, 99, 100, 123450, 100000000, 99999999999999]) {
      expect(parseMoney(moneyInputValue(minor))).toBe(minor);
      for (const locale of ['nb-NO', 'sv-SE', 'da-DK', 'en-GB', 'en-US']) {
        expect(parseMoney(formatMoney(minor, 'NOK', { locale }))).toBe(minor);
      }
    }
  });
});

describe('formatMoney', () => {
  it('writes the locale’s way with the currency and two decimals', () => {
    expect(formatMoney(123450, 'NOK', { locale: 'nb-NO' }).replace(/\s/g, ' ')).toBe('1 234,50 kr');
    expect(formatMoney(123450, 'NOK', { locale: 'en-GB' }).replace(/\s/g, ' ')).toBe('NOK 1,234.50');
  });
});

describe('moneyInputValue', () => {
  it('writes major units without grouping, decimals only when there are øre', () => {
    expect(moneyInputValue(500000)).toBe('5000');
    expect(moneyInputValue(500050)).toBe('5000.50');
    expect(moneyInputValue(5)).toBe('0.05');
    expect(moneyInputValue(null)).toBe('');
    expect(moneyInputValue(undefined)).toBe('');
  });
});
