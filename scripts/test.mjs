#!/usr/bin/env node
// Runs every test suite of the project, in order, and stops at the first failure.
// On PGlite by default; set DATABASE_URL to run the API suites on a PostgreSQL server.
// Ends with one line "N passed, N failed" summed over the suites. `node scripts/test.mjs web` runs the named suites only.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureSystemPackages } from './ensure-system-packages.mjs';

// System programs the suites need (xmllint for the cXML DTD checks, chromium for the browser tests), installed with
// apt-get when missing.
try {
  ensureSystemPackages();
} catch (error) {
  console.error(`ensure-system-packages: ${error.message}`);
  process.exit(1);
}

const suites = [
  { name: 'client', workspace: '@engros/client', runner: 'vitest' },
  { name: 'api', workspace: '@engros/api', runner: 'vitest' },
  // The web app's unit tests (lib/, the forms' schemas): no servers.
  { name: 'web-unit', workspace: '@engros/web', script: 'test:unit', runner: 'vitest' },
  // Browser end-to-end tests (@playwright/test): starts its own API, stand-ins and production web build (apps/web/e2e).
  { name: 'web', workspace: '@engros/web', runner: 'playwright' },
];

/** How each runner is told to write a JSON report beside its usual output, and how its totals are read. */
const runners = {
  vitest: {
    args: (report) => ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env: () => ({}),
    totals: (json) => ({
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    }),
  },
  playwright: {
    // The web workspace's playwright.config.ts adds the JSON reporter when this variable names a file.
    args: () => [],
    env: (report) => ({ PLAYWRIGHT_JSON_OUTPUT_FILE: report }),
    // expected: passed as expected; unexpected: failed; flaky: failed first and passed on a retry (none are
    // configured, so this stays 0, but a test that needs a second try is a failure here); skipped: not run.
    totals: (json) => ({
      passed: json.stats.expected,
      failed: json.stats.unexpected + json.stats.flaky,
      skipped: json.stats.skipped,
    }),
  },
};

const reports = mkdtempSync(path.join(tmpdir(), 'engros-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

const only = process.argv.slice(2);
const unknown = only.filter((name) => !suites.some((suite) => suite.name === name));
if (unknown.length > 0) {
  console.error(`unknown suite: ${unknown.join(', ')} (suites: ${suites.map((suite) => suite.name).join(', ')})`);
  process.exit(1);
}

for (const suite of suites.filter((s) => only.length === 0 || only.includes(s.name))) {
  console.log(`\n=== ${suite.name} tests ${process.env.DATABASE_URL ? '(PostgreSQL)' : '(PGlite)'} ===`);
  const report = path.join(reports, `${suite.name}.json`);
  const runner = runners[suite.runner];
  const result = spawnSync(
    'npm',
    ['run', suite.script ?? 'test', '-w', suite.workspace, '--', ...runner.args(report)],
    {
      stdio: 'inherit',
      env: { ...process.env, ...runner.env(report) },
    },
  );
  let suiteTotals;
  try {
    suiteTotals = runner.totals(JSON.parse(readFileSync(report, 'utf8')));
  } catch {
    suiteTotals = { passed: 0, failed: 1, skipped: 0 }; // the suite did not even report
  }
  totals.passed += suiteTotals.passed;
  totals.failed += suiteTotals.failed;
  totals.skipped += suiteTotals.skipped;
  if (result.status !== 0 || suiteTotals.failed > 0) {
    console.error(`\n${suite.name} tests failed`);
    exitCode = result.status || 1;
    break;
  }
}

rmSync(reports, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(exitCode);
