// E-mail link sign-in (Auth.js e-mail provider over the API's adapter calls; the API mails the link to the
// mailbox stand-in) and the Auth.js library endpoints the spec lists.
import { createClient } from '@engros/client';
import type { BrowserContext } from '@playwright/test';
import { decode, type JWT } from 'next-auth/jwt';
import { e2e, expectAccessible, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

const SESSION_COOKIE = 'authjs.session-token';

async function sessionToken(context: BrowserContext): Promise<JWT | null> {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  if (!cookie) return null;
  return decode({ token: cookie.value, secret: e2e().authSecret, salt: SESSION_COOKIE });
}

type Mail = { id: string; to: string[]; subject: string; text: string; receivedAt: string };

async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${e2e().mailboxUrl}/api/messages?to=${encodeURIComponent(address)}`);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

/** Waits for a mail to `address` newer than `after` (the API sends sign-in links at once). */
async function waitForMail(address: string, after: string): Promise<Mail> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(address)).find((m) => m.receivedAt > after);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${address}`);
}

const linkIn = (mail: Mail) => /(https?:\/\/\S+\/api\/auth\/callback\/email\?\S+)/.exec(mail.text)?.[1] ?? '';

async function askForLink(page: import('@playwright/test').Page, email: string) {
  await page.goto('/login');
  await page.locator('#link-email').fill(email);
  await page.getByRole('button', { name: 'Send innloggingslenke' }).click();
}

test.describe('e-mail link sign-in', () => {
  const email = 'admin@fjord.example';

  test('mails a link through the API, signs in with it once, and refuses it the second time', async ({ browse }) => {
    const { context, page, problems } = await browse();
    const before = new Date().toISOString();
    await askForLink(page, email);
    await page.waitForURL('**/login/verify-request**');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sjekk e-posten din');
    await expectAccessible(page);
    await screenshot(page, 'sign-in-check-email');

    const mail = await waitForMail(email, before);
    expect(mail.subject).toBe('Logg inn i Engros');
    const link = linkIn(mail);
    expect(link).toContain(`${e2e().webUrl}/api/auth/callback/email?`);
    expect(new URL(link).searchParams.get('email')).toBe(email);

    await page.goto(link);
    await page.locator('[data-session="authenticated"]').waitFor();
    expect(await page.locator('[data-session="authenticated"]').textContent()).toContain('Fjord Catering AS');
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session.user.email).toBe(email);
    const token = await sessionToken(context);
    expect(token?.api?.method).toBe('email');
    // The API issued a real session for this person, and the address is verified now.
    const api = createClient({ baseUrl: e2e().apiUrl, shopSecret: e2e().shopSecret });
    const contact = await api.getContact({ path: { contactId: token?.contactId ?? '' } });
    expect(contact.email).toBe(email);
    expect(contact.emailVerifiedAt).not.toBeNull();
    const me = createClient({ baseUrl: e2e().apiUrl, accessToken: token?.api?.accessToken });
    expect((await me.listMyPasskeys()).items).toBeInstanceOf(Array);
    expect(problems).toEqual([]);
    await context.close();

    // The link works once: another browser opening it lands on the sign-in page with Auth.js's Verification text.
    const second = await browse();
    await second.page.goto(link);
    await second.page.waitForURL('**/login?**');
    expect(new URL(second.page.url()).searchParams.get('error')).toBe('Verification');
    expect(await second.page.getByRole('alert').first().textContent()).toBe(
      'Innloggingslenken er ikke lenger gyldig. Den kan være brukt eller utløpt.',
    );
    expect(await second.page.locator('[data-session]').getAttribute('data-session')).toBe('unauthenticated');
    expect(await sessionToken(second.context)).toBeNull();
    await second.context.close();
  });

  test('answers an unknown address the same way and mails nothing; a malformed one keeps the typed value', async ({
    browse,
  }) => {
    const { context, page, problems } = await browse();
    const unknown = 'nobody-here@fjord.example';
    await askForLink(page, unknown);
    await page.waitForURL('**/login/verify-request**');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo(unknown)).toEqual([]);

    await askForLink(page, 'someone@localhost');
    const alert = page.locator('#email-link-error');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Skriv inn en gyldig e-postadresse.');
    expect(await page.locator('#link-email').inputValue()).toBe('someone@localhost');
    await expectAccessible(page);
    await screenshot(page, 'sign-in-options');
    // Phone width: the four ways in stack, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'sign-in-options-phone');
    expect(problems).toEqual([]);
    await context.close();
  });
});

test.describe('the Auth.js endpoints', () => {
  test('lists the providers and answers csrf, session, verify-request and error', async () => {
    const { webUrl } = e2e();
    const providers = await (await fetch(`${webUrl}/api/auth/providers`)).json();
    expect(Object.keys(providers).sort()).toEqual(['email', 'idporten', 'passkey', 'password', 'punchout']);
    expect(providers.passkey.type).toBe('webauthn');
    expect(providers.email.type).toBe('email');
    const csrf = await (await fetch(`${webUrl}/api/auth/csrf`)).json();
    expect(csrf.csrfToken).toMatch(/^[0-9a-f]{64}$/);
    expect(await (await fetch(`${webUrl}/api/auth/session`)).json()).toBeNull();
    const verify = await fetch(`${webUrl}/api/auth/verify-request`, { redirect: 'manual' });
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toContain('/login/verify-request');
    const error = await fetch(`${webUrl}/api/auth/error?error=Verification`, { redirect: 'manual' });
    expect(error.status).toBe(302);
    expect(error.headers.get('location')).toContain('/login?error=Verification');
    // Anonymous passkey options: an authentication challenge (discoverable credentials, no account hints).
    const options = await fetch(`${webUrl}/api/auth/webauthn-options/passkey`);
    expect(options.status).toBe(200);
    const body = await options.json();
    expect(body.action).toBe('authenticate');
    expect(body.options.allowCredentials ?? []).toEqual([]);
    // The punch-out provider is reachable only through the start link's route handler.
    const shadowed = await fetch(`${webUrl}/api/auth/callback/punchout`, { method: 'POST' });
    expect(shadowed.status).toBe(404);
  });
});
