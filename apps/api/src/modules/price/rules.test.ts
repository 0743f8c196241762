import { describe, expect, it } from 'vitest';
import { bestPrice, effectiveTiers, listPrice, type PriceRow, vatOf } from './rules';

const row = (kind: PriceRow['kind'], minQuantity: number, unitPrice: number, id = kind): PriceRow => ({
  priceListId: id,
  kind,
  code: id.toUpperCase(),
  name: id,
  minQuantity,
  unitPrice,
});

describe('bestPrice', () => {
  const rows = [
    row('list', 1, 100),
    row('list', 10, 90),
    row('list', 50, 70),
    row('contract', 1, 85),
    row('campaign', 20, 80),
  ];

  it('takes each agreement’s tier for the quantity, then the lowest', () => {
    expect(bestPrice(rows, 1)).toMatchObject({ kind: 'contract', unitPrice: 85 });
    expect(bestPrice(rows, 19)).toMatchObject({ kind: 'contract', unitPrice: 85 });
    expect(bestPrice(rows, 20)).toMatchObject({ kind: 'campaign', unitPrice: 80 });
    expect(bestPrice(rows, 50)).toMatchObject({ kind: 'list', unitPrice: 70 });
  });

  it('breaks ties contract > campaign > list', () => {
    const tied = [row('list', 1, 50), row('campaign', 1, 50), row('contract', 1, 50)];
    expect(bestPrice(tied, 1)?.kind).toBe('contract');
    expect(bestPrice(tied.slice(0, 2), 1)?.kind).toBe('campaign');
  });

  it('has no price below every agreement’s first tier', () => {
    expect(bestPrice([row('list', 10, 5)], 9)).toBeNull();
    expect(bestPrice([], 1)).toBeNull();
  });
});

describe('listPrice', () => {
  it('is the list agreement’s tier price, whatever wins', () => {
    const rows = [row('list', 1, 100), row('list', 10, 90), row('contract', 1, 50)];
    expect(listPrice(rows, 12)).toBe(90);
    expect(listPrice([row('contract', 1, 50)], 1)).toBeNull();
  });
});

describe('effectiveTiers', () => {
  it('lists the winning price at each break and merges repeats', () => {
    const rows = [row('list', 1, 100), row('list', 10, 90), row('list', 100, 70), row('contract', 1, 80)];
    expect(effectiveTiers(rows)).toEqual([
      { minQuantity: 1, unitPrice: 80, agreementKind: 'contract' },
      { minQuantity: 100, unitPrice: 70, agreementKind: 'list' },
    ]);
  });
});

describe('vatOf', () => {
  it('rounds half up to whole minor units', () => {
    expect(vatOf(1_000, 2500)).toBe(250);
    expect(vatOf(333, 1500)).toBe(50); // 49.95
    expect(vatOf(10, 1200)).toBe(1); // 1.2
  });
});
