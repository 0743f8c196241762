import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createCategory,
  createCompanyWithPeople,
  createDeliveryAddress,
  createPriceList,
  createProduct,
} from '../../../test/factories';
import { bearer, createTestApp } from '../../../test/helper';
import { nextDeliveryDates } from '../delivery/calendar';
import { totalsOf, vatOf } from '../price/rules';

const line = fc.record({
  lineTotal: fc.integer({ min: 0, max: 50_000_000 }),
  vatRate: fc.constantFrom(0, 1200, 1500, 2500),
});

describe('totalsOf (property)', () => {
  it('net is the sum of the lines, the VAT bases add up to net, and gross is net plus VAT', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 200 }), (lines) => {
        const totals = totalsOf(lines);
        const sum = lines.reduce((s, l) => s + l.lineTotal, 0);
        expect(totals.net).toBe(sum);
        expect(totals.vat.reduce((s, v) => s + v.base, 0)).toBe(sum);
        expect(totals.gross).toBe(sum + totals.vat.reduce((s, v) => s + v.vat, 0));
        for (const v of totals.vat) expect(v.vat).toBe(vatOf(v.base, v.rate));
        // One entry per rate, highest first.
        expect(totals.vat.map((v) => v.rate)).toEqual([...new Set(lines.map((l) => l.vatRate))].sort((a, b) => b - a));
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(
        fc
          .array(line, { maxLength: 50 })
          .chain((lines) => fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length }))),
        ([lines, shuffled]) => {
          expect(totalsOf(shuffled)).toEqual(totalsOf(lines));
        },
      ),
    );
  });

  it('rounds VAT per rate at most half a minor unit away from the exact amount', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 50 }), (lines) => {
        for (const v of totalsOf(lines).vat) {
          expect(Math.abs(v.vat - (v.base * v.rate) / 10_000)).toBeLessThanOrEqual(0.5);
        }
      }),
    );
  });
});

describe('the same money in the cart, simulate and the order (property, against the database)', async () => {
  const { app, database } = await createTestApp();
  const api = testClient(app);
  const category = await createCategory(database);
  const skus = ['MNY-1', 'MNY-2', 'MNY-3', 'MNY-4'];
  const unitPrices = [1, 333, 12_345, 99_999];
  for (const [index, sku] of skus.entries()) {
    await createProduct(database, {
      category,
      vatClass: index % 2 === 0 ? 'reduced' : 'standard',
      variants: [{ sku, stock: 1_000_000, leadTimeDays: 0 }],
    });
  }
  await createPriceList(database, { prices: skus.map((sku, i) => ({ sku, unitPrice: unitPrices[i]! })) });
  await createPriceList(database, {
    kind: 'campaign',
    code: 'MNY-CAMPAIGN',
    prices: [{ sku: 'MNY-2', unitPrice: 299, minQuantity: 10 }],
  });
  const date = nextDeliveryDates({ market: 'NO', zipCode: '0150', now: new Date(), count: 3 })[2]!.date;

  it('agrees to the øre for random carts, shipping included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...skus), fc.integer({ min: 1, max: 500 })), { minLength: 1, maxLength: 6 }),
        fc.constantFrom('route', 'express'),
        async (lines, shippingMethod) => {
          // A credit limit no random cart reaches: this property is about money, not credit.
          const people = await createCompanyWithPeople(database, { creditLimit: 10_000_000_000 });
          const delivery = await createDeliveryAddress(database, people.company.id);
          const pid = people.buyer.contact.id;
          const headers = bearer(people.buyer.token);
          for (const [sku, quantity] of lines) {
            await api.post('/api/ardis/cart/addorderline', { headers, body: { pid, sku, quantity } });
          }
          const cart = await api.post('/api/ardis/cart/updatemetadata', {
            headers,
            body: { pid, deliveryAddressId: delivery.id, requestedDeliveryDate: date, shippingMethod },
          });
          const sim = await api.post('/api/order/simulate', { headers, body: { pid } });
          const order = await api.post('/api/ardis/cart/createorder', { headers, body: { pid } });
          expect(order.statusCode, order.body).toBe(200);
          const { discount, ...simTotals } = sim.json().totals;
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(simTotals).toEqual(cart.json().totals);
          expect(order.json().totals).toEqual(cart.json().totals);
          const lineSum = order.json().lines.reduce((s: number, l: { lineTotal: number }) => s + l.lineTotal, 0);
          expect(order.json().totals.net).toBe(lineSum);
        },
      ),
      { numRuns: 12 },
    );
  });
});
