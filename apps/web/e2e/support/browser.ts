// The steps the browser tests share: fresh browser profiles that fail on outside requests and console errors,
// sign-in, screenshots, axe-core. The browser itself is @playwright/test's (Debian's chromium, playwright.config.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type ApiClient, createClient } from '@engros/client';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { eventBlocks } from '../../lib/event-stream';
import type { E2eContext } from './stack';

/** The stack's addresses and secrets, as the global setup (e2e/global-setup.ts) handed them to every worker. */
export function e2e(): E2eContext {
  const json = process.env.E2E_CONTEXT;
  if (!json) throw new Error('E2E_CONTEXT is not set: run the browser tests with `npx playwright test`');
  return JSON.parse(json) as E2eContext;
}

/** The demo password of every seeded account (docs/demo-data.md). */
export const DEMO_PASSWORD = 'demo-password-1';

/** A demo account signed in straight at the API (the web server's way, with the shared secret), for set-up and checks. */
export async function apiAs(
  email: string,
): Promise<{ api: ApiClient; contactId: string; customerId: string; customerIds: string[] }> {
  const { apiUrl, shopSecret } = e2e();
  const signedIn = await createClient({ baseUrl: apiUrl, shopSecret }).checkUser({
    body: { email, password: DEMO_PASSWORD },
  });
  const customerIds = signedIn.companies.map((c) => c.customerId);
  return {
    api: createClient({ baseUrl: apiUrl, accessToken: signedIn.accessToken }),
    contactId: signedIn.contactId,
    customerId: customerIds[0] ?? '',
    customerIds,
  };
}

/** Debian's chromium (scripts/ensure-system-packages.mjs installs it); Playwright never downloads a browser here. */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type SessionOptions = {
  viewport?: { width: number; height: number };
  /** Further hosts this test may reach (the punch-out tests: the buyer stand-in and the API's OCI entry). */
  allowHosts?: string[];
  /** false: the page works as before its scripts load (plain forms only). */
  javaScriptEnabled?: boolean;
};

/** A browser profile, its page, and what went wrong in it (outside requests, console and page errors). */
export type Session = { context: BrowserContext; page: Page; problems: string[] };

/**
 * A fresh browser profile on the web app. Any request to another host than the web app and the eID stand-in
 * fails the test (no fonts, analytics or other outside calls), and so does an error in the browser console.
 */
export async function newContext(browser: Browser, options: SessionOptions = {}): Promise<Session> {
  const { webUrl, eidUrl, netsUrl } = e2e();
  const context = await browser.newContext({
    baseURL: webUrl,
    locale: 'nb-NO',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const problems: string[] = [];
  const allowed = [new URL(webUrl).host, new URL(eidUrl).host, new URL(netsUrl).host, ...(options.allowHosts ?? [])];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (allowed.includes(url.host) || url.protocol === 'data:') return route.continue();
    problems.push(`outbound request to ${url.href}`);
    return route.abort();
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
  return { context, page, problems };
}

/** Signs in with e-mail and password on our sign-in page and waits for the signed-in header. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  // The password form's own fields: the page has other sign-in forms (e-mail link, passkey).
  const form = page.locator('form:has(#password)');
  await form.getByLabel('E-post', { exact: true }).fill(email);
  await form.getByLabel('Passord', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Logg inn' }).click();
  await page.locator('[data-session="authenticated"]').waitFor();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(e2e().artifactsDir, `${name}.png`), fullPage: true });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Runs axe-core in the page (WCAG 2.0–2.2 A and AA rules) and fails on serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  // Next streams a page's metadata after its body, and a server action's refresh streams it again, so the title can
  // be missing for a moment after a form posts. Wait for it (a page that never gets one still fails, by timeout),
  // then scan what the user sees once the page has settled.
  await page.waitForFunction(() => document.title.trim() !== '', null, {
    timeout: 10_000,
  });
  // Evaluated through the DevTools protocol: an added <script> tag without the page's nonce would be refused by its CSP.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    })) as { violations: AxeViolation[] };
    return result.violations;
  });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/** A signed-out (or, with a cookie, signed-in) page load on one web node, as a browser makes it. */
export async function pageOn(base: string, path: string, cookie = '') {
  const res = await fetch(`${base}${path}`, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
  return {
    status: res.status,
    /** hit | stale | miss from the page cache; null when the page was rendered for this request alone. */
    cache: res.headers.get('x-page-cache'),
    setCookie: res.headers.get('set-cookie'),
    html: await res.text(),
  };
}

/**
 * The signed-out page as the web node `base` keeps it: loaded until it is answered from the cache (`hit`). `cookie`:
 * the visitor's (`lang=en` for the English page).
 */
export async function keptPageOn(base: string, path: string, cookie = '') {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const page = await pageOn(base, path, cookie);
    expect(page.status, `${base}${path}`).toBe(200);
    if (page.cache === 'hit') return page;
    if (Date.now() > deadline) throw new Error(`${base} did not keep ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Counts, from now on, the changes on the API's change stream (GET /api/catalog/changes, followed as each web node
 * follows it) that drop kept signed-out pages: every change but one reaching only companies' pages. Tests in the other
 * lane change the catalog whenever they run (a product edited, imported), and each such change drops the kept pages,
 * so a test asserting that a page stays kept runs its steps again when one came meanwhile (`unlessDropped`).
 */
export async function followDrops() {
  const { apiUrl, shopSecret } = e2e();
  const abort = new AbortController();
  const response = await fetch(`${apiUrl}/api/catalog/changes`, {
    headers: { accept: 'text/event-stream', 'x-shop-secret': shopSecret },
    signal: abort.signal,
  });
  if (!response.ok || !response.body) throw new Error(`the change stream answered ${response.status}`);
  const drops = { count: 0, close: () => abort.abort() };
  const body = response.body;
  await new Promise<void>((listening, failed) => {
    (async () => {
      for await (const { event, block } of eventBlocks(body)) {
        if (event === 'ready') listening();
        else if (event === 'changed' && !/^data: [a-z]+:companies/m.test(block)) drops.count += 1;
      }
    })().then(
      () => failed(new Error('the change stream closed')),
      (error: unknown) => failed(error),
    );
  });
  return drops;
}

/**
 * Runs `steps` until `kept` finds in their outcome the kept pages it expects, or until a round saw no drop of kept
 * pages (`followDrops`) while it ran, or within a second after it (the stream reaches the web node and this test
 * at nearly the same moment, in either order). The last outcome is for the test to assert, so a page a change in the
 * other lane dropped runs the steps again, and any other miss fails. At most five rounds.
 */
export async function unlessDropped<T>(steps: () => Promise<T>, kept: (outcome: T) => boolean): Promise<T> {
  const drops = await followDrops();
  try {
    for (let round = 1; ; round++) {
      const before = drops.count;
      const outcome = await steps();
      if (kept(outcome) || round === 5) return outcome;
      const deadline = Date.now() + 1_000;
      while (drops.count === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      if (drops.count === before) return outcome;
    }
  } finally {
    drops.close();
  }
}
