// Browser end-to-end tests (docs/web.md, "Tests"; decision record 008). One stack per run — stand-ins, the API on a
// fresh demo database, a production build and its server as `npm start` runs it (server.mjs) — started by e2e/global-setup.ts. The tests share it
// and its seeded data, so they run in lanes that never touch the same data at the same time, two at once:
//   - `nordlys`: the files that order for Nordlys, block it, limit its buyer or read what its orders change (the
//     buyer's cart, spend, the sales dashboard), one file after another;
//   - `others`: sign-in, support, passkeys, joining, the second web node and the Fjord files, one after another,
//     beside the Nordlys lane (they sign Nordlys's people in, but change nothing the Nordlys lane reads);
//   - `fuzz`: the form fuzzing, which compares pages of Nordlys's buyer and admin and the agent before and after
//     and counts every mail, so it runs alone, after both lanes (its four tests side by side).
// Debian's chromium, never a downloaded browser. No retries: a test that passes only sometimes is a bug.
import { readdirSync } from 'node:fs';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './e2e/support/browser';

const nordlys = [
  'company-pages', // a buyer of its own in Nordlys; reads its listings as the demo buyers
  'accessibility', // the admin's cart and checkout
  'account', // spend as the API counts it
  'approvals', // the buyer's limit
  'backoffice-catalog', // orders for Nordlys as multi@demo
  'backoffice-orders', // blocks Nordlys for a moment
  'backoffice-prices', // changes a Nordlys contract price and the buyer's cart for a moment
  'card-payment',
  'lists',
  'orders',
  'polish', // quick add to the buyer's cart
  'product-images', // a line in the buyer's cart for a moment
  'punchout', // orders for Nordlys
  'quick-order',
  'shop',
  'subscriptions',
];
const others = [
  'auth',
  'backoffice-delivery', // a Danish holiday for a moment: no other file delivers to Denmark
  'backoffice-categories', // its own categories under the last top-level one, deleted at the end
  'backoffice-customers', // a new company each run
  'backoffice-staff', // staff accounts of its own; reads the audit log
  'backoffice-assortments', // restricts Fjord's assortment for a moment (Fjord's files all run in this lane)
  'backoffice-products', // a product of its own; reads Nordlys's buyer's search only
  'cluster',
  'content',
  'cost-centres',
  'credit',
  'join',
  'passkeys',
  'quotes',
  'search', // reads only: suggestions, exact codes, facets
  'security',
  'session-refresh',
  'sign-in-providers',
  'support',
];
const files = (names: string[]) => names.map((name) => `**/e2e/${name}.test.ts`);
// Every test file is in exactly one lane: a new file must be placed (a file in none would never run).
const placed = [...nordlys, ...others, 'fuzz-forms'];
const unplaced = readdirSync(new URL('./e2e', import.meta.url))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => name.replace(/\.test\.ts$/, ''))
  .filter((name) => placed.filter((p) => p === name).length !== 1);
if (unplaced.length > 0) throw new Error(`put each browser test file in one lane (playwright.config.ts): ${unplaced}`);

const reporter: ReporterDescription[] = [
  [process.env.CI ? 'line' : 'list'],
  ['html', { outputFolder: 'e2e/report', open: 'never' }],
];
// scripts/test.mjs reads the totals from Playwright's JSON report.
if (process.env.PLAYWRIGHT_JSON_OUTPUT_FILE) reporter.push(['json']);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/test-results',
  globalSetup: './e2e/global-setup.ts',
  // Two lanes on a 2-core machine that others share make a 30-second test take twice as long; a hang still fails.
  timeout: 120_000,
  expect: { timeout: 5_000 },
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter,
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    locale: 'nb-NO',
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'nordlys', testMatch: files(nordlys), workers: 1 },
    { name: 'others', testMatch: files(others), workers: 1 },
    { name: 'fuzz', testMatch: files(['fuzz-forms']), dependencies: ['nordlys', 'others'], fullyParallel: true },
  ],
});
