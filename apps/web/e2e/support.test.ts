// Support: a customer and an agent chatting live (two browsers), tickets with answers and internal notes, and
// the back office's door (checked against the API where it matters).
import { type ApiClient, createClient, type Ticket } from '@engros/client';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, e2e, expectAccessible, screenshot, signIn } from './support/browser';
import { expect, test } from './support/fixtures';

type Person = { api: ApiClient; contactId: string; customerId: string };
const people = new Map<string, Promise<Person>>();

/** The API as a demo person (one sign-in per person and file). */
function apiAs(email: string): Promise<Person> {
  let person = people.get(email);
  if (!person) {
    person = (async () => {
      const { apiUrl, shopSecret } = e2e();
      const signedIn = await createClient({ baseUrl: apiUrl, shopSecret }).checkUser({
        body: { email, password: DEMO_PASSWORD },
      });
      return {
        api: createClient({ baseUrl: apiUrl, accessToken: signedIn.accessToken, language: 'nb' }),
        contactId: signedIn.contactId,
        customerId: signedIn.companies[0]?.customerId ?? '',
      };
    })();
    people.set(email, person);
  }
  return person;
}
const BUYER = 'buyer@nordlys.example';
const AGENT = 'agent@engros.example';

/** Opens the console and waits until its queue stream is connected (so "live" below means live). */
async function openConsole(page: Page, path = '/backoffice/support') {
  await page.goto(path);
  await page.locator('[data-queue-live="live"]').waitFor({ timeout: 10_000 });
}

test.describe('live chat between a customer and an agent', () => {
  test('reaches the agent live, the answer reaches the customer without a reload, and the transcript is kept', async ({
    browse,
    signedIn,
  }) => {
    const customer = await browse();
    const agent = await signedIn(AGENT);
    // The agent has no company; the header offers the back office.
    await agent.page.locator('[data-backoffice-link]').click();
    await agent.page.waitForURL('**/backoffice/support');
    await openConsole(agent.page);
    expect(await agent.page.locator('[data-chat-widget]').count()).toBe(0); // agents answer here, not in a widget

    await signIn(customer.page, BUYER);
    const question = `Hvor blir pallen av? ${Date.now()}`;
    await customer.page.getByRole('button', { name: 'Chat med kundeservice' }).click();
    await customer.page.getByLabel('Melding', { exact: true }).fill(question);
    await customer.page.getByRole('button', { name: 'Start chat' }).click();
    const customerPanel = customer.page.locator('.chat-widget .chat-panel');
    await customerPanel.locator('.chat-message.own', { hasText: question }).waitFor();
    const chatId = (await customerPanel.getAttribute('data-chat-id')) ?? '';
    expect(chatId).toMatch(/^[0-9a-f-]{36}$/);
    await screenshot(customer.page, 'support-widget');

    // The agent's queue shows the new chat without a reload.
    const queued = agent.page.locator(`[data-queue="chats"] li[data-chat-id="${chatId}"]`);
    await queued.waitFor({ timeout: 5_000 });
    expect(await queued.textContent()).toContain('Venter på svar');
    const ticketId = (await queued.getAttribute('data-ticket-id')) ?? '';
    await queued.getByRole('link').click();
    await agent.page.waitForURL(`**/backoffice/support/${ticketId}`);

    // Take it: the ticket is the agent's at the API.
    const agentApi = await apiAs(AGENT);
    await agent.page.getByRole('button', { name: 'Ta saken' }).click();
    await agent.page.getByRole('status').filter({ hasText: 'Saken er tildelt.' }).waitFor();
    const taken = await agentApi.api.getTicket({ path: { ticketId } });
    expect(taken.assignee?.contactId).toBe(agentApi.contactId);

    // Beside the conversation: the customer's company, recent orders and open cart, as the API has them.
    const context = await agentApi.api.getTicketContext({ path: { ticketId } });
    const aside = agent.page.locator('[data-customer-context]');
    expect(await aside.textContent()).toContain(context.company.name);
    expect(await aside.textContent()).toContain(context.contact.email);
    expect(await aside.locator('[data-context-orders] li').count()).toBe(context.recentOrders.length);

    // The agent answers in the chat; the customer sees it within a few seconds, without reloading.
    const agentPanel = agent.page.locator('.console-chat .chat-panel');
    await agentPanel.locator('.chat-message', { hasText: question }).waitFor();
    const answer = `Den er på vei, kommer i morgen ${Date.now()}`;
    await agentPanel.getByLabel('Melding', { exact: true }).fill(answer);
    const sentAt = Date.now();
    await agentPanel.getByRole('button', { name: 'Send' }).click();
    await customerPanel
      .locator('.chat-message[data-author-kind="agent"]', { hasText: answer })
      .waitFor({ timeout: 5_000 });
    expect(Date.now() - sentAt).toBeLessThan(5_000);

    // And back: the customer's reply reaches the agent's open page live.
    const thanks = `Takk for hjelpen ${Date.now()}`;
    await customerPanel.getByLabel('Melding', { exact: true }).fill(thanks);
    await customerPanel.getByLabel('Melding', { exact: true }).press('Enter');
    await agentPanel
      .locator('.chat-message[data-author-kind="customer"]', { hasText: thanks })
      .waitFor({ timeout: 5_000 });
    await screenshot(agent.page, 'support-console-chat');
    await expectAccessible(agent.page);
    await expectAccessible(customer.page);

    // The customer ends the chat; the agent's side shows it ended, live.
    await customerPanel.getByRole('button', { name: 'Avslutt chatten' }).click();
    await customer.page.locator('.chat-after').getByText('Chatten er avsluttet').waitFor();
    // The chat's `ended` event and the console's own render after the queue change race; either way the panel
    // stays and says the chat ended, and so it does after a reload (until it is a quarter of an hour old).
    const endedPanel = agent.page.locator('.console-chat .chat-panel[data-chat-status="ended"]');
    await endedPanel.waitFor({ timeout: 5_000 });
    await agent.page.reload();
    await endedPanel.locator('.chat-system').waitFor();
    expect(await endedPanel.getAttribute('data-chat-id')).toBe(chatId);
    expect(await endedPanel.getByRole('button', { name: 'Send' }).count()).toBe(0);

    // The transcript is on the ticket, at the API and on the customer's ticket page.
    const buyer = await apiAs(BUYER);
    const ticket = await buyer.api.getTicket({ path: { ticketId } });
    const transcript = ticket.chats.find((c) => c.id === chatId);
    expect(transcript?.status).toBe('ended');
    expect(transcript?.messages.map((m) => [m.kind, m.author.kind, m.body])).toEqual([
      ['message', 'customer', question],
      ['message', 'agent', answer],
      ['message', 'customer', thanks],
      ['ended', 'customer', ''],
    ]);
    // The relay hands a reconnect's Last-Event-ID to the API: only what came after it (the stream of an ended
    // chat ends after its `ended` event, so the whole answer can be read).
    const replay = await customer.context.request.get(`/api/support/chats/${chatId}/events`, {
      headers: { accept: 'text/event-stream', 'last-event-id': '2' },
    });
    expect(replay.status()).toBe(200);
    expect(replay.headers()['content-type']).toContain('text/event-stream');
    const ids = [...(await replay.text()).matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(ids).toEqual([3, 4]);

    await customer.page.getByRole('link', { name: 'Se saken' }).click();
    await customer.page.waitForURL(`**/account/support/${ticketId}`);
    const onPage = customer.page.locator(`[data-transcript="${chatId}"]`);
    for (const text of [question, answer, thanks]) expect(await onPage.textContent()).toContain(text);
    await screenshot(customer.page, 'support-ticket-transcript');

    // A new page has no chat open any more (the ended one is forgotten).
    await customer.page.goto('/');
    await customer.page.getByRole('button', { name: 'Chat med kundeservice' }).click();
    await customer.page.getByRole('button', { name: 'Start chat' }).waitFor();

    expect(customer.problems).toEqual([]);
    expect(agent.problems).toEqual([]);
    await customer.context.close();
    await agent.context.close();
  });

  test('picks an open chat up again after a reload, with what was said meanwhile', async ({ signedIn }) => {
    const customer = await signedIn(BUYER, { viewport: { width: 390, height: 844 } });
    await customer.page.getByRole('button', { name: 'Chat med kundeservice' }).click();
    await customer.page.getByLabel('Melding', { exact: true }).fill('Et spørsmål om faktura');
    await customer.page.getByRole('button', { name: 'Start chat' }).click();
    const panel = customer.page.locator('.chat-widget .chat-panel');
    await panel.locator('.chat-message.own').waitFor();
    const chatId = (await panel.getAttribute('data-chat-id')) ?? '';
    await screenshot(customer.page, 'support-widget-phone');
    await expectAccessible(customer.page);

    // The agent answers through the API while the customer is on another page.
    await customer.page.goto('/cart');
    const agentApi = await apiAs(AGENT);
    await agentApi.api.addAgentChatMessage({ body: { chatId, body: 'Hvilket fakturanummer gjelder det?' } });
    await customer.page.reload();
    const again = customer.page.locator(`.chat-widget .chat-panel[data-chat-id="${chatId}"]`);
    await again.locator('.chat-message[data-author-kind="agent"]', { hasText: 'fakturanummer' }).waitFor();
    expect(await customer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await agentApi.api.endChat({ body: { chatId } });
    // The agent ended it: the customer's open widget says so without a reload.
    await again.locator('.chat-system').waitFor({ timeout: 5_000 });
    expect(customer.problems).toEqual([]);
    await customer.context.close();
  });
});

test.describe('tickets in the account and the console', () => {
  test('a customer raises a ticket; the agent answers and notes; the customer sees the answer, never the note', async ({
    browse,
    signedIn,
  }) => {
    const customer = await signedIn(BUYER);
    const agent = await browse();
    const buyer = await apiAs(BUYER);
    const [firstOrder] = (
      await buyer.api.listOrders({
        query: { pid: buyer.contactId, customerId: buyer.customerId, skip: 0, take: 1 },
      })
    ).items;

    const subject = `Feil på fakturaen ${Date.now()}`;
    await customer.page.goto('/account/support');
    await customer.page.getByRole('link', { name: 'Ny sak' }).click();
    await customer.page.waitForURL('**/account/support/new');
    await customer.page.getByLabel('Emne').fill(subject);
    await customer.page.getByLabel('Kategori').selectOption('invoice');
    if (firstOrder) await customer.page.getByLabel('Gjelder bestilling (valgfritt)').selectOption(firstOrder.id);
    await customer.page.getByLabel('Beskriv saken').fill('Beløpet stemmer ikke med avtalen.');
    await screenshot(customer.page, 'support-new-ticket');
    await expectAccessible(customer.page);
    await customer.page.getByRole('button', { name: 'Send saken' }).click();
    await customer.page.waitForURL('**/account/support/*?created=1');
    const ticketId = new URL(customer.page.url()).pathname.split('/').pop() ?? '';
    const created = await buyer.api.getTicket({ path: { ticketId } });
    expect(created).toMatchObject({ subject, category: 'invoice', status: 'open', contactId: buyer.contactId });
    if (firstOrder) expect(created.orderId).toBe(firstOrder.id);

    // The list shows it first (newest first, as the API pages it).
    await customer.page.goto('/account/support');
    const search = await buyer.api.searchTickets({
      query: { query: '', customerId: buyer.customerId, contactId: buyer.contactId, pageSize: 20 },
    });
    const rows = customer.page.locator('tr[data-ticket-id]');
    expect(await rows.count()).toBe(search.items.length);
    expect(await rows.first().getAttribute('data-ticket-id')).toBe(ticketId);
    await screenshot(customer.page, 'support-tickets');
    await expectAccessible(customer.page);

    // The agent answers and writes an internal note, from the queue.
    await signIn(agent.page, AGENT);
    await openConsole(agent.page);
    await agent.page.locator(`[data-queue="tickets"] li[data-ticket-id="${ticketId}"] a`).click();
    await agent.page.waitForURL(`**/backoffice/support/${ticketId}`);
    const reply = `Vi har sendt en kreditnota ${Date.now()}`;
    const note = `INTERNT: kunden har hatt feil pris siden mars ${Date.now()}`;
    await agent.page.getByLabel('Svar kunden').fill(reply);
    await agent.page.getByRole('button', { name: 'Send svar' }).click();
    await agent.page.getByRole('status').filter({ hasText: 'Svaret er sendt til kunden.' }).waitFor();
    await agent.page.getByLabel('Intern notat').fill(note);
    await agent.page.getByRole('button', { name: 'Lagre notat' }).click();
    await agent.page.getByRole('status').filter({ hasText: 'Notatet er lagret.' }).waitFor();
    await agent.page.locator('.ticket-comment[data-internal="true"]', { hasText: note }).waitFor();
    await agent.page.getByLabel('Endre status').selectOption('waiting_for_customer');
    await agent.page.getByRole('button', { name: 'Lagre status' }).click();
    await agent.page.getByRole('status').filter({ hasText: 'Statusen er endret.' }).waitFor();
    await screenshot(agent.page, 'support-console-ticket');
    await expectAccessible(agent.page);
    // The console works at phone width too: one column, no sideways scrolling.
    await agent.page.setViewportSize({ width: 390, height: 844 });
    expect(await agent.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(agent.page, 'support-console-phone');
    await agent.page.setViewportSize({ width: 1280, height: 900 });

    const agentApi = await apiAs(AGENT);
    const seenByAgent: Ticket = await agentApi.api.getTicket({ path: { ticketId } });
    expect(seenByAgent.status).toBe('waiting_for_customer');
    expect(seenByAgent.comments.map((c) => [c.body, c.isInternal])).toEqual([
      [reply, false],
      [note, true],
    ]);

    // The customer sees the answer and the new status, and the note is nowhere in the page (HTML and RSC data).
    const response = await customer.page.goto(`/account/support/${ticketId}`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(reply);
    expect(html).not.toContain(note);
    expect(await customer.page.content()).not.toContain(note);
    expect(await customer.page.locator('.ticket-facts').textContent()).toContain('Venter på deg');
    await screenshot(customer.page, 'support-ticket');
    await expectAccessible(customer.page);

    // The customer answers; the API opens the ticket again.
    await customer.page.getByLabel('Skriv et svar').fill('Takk, det ser riktig ut nå.');
    await customer.page.getByRole('button', { name: 'Send', exact: true }).click();
    await customer.page.getByRole('status').filter({ hasText: 'Svaret er sendt.' }).waitFor();
    expect((await buyer.api.getTicket({ path: { ticketId } })).status).toBe('open');

    expect(customer.problems).toEqual([]);
    expect(agent.problems).toEqual([]);
    await customer.context.close();
    await agent.context.close();
  });
});

test.describe('the back office door', () => {
  test('refuses customers, sends visitors to sign in, and its streams refuse customers too', async ({
    browse,
    signedIn,
  }) => {
    const visitor = await browse();
    await visitor.page.goto('/backoffice/support');
    await visitor.page.waitForURL(/\/login\?returnTo=/);
    expect(decodeURIComponent(new URL(visitor.page.url()).searchParams.get('returnTo') ?? '')).toBe(
      '/backoffice/support',
    );

    const customer = await signedIn(BUYER);
    expect(await customer.page.locator('[data-backoffice-link]').count()).toBe(0);
    await customer.page.goto('/backoffice/support');
    await customer.page.getByRole('heading', { name: 'Ingen tilgang' }).waitFor();
    expect(await customer.page.locator('[data-backoffice="forbidden"]').count()).toBe(1);
    expect(await customer.page.locator('[data-queue]').count()).toBe(0);
    await screenshot(customer.page, 'support-backoffice-refused');
    // The queue relay answers the API's 403; a visitor's stream request 401.
    const asCustomer = await customer.context.request.get('/api/support/queue/events');
    expect(asCustomer.status()).toBe(403);
    const asVisitor = await visitor.context.request.get('/api/support/queue/events');
    expect(asVisitor.status()).toBe(401);
    // The back office answers customers with a 403 page, which the browser logs as a failed load: expected here.
    expect(customer.problems.filter((p) => !p.includes('status of 403'))).toEqual([]);
    await customer.context.close();
    await visitor.context.close();
  });
});
