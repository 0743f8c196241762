// axe-core (injected into the page) on the main screens, signed in, on a desktop and a phone-sized window;
// screenshots of each go to e2e/artifacts/.
import type { Page } from '@playwright/test';
import { expectAccessible, screenshot, signIn } from './support/browser';
import { expect, test } from './support/fixtures';

/** Nothing may be wider than the window (no sideways scrolling on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.content, `page width on ${page.url()}`).toBeLessThanOrEqual(widths.window);
}

const viewports = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
};

for (const [name, viewport] of Object.entries(viewports)) {
  test(`${name}: sign-in, home, category, product, cart and checkout have no serious or critical axe violations`, async ({
    browse,
  }) => {
    const { context, page, problems } = await browse({ viewport });
    await page.goto('/login');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `${name}-sign-in`);

    await signIn(page, 'admin@nordlys.example');
    await page.goto('/');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `${name}-home`);

    await page.goto('/category/renhold');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `${name}-category`);

    await page.goto('/product/allrengjoring-basic-100605');
    const card = page.locator('.variant').first();
    if (name === 'desktop') {
      await card.getByRole('button', { name: /Legg i handlekurv/ }).click();
      await card.getByRole('status').filter({ hasText: /\S/ }).waitFor();
    }
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `${name}-product`);

    await page.goto('/cart');
    expect(await page.locator('tr[data-sku]').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `${name}-cart`);

    await page.goto('/checkout');
    expect(await page.getByRole('button', { name: 'Send bestilling' }).count()).toBe(1);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `${name}-checkout`);
    expect(problems).toEqual([]);
    await context.close();
  });
}
