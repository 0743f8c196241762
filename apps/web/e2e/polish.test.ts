// Issue 16 §3, screen by screen: quick add from a listing card, the phone layout at 390 px (header, filters in a
// drawer), the 403 page of the back office, the buyer's home page, and a screenshot of every main screen at 1280
// and 390 px (e2e/artifacts/polish-<screen>-<width>.png).
import type { Page } from '@playwright/test';
import { screenshot, apiAs as signInAtApi } from './support/browser';
import { expect, test } from './support/fixtures';

const BUYER = 'buyer@nordlys.example';
const PHONE = { width: 390, height: 844 };
/** The buyer at the API, signed in once per file (the API counts password sign-ins per address and minute). */
let buyerAtApi: ReturnType<typeof signInAtApi> | undefined;
const apiAs = (_email: typeof BUYER) => {
  buyerAtApi ??= signInAtApi(BUYER);
  return buyerAtApi;
};

/** Removes what a test put in the demo buyer's cart, so the lane's other files find it as they left it. */
async function clearCart(skus: string[]) {
  const { api, contactId, customerId } = await apiAs(BUYER);
  const cart = await api.getCart({ query: { pid: contactId, customerId } });
  for (const line of cart.lines.filter((l) => skus.includes(l.sku))) {
    await api.deleteOrderLine({ body: { pid: contactId, customerId, lineId: line.id } });
  }
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on the page`);
  return found;
};

test.describe('polish, screen by screen', () => {
  test('quick add from a listing card: choose the variant and quantity on the card by keyboard, and it is in the cart', async ({
    signedIn,
  }) => {
    const { page, problems } = await signedIn(BUYER);
    const { api, contactId, customerId } = await apiAs(BUYER);
    await page.goto('/category/renhold');
    // A product with several variants offers them on its card at once: no click to open anything first.
    const card = page
      .locator('.product-card')
      .filter({ has: page.locator('select[name="sku"]') })
      .first();
    const select = card.getByRole('combobox', { name: /^Velg variant av / });
    await expect(select).toBeEnabled();
    const options = select.locator('option');
    expect(await options.count()).toBeGreaterThan(1);
    // Each choice says size, pack and price, in words.
    expect(await options.first().textContent()).toMatch(/kr/);
    // The buyer chooses another variant than the one offered first, then tabs to the quantity and presses Enter.
    const sku = (await options.last().getAttribute('value')) ?? '';
    expect(sku).not.toBe(await select.inputValue());
    await select.selectOption(sku);
    const before = (await api.getCart({ query: { pid: contactId, customerId } })).lines.find((l) => l.sku === sku);
    const quantity = card.getByRole('spinbutton', { name: /^Antall av / });
    await select.focus();
    await page.keyboard.press('Tab');
    await expect(quantity).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('4');
    await page.keyboard.press('Enter');
    // The answer is read out where the buyer is, naming the variant added.
    await card
      .getByRole('status')
      .filter({ hasText: `4 × ${sku}` })
      .waitFor();
    expect(await quantity.inputValue()).toBe('4'); // what was typed stays
    expect(page.url()).toMatch(/\/category\/renhold$/); // never left the listing
    const after = await api.getCart({ query: { pid: contactId, customerId } });
    expect(after.lines.find((l) => l.sku === sku)?.quantity).toBe((before?.quantity ?? 0) + 4);
    await expect(page.locator('.cart-count')).toHaveText(String(after.lines.length));
    await screenshot(page, 'polish-quick-add');
    await page.goto('/cart');
    await expect(page.locator(`.cart-lines tr[data-sku="${sku}"]`)).toBeVisible();
    await clearCart([sku]);
    expect(problems).toEqual([]);
  });

  test('the signed-in header keeps the search box wide and the person on one row', async ({ signedIn }) => {
    const { page, problems } = await signedIn('multi@demo.example'); // two companies: the switcher too
    const search = await box(page, '#site-search');
    expect(search.width).toBeGreaterThan(400);
    const name = await box(page, '.user-name');
    const signOut = await box(page, '.user-menu a[href="/logout"]');
    const switcher = await box(page, '#company-switch');
    expect(Math.abs(signOut.y + signOut.height / 2 - (name.y + name.height / 2))).toBeLessThan(8);
    expect(Math.abs(switcher.y + switcher.height / 2 - (name.y + name.height / 2))).toBeLessThan(8);
    await expect(page.locator('.site-header .logo-mark')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('on a phone (390 px) the header fits and the filters open in a drawer over the products', async ({
    signedIn,
  }) => {
    const { page, problems } = await signedIn(BUYER, { viewport: PHONE });
    await page.goto('/category/renhold');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, 'nothing wider than the phone').toBeLessThanOrEqual(PHONE.width);
    const search = await box(page, '#site-search');
    expect(search.width).toBeGreaterThan(250);
    // Closed, the filters take one button's room: the first products are on the first screen.
    const facets = page.locator('.facet-form');
    await expect(facets).toBeHidden();
    expect((await box(page, '.product-card')).y).toBeLessThan(PHONE.height);
    // A card's variant choice, quantity and button stay inside the card.
    const card = page
      .locator('.product-card')
      .filter({ has: page.locator('select[name="sku"]') })
      .first();
    await expect(card.locator('select[name="sku"]')).toBeEnabled();
    const cardBox = await card.boundingBox();
    for (const control of ['select[name="sku"]', 'input[name="quantity"]', 'button[type="submit"]']) {
      const inner = await card.locator(control).boundingBox();
      expect(inner && cardBox && inner.x + inner.width <= cardBox.x + cardBox.width, control).toBe(true);
      expect(inner!.width, control).toBeGreaterThan(40);
    }
    await screenshot(page, 'polish-phone-category');
    await page.locator('.filters-toggle').click();
    await expect(facets).toBeVisible();
    const panel = await box(page, '.filters-panel');
    expect(panel.x).toBe(0);
    expect(panel.height).toBeGreaterThanOrEqual(PHONE.height - 1);
    expect(await page.locator('.filters-panel').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await screenshot(page, 'polish-phone-filters');
    await page.getByText('Lukk filtre').click();
    await expect(facets).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('a buyer in the back office gets the 403 page with status 403; staff sign in straight into it', async ({
    signedIn,
  }) => {
    const buyer = await signedIn(BUYER);
    const response = await buyer.page.goto('/backoffice/orders');
    expect(response?.status()).toBe(403);
    await expect(buyer.page.locator('[data-backoffice="forbidden"] h1')).toHaveText('Ingen tilgang');
    expect(await buyer.page.locator('table').count()).toBe(0);
    await screenshot(buyer.page, 'polish-403');
    // The refusal's own failed load is expected; nothing else may go wrong.
    expect(buyer.problems.filter((p) => !p.includes('status of 403'))).toEqual([]);

    const agent = await signedIn('agent@engros.example');
    await agent.page.waitForURL('**/backoffice/**');
    expect(agent.problems).toEqual([]);
  });

  test('the buyer’s home page: cut-off, orders to order again, frequently bought, lists, approvals and quotes', async ({
    signedIn,
  }) => {
    const { page, problems } = await signedIn(BUYER);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hei, Ingrid');
    // The panels are the person's: on the company's kept home page the browser asks for them.
    await page.locator('[data-home-panels=""]').waitFor();
    // The seeded year of orders is there to order again, and what the company buys most.
    expect(await page.locator('[data-home-orders] li').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-home-frequent] li').count()).toBeGreaterThan(0);
    for (const heading of ['Bestill igjen', 'Ofte kjøpt', 'Handlelister', 'Godkjenninger som venter', 'Åpne tilbud']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    // Order links carry no department.
    const href = (await page.locator('[data-home-orders] a').first().getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/account\/orders\/[0-9a-f-]{36}$/);
    expect(problems).toEqual([]);
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`screenshots of the main screens at ${viewport.width} px`, async ({ browse, signedIn }) => {
      const w = viewport.width;
      const visitor = await browse({ viewport });
      await visitor.page.goto('/');
      await screenshot(visitor.page, `polish-home-visitor-${w}`);
      expect(visitor.problems).toEqual([]);

      const { page, problems } = await signedIn(BUYER, { viewport });
      const { api, contactId, customerId } = await apiAs(BUYER);
      const shots: [string, string][] = [
        ['home-buyer', '/'],
        ['category', '/category/renhold'],
        ['product', '/product/allrengjoring-basic-100605'],
        ['search', '/search?q=hansker'],
      ];
      for (const [name, path] of shots) {
        await page.goto(path);
        if (path === '/') await page.locator('[data-home-panels=""]').waitFor();
        await screenshot(page, `polish-${name}-${w}`);
      }
      // A line in the cart for the cart and checkout screens, taken out again at the end.
      const product = await api.getProduct({
        path: { productId: 'allrengjoring-basic-100605' },
        query: { customerId },
      });
      const sku = product.variants[0]?.sku ?? '';
      await api.addOrderLine({ body: { pid: contactId, customerId, sku, quantity: 2 } });
      try {
        const orders = await api.listOrders({ query: { pid: contactId, customerId, skip: 0, take: 1 } });
        const more: [string, string][] = [
          ['cart', '/cart'],
          ['checkout', '/checkout'],
          ['order', `/account/orders/${orders.items[0]?.id}`],
          ['account', '/account'],
          ['orders', '/account/orders'],
          ['lists', '/account/lists'],
          ['spend', '/account/spend'],
          ['approvals-buyer', '/account/approvals'],
          ['quick-order', '/quick-order'],
        ];
        for (const [name, path] of more) {
          await page.goto(path);
          await screenshot(page, `polish-${name}-${w}`);
        }
      } finally {
        await clearCart([sku]);
      }
      expect(problems).toEqual([]);

      const admin = await signedIn('admin@nordlys.example', { viewport });
      await admin.page.goto('/account/approvals');
      await screenshot(admin.page, `polish-approvals-admin-${w}`);
      expect(admin.problems).toEqual([]);

      const agent = await signedIn('agent@engros.example', { viewport });
      const backoffice: [string, string][] = [
        ['backoffice-orders', '/backoffice/orders'],
        ['backoffice-dashboard', '/backoffice/dashboard'],
        ['backoffice-customers', '/backoffice/customers'],
      ];
      for (const [name, path] of backoffice) {
        await agent.page.goto(path);
        await screenshot(agent.page, `polish-${name}-${w}`);
      }
      expect(agent.problems).toEqual([]);
    });
  }
});
