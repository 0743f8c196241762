import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../test/global-setup';
import { migrationsFolder, openDatabase } from './index';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../..');
const migrations = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/** `npm run migrate` as a deployment runs it, with only the given database settings. */
async function migrate(settings: { DATA_DIR?: string; DATABASE_URL?: string }) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
  if (!settings.DATABASE_URL) delete env.DATABASE_URL;
  const { stdout } = await run('npm', ['run', '--silent', 'migrate'], { cwd: apiDir, env, timeout: 120_000 });
  return stdout.trim();
}

describe('npm run migrate', () => {
  it('migrates a fresh PGlite data directory, and a second run finds nothing to do', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'engros-migrate-'));
    try {
      expect(await migrate({ DATA_DIR: dataDir })).toMatch(
        new RegExp(`^Applied ${migrations} migrations to pglite \\(.*\\) in \\d+ ms; ${migrations} in all\\.$`),
      );
      // A new process reads what the first one recorded: the data directory holds the migrated schema.
      expect(await migrate({ DATA_DIR: dataDir })).toMatch(
        new RegExp(`^pglite \\(.*\\) is up to date: ${migrations} migrations applied\\.$`),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  const url = process.env.DATABASE_URL;
  describe.skipIf(!url)('on PostgreSQL (DATABASE_URL)', () => {
    // A database of its own, created empty and dropped afterwards: the shared test database is left alone.
    const name = `engros_migrate_${randomBytes(6).toString('hex')}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    afterAll(() => admin(`drop database if exists ${name} with (force)`));

    it('migrates an empty database, and a second run finds nothing to do', async () => {
      await admin(`create database ${name}`);
      const target = withDatabase(url!, name);
      expect(await migrate({ DATABASE_URL: target })).toMatch(
        new RegExp(
          `^Applied ${migrations} migrations to postgres \\(database ${name}\\) in \\d+ ms; ${migrations} in all\\.$`,
        ),
      );
      expect(await migrate({ DATABASE_URL: target })).toBe(
        `postgres (database ${name}) is up to date: ${migrations} migrations applied.`,
      );
      const database = await openDatabase({ url: target, poolSize: 1 });
      try {
        await expect(database.query('select count(*) from companies')).resolves.toBeTruthy();
      } finally {
        await database.close();
      }
    }, 180_000);
  });
});
