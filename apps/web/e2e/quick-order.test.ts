// Quick order: typed rows, pasted lines and an uploaded CSV checked against the catalog; the valid lines land in
// the cart (checked at the API), the others are listed with the API's reason and stay in the form.
import { type ApiClient, createClient } from '@engros/client';
import { DEMO_PASSWORD, e2e, expectAccessible, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

type Person = { api: ApiClient; contactId: string; customerId: string };

async function buyerApi(): Promise<Person> {
  const { apiUrl, shopSecret } = e2e();
  const signedIn = await createClient({ baseUrl: apiUrl, shopSecret }).checkUser({
    body: { email: 'buyer@nordlys.example', password: DEMO_PASSWORD },
  });
  return {
    api: createClient({ baseUrl: apiUrl, accessToken: signedIn.accessToken, language: 'nb' }),
    contactId: signedIn.contactId,
    customerId: signedIn.companies[0]?.customerId ?? '',
  };
}

/** SKUs the company can order now (priced, not prescription-only), from the first products of the listing. */
async function orderableSkus({ api, customerId }: Person, count: number): Promise<string[]> {
  const list = await api.listProducts({ query: { customerId, pageSize: 24, sort: 'name' } });
  const skus: string[] = [];
  for (const card of list.items) {
    if (!card.fromPrice) continue;
    const product = await api.getProduct({ path: { productId: card.id }, query: { customerId } });
    if (product.isPrescriptionOnly) continue;
    const variant = product.variants.find((v) => v.price);
    if (variant) skus.push(variant.sku);
    if (skus.length === count) return skus;
  }
  throw new Error('not enough orderable SKUs in the demo catalog');
}

const quantityOf = async ({ api, contactId, customerId }: Person, sku: string) =>
  (await api.getCart({ query: { pid: contactId, customerId } })).lines.find((l) => l.sku === sku)?.quantity ?? 0;

test.describe('quick order', () => {
  test('checks typed, pasted and uploaded lines, adds the valid ones and keeps the rest in the form', async ({
    signedIn,
  }) => {
    const person = await buyerApi();
    const [a = '', b = ''] = await orderableSkus(person, 2);
    const before = { a: await quantityOf(person, a), b: await quantityOf(person, b) };

    const { context, page, problems } = await signedIn('buyer@nordlys.example');
    await page.getByRole('link', { name: 'Hurtigbestilling' }).click();
    await page.waitForURL('**/quick-order');
    await page.getByRole('heading', { name: 'Hurtigbestilling', level: 1 }).waitFor();

    await page.getByLabel('Varenummer Linje 1', { exact: true }).fill(a);
    await page.getByLabel('Antall Linje 1', { exact: true }).fill('2');
    await page.getByLabel('Lim inn linjer').fill(`Varenummer;Antall\n${b};3\nFINNES-IKKE-1;1\n${a},abc`);

    // Check: verdicts per line, nothing written.
    await page.getByRole('button', { name: 'Kontroller' }).click();
    const message = page.locator('[data-quick-order-message]');
    await message.filter({ hasText: '2 av 4 linjer kan bestilles' }).waitFor();
    const unknown = page.locator('tr[data-result-sku="FINNES-IKKE-1"]');
    expect(await unknown.getAttribute('data-result-status')).toBe('problem');
    expect(await unknown.textContent()).toContain('Varenummeret finnes ikke.'); // the API's reason, in Norwegian
    expect(await page.locator('tr[data-result-status="problem"]').nth(1).textContent()).toContain(
      'Antallet må være et helt tall',
    );
    expect(await page.getByLabel('Varenummer Linje 1', { exact: true }).inputValue()).toBe(a); // typed values kept
    expect(await page.getByLabel('Lim inn linjer').inputValue()).toContain('FINNES-IKKE-1;1');
    expect(await quantityOf(person, a)).toBe(before.a);
    await screenshot(page, 'quick-order-check');

    // Add, with a CSV file too (the same SKU as row 1: the quantities are summed).
    await page.getByLabel('Last opp CSV-fil').setInputFiles({
      name: 'bestilling.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${a}\t4\r\n`),
    });
    await page.getByRole('button', { name: 'Legg gyldige linjer i handlekurven' }).click();
    await message.filter({ hasText: '3 av 5 linjer er lagt i handlekurven' }).waitFor();
    expect(await page.locator('tr[data-result-status="added"]').count()).toBe(3);
    expect(await quantityOf(person, a)).toBe(before.a + 6);
    expect(await quantityOf(person, b)).toBe(before.b + 3);
    const unknownCart = await person.api.getCart({
      query: { pid: person.contactId, customerId: person.customerId },
    });
    expect(unknownCart.lines.some((l) => l.sku === 'FINNES-IKKE-1')).toBe(false);

    // Only the lines that were not added stay, so a second click cannot add the rest twice.
    expect(await page.getByLabel('Varenummer Linje 1', { exact: true }).inputValue()).toBe('');
    expect((await page.getByLabel('Lim inn linjer').inputValue()).split('\n')).toEqual(['FINNES-IKKE-1;1', `${a},abc`]);
    await screenshot(page, 'quick-order-added');
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('works at phone width and in English', async ({ signedIn }) => {
    const { context, page, problems } = await signedIn('buyer@nordlys.example', {
      viewport: { width: 390, height: 844 },
    });
    await page.goto('/quick-order');
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('heading', { name: 'Quick order', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add valid lines to the cart' }).click();
    await page
      .locator('[data-quick-order-message][role="alert"]')
      .filter({ hasText: 'Enter at least one line' })
      .waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'quick-order-phone');
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
