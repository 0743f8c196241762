import pg from 'pg';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

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

// A test fails when a statement is sent on a connection still running another (a transaction's client given to
// Promise.all, two NOTIFYs at once): pg 8 queues it, pg 9 refuses it. pg's own deprecation warning comes once per
// process and only when two wait, so it is checked here at every call, naming both statements (readTogether in
// db/prepared.ts runs reads one after another in a transaction).
type BusyClient = { _queryQueue?: unknown[]; _activeQuery?: { text?: string } | null; pipeline?: boolean };
const watch = globalThis as { busyConnectionStatements?: string[] };
watch.busyConnectionStatements ??= [];
const clientPrototype = pg.Client.prototype as unknown as Record<symbol, boolean> & {
  query: (...args: unknown[]) => unknown;
};
const watched = Symbol.for('engros.busyConnectionWatch');
if (!clientPrototype[watched]) {
  clientPrototype[watched] = true;
  const query = clientPrototype.query;
  clientPrototype.query = function (this: BusyClient, ...args: unknown[]) {
    if ((this._queryQueue?.length ?? 0) > 0 || (this._activeQuery && !this.pipeline)) {
      const config = args[0] as string | { text?: string };
      const text = typeof config === 'string' ? config : config?.text;
      watch.busyConnectionStatements?.push(
        `${String(text).replace(/\s+/g, ' ').slice(0, 160)}\n    while running: ${String(this._activeQuery?.text).replace(/\s+/g, ' ').slice(0, 160)}`,
      );
    }
    return query.apply(this, args);
  };
}
const failOnBusyConnections = () => {
  const found = watch.busyConnectionStatements?.splice(0) ?? [];
  if (found.length > 0) {
    throw new Error(`${found.length} statement(s) sent on a connection busy with another:\n${found.join('\n')}`);
  }
};
afterEach(failOnBusyConnections);
afterAll(failOnBusyConnections);
