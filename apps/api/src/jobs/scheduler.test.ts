import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_SECRET } from '../../test/helper';
import type { Database } from '../db';
import { parseEnv } from '../env';
import type { JobDefinition } from '../lib/jobs';
import { bossConnection, JOBS_SCHEMA, type Jobs, startJobs } from './scheduler';

type Entry = { level: string; bindings: Record<string, unknown>; obj: unknown; msg?: string };

/** A logger that keeps what it is told, so tests can read it. */
function memoryLogger(entries: Entry[], bindings: Record<string, unknown> = {}): FastifyBaseLogger {
  const at =
    (level: string) =>
    (obj: unknown, msg?: string): void => {
      entries.push({ level, bindings, obj, msg: typeof obj === 'string' ? obj : msg });
    };
  return {
    level: 'info',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => {},
    child: (more: Record<string, unknown>) => memoryLogger(entries, { ...bindings, ...more }),
  } as unknown as FastifyBaseLogger;
}

const overlap = { active: 0, maxActive: 0, runs: 0 };

const testJobs: JobDefinition[] = [
  {
    name: 'test-slow',
    cron: '30 2 * * *',
    run: async () => {
      overlap.active++;
      overlap.runs++;
      overlap.maxActive = Math.max(overlap.maxActive, overlap.active);
      await new Promise((resolve) => setTimeout(resolve, 150));
      overlap.active--;
    },
  },
  {
    name: 'test-record-run',
    cron: '*/5 * * * *',
    run: async ({ database, now }) => {
      await database.query('insert into job_test_runs (ran_at) values ($1)', [now().toISOString()]);
    },
  },
  {
    name: 'test-always-fails',
    cron: '0 4 * * *',
    run: async () => {
      throw new Error('boom from a test job');
    },
  },
];

describe('background jobs (pg-boss)', () => {
  let database: Database;
  let jobs: Jobs;
  const entries: Entry[] = [];
  const fixedNow = new Date('2026-03-01T04:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.query('create table job_test_runs (id serial primary key, ran_at timestamptz not null)');
    const env = parseEnv({ NODE_ENV: 'test', SHOP_SECRET: TEST_SECRET, LOG_LEVEL: 'silent' });
    const started = performance.now();
    jobs = await startJobs({ database, env, log: memoryLogger(entries), jobs: testJobs, now: () => fixedNow });
    entries.push({ level: 'test', bindings: {}, obj: { ms: performance.now() - started }, msg: 'start-up' });
  });

  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
  });

  it('registers a cron schedule for every job', async () => {
    const { rows } = await database.query(`select name, cron, timezone from ${JOBS_SCHEMA}.schedule order by name`);
    expect(rows).toEqual([
      { name: 'test-always-fails', cron: '0 4 * * *', timezone: 'UTC' },
      { name: 'test-record-run', cron: '*/5 * * * *', timezone: 'UTC' },
      { name: 'test-slow', cron: '30 2 * * *', timezone: 'UTC' },
    ]);
  });

  it('runs a job on demand through the queue, and its effect is in the database', async () => {
    await jobs.runNow('test-record-run');
    const { rows } = await database.query('select ran_at from job_test_runs');
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.ran_at as string).toISOString()).toBe(fixedNow.toISOString());
    const { rows: done } = await database.query(
      `select state from ${JOBS_SCHEMA}.job where name = 'test-record-run' and state = 'completed'`,
    );
    expect(done).toHaveLength(1);
  });

  it('logs a failing job and keeps working', async () => {
    await expect(jobs.runNow('test-always-fails')).rejects.toThrow(/boom from a test job/);
    const failure = entries.find((e) => e.level === 'error' && e.bindings.job === 'test-always-fails');
    expect(failure?.msg).toBe('background job failed');
    expect((failure?.obj as { err?: Error } | undefined)?.err?.message).toBe('boom from a test job');

    // The connection is not left in an aborted transaction, and the other job still runs.
    await jobs.runNow('test-record-run');
    const { rows } = await database.query('select count(*)::int as n from job_test_runs');
    expect(rows[0]!.n).toBe(2);
  });

  it('never runs one job twice at once', async () => {
    await Promise.all([jobs.runNow('test-slow'), jobs.runNow('test-slow'), jobs.runNow('test-slow')]);
    expect(overlap.maxActive).toBe(1);
    expect(overlap.runs).toBeGreaterThanOrEqual(1);
  });

  it.skipIf(!process.env.DATABASE_URL)('rejects when pg-boss cannot connect, leaving nothing running', async () => {
    const env = parseEnv({ NODE_ENV: 'test', SHOP_SECRET: TEST_SECRET });
    const started = startJobs({
      database,
      env,
      log: memoryLogger([]),
      jobs: testJobs,
      connectionString: 'postgres://postgres@127.0.0.1:1/nowhere',
    });
    await expect(started).rejects.toThrow();
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'gives pg-boss a pool of its own that runs without JIT, as ours do',
    async () => {
      const env = parseEnv({ NODE_ENV: 'test', SHOP_SECRET: TEST_SECRET });
      // The options pg-boss hands to pg.Pool, on a pool of their own: what its connections get.
      const pool = new pg.Pool(bossConnection({ database, env, log: memoryLogger([]), jobs: [] }) as pg.PoolConfig);
      try {
        expect((await pool.query('show jit')).rows[0]).toEqual({ jit: 'off' });
        expect((await pool.query('show application_name')).rows[0]).toEqual({ application_name: 'engros-jobs' });
        expect(pool.options.max).toBe(3);
      } finally {
        await pool.end();
      }
    },
  );

  it('refuses unknown jobs', async () => {
    await expect(jobs.runNow('no-such-job')).rejects.toThrow(/Unknown background job/);
  });

  it('stops cleanly and leaves the database open', async () => {
    await jobs.stop();
    await jobs.stop();
    await expect(jobs.runNow('test-record-run')).rejects.toThrow(/stopped/);
    const { rows } = await database.query('select 1 as one');
    expect(rows[0]!.one).toBe(1);
  });
});

describe('a pg-boss schema left by pg-boss 11/12', () => {
  it('is replaced by the one pg-boss 10 installs, and the jobs run', async () => {
    const database = await createTestDatabase();
    const entries: Entry[] = [];
    try {
      // What pg-boss 12 leaves behind, as far as the check looks: its version table, and tables 10 cannot use.
      await database.query(`create schema ${JOBS_SCHEMA}`);
      await database.query(`create table ${JOBS_SCHEMA}.version (version int primary key)`);
      await database.query(`insert into ${JOBS_SCHEMA}.version values (43)`);
      await database.query(`create table ${JOBS_SCHEMA}.job (id uuid primary key)`);
      await database.query('create table job_test_runs (id serial primary key, ran_at timestamptz not null)');
      const env = parseEnv({ NODE_ENV: 'test', SHOP_SECRET: TEST_SECRET, LOG_LEVEL: 'silent' });
      const jobs = await startJobs({ database, env, log: memoryLogger(entries), jobs: testJobs.slice(1, 2) });
      try {
        await jobs.runNow('test-record-run');
      } finally {
        await jobs.stop();
      }
      const { rows } = await database.query(`select version from ${JOBS_SCHEMA}.version`);
      expect(rows).toEqual([{ version: 24 }]);
      expect(entries.find((e) => e.level === 'warn')?.msg).toBe('background jobs: dropping a newer pg-boss schema');
    } finally {
      await database.close();
    }
  });
});
