// Assortments in the browser (issue 17 §4): the catalog manager creates an assortment that leaves one product out,
// gives it to Fjord and sees how many products Fjord then sees; Fjord's buyer no longer finds the product by its
// number, its page is not found, and the line put in the cart before is refused at checkout. The `others` lane:
// Fjord's files run one after another there, and this one gives Fjord the whole catalog and its cart back at the end.
import type { ApiClient } from '@engros/client';
import { apiAs, expectAccessible, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

const CATALOG_MANAGER = 'katalog@engros.example';
const BUYER = 'buyer@fjord.example';
const FJORD = 'Fjord Catering AS';
const NAME = `Fjord uten testvare ${Date.now()}`;

type Picked = { id: string; slug: string; productNumber: string; sku: string };
let picked: Picked | undefined;

/** A product Fjord buys today with one variant and a price, not already in its buyer's cart. */
async function pickProduct(buyer: { api: ApiClient; customerId: string; contactId: string }): Promise<Picked> {
  const cart = await buyer.api.getCart({ query: { pid: buyer.contactId, customerId: buyer.customerId } });
  const inCart = new Set(cart.lines.map((line) => line.sku));
  const list = await buyer.api.listProducts({
    query: { customerId: buyer.customerId, pageSize: 48, sort: 'name', page: 3 },
  });
  for (const card of list.items) {
    if (card.variantCount !== 1 || !card.fromPrice || !card.isInStock) continue;
    const product = await buyer.api.getProduct({
      path: { productId: card.id },
      query: { customerId: buyer.customerId },
    });
    const variant = product.variants[0];
    if (variant?.price && !inCart.has(variant.sku)) {
      return { id: product.id, slug: product.slug, productNumber: product.productNumber, sku: variant.sku };
    }
  }
  throw new Error('No product to hide in the demo catalog');
}

test.afterAll(async () => {
  // Fjord sees the whole catalog again and its buyer's cart is as it was, even when a step above failed.
  const agent = await apiAs('agent@engros.example');
  const buyer = await apiAs(BUYER);
  await agent.api.setCustomerAssortment({
    path: { customerId: buyer.customerId },
    body: { assortmentId: null },
  });
  const { items } = await agent.api.listAssortments();
  for (const item of items.filter((a) => a.name.startsWith(NAME))) {
    await agent.api.deleteAssortment({ path: { assortmentId: item.id } });
  }
  if (picked) {
    const cart = await buyer.api.getCart({ query: { pid: buyer.contactId, customerId: buyer.customerId } });
    if (cart.lines.some((line) => line.sku === picked?.sku)) {
      await buyer.api.deleteOrderLine({
        body: { pid: buyer.contactId, customerId: buyer.customerId, sku: picked.sku },
      });
    }
  }
});

test.describe('back office: assortments', () => {
  test('staff restrict Fjord’s assortment: the product leaves search and its cart line is refused at checkout', async ({
    signedIn,
  }) => {
    const buyer = await apiAs(BUYER);
    const product = await pickProduct(buyer);
    picked = product;
    // Before: Fjord finds the product by its number and puts it in the cart.
    const found = await buyer.api.searchCatalog({
      query: { q: product.productNumber, customerId: buyer.customerId },
    });
    expect(found.exactMatch?.productId).toBe(product.id);
    await buyer.api.addOrderLine({
      body: { pid: buyer.contactId, customerId: buyer.customerId, sku: product.sku, quantity: 1 },
    });
    const fjord = (await (await apiAs('agent@engros.example')).api.listBackofficeCustomers({ query: { q: FJORD } }))
      .items[0];
    expect(fjord?.id).toBe(buyer.customerId);

    // The catalog manager creates the assortment, leaves the product out and gives it to Fjord.
    const staff = await signedIn(CATALOG_MANAGER);
    await staff.page.goto('/backoffice/assortments');
    await staff.page.getByRole('link', { name: 'Sortimenter' }).first().waitFor();
    await staff.page.getByLabel('Navn', { exact: true }).fill(NAME);
    await staff.page.getByRole('button', { name: 'Opprett' }).click();
    await staff.page.waitForURL(/\/backoffice\/assortments\/[0-9a-f-]{36}$/);
    await expect(staff.page.getByRole('heading', { level: 1 })).toHaveText(NAME);
    const preview = staff.page.locator('[data-assortment-preview]');
    const total = Number(await preview.getAttribute('data-assortment-preview'));

    const ruleForm = staff.page.locator('[data-assortment-form="add-rule"]');
    await ruleForm.getByLabel('Regel', { exact: true }).selectOption('exclude');
    await ruleForm.getByLabel('Gjelder', { exact: true }).selectOption('product');
    // A code nothing has: the field says so.
    await ruleForm.getByLabel('Kode', { exact: true }).fill('FINNES-IKKE-999');
    await ruleForm.getByRole('button', { name: 'Legg til regel' }).click();
    await expect(ruleForm.locator('.field-error')).toHaveText('Fant ingen med denne koden.');
    await ruleForm.getByLabel('Kode', { exact: true }).fill(product.productNumber);
    await ruleForm.getByRole('button', { name: 'Legg til regel' }).click();
    await staff.page.locator(`[data-rule="${product.productNumber}"]`).waitFor();
    await expect(preview).toHaveAttribute('data-assortment-preview', String(total - 1));

    const assignForm = staff.page.locator('[data-assortment-form="assign"]');
    await assignForm.getByLabel('Kunde', { exact: true }).fill(String(fjord?.customerNumber));
    await assignForm.getByRole('button', { name: 'Gi kunden sortimentet' }).click();
    await expect(assignForm.getByRole('status')).toHaveText(`${FJORD} ser nå ${total - 1} produkter.`);
    await staff.page.locator(`[data-customer-id="${buyer.customerId}"]`).waitFor();
    await expectAccessible(staff.page);
    await screenshot(staff.page, 'backoffice-assortment');
    expect(staff.problems).toEqual([]);

    // Fjord's buyer: the number finds nothing, the page is not found, and checkout refuses the line.
    const shopper = await signedIn(BUYER);
    await shopper.page.goto(`/search?q=${encodeURIComponent(product.productNumber)}`);
    await shopper.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await shopper.page.locator(`a[href*="/product/${product.slug}"]`).count()).toBe(0);
    const page404 = await shopper.page.goto(`/product/${product.slug}`);
    expect(page404?.status()).toBe(404);
    await shopper.page.goto('/checkout');
    await expect(shopper.page.getByRole('alert').filter({ hasText: 'Varen kan ikke bestilles.' })).toBeVisible();
    await screenshot(shopper.page, 'checkout-outside-assortment');
    const refused = await buyer.api.createOrder({ body: { pid: buyer.contactId, customerId: buyer.customerId } }).then(
      () => null,
      (error: { status?: number }) => error.status,
    );
    expect(refused).toBe(422);
    // The refused product page is the one browser problem expected here.
    expect(shopper.problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
  });

  test('a rule added on a page another save overtook is refused with the reason; the page then shows the rules as they are', async ({
    signedIn,
  }) => {
    const agent = await apiAs('agent@engros.example');
    const name = `${NAME} samtidig`;
    const made = await agent.api.createAssortment({ body: { name, rules: [] } });
    const [first, second] = (await agent.api.listBrands()).brands;
    if (!first || !second) throw new Error('The demo catalog has brands');

    const staff = await signedIn(CATALOG_MANAGER);
    await staff.page.goto(`/backoffice/assortments/${made.id}`);
    const shown = staff.page.locator('[data-assortment-id]');
    await expect(shown).toHaveAttribute('data-version', '1');
    // Meanwhile another staff member saves a rule on version 1.
    await agent.api.updateAssortment({
      path: { assortmentId: made.id },
      body: { name, rules: [{ effect: 'exclude', target: 'brand', targetId: first.id }], expectedVersion: 1 },
    });

    const ruleForm = staff.page.locator('[data-assortment-form="add-rule"]');
    await ruleForm.getByLabel('Regel', { exact: true }).selectOption('exclude');
    await ruleForm.getByLabel('Gjelder', { exact: true }).selectOption('brand');
    await ruleForm.getByLabel('Kode', { exact: true }).fill(second.slug);
    await ruleForm.getByRole('button', { name: 'Legg til regel' }).click();
    await expect(ruleForm.getByRole('alert')).toHaveText(
      'Sortimentet er endret av noen andre siden du åpnet det. Se over reglene slik de er nå, og prøv igjen.',
    );
    // The page is drawn again as it is: the other save's rule, version 2; nothing of the refused change was written.
    await staff.page.locator(`[data-rule="${first.slug}"]`).waitFor();
    await expect(shown).toHaveAttribute('data-version', '2');
    await expect(staff.page.locator(`[data-rule="${second.slug}"]`)).toHaveCount(0);
    await expectAccessible(staff.page);

    // Made again on the page as it is now, the rule is saved.
    await ruleForm.getByLabel('Kode', { exact: true }).fill(second.slug);
    await ruleForm.getByRole('button', { name: 'Legg til regel' }).click();
    await staff.page.locator(`[data-rule="${second.slug}"]`).waitFor();
    await expect(shown).toHaveAttribute('data-version', '3');
    const stored = await agent.api.getAssortment({ path: { assortmentId: made.id } });
    expect(stored.rules.map((rule) => rule.code).sort()).toEqual([first.slug, second.slug].sort());
    expect(staff.problems).toEqual([]);
  });
});
