// Sign-in and sign-out through Auth.js: password, eID (through the API and the stand-in), company switch.
import { ApiError, createClient } from '@engros/client';
import type { BrowserContext } from '@playwright/test';
import { decode, type JWT } from 'next-auth/jwt';
import { e2e, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';

const SESSION_COOKIE = 'authjs.session-token';

/** The Auth.js session cookie, decrypted as the web server does (the test knows this run's AUTH_SECRET). */
async function sessionToken(context: BrowserContext): Promise<JWT | null> {
  const cookies = await context.cookies();
  const cookie = cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) return null;
  return decode({ token: cookie.value, secret: e2e().authSecret, salt: SESSION_COOKIE });
}

test.describe('password sign-in', () => {
  test('shows a clear error for a wrong password and keeps the e-mail', async ({ browse }) => {
    const { context, page, problems } = await browse();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Logg inn');
    await page.getByLabel('E-post', { exact: true }).fill('buyer@fjord.example');
    await page.getByLabel('Passord', { exact: true }).fill('not-the-password-9');
    await page.locator('form:has(#password)').getByRole('button', { name: 'Logg inn' }).click();
    const alert = page.locator('#sign-in-error');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Feil e-post eller passord.');
    expect(await page.getByLabel('E-post', { exact: true }).inputValue()).toBe('buyer@fjord.example');
    expect(await page.locator('[data-session]').getAttribute('data-session')).toBe('unauthenticated');
    expect(await sessionToken(context)).toBeNull();
    await screenshot(page, 'sign-in-error');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('tells the real wait when an address is locked after five wrong passwords, in both languages', async ({
    browse,
  }) => {
    const { context, page, problems } = await browse();
    // An address of nobody: locked exactly like a known one (the answers never tell who has an account).
    const email = `laast-${Date.now()}@fjord.example`;
    await page.goto('/login');
    const alert = page.locator('#sign-in-error');
    const attempt = async (expected: RegExp) => {
      await page.getByLabel('E-post', { exact: true }).fill(email);
      await page.getByLabel('Passord', { exact: true }).fill('not-the-password-9');
      // The server action's answer, then its message (the same text five times: wait for the answer itself).
      await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        page.locator('form:has(#password)').getByRole('button', { name: 'Logg inn' }).click(),
      ]);
      await alert.filter({ hasText: expected }).waitFor();
      // React resets the form once it has taken the answer (the password empties; the e-mail stays): the next try
      // must not type before that, or the reset wipes the password it typed and the browser refuses to send the form.
      await expect(page.getByLabel('Passord', { exact: true })).toHaveValue('');
    };
    for (let i = 0; i < 5; i++) await attempt(/Feil e-post eller passord/);
    // Before: "Vent et minutt" for a 15-minute lock.
    await attempt(/^For mange mislykkede forsøk\. Prøv igjen om 1[45] minutter\.$/);
    await screenshot(page, 'sign-in-locked');
    await context.addCookies([{ name: 'lang', value: 'en', url: e2e().webUrl }]);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-9');
    await page.locator('form:has(#password)').getByRole('button', { name: 'Sign in' }).click();
    await alert.filter({ hasText: /^Too many failed attempts\. Try again in 1[45] minutes\.$/ }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('signs in, keeps the API tokens out of the browser session, and signs out at the API too', async ({
    signedIn,
  }) => {
    const { context, page, problems } = await signedIn('buyer@fjord.example');
    const menu = page.locator('[data-session="authenticated"]');
    expect(await menu.textContent()).toContain('Fjord Catering AS');
    expect(await page.locator('.user-name').textContent()).toMatch(/\S+ \S+/); // the contact's name

    // What the browser can read: who, and for which company; never the API's tokens.
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session.user.email).toBe('buyer@fjord.example');
    expect(session.companies.map((c: { name: string }) => c.name)).toEqual(['Fjord Catering AS']);
    const token = await sessionToken(context);
    expect(token?.api?.accessToken).toBeTruthy();
    const text = JSON.stringify(session);
    expect(text).not.toContain(token?.api?.accessToken);
    expect(text).not.toContain(token?.api?.refreshToken);
    expect(text).not.toMatch(/accessToken|refreshToken/);
    // The session cookie is HttpOnly: page scripts cannot read it.
    expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)?.httpOnly).toBe(true);

    await page.getByRole('link', { name: 'Logg ut' }).click();
    await page.waitForURL('**/logout');
    expect(await page.getByText('Er du sikker på at du vil logge ut?').count()).toBe(1);
    await screenshot(page, 'sign-out');
    await page.getByRole('button', { name: 'Logg ut' }).click();
    await page.locator('[data-session="unauthenticated"]').waitFor();
    expect(await (await page.request.get('/api/auth/session')).json()).toBeNull();
    expect(await sessionToken(context)).toBeNull();

    // The API session is over as well: the refresh token from the cookie no longer works.
    const api = createClient({ baseUrl: e2e().apiUrl });
    const refused = await api
      .refreshSession({ body: { refreshToken: token?.api?.refreshToken ?? '' } })
      .catch((e) => e);
    expect(ApiError.isApiError(refused) && refused.status).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('keeps Auth.js endpoints and its sign-out question in English', async ({ browse }) => {
    const { context, page } = await browse();
    const providers = await (await page.request.get('/api/auth/providers')).json();
    expect(Object.keys(providers).sort()).toEqual(['email', 'idporten', 'passkey', 'password', 'punchout']);
    const csrf = await (await page.request.get('/api/auth/csrf')).json();
    expect(csrf.csrfToken).toMatch(/^[a-f0-9]{32,}$/);
    await context.addCookies([{ name: 'lang', value: 'en', url: e2e().webUrl }]);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('admin@fjord.example');
    await page.getByLabel('Password', { exact: true }).fill('demo-password-1');
    await page.locator('form:has(#password)').getByRole('button', { name: 'Sign in' }).click();
    await page.locator('[data-session="authenticated"]').waitFor();
    await page.goto('/api/auth/signout'); // Auth.js's own sign-out URL shows our page with its text
    await page.waitForURL('**/logout');
    expect(await page.getByText('Are you sure you want to sign out?').count()).toBe(1);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.locator('[data-session="unauthenticated"]').waitFor();
    await context.close();
  });
});

test.describe('company switch', () => {
  test('lets a contact of several companies choose which one they shop for', async ({ signedIn }) => {
    const { context, page, problems } = await signedIn('multi@demo.example');
    const select = page.getByLabel('Firma');
    const options = await select.locator('option').allTextContents();
    expect(options.length).toBe(2);
    const before = await select.inputValue();
    const other = await select
      .locator('option')
      .evaluateAll(
        (nodes, current) => (nodes as HTMLOptionElement[]).find((o) => o.value !== current)?.value ?? '',
        before,
      );
    await select.selectOption(other);
    // Wait for the server action's answer before reading the session: Auth.js's /api/auth/session re-issues the
    // cookie it was sent, so a read racing the action would put the old cookie back.
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.status() === 200),
      page.getByRole('button', { name: 'Bytt firma' }).click(),
    ]);
    const otherName = await select.locator(`option[value="${other}"]`).textContent();
    // The session now names the other company, and the cart (like prices) follows it.
    expect((await (await page.request.get('/api/auth/session')).json()).customerId).toBe(other);
    await page.goto('/cart');
    expect(await page.locator('main').textContent()).toContain(`Handlekurv for ${otherName}`);
    await screenshot(page, 'company-switch');
    expect(problems).toEqual([]);
    await context.close();
  });
});

test.describe('eID sign-in (ID-porten stand-in)', () => {
  test('signs in through the API and the provider, and signs out at the provider too', async ({ browse }) => {
    const { context, page, problems } = await browse();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Logg inn med ID-porten' }).click();
    await page.waitForURL(`${e2e().eidUrl}/**`);
    await page.locator('input[name="person"][value="12838441252"]').check(); // Ingrid Berg, buyer at Nordlys
    await page.locator('form[action$="/login"] button[type="submit"]').click();
    await page.waitForURL(`${e2e().webUrl}/**`);
    await page.locator('[data-session="authenticated"]').waitFor();
    expect(await page.locator('.user-name').textContent()).toBe('Innlogget som Ingrid Berg');
    expect((await sessionToken(context))?.api?.method).toBe('eid');
    // The state cookie is spent.
    expect((await context.cookies()).some((c) => c.name === 'engros.eid-state')).toBe(false);

    await page.goto('/logout');
    await page.getByRole('button', { name: 'Logg ut' }).click();
    // The provider's end-session page: confirm, and it sends the browser back to the shop.
    await page.waitForURL(`${e2e().eidUrl}/**`);
    await page.locator('button[name="logout"]').click();
    await page.waitForURL(`${e2e().webUrl}/**`);
    await page.locator('[data-session="unauthenticated"]').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('front-channel logout: signing out of ID-porten at another service signs the person out here too', async ({
    browse,
  }) => {
    const { context, page, problems } = await browse();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Logg inn med ID-porten' }).click();
    await page.waitForURL(`${e2e().eidUrl}/**`);
    await page.locator('input[name="person"][value="12838441252"]').check();
    await page.locator('form[action$="/login"] button[type="submit"]').click();
    await page.waitForURL(`${e2e().webUrl}/**`);
    await page.locator('[data-session="authenticated"]').waitFor();
    const tokens = (await sessionToken(context))?.api;
    expect(tokens?.sid).toEqual(expect.any(String));

    // Another service ends the ID-porten session: the stand-in frames our front-channel URI with iss and sid.
    const frontchannel = page.waitForResponse((r) => r.url().startsWith(`${e2e().webUrl}/logout/frontchannel?`));
    await page.goto(`${e2e().eidUrl}/logout/elsewhere`);
    const answer = await frontchannel;
    expect(answer.status()).toBe(200);
    expect(new URL(answer.url()).searchParams.get('sid')).toBe(tokens?.sid);
    expect(await page.locator('[data-notified]').getAttribute('data-notified')).toBe('1');

    // Back in the shop the person is signed out, the cookie is gone, and the API refuses the old refresh token.
    await page.goto('/');
    expect(await page.locator('[data-session]').getAttribute('data-session')).toBe('unauthenticated');
    expect(await sessionToken(context)).toBeNull();
    const refused = await createClient({ baseUrl: e2e().apiUrl })
      .refreshEidSession({ body: { refreshToken: tokens?.refreshToken ?? '' } })
      .catch((e) => e);
    expect(ApiError.isApiError(refused) && refused.status).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('refuses a callback whose state this browser did not start (login CSRF)', async ({ browse }) => {
    const { context, page } = await browse();
    await page.goto('/api/auth/callback/idporten?code=forged&state=forged&iss=x');
    await page.waitForURL('**/login?error=eid_failed');
    expect(await page.locator('main [role="alert"]').textContent()).toBe(
      'Innloggingen med ID-porten ble ikke fullført. Prøv igjen.',
    );
    expect(await page.locator('[data-session]').getAttribute('data-session')).toBe('unauthenticated');
    await context.close();
  });
});
