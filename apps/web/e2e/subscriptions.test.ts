// Subscriptions: made from the cart (interval, first delivery day from the delivery calendar), changed, paused and
// resumed, shown in the delivery calendar, and ended — each step checked against the API.
import { type ApiClient, createClient } from '@engros/client';
import { DEMO_PASSWORD, e2e, expectAccessible, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

type Person = { api: ApiClient; contactId: string; customerId: string };
let person: Promise<Person> | undefined;

function buyerApi(): Promise<Person> {
  person ??= (async () => {
    const { apiUrl, shopSecret } = e2e();
    const signedIn = await createClient({ baseUrl: apiUrl, shopSecret }).checkUser({
      body: { email: 'buyer@nordlys.example', password: DEMO_PASSWORD },
    });
    return {
      api: createClient({ baseUrl: apiUrl, accessToken: signedIn.accessToken, language: 'nb' }),
      contactId: signedIn.contactId,
      customerId: signedIn.companies[0]?.customerId ?? '',
    };
  })();
  return person;
}

const name = `Renhold ${Date.now()}`;

test.describe('subscriptions', () => {
  // One after another, each with the subscription the first one makes (a failure skips the rest).
  test.describe.configure({ mode: 'serial' });
  let subscriptionId = '';

  test('makes the cart a subscription with an interval and a first day from the delivery calendar', async ({
    signedIn,
  }) => {
    const { api, contactId, customerId } = await buyerApi();
    const product = await api.getProduct({
      path: { productId: 'allrengjoring-basic-100605' },
      query: { customerId },
    });
    const sku = product.variants.find((v) => v.price)?.sku ?? '';
    await api.addOrderLine({ body: { pid: contactId, customerId, sku, quantity: 3 } });
    const cart = await api.getCart({ query: { pid: contactId, customerId } });

    const { context, page, problems } = await signedIn('buyer@nordlys.example');
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Nytt abonnement' }).click();
    await page.waitForURL('**/account/subscriptions/new');
    const form = page.locator('[data-create-subscription]');
    await form.getByLabel('Navn').fill(name);
    await form.getByLabel('Intervall i uker').fill('2');
    const first = (await form.locator('#sub-first option').nth(1).getAttribute('value')) ?? '';
    await form.getByLabel('Første levering').selectOption(first);
    await screenshot(page, 'subscription-new');
    await form.getByRole('button', { name: 'Opprett abonnement' }).click();
    await page.waitForURL('**/account/subscriptions/*?created=1');
    subscriptionId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const sub = await api.getSubscription({ path: { id: subscriptionId } });
    expect(sub).toMatchObject({ name, intervalWeeks: 2, nextDate: first, status: 'active', paymentMethod: 'invoice' });
    expect(Object.fromEntries(sub.lines.map((l) => [l.sku, l.quantity]))).toEqual(
      Object.fromEntries(cart.lines.map((l) => [l.sku, l.quantity])),
    );
    // The cart is left as it was.
    expect((await api.getCart({ query: { pid: contactId, customerId } })).lines.length).toBe(cart.lines.length);
    expect(await page.locator('[data-upcoming] > li').count()).toBe(sub.upcoming.length);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('changes the interval and next date, pauses and resumes', async ({ signedIn }) => {
    const { api } = await buyerApi();
    const { context, page, problems } = await signedIn('buyer@nordlys.example');
    await page.goto(`/account/subscriptions/${subscriptionId}`);
    const change = page.locator('[data-change-subscription]');
    await change.getByLabel('Intervall i uker').fill('4');
    const nextDate = (await change.locator('#sub-next option').nth(2).getAttribute('value')) ?? '';
    await change.getByLabel('Neste levering').selectOption(nextDate);
    await change.getByRole('button', { name: 'Lagre endringene' }).click();
    await page.locator('[data-subscription-message="change"]').filter({ hasText: 'Endringene er lagret' }).waitFor();
    expect(await api.getSubscription({ path: { id: subscriptionId } })).toMatchObject({
      intervalWeeks: 4,
      nextDate,
    });
    await page.locator(`[data-next-date="${nextDate}"]`).waitFor();

    await page.getByRole('button', { name: 'Sett på pause' }).click();
    await page.locator('[data-subscription-message="pause"]').filter({ hasText: 'satt på pause' }).waitFor();
    expect((await api.getSubscription({ path: { id: subscriptionId } })).status).toBe('paused');
    await page.getByRole('button', { name: 'Start igjen' }).click();
    await page.locator('[data-subscription-message="pause"]').filter({ hasText: 'startet igjen' }).waitFor();
    expect((await api.getSubscription({ path: { id: subscriptionId } })).status).toBe('active');

    // The template's items replaced with the cart's (one more line in the cart first).
    const { contactId, customerId } = await buyerApi();
    const list = await api.listProducts({ query: { customerId, pageSize: 12, sort: 'name' } });
    for (const card of list.items) {
      const product = await api.getProduct({ path: { productId: card.id }, query: { customerId } });
      const variant = product.isPrescriptionOnly ? undefined : product.variants.find((v) => v.price);
      if (!variant) continue;
      await api.addOrderLine({ body: { pid: contactId, customerId, sku: variant.sku, quantity: 1 } });
      break;
    }
    const cart = await api.getCart({ query: { pid: contactId, customerId } });
    await page.getByRole('button', { name: 'Erstatt varene med handlekurven' }).click();
    await page.locator('[data-subscription-message="template"]').filter({ hasText: 'erstattet' }).waitFor();
    const replaced = await api.getSubscription({ path: { id: subscriptionId } });
    expect(Object.fromEntries(replaced.lines.map((l) => [l.sku, l.quantity]))).toEqual(
      Object.fromEntries(cart.lines.map((l) => [l.sku, l.quantity])),
    );
    await screenshot(page, 'subscription-detail');
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('shows the coming deliveries in the calendar and ends the subscription', async ({ signedIn }) => {
    const { api, customerId } = await buyerApi();
    const { context, page, problems } = await signedIn('buyer@nordlys.example');
    await page.goto('/account/subscriptions');
    await page.locator(`tr[data-subscription-id="${subscriptionId}"]`).waitFor();
    const future = await api.listFutureDeliveries({ body: { customerId, count: 6 } });
    const ours = future.items.filter((item) => item.subscriptionId === subscriptionId);
    expect(ours.length).toBe(6);
    for (const item of ours) {
      const day = page.locator(`[data-delivery-calendar] li[data-date="${item.date}"]`);
      expect(await day.locator(`a[href="/account/subscriptions/${subscriptionId}"]`).count()).toBeGreaterThan(0);
    }
    await screenshot(page, 'subscriptions-calendar');
    await expectAccessible(page);

    await page.locator(`tr[data-subscription-id="${subscriptionId}"] a`).click();
    await page.waitForURL(`**/account/subscriptions/${subscriptionId}`);
    await page.locator('summary', { hasText: 'Avslutt abonnementet' }).click();
    await page.getByLabel('Hvorfor avslutter du?').fill('Flytter lokaler');
    await page.getByRole('button', { name: 'Avslutt', exact: true }).click();
    await page.locator('dd[data-status="ended"]').waitFor(); // the page shows it ended, without the change forms
    const ended = await api.getSubscription({ path: { id: subscriptionId } });
    expect(ended).toMatchObject({ status: 'ended', endedReason: 'Flytter lokaler' });
    expect(await page.locator('[data-change-subscription]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
