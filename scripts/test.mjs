#!/usr/bin/env node
// Runs every test suite of the project, in order, and stops at the first failure.
// On PGlite by default; set DATABASE_URL to run the API suites on a PostgreSQL server.
import { spawnSync } from 'node:child_process';

const suites = [
  { name: 'client', args: ['test', '-w', '@engros/client', '--if-present'] },
  { name: 'api', args: ['test', '-w', '@engros/api'] },
];

for (const suite of suites) {
  console.log(`\n=== ${suite.name} tests ${process.env.DATABASE_URL ? '(PostgreSQL)' : '(PGlite)'} ===`);
  const result = spawnSync('npm', suite.args, {
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) {
    console.error(`\n${suite.name} tests failed`);
    process.exit(result.status ?? 1);
  }
}
