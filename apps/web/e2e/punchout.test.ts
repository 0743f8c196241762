// Punch-out round trips with the procurement stand-in (sandbox/src/buyer): the buyer opens the shop (cXML
// PunchOutSetupRequest, or the OCI form post), the banner shows, the buyer shops, "Transfer to procurement" posts
// the cart back, and the stand-in received exactly the lines and prices the API priced for the company.
import { ApiError, createClient } from '@engros/client';
import type { BrowserContext, Page } from '@playwright/test';
import { decode } from 'next-auth/jwt';
import { e2e, expectAccessible, type Session, screenshot } from './support/browser';
import { expect, test as shop } from './support/fixtures';

const SESSION_COOKIE = 'authjs.session-token';
const PRODUCT = '/product/allrengjoring-basic-100605';

type ReceivedCart = {
  id: string;
  protocol: 'cxml' | 'oci';
  total?: { amount: string; currency: string };
  lines: { sku: string; quantity: number; unitPrice: string; currency: string }[];
};

async function sessionToken(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  return cookie ? decode({ token: cookie.value, secret: e2e().authSecret, salt: SESSION_COOKIE }) : null;
}

/** A browser profile that may reach the buyer stand-in and the API's OCI entry (the OCI form posts there), nothing else. */
const test = shop.extend<{ punchoutContext: (options?: { javaScriptEnabled?: boolean }) => Promise<Session> }>({
  punchoutContext: async ({ browse, stack }, use) => {
    await use((options = {}) =>
      browse({ allowHosts: [new URL(stack.buyerUrl).host, new URL(stack.apiUrl).host], ...options }),
    );
  },
});

/** A cXML start link as the buyer's server gets it (PunchOutSetupRequest → StartPage URL). */
async function cxmlStartUrl(): Promise<string> {
  const started = await fetch(`${e2e().buyerUrl}/cxml/start`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ operation: 'create' }),
  });
  return ((await started.json()) as { startUrl: string }).startUrl;
}

const receivedCarts = async (): Promise<ReceivedCart[]> => (await fetch(`${e2e().buyerUrl}/api/carts`)).json();

const minor = (amount: string) => Math.round(Number.parseFloat(amount) * 100);

/** Adds `quantity` of the product's contract-priced variant; answers its SKU and the company's unit price. */
async function addToCart(page: Page, context: BrowserContext, quantity: number) {
  const token = await sessionToken(context);
  const api = createClient({ baseUrl: e2e().apiUrl, accessToken: token?.api?.accessToken });
  const product = await api.getProduct({
    path: { productId: PRODUCT.split('/').pop() ?? '' },
    query: { customerId: token?.customerId ?? undefined },
  });
  const variant = product.variants.find((v) => v.price?.agreement.kind === 'contract') ?? product.variants[0];
  await page.goto(PRODUCT);
  const card = page.locator(`.variant[data-sku="${variant?.sku}"]`);
  await page.locator(`#qty-${variant?.sku}`).fill(String(quantity));
  await card.getByRole('button', { name: /Legg i handlekurv/ }).click();
  await card.getByRole('status').filter({ hasText: 'er lagt i handlekurven' }).waitFor();
  return { sku: variant?.sku ?? '', unitPrice: variant?.price?.unitPrice ?? -1 };
}

/** Transfers, waits for the stand-in's answer page, and returns the cart it received. */
async function transfer(page: Page, path: string): Promise<ReceivedCart> {
  const before = (await receivedCarts()).length;
  await page.getByRole('button', { name: 'Overfør til innkjøpssystem' }).first().click();
  await page.waitForURL(`${e2e().buyerUrl}${path}`);
  const carts = await receivedCarts();
  expect(carts.length).toBe(before + 1);
  return carts[0] as ReceivedCart;
}

async function expectSignedOutEverywhere(context: BrowserContext, refreshToken: string | undefined) {
  expect(await sessionToken(context)).toBeNull();
  const refused = await createClient({ baseUrl: e2e().apiUrl })
    .refreshSession({ body: { refreshToken: refreshToken ?? '' } })
    .catch((e) => e);
  expect(ApiError.isApiError(refused) && refused.status).toBe(401);
}

test.describe('punch-out', () => {
  test('cXML: setup from the buyer, banner, shop, transfer, and the buyer gets the lines and prices', async ({
    punchoutContext,
  }) => {
    const { context, page, problems } = await punchoutContext();
    const referers: string[] = [];
    page.on('request', (request) => {
      const referer = request.headers().referer;
      if (referer) referers.push(referer);
    });
    await page.goto(e2e().buyerUrl);
    await page.getByRole('button', { name: 'Punch out (cXML PunchOutSetupRequest)' }).click();
    const banner = page.locator('.punchout-banner');
    await banner.waitFor();
    // The one-time token is gone from the address bar.
    expect(new URL(page.url()).pathname).toBe('/');
    expect(page.url()).not.toContain('token=');
    // The start link is only ever a redirect, never a document: no request carries the token as its Referer.
    expect(referers.filter((referer) => referer.includes('token='))).toEqual([]);
    expect(await banner.textContent()).toContain(
      `Du handler for Nordlys Dagligvare AS fra innkjøpssystemet ${new URL(e2e().buyerUrl).host}.`,
    );
    const token = await sessionToken(context);
    expect(token?.punchout?.protocol).toBe('cxml');
    expect(token?.api?.method).toBe('punchout');
    expect(token?.email).toBe('punchout@nordlys.example');
    // The browser's session says who, never the punch-out details or tokens.
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(JSON.stringify(session)).not.toContain('returnUrl');

    const { sku, unitPrice } = await addToCart(page, context, 3);
    await expectAccessible(page);
    await screenshot(page, 'punchout-banner');
    // The cart offers the transfer instead of our checkout, and the checkout itself sends back to the cart.
    await page.goto('/cart');
    await page.locator('[data-punchout-transfer]').waitFor();
    expect(await page.locator('a[href="/checkout"]').count()).toBe(0);
    await page.goto('/checkout');
    await page.waitForURL(/\/cart$/);

    const cart = await transfer(page, '/cxml/return');
    expect(cart.protocol).toBe('cxml');
    expect(cart.lines).toEqual([expect.objectContaining({ sku, quantity: 3 })]);
    expect(minor(cart.lines[0]?.unitPrice ?? '')).toBe(unitPrice);
    expect(minor(cart.total?.amount ?? '')).toBe(3 * unitPrice);
    await expectSignedOutEverywhere(context, token?.api?.refreshToken);

    // The procurement system approves: its OrderRequest becomes our order.
    const ordered = await fetch(`${e2e().buyerUrl}/cxml/order`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cartId: cart.id }),
    });
    expect(await ordered.json()).toMatchObject({ httpStatus: 200, cxmlCode: '200' });
    expect(problems.filter((p) => !p.includes('favicon'))).toEqual([]);
    await context.close();
  });

  test('OCI: the form post from the buyer, shop, transfer NEW_ITEM fields to the HOOK_URL', async ({
    punchoutContext,
  }) => {
    const { context, page, problems } = await punchoutContext();
    await page.goto(e2e().buyerUrl);
    await page.getByRole('button', { name: /Punch out \(OCI/ }).click();
    await page.locator('.punchout-banner').waitFor();
    const token = await sessionToken(context);
    expect(token?.punchout?.protocol).toBe('oci');
    const { sku, unitPrice } = await addToCart(page, context, 2);
    await page.goto('/cart');
    await screenshot(page, 'punchout-cart');

    const cart = await transfer(page, '/oci/hook');
    expect(cart.protocol).toBe('oci');
    expect(cart.lines).toEqual([expect.objectContaining({ sku, quantity: 2 })]);
    expect(minor(cart.lines[0]?.unitPrice ?? '')).toBe(unitPrice);
    await expectSignedOutEverywhere(context, token?.api?.refreshToken);
    expect(problems.filter((p) => !p.includes('favicon'))).toEqual([]);
    await context.close();
  });

  test('transfers without JavaScript: the transfer page shows "Continue", which posts the cart', async ({
    punchoutContext,
  }) => {
    const { context, page, problems } = await punchoutContext({ javaScriptEnabled: false });
    await page.goto(await cxmlStartUrl());
    await page.locator('.punchout-banner').waitFor();
    const before = (await receivedCarts()).length;
    await page.getByRole('button', { name: 'Overfør til innkjøpssystem' }).first().click();
    await page.getByRole('heading', { name: 'Overfører til innkjøpssystemet' }).waitFor();
    expect(await page.locator('#punchout-transfer').getAttribute('action')).toBe(`${e2e().buyerUrl}/cxml/return`);
    expect(await sessionToken(context)).toBeNull(); // signed out as the form went out
    await screenshot(page, 'punchout-transfer');
    await page.getByRole('button', { name: 'Fortsett' }).click();
    await page.waitForURL(`${e2e().buyerUrl}/cxml/return`);
    const carts = await receivedCarts();
    expect(carts.length).toBe(before + 1);
    expect(carts[0]?.protocol).toBe('cxml');
    expect(carts[0]?.lines).toEqual([]); // a new session starts with an empty cart
    expect(problems).toEqual([]);
    await context.close();
  });

  test('refuses a used start link with a clear message, and cancel ends the session without a transfer', async ({
    punchoutContext,
  }) => {
    const started = await fetch(`${e2e().buyerUrl}/cxml/start`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ operation: 'create' }),
    });
    const { startUrl } = (await started.json()) as { startUrl: string };
    expect(startUrl).toContain('/punchout/start?token=');

    // The start answers 303 with the session cookie; it is never a page of its own.
    const direct = await fetch(
      (
        await (
          await fetch(`${e2e().buyerUrl}/cxml/start`, {
            method: 'POST',
            headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ operation: 'create' }),
          })
        ).json()
      ).startUrl,
      { redirect: 'manual' },
    );
    expect(direct.status).toBe(303);
    expect(new URL(direct.headers.get('location') ?? '', e2e().webUrl).pathname).toBe('/punchout/landing');
    expect(direct.headers.get('set-cookie')).toContain('authjs.session-token=');

    const first = await punchoutContext();
    await first.page.goto(startUrl);
    await first.page.locator('.punchout-banner').waitFor();
    const token = await sessionToken(first.context);

    const second = await punchoutContext();
    await second.page.goto(startUrl);
    await second.page.waitForURL('**/punchout/ended?reason=punchout_token_used');
    expect(await second.page.getByRole('alert').first().textContent()).toBe(
      'Lenken er allerede brukt. Start på nytt fra innkjøpssystemet ditt.',
    );
    expect(await sessionToken(second.context)).toBeNull();
    await expectAccessible(second.page);
    await screenshot(second.page, 'punchout-link-used');
    await second.context.close();

    const before = (await receivedCarts()).length;
    await first.page.getByRole('button', { name: 'Avbryt' }).click();
    await first.page.waitForURL('**/punchout/ended?reason=cancelled');
    expect(await first.page.locator('.punchout-banner').count()).toBe(0);
    await expectSignedOutEverywhere(first.context, token?.api?.refreshToken);
    expect((await receivedCarts()).length).toBe(before);
    expect(first.problems).toEqual([]);
    await first.context.close();
  });
});
