import { afterEach, beforeEach, vi } from 'vitest';

// A test fails on an unexpected console.error (STYLE.md habit 10).
let errorSpy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy?.mock.calls ?? [];
  errorSpy?.mockRestore();
  if (calls.length > 0)
    throw new Error(`Unexpected console.error: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`);
});

// A test fails when it sends a statement on a connection that is still running another (a transaction's client
// given to Promise.all): pg 8 queues it with a deprecation warning, pg 9 refuses it. The warning comes once per
// loaded pg, so the first such statement of a file is the one named.
let concurrentQuery: Error | undefined;
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) {
    concurrentQuery ??= warning;
  }
});
afterEach(() => {
  const warning = concurrentQuery;
  concurrentQuery = undefined;
  if (warning) throw new Error(`A statement was sent on a connection busy with another: ${warning.message}`);
});
