// Content beside products: storefront search lists matching articles (highlighted), and their pages open.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('content in search', () => {
  it('finds the demo article with the matched word marked, and opens its page', async () => {
    const { page, context, problems } = await newContext(browser);
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
