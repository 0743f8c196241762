// The back office's prices in the browser: the catalog manager changes Nordlys's contract price of an item in the
// buyer's open cart, and the buyer's cart shows the new price marked as changed, with its source; the buyer's price
// explainer says why that price wins. The file puts the contract price and the buyer's cart back afterwards.
import type { ApiClient } from '@engros/client';
import { apiAs, expectAccessible, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

const BUYER = 'buyer@nordlys.example';
const CATALOG = 'katalog@engros.example';
const CONTRACT = 'CONTRACT-NORDLYS';

type Tier = { minQuantity: number; unitPrice: number };
type Setup = {
  staff: ApiClient;
  buyer: ApiClient;
  pid: string;
  customerId: string;
  priceListId: string;
  sku: string;
  tiers: Tier[];
  /** The buyer's quantity of the SKU before the test (0: no line). */
  quantityBefore: number;
};

let setup: Setup | undefined;

/** A SKU of Nordlys's contract whose contract price wins at quantity 1 (the explainer says so). */
async function prepare(): Promise<Setup> {
  const [{ api: staff }, { api: buyer, contactId: pid, customerId }] = await Promise.all([
    apiAs(CATALOG),
    apiAs(BUYER),
  ]);
  const lists = await staff.listPriceLists({ query: { q: CONTRACT, kind: 'contract' } });
  const contract = lists.items.find((list) => list.code === CONTRACT);
  if (!contract) throw new Error('Nordlys has no contract in the demo data');
  const page = await staff.listPriceListPrices({
    path: { priceListId: contract.id },
    query: { take: 40 },
  });
  for (const item of page.items) {
    if (item.tiers[0]?.minQuantity !== 1 || item.tiers[0].unitPrice < 1_000) continue;
    const explained = await staff.explainCustomerPrice({ query: { customerId, sku: item.sku, quantity: 1 } });
    const variant = explained.variants[0];
    if (variant?.available && variant.candidates[0]?.priceList.code === CONTRACT) {
      const cart = await buyer.getCart({ query: { pid, customerId } });
      const quantityBefore = cart.lines.find((line) => line.sku === item.sku)?.quantity ?? 0;
      return {
        staff,
        buyer,
        pid,
        customerId,
        priceListId: contract.id,
        sku: item.sku,
        tiers: item.tiers,
        quantityBefore,
      };
    }
  }
  throw new Error('No contract item of Nordlys wins on the contract price');
}

test.afterAll(async () => {
  if (!setup) return;
  const { staff, buyer, pid, customerId, priceListId, sku, tiers, quantityBefore } = setup;
  // Never leave the contract price changed or the buyer's cart with an extra line for the files after this one.
  await staff.setPriceListPrice({ path: { priceListId, sku }, body: { tiers } });
  await buyer.updateOrderLine({ body: { pid, customerId, sku, quantity: quantityBefore } });
});

test.describe('back office: prices', () => {
  test('a changed contract price shows in the buyer’s open cart, marked; the buyer’s explainer says why', async ({
    signedIn,
  }) => {
    setup = await prepare();
    const { buyer, pid, customerId, sku, tiers } = setup;
    const before = tiers[0]!.unitPrice;
    const after = before - 500; // 5 kr less: the contract still wins
    await buyer.addOrderLine({ body: { pid, customerId, sku, quantity: 1 } });

    // The catalog manager finds the contract, the item, and sets its price.
    const staff = await signedIn(CATALOG);
    await staff.page.goto('/backoffice/prices?kind=contract');
    await staff.page.getByRole('link', { name: CONTRACT }).click();
    await staff.page.waitForURL('**/backoffice/prices/**');
    await expectAccessible(staff.page);
    await staff.page.getByLabel('Varenummer eller navn').fill(sku);
    await staff.page.getByRole('button', { name: 'Vis' }).click();
    // The filter is a GET form: its page must have arrived before the row is used (else it replaces the row mid-edit).
    await staff.page.waitForURL(/[?&]q=/);
    const row = staff.page.locator(`tr[data-sku="${sku}"]`);
    await row.locator('summary').click();
    const field = row.getByLabel(`Trinn ${sku}`);
    const major = (minor: number) => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;
    await field.fill(
      [`1: ${major(after)}`, ...tiers.slice(1).map((t) => `${t.minQuantity}: ${major(t.unitPrice)}`)].join('\n'),
    );
    await row.getByRole('button', { name: 'Lagre trinn' }).click();
    await row.getByRole('status').filter({ hasText: 'Prisene er lagret.' }).waitFor();
    await screenshot(staff.page, 'backoffice-prices-list');

    // The buyer's open cart has the new price, marked as changed, with where it comes from.
    const customer = await signedIn(BUYER);
    await customer.page.goto('/cart');
    const line = customer.page.locator(`tr[data-sku="${sku}"]`);
    await expect(line.locator('[data-price-changed]')).toHaveAttribute('data-price-changed', String(before));
    await expect(line.locator('[data-price-changed]')).toContainText('Prisen er endret fra');
    await expect(line.locator('[data-price-source="contract"]')).toContainText('Kontraktsprisliste');
    await screenshot(customer.page, 'backoffice-prices-cart');

    // The buyer's explainer: the contract wins at quantity 1, with the new price.
    await customer.page.goto(`/account/prices?sku=${encodeURIComponent(sku)}&quantity=1`);
    const winner = customer.page.locator(`[data-explained-sku="${sku}"] [data-winner]`);
    await expect(winner).toHaveAttribute('data-winner', String(after));
    await expect(customer.page.locator(`tr[data-code="${CONTRACT}"]`)).toHaveAttribute('data-verdict', 'wins');
    await expectAccessible(customer.page);
    await screenshot(customer.page, 'backoffice-prices-explainer');
    expect(staff.problems).toEqual([]);
    expect(customer.problems).toEqual([]);
  });

  test('shows a customer no back-office price page, and read-only staff no edit controls', async ({ signedIn }) => {
    const reader = await signedIn('revisor@engros.example');
    await reader.page.goto('/backoffice/prices?kind=contract');
    await reader.page.getByRole('link', { name: CONTRACT }).click();
    await reader.page.waitForURL('**/backoffice/prices/**');
    await reader.page.locator('table[data-prices]').waitFor();
    expect(await reader.page.locator('[data-price-form]').count()).toBe(0);
    const customer = await signedIn(BUYER);
    await customer.page.goto('/backoffice/prices');
    await customer.page.locator('[data-backoffice="forbidden"]').waitFor();
    expect(await customer.page.locator('table').count()).toBe(0);
  });
});
