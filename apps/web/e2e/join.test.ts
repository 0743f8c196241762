// Joining a company by e-mail domain in the browser: a new person asks, confirms by the mailed link (mailbox
// stand-in), the Nordlys admin approves as buyer, and the person signs in by e-mail link as a member.
import { type ApiClient, createClient } from '@engros/client';
import { DEMO_PASSWORD, e2e, expectAccessible, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

type Mail = { to: string[]; subject: string; text: string; receivedAt: string };
async function waitForMail(address: string, subject: RegExp): Promise<Mail> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${e2e().mailboxUrl}/api/messages?to=${encodeURIComponent(address)}`);
    const mail = ((await response.json()) as { messages: Mail[] }).messages.find((m) => subject.test(m.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${address}`);
}

async function adminApi(): Promise<{ api: ApiClient; customerId: string }> {
  const { apiUrl, shopSecret } = e2e();
  const signedIn = await createClient({ baseUrl: apiUrl, shopSecret }).checkUser({
    body: { email: 'admin@nordlys.example', password: DEMO_PASSWORD },
  });
  return {
    api: createClient({ baseUrl: apiUrl, accessToken: signedIn.accessToken }),
    customerId: signedIn.companies[0]?.customerId ?? '',
  };
}

test.describe('joining a company', () => {
  test('ask → confirm by mail → the admin approves → the person is a buyer of the company', async ({
    browse,
    signedIn,
  }) => {
    const email = `nora.${Date.now()}@nordlys.example`;
    const person = await browse();
    await person.page.goto('/login');
    await person.page.getByRole('link', { name: 'Ny hos oss? Be om tilgang til firmaet ditt' }).click();
    await person.page.waitForURL('**/join');
    const form = person.page.locator('[data-join-form]');
    await form.getByLabel('E-post på jobben').fill(email);
    await form.getByLabel('Fornavn').fill('Nora');
    await form.getByLabel('Etternavn').fill('Ny');
    await expectAccessible(person.page);
    await form.getByRole('button', { name: 'Be om tilgang' }).click();
    await person.page.locator('[data-join-sent]').waitFor();
    const mail = await waitForMail(email, /Bekreft e-postadressen/);
    const link = /(https?:\/\/\S+\/join\/verify\?token=[\w-]+)/.exec(mail.text)?.[1] ?? '';
    expect(link).not.toBe('');
    await person.page.goto(new URL(link).pathname + new URL(link).search);
    await person.page.locator('[data-join-verified]').waitFor();
    expect(await person.page.locator('[data-join-verified]').textContent()).toContain('Nordlys Dagligvare AS');
    await screenshot(person.page, 'join-verified');

    const admin = await signedIn('admin@nordlys.example');
    await admin.page.goto('/account/contacts');
    const request = admin.page.locator('.join-requests li').filter({ hasText: email });
    await request.waitFor();
    await screenshot(admin.page, 'join-requests');
    await request.getByRole('button', { name: 'Godkjenn' }).click();
    await request.waitFor({ state: 'detached' });
    const { api, customerId } = await adminApi();
    const members = await api.listContacts({ path: { customerId } });
    expect(members.contacts.find((m) => m.email === email)).toMatchObject({ role: 'buyer', status: 'active' });
    await waitForMail(email, /Du har fått tilgang/);
    expect(person.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
    await person.context.close();
    await admin.context.close();
  });
});
