import { apiAs, expectAccessible, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

test.describe('cost centres', () => {
  test('the admin adds one; the buyer must choose it at checkout; the order carries it', async ({ signedIn }) => {
    const code = `K${Date.now() % 100000}`;
    const admin = await apiAs('admin@fjord.example');
    try {
      const { page: adminPage, context: adminContext } = await signedIn('admin@fjord.example');
      await adminPage.goto('/account/cost-centres');
      const form = adminPage.locator('[data-cost-centre-form="new"]');
      await form.getByLabel('Kode').fill(code);
      await form.getByLabel('Navn').fill('Kantina');
      await form.getByLabel('Leveringsadresse').selectOption({ index: 1 });
      await form.getByRole('button', { name: 'Legg til' }).click();
      await adminPage.locator(`[data-cost-centre-code="${code}"]`).waitFor();
      await expectAccessible(adminPage);
      await screenshot(adminPage, 'cost-centres');
      await adminContext.close();

      const { page, context, problems } = await signedIn('buyer@fjord.example');
      await page.goto('/product/allrengjoring-basic-100605');
      const card = page.locator('.variant').first();
      await card.getByLabel('Antall').fill('2');
      await card.getByRole('button', { name: /Legg i handlekurv/ }).click();
      await card.getByRole('status').filter({ hasText: 'er lagt i handlekurven' }).waitFor();
      await page.goto('/checkout');
      const chooser = page.locator('[data-cost-centre]');
      await chooser.getByLabel('Kostnadssted').selectOption({ label: `${code} – Kantina` });
      await chooser.getByRole('button', { name: 'Bruk kostnadsstedet' }).click();
      // The choice is stored on the cart (checked at the API), with the centre's address; then the page is read again.
      const buyer = await apiAs('buyer@fjord.example');
      await expect
        .poll(
          async () =>
            (await buyer.api.getCart({ query: { pid: buyer.contactId, customerId: buyer.customerId } })).metadata
              .costCentreId,
          { timeout: 10_000 },
        )
        .toBeTruthy();
      await page.goto('/checkout');
      expect(await chooser.getByLabel('Kostnadssted').inputValue()).not.toBe('');
      await page.getByRole('button', { name: 'Send bestilling' }).click();
      await page.waitForURL('**/orders/**');
      const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      const order = await buyer.api.getOrderById({ path: { orderId } });
      expect(order.costCentre?.code).toBe(code);
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      const { items } = await admin.api.listCostCentres({ query: { customerId: admin.customerId } });
      for (const centre of items) {
        await admin.api.updateCostCentre({
          path: { costCentreId: centre.id },
          body: { customerId: admin.customerId, isActive: false },
        });
      }
    }
  });
});
