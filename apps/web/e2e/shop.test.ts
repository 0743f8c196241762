// The shopping path as a buyer sees it: search, product page with their own price, cart; paging; language.
import { type ApiClient, createClient } from '@engros/client';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, e2e, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

type Person = { api: ApiClient; contactId: string; customerId: string };
const people = new Map<string, Promise<Person>>();

/**
 * The API as the given demo person, to compare what the pages show with what the API says. One sign-in per person
 * and file: the API allows 10 password sign-ins a minute per e-mail, and the browser signs in too.
 */
function apiAs(email: string): Promise<Person> {
  let person = people.get(email);
  if (!person) {
    person = signInAtApi(email);
    people.set(email, person);
  }
  return person;
}

async function signInAtApi(email: string): Promise<Person> {
  const { apiUrl, shopSecret } = e2e();
  const signedIn = await createClient({ baseUrl: apiUrl, shopSecret }).checkUser({
    body: { email, password: DEMO_PASSWORD },
  });
  return {
    api: createClient({ baseUrl: apiUrl, accessToken: signedIn.accessToken }),
    contactId: signedIn.contactId,
    customerId: signedIn.companies[0]?.customerId ?? '',
  };
}

/** "1 234,50 kr" (nb-NO) → 123450 minor units. */
function minorUnits(text: string): number {
  const digits = text.replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').trim();

test.describe('search, product, cart', () => {
  test('finds a product, shows the customer’s contract price, adds it to the cart and changes the quantity', async ({
    signedIn,
  }) => {
    const { context, page, problems } = await signedIn('buyer@nordlys.example');

    await page.getByLabel('Søk i sortimentet').fill('Allrengjøring Basic');
    await page.getByRole('button', { name: 'Søk', exact: true }).click();
    await page.waitForURL('**/search?q=*');
    expect(await text(page, 'h1')).toMatch(/treff for «Allrengjøring Basic»/);
    await screenshot(page, 'search');
    await page.getByRole('link', { name: 'Allrengjøring Basic', exact: true }).first().click();
    await page.waitForURL('**/product/allrengjoring-basic-*');
    expect(await text(page, 'h1')).toBe('Allrengjøring Basic');

    // The page shows this company's contract price, as the API prices it for them.
    const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
    const { api, customerId, contactId } = await apiAs('buyer@nordlys.example');
    // Other files (card payment) leave lines in the demo buyer's cart: this journey starts from an empty one.
    const before = await api.getCart({ query: { pid: contactId, customerId } });
    for (const line of before.lines) {
      await api.deleteOrderLine({ body: { pid: contactId, customerId, lineId: line.id } });
    }
    await page.reload();
    const product = await api.getProduct({ path: { productId: slug }, query: { customerId } });
    const variant = product.variants.find((v) => v.price?.agreement.kind === 'contract');
    expect(variant, 'the demo data gives Nordlys a contract price on this product').toBeTruthy();
    const card = page.locator(`.variant[data-sku="${variant?.sku}"]`);
    expect(await card.locator('.price-kind').textContent()).toBe('Avtalepris');
    expect(minorUnits((await card.locator('.price-amount').textContent()) ?? '')).toBe(variant?.price?.unitPrice);
    expect(minorUnits((await card.locator('.price-list s').textContent()) ?? '')).toBe(variant?.price?.listUnitPrice);
    await screenshot(page, 'product');

    await card.getByLabel('Antall').fill('3');
    await card.getByRole('button', { name: /Legg i handlekurv/ }).click();
    await card.getByRole('status').filter({ hasText: 'er lagt i handlekurven' }).waitFor();
    expect(await card.getByLabel('Antall').inputValue()).toBe('3'); // what was typed stays
    expect(await text(page, '.cart-count')).toBe('1');

    await page.getByRole('link', { name: /Handlekurv/ }).click();
    await page.waitForURL('**/cart');
    const line = page.locator(`tr[data-sku="${variant?.sku}"]`);
    expect(await line.getByRole('spinbutton').inputValue()).toBe('3');
    const unit = variant?.price?.unitPrice ?? 0;
    expect(minorUnits((await line.locator('.line-total').textContent()) ?? '')).toBe(3 * unit);

    await line.getByRole('spinbutton').fill('5');
    await line.getByRole('button', { name: /Oppdater/ }).click();
    await page.waitForFunction(
      ([sku, expected]) =>
        document.querySelector(`tr[data-sku="${sku}"] .line-total`)?.textContent?.replace(/[^\d]/g, '') === expected,
      [variant?.sku ?? '', String(5 * unit)] as const,
    );
    const cart = await api.getCart({ query: { pid: contactId, customerId } });
    expect(cart.lines.find((l) => l.sku === variant?.sku)?.quantity).toBe(5);
    expect(minorUnits(await text(page, '[data-total="gross"]'))).toBe(cart.totals.gross);
    await screenshot(page, 'cart');

    await line.getByRole('button', { name: /Fjern/ }).click();
    await page.getByText('Handlekurven er tom.').waitFor();
    expect((await api.getCart({ query: { pid: contactId, customerId } })).lines).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('shows no order buttons to a viewer (read-only role)', async ({ signedIn }) => {
    const { context, page, problems } = await signedIn('viewer@nordlys.example');
    await page.goto('/product/allrengjoring-basic-100605');
    expect(await text(page, '[data-read-only]')).toContain('lesetilgang');
    expect(await page.getByRole('button', { name: /Legg i handlekurv/ }).count()).toBe(0);
    expect(await page.locator('.variant .price-amount').count()).toBeGreaterThan(0); // prices are still shown
    expect(problems).toEqual([]);
    await context.close();
  });

  test('shows the API’s refusal as a clear message, in the person’s language, and keeps what was typed', async ({
    signedIn,
  }) => {
    const { context, page, problems } = await signedIn('buyer@nordlys.example');
    await page.goto('/product/allrengjoring-basic-100605');
    const card = page.locator('.variant').first();
    await card.getByRole('button', { name: /Legg i handlekurv/ }).click();
    await card.getByRole('status').filter({ hasText: 'er lagt i handlekurven' }).waitFor();
    await page.goto('/cart');
    const line = page.locator('tr[data-sku]').first();
    const sku = (await line.getAttribute('data-sku')) ?? '';

    // Meanwhile the line goes (another tab, a colleague): the API answers 404 for it.
    const { api, contactId, customerId } = await apiAs('buyer@nordlys.example');
    await api.deleteOrderLine({ body: { pid: contactId, customerId, sku } });
    await line.getByRole('spinbutton').fill('7');
    await line.getByRole('button', { name: /Oppdater/ }).click();
    const alert = line.getByRole('alert');
    await alert.waitFor();
    const message = (await alert.textContent()) ?? '';
    // The API's own title for the refusal, asked for in Norwegian.
    const refusal = await api
      .updateOrderLine({ body: { pid: contactId, customerId, sku, quantity: 7 }, language: 'nb' })
      .catch((error) => error);
    expect(refusal.status).toBe(404);
    expect(message).toContain(JSON.parse(refusal.response).title);
    expect(message).not.toMatch(/Error:|\bat |stack|undefined|\{/);
    expect(await line.getByRole('spinbutton').inputValue()).toBe('7');
    expect(problems).toEqual([]);
    await context.close();
  });
});

test.describe('checkout', () => {
  test('places the cart as an order on invoice with a delivery date and the buyer’s PO number', async ({
    signedIn,
  }) => {
    const { context, page, problems } = await signedIn('buyer@nordlys.example');
    await page.goto('/product/allrengjoring-basic-100605');
    const card = page.locator('.variant').first();
    await card.getByLabel('Antall').fill('4');
    await card.getByRole('button', { name: /Legg i handlekurv/ }).click();
    await card.getByRole('status').filter({ hasText: 'er lagt i handlekurven' }).waitFor();

    await page.goto('/cart');
    const gross = await text(page, '[data-total="gross"]');
    await page.getByRole('link', { name: 'Til kassen' }).click();
    await page.waitForURL('**/checkout');
    expect(await page.getByRole('radio').count()).toBeGreaterThan(0);
    const date = await page.getByLabel('Leveringsdato').inputValue();
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByLabel('Deres innkjøpsnummer (valgfritt)').fill('PO-E2E-4711');
    await page.getByLabel('Kommentar til ordren (valgfritt)').fill('Levering ved varemottaket');
    expect(await text(page, '[data-total="gross"]')).toBe(gross);
    await screenshot(page, 'checkout');
    await page.getByRole('button', { name: 'Send bestilling' }).click();

    await page.waitForURL('**/orders/**');
    // Thanks right after ordering (and only then: the account's order page has none, orders.test.ts).
    expect(await text(page, '[data-order-thanks] strong')).toBe('Takk for bestillingen!');
    // The buyer's comment is shown; the link has no department (GET /api/orders/{id}).
    expect(await text(page, '[data-order-comment]')).toBe('Levering ved varemottaket');
    expect(new URL(page.url()).search).toBe('');
    const orderNumber = await text(page, '[data-order-number]');
    expect(orderNumber).toMatch(/^EN\d{7}$/);
    expect(await page.locator('main').textContent()).toContain('PO-E2E-4711');
    expect(await text(page, '.cart-count')).toBe('0'); // the cart was emptied by the order
    await screenshot(page, 'order');

    // The API has the order as the page shows it.
    const { api, contactId } = await apiAs('buyer@nordlys.example');
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const order = await api.getOrderById({ path: { orderId } });
    expect(order.orderNumber).toBe(orderNumber);
    expect(order.pid).toBe(contactId);
    expect(order.purchaseOrderNumber).toBe('PO-E2E-4711');
    expect(order.requestedDeliveryDate).toBe(date);
    expect(order.lines.find((l) => l.kind === 'product')?.quantity).toBe(4);
    expect(minorUnits(await text(page, '[data-total="gross"]'))).toBe(order.totals.gross);
    expect(minorUnits(gross)).toBe(order.totals.gross);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('does not order a cart that changed since the checkout was shown, and says so in the API’s words', async ({
    signedIn,
  }) => {
    const { context, page } = await signedIn('buyer@nordlys.example');
    const { api, contactId, customerId } = await apiAs('buyer@nordlys.example');
    const ids = { pid: contactId, customerId };
    await page.goto('/product/allrengjoring-basic-100605');
    const card = page.locator('.variant').first();
    await card.getByRole('button', { name: /Legg i handlekurv/ }).click();
    await card.getByRole('status').filter({ hasText: 'er lagt i handlekurven' }).waitFor();
    const ordersBefore = (await api.listOrders({ query: { ...ids, skip: 0, take: 1 } })).total;
    await page.goto('/checkout');
    const shown = await api.getCart({ query: ids });
    // Another tab (or a colleague's punch-out) changes the cart after the page was shown.
    const line = shown.lines[0]!;
    await api.updateOrderLine({ body: { ...ids, lineId: line.id, quantity: line.quantity + 1 } });

    await page.getByRole('button', { name: 'Send bestilling' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Handlekurven er endret siden du så den' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect((await api.listOrders({ query: { ...ids, skip: 0, take: 1 } })).total).toBe(ordersBefore);
    // The changed cart is still there, untouched by the refused choices.
    expect((await api.getCart({ query: ids })).version).toBe(shown.version + 1);

    for (const left of (await api.getCart({ query: ids })).lines) {
      await api.deleteOrderLine({ body: { ...ids, lineId: left.id } });
    }
    await context.close();
  });
});

test.describe('catalog', () => {
  test('lists a category page by page', async ({ browse }) => {
    const { context, page, problems } = await browse();
    await page.goto('/');
    await page.getByRole('link', { name: 'Renhold', exact: true }).click();
    await page.waitForURL('**/category/renhold');
    expect(await text(page, 'h1')).toBe('Renhold');
    const counts = await text(page, '.results-count');
    const total = Number(/av (\d+)/.exec(counts)?.[1]);
    expect(counts).toBe(`Viser 1–24 av ${total}`);
    expect(total).toBeGreaterThan(24);
    const firstPage = await page.locator('.product-card-name').allTextContents();
    expect(firstPage.length).toBe(24);
    await screenshot(page, 'category');
    await page.getByRole('navigation', { name: 'Sider' }).getByRole('link', { name: 'Neste' }).click();
    await page.waitForURL('**/category/renhold?page=2');
    expect(await text(page, '.results-count')).toBe(`Viser 25–48 av ${total}`);
    const secondPage = await page.locator('.product-card-name').allTextContents();
    expect(secondPage.some((name, i) => name !== firstPage[i])).toBe(true);
    expect(await page.locator('[aria-current="page"]').last().textContent()).toContain('2');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('filters a listing by a brand facet, with the count the facet promised', async ({ browse }) => {
    const { context, page, problems } = await browse();
    await page.goto('/category/renhold');
    const brands = page.getByRole('group', { name: 'Merker' });
    const first = brands.locator('label').first();
    const label = (await first.textContent()) ?? '';
    const promised = Number(/\((\d+)\)/.exec(label)?.[1]);
    // The facet applies as it is ticked (no "Apply" button once scripts run; e2e/search.test.ts).
    await first.getByRole('checkbox').check();
    await page.waitForURL('**/category/renhold?brand=*');
    expect(await text(page, '.results-count')).toMatch(new RegExp(` av ${promised}$`));
    const brandName = label.replace(/\s*\(\d+\)\s*$/, '').trim();
    const cardBrands = await page.locator('.product-card-meta span:first-child').allTextContents();
    expect(new Set(cardBrands)).toEqual(new Set([brandName]));
    expect(await brands.getByRole('checkbox', { checked: true }).count()).toBe(1);
    await page.getByRole('link', { name: 'Nullstill filtre' }).click();
    await page.waitForURL('**/category/renhold');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('switches the language from Norwegian to English and keeps it', async ({ browse }) => {
    const { context, page, problems } = await browse();
    await page.goto('/category/renhold');
    expect(await page.locator('html').getAttribute('lang')).toBe('nb');
    expect(await text(page, '.results-count')).toMatch(/^Viser/);
    await page.getByRole('button', { name: /English/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(page.url()).toMatch(/\/category\/renhold$/); // the same page
    expect(await text(page, '.results-count')).toMatch(/^Showing 1–24 of \d+/);
    expect(await page.getByRole('button', { name: 'Search', exact: true }).count()).toBe(1);
    // The API answers in English too: the category's name comes from the API.
    const { apiUrl, shopSecret } = e2e();
    const english = await createClient({ baseUrl: apiUrl, shopSecret, language: 'en' }).getCategoryTree();
    const renhold = english.categories.find((c) => c.slug === 'renhold');
    expect(await text(page, 'h1')).toBe(renhold?.name);
    expect(renhold?.name).not.toBe('Renhold');
    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('button', { name: /Norsk/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'nb');
    expect(problems).toEqual([]);
    await context.close();
  });
});

test.describe('links', () => {
  test('are not prefetched: a scrolled category page asks the server for nothing but itself, and a click still navigates', async ({
    signedIn,
  }) => {
    const { page, problems } = await signedIn('buyer@nordlys.example');
    const prefetches: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetches.push(request.url());
    });
    await page.goto('/category/renhold');
    await expect(page.locator('.product-card').first()).toBeVisible();
    // Links in view (header, facets, cards), then the rest of the listing scrolled into view, and one hovered.
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 4_000);
    const link = page.locator('.product-card-name a').first();
    await link.hover();
    await page.waitForLoadState('networkidle');
    // Each was a request for the route's tree or metadata (4–5.5 ms of the web server's CPU), never the page.
    expect(prefetches).toEqual([]);

    const name = ((await link.textContent()) ?? '').trim();
    await link.click();
    await page.waitForURL('**/product/**');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    expect(problems).toEqual([]);
  });
});
