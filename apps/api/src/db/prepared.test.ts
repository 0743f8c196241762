// The embedded database (PGlite): its settings, and prepared hot reads. A `planOnce` statement is a named statement
// of PGlite's session (db/prepared.ts, `onPglite`), bound and executed per call. Values in PostgreSQL's text format,
// failures, and interleaving with PGlite's own queries and transactions.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '.';
import { fixedStatement, param, preparedQuery, readTogether, rowFromJson, runQuery, tableAlias } from './prepared';
import { cartLines } from './schema';

const database = await openDatabase();
afterAll(() => database.close());
const { db } = database;

const echo = preparedQuery<{ id: string | null; words: string[]; n: number; found: boolean }, Record<string, unknown>>(
  'test_prepared_echo',
  sql`select ${param('id')}::uuid as id, ${param('words')}::text[] as words, ${param('n')}::int as n,
        ${param('n')}::int > 1 as found`,
  { planOnce: true },
);

describe('a planOnce statement on PGlite', () => {
  it('answers rows again and again, with nulls, arrays of awkward text and numbers as bound', async () => {
    const words = ['plain', 'with "quotes"', 'back\\slash', 'comma, and {braces}', ''];
    const id = '6f1c1e0e-2a1b-4c3d-8e9f-0a1b2c3d4e5f';
    for (let i = 0; i < 8; i++) {
      expect(await echo(db, { id, words, n: i })).toEqual([{ id, words, n: i, found: i > 1 }]);
    }
    expect(await echo(db, { id: null, words: [], n: 0 })).toEqual([{ id: null, words: [], n: 0, found: false }]);
  });

  it('throws the database error of a bad value and keeps working after it', async () => {
    await expect(echo(db, { id: 'not-a-uuid', words: [], n: 1 })).rejects.toThrow(/uuid/);
    expect(await echo(db, { id: null, words: ['a'], n: 2 })).toEqual([{ id: null, words: ['a'], n: 2, found: true }]);
  });

  it('runs beside a transaction as PGlite’s own queries do', async () => {
    await db.execute(sql`create table if not exists prepared_probe (n int)`);
    const [inserted, read] = await Promise.all([
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_probe values (1)`);
        return 'committed';
      }),
      echo(db, { id: null, words: [], n: 3 }),
    ]);
    expect(inserted).toBe('committed');
    expect(read).toEqual([{ id: null, words: [], n: 3, found: true }]);
    const counted = (await db.execute(sql`select count(*)::int as c from prepared_probe`)) as unknown as {
      rows: unknown[];
    };
    expect(counted.rows).toEqual([{ c: 1 }]);
  });

  it('never runs inside another request’s transaction: it waits for it, and sees only what was committed', async () => {
    await db.execute(sql`create table if not exists prepared_probe_rollback (n int)`);
    const count = preparedQuery<{ c: number; n: number }, Record<string, unknown>>(
      'test_prepared_count',
      sql`select count(*)::int as c, ${param('n')}::int as n from prepared_probe_rollback`,
      { planOnce: true },
    );
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let signalInserted = () => {};
    const inserted = new Promise<void>((resolve) => {
      signalInserted = resolve;
    });
    const transaction = db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_probe_rollback values (1)`);
        signalInserted();
        await held;
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    await inserted;
    // The transaction is open, its row not committed, and PGlite's one session is between its statements.
    const read = count(db, { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await transaction).toBe('rolled back');
    expect(await read).toEqual([{ c: 0, n: 1 }]);
  });
});

describe('the embedded database', () => {
  it('keeps 64 MB of shared buffers, not PostgreSQL’s 128: they live in the API process (≤ 400 MB, issue 18)', async () => {
    const shown = (await db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
    expect(shown.rows).toEqual([{ shared_buffers: '64MB' }]);
  });
});

describe('tableAlias', () => {
  it('takes a plain identifier and refuses anything else, since it goes into the statement as written', () => {
    expect(tableAlias('p').getSQL().queryChunks).toHaveLength(1);
    for (const alias of ['p.id', 'p; drop table products', 'P', '1p', '']) {
      expect(() => tableAlias(alias), alias).toThrow(/Not a table alias/);
    }
  });
});

describe('a preparedQuery inside a transaction', () => {
  it('answers as outside it, on the transaction’s connection (it sees the transaction’s writes)', async () => {
    await db.execute(sql`create table if not exists prepared_tx_probe (n int)`);
    const read = preparedQuery<{ c: number; words: string[] }, Record<string, unknown>>(
      'test_prepared_tx',
      sql`select (select count(*)::int from prepared_tx_probe) as c, ${param('words')}::text[] as words`,
      { planOnce: true },
    );
    const inside = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_tx_probe values (1)`);
      const t = tx as unknown as typeof db;
      return [await read(t, { words: ['a', 'b'] }), await read(t, { words: [] })];
    });
    expect(inside).toEqual([[{ c: 1, words: ['a', 'b'] }], [{ c: 1, words: [] }]]);
    expect(await read(db, { words: ['c'] })).toEqual([{ c: 1, words: ['c'] }]);
  });
});

describe('fixedStatement', () => {
  it('runs inside a transaction, on its connection: it sees the transaction’s own writes and rolls back with it', async () => {
    await db.execute(sql`create table if not exists fixed_probe (n int)`);
    let built = 0;
    const countOf = fixedStatement<{ r: { c: number; n: number } }, { n: number }>('test_fixed_count', () => {
      built++;
      return sql`select json_build_object('c', (select count(*) from fixed_probe), 'n', ${param('n')}::int) as r`;
    });
    const seen = await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into fixed_probe values (1)`);
        const inside = [await countOf(tx, { n: 1 }), await countOf(tx, { n: 2 })];
        throw Object.assign(new Error('rolled back'), { inside });
      })
      .catch((error: Error & { inside: unknown }) => error.inside);
    expect(seen).toEqual([[{ r: { c: 1, n: 1 } }], [{ r: { c: 1, n: 2 } }]]);
    expect(await countOf(db, { n: 3 })).toEqual([{ r: { c: 0, n: 3 } }]);
    expect(built).toBe(1);
  });
});

describe('rowFromJson', () => {
  it('reads a row_to_json row as drizzle answers the row', async () => {
    const read = rowFromJson(cartLines);
    const json = {
      id: '6f1c1e0e-2a1b-4c3d-8e9f-0a1b2c3d4e5f',
      cart_id: '7f1c1e0e-2a1b-4c3d-8e9f-0a1b2c3d4e5f',
      sku: 'A-1',
      quantity: 2,
      unit_price: 10000,
      list_unit_price: null,
      vat_rate: 2500,
      currency: 'NOK',
      agreement_kind: null,
      agreement_code: null,
      added_at: '2026-11-27T10:55:00.123456+00:00',
      updated_at: '2026-11-27T11:00:00+00:00',
    };
    expect(read(json)).toEqual({
      id: json.id,
      cartId: json.cart_id,
      sku: 'A-1',
      quantity: 2,
      unitPrice: 10000,
      listUnitPrice: null,
      vatRate: 2500,
      currency: 'NOK',
      agreementKind: null,
      agreementCode: null,
      addedAt: new Date('2026-11-27T10:55:00.123Z'),
      updatedAt: new Date('2026-11-27T11:00:00Z'),
    });
  });
});

describe('readTogether', () => {
  /** Two reads: the first holds until later; which starts before the other ends tells together from in turn. */
  const reads = (events: string[], on: typeof db) =>
    [
      async () => {
        events.push('first starts');
        await new Promise((resolve) => setTimeout(resolve, 20));
        const rows = await runQuery<{ n: number }>(on, sql`select 1 as n`);
        events.push('first ends');
        return rows.length;
      },
      async () => {
        events.push('second starts');
        return (await runQuery<{ n: number }>(on, sql`select 2 as n`)).length;
      },
    ] as const;

  it('runs reads at once outside a transaction and one after another inside one, answering each in order', async () => {
    const outside: string[] = [];
    expect(await readTogether(db, reads(outside, db))).toEqual([1, 1]);
    expect(outside).toEqual(['first starts', 'second starts', 'first ends']);
    const inside: string[] = [];
    const answered = await db.transaction((tx) => readTogether(tx, reads(inside, tx as unknown as typeof db)));
    expect(answered).toEqual([1, 1]);
    expect(inside).toEqual(['first starts', 'first ends', 'second starts']);
  });
});
