import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: one API, eID stand-in and production web build per run (e2e/global-setup.ts),
// files one after another (they share those servers and the API's per-address sign-in limits).
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    pool: 'forks',
    maxWorkers: 1,
  },
});
