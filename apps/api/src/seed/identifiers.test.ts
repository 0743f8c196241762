import { describe, expect, it } from 'vitest';
import {
  danishCvr,
  gtin13,
  isValidDanishCvr,
  isValidGtin13,
  isValidNorwegianOrgNumber,
  isValidSwedishOrgNumber,
  norwegianOrgNumber,
  swedishOrgNumber,
  vatNumberFor,
} from './identifiers';
import { hash32, idFor, Rng, rngFor, slugify } from './random';

describe('identifiers', () => {
  it('accepts real organisation numbers and rejects altered ones', () => {
    // Equinor ASA, DNB Bank ASA; Volvo AB, Volvo Car Corporation; Novo Nordisk A/S, A.P. Møller-Mærsk A/S.
    for (const n of ['923609016', '984851006']) expect(isValidNorwegianOrgNumber(n)).toBe(true);
    for (const n of ['5560125790', '556074-3089']) expect(isValidSwedishOrgNumber(n)).toBe(true);
    for (const n of ['24256790', '22756214']) expect(isValidDanishCvr(n)).toBe(true);
    expect(isValidNorwegianOrgNumber('923609017')).toBe(false);
    expect(isValidNorwegianOrgNumber('123609016')).toBe(false);
    expect(isValidSwedishOrgNumber('5560125791')).toBe(false);
    expect(isValidDanishCvr('24256791')).toBe(false);
  });

  it('generates valid, distinct numbers for many serials', () => {
    const seen = { NO: new Set<string>(), SE: new Set<string>(), DK: new Set<string>() };
    for (let serial = 100_000; serial < 102_000; serial += 7) {
      const no = norwegianOrgNumber(serial);
      const se = swedishOrgNumber(serial);
      const dk = danishCvr(serial);
      expect(isValidNorwegianOrgNumber(no), no).toBe(true);
      expect(isValidSwedishOrgNumber(se), se).toBe(true);
      expect(isValidDanishCvr(dk), dk).toBe(true);
      seen.NO.add(no);
      seen.SE.add(se);
      seen.DK.add(dk);
    }
    expect(seen.NO.size).toBeGreaterThan(250);
    expect(seen.SE.size).toBeGreaterThan(250);
    expect(seen.DK.size).toBeGreaterThan(250);
    expect(vatNumberFor('NO', '923609016')).toBe('NO923609016MVA');
    expect(vatNumberFor('SE', '5560125790')).toBe('SE556012579001');
    expect(vatNumberFor('DK', '24256790')).toBe('DK24256790');
  });

  it('computes GTIN-13 check digits as GS1 does', () => {
    expect(gtin13('400638133393')).toBe('4006381333931');
    expect(gtin13('590123412345')).toBe('5901234123457');
    expect(isValidGtin13('7038010055720')).toBe(true);
    expect(isValidGtin13('7038010055721')).toBe(false);
    expect(() => gtin13('123')).toThrow();
  });
});

describe('deterministic randomness', () => {
  it('repeats a stream for the same key and differs between keys', () => {
    const first = rngFor('k');
    const second = rngFor('k');
    const a = Array.from({ length: 5 }, () => first.int(0, 1000));
    const b = Array.from({ length: 5 }, () => second.int(0, 1000));
    expect(a).toEqual(b);
    expect(new Set(a).size).toBeGreaterThan(1);
    const r1 = rngFor('product:1');
    const r2 = rngFor('product:2');
    expect([r1.next(), r1.next()]).not.toEqual([r2.next(), r2.next()]);
    expect(hash32('a')).not.toBe(hash32('b'));
  });

  it('spreads values evenly enough', () => {
    const rng = new Rng(42);
    const buckets = [0, 0, 0, 0];
    for (let i = 0; i < 40_000; i++) buckets[rng.int(0, 3)]!++;
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('derives stable, valid and distinct UUIDs', () => {
    expect(idFor('company:nordlys')).toBe(idFor('company:nordlys'));
    expect(idFor('company:nordlys')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const ids = new Set(Array.from({ length: 20_000 }, (_, i) => idFor(`product:${i}`)));
    expect(ids.size).toBe(20_000);
  });

  it('makes ASCII slugs of Nordic names', () => {
    expect(slugify('Kjøkkenmester Æble & Ål')).toBe('kjokkenmester-aeble-al');
    expect(slugify('Göteborgs Städservice')).toBe('goteborgs-stadservice');
  });
});
