// Nothing secret reaches a browser: not the shared secret, not the person's API tokens — neither in the HTML
// the pages send nor in any file the build serves under /_next/static.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@engros/client';
import { chromium } from '@playwright/test';
import { decode, encode } from 'next-auth/jwt';
import { CHROMIUM, DEMO_PASSWORD, e2e, screenshot, signIn, unlessDropped } from './support/browser';
import { expect, test } from './support/fixtures';
import { startForwardingProxy } from './support/forwarding-proxy';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test('never sends SHOP_SECRET or the API tokens to the browser', async ({ signedIn }) => {
  const { shopSecret, authSecret, distDir, webUrl } = e2e();
  const { context, page } = await signedIn('buyer@fjord.example');
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
  // The home page may be framed by the punch-out buyer (frame-ancestors), so it has no X-Frame-Options.
  expect(home.headers()['content-security-policy']).toContain('frame-ancestors');
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

const header = (response: Response, name: string) => response.headers.get(name) ?? '';

test('sends a CSP that lets only the configured punch-out buyer frame the shop, and HSTS only over https', async () => {
  const { webUrl, buyerUrl } = e2e();
  const home = await fetch(`${webUrl}/`);
  const csp = header(home, 'content-security-policy');
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", 'script-src']) {
    expect(csp).toContain(directive);
  }
  expect(csp).toContain(`frame-ancestors 'self' ${buyerUrl}`);
  expect(home.headers.get('x-frame-options')).toBeNull();
  expect(home.headers.get('strict-transport-security')).toBeNull(); // plain http here
  // Signing in, the account, checkout and the back office are never framed, not even by a buyer.
  for (const url of ['/login', '/account', '/checkout', '/backoffice']) {
    const page = await fetch(`${webUrl}${url}`, { redirect: 'manual' });
    expect(header(page, 'content-security-policy'), url).toContain("frame-ancestors 'none'");
    expect(header(page, 'x-frame-options'), url).toBe('DENY');
  }
  // Behind a TLS proxy (X-Forwarded-Proto: https): HSTS and upgrade-insecure-requests.
  const secure = await fetch(`${webUrl}/`, { headers: { 'x-forwarded-proto': 'https' } });
  expect(header(secure, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  expect(header(secure, 'content-security-policy')).toContain('upgrade-insecure-requests');
});

test('can be framed by the punch-out buyer and by nobody else (a real browser honours frame-ancestors)', async () => {
  const { webUrl, buyerUrl } = e2e();
  // The framing pages are made up by the test (route.fulfill), which Chrome's local-network checks would block
  // from framing a localhost page whatever the CSP says: those checks are off in this browser, so only the CSP decides.
  const framingBrowser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-features=LocalNetworkAccessChecks'],
  });
  const context = await framingBrowser.newContext();
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const framingPage = async (origin: string) => {
    const url = `${origin}/frame-test-${randomUUID()}`;
    await context.route(url, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>frame</title><iframe id="shop" src="${webUrl}/"></iframe>`,
      }),
    );
    await page.goto(url);
    await page.locator('#shop').waitFor();
    await page.waitForTimeout(1500);
    return page.frames().find((frame) => frame !== page.mainFrame());
  };
  try {
    const allowed = await framingPage(buyerUrl);
    expect(allowed?.url(), messages.join('\n')).toBe(`${webUrl}/`);
    expect(await allowed?.locator('header').count()).toBeGreaterThan(0);
    const refused = await framingPage('http://evil.example');
    expect(refused?.url()).not.toBe(`${webUrl}/`);
    expect(messages.join('\n')).toMatch(/frame-ancestors/);
  } finally {
    await framingBrowser.close();
  }
});

test('sets the session cookie HttpOnly and SameSite=Lax, and __Host-/__Secure- prefixed and Secure over https', async ({
  signedIn,
}) => {
  const { webUrl } = e2e();
  // Over plain http (this test stack): HttpOnly, SameSite=Lax, no prefix (a Secure cookie would not be kept).
  const { context } = await signedIn('buyer@fjord.example');
  const session = (await context.cookies()).find((c) => c.name === 'authjs.session-token');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  await context.close();

  // Behind a TLS proxy: Auth.js's cookies are __Host- (CSRF token) and __Secure- (session), all Secure.
  const https = { 'x-forwarded-proto': 'https' };
  const csrf = await fetch(`${webUrl}/api/auth/csrf`, { headers: https });
  const csrfCookie = csrf.headers.getSetCookie().find((c) => c.startsWith('__Host-authjs.csrf-token='));
  expect(csrfCookie).toBeDefined();
  expect(csrfCookie).toMatch(/; Path=\/(;|$)/);
  expect(csrfCookie).toMatch(/; HttpOnly/i);
  expect(csrfCookie).toMatch(/; Secure/i);
  expect(csrfCookie).toMatch(/; SameSite=Lax/i);
  expect(csrfCookie).not.toMatch(/; Domain=/i);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signInAnswer = await fetch(`${webUrl}/api/auth/callback/password`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...https,
      'content-type': 'application/x-www-form-urlencoded',
      cookie: csrfCookie!.split(';')[0]!,
    },
    body: new URLSearchParams({ csrfToken, email: 'buyer@fjord.example', password: DEMO_PASSWORD }),
  });
  expect(signInAnswer.status).toBe(302);
  const sessionCookie = signInAnswer.headers.getSetCookie().find((c) => c.startsWith('__Secure-authjs.session-token='));
  expect(sessionCookie, signInAnswer.headers.getSetCookie().join('\n')).toBeDefined();
  expect(sessionCookie).toMatch(/; HttpOnly/i);
  expect(sessionCookie).toMatch(/; Secure/i);
  expect(sessionCookie).toMatch(/; SameSite=Lax/i);
  expect(sessionCookie).toMatch(/; Path=\/(;|$)/);
  expect(signInAnswer.headers.getSetCookie().some((c) => c.startsWith('authjs.session-token='))).toBe(false);
});

// Each wait has its own timeout, so a failure says which step hung (it once timed out in a full CI run at load 7–10).
test('refuses state-changing requests from another site: server actions and route handlers', async ({ signedIn }) => {
  const { webUrl } = e2e();
  const { context, page } = await signedIn('buyer@fjord.example', { allowHosts: ['evil.example'] });
  // The language switch is a server action (a form that works without JavaScript): its action id is in the page.
  const html = await (await page.request.get('/')).text();
  const actionField = /name="(\$ACTION_ID_[0-9a-f]+)"/.exec(html)?.[1];
  expect(actionField).toBeDefined();
  const language = async () => (await context.cookies()).find((c) => c.name === 'lang')?.value ?? 'nb';
  expect(await language()).toBe('nb');

  // Another site's page posts the same form to the shop (the browser sends its Origin): refused, nothing changes.
  const attack = (action: string, fields: Record<string, string>) =>
    `<!doctype html><title>attack</title><form id="f" method="post" enctype="multipart/form-data" action="${webUrl}${action}">` +
    Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
      .join('') +
    '</form><script>document.getElementById("f").submit()</script>';
  const evil = (body: string) => async (route: import('@playwright/test').Route) =>
    route.fulfill({ contentType: 'text/html', body });
  await context.route('http://evil.example/language', evil(attack('/', { [actionField!]: '', language: 'en' })));
  const refused = page.waitForResponse((r) => r.url() === `${webUrl}/` && r.request().method() === 'POST', {
    timeout: 20_000,
  });
  await page.goto('http://evil.example/language');
  expect((await refused).status()).toBe(403);
  expect(await language()).toBe('nb');

  // A route handler (punch-out cancel) the same way.
  await context.route('http://evil.example/cancel', evil(attack('/punchout/cancel', {})));
  const cancel = page.waitForResponse((r) => r.url() === `${webUrl}/punchout/cancel`, { timeout: 20_000 });
  await page.goto('http://evil.example/cancel');
  expect((await cancel).status()).toBe(403);

  // The same form from the shop's own page works (so the refusal above is the origin check, not a broken form).
  await page.goto('/');
  await page.evaluate(
    ({ field }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.enctype = 'multipart/form-data';
      form.action = '/';
      for (const [name, value] of [
        [field, ''],
        ['language', 'en'],
      ]) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name!;
        input.value = value!;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { field: actionField! },
  );
  await page.waitForLoadState('load');
  await expect.poll(language).toBe('en');

  // And a plain HTTP post with a foreign Origin header.
  const direct = await page.request.post('/', {
    headers: { origin: 'https://evil.example', 'next-action': 'anything' },
    data: '[]',
  });
  expect(direct.status()).toBe(403);
  await context.close();
});

test('shows the company admin the audit log: a refused sign-in with the browser it came from', async ({
  browse,
  signedIn,
}) => {
  const { context, page, problems } = await browse({ viewport: { width: 1400, height: 900 } });
  const userAgent = await page.evaluate(() => navigator.userAgent);
  await page.goto('/login');
  const form = page.locator('form:has(#password)');
  await form.getByLabel('E-post', { exact: true }).fill('buyer@fjord.example');
  await form.getByLabel('Passord', { exact: true }).fill('not-the-password-7');
  await form.getByRole('button', { name: 'Logg inn' }).click();
  await page.locator('#sign-in-error').waitFor();

  await signIn(page, 'admin@fjord.example');
  await page.goto('/account/audit-log');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Hendelseslogg');
  const refused = page.locator('table.audit-log tbody tr[data-outcome="failure"]', { hasText: 'buyer@fjord.example' });
  await refused.first().waitFor();
  expect(await refused.first().textContent()).toContain('Innlogging (passord)');
  expect(await refused.first().textContent()).toContain('Avvist');
  // The browser's address and user agent, as the web server told the API.
  expect(await refused.first().locator('td').last().getAttribute('title')).toBe(userAgent);
  expect(await refused.first().locator('td').last().textContent()).toMatch(/127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/);
  // The admin's own sign-in is there too, and the navigation offers the page to admins.
  expect(await page.locator('tbody tr', { hasText: 'admin@fjord.example' }).count()).toBeGreaterThan(0);
  expect(await page.getByRole('navigation').getByRole('link', { name: 'Hendelseslogg' }).count()).toBe(1);
  await screenshot(page, 'account-audit-log');
  expect(problems).toEqual([]);
  await context.close();

  // Not for a buyer.
  const buyer = await signedIn('buyer@fjord.example');
  await buyer.page.goto('/account/audit-log');
  expect(await buyer.page.getByText('Bare administratorer ser hendelsesloggen.').count()).toBe(1);
  await buyer.context.close();
});

/** A refused password sign-in through the web server, as Auth.js's form posts it; `headers` go with both requests. */
async function refusedSignIn(baseUrl: string, email: string, headers: Record<string, string>) {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`, { headers });
  const cookie = csrf.headers.getSetCookie().find((c) => c.startsWith('authjs.csrf-token='))!;
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const answer = await fetch(`${baseUrl}/api/auth/callback/password`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', cookie: cookie.split(';')[0]! },
    body: new URLSearchParams({ csrfToken, email, password: 'not-the-password-7' }),
  });
  expect(answer.status).toBe(302);
}

test('takes the client address from the socket, and X-Forwarded-For only from the proxy WEB_TRUST_PROXY names', async () => {
  const { webUrl, apiUrl, shopSecret } = e2e();
  const agent = await createClient({ baseUrl: apiUrl, shopSecret }).checkUser({
    body: { email: 'agent@engros.example', password: DEMO_PASSWORD },
  });
  const audit = createClient({ baseUrl: apiUrl, accessToken: agent.accessToken });
  /** The address the API recorded (and counted its per-address limits on) for a refused sign-in of `email`. */
  const recorded = async (email: string) => {
    const page = await audit.listAuditLog({ query: { action: 'sign_in', outcome: 'failure', take: 200 } });
    return page.items.find((item) => item.email === email)?.ip;
  };
  const loopback = /^(127\.0\.0\.1|::1)$/;
  const forged = '203.0.113.9';
  const address = (name: string) => `xff-${name}-${randomUUID().slice(0, 8)}@nowhere.example`;

  // A browser talking to the web server directly: its X-Forwarded-For is its own invention.
  const direct = address('direct');
  await refusedSignIn(webUrl, direct, { 'x-forwarded-for': `${forged}, 198.51.100.1` });
  expect(await recorded(direct)).toMatch(loopback);

  // Behind a trusted reverse proxy that appends the address it saw (nginx's $proxy_add_x_forwarded_for): the
  // right-most address the proxy did not add is the browser's, whatever the browser put before it.
  const appending = await startForwardingProxy(webUrl, (incoming) => `${incoming ? `${incoming}, ` : ''}198.51.100.77`);
  // Behind a trusted proxy that names the client itself (a TLS terminator that overwrites the header).
  const overwriting = await startForwardingProxy(webUrl, () => '198.51.100.78');
  try {
    const behindAppending = address('appending');
    await refusedSignIn(appending.url, behindAppending, { 'x-forwarded-for': forged });
    expect(await recorded(behindAppending)).toBe('198.51.100.77');
    const behindOverwriting = address('overwriting');
    await refusedSignIn(overwriting.url, behindOverwriting, { 'x-forwarded-for': forged });
    expect(await recorded(behindOverwriting)).toBe('198.51.100.78');
  } finally {
    await appending.close();
    await overwriting.close();
  }

  // So a browser cannot dodge a per-address limit by inventing addresses: ten e-mail links a minute per address
  // (the API's limit), asked for from one address behind the appending proxy with a new X-Forwarded-For each time.
  const limited = await startForwardingProxy(webUrl, (incoming) => `${incoming}, 198.51.100.79`);
  try {
    const outcomes: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const headers = { 'x-forwarded-for': `203.0.113.${i + 10}` };
      const csrf = await fetch(`${limited.url}/api/auth/csrf`, { headers });
      const cookie = csrf.headers.getSetCookie().find((c) => c.startsWith('authjs.csrf-token='))!;
      const { csrfToken } = (await csrf.json()) as { csrfToken: string };
      const answer = await fetch(`${limited.url}/api/auth/signin/email`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', cookie: cookie.split(';')[0]! },
        body: new URLSearchParams({ csrfToken, email: address(`link${i}`) }),
      });
      outcomes.push(answer.headers.get('location') ?? String(answer.status));
    }
    // Ten links asked for ("check your e-mail"), the eleventh refused, though each came with another address.
    expect(
      outcomes.slice(0, 10).filter((location) => !location.includes('verify-request')),
      outcomes.join('\n'),
    ).toEqual([]);
    expect(outcomes[10]).toContain('error=');
  } finally {
    await limited.close();
  }
});

/** The nonce of a policy's script-src, and whether that directive keeps scripts to it (issue 14 §15). */
function scriptPolicy(csp: string) {
  const directive =
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src ')) ?? '';
  const sources = directive.split(/\s+/).slice(1);
  const nonce = /^'nonce-([A-Za-z0-9+/=]{20,})'$/.exec(sources.find((s) => s.startsWith("'nonce-")) ?? '')?.[1];
  // 'unsafe-inline' beside a nonce is only the fallback for browsers that know no nonces: every other one ignores it.
  return { nonce, isStrict: Boolean(nonce) && sources.includes("'strict-dynamic'") };
}

/** React hydrated the page: the shop's own scripts (Next's inline bootstrap and its chunks) ran. */
const hydrated = (page: import('@playwright/test').Page) =>
  page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')), null, {
    timeout: 15_000,
  });

/** Every <script> tag in the HTML carries `nonce` (the browser would refuse the others). */
const scriptsWithoutNonce = (html: string, nonce: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !tag.includes(`nonce="${nonce}"`));

test('runs only scripts with the response nonce on every page a buyer, an admin and the agent visit', async ({
  browse,
}) => {
  const visits: Record<string, string[]> = {
    'buyer@fjord.example': [
      '/',
      '/category/renhold',
      '/search?q=hanske',
      '/product/allrengjoring-basic-100605',
      '/cart',
      '/checkout',
      '/quick-order',
      '/account',
      '/account/orders',
      '/account/lists',
      '/account/support',
      '/logout',
    ],
    'admin@fjord.example': [
      '/account/contacts',
      '/account/company',
      '/account/audit-log',
      '/account/limits',
      '/account/cost-centres',
    ],
    'agent@engros.example': [
      '/backoffice',
      '/backoffice/orders',
      '/backoffice/customers',
      '/backoffice/quotes',
      '/backoffice/support',
      '/backoffice/catalog/import',
    ],
  };
  const nonces = new Set<string>();
  let seen = 0;
  for (const [email, urls] of Object.entries(visits)) {
    const { context, page, problems } = await browse();
    // Chromium reports each refusal as a securitypolicyviolation event (and a console error, which fails too).
    await context.addInitScript(() => {
      const found: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = found;
      document.addEventListener('securitypolicyviolation', (event) =>
        found.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
      );
    });
    await signIn(page, email);
    for (const url of urls) {
      const response = await page.goto(url);
      const csp = response?.headers()['content-security-policy'] ?? '';
      const { nonce, isStrict } = scriptPolicy(csp);
      expect(isStrict, `${url}: ${csp}`).toBe(true);
      expect(nonces.has(nonce!), `${url}: the nonce was used before`).toBe(false);
      nonces.add(nonce!);
      expect(scriptsWithoutNonce((await response?.text()) ?? '', nonce!), url).toEqual([]);
      // The page's own scripts ran (React hydrated it) and nothing was refused.
      await hydrated(page);
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), url).toEqual(
        [],
      );
      seen += 1;
    }
    expect(problems).toEqual([]);
    await context.close();
  }
  expect(nonces.size).toBe(seen);
});

test('answers a kept signed-out page before Next with what Next answers: the headers, its own nonce, gzip', async ({
  browse,
}) => {
  const { webUrl } = e2e();
  // The node keeps pages once it follows the API's change stream (from its first page load on).
  const deadline = Date.now() + 30_000;
  const steps = async () => {
    // A query no other test loads: its first load renders through Next and proxy.ts and is kept (miss), the next ones
    // are answered by server.mjs from the page cache before Next's router runs (hit; lib/page-cache.ts answerKept).
    const path = `/category/renhold?probe=${randomUUID()}`;
    const load = (headers: Record<string, string> = {}) =>
      fetch(`${webUrl}${path}`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip', ...headers } });
    let first = await load({ 'x-forwarded-proto': 'https' });
    while (first.headers.get('x-page-cache') !== 'miss') {
      expect(Date.now(), 'the web node keeps no pages').toBeLessThan(deadline);
      await first.text();
      await new Promise((resolve) => setTimeout(resolve, 200));
      first = await load({ 'x-forwarded-proto': 'https' });
    }
    const firstHtml = await first.text();
    const hits = [];
    for (const _ of [1, 2]) {
      const hit = await load({ 'x-forwarded-proto': 'https' });
      hits.push({ hit, html: await hit.text() });
    }
    // Without gzip asked for: the same page, plain.
    const plain = await fetch(`${webUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const plainHtml = await plain.text();
    // In a browser: the kept page's scripts run with its nonce and nothing is refused.
    const { context, page, problems } = await browse();
    await context.addInitScript(() => {
      const found: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = found;
      document.addEventListener('securitypolicyviolation', (event) => found.push(`${event.violatedDirective}`));
    });
    const inBrowser = (await page.goto(path))?.headers()['x-page-cache'];
    await hydrated(page);
    await page.waitForLoadState('load');
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    await context.close();
    return { first, firstHtml, hits, plain, plainHtml, inBrowser, violations, problems };
  };
  // Another lane's catalog change drops every kept page: then the steps run again (support/browser.ts).
  const { first, firstHtml, hits, plain, plainHtml, inBrowser, violations, problems } = await unlessDropped(
    steps,
    (seen) =>
      [...seen.hits.map(({ hit }) => hit), seen.plain].every((r) => r.headers.get('x-page-cache') === 'hit') &&
      seen.inBrowser === 'hit',
  );
  const perResponse = new Set([
    'date',
    'connection',
    'keep-alive',
    'transfer-encoding',
    'content-length',
    'x-page-cache',
  ]);
  const withoutNonce = (response: Response, nonce: string) =>
    Object.fromEntries(
      [...response.headers]
        .filter(([name]) => !perResponse.has(name))
        .map(([name, v]) => [name, v.split(nonce).join('N')]),
    );
  const firstNonce = scriptPolicy(header(first, 'content-security-policy')).nonce!;
  const nonces = new Set([firstNonce]);
  for (const { hit, html } of hits) {
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    // Written whole from memory: its length is known (Next streams its answers in chunks).
    expect(Number(hit.headers.get('content-length'))).toBeGreaterThan(1000);
    const { nonce, isStrict } = scriptPolicy(header(hit, 'content-security-policy'));
    expect(isStrict).toBe(true);
    expect(nonces.has(nonce!), 'each answer has its own nonce').toBe(false);
    nonces.add(nonce!);
    // The same headers as Next's answer (security ones included: HSTS behind TLS, the frame policy, next.config's),
    // gzipped alike, only the nonce differing; fetch unpacks the gzip and checks its CRC.
    expect(withoutNonce(hit, nonce!)).toEqual(withoutNonce(first, firstNonce));
    expect(hit.headers.get('content-encoding')).toBe('gzip');
    expect(header(hit, 'strict-transport-security')).toContain('max-age=');
    expect(header(hit, 'link')).toContain(`nonce="${nonce}"`);
    expect(scriptsWithoutNonce(html, nonce!)).toEqual([]);
    expect(html.split(nonce!).join('N')).toBe(firstHtml.split(firstNonce).join('N'));
  }
  expect(plain.headers.get('x-page-cache')).toBe('hit');
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(plainHtml.length).toBe(firstHtml.length);
  expect(inBrowser).toBe('hit');
  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
});

test('keeps a signed-out search from its second load: a query asked for once renders for its visitor alone', async () => {
  const { webUrl } = e2e();
  const load = (path: string) => fetch(`${webUrl}${path}`, { headers: { accept: 'text/html' } });
  // The node keeps pages once it follows the API's change stream: a warm-up page until it says so.
  const deadline = Date.now() + 30_000;
  for (const warm = `/category/renhold?probe=${randomUUID()}`; ; ) {
    const answer = await load(warm);
    await answer.text();
    if (answer.headers.get('x-page-cache') === 'miss') break;
    expect(Date.now(), 'the web node keeps no pages').toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Another lane's catalog change drops every kept page: then the steps run again (support/browser.ts).
  const [first, second, third] = await unlessDropped(
    async () => {
      const path = `/search?q=kaffe&probe=${randomUUID()}`;
      const answers = [];
      for (const _ of [1, 2, 3]) {
        const answer = await load(path);
        answers.push({ answer, html: await answer.text() });
      }
      return answers;
    },
    (answers) => answers.map(({ answer }) => answer.headers.get('x-page-cache')).join() === ',miss,hit',
  );
  expect(first!.answer.status).toBe(200);
  expect(first!.answer.headers.get('x-page-cache'), 'asked for once: rendered, not kept').toBeNull();
  expect(first!.html).toContain('product-card');
  expect(second!.answer.headers.get('x-page-cache')).toBe('miss');
  expect(third!.answer.headers.get('x-page-cache')).toBe('hit');
  // The same search a visitor gets rendered, with this answer's own nonce; no person's parts.
  const nonce = scriptPolicy(header(third!.answer, 'content-security-policy')).nonce!;
  const firstNonce = scriptPolicy(header(first!.answer, 'content-security-policy')).nonce!;
  expect(third!.html.split(nonce).join('N')).toBe(first!.html.split(firstNonce).join('N'));
  expect(third!.html).not.toContain('data-session="authenticated"');
  // Another query is another page, asked for once.
  expect((await load(`/search?q=kaffe&probe=${randomUUID()}`)).headers.get('x-page-cache')).toBeNull();
});

test('refuses a script injected into a page without the nonce, while the page itself works', async ({ browse }) => {
  const { context, page } = await browse();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  // As if stored or reflected markup had reached the HTML: an inline script, an event handler and a script from
  // our own origin, none with the nonce.
  await context.route(/\/search\?q=/, async (route) => {
    const original = await route.fetch();
    const html = (await original.text()).replace(
      '</main>',
      '<script>window.injected = "inline"</script><img src="/nope.png" onerror="window.injectedHandler = 1">' +
        '<script src="/_next/static/injected.js"></script></main>',
    );
    await route.fulfill({ response: original, body: html });
  });
  await page.goto('/search?q=hanske');
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected)).toBeUndefined();
  expect(
    await page.evaluate(() => (window as unknown as { injectedHandler?: number }).injectedHandler),
  ).toBeUndefined();
  expect(violations.join('\n')).toMatch(/Content Security Policy/);
  // The shop's own scripts, with the nonce, ran.
  await hydrated(page);
  await context.close();
});

test('sends a nonce policy on every kind of answer: server actions, route handlers, the token refresh, 404', async ({
  signedIn,
}) => {
  const { webUrl, authSecret } = e2e();
  const { context, page } = await signedIn('buyer@fjord.example');

  // The token-refresh path of the proxy (Auth.js rotates the tokens): the page still gets the nonce on its scripts.
  const cookieName = 'authjs.session-token';
  const cookie = (await context.cookies()).find((c) => c.name === cookieName)!;
  const token = await decode({ token: cookie.value, secret: authSecret, salt: cookieName });
  token!.api!.expiresAt = Date.now() + 30_000;
  const aged = await encode({ token: token!, secret: authSecret, salt: cookieName });
  await context.addCookies([{ name: cookieName, value: aged, url: webUrl, httpOnly: true, sameSite: 'Lax' }]);
  const refreshed = await page.request.get('/cart');
  expect(refreshed.headers()['set-cookie'] ?? '', 'the proxy rotated the tokens').toContain(cookieName);
  const refreshedPolicy = scriptPolicy(refreshed.headers()['content-security-policy'] ?? '');
  expect(refreshedPolicy.isStrict).toBe(true);
  const refreshedHtml = await refreshed.text();
  expect(refreshedHtml).toContain('data-session="authenticated"');
  expect(scriptsWithoutNonce(refreshedHtml, refreshedPolicy.nonce!)).toEqual([]);

  // A server action (the language switch posts one) and a route handler (the CSV sample, the punch-out cancel).
  const html = await (await page.request.get('/')).text();
  const actionField = /name="(\$ACTION_ID_[0-9a-f]+)"/.exec(html)![1]!;
  const action = await page.request.post('/', { multipart: { [actionField]: '', language: 'nb' }, maxRedirects: 0 });
  const answers = {
    'server action': action,
    'route handler': await page.request.get('/backoffice/catalog/import/sample.csv'),
    'not found': await page.request.get('/no-such-page'),
    'Auth.js endpoint': await page.request.get('/api/auth/session'),
  };
  for (const [kind, answer] of Object.entries(answers)) {
    expect(scriptPolicy(answer.headers()['content-security-policy'] ?? '').isStrict, kind).toBe(true);
  }
  const notFound = answers['not found'];
  expect(notFound.status()).toBe(404);
  expect(
    scriptsWithoutNonce(await notFound.text(), scriptPolicy(notFound.headers()['content-security-policy']!).nonce!),
  ).toEqual([]);

  // The eID front-channel logout page (framed by ID-porten) has its own policy: it runs and loads nothing.
  const frontchannel = await fetch(`${webUrl}/logout/frontchannel`);
  expect(frontchannel.headers.get('content-security-policy')).toBe(
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors *",
  );
  await context.close();
});
