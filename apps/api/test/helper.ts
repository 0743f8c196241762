import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { startNets } from '../../../sandbox/src/nets';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db';
import { parseEnv } from '../src/env';
import type { App } from '../src/lib/context';
import { documentCheck } from './document-check';
import { withDatabase } from './global-setup';

export const TEST_SECRET = 'test-shop-secret-0123456789';

/** A private, migrated database for one test file: a copy of the template (PostgreSQL) or of the dump (PGlite). */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const template = inject('templateDatabase');
  if (url && template) {
    const name = `engros_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const database = await openDatabase({
      url: withDatabase(url, name),
      poolSize: 5,
    });
    return {
      ...database,
      close: async () => {
        await database.close();
        const drop = new pg.Client({ connectionString: url });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  return openDatabase({ loadDataDir: new Blob([dump]) });
}

export type TestContext = { app: App; database: Database };

/** A fresh app on a fresh database, closed after the file's tests. */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    SHOP_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    ...envOverrides,
  });
  const app = await buildApp({ database, env, logger: false });
  checkAnswersAgainstDocument(app);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}

/**
 * Every answer a test receives through `app.inject` is checked against the app's own OpenAPI document (status, media
 * type, body schema; test/document-check.ts): a mismatch fails the call, naming the operation and what differs.
 */
function checkAnswersAgainstDocument(app: App) {
  const check = documentCheck(app.swagger() as unknown as Parameters<typeof documentCheck>[0]);
  const inject = app.inject.bind(app);
  const checked = async (options: InjectOptions) => {
    const response = await inject(options);
    const mismatch = check({
      method: response.raw.req.method ?? 'GET',
      url: response.raw.req.url ?? '/',
      status: response.statusCode,
      contentType: response.headers['content-type'] as string | undefined,
      body: response.body,
    });
    if (mismatch) throw new Error(`The answer does not match the OpenAPI document: ${mismatch}`);
    return response;
  };
  // The chained form (`app.inject().get(…)`) and callbacks are not checked; the tests use neither.
  app.inject = ((options?: unknown, callback?: unknown) =>
    options === undefined || callback !== undefined
      ? (inject as (...args: unknown[]) => unknown)(options, callback)
      : checked(options as InjectOptions)) as typeof app.inject;
}

export const secretHeaders = { 'x-shop-secret': TEST_SECRET };
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A free TCP port on 127.0.0.1 (the app listens on it, so the stand-ins can call back). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * A fresh app listening on a free port beside a running Nets stand-in (card payments over real HTTP: the hosted
 * page, webhooks back to the API, GET /v1/payments/{id}); both stop after the file's tests. `env` adds settings
 * (another stand-in's address).
 */
export async function createTestAppWithNets(options: {
  secretKey: string;
  webhookAuthorization: string;
  env?: Record<string, string>;
}) {
  const nets = await startNets({ port: 0, secretKey: options.secretKey });
  const apiPort = await freePort();
  const overrides = {
    NETS_API_URL: nets.url,
    NETS_SECRET_KEY: options.secretKey,
    NETS_WEBHOOK_AUTHORIZATION: options.webhookAuthorization,
    NETS_TIMEOUT_MS: '1500',
    API_PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
    WEB_ORIGIN: 'http://shop.test',
    ...options.env,
  };
  const context = await createTestApp(overrides);
  await context.app.listen({ port: apiPort, host: '127.0.0.1' });
  afterAll(async () => {
    await nets.stop();
  });
  return { ...context, nets, apiPort, overrides };
}

/**
 * Pays on the Nets stand-in's hosted payment page as a browser does (a test card that reserves); answers the page's
 * response, a 303 back to the shop on success.
 */
export async function payOnHostedPage(hostedPaymentPageUrl: string, cardNumber = '4925000000000004') {
  const page = await fetch(hostedPaymentPageUrl);
  if (page.status !== 200) throw new Error(`the hosted payment page answered ${page.status}`);
  const action = /<form method="post" action="([^"]+)"/.exec(await page.text())?.[1];
  if (!action) throw new Error('the hosted payment page has no form');
  return fetch(new URL(action, hostedPaymentPageUrl), {
    method: 'POST',
    body: new URLSearchParams({ cardNumber, expiry: '12/39', cvc: '123' }),
    redirect: 'manual',
  });
}
