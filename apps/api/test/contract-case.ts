// A company about to get a contract list, and what its buyer pays now: for tests of what a change of a company's
// pricing reaches (the order system's customer event, an agent's save of the customer).
import { expect } from 'vitest';
import type { Database } from '../src/db';
import type { TestClient } from './client';
import { createCategory, createCompanyWithPeople, createPriceList, createProduct } from './factories';

/**
 * A SKU at 100.00 on the market's list and 75.00 on a contract list (`agreed`, code `code` when given) that no company
 * has yet; a company with people; `priceNow`, the price its buyer pays now for one (`POST /api/price/prices`).
 */
export async function contractCase(database: Database, api: TestClient, options: { code?: string } = {}) {
  const category = await createCategory(database);
  const { sku } = (await createProduct(database, { category })).variants[0]!;
  await createPriceList(database, { kind: 'list', prices: [{ sku, unitPrice: 10_000 }] });
  const agreed = await createPriceList(database, {
    kind: 'contract',
    ...(options.code ? { code: options.code } : {}),
    prices: [{ sku, unitPrice: 7_500 }],
  });
  const people = await createCompanyWithPeople(database);
  const priceNow = async () => {
    const res = await api.post('/api/price/prices', {
      token: people.buyer.token,
      body: { customerId: people.company.id, lines: [{ sku, quantity: 1 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().lines[0].unitPrice as number;
  };
  return { ...people, agreed, priceNow };
}
