// A company's listing pages from the page cache (docs/decisions/020-signed-in-listing-cache.md): what a category or
// search page shows a buyer depends on their company and whether they may order, so the web server keeps it per
// company and answers the company's other buyers from memory. The header's person part is drawn in the browser from
// /api/session/summary. What must hold: another company, a viewer and a person whose membership ended never get a
// page kept for somebody else, and a kept page holds nobody's name, e-mail or id.
import { randomUUID } from 'node:crypto';
import { createClient } from '@engros/client';
import { apiAs, DEMO_PASSWORD, e2e, pageOn, type Session } from './support/browser';
import { expect, test } from './support/fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const secretApi = () => createClient({ baseUrl: e2e().apiUrl, shopSecret: e2e().shopSecret });

type SignedIn = (email: string) => Promise<Session>;

/** A person signed in through the sign-in form: the browser, and its session cookie as a Cookie header. */
async function signInAs(signedIn: SignedIn, email: string) {
  const session = await signedIn(email);
  const cookie = (await session.context.cookies())
    .filter((c) => c.name.startsWith('authjs.'))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  return { ...session, cookie };
}

/** A page load as a browser makes it, on the suite's web node (`cache`: hit, stale or miss; null when rendered alone). */
const load = (path: string, cookie: string) => pageOn(e2e().webUrl, path, cookie);

/** From the page cache: fresh (`hit`), or past its 10 s and renewed behind the answer (`stale`). */
const KEPT = ['hit', 'stale'];

/** Loads until the web node keeps company pages (it follows the API's change stream from its first page load on). */
async function firstKept(path: string, cookie: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const page = await load(path, cookie);
    expect(page.status, path).toBe(200);
    if (page.cache !== null) return page;
    if (Date.now() > deadline) throw new Error(`the web node keeps no company page of ${path}`);
    await sleep(200);
  }
}

test('a company’s buyers share its kept listing page; another company and a viewer get their own; the header is each one’s', async ({
  signedIn,
  browse,
}) => {
  // A query no other test loads, so the first load renders it (miss) and keeps it.
  const path = `/category/renhold?probe=${randomUUID()}`;
  const { cookie: buyer, context: buyerContext } = await signInAs(signedIn, 'buyer@nordlys.example');
  const first = await firstKept(path, buyer);
  expect(first.cache).toBe('miss');
  const again = await load(path, buyer);
  // From the cache (a catalog change by a test in the other lane drops every kept page: then it is kept again).
  expect(again.cache).not.toBeNull();
  expect(again.setCookie, 'a kept page sets no cookie').toBeNull();

  // Nobody's own: the page holds no person (the header's part is drawn in the browser), nothing of the buyer's.
  const me = await apiAs('buyer@nordlys.example');
  for (const html of [first.html, again.html]) {
    expect(html).not.toContain('data-session=');
    expect(html).not.toContain(me.contactId);
    expect(html).not.toContain('buyer@nordlys.example');
    expect(html).toContain('data-quick-add');
  }

  // The company's admin (may order too) gets the page the buyer's load kept: on a path of its own each try, the
  // admin's load right after the buyer's finds it, unless a catalog change by a test in the other lane dropped every
  // kept page in between (then another try; a key of the admin's own would miss every time). Its viewer gets a page
  // of its own, without quick add.
  const { cookie: admin } = await signInAs(signedIn, 'admin@nordlys.example');
  for (let tries = 1; ; tries++) {
    const shared = `/category/renhold?probe=${randomUUID()}`;
    expect((await firstKept(shared, buyer)).cache).toBe('miss');
    if (KEPT.includes((await load(shared, admin)).cache ?? '')) break;
    expect(tries, 'the admin never got the page the buyer’s load kept').toBeLessThan(5);
  }
  const { cookie: viewer } = await signInAs(signedIn, 'viewer@nordlys.example');
  const viewed = await load(path, viewer);
  expect(viewed.cache).toBe('miss');
  expect(viewed.html).not.toContain('data-quick-add');
  expect(viewed.html).toContain('class="price-amount"');

  // Another company (list prices, where Nordlys has contract prices) renders its own.
  const { cookie: fjord } = await signInAs(signedIn, 'buyer@fjord.example');
  const fjords = await load(path, fjord);
  expect(fjords.cache).toBe('miss');
  expect(fjords.html).not.toBe(again.html);
  expect(again.html).toContain('data-agreement="contract"');
  expect(fjords.html).not.toContain('data-agreement="contract"');

  // A tab that has seen no page of the person yet (the session cookie alone): the kept page's header asks for the
  // summary once and draws it; the next kept page in that tab draws the tab's summary without asking again.
  const { context, page, problems } = await browse();
  await context.addCookies((await buyerContext.cookies()).filter((c) => c.name.startsWith('authjs.')));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/session/summary') asked.push(request.url());
  });
  // A company's page, kept or just rendered for the company (after a drop): either way it holds no person.
  expect((await page.goto(path))?.headers()['x-page-cache']).toBeDefined();
  await expect(page.locator('[data-session="authenticated"] .user-company')).toHaveText('Nordlys Dagligvare AS');
  await expect(page.locator('.cart-count')).toHaveText(/^\d+$/);
  expect(asked).toHaveLength(1);
  expect((await page.goto(`/search?q=kaffe&probe=${randomUUID()}`))?.headers()['x-page-cache']).toBe('miss');
  await expect(page.locator('[data-session="authenticated"] .user-company')).toHaveText('Nordlys Dagligvare AS');
  expect(asked).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('a new member’s header comes from the summary on a kept page; deactivated or signed out, no kept page from that moment', async ({
  signedIn,
}) => {
  // A person of this test's own in Nordlys, so the demo accounts keep their memberships.
  const { api: adminApi, customerId } = await apiAs('admin@nordlys.example');
  const email = `kept-${randomUUID().slice(0, 8)}@nordlys.example`;
  const { member } = await adminApi.createContact({
    body: { customerId, role: 'buyer', email, firstName: 'Kari', lastName: 'Kopi' },
  });
  await secretApi().changePassword({ path: { customerId: member.contactId }, body: { newPassword: DEMO_PASSWORD } });
  const { api: own } = await apiAs(email);
  const [invitation] = (await own.listMyInvitations()).invitations;
  await own.acceptMyInvitation({ path: { invitationId: invitation!.invitationId } });

  const path = `/category/renhold?probe=${randomUUID()}`;
  const { page, problems, cookie } = await signInAs(signedIn, email);
  expect((await firstKept(path, cookie)).cache).toBe('miss');

  // In the browser: the kept page, and the header's person part drawn from the summary (name, company, cart).
  const response = await page.goto(path);
  expect(response?.headers()['x-page-cache']).toBeDefined();
  const menu = page.locator('[data-session="authenticated"]');
  await expect(menu.locator('.user-name')).toContainText('Kari Kopi');
  await expect(menu.locator('.user-company')).toHaveText('Nordlys Dagligvare AS');
  await expect(page.locator('.cart-count')).toHaveText('0');
  // A quick add renders the page for the buyer (a server action) and the header counts the new line.
  await page.locator('[data-quick-add]').first().getByRole('button').click();
  await expect(page.locator('.cart-count')).toHaveText('1');
  expect(problems).toEqual([]);

  const setActive = (isActive: boolean) =>
    adminApi.changeContactRelation({ body: { customerId, contactId: member.contactId, isActive } });
  await setActive(false);
  try {
    // At once: the web node asks the API about the session on every load, and the API's answer changed before the
    // deactivation answered.
    const refused = await load(path, cookie);
    expect(refused.cache, 'no kept page for a deactivated member').toBeNull();
    expect(refused.html).not.toContain('data-agreement="contract"');
  } finally {
    await setActive(true);
  }
  // Active again (the session's company and role as before): its kept page once more.
  const deadline = Date.now() + 15_000;
  while (!KEPT.includes((await load(path, cookie)).cache ?? '')) {
    expect(Date.now(), 'kept again after reactivation').toBeLessThan(deadline);
    await sleep(200);
  }

  // Signed out in the browser: the cookie it had, sent again, decrypts still, but its session has ended.
  await page.goto('/logout');
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await page.locator('[data-session="unauthenticated"]').waitFor();
  const replayed = await load(path, cookie);
  expect(replayed.cache, 'no kept page for a session signed out').toBeNull();
  expect(replayed.html).not.toContain('data-agreement="contract"');
});

test('the company’s kept home page holds nobody’s panels; each person’s browser asks for their own, once', async ({
  signedIn,
}) => {
  // A query no other test loads, so the first load renders it (miss) and keeps it.
  const path = `/?probe=${randomUUID()}`;
  const { cookie: buyer } = await signInAs(signedIn, 'buyer@nordlys.example');
  const first = await firstKept(path, buyer);
  expect(first.cache).toBe('miss');
  const me = await apiAs('buyer@nordlys.example');
  const { items: orders } = await me.api.listOrders({
    query: { pid: me.contactId, customerId: me.customerId, skip: 0, take: 4 },
  });
  expect(orders.length).toBeGreaterThan(0);
  // The company's: its name and cut-off; nothing of the buyer's (name, id, e-mail, orders), the panels left pending.
  expect(first.html).toContain('Nordlys Dagligvare AS');
  expect(first.html).toContain('data-home-panels="pending"');
  expect(first.html).toMatch(/<link rel="preload" href="\/api\/home\/panels" as="fetch" crossorigin="anonymous"/);
  for (const secret of [me.contactId, 'buyer@nordlys.example', 'Ingrid', ...orders.map((o) => o.orderNumber)]) {
    expect(first.html).not.toContain(secret);
  }
  // The panels are the buyer's own, never kept by a browser or proxy; nobody's without a session.
  const web = e2e().webUrl;
  const answer = await fetch(`${web}/api/home/panels`, { headers: { cookie: buyer } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  const panels = (await answer.json()) as { contactId: string; orders: { title: string }[]; lists: unknown[] };
  expect(panels.contactId).toBe(me.contactId);
  expect(panels.orders.map((o) => o.title)).toEqual(orders.map((o) => `Ordre ${o.orderNumber}`));
  expect((await fetch(`${web}/api/home/panels`)).status).toBe(401);

  // The admin's browser, in a tab that holds the buyer's panels (as a tab the buyer used would; marked by a list of
  // a name nobody has): the admin's load gets the page the buyer's load kept, draws none of the buyer's panels while
  // its own are on the way, then its own.
  const admin = await signInAs(signedIn, 'admin@nordlys.example');
  const adminMe = await apiAs('admin@nordlys.example');
  const marker = `stored-${randomUUID()}`;
  const storedPanels = { ...panels, lists: [{ id: randomUUID(), title: marker, meta: '' }, ...panels.lists] };
  await admin.page.evaluate((stored) => sessionStorage.setItem('engros.home', stored), JSON.stringify(storedPanels));
  const asked: string[] = [];
  let releasePanels = () => {};
  const released = new Promise<void>((resolve) => {
    releasePanels = resolve;
  });
  await admin.page.route('**/api/home/panels', async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  for (let tries = 1; ; tries++) {
    const shared = `/?probe=${randomUUID()}`;
    expect((await firstKept(shared, buyer)).cache).toBe('miss');
    asked.length = 0;
    // Not waiting for the load event: the held preload delays it.
    const response = await admin.page.goto(shared, { waitUntil: 'domcontentloaded' });
    if (KEPT.includes(response?.headers()['x-page-cache'] ?? '')) break;
    expect(tries, 'the admin never got the home page the buyer’s load kept').toBeLessThan(5);
  }
  await expect(admin.page.getByRole('heading', { level: 1 })).toHaveText(/^Hei, /);
  await expect(admin.page.locator('[data-home-panels="pending"]')).toBeVisible();
  expect(await admin.page.content()).not.toContain(marker);
  releasePanels();
  await admin.page.locator('[data-home-panels=""]').waitFor();
  const { items: adminOrders } = await adminMe.api.listOrders({
    query: { pid: adminMe.contactId, customerId: adminMe.customerId, skip: 0, take: 4 },
  });
  const drawn = await admin.page.locator('[data-home-orders] li a').allTextContents();
  expect(drawn).toEqual(adminOrders.map((o) => `Ordre ${o.orderNumber}`));
  expect(await admin.page.content()).not.toContain(marker);
  // The page's preload and the panels' own fetch are one request.
  expect(asked).toHaveLength(1);
  expect(admin.problems).toEqual([]);

  // The viewer's home is a page of its own: the panels offer no "Order again" and no "Add to cart".
  const viewer = await signInAs(signedIn, 'viewer@nordlys.example');
  const viewed = await viewer.page.goto(`/?probe=${randomUUID()}`);
  expect(viewed?.headers()['x-page-cache']).toBeDefined();
  await viewer.page.locator('[data-home-panels=""]').waitFor();
  expect(await viewer.page.locator('.reorder-form, [data-home-frequent] form').count()).toBe(0);
  expect(viewer.problems).toEqual([]);
});

test('a change to the company’s contract price shows on its kept product page at once', async ({ signedIn }) => {
  // The API names the companies holding the contract (`price:companies <id>`): the web drops their pages alone.
  const CONTRACT = 'CONTRACT-NORDLYS';
  const [{ api: staff }, { api: buyer, customerId }] = await Promise.all([
    apiAs('katalog@engros.example'),
    apiAs('buyer@nordlys.example'),
  ]);
  const lists = await staff.listPriceLists({ query: { q: CONTRACT, kind: 'contract' } });
  const contract = lists.items.find((list) => list.code === CONTRACT);
  if (!contract) throw new Error('Nordlys has no contract in the demo data');
  const items = await staff.listPriceListPrices({ path: { priceListId: contract.id }, query: { take: 40 } });
  let chosen: { sku: string; tiers: { minQuantity: number; unitPrice: number }[] } | undefined;
  for (const item of items.items) {
    // One whose contract price wins at 1 and stays under 1,000 kr (no thousands separator to match).
    const first = item.tiers[0];
    if (first?.minQuantity !== 1 || first.unitPrice < 1_000 || first.unitPrice > 90_000) continue;
    const explained = await staff.explainCustomerPrice({ query: { customerId, sku: item.sku, quantity: 1 } });
    if (explained.variants[0]?.candidates[0]?.priceList.code === CONTRACT) {
      chosen = item;
      break;
    }
  }
  if (!chosen) throw new Error('no item of Nordlys’s contract wins at quantity 1');
  const { sku, tiers } = chosen;
  const found = await buyer.searchCatalog({ query: { q: sku, customerId } });
  const slug = found.items[0]?.slug;
  if (!slug) throw new Error(`search finds no product for ${sku}`);
  const path = `/product/${slug}?probe=${randomUUID()}`;
  const { cookie } = await signInAs(signedIn, 'buyer@nordlys.example');
  expect((await firstKept(path, cookie)).cache).toBe('miss');
  const shown = (minor: number) => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;
  /** The variant's part of the page: from its element to the next variant's. */
  const variantOf = (html: string) => html.slice(html.indexOf(`data-sku="${sku}"`)).split('class="variant"')[0] ?? '';
  const after = tiers[0]!.unitPrice - 300;
  expect(variantOf((await load(path, cookie)).html)).toContain(shown(tiers[0]!.unitPrice));
  try {
    await staff.setPriceListPrice({
      path: { priceListId: contract.id, sku },
      body: { tiers: [{ ...tiers[0]!, unitPrice: after }, ...tiers.slice(1)] },
    });
    // Within the stream's delivery (milliseconds; the page alone would stay kept 10 s and be served 10 s more).
    await expect
      .poll(async () => variantOf((await load(path, cookie)).html), { timeout: 5_000, intervals: [50] })
      .toContain(shown(after));
  } finally {
    await staff.setPriceListPrice({ path: { priceListId: contract.id, sku }, body: { tiers } });
  }
});
