// Passkeys: register one on the account page (Chromium's virtual authenticator over CDP), rename it, sign out,
// sign in with it, remove it, and the API's passkey rows follow every step.
import { createClient } from '@engros/client';
import type { BrowserContext, Page } from '@playwright/test';
import { decode } from 'next-auth/jwt';
import { e2e, expectAccessible, screenshot, signIn } from './support/browser';
import { expect, test } from './support/fixtures';

const SESSION_COOKIE = 'authjs.session-token';

async function sessionToken(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  return cookie ? decode({ token: cookie.value, secret: e2e().authSecret, salt: SESSION_COOKIE }) : null;
}

/** A platform authenticator with resident keys and user verification that always says yes. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

const secretApi = () => createClient({ baseUrl: e2e().apiUrl, shopSecret: e2e().shopSecret });

async function signOut(page: Page) {
  await page.goto('/logout');
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await page.locator('[data-session="unauthenticated"]').waitFor();
}

test.describe('passkeys', () => {
  test('registers a passkey after sign-in, signs in with it, and removes it', async ({ browse }) => {
    const email = 'admin@nordlys.example';
    const { context, page, problems } = await browse();
    await addVirtualAuthenticator(context, page);
    await signIn(page, email);
    const contactId = (await sessionToken(context))?.contactId ?? '';
    const passwordTokens = (await sessionToken(context))?.api;
    const listed = async () => (await secretApi().listContactPasskeys({ path: { contactId } })).items;
    // A leftover of an aborted earlier run on this database would change the page: start clean.
    const me = createClient({ baseUrl: e2e().apiUrl, accessToken: passwordTokens?.accessToken });
    for (const item of (await me.listMyPasskeys()).items) {
      await me.deleteMyPasskey({ path: { passkeyId: item.id } });
    }

    await page.goto('/account/passkeys');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Passnøkler');
    expect(await page.getByText('Du har ingen passnøkler ennå.').count()).toBe(1);
    await page.getByRole('button', { name: 'Legg til passnøkkel' }).click();
    await page.getByRole('status').filter({ hasText: 'Passnøkkelen er lagt til.' }).waitFor();
    await page.locator('.passkey-item').first().waitFor();
    const [registered] = await listed();
    expect(registered).toMatchObject({ contactId, counter: expect.any(Number), name: null });
    expect(registered?.credentialId).toMatch(/^[A-Za-z0-9_-]+$/);
    // Registering kept the session this browser had (same API tokens), so nothing else was signed in.
    expect((await sessionToken(context))?.api?.refreshToken).toBe(passwordTokens?.refreshToken);

    // Rename: the typed name is saved at the API.
    await page.getByLabel('Navn på Passnøkkel uten navn').fill('Jobb-PC');
    await page.getByRole('button', { name: 'Lagre navn' }).click();
    await page.getByRole('status').filter({ hasText: 'Navnet er lagret.' }).waitFor();
    await page.locator('.passkey-name', { hasText: 'Jobb-PC' }).waitFor();
    expect((await listed())[0]?.name).toBe('Jobb-PC');
    await expectAccessible(page);
    await screenshot(page, 'passkeys');

    // Sign out, then in again with the passkey alone.
    await signOut(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Logg inn med passnøkkel' }).click();
    await page.locator('[data-session="authenticated"]').waitFor();
    const token = await sessionToken(context);
    expect(token?.contactId).toBe(contactId);
    expect(token?.api?.method).toBe('passkey');
    expect(token?.api?.refreshToken).not.toBe(passwordTokens?.refreshToken);
    const [used] = await listed();
    expect(used?.lastUsedAt).not.toBeNull();
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session.user.email).toBe(email);

    // Remove it: the API forgets it, and it no longer signs anyone in.
    await page.goto('/account/passkeys');
    await page.getByRole('button', { name: 'Fjern Jobb-PC' }).click();
    await page.getByText('Du har ingen passnøkler ennå.').waitFor();
    expect(await listed()).toEqual([]);
    await signOut(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Logg inn med passnøkkel' }).click();
    await page.locator('#passkey-heading ~ .form [role="alert"]').waitFor();
    expect(await page.locator('#passkey-heading ~ .form [role="alert"]').textContent()).toBe(
      'Passnøkkelen kunne ikke brukes. Prøv igjen, eller logg inn på en annen måte.',
    );
    expect(await sessionToken(context)).toBeNull();
    expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  test('sends a signed-out visitor to sign in', async ({ browse }) => {
    const { context, page } = await browse();
    await page.goto('/account/passkeys');
    await page.waitForURL('**/login**');
    await context.close();
  });
});
