// Nothing secret reaches a browser: not the shared secret, not the person's API tokens — neither in the HTML
// the pages send nor in any file the build serves under /_next/static.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { decode } from 'next-auth/jwt';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { e2e, launchBrowser, newContext, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

it('never sends SHOP_SECRET or the API tokens to the browser', async () => {
  const { shopSecret, authSecret, distDir, webUrl } = e2e();
  const { context, page } = await newContext(browser);
  await signIn(page, 'buyer@fjord.example');
  const cookies = await context.cookies();
  const cookie = cookies.find((c) => c.name === 'authjs.session-token');
  // One cookie under the browsers' 4 KB limit: Auth.js never had to split it into chunks.
  expect(cookie?.value.length).toBeLessThan(4000);
  expect(cookies.filter((c) => c.name.startsWith('authjs.session-token.'))).toEqual([]);
  const token = await decode({ token: cookie?.value ?? '', secret: authSecret, salt: 'authjs.session-token' });
  const secrets = {
    SHOP_SECRET: shopSecret,
    AUTH_SECRET: authSecret,
    accessToken: token?.api?.accessToken ?? '',
    refreshToken: token?.api?.refreshToken ?? '',
  };
  for (const [name, value] of Object.entries(secrets)) expect(value.length, name).toBeGreaterThan(15);

  // Every page as the signed-in person sees it (HTML and the RSC payloads the client router fetches).
  const pages = [
    '/',
    '/category/renhold',
    '/search?q=hanske',
    '/product/allrengjoring-basic-100605',
    '/cart',
    '/logout',
  ];
  const bodies: [string, string][] = [];
  for (const url of pages) {
    const html = await page.request.get(url);
    expect(html.status(), url).toBe(200);
    bodies.push([url, await html.text()]);
    const rsc = await page.request.get(url, { headers: { RSC: '1' } });
    bodies.push([`${url} (RSC)`, await rsc.text()]);
  }
  bodies.push(['/api/auth/session', await (await page.request.get('/api/auth/session')).text()]);
  const home = await page.request.get('/');
  expect(home.headers()['x-frame-options']).toBe('DENY');
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  expect(home.headers()['x-powered-by']).toBeUndefined();
  expect(bodies.find(([url]) => url === '/')?.[1]).toContain('Fjord Catering AS'); // really signed in

  // Every file of the build that the browser may load.
  const staticDir = path.join(distDir, 'static');
  const files = filesUnder(staticDir);
  expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(5);
  for (const file of files) bodies.push([path.relative(distDir, file), readFileSync(file, 'latin1')]);
  // …and the same files as the server actually serves them.
  for (const file of files.filter((f) => f.endsWith('.js')).slice(0, 50)) {
    const url = `${webUrl}/_next/${path.relative(distDir, file).split(path.sep).join('/')}`;
    const served = await page.request.get(url);
    expect(served.status(), url).toBe(200);
  }

  const leaks = bodies.flatMap(([where, body]) =>
    Object.entries(secrets)
      .filter(([, value]) => body.includes(value))
      .map(([name]) => `${name} in ${where}`),
  );
  expect(leaks).toEqual([]);
  await context.close();
});
