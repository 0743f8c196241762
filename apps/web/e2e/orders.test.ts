// Orders in the account: history, detail with timeline, invoice PDF, reorder and cancel (checked against the API).
import { type ApiClient, ApiError, createClient } from '@engros/client';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, e2e, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

type Person = { api: ApiClient; contactId: string; customerId: string };
let person: Promise<Person> | undefined;

/** The API as the demo buyer (one sign-in per file: the API limits password sign-ins per e-mail). */
function buyerApi(): Promise<Person> {
  person ??= (async () => {
    const { apiUrl, shopSecret } = e2e();
    const signedIn = await createClient({ baseUrl: apiUrl, shopSecret }).checkUser({
      body: { email: 'buyer@nordlys.example', password: DEMO_PASSWORD },
    });
    return {
      api: createClient({ baseUrl: apiUrl, accessToken: signedIn.accessToken }),
      contactId: signedIn.contactId,
      customerId: signedIn.companies[0]?.customerId ?? '',
    };
  })();
  return person;
}

/** Places an order through the storefront's checkout and answers its id (from the URL) and department (the API). */
async function placeOrder(page: Page, quantity: number): Promise<{ orderId: string; department: string }> {
  await page.goto('/product/allrengjoring-basic-100605');
  const card = page.locator('.variant').first();
  await card.getByLabel('Antall').fill(String(quantity));
  await card.getByRole('button', { name: /Legg i handlekurv/ }).click();
  await card.getByRole('status').filter({ hasText: 'er lagt i handlekurven' }).waitFor();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Send bestilling' }).click();
  await page.waitForURL('**/orders/**');
  const url = new URL(page.url());
  expect(url.search, 'order links carry no department').toBe('');
  const orderId = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  const { api } = await buyerApi();
  return { orderId, department: (await api.getOrderById({ path: { orderId } })).department };
}

test.describe('orders in the account', () => {
  test('lists the orders as the API pages them, shows one with its history, and downloads its invoice', async ({
    signedIn,
  }) => {
    const { context, page, problems } = await signedIn('buyer@nordlys.example');
    const { orderId, department } = await placeOrder(page, 2);

    await page.getByRole('link', { name: 'Bestillinger' }).first().click();
    await page.waitForURL('**/account/orders');
    const { api, contactId, customerId } = await buyerApi();
    const first = await api.listOrders({ query: { pid: contactId, customerId, skip: 0, take: 20 } });
    expect(first.items[0]?.id).toBe(orderId); // newest first
    const rows = page.locator('tr[data-order-id]');
    expect(await rows.count()).toBe(first.items.length);
    expect(await rows.first().getAttribute('data-order-id')).toBe(orderId);
    await screenshot(page, 'orders');

    // The status filter narrows the page: no cancelled orders yet for this fresh one.
    await page.getByLabel('Status').selectOption('confirmed');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page.waitForURL('**/account/orders?status=confirmed*');
    const confirmed = first.items.filter((o) => o.status === 'confirmed').length;
    expect(await page.locator('tr[data-order-id]').count()).toBe(confirmed);

    await page.locator(`tr[data-order-id="${orderId}"] a`).click();
    await page.waitForURL(`**/account/orders/${orderId}`);
    const order = await api.getOrder({ query: { orderId, department } });
    expect(await page.locator('[data-order-number]').textContent()).toBe(order.orderNumber);
    // The account's order page never thanks for the order (only the confirmation right after ordering does).
    expect(await page.locator('[data-order-thanks]').count()).toBe(0);
    expect(await page.locator('.order-history li').count()).toBe(order.history.length);
    expect(await page.locator('.order-history li').first().getAttribute('data-status')).toBe('confirmed');
    await screenshot(page, 'order-detail');

    // The invoice comes through our route handler as a PDF (the API token stays on the server).
    const download = page.waitForEvent('download');
    await page.locator('[data-invoice]').click();
    const file = await download;
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const invoice = await api.getOrderInvoice({ query: { orderNumber: order.orderNumber } });
    expect(pdf.equals(Buffer.from(invoice.content, 'base64'))).toBe(true);
    expect(file.suggestedFilename()).toBe(invoice.fileName);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('reorders the lines into the cart, cancels, and shows the API’s reason when it is too late', async ({
    signedIn,
  }) => {
    const { context, page, problems } = await signedIn('buyer@nordlys.example');
    const { orderId, department } = await placeOrder(page, 3);
    const { api, contactId, customerId } = await buyerApi();

    await page.goto(`/account/orders/${orderId}`);
    await page.getByRole('button', { name: 'Bestill igjen' }).click();
    await page.locator('[data-reorder-message]').filter({ hasText: '1 av 1 varer' }).waitFor();
    const cart = await api.getCart({ query: { pid: contactId, customerId } });
    const order = await api.getOrder({ query: { orderId, department } });
    const sku = order.lines.find((l) => l.kind === 'product')?.sku;
    expect(cart.lines.find((l) => l.sku === sku)?.quantity).toBe(3);

    // Two tabs on the same order: the first cancels, the second is too late and shows the API's reason.
    const other = await context.newPage();
    await other.goto(`/account/orders/${orderId}`);
    await page.getByRole('button', { name: 'Kanseller bestillingen' }).click();
    await page.locator('[data-cancel-message]').filter({ hasText: 'kansellert' }).waitFor();
    expect((await api.getOrder({ query: { orderId, department } })).status).toBe('cancelled');
    await other.getByRole('button', { name: 'Kanseller bestillingen' }).click();
    const refusal = other.locator('[data-cancel-message][role="alert"]');
    await refusal.filter({ hasText: /\S/ }).waitFor();
    const refused = await api
      .cancelOrder({ query: { orderId, department }, language: 'nb' })
      .then(() => null)
      .catch((error: unknown) => error);
    expect(ApiError.isApiError(refused) && refused.status).toBe(422);
    const title = ApiError.isApiError(refused) ? (JSON.parse(refused.response) as { title: string }).title : '?';
    expect(await refusal.textContent()).toContain(title);
    await screenshot(other, 'order-cancel-refused');
    await page.reload();
    expect(await page.locator('.order-history li').last().getAttribute('data-status')).toBe('cancelled');
    expect(problems).toEqual([]);
    await context.close();
  });
});
