import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db';
import { parseEnv } from '../src/env';
import type { App } from '../src/lib/context';
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
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}

export const secretHeaders = { 'x-shop-secret': TEST_SECRET };
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
