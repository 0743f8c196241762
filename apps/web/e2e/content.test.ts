// Content beside products: storefront search lists matching articles (highlighted), and their pages open.

import { expectAccessible, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

test.describe('content in search', () => {
  test('finds the demo article with the matched word marked, and opens its page', async ({ browse }) => {
    const { page, context, problems } = await browse();
    await page.goto('/search?q=storkjøkken');
    const section = page.locator('.content-hits');
    await section.waitFor();
    expect(await section.locator('mark').first().textContent()).toMatch(/storkjøkken/i);
    await screenshot(page, 'search-with-content');
    await section.getByRole('link', { name: /Renhold i storkjøkken/ }).click();
    await page.waitForURL('**/content/renhold-i-storkjokken');
    await page.getByRole('heading', { level: 1, name: 'Renhold i storkjøkken: en ukeplan' }).waitFor();
    await expectAccessible(page);
    expect((await page.request.get('/content/finnes-ikke')).status()).toBe(404);
    expect(problems).toEqual([]);
    await context.close();
  });
});
