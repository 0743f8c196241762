// The browser tests' `test` and `expect`: @playwright/test's, with the stack's addresses and secrets (`stack`) and
// fresh browser profiles on the shop (`browse`, `signedIn`) that the fixture closes after each test. The browser is
// Playwright's worker-scoped one, Debian's chromium (playwright.config.ts).
import { test as base, expect } from '@playwright/test';
import { e2e, newContext, type Session, type SessionOptions, signIn } from './browser';
import type { E2eContext } from './stack';

export { expect };

export type Fixtures = {
  /** A fresh browser profile on the shop (see newContext in support/browser.ts), closed after the test. */
  browse: (options?: SessionOptions) => Promise<Session>;
  /** browse(), signed in through the sign-in form as the given demo account (its demo password, or the one given). */
  signedIn: (email: string, options?: SessionOptions & { password?: string }) => Promise<Session>;
};

export const test = base.extend<Fixtures, { stack: E2eContext }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  stack: [async ({}, use) => use(e2e()), { scope: 'worker' }],
  baseURL: async ({ stack }, use) => use(stack.webUrl),
  browse: async ({ browser }, use) => {
    const opened: Session[] = [];
    await use(async (options) => {
      const session = await newContext(browser, options);
      opened.push(session);
      return session;
    });
    await Promise.all(opened.map((session) => session.context.close()));
  },
  signedIn: async ({ browse }, use) => {
    await use(async (email, { password, ...options } = {}) => {
      const session = await browse(options);
      await signIn(session.page, email, password);
      return session;
    });
  },
});
