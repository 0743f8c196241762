import { describe, expect, it } from 'vitest';
import { DEV_NETS_SECRET_KEY, itemErrors } from '../../../../../sandbox/src/nets';
import { parseEnv } from '../../env';
import { totalsOf } from '../price/rules';
import { paymentItemsOf, ROUNDING_REFERENCE } from './items';

const line = (sku: string, unitPrice: number, quantity = 1, vatRate = 2500) => ({
  sku,
  name: sku,
  quantity,
  unitPrice,
  vatRate,
});
const grossOf = (lines: ReturnType<typeof line>[]) =>
  totalsOf(lines.map((l) => ({ lineTotal: l.unitPrice * l.quantity, vatRate: l.vatRate }))).gross;

describe('paymentItemsOf', () => {
  it('maps lines to items with the provider item math and no rounding item when the sums agree', () => {
    const lines = [line('A', 10_000, 2), line('B', 2_000, 1, 1500)];
    const items = paymentItemsOf(lines, grossOf(lines), 'VAT rounding');
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      netTotalAmount: 20_000,
      taxAmount: 5_000,
      grossTotalAmount: 25_000,
      taxRate: 2500,
    });
    expect(items.reduce((s, i) => s + i.grossTotalAmount, 0)).toBe(grossOf(lines));
  });

  it('adds one VAT-free rounding item when per-item VAT differs from VAT per rate', () => {
    // 10 002 × 25 % = 2 500.5 → 2 501 per item (5 002), but per rate 20 004 × 25 % = 5 001.
    const lines = [line('A', 10_002), line('B', 10_002)];
    const gross = grossOf(lines);
    expect(gross).toBe(25_005);
    const items = paymentItemsOf(lines, gross, 'VAT rounding');
    expect(items.at(-1)).toMatchObject({
      reference: ROUNDING_REFERENCE,
      unitPrice: -1,
      taxRate: 0,
      grossTotalAmount: -1,
    });
    expect(items.reduce((s, i) => s + i.grossTotalAmount, 0)).toBe(gross);
    expect(itemErrors({ items, amount: gross, currency: 'NOK' })).toEqual({});
  });
});

describe('the stand-in item math', () => {
  it('rejects inconsistent totals like the real API', () => {
    const items = paymentItemsOf([line('A', 10_000)], 12_500, 'x');
    expect(itemErrors({ items, amount: 12_500, currency: 'NOK' })).toEqual({});
    expect(itemErrors({ items, amount: 12_501, currency: 'NOK' })).toHaveProperty(['order.amount']);
    expect(itemErrors({ items: [{ ...items[0], taxAmount: 2_499 }], amount: 12_499, currency: 'NOK' })).toHaveProperty([
      'order.items[0].taxAmount',
    ]);
  });
});

describe('configuration', () => {
  it('matches the stand-in in development and requires real values in production', () => {
    expect(parseEnv({}).NETS_SECRET_KEY).toBe(DEV_NETS_SECRET_KEY);
    expect(parseEnv({}).NETS_WEBHOOK_AUTHORIZATION).toMatch(/^[A-Za-z0-9]{8,32}$/);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/NETS_SECRET_KEY is required when NODE_ENV=production/);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/NETS_WEBHOOK_AUTHORIZATION is required/);
    expect(() => parseEnv({ NETS_WEBHOOK_AUTHORIZATION: 'short' })).toThrow(/NETS_WEBHOOK_AUTHORIZATION/);
  });
});
