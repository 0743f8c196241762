// The API's own PostgreSQL connections (db/index.ts): every pool runs without the JIT compiler, whose compiling cost a
// short statement tens of milliseconds once a large catalog's estimates passed its threshold (issue 18), and the
// hot reads' pool plans each statement once, generically. PostgreSQL only: PGlite has no JIT.
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import { type Db, hotReadsOf } from '.';

const database = await createTestDatabase();
afterAll(() => database.close());

type Rows = { rows: Record<string, unknown>[] };
const settingOf = async (db: Db, name: string) => {
  const result = (await db.execute(sql`select current_setting(${name}) as value`)) as unknown as Rows;
  return String(result.rows[0]?.value);
};

it.runIf(database.kind === 'postgres')('runs every statement without JIT; the hot reads plan generically', async () => {
  const { db } = database;
  // Several connections of each pool at once, so not only the first one is looked at.
  const main = await Promise.all(Array.from({ length: 4 }, () => settingOf(db, 'jit')));
  const hot = await Promise.all(Array.from({ length: 4 }, () => settingOf(hotReadsOf(db), 'jit')));
  expect([...main, ...hot]).toEqual(Array(8).fill('off'));
  expect(await settingOf(hotReadsOf(db), 'plan_cache_mode')).toBe('force_generic_plan');
  expect(await settingOf(db, 'plan_cache_mode')).toBe('auto');
  // A statement planned far above jit_above_cost is not compiled: its plan names no JIT (not run: EXPLAIN only).
  const plan = (await db.execute(
    sql`explain (format json) select count(*) from generate_series(1, 1000000) a, generate_series(1, 100) b`,
  )) as unknown as Rows;
  expect(JSON.stringify(plan.rows)).toContain('Aggregate');
  expect(JSON.stringify(plan.rows)).not.toContain('"JIT"');
});
