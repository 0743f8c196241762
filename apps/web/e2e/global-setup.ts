// The browser tests' global setup: starts the stack of e2e/support/stack.ts (stand-ins, the API on a fresh demo
// database, a production build of the web app and its server as `npm start` runs it) once per run and hands its
// addresses and secrets to the test workers in E2E_CONTEXT (workers start after this and inherit the environment;
// support/browser.ts reads it). The function it answers is Playwright's global teardown: it stops the stack and
// checks its logs.
import { startStack } from './support/stack';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const { context, stop } = await startStack();
  process.env.E2E_CONTEXT = JSON.stringify(context);
  return stop;
}
