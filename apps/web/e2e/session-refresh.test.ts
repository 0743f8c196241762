// The API's access tokens live 10 minutes; the web server rotates them through /api/session/refresh before
// they expire. To test without waiting, the test rewrites the session cookie (it knows this run's AUTH_SECRET)
// so that the access token looks 30 seconds from its end.
import { createClient } from '@engros/client';
import type { BrowserContext } from '@playwright/test';
import { decode, encode, type JWT } from 'next-auth/jwt';
import { e2e } from './support/browser';
import { expect, test } from './support/fixtures';

const SESSION_COOKIE = 'authjs.session-token';

async function readToken(context: BrowserContext): Promise<JWT | null> {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  return cookie ? decode({ token: cookie.value, secret: e2e().authSecret, salt: SESSION_COOKIE }) : null;
}

/** Makes the cookie's access token look about to expire. */
async function ageAccessToken(context: BrowserContext): Promise<JWT> {
  const token = await readToken(context);
  if (!token?.api) throw new Error('not signed in');
  token.api.expiresAt = Date.now() + 30_000;
  const value = await encode({ token, secret: e2e().authSecret, salt: SESSION_COOKIE });
  await context.addCookies([{ name: SESSION_COOKIE, value, url: e2e().webUrl, httpOnly: true, sameSite: 'Lax' }]);
  return token;
}

test('rotates the API tokens once, even when several requests carry the old cookie at the same time', async ({
  signedIn,
}) => {
  const { context, page, problems } = await signedIn('buyer@fjord.example');
  const before = await ageAccessToken(context);

  // Four requests at once, all with the aging cookie: one rotation at the API, shared by all. Two rotations of
  // the same refresh token would make the API revoke the whole family and sign the person out.
  const answers = await Promise.all(['/', '/cart', '/category/renhold', '/'].map((url) => page.request.get(url)));
  for (const answer of answers) {
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('data-session="authenticated"');
  }
  const after = await readToken(context);
  expect(after?.api?.refreshToken).toBeTruthy();
  expect(after?.api?.refreshToken).not.toBe(before.api?.refreshToken);
  expect(after?.api?.accessToken).not.toBe(before.api?.accessToken);
  expect(after?.api?.expiresAt).toBeGreaterThan(Date.now() + 5 * 60_000);

  // The session goes on with the new pair: the API still knows this person.
  await page.goto('/cart');
  expect(await page.locator('[data-session]').getAttribute('data-session')).toBe('authenticated');
  expect(await page.locator('main').textContent()).toContain('Handlekurv for Fjord Catering AS');
  expect(problems).toEqual([]);
  await context.close();
});

test('signs the person out here when the API has ended their session', async ({ signedIn }) => {
  const { context, page, problems } = await signedIn('buyer@fjord.example');
  // Leave the shop first: a link prefetch of the open page would otherwise rotate the aged pair before the revoke,
  // and the fresh access token would then rightly live on for its ten minutes.
  await page.goto('about:blank');
  const token = await ageAccessToken(context);
  // Signed out elsewhere (another device, an administrator, a password change): the refresh token is revoked.
  await createClient({ baseUrl: e2e().apiUrl }).revokeSession({
    body: { refreshToken: token.api?.refreshToken ?? '' },
  });

  await page.goto('/');
  expect(await page.locator('[data-session]').getAttribute('data-session')).toBe('unauthenticated');
  expect(await readToken(context)).toBeNull();
  expect(problems).toEqual([]);
  await context.close();
});
