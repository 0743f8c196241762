import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db';
import { seedReference } from '../src/seed/reference';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database each test file copies. */
    templateDatabase: string;
    /** PGlite: a dump of a migrated cluster each test file loads. */
    pgliteDump: string;
  }
}

/**
 * Migrates once per run: a template database on PostgreSQL (DATABASE_URL), or a
 * PGlite dump. Each test file then starts from a private copy (test/helper.ts).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `engros_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const templateUrl = withDatabase(url, name);
    const database = await openDatabase({ url: templateUrl, poolSize: 1 });
    await database.migrate();
    await seedReference(database.db);
    await database.close();
    project.provide('templateDatabase', name);
    project.provide('pgliteDump', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'engros-test-'));
  const database = await openDatabase();
  await database.migrate();
  await seedReference(database.db);
  const dump = await database.dump!();
  await database.close();
  const file = path.join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', '');
  project.provide('pgliteDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
