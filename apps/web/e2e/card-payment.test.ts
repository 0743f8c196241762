import type { Page } from '@playwright/test';
import { apiAs, DEMO_PASSWORD, e2e, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

const email = 'buyer@nordlys.example';

const apiAsBuyer = () => apiAs(email);

async function toHostedPage(page: Page): Promise<void> {
  await page.goto('/product/allrengjoring-basic-100605');
  const card = page.locator('.variant').first();
  await card.getByLabel('Antall').fill('2');
  await card.getByRole('button', { name: /Legg i handlekurv/ }).click();
  await card.getByRole('status').filter({ hasText: 'er lagt i handlekurven' }).waitFor();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Betal med kort' }).click();
  await page.waitForURL(`${e2e().netsUrl}/**`);
}

async function pay(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
}

test.describe('card payment', () => {
  test('pays on the hosted page with the test card and makes exactly one order, even on a reload', async ({
    signedIn,
  }) => {
    const { context, page, problems } = await signedIn(email);
    const { api, contactId, customerId } = await apiAsBuyer();
    const before = await api.listOrders({ query: { pid: contactId, customerId, skip: 0, take: 1 } });
    let returnUrl = '';
    page.on('request', (request) => {
      if (request.url().includes('/checkout/card?')) returnUrl = request.url();
    });
    await toHostedPage(page);
    await screenshot(page, 'card-hosted-page');
    await pay(page, '4925000000000004'); // the stand-in's Visa test card
    await page.waitForURL('**/orders/**');
    const orderNumber = (await page.locator('[data-order-number]').textContent())?.trim();
    await screenshot(page, 'card-order');

    // Exactly one new order: it is first, and the newest before it is second (`total` is cached for 5 s).
    const after = await api.listOrders({ query: { pid: contactId, customerId, skip: 0, take: 2 } });
    expect(after.items[0]?.orderNumber).toBe(orderNumber);
    expect(after.items[1]?.id).toBe(before.items[0]?.id);

    // Opening the return page again and reloading it answers the same order, never a second one.
    expect(returnUrl).toContain('/checkout/card?transactionId=');
    // Nets sent the browser back to the shop's own origin (WEB_ORIGIN as npm start sets it), where the cookie is.
    expect(new URL(returnUrl).origin).toBe(new URL(e2e().webUrl).origin);
    await page.goto(returnUrl);
    await page.reload();
    await page.waitForURL('**/orders/**');
    expect((await page.locator('[data-order-number]').textContent())?.trim()).toBe(orderNumber);
    const again = await api.listOrders({ query: { pid: contactId, customerId, skip: 0, take: 2 } });
    expect(again.items.map((o) => o.id)).toEqual(after.items.map((o) => o.id));
    expect(problems).toEqual([]);
    await context.close();
  });

  test('comes back to the origin npm start prints; signed out there, signing in makes the order (issue 14 §4)', async ({
    signedIn,
  }) => {
    const { webUrl } = e2e();
    const { context, page, problems } = await signedIn(email);
    const { api, contactId, customerId } = await apiAsBuyer();
    const before = await api.listOrders({ query: { pid: contactId, customerId, skip: 0, take: 1 } });
    let returnUrl = '';
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/checkout/card') returnUrl = request.url();
    });
    await toHostedPage(page);
    // The session is gone by the time the buyer comes back (it lapsed, or the shop was opened at another name).
    await context.clearCookies();
    await pay(page, '4925000000000004');
    await page.waitForURL('**/login?**');
    expect(new URL(returnUrl).origin).toBe(new URL(webUrl).origin);
    expect(new URL(page.url()).searchParams.get('returnTo')).toContain('/checkout/card?transactionId=');
    // Signing in goes back to the return address, which makes the order: no second payment, no full cart.
    const form = page.locator('form:has(#password)');
    await form.getByLabel('E-post', { exact: true }).fill(email);
    await form.getByLabel('Passord', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Logg inn' }).click();
    await page.waitForURL('**/orders/**');
    const orderNumber = (await page.locator('[data-order-number]').textContent())?.trim();
    const after = await api.listOrders({ query: { pid: contactId, customerId, skip: 0, take: 2 } });
    expect(after.items[0]?.orderNumber).toBe(orderNumber);
    expect(after.items[1]?.id).toBe(before.items[0]?.id);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('declines an unknown card: no order, and the return page says the payment did not go through', async ({
    signedIn,
  }) => {
    const { context, page } = await signedIn(email);
    const { api, contactId, customerId } = await apiAsBuyer();
    const before = await api.listOrders({ query: { pid: contactId, customerId, skip: 0, take: 1 } });
    await toHostedPage(page);
    const hosted = new URL(page.url());
    await pay(page, '4000000000000002');
    await page.getByRole('alert').filter({ hasText: 'declined' }).waitFor();
    // The buyer comes back without paying (the browser's back to the shop's return address).
    const payment = await api.createCardPayment({ path: { pid: contactId }, body: { customerId } });
    expect(hosted.pathname).toContain(payment.paymentId);
    await page.goto(`/checkout/card?transactionId=${payment.transactionId}&paymentId=${payment.paymentId}`);
    await page.locator('[data-card-result]').waitFor();
    expect(await page.locator('[data-card-result]').textContent()).toContain('Kortbetalingen ble ikke gjennomført');
    await screenshot(page, 'card-declined');
    const after = await api.listOrders({ query: { pid: contactId, customerId, skip: 0, take: 1 } });
    expect(after.items[0]?.id).toBe(before.items[0]?.id);
    await context.close();
  });
});
