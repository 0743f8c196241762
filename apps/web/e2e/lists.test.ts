// Shopping lists: create and share, add from the product page, edit lines, rename, to the cart (whole and chosen
// lines), a viewer's read-only view, the cart saved as a list, delete — each checked against the API.
import { type ApiClient, ApiError, createClient } from '@engros/client';
import { DEMO_PASSWORD, e2e, expectAccessible, screenshot, signIn } from './support/browser';
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

const PRODUCT = 'allrengjoring-basic-100605';

async function skus(): Promise<{ a: string; b: string }> {
  const { api, customerId } = await buyerApi();
  const product = await api.getProduct({ path: { productId: PRODUCT }, query: { customerId } });
  const a = product.variants.find((v) => v.price)?.sku ?? '';
  const list = await api.listProducts({ query: { customerId, pageSize: 24, sort: 'name' } });
  for (const card of list.items) {
    if (!card.fromPrice || card.slug === PRODUCT) continue;
    const other = await api.getProduct({ path: { productId: card.id }, query: { customerId } });
    const b = other.isPrescriptionOnly ? undefined : other.variants.find((v) => v.price)?.sku;
    if (b) return { a, b };
  }
  throw new Error('no second orderable SKU');
}

const cartQuantity = async (sku: string) => {
  const { api, contactId, customerId } = await buyerApi();
  return (await api.getCart({ query: { pid: contactId, customerId } })).lines.find((l) => l.sku === sku)?.quantity ?? 0;
};

const listName = `Ukeshandel ${Date.now()}`;

test.describe('shopping lists', () => {
  // One after another, each with the list the first one makes (a failure skips the rest).
  test.describe.configure({ mode: 'serial' });
  let listId = '';

  test('creates a shared list, adds from the product page, edits lines and renames it', async ({ signedIn }) => {
    const { a, b } = await skus();
    const { api } = await buyerApi();
    const { context, page, problems } = await signedIn('buyer@nordlys.example');
    await page.goto('/account/lists');
    await page.getByRole('heading', { name: 'Handlelister', level: 1 }).waitFor();
    const create = page.locator('[data-create-list]');
    await create.getByLabel('Navn').fill(listName);
    await create.getByLabel('Del med firmaet').check();
    await create.getByRole('button', { name: 'Opprett liste' }).click();
    await page.waitForURL('**/account/lists/*');
    listId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const created = await api.getShoppingList({ path: { cartId: listId } });
    expect(created).toMatchObject({ name: listName, isShared: true, lineCount: 0, canEdit: true });

    // From the product page, onto the new list.
    await page.goto(`/product/${PRODUCT}`);
    const box = page.locator(`[data-add-to-list="${a}"]`);
    await box.locator('summary').click();
    await box.getByLabel('Handleliste').selectOption(listId);
    await box.getByLabel('Mengde').fill('4');
    await box.getByRole('button', { name: 'Legg på listen' }).click();
    await box
      .getByRole('status')
      .filter({ hasText: `4 × ${a} er lagt på «${listName}»` })
      .waitFor();
    await screenshot(page, 'product-add-to-list');
    expect((await api.getShoppingList({ path: { cartId: listId } })).lines).toMatchObject([{ sku: a, quantity: 4 }]);

    // On the list: add by item number, change a quantity, rename.
    await page.goto(`/account/lists/${listId}`);
    const add = page.locator('[data-add-line]');
    await add.getByLabel('Varenummer').fill(b);
    await add.getByLabel('Antall').fill('2');
    await add.getByRole('button', { name: 'Legg til vare' }).click();
    await page.locator(`tr[data-sku="${b}"]`).waitFor();
    await page.getByLabel(`Antall ${a}`).fill('7');
    await page.getByRole('button', { name: `Oppdater ${a}` }).click();
    await page.waitForFunction(
      (sku) => (document.querySelector(`#list-qty-${CSS.escape(sku)}`) as HTMLInputElement | null)?.value === '7',
      a,
    );
    const settings = page.locator('[data-list-settings]');
    await settings.getByLabel('Navn').fill(`${listName} (fast)`);
    await settings.getByRole('button', { name: 'Lagre' }).click();
    await settings.getByRole('status').filter({ hasText: 'Lagret.' }).waitFor();
    const edited = await api.getShoppingList({ path: { cartId: listId } });
    expect(edited.name).toBe(`${listName} (fast)`);
    expect(Object.fromEntries(edited.lines.map((l) => [l.sku, l.quantity]))).toEqual({ [a]: 7, [b]: 2 });

    // CSV import: a bad row is named and nothing is saved; a good one adds to the line.
    const csv = page.locator('[data-import]');
    await csv.getByLabel('Linjer').fill(`Varenummer;Antall\n${b};3\nFINNES-IKKE;2`);
    await csv.getByRole('button', { name: 'Importer' }).click();
    await csv
      .getByRole('alert')
      .filter({ hasText: /Rad \d \(FINNES-IKKE\): varenummeret finnes ikke/ })
      .waitFor();
    expect(await csv.getByLabel('Linjer').inputValue()).toContain('FINNES-IKKE;2');
    expect((await api.getShoppingList({ path: { cartId: listId } })).lines.find((l) => l.sku === b)?.quantity).toBe(2);
    await csv.getByLabel('Linjer').fill(`${b};3`);
    await csv.getByRole('button', { name: 'Importer' }).click();
    await csv.getByRole('status').filter({ hasText: 'Listen har nå 2 varer' }).waitFor();
    expect((await api.getShoppingList({ path: { cartId: listId } })).lines.find((l) => l.sku === b)?.quantity).toBe(5);

    await screenshot(page, 'list-detail');
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('puts chosen lines and then the whole list in the cart, removes a line and filters the lists', async ({
    signedIn,
  }) => {
    const { a, b } = await skus();
    const { api } = await buyerApi();
    const before = { a: await cartQuantity(a), b: await cartQuantity(b) };
    const { context, page, problems } = await signedIn('buyer@nordlys.example');
    await page.goto(`/account/lists/${listId}`);
    await page.getByLabel(`Velg ${a}`).check();
    await page.getByRole('button', { name: 'Legg valgte i handlekurven' }).click();
    const message = page.locator('[data-list-message="to-cart"]');
    await message.filter({ hasText: '1 av 1 valgte varer er lagt i handlekurven' }).waitFor();
    expect(await cartQuantity(a)).toBe(before.a + 7);
    expect(await cartQuantity(b)).toBe(before.b);

    await page.getByRole('button', { name: 'Legg hele listen i handlekurven' }).click();
    await message.filter({ hasText: '2 varer er lagt i handlekurven' }).waitFor();
    expect(await cartQuantity(a)).toBe(before.a + 14);
    expect(await cartQuantity(b)).toBe(before.b + 5);

    await page.getByRole('button', { name: `Fjern ${b}` }).click();
    await page.locator(`tr[data-sku="${b}"]`).waitFor({ state: 'detached' });
    expect((await api.getShoppingList({ path: { cartId: listId } })).lines.map((l) => l.sku)).toEqual([a]);

    await page.goto('/account/lists?show=shared');
    await page.locator(`tr[data-list-id="${listId}"]`).waitFor();
    const shared = await api.searchShoppingLists({
      query: { customerId: (await buyerApi()).customerId, page: 1, take: 20, sharedOnly: true },
    });
    expect(await page.locator('tr[data-list-id]').count()).toBe(shared.items.length);
    await screenshot(page, 'lists');
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('says what changed since the list was saved, on the list page and in the cart', async ({ browse }) => {
    const { api, contactId, customerId } = await buyerApi();
    // A SKU with a volume price: saved on the list at the volume quantity, then set to 1, its unit price is higher
    // now than the one the list stored.
    const catalog = await api.listProducts({ query: { customerId, pageSize: 48, sort: 'name' } });
    let tiered: { sku: string; volume: number; low: number; high: number } | undefined;
    for (const card of catalog.items) {
      if (tiered || !card.fromPrice) continue;
      const product = await api.getProduct({ path: { productId: card.id }, query: { customerId } });
      if (product.isPrescriptionOnly) continue;
      const variant = product.variants.find((v) => (v.price?.tiers.length ?? 0) >= 2);
      const tiers = variant?.price?.tiers ?? [];
      if (variant && tiers[0]!.unitPrice > tiers[1]!.unitPrice) {
        tiered = {
          sku: variant.sku,
          volume: tiers[1]!.minQuantity,
          low: tiers[1]!.unitPrice,
          high: tiers[0]!.unitPrice,
        };
      }
    }
    expect(tiered).toBeDefined();
    const { sku, volume } = tiered!;
    const list = await api.createShoppingList({ body: { customerId, name: `Endret ${Date.now()}` } });
    await api.addShoppingListLine({ path: { cartId: list.id }, body: { sku, quantity: volume } });
    await api.setShoppingListLineQuantity({ path: { cartId: list.id, sku }, body: { quantity: 1 } });
    const before = await cartQuantity(sku);
    const { context, page, problems } = await browse();
    try {
      await signIn(page, 'buyer@nordlys.example');
      await page.goto(`/account/lists/${list.id}`);
      await page.getByRole('button', { name: 'Legg hele listen i handlekurven' }).click();
      const message = page.locator('[data-list-message="to-cart"]');
      await message.filter({ hasText: 'Dette er endret siden listen ble lagret' }).waitFor();
      const sentence = (await message.locator('li').first().textContent()) ?? '';
      expect(sentence).toContain('dyrere nå');
      expect(await cartQuantity(sku)).toBe(before + 1);
      await screenshot(page, 'list-to-cart-changes');
      await expectAccessible(page);

      await message.getByRole('link', { name: 'Til handlekurven' }).click();
      const notice = page.locator('[data-list-changes]');
      await notice.waitFor();
      expect(await notice.locator('li').first().textContent()).toBe(sentence);
      await expectAccessible(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await api.deleteShoppingList({ path: { cartId: list.id } });
      await api.updateOrderLine({ body: { pid: contactId, customerId, sku, quantity: before } });
    }
  });

  test('shows a shared list read-only to a viewer', async ({ signedIn }) => {
    const { context, page, problems } = await signedIn('viewer@nordlys.example', {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`/account/lists/${listId}`);
    await page.locator('[data-read-only]').waitFor();
    expect(await page.locator('input[name="quantity"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: /handlekurven/ }).count()).toBe(0);
    expect(await page.locator('[data-list-settings]').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'list-read-only-phone');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('saves the cart as a list and deletes a list', async ({ signedIn }) => {
    const { api, contactId, customerId } = await buyerApi();
    const cart = await api.getCart({ query: { pid: contactId, customerId } });
    expect(cart.lines.length).toBeGreaterThan(0); // the earlier tests put lines there
    const { context, page, problems } = await signedIn('buyer@nordlys.example');
    await page.goto('/cart');
    const save = page.locator('[data-save-cart]');
    await save.getByLabel('Navn').fill('Fra handlekurven');
    await save.getByRole('button', { name: 'Lagre som liste' }).click();
    await save.getByRole('status').filter({ hasText: 'er lagret som «Fra handlekurven»' }).waitFor();
    await screenshot(page, 'cart-save-as-list');
    await save.getByRole('link', { name: 'Åpne listen' }).click();
    await page.waitForURL('**/account/lists/*');
    const savedId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const saved = await api.getShoppingList({ path: { cartId: savedId } });
    expect(Object.fromEntries(saved.lines.map((l) => [l.sku, l.quantity]))).toEqual(
      Object.fromEntries(cart.lines.map((l) => [l.sku, l.quantity])),
    );
    expect(saved.isShared).toBe(false);

    await page.locator('summary', { hasText: 'Slett listen' }).click();
    await page.getByRole('button', { name: 'Ja, slett listen' }).click();
    await page.waitForURL('**/account/lists?deleted=1');
    const gone = await api
      .getShoppingList({ path: { cartId: savedId } })
      .then(() => null)
      .catch((error: unknown) => error);
    expect(ApiError.isApiError(gone) && gone.status).toBe(404);
    expect(problems).toEqual([]);
    await context.close();
  });
});

test.describe('prescriptions', () => {
  test('adds a prescription by reference and orders within what it allows', async ({ signedIn }) => {
    const { api, contactId, customerId } = await buyerApi();
    const { context, page, problems } = await signedIn('buyer@nordlys.example');
    await page.goto('/account/prescriptions');
    const form = page.locator('[data-add-prescription]');
    await form.getByLabel('Referanse').fill('RX-DEMO-0001');
    await form.getByLabel('Pasientens fødselsdato').fill('1990-01-01');
    await form.getByRole('button', { name: 'Legg til' }).click();
    await form.getByRole('alert').filter({ hasText: /\S/ }).waitFor(); // the API's 422 title, the values kept
    expect(await form.getByLabel('Referanse').inputValue()).toBe('RX-DEMO-0001');
    await form.getByLabel('Pasientens fødselsdato').fill('1984-09-21');
    await form.getByRole('button', { name: 'Legg til' }).click();
    await form.getByRole('status').filter({ hasText: 'Resepten RX-DEMO-0001 er lagt til' }).waitFor();
    const mine = await api.listPrescriptions({ query: { pid: contactId } });
    const rx = mine.items.find((p) => p.reference === 'RX-DEMO-0001');
    expect(rx?.pid).toBe(contactId);
    await page.locator('tr[data-prescription="RX-DEMO-0001"]').waitFor();
    await screenshot(page, 'prescriptions');

    await page.locator('tr[data-prescription="RX-DEMO-0001"] a').click();
    await page.waitForURL(`**/account/prescriptions/${rx?.prescriptionId}`);
    const products = await api.listPrescriptionProducts({
      path: { prescriptionId: rx?.prescriptionId ?? '' },
      query: { pid: contactId },
    });
    const item = products.items.find((i) => i.quantityRemaining > 0);
    expect(item).toBeDefined();
    const sku = item?.sku ?? '';
    const before = (await api.getCart({ query: { pid: contactId, customerId } })).lines.find((l) => l.sku === sku);
    const left = (item?.quantityRemaining ?? 0) - (before?.quantity ?? 0);
    const box = page.locator(`[data-prescription-item="${sku}"]`);
    if (left > 0) {
      await box.getByLabel('Antall').fill(String(left));
      await box.getByRole('button', { name: /Legg i handlekurv/ }).click();
      await box.getByRole('status').filter({ hasText: 'er lagt i handlekurven' }).waitFor();
    }
    const cart = await api.getCart({ query: { pid: contactId, customerId } });
    expect(cart.lines.find((l) => l.sku === sku)?.quantity).toBe(item?.quantityRemaining);
    // One more than the prescription allows is refused here, before the cart.
    await box.getByLabel('Antall').fill('1');
    await box.getByRole('button', { name: /Legg i handlekurv/ }).click();
    await box.getByRole('alert').filter({ hasText: 'Resepten tillater ikke flere' }).waitFor();
    expect(
      (await api.getCart({ query: { pid: contactId, customerId } })).lines.find((l) => l.sku === sku)?.quantity,
    ).toBe(item?.quantityRemaining);
    await screenshot(page, 'prescription-detail');
    await expectAccessible(page);
    // Leave the cart as the other test files expect it.
    const line = (await api.getCart({ query: { pid: contactId, customerId } })).lines.find((l) => l.sku === sku);
    if (line) await api.deleteOrderLine({ body: { pid: contactId, customerId, lineId: line.id } });
    expect(problems).toEqual([]);
    await context.close();
  });
});
