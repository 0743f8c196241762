/**
 * The `lighthouse` scenario (issue 5): Lighthouse's performance and accessibility categories, desktop preset, on the
 * storefront's home, category (issue 16), product and cart pages of the web app's production build, in Debian's
 * chromium. Targets: performance score >= 95, LCP <= 1.5 s and accessibility 100 (issue 16) on each page, JavaScript
 * <= 150 kB gzip on each page (issue 18; the product page's since issue 5) (docs/benchmarks.md).
 *
 * It needs no benchmark database: it starts the same stack as the browser tests (apps/web/e2e/support/stack.ts:
 * the stand-ins, the API on a fresh PGlite with the demo data, `next build` into its own folder, `server.mjs` as `npm start` runs it),
 * signs the demo buyer in through the web app's password form (playwright-core over the DevTools port of the
 * Chrome that Lighthouse then uses, so the session cookie is that profile's; Lighthouse keeps cookies when it
 * resets storage), puts one product in the buyer's cart, gives the product and its category's first page pictures
 * where they have none (the agent uploads them), and runs each page BENCH_LIGHTHOUSE_RUNS times (3),
 * reporting the run with the median performance score (as Lighthouse's own advice for variance).
 *
 * Settings (environment): BENCH_LIGHTHOUSE_RUNS (3), BENCH_WEB_DIST_DIR (.next-e2e-lighthouse, ignored by git like
 * the browser tests' builds), BENCH_WEB_SKIP_BUILD=1 reuses a build already there (else `next build` runs first),
 * BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's full Lighthouse report there (JSON, for the reasons behind a
 * score: layout shifts, long tasks, requests).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { startStack } from '../../apps/web/e2e/support/stack';
import type { Entry } from './report';

export const LIGHTHOUSE_SCENARIO = 'lighthouse';

const DEMO_EMAIL = 'buyer@nordlys.example';
const DEMO_PASSWORD = 'demo-password-1';
/** The demo back-office agent: uploads the pictures the measured pages show. */
const AGENT_EMAIL = 'agent@engros.example';

/** Debian's chromium, as the browser tests use it; nothing is downloaded (the machine has no internet). */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const TARGETS = { performance: 95, lcpMs: 1_500, jsKb: 150, accessibility: 100 };

export type LighthouseSettings = { runs: number; distDir: string; skipBuild: boolean; reportsDir: string | null };

export function lighthouseSettings(): LighthouseSettings {
  return {
    runs: Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)),
    distDir: process.env.BENCH_WEB_DIST_DIR || '.next-e2e-lighthouse',
    skipBuild: process.env.BENCH_WEB_SKIP_BUILD === '1',
    reportsDir: process.env.BENCH_LIGHTHOUSE_REPORTS || null,
  };
}

type PageName = 'home' | 'category' | 'product' | 'cart';

/** One Lighthouse run of one page. */
export type PageRun = {
  performance: number;
  /** Lighthouse's accessibility score (axe-core's checks that apply to the page, weighted). */
  accessibility: number;
  /** The accessibility audits the page failed, by id (e.g. `color-contrast`), for the reason behind a score. */
  accessibilityFailures: string[];
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** The page's scripts (same origin), each gzipped here at zlib's default level, summed. */
  jsGzipBytes: number;
  /** The same scripts as they came over the wire (Next's own compression, headers included). */
  jsTransferBytes: number;
  scripts: { url: string; gzipBytes: number }[];
  warnings: string[];
};

export type LighthousePageResult = {
  name: PageName;
  path: string;
  median: PageRun;
  runs: PageRun[];
  /** The lowest accessibility score of the runs: every load of the page must reach the target, not the median. */
  accessibility: number;
};

export type LighthouseResult = {
  lighthouseVersion: string;
  browser: string;
  preset: string;
  runsPerPage: number;
  pages: LighthousePageResult[];
};

type Log = (message: string) => void;

/** The demo buyer at the API: token, contact and company. */
async function apiSignIn(apiUrl: string, shopSecret: string) {
  const res = await fetch(`${apiUrl}/api/customer/check-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-secret': shopSecret },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`check-user answered ${res.status}`);
  const body = (await res.json()) as { accessToken: string; contactId: string; companies: { customerId: string }[] };
  const customerId = body.companies[0]?.customerId;
  if (!customerId) throw new Error('the demo buyer has no company');
  return { token: body.accessToken, contactId: body.contactId, customerId };
}

async function apiJson<T>(url: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} answered ${res.status}`);
  return (await res.json()) as T;
}

/**
 * The product page to measure: the first product of the demo buyer's first page that is in stock and priced for
 * them (its page then shows the price, the variants and the add-to-cart and add-to-list forms); one of its
 * variants goes into the buyer's cart so the cart page has a line.
 */
async function prepareProductAndCart(apiUrl: string, shopSecret: string): Promise<{ slug: string }> {
  const buyer = await apiSignIn(apiUrl, shopSecret);
  const list = await apiJson<{ items: { slug: string; isInStock: boolean; fromPrice: unknown }[] }>(
    `${apiUrl}/api/catalog/products?page=1&pageSize=24&customerId=${buyer.customerId}`,
    buyer.token,
  );
  const card = list.items.find((item) => item.isInStock && item.fromPrice) ?? list.items[0];
  if (!card) throw new Error('the demo catalog has no products');
  const detail = await apiJson<{ variants: { sku: string; isInStock: boolean; price: unknown }[] }>(
    `${apiUrl}/api/catalog/products/${encodeURIComponent(card.slug)}?customerId=${buyer.customerId}`,
    buyer.token,
  );
  const variant = detail.variants.find((v) => v.isInStock && v.price) ?? detail.variants[0];
  if (!variant) throw new Error(`product ${card.slug} has no variants`);
  await apiJson(`${apiUrl}/api/ardis/cart/addorderline`, buyer.token, {
    method: 'POST',
    body: { pid: buyer.contactId, customerId: buyer.customerId, sku: variant.sku, quantity: 2 },
  });
  return { slug: card.slug };
}

/** A photo-like JPEG (a gradient with a block) in a hue per product: distinct bytes, so distinct images. */
function picture(hue: number, width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},55%,45%)"/><stop offset="1" stop-color="#fafafa"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><rect x="30%" y="20%" width="40%" height="60%" rx="24" fill="hsl(${(hue + 150) % 360},60%,40%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Pictures on the measured pages (issue 16 §1): the demo data may have none yet, so the agent uploads one to each
 * card of the product's category's first page and three to the product (skipped where pictures exist). Answers the
 * category to measure.
 */
async function preparePictures(apiUrl: string, shopSecret: string, slug: string): Promise<{ category: string }> {
  const signedIn = await fetch(`${apiUrl}/api/customer/check-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-secret': shopSecret },
    body: JSON.stringify({ email: AGENT_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!signedIn.ok) throw new Error(`check-user (agent) answered ${signedIn.status}`);
  const { accessToken: token } = (await signedIn.json()) as { accessToken: string };
  const upload = (productId: string, image: Buffer) =>
    apiJson(`${apiUrl}/api/backoffice/products/${productId}/images`, token, {
      method: 'POST',
      body: { image: image.toString('base64') },
    });
  const product = await apiJson<{ id: string; images: unknown[]; categoryPath: { slug: string }[] }>(
    `${apiUrl}/api/catalog/products/${encodeURIComponent(slug)}`,
    token,
  );
  const category = product.categoryPath.at(-1)?.slug;
  if (!category) throw new Error(`product ${slug} has no category`);
  if (product.images.length === 0) {
    for (const [i, [w, h]] of [
      [1600, 1200],
      [1200, 1200],
      [1000, 1400],
    ].entries()) {
      await upload(product.id, await picture(200 + i * 60, w ?? 1200, h ?? 1200));
    }
  }
  const list = await apiJson<{ items: { id: string; image: unknown }[] }>(
    `${apiUrl}/api/catalog/products?category=${encodeURIComponent(category)}&page=1&pageSize=24`,
    token,
  );
  for (const [i, card] of list.items.entries()) {
    if (!card.image) await upload(card.id, await picture((i * 47) % 360, i % 2 ? 900 : 1200, i % 2 ? 1200 : 900));
  }
  return { category };
}

/** Signs the demo buyer in on `page` through the web app's password form (Lighthouse's and web-pages' browsers). */
export async function signInDemoBuyer(page: Page, webUrl: string): Promise<void> {
  await page.goto(`${webUrl}/login`);
  const form = page.locator('form:has(#password)');
  await form.locator('input[type="email"], input[name="email"]').first().fill(DEMO_EMAIL);
  await form.locator('#password').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').first().click();
  await page.locator('[data-session="authenticated"]').waitFor({ timeout: 60_000 });
}

/** Signs the demo buyer in through the web app's password form in the Chrome on `port` (its default profile). */
async function signInInBrowser(port: number, webUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await signInDemoBuyer(page, webUrl);
    await page.close();
  } finally {
    // Over CDP this disconnects; the browser and its cookies stay for Lighthouse.
    await browser.close();
  }
}

/** Warms the server (first renders, caches) before measuring: each page once, not measured. */
async function warmUp(port: number, urls: string[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    for (const url of urls) {
      await page.goto(url, { waitUntil: 'load' });
      await page.goto(url, { waitUntil: 'load' });
    }
    await page.close();
  } finally {
    await browser.close();
  }
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; statusCode?: number };

async function scriptsOf(lhr: Result, webOrigin: string) {
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const scripts = items.filter(
    (item) => item.resourceType === 'Script' && new URL(item.url).origin === webOrigin && item.statusCode === 200,
  );
  const measured: { url: string; gzipBytes: number }[] = [];
  for (const script of scripts) {
    const res = await fetch(script.url);
    const body = Buffer.from(await res.arrayBuffer());
    measured.push({ url: new URL(script.url).pathname, gzipBytes: gzipSync(body).length });
  }
  return {
    scripts: measured,
    jsGzipBytes: measured.reduce((sum, s) => sum + s.gzipBytes, 0),
    jsTransferBytes: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0),
  };
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

async function runOnce(port: number, url: string, webOrigin: string, report: string | null): Promise<PageRun> {
  // Accessibility's checks (axe-core) run after the page has loaded and the trace has ended: the load's
  // metrics are what they were with performance alone.
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  const result = await lighthouse(url, flags, desktopConfig);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (report) writeFileSync(report, JSON.stringify(lhr, null, 1));
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A signed-out visitor is sent to /login: then the page measured would not be the one asked for.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  }
  const accessibility = lhr.categories.accessibility;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((accessibility?.score ?? 0) * 100),
    accessibilityFailures: (accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    ...(await scriptsOf(lhr, webOrigin)),
    warnings: lhr.runWarnings.map(String),
  };
}

/** The run with the median performance score (ties: the median LCP among them). */
function medianRun(runs: PageRun[]): PageRun {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export async function runLighthouseBench(settings: LighthouseSettings, log: Log): Promise<LighthouseResult> {
  log(
    `${LIGHTHOUSE_SCENARIO}: starting the web stack (demo data on PGlite, ` +
      `${settings.skipBuild ? 'reusing' : 'building'} apps/web/${settings.distDir}) …`,
  );
  const stack = await startStack({ distDir: settings.distDir, skipBuild: settings.skipBuild });
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    const { webUrl, apiUrl, shopSecret } = stack.context;
    const { slug } = await prepareProductAndCart(apiUrl, shopSecret);
    const { category } = await preparePictures(apiUrl, shopSecret, slug);
    const pages: { name: PageName; path: string }[] = [
      { name: 'home', path: '/' },
      { name: 'category', path: `/category/${encodeURIComponent(category)}` },
      { name: 'product', path: `/product/${encodeURIComponent(slug)}` },
      { name: 'cart', path: '/cart' },
    ];
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      Browser: string;
    };
    await signInInBrowser(chrome.port, webUrl);
    await warmUp(
      chrome.port,
      pages.map((p) => webUrl + p.path),
    );
    const origin = new URL(webUrl).origin;
    if (settings.reportsDir) mkdirSync(settings.reportsDir, { recursive: true });
    const results: LighthousePageResult[] = [];
    for (const page of pages) {
      const runs: PageRun[] = [];
      for (let i = 0; i < settings.runs; i++) {
        const report = settings.reportsDir ? path.join(settings.reportsDir, `${page.name}-${i + 1}.json`) : null;
        const run = await runOnce(chrome.port, webUrl + page.path, origin, report);
        runs.push(run);
        log(
          `${LIGHTHOUSE_SCENARIO} ${page.name} run ${i + 1}/${settings.runs}: performance ${run.performance}, ` +
            `LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, ` +
            `JS ${(run.jsGzipBytes / 1000).toFixed(1)} kB gzip, accessibility ${run.accessibility}` +
            (run.accessibilityFailures.length > 0 ? ` (failed: ${run.accessibilityFailures.join(', ')})` : ''),
        );
      }
      const accessibility = Math.min(...runs.map((run) => run.accessibility));
      results.push({ name: page.name, path: page.path, median: medianRun(runs), runs, accessibility });
    }
    return {
      lighthouseVersion: (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version,
      browser: version.Browser,
      preset: 'desktop (simulated throttling: 40 ms RTT, 10 Mbit/s, CPU ×1)',
      runsPerPage: settings.runs,
      pages: results,
    };
  } finally {
    chrome?.kill();
    await stack.stop();
  }
}

/** Rows of latest.json: per page the performance score, LCP, the JavaScript it loads (gzip) and accessibility. */
export function lighthouseEntries(result: LighthouseResult | undefined, unavailable?: string): Entry[] {
  const note = unavailable ?? (result ? undefined : 'not run');
  const names: PageName[] = ['home', 'category', 'product', 'cart'];
  return names.flatMap((name): Entry[] => {
    const page = result?.pages.find((p) => p.name === name);
    const run = page?.median;
    const base = { baseline: null, ratio: null, ...(note ? { note } : {}) };
    const jsKb = run ? run.jsGzipBytes / 1000 : null;
    return [
      {
        name: `lighthouse ${name} performance`,
        value: run ? run.performance : null,
        unit: 'score',
        target: `>= ${TARGETS.performance}`,
        pass: !!run && run.performance >= TARGETS.performance,
        ...base,
      },
      {
        name: `lighthouse ${name} lcp`,
        value: run ? run.lcpMs : null,
        unit: 'ms',
        target: `<= ${TARGETS.lcpMs} ms`,
        pass: !!run && run.lcpMs <= TARGETS.lcpMs,
        ...base,
      },
      {
        name: `lighthouse ${name} js`,
        value: jsKb,
        unit: 'kB gzip',
        target: `<= ${TARGETS.jsKb} kB gzip`,
        pass: jsKb !== null && jsKb <= TARGETS.jsKb,
        ...base,
      },
      {
        name: `lighthouse ${name} accessibility`,
        value: page ? page.accessibility : null,
        unit: 'score',
        target: `= ${TARGETS.accessibility}`,
        pass: !!page && page.accessibility >= TARGETS.accessibility,
        ...base,
      },
    ];
  });
}

/** The scenario as `npm run bench` runs it: a failure is reported as unavailable, not thrown. */
export async function lighthouseScenario(log: Log): Promise<{ result?: LighthouseResult; unavailable?: string }> {
  try {
    return { result: await runLighthouseBench(lighthouseSettings(), log) };
  } catch (err) {
    const message = `unavailable: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`;
    console.warn(`${LIGHTHOUSE_SCENARIO}: ${message}`);
    if (err instanceof Error && err.message.includes('\n')) console.warn(err.message);
    return { unavailable: message };
  }
}
