import { apiAs, expectAccessible, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

const BUYER = 'buyer@fjord.example';
const AGENT = 'agent@engros.example';

test.describe('quotes', () => {
  test('request from the cart → agent prices and sends → buyer accepts → one order at the quoted price', async ({
    signedIn,
  }) => {
    const buyer = await signedIn(BUYER);
    const agent = await signedIn(AGENT);

    // The buyer fills the cart and asks for a quote.
    await buyer.page.goto('/product/allrengjoring-basic-100605');
    const card = buyer.page.locator('.variant').first();
    await card.getByLabel('Antall').fill('40');
    await card.getByRole('button', { name: /Legg i handlekurv/ }).click();
    await card.getByRole('status').filter({ hasText: 'er lagt i handlekurven' }).waitFor();
    await buyer.page.goto('/cart');
    await buyer.page.getByText('Be om tilbud', { exact: true }).first().click();
    await buyer.page.getByLabel(/Hva ønsker du tilbud på/).fill('Pris for 40 kartonger, takk');
    await buyer.page.locator('[data-request-quote]').getByRole('button', { name: 'Be om tilbud' }).click();
    await buyer.page.waitForURL(/\/account\/quotes\/[0-9a-f-]{36}$/);
    const quoteId = buyer.page.url().split('/').pop()!;
    await buyer.page.locator('[data-quote-status="requested"]').waitFor();
    await screenshot(buyer.page, 'quote-requested');
    // In the buyer's list: no validity until the agent sets one.
    await buyer.page.goto('/account/quotes');
    await expect(buyer.page.locator(`[data-quote-id="${quoteId}"] td[data-label="Gyldig til og med"]`)).toHaveText('–');

    // The agent prices it at 10 % off its listed price and sends it.
    await agent.page.goto('/backoffice/quotes');
    await agent.page.locator(`[data-quote-id="${quoteId}"] a`).click();
    await agent.page.waitForURL(`**/backoffice/quotes/${quoteId}`);
    const editor = agent.page.locator('[data-quote-editor]');
    const priceInput = editor.getByLabel('Enhetspris (kr)').first();
    const listed = Math.round(Number(await priceInput.inputValue()) * 100);
    const quoted = Math.round(listed * 0.9);
    await priceInput.fill((quoted / 100).toFixed(2));
    const valid = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    await editor.getByLabel('Gyldig til og med').fill(valid);
    await screenshot(agent.page, 'backoffice-quote-editor');
    await editor.getByRole('button', { name: 'Send til kunden' }).click();
    await editor.getByRole('status').filter({ hasText: 'Sendt til kunden' }).waitFor();
    await expectAccessible(agent.page);

    // The buyer sees the quoted price and its validity as a date in words, and accepts with an address and date.
    await buyer.page.goto(`/account/quotes/${quoteId}`);
    await buyer.page.locator('[data-quote-status="sent"]').waitFor();
    const validDay = new Intl.DateTimeFormat('nb-NO', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${valid}T00:00:00Z`));
    await buyer.page.goto('/account/quotes');
    await expect(buyer.page.locator(`[data-quote-id="${quoteId}"] td[data-label="Gyldig til og med"]`)).toHaveText(
      validDay,
    );
    await buyer.page.goto(`/account/quotes/${quoteId}`);
    await expect(buyer.page.locator(`[data-quote-valid-until="${valid}"]`)).toContainText(validDay);
    await expectAccessible(buyer.page);
    await screenshot(buyer.page, 'quote-sent');
    const pdf = await buyer.page.request.get(`/account/quotes/${quoteId}/pdf`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const accept = buyer.page.locator('[data-quote-accept]');
    // The delivery days read as days in words; the one chosen is the order's.
    const dateChoice = accept.getByLabel('Ønsket leveringsdato');
    const chosenDate = await dateChoice.inputValue();
    expect(chosenDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await dateChoice.locator('option:checked').textContent()).toMatch(
      /^(mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag) \d{1,2}\. [a-zæøå]+$/,
    );
    await accept.getByLabel('Deres referanse (PO-nummer)').fill('PO-QUOTE-1');
    await accept.getByRole('button', { name: 'Aksepter og bestill' }).click();
    // The page is rendered again with the quote accepted (and a link to its order); a refusal would stay beside the form.
    const done = buyer.page.locator('[data-quote-status="accepted"], [data-quote-accept] [role="alert"]').first();
    await done.waitFor();
    expect(await done.getAttribute('data-quote-status'), (await done.textContent()) ?? '').toBe('accepted');
    await buyer.page.getByRole('link', { name: 'Se ordren' }).waitFor();
    await screenshot(buyer.page, 'quote-accepted');

    const { api } = await apiAs(BUYER);
    const quote = await api.getQuote({ path: { quoteId } });
    expect(quote.status).toBe('accepted');
    expect(quote.orderId).toBeTruthy();
    const orders = await api.listOrders({
      query: { pid: (await apiAs(BUYER)).contactId, customerId: quote.customerId, skip: 0, take: 5 },
    });
    const order = orders.items.find((o) => o.id === quote.orderId);
    expect(order?.purchaseOrderNumber).toBe('PO-QUOTE-1');
    expect(order?.requestedDeliveryDate).toBe(chosenDate);
    const full = await api.getOrder({ query: { orderId: quote.orderId!, department: order!.department } });
    expect(full.lines[0]).toMatchObject({ quantity: 40, unitPrice: quoted, agreement: { kind: 'quote' } });
    expect(buyer.problems).toEqual([]);
    expect(agent.problems).toEqual([]);
    await buyer.context.close();
    await agent.context.close();
  });

  test('customers cannot reach the back office quotes', async ({ signedIn }) => {
    const { page, context } = await signedIn(BUYER);
    await page.goto('/backoffice/quotes');
    await page.locator('[data-backoffice="forbidden"]').waitFor();
    await context.close();
  });
});
