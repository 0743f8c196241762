#!/usr/bin/env node
// Runs every test suite of the project, in order, and stops at the first failure.
// On PGlite by default; set DATABASE_URL to run the API suites on a PostgreSQL server.
// Ends with one line "N passed, N failed" summed over the suites.
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
  { name: 'client', workspace: '@engros/client' },
  { name: 'api', workspace: '@engros/api' },
  // Browser end-to-end tests: starts its own API, eID stand-in and production web build (apps/web/e2e).
  { name: 'web', workspace: '@engros/web' },
];

const reports = mkdtempSync(path.join(tmpdir(), 'engros-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

for (const suite of suites) {
  console.log(`\n=== ${suite.name} tests ${process.env.DATABASE_URL ? '(PostgreSQL)' : '(PGlite)'} ===`);
  const report = path.join(reports, `${suite.name}.json`);
  const result = spawnSync(
    'npm',
    ['test', '-w', suite.workspace, '--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { stdio: 'inherit', env: process.env },
  );
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  } catch {
    totals.failed += 1; // the suite did not even report
  }
  if (result.status !== 0) {
    console.error(`\n${suite.name} tests failed`);
    exitCode = result.status ?? 1;
    break;
  }
}

rmSync(reports, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(exitCode);
