import { describe, expect, it } from 'vitest';
import { bestPrice, effectiveTiers, judgeCandidates, listPrice, type PriceRow, priceSourceText, vatOf } from './rules';

const row = (kind: PriceRow['kind'], minQuantity: number, unitPrice: number, id: string = kind): PriceRow => ({
  priceListId: id,
  kind,
  code: id.toUpperCase(),
  name: id,
  validTo: null,
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

describe('judgeCandidates (the explainer) agrees with bestPrice', () => {
  const rows = [
    row('list', 1, 100),
    row('list', 10, 90),
    row('contract', 1, 85),
    row('campaign', 20, 80),
    row('campaign', 1, 85, 'campaign-b'),
  ];

  it('names the winner bestPrice picks, and why each other candidate lost', () => {
    for (const quantity of [1, 5, 10, 19, 20, 100]) {
      expect(judgeCandidates(rows, quantity).winner).toEqual(bestPrice(rows, quantity));
    }
    const at5 = judgeCandidates(rows, 5).verdicts;
    expect(at5.get('contract')?.verdict).toBe('wins');
    expect(at5.get('campaign-b')?.verdict).toBe('tie_lost');
    expect(at5.get('list')?.verdict).toBe('higher_price');
    expect(at5.get('campaign')).toEqual({ verdict: 'below_min_quantity', tier: null });
    const at20 = judgeCandidates(rows, 20).verdicts;
    expect(at20.get('campaign')).toMatchObject({ verdict: 'wins', tier: { unitPrice: 80, minQuantity: 20 } });
  });
});

describe('priceSourceText', () => {
  it('words the source in each language', () => {
    const until = '2026-04-30T22:00:00.000Z'; // 1 May 00:00 in Oslo: the campaign's last day is 30 April
    expect(
      priceSourceText({ kind: 'contract', code: 'N', name: 'Nordlys 2026', validTo: null, minQuantity: 1 }, 'nb'),
    ).toBe('Kontraktsprisliste Nordlys 2026');
    expect(
      priceSourceText({ kind: 'campaign', code: 'V', name: 'Vårkampanje', validTo: until, minQuantity: 1 }, 'nb'),
    ).toBe('Kampanje Vårkampanje, til 30.4.');
    expect(
      priceSourceText({ kind: 'campaign', code: 'V', name: 'Vårkampanje', validTo: until, minQuantity: 1 }, 'en'),
    ).toBe('Campaign Vårkampanje, until 30 Apr');
    expect(priceSourceText({ kind: 'list', code: 'L', name: 'Liste', validTo: null, minQuantity: 10 }, 'nb')).toBe(
      'Listepris, fra 10 stk',
    );
    expect(priceSourceText({ kind: 'quote', code: 'Q-1', name: null, validTo: null, minQuantity: null }, 'en')).toBe(
      'Quote Q-1',
    );
  });
});
