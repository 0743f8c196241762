import { describe, expect, it } from 'vitest';
import { invoiceKid, isValidKid, luhnCheckDigit } from './kid';

describe('KID (MOD10 / Luhn)', () => {
  it.each([
    ['7992739871', 3], // the textbook Luhn example
    ['1234567', 4],
    ['0', 0],
    ['18', 2],
    ['00000100100001', 5],
  ])('check digit of %s is %i', (digits, check) => {
    expect(luhnCheckDigit(digits)).toBe(check);
  });

  it('accepts a KID with the right check digit and refuses every other last digit', () => {
    expect(isValidKid('79927398713')).toBe(true);
    for (let d = 0; d <= 9; d++) if (d !== 3) expect(isValidKid(`7992739871${d}`)).toBe(false);
  });

  it('catches a single changed digit and most swaps', () => {
    expect(isValidKid('79927398703')).toBe(false);
    expect(isValidKid('97927398713')).toBe(false);
  });

  it('refuses non-digits and wrong lengths', () => {
    expect(isValidKid('')).toBe(false);
    expect(isValidKid('1')).toBe(false);
    expect(isValidKid('12a4')).toBe(false);
    expect(isValidKid('1'.repeat(26))).toBe(false);
    expect(() => luhnCheckDigit('12-3')).toThrow();
  });

  it('builds 15-digit invoice KIDs from customer and invoice number', () => {
    const kid = invoiceKid(42, '100001');
    expect(kid).toMatch(/^00004200100001\d$/);
    expect(kid).toHaveLength(15);
    expect(isValidKid(kid)).toBe(true);
    expect(invoiceKid(42, '100002')).not.toBe(kid);
  });
});
