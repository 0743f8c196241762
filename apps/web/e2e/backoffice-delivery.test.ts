// The back office's delivery tables in the browser: a catalog manager looks up the next delivery date of a Danish
// zip code, makes that day a holiday and sees the preview move to the next date, then removes the holiday and sees
// it come back (checked against the API). Denmark: no other browser test delivers there, so the holiday never
// moves another test's dates; the holiday is removed after the test even when a step failed.
import { apiAs, expectAccessible, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

const CATALOG = 'katalog@engros.example';
const READER = 'revisor@engros.example';
const MARKET = 'DK';
const ZIP = '5000'; // Odense: the Funen route, Monday, Wednesday and Friday
const NAME = { nb: 'Testdag for levering', en: 'Delivery test day' };

let holidayDate: string | undefined;

test.afterAll(async () => {
  if (!holidayDate) return;
  const { api } = await apiAs(CATALOG);
  const year = Number(holidayDate.slice(0, 4));
  const list = await api.listHolidays({ query: { market: MARKET, year } });
  if (list.holidays.some((h) => h.date === holidayDate && h.name.nb === NAME.nb)) {
    await api.deleteHoliday({ path: { market: MARKET, date: holidayDate } });
  }
});

test.describe('back office: delivery and markets', () => {
  test('a holiday on the next delivery date moves the preview to the next date, and back when removed', async ({
    signedIn,
  }) => {
    const staff = await signedIn(CATALOG);
    const { page } = staff;
    const previewDates = async () => {
      await page.goto('/backoffice/delivery/preview');
      const form = page.locator('[data-preview-form]');
      await form.getByLabel('Marked').selectOption(MARKET);
      await form.getByLabel('Postnummer').fill(ZIP);
      await form.getByRole('button', { name: 'Vis datoer' }).click();
      await page.waitForURL(/zipCode=5000/);
      await page.locator('[data-preview-route="DK-FYN"]').waitFor();
      return page
        .locator('tr[data-delivery-date]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-delivery-date') ?? ''));
    };

    const before = await previewDates();
    expect(before.length).toBe(10);
    const [first, second] = before as [string, string];
    holidayDate = first;
    await expectAccessible(page);
    await screenshot(page, 'backoffice-delivery-preview');

    // The holiday, through the holidays page of the date's year.
    await page.goto(`/backoffice/delivery/holidays?market=${MARKET}&year=${first.slice(0, 4)}`);
    const add = page.locator('[data-delivery-form="holiday-add"]');
    await add.getByLabel('Dato').fill(first);
    await add.getByLabel('Navn (norsk)').fill(NAME.nb);
    await add.getByLabel('Navn (engelsk)').fill(NAME.en);
    await add.getByRole('button', { name: 'Legg til helligdag' }).click();
    await add.getByRole('status').filter({ hasText: 'Helligdagen er lagt til.' }).waitFor();
    await page.locator(`tr[data-holiday="${first}"]`).filter({ hasText: NAME.nb }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'backoffice-delivery-holiday-added');

    const moved = await previewDates();
    expect(moved[0]).toBe(second);
    expect(moved).not.toContain(first);
    expect(await page.locator('[data-preview-holidays]').textContent()).toContain(NAME.nb);
    const { api } = await apiAs(CATALOG);
    const seen = await api.previewDeliveryDates({ query: { market: MARKET, zipCode: ZIP, count: 1 } });
    expect(seen.dates[0]?.date).toBe(second);

    // Removed again: the date is back.
    await page.goto(`/backoffice/delivery/holidays?market=${MARKET}&year=${first.slice(0, 4)}`);
    const row = page.locator(`tr[data-holiday="${first}"]`);
    await row.getByRole('button', { name: 'Fjern' }).click();
    await row.waitFor({ state: 'detached' });
    expect((await previewDates())[0]).toBe(first);
    holidayDate = undefined;
    expect(staff.problems).toEqual([]);
  });

  test('read-only staff see the tables without forms; only administrators edit VAT', async ({ signedIn }) => {
    const reader = await signedIn(READER);
    for (const path of ['/backoffice/delivery', '/backoffice/delivery/holidays', '/backoffice/delivery/shipping']) {
      await reader.page.goto(path);
      await reader.page.locator('[data-delivery-page]').waitFor();
      expect(await reader.page.locator('[data-delivery-form]').count(), path).toBe(0);
    }
    await reader.page.goto('/backoffice/delivery');
    expect(await reader.page.locator('tr[data-route="NO-OSL"] [data-cut-off]').textContent()).toBe('14:00');
    await screenshot(reader.page, 'backoffice-delivery-routes-read-only');
    await reader.page.goto('/backoffice/delivery/markets');
    expect(await reader.page.locator('tr[data-market="SE"] [data-vat="reduced"]').textContent()).toBe('12');
    expect(await reader.page.locator('[data-delivery-form]').count()).toBe(0);
    await expectAccessible(reader.page);
    const catalog = await signedIn(CATALOG);
    await catalog.page.goto('/backoffice/delivery/markets');
    await catalog.page.locator('[data-delivery-page="markets"]').waitFor();
    expect(await catalog.page.locator('[data-delivery-form="market-vat"]').count()).toBe(0);
    await catalog.page.goto('/backoffice/delivery?market=SE');
    expect(await catalog.page.locator('[data-delivery-form="route-add"]').count()).toBe(1);
    // Gotland lies inside Central Sweden: both listed, the nested one with its own weekday.
    expect(await catalog.page.locator('tr[data-route="SE-GOTL"] [data-weekdays]').textContent()).toBe('tor');
    // A range that crosses Gotland's is refused, with the reason on the field it names; nothing is added.
    const add = catalog.page.locator('[data-delivery-form="route-add"]');
    await add.getByLabel('Kode').fill('SE-TEST');
    await add.getByLabel('Navn (norsk)').fill('Testrute');
    await add.getByLabel('Navn (engelsk)').fill('Test route');
    await add.getByLabel('Fra postnummer').fill('61000');
    await add.getByLabel('Til postnummer').fill('62500');
    await add.getByLabel('man', { exact: true }).check();
    await add.getByRole('button', { name: 'Legg til rute' }).click();
    await add.getByRole('alert').filter({ hasText: 'Området overlapper ruten SE-GOTL.' }).waitFor();
    const from = add.getByLabel('Fra postnummer');
    expect(await from.getAttribute('aria-invalid')).toBe('true');
    const described = (await from.getAttribute('aria-describedby')) ?? '';
    expect(await catalog.page.locator(`[id="${described}"]`).textContent()).toBe('Området overlapper ruten SE-GOTL.');
    expect(await catalog.page.locator('tr[data-route="SE-TEST"]').count()).toBe(0);
    // What was typed is still there to correct.
    expect(await add.getByLabel('Til postnummer').inputValue()).toBe('62500');
    expect(await add.getByLabel('man', { exact: true }).isChecked()).toBe(true);
    await catalog.page.locator('tr[data-route="SE-GOTL"] summary').click();
    await expectAccessible(catalog.page);
    await screenshot(catalog.page, 'backoffice-delivery-routes');
    await catalog.page.goto('/backoffice/delivery/shipping');
    await catalog.page.locator('[data-shipping-method="express"] [data-fee="SE"]').waitFor();
    await expectAccessible(catalog.page);
    await screenshot(catalog.page, 'backoffice-delivery-shipping');
    expect([...reader.problems, ...catalog.problems]).toEqual([]);
  });
});
