import { describe, expect, it } from 'vitest';
import { danishCvr, swedishOrgNumber } from '../../../test/factories';
import { normalizeOrgNumber, normalizeVatNumber, vatNumberFor } from './org-number';

describe('organization numbers', () => {
  it('accepts real Norwegian numbers (mod 11) and refuses a wrong check digit', () => {
    expect(normalizeOrgNumber('NO', '923609016')).toBe('923609016');
    expect(normalizeOrgNumber('NO', '923 609 016')).toBe('923609016');
    expect(normalizeOrgNumber('NO', '923609017')).toBeNull();
    expect(normalizeOrgNumber('NO', '92360901')).toBeNull();
  });

  it('accepts real Swedish numbers (Luhn) written with a dash', () => {
    expect(normalizeOrgNumber('SE', '556012-5790')).toBe('5560125790');
    expect(normalizeOrgNumber('SE', '5560125791')).toBeNull();
    expect(normalizeOrgNumber('SE', swedishOrgNumber())).not.toBeNull();
  });

  it('accepts real Danish CVR numbers (mod 11) and refuses a leading zero', () => {
    expect(normalizeOrgNumber('DK', '24256790')).toBe('24256790');
    expect(normalizeOrgNumber('DK', '24256791')).toBeNull();
    expect(normalizeOrgNumber('DK', '04256790')).toBeNull();
    expect(normalizeOrgNumber('DK', danishCvr())).not.toBeNull();
  });

  it('refuses letters and unknown markets', () => {
    expect(normalizeOrgNumber('NO', '92360901A')).toBeNull();
    expect(normalizeOrgNumber('FI', '923609016')).toBeNull();
  });

  it('builds and checks VAT numbers from the org number', () => {
    expect(vatNumberFor('NO', '923609016')).toBe('NO923609016MVA');
    expect(vatNumberFor('SE', '5560125790')).toBe('SE556012579001');
    expect(vatNumberFor('DK', '24256790')).toBe('DK24256790');
    expect(normalizeVatNumber('NO', '923609016', 'no 923 609 016 mva')).toBe('NO923609016MVA');
    expect(normalizeVatNumber('NO', '923609016', 'NO999999999MVA')).toBeNull();
  });
});
