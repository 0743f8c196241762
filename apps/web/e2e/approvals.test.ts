// Spending limits and approvals: the admin sets a per-order limit in the browser, the buyer's checkout over it
// becomes a request, the admin approves (one order, placed by the buyer) or rejects (lines back in the cart).
// The limit is reset afterwards: the other browser tests order as the same buyer.
import { type ApiClient, createClient } from '@engros/client';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, e2e, expectAccessible, screenshot, signIn } from './support/browser';
import { expect, test } from './support/fixtures';

type Person = { api: ApiClient; contactId: string; customerId: string };
const people = new Map<string, Promise<Person>>();

/** The API as a demo person (one password sign-in per person and file: the API limits them per e-mail). */
function apiAs(email: string): Promise<Person> {
  let person = people.get(email);
  if (!person) {
    person = (async () => {
      const { apiUrl, shopSecret } = e2e();
      const signedIn = await createClient({ baseUrl: apiUrl, shopSecret }).checkUser({
        body: { email, password: DEMO_PASSWORD },
      });
      const nordlys = signedIn.companies.find((c) => c.name.startsWith('Nordlys')) ?? signedIn.companies[0];
      return {
        api: createClient({ baseUrl: apiUrl, accessToken: signedIn.accessToken }),
        contactId: signedIn.contactId,
        customerId: nordlys?.customerId ?? '',
      };
    })();
    people.set(email, person);
  }
  return person;
}

const BUYER = 'buyer@nordlys.example';
const ADMIN = 'admin@nordlys.example';
const PRODUCT = '/product/allrengjoring-basic-100605';

/** Back to no limits, no rules and an empty cart for the buyer. */
async function reset(): Promise<void> {
  const admin = await apiAs(ADMIN);
  const buyer = await apiAs(BUYER);
  await admin.api.setContactSpendingLimits({
    path: { contactId: buyer.contactId },
    body: { customerId: admin.customerId, perOrder: null, perMonth: null, isApprover: false },
  });
  const settings = await admin.api.getApprovalSettings({ query: { customerId: admin.customerId } });
  for (const rule of settings.rules) {
    await admin.api.deleteApprovalRule({
      path: { ruleId: rule.id },
      query: { customerId: admin.customerId },
    });
  }
  const cart = await buyer.api.getCart({ query: { pid: buyer.contactId, customerId: buyer.customerId } });
  for (const line of cart.lines) {
    await buyer.api.deleteOrderLine({
      body: { pid: buyer.contactId, customerId: buyer.customerId, lineId: line.id },
    });
  }
}

async function addToCart(page: Page, quantity: number): Promise<void> {
  await page.goto(PRODUCT);
  const card = page.locator('.variant').first();
  await card.getByLabel('Antall').fill(String(quantity));
  await card.getByRole('button', { name: /Legg i handlekurv/ }).click();
  await card.getByRole('status').filter({ hasText: 'er lagt i handlekurven' }).waitFor();
}

/** At checkout over the limit: the reason, no "Place order", and "Send for approval"; answers the request id. */
async function sendForApproval(page: Page, message: string, shot?: string, byCard = false): Promise<string> {
  await page.goto('/checkout');
  const needed = page.locator('[data-approval-needed]');
  await needed.waitFor();
  expect(await needed.textContent()).toContain('Over grensen din per bestilling');
  expect(await page.getByRole('button', { name: 'Send bestilling' }).count()).toBe(0);
  await page.getByLabel('Melding til godkjenneren (valgfritt)').fill(message);
  if (byCard) await page.getByLabel(/Kort \(Nets\)/).check();
  if (shot) await screenshot(page, shot);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send til godkjenning' }).click();
  await page.waitForURL('**/account/approvals/*?sent=1');
  await page.locator('[data-approval-sent]').waitFor();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

test.describe('spending limits and approvals', () => {
  test('holds an order over the limit, the admin approves it: one order, placed by the buyer', async ({ browse }) => {
    const admin = await apiAs(ADMIN);
    const buyer = await apiAs(BUYER);
    await reset();
    const adminBrowser = await browse();
    const buyerBrowser = await browse();
    try {
      // The admin sets the buyer's limit per order in the browser.
      const settings = await admin.api.getApprovalSettings({ query: { customerId: admin.customerId } });
      const buyerRow = settings.contacts.find((c) => c.contactId === buyer.contactId);
      expect(buyerRow).toBeDefined();
      const name = buyerRow?.name ?? '';
      await signIn(adminBrowser.page, ADMIN);
      await adminBrowser.page.goto('/account/limits');
      await adminBrowser.page.getByLabel(`Per bestilling for ${name}`).fill('10');
      const row = adminBrowser.page.locator(`[data-contact-limits="${buyer.contactId}"]`);
      await row.getByRole('button', { name: `Lagre for ${name}` }).click();
      await row.getByRole('status').filter({ hasText: 'Lagret.' }).waitFor();
      const saved = await admin.api.getApprovalSettings({ query: { customerId: admin.customerId } });
      expect(saved.contacts.find((c) => c.contactId === buyer.contactId)?.perOrder).toBe(1000);
      // A rule picked from the category tree is added and removed again (checked at the API).
      const tree = await admin.api.getCategoryTree();
      const category = tree.categories[0];
      await adminBrowser.page.getByLabel('Varer i en kategori').check();
      await adminBrowser.page.getByLabel('Kategori (for «i en kategori»)').selectOption(category?.id ?? '');
      await adminBrowser.page.getByRole('button', { name: 'Legg til regel' }).click();
      await adminBrowser.page.locator('[data-rule-message]').filter({ hasText: 'Regelen er lagt til.' }).waitFor();
      const withRule = await admin.api.getApprovalSettings({ query: { customerId: admin.customerId } });
      expect(withRule.rules.map((r) => [r.kind, r.categoryId])).toEqual([['category', category?.id]]);
      await adminBrowser.page.locator('[data-rule="category"]').waitFor();
      await screenshot(adminBrowser.page, 'approvals-limits-admin');
      await adminBrowser.page.locator('[data-rule="category"]').getByRole('button', { name: /Fjern/ }).click();
      await adminBrowser.page.locator('[data-rule]').waitFor({ state: 'detached' });
      expect((await admin.api.getApprovalSettings({ query: { customerId: admin.customerId } })).rules).toEqual([]);
      await expectAccessible(adminBrowser.page);

      // The buyer sees the limit read only, fills the cart over it and sends it for approval.
      await signIn(buyerBrowser.page, BUYER);
      await buyerBrowser.page.goto('/account/limits');
      expect(await buyerBrowser.page.locator('[data-my-limits]').textContent()).toMatch(/10,00/);
      await screenshot(buyerBrowser.page, 'approvals-limits-buyer');
      await expectAccessible(buyerBrowser.page);
      await addToCart(buyerBrowser.page, 4);
      const cart = await buyer.api.getCart({ query: { pid: buyer.contactId, customerId: buyer.customerId } });
      expect(cart.totals.net).toBeGreaterThan(1000);
      const ordersBefore = await buyer.api.listOrders({
        query: { pid: buyer.contactId, customerId: buyer.customerId, skip: 0, take: 5 },
      });
      const approvalId = await sendForApproval(buyerBrowser.page, 'Til julebordet', 'approvals-checkout');
      await screenshot(buyerBrowser.page, 'approvals-sent');
      const emptied = await buyer.api.getCart({ query: { pid: buyer.contactId, customerId: buyer.customerId } });
      expect(emptied.lines).toEqual([]);
      const pending = await buyer.api.getApproval({ path: { approvalId } });
      expect(pending.status).toBe('pending');
      expect(pending.message).toBe('Til julebordet');
      expect(pending.reasons.map((r) => r.code)).toEqual(['order_limit']);

      // The admin finds it under "waiting for me" and approves it with a comment.
      await adminBrowser.page.goto('/account/approvals');
      const waiting = adminBrowser.page.locator(`[data-waiting] tr[data-approval-id="${approvalId}"]`);
      await waiting.waitFor();
      // Beside the request, the month's spend against the limits: the buyer's equals the API's figure.
      const listed = await admin.api.getApproval({ path: { approvalId } });
      expect(listed.spend).not.toBeNull();
      const spendCell = waiting.locator('[data-approval-spend] [data-spend="requester"] dd');
      const spent = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2 }).format(
        (listed.spend?.requester.spentThisMonth ?? 0) / 100,
      );
      expect((await spendCell.textContent())?.replace(/\s/g, ' ')).toContain(spent.replace(/\s/g, ' '));
      expect(await waiting.locator('[data-spend="company"]').count()).toBe(1);
      await screenshot(adminBrowser.page, 'approvals-list');
      await expectAccessible(adminBrowser.page);
      await waiting.getByRole('link').click();
      await adminBrowser.page.waitForURL(`**/account/approvals/${approvalId}`);
      expect(await adminBrowser.page.locator('[data-approval-message]').textContent()).toBe('Til julebordet');
      // The delivery day the buyer asked for, as a day in words (the cart's own date in the attribute).
      const day = listed.cart.metadata.requestedDeliveryDate;
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await adminBrowser.page.locator(`[data-delivery-date="${day}"]`).textContent()).toMatch(
        /^(mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag) \d{1,2}\. [a-zæøå]+ \d{4}$/,
      );
      await screenshot(adminBrowser.page, 'approvals-detail');
      await expectAccessible(adminBrowser.page);
      await adminBrowser.page.getByLabel('Kommentar (påkrevd ved avvisning)').fill('Greit, god jul');
      await adminBrowser.page.getByRole('button', { name: 'Godkjenn' }).click();
      await adminBrowser.page.locator('[data-approval-done="approved"]').waitFor();
      expect(await adminBrowser.page.locator('[data-approval-status]').getAttribute('data-approval-status')).toBe(
        'ordered',
      );
      await screenshot(adminBrowser.page, 'approvals-approved');

      // Exactly one new order, placed by the buyer; the request is `ordered` and names it.
      const decided = await admin.api.getApproval({ path: { approvalId } });
      expect(decided.status).toBe('ordered');
      expect(decided.decisionComment).toBe('Greit, god jul');
      expect(decided.decidedBy?.contactId).toBe(admin.contactId);
      const ordersAfter = await buyer.api.listOrders({
        query: { pid: buyer.contactId, customerId: buyer.customerId, skip: 0, take: 5 },
      });
      // Exactly one new order: it is first, the newest before it second (`total` is cached for 5 s).
      const order = ordersAfter.items[0];
      expect(order?.id).toBe(decided.orderId);
      expect(ordersAfter.items[1]?.id).toBe(ordersBefore.items[0]?.id);
      const full = await buyer.api.getOrder({
        query: { orderId: order?.id ?? '', department: order?.department ?? '' },
      });
      expect(full.pid).toBe(buyer.contactId);

      // The buyer sees the outcome in the account, with a link to the order.
      await buyerBrowser.page.goto(`/account/approvals/${approvalId}`);
      expect(await buyerBrowser.page.locator('[data-decision-comment]').textContent()).toBe('Greit, god jul');
      await buyerBrowser.page.locator('[data-approval-order]').click();
      await buyerBrowser.page.waitForURL(`**/account/orders/${decided.orderId}`);
      expect(adminBrowser.problems).toEqual([]);
      expect(buyerBrowser.problems).toEqual([]);
    } finally {
      await adminBrowser.context.close();
      await buyerBrowser.context.close();
      await reset();
    }
  });

  test('a rejection needs a comment and puts the lines back in the buyer’s cart', async ({ browse }) => {
    const admin = await apiAs(ADMIN);
    const buyer = await apiAs(BUYER);
    await reset();
    const adminBrowser = await browse();
    const buyerBrowser = await browse({ viewport: { width: 390, height: 844 } });
    try {
      await admin.api.setContactSpendingLimits({
        path: { contactId: buyer.contactId },
        body: { customerId: admin.customerId, perOrder: 1000, perMonth: null, isApprover: false },
      });
      await signIn(buyerBrowser.page, BUYER);
      await addToCart(buyerBrowser.page, 5);
      const before = await buyer.api.getCart({ query: { pid: buyer.contactId, customerId: buyer.customerId } });
      const sku = before.lines[0]?.sku;
      const approvalId = await sendForApproval(buyerBrowser.page, 'Trengs i morgen', 'approvals-checkout-phone');

      await signIn(adminBrowser.page, ADMIN);
      await adminBrowser.page.goto(`/account/approvals/${approvalId}`);
      await adminBrowser.page.getByRole('button', { name: 'Avvis' }).click();
      await adminBrowser.page
        .locator('[data-decision-message][role="alert"]')
        .filter({ hasText: 'Skriv hvorfor du avviser' })
        .waitFor();
      expect((await admin.api.getApproval({ path: { approvalId } })).status).toBe('pending');
      await adminBrowser.page.getByLabel('Kommentar (påkrevd ved avvisning)').fill('For mye, bestill 2');
      await adminBrowser.page.getByRole('button', { name: 'Avvis' }).click();
      await adminBrowser.page.locator('[data-approval-done="rejected"]').waitFor();

      const rejected = await admin.api.getApproval({ path: { approvalId } });
      expect(rejected.status).toBe('rejected');
      expect(rejected.decisionComment).toBe('For mye, bestill 2');
      expect(rejected.orderId).toBeNull();
      const after = await buyer.api.getCart({ query: { pid: buyer.contactId, customerId: buyer.customerId } });
      expect(after.lines.find((l) => l.sku === sku)?.quantity).toBe(5);

      await buyerBrowser.page.goto(`/account/approvals/${approvalId}`);
      expect(await buyerBrowser.page.locator('[data-approval-status]').getAttribute('data-approval-status')).toBe(
        'rejected',
      );
      expect(await buyerBrowser.page.locator('[data-decision-comment]').textContent()).toBe('For mye, bestill 2');
      await screenshot(buyerBrowser.page, 'approvals-rejected-phone');
      const width = await buyerBrowser.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      expect(adminBrowser.problems).toEqual([]);
      expect(buyerBrowser.problems).toEqual([]);
    } finally {
      await adminBrowser.context.close();
      await buyerBrowser.context.close();
      await reset();
    }
  });

  test('a card request is paid after approval, never before: the pay link makes the order', async ({ browse }) => {
    const admin = await apiAs(ADMIN);
    const buyer = await apiAs(BUYER);
    await reset();
    const buyerBrowser = await browse();
    try {
      await admin.api.setContactSpendingLimits({
        path: { contactId: buyer.contactId },
        body: { customerId: admin.customerId, perOrder: 1000, perMonth: null, isApprover: false },
      });
      await signIn(buyerBrowser.page, BUYER);
      const { page } = buyerBrowser;
      await addToCart(page, 3);
      const approvalId = await sendForApproval(page, 'Kort, takk', undefined, true);
      const request = await buyer.api.getApproval({ path: { approvalId } });
      expect(request.paymentMethod).toBe('card');
      // Nothing to pay while pending: only "withdraw".
      expect(await page.getByRole('button', { name: 'Betal med kort' }).count()).toBe(0);
      await admin.api.approveApproval({ path: { approvalId }, body: {} });
      const before = await buyer.api.listOrders({
        query: { pid: buyer.contactId, customerId: buyer.customerId, skip: 0, take: 1 },
      });

      await page.goto(`/account/approvals/${approvalId}`);
      expect(await page.locator('[data-approval-status]').getAttribute('data-approval-status')).toBe('approved');
      await screenshot(page, 'approvals-pay-link');
      await page.getByRole('button', { name: 'Betal med kort' }).click();
      await page.waitForURL(`${e2e().netsUrl}/**`);
      await page.getByLabel('Card number').fill('4925000000000004'); // the stand-in's Visa test card
      await page.getByLabel('Expiry (MM/YY)').fill('12/39');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL('**/orders/**');

      const paid = await buyer.api.getApproval({ path: { approvalId } });
      expect(paid.status).toBe('ordered');
      const after = await buyer.api.listOrders({
        query: { pid: buyer.contactId, customerId: buyer.customerId, skip: 0, take: 2 },
      });
      expect(after.items[0]?.id).toBe(paid.orderId);
      expect(after.items[1]?.id).toBe(before.items[0]?.id);
      expect(decodeURIComponent(new URL(page.url()).pathname)).toContain(paid.orderId ?? '?');
      expect(buyerBrowser.problems).toEqual([]);
    } finally {
      await buyerBrowser.context.close();
      await reset();
    }
  });
});
