// The browser tests' global setup: starts the stack of e2e/support/stack.ts (stand-ins, the API on a fresh demo
// database, a production build of the web app and `next start`) once per run, hands its addresses and secrets to
// the tests (inject('e2e')) and stops it afterwards.
import type { TestProject } from 'vitest/node';
import { type E2eContext, startStack } from './support/stack';

export { DIST_DIR, type E2eContext } from './support/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}

export default async function setup(project: TestProject) {
  const { context, stop } = await startStack();
  project.provide('e2e', context);
  return stop;
}
