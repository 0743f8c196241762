// The back office's products (docs/backoffice.md "Products and media"): a catalog manager creates a product as a
// draft, adds a picture and an alt text, activates it from the list, and a buyer finds it in the shop's search and
// on its product page with the picture; read-only staff see the list and the product without edit controls.
import { crc32, deflateSync } from 'node:zlib';
import { expectAccessible, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

const MANAGER = 'katalog@engros.example';
const READER = 'revisor@engros.example';
const BUYER = 'buyer@nordlys.example';

// A product number and name no run has used, so the searches can only find this run's product.
const run = Date.now().toString(36).toUpperCase();
const productNumber = `BOP-${run}`;
const name = `Testsaks ${run}`;
const alt = `Blå testsaks ${run}`;

/** A 48 × 48 RGB PNG with a gradient (`green` tells pictures apart): a real picture, made without any file. */
function testPng(green = 100): Buffer {
  const size = 48;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) row.set([30 + x * 3, green, 200 - y * 3], 1 + x * 3);
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('back-office products', () => {
  test('a catalog manager creates a product with a picture and activates it; a buyer finds it in the shop', async ({
    signedIn,
  }) => {
    const { context, page, problems } = await signedIn(MANAGER);
    await page.goto('/backoffice');
    await page.getByRole('link', { name: 'Produkter', exact: true }).click();
    await page.waitForURL('**/backoffice/products');
    await page.locator('[data-new-product]').click();
    await page.waitForURL('**/backoffice/products/new');

    // A draft with both languages, a category and one variant with an EAN.
    await page.getByLabel('Navn (norsk bokmål)', { exact: true }).fill(name);
    await page.getByLabel('Navn (engelsk)', { exact: true }).fill(`Test scissors ${run}`);
    await page.getByLabel('Beskrivelse (norsk bokmål)', { exact: true }).fill('Skarp saks til kontoret.');
    await page.getByLabel('Beskrivelse (engelsk)', { exact: true }).fill('Sharp office scissors.');
    await page.getByLabel('Produktnummer', { exact: true }).fill(productNumber);
    await page.getByLabel('Kategori', { exact: true }).selectOption({ index: 2 });
    await page.getByLabel('Varenummer (SKU)', { exact: true }).fill(`${productNumber}-1`);
    await page.getByLabel('EAN/GTIN', { exact: true }).fill('4006381333932');
    await page.getByLabel('Lager', { exact: true }).fill('25');
    await page.locator('[data-save-product]').click();
    // A wrong check digit is marked on its field; the rest of the form keeps what was typed.
    await expect(page.locator('.field-error').first()).toContainText('Ugyldig EAN');
    expect(await page.getByLabel('Produktnummer', { exact: true }).inputValue()).toBe(productNumber);
    await page.getByLabel('EAN/GTIN', { exact: true }).fill('4006381333931');
    await page.locator('[data-save-product]').click();
    await page.waitForURL(/\/backoffice\/products\/[0-9a-f-]{36}\?created=1$/);
    expect(await page.locator('.backoffice-product').getAttribute('data-product-status')).toBe('draft');

    // A picture by the file input, then its Norwegian alt text.
    await page
      .getByLabel('Velg bildefiler')
      .setInputFiles({ name: 'saks.png', mimeType: 'image/png', buffer: testPng() });
    await expect(page.locator('[data-media-panel] [role="status"]').first()).toContainText('Bildet er lagt til');
    const item = page.locator('.product-media-item').first();
    await item.getByLabel('Alt-tekst (nb)').fill(alt);
    await item.getByRole('button', { name: 'Lagre bildet' }).click();
    await expect(page.locator('[data-media-panel] [role="status"]').first()).toContainText('Bildet er lagret');

    // A second picture dropped on the drop zone, a third pasted: files in a DataTransfer, as a browser makes them.
    const files = async (green: number) =>
      page.evaluateHandle((base64) => {
        const transfer = new DataTransfer();
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], 'bilde.png', { type: 'image/png' }));
        return transfer;
      }, testPng(green).toString('base64'));
    await page.locator('[data-drop-zone]').dispatchEvent('drop', { dataTransfer: await files(160) });
    await expect(page.locator('.product-media-item')).toHaveCount(2);
    await page.evaluate(
      (transfer) => document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer })),
      await files(220),
    );
    await expect(page.locator('.product-media-item')).toHaveCount(3);
    // The keyboard moves the last picture up; the new place is announced.
    const ids = await page.locator('.product-media-item').evaluateAll((items) => items.map((i) => i.dataset.image));
    // The buttons are disabled while the paste's upload finishes: a disabled button neither focuses nor presses.
    const up = page.locator('.product-media-item').nth(2).getByRole('button', { name: 'Flytt opp' });
    await expect(up).toBeEnabled();
    await up.focus();
    await expect(up).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-media-panel] [role="status"]').first()).toContainText('nummer 2 av 3');
    await expect
      .poll(() => page.locator('.product-media-item').evaluateAll((items) => items.map((i) => i.dataset.image)))
      .toEqual([ids[0], ids[2], ids[1]]);
    await expectAccessible(page);
    await screenshot(page, 'backoffice-product-edit');

    // Activated from the list by the bulk action.
    await page.goto(`/backoffice/products?q=${productNumber}`);
    const row = page.locator(`tr[data-product="${productNumber}"]`);
    await expect(row).toContainText('Utkast');
    await row.getByRole('checkbox').check();
    await page.getByLabel('Handling').selectOption('activate');
    await page.getByRole('button', { name: 'Utfør' }).click();
    await expect(page.getByText('1 produkt er endret.')).toBeVisible();
    await expect(row).toContainText('Aktiv');
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();

    // The buyer: the shop's search finds it, its page shows the picture with the alt text.
    const buyer = await signedIn(BUYER);
    await buyer.page.goto(`/search?q=${encodeURIComponent(name)}`);
    const link = buyer.page.getByRole('link', { name, exact: true }).first();
    await link.waitFor();
    await link.click();
    await buyer.page.waitForURL('**/product/**');
    expect(await buyer.page.locator('h1').textContent()).toBe(name);
    await expect(buyer.page.locator(`[data-gallery] img[alt="${alt}"]`).first()).toBeVisible();
    expect(buyer.problems).toEqual([]);
    await buyer.context.close();
  });

  test('a catalog manager pastes stock levels: a bad line is named and nothing saved, then the shop shows them', async ({
    signedIn,
  }) => {
    const { context, page, problems } = await signedIn(MANAGER);
    await page.goto('/backoffice/products');
    await page.locator('[data-stock-levels]').click();
    await page.waitForURL('**/backoffice/products/stock');
    const sku = `${productNumber}-1`;
    const lines = page.getByLabel('Linjer', { exact: true });
    const save = page.getByRole('button', { name: 'Lagre lagerbeholdning' });
    // As copied from a spreadsheet: a header row, and the SKU twice by mistake.
    await lines.fill(`Varenummer;Lager;Leveringstid\n${sku};37;4\n${sku};38\nUKJENT-${run};5`);
    await save.click();
    await expect(page.locator('.stock-levels-form ~ .alert-error')).toContainText('Ingenting er lagret');
    await expect(page.locator('[data-stock-problems] tr[data-row="3"]')).toContainText(
      'Varenummeret står på en linje over også',
    );
    await expect(page.locator('[data-stock-problems] tbody tr')).toHaveCount(1);
    await screenshot(page, 'backoffice-stock-problems');

    // Mended (the text is kept to mend): saved, and the SKU the shop does not have is named.
    await expect(lines).toHaveValue(new RegExp(`${sku};38`));
    await lines.fill(`${sku};37;4\nUKJENT-${run};5`);
    await save.click();
    const done = page.locator('[data-stock-done]');
    await expect(done).toContainText('Lagret: 1 endret, 0 uendret.');
    await expect(page.locator('[data-stock-unknown] li')).toHaveText([`UKJENT-${run}`]);
    await expectAccessible(page);
    await screenshot(page, 'backoffice-stock-done');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'backoffice-stock-done-390');
    expect(problems).toEqual([]);
    await context.close();

    // The buyer sees the new level on the product's page at once.
    const buyer = await signedIn(BUYER);
    await buyer.page.goto(`/search?q=${encodeURIComponent(name)}`);
    await buyer.page.getByRole('link', { name, exact: true }).first().click();
    await buyer.page.waitForURL('**/product/**');
    await expect(buyer.page.locator('.stock.in-stock').first()).toHaveText('37 på lager · Leveres om ca. 4 dager');
    expect(buyer.problems).toEqual([]);
    await buyer.context.close();
  });

  test('read-only staff see the list and a product without edit controls', async ({ signedIn }) => {
    const { context, page, problems } = await signedIn(READER);
    await page.goto('/backoffice/products');
    await page.locator('[data-products-table]').waitFor();
    expect(await page.locator('[data-new-product]').count()).toBe(0);
    expect(await page.locator('[data-stock-levels]').count()).toBe(0);
    expect((await page.request.get('/backoffice/products/stock')).status()).toBe(403);
    expect(await page.locator('[data-products-table] input[type="checkbox"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Utfør' }).count()).toBe(0);
    await page.locator('[data-products-table] tbody a').first().click();
    await page.waitForURL(/\/backoffice\/products\/[0-9a-f-]{36}$/);
    await page.locator('[data-media-panel]').waitFor();
    expect(await page.locator('[data-save-product]').count()).toBe(0);
    expect(await page.locator('[data-media-panel] input[type="file"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Lag kopi' }).count()).toBe(0);
    await expect(page.getByLabel('Produktnummer', { exact: true })).toBeDisabled();
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
