import { apiAs, expectAccessible, screenshot, signIn } from './support/browser';
import { expect, test } from './support/fixtures';

test.describe('invoice credit at checkout', () => {
  test('shows invoice as unavailable with the reason, and keeps the card button', async ({ browse }) => {
    const agent = await apiAs('agent@engros.example');
    const buyer = await apiAs('buyer@fjord.example');
    const { customerId } = buyer;
    const setCredit = (creditLimit: number) => agent.api.updateCustomer({ body: { customerId, creditLimit } });
    const before = (await buyer.api.getCustomer({ path: { customerId } })).creditLimit.amount;
    const { page, context, problems } = await browse();
    try {
      await setCredit(0);
      await signIn(page, 'buyer@fjord.example');
      await page.goto('/product/allrengjoring-basic-100605');
      const card = page.locator('.variant').first();
      await card.getByLabel('Antall').fill('2');
      await card.getByRole('button', { name: /Legg i handlekurv/ }).click();
      await card.getByRole('status').filter({ hasText: 'er lagt i handlekurven' }).waitFor();

      await page.goto('/checkout');
      const unavailable = page.locator('[data-invoice-unavailable]');
      await expect(unavailable.textContent()).resolves.toContain(
        'Faktura er ikke mulig: Kunden har ingen fakturakreditt. Betal med kort.',
      );
      expect(await page.getByRole('button', { name: 'Send bestilling' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Betal med kort' }).isEnabled()).toBe(true);
      await expectAccessible(page);
      await screenshot(page, 'checkout-no-credit');

      // 1 krone of credit left (Fjord's unpaid invoice orders of earlier tests count): the order is over it, and
      // the page says how much is left.
      const customer = await agent.api.getBackofficeCustomer({ path: { customerId } });
      await setCredit(customer.openBalance.amount + 100);
      await page.reload();
      await expect(unavailable.textContent()).resolves.toMatch(/går over kundens kredittgrense \(ledig kreditt: 1,00/);
      expect(await page.getByRole('button', { name: 'Send bestilling' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Betal med kort' }).isEnabled()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await setCredit(before);
      // The lines go again, so the next test of Fjord's buyer starts from the cart it expects.
      const cart = await buyer.api.getCart({ query: { pid: buyer.contactId, customerId } });
      for (const line of cart.lines) {
        await buyer.api.deleteOrderLine({ body: { pid: buyer.contactId, customerId, lineId: line.id } });
      }
      await context.close();
    }
  });
});
