import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { type Database, NO_JIT } from '../db';
import type { Env } from '../env';
import type { JobContext, JobDefinition } from '../lib/jobs';

/** pg-boss keeps its tables here, apart from the application's own. */
export const JOBS_SCHEMA = 'pgboss';

/** The schema version pg-boss 10.4 installs. pg-boss 11/12 (used before decision 012) left newer ones. */
const BOSS_SCHEMA_VERSION = 24;

export type StartJobsOptions = {
  database: Database;
  env: Env;
  log: FastifyBaseLogger;
  jobs: JobDefinition[];
  /** The clock handed to jobs; the system clock unless a test sets it. */
  now?: () => Date;
  /** PostgreSQL only: where pg-boss connects; by default the same database the app's pool uses. */
  connectionString?: string;
  /** How often an idle worker looks for due jobs. runNow() wakes it at once regardless. */
  pollingIntervalSeconds?: number;
  /** How long stop() waits for running jobs before it abandons them (pg-boss retries them later). */
  stopTimeoutMs?: number;
};

export type Jobs = {
  /** Stops the workers and the cron pass; running jobs get `stopTimeoutMs` to finish. Never closes `database`. */
  stop: () => Promise<void>;
  /** Queues one run of a job now and resolves when it has completed; rejects when it failed. */
  runNow: (name: string) => Promise<void>;
};

/**
 * Retries for every job queue. `stately` allows one queued and one active job per queue: a job never
 * runs twice at once, and a slow run does not pile up a backlog of cron ticks.
 */
const QUEUE_OPTIONS = {
  policy: 'stately',
  retryLimit: 2,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
} satisfies Omit<PgBoss.Queue, 'name'>;

const FINISHED = new Set(['completed', 'failed', 'cancelled']);

/**
 * Starts pg-boss on the app's database (its own pool on PostgreSQL, the one PGlite instance through
 * pg-boss's adapter otherwise), registers each job's cron schedule and one worker per job.
 */
export async function startJobs(options: StartJobsOptions): Promise<Jobs> {
  const { database, env, jobs, log } = options;
  const now = options.now ?? (() => new Date());
  const byName = new Map(jobs.map((job) => [job.name, job]));
  if (byName.size !== jobs.length) throw new Error('Two background jobs share a name');

  const boss = new PgBoss({ ...bossConnection(options), ...BOSS_TUNING, schema: JOBS_SCHEMA });
  boss.on('error', (err) => log.error({ err }, 'background jobs: pg-boss error'));
  const workers = new Map<string, string>();
  try {
    await oneNodeAtATime(database, async () => {
      await dropNewerJobsSchema(database, log);
      await boss.start();
      for (const schedule of await boss.getSchedules()) {
        // A job removed from the registry must stop being queued by the cron pass.
        if (!byName.has(schedule.name)) await boss.unschedule(schedule.name);
      }
      for (const job of jobs) {
        const queue = { ...QUEUE_OPTIONS, name: job.name };
        if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, queue);
        else await boss.createQueue(job.name, queue);
        await boss.schedule(job.name, job.cron, undefined, { tz: 'UTC' });
      }
    });
    for (const job of jobs) {
      // One fetch loop per worker and one job per fetch: a job runs one at a time in each process.
      const workerId = await boss.work(
        job.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10, batchSize: 1, includeMetadata: true },
        async ([bossJob]) => {
          const jobLog = log.child({ job: job.name, jobId: bossJob?.id, attempt: bossJob?.retryCount });
          const ctx: JobContext = { database, env, log: jobLog, now };
          const started = performance.now();
          try {
            await job.run(ctx);
            jobLog.info({ ms: Math.round(performance.now() - started) }, 'background job completed');
          } catch (err) {
            // Thrown on so pg-boss records the failure and retries per the queue's policy.
            jobLog.error({ err }, 'background job failed');
            throw err;
          }
        },
      );
      workers.set(job.name, workerId);
    }
  } catch (err) {
    await boss.stop({ graceful: false }).catch(() => {});
    throw err;
  }
  log.info({ jobs: jobs.map((job) => job.name) }, 'background jobs started');

  let stopping: Promise<void> | undefined;
  return {
    stop: () => {
      stopping ??= boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 5_000 });
      return stopping;
    },
    runNow: async (name) => {
      if (stopping) throw new Error('Background jobs are stopped');
      const workerId = workers.get(name);
      if (!workerId) throw new Error(`Unknown background job: ${name}`);
      const id = await queueRun(boss, name);
      boss.notifyWorker(workerId);
      await waitUntilFinished(boss, name, id);
    },
  };
}

/** Queues one run, or finds the run already waiting (the queue policy allows only one), and returns its id. */
async function queueRun(boss: PgBoss, name: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    // A manual run reports its own outcome: no retries behind the caller's back.
    const id = await boss.send(name, {}, { retryLimit: 0 });
    if (id) return id;
    const { rows } = await boss
      .getDb()
      .executeSql(`select id from ${JOBS_SCHEMA}.job where name = $1 and state in ('created', 'retry') limit 1`, [
        name,
      ]);
    const queued = rows[0] as { id: string } | undefined;
    if (queued) return queued.id;
    // The waiting run became active between the two calls: now there is room for ours.
  }
  throw new Error(`Could not queue background job ${name}`);
}

async function waitUntilFinished(boss: PgBoss, name: string, id: string) {
  const deadline = Date.now() + (QUEUE_OPTIONS.expireInSeconds + 60) * 1000;
  for (let pause = 20; Date.now() < deadline; pause = Math.min(pause * 2, 500)) {
    const job = await boss.getJobById(name, id, { includeArchive: true });
    if (!job) throw new Error(`Background job ${name} (${id}) disappeared`);
    if (FINISHED.has(job.state)) {
      if (job.state === 'completed') return;
      const output = job.output as { message?: string } | null;
      throw new Error(`Background job ${name} ${job.state}: ${output?.message ?? 'no reason recorded'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  throw new Error(`Background job ${name} (${id}) did not finish in time`);
}

/**
 * Intervals of pg-boss's own housekeeping. Every tick is a query, and on PGlite each query waits for
 * the single connection the API serves requests from, so nothing here runs more often than needed.
 */
const BOSS_TUNING = {
  // A cron occurrence is noticed within 15 s, queued within 10 s more, and picked up by the job's
  // worker within its polling interval: about half a minute at worst.
  cronMonitorIntervalSeconds: 15,
  cronWorkerIntervalSeconds: 10,
  // Expiry of lost runs, archiving and deletion.
  maintenanceIntervalSeconds: 60,
  // Finished jobs stay in `pgboss.job` for 7 days, then a day in `pgboss.archive`.
  archiveCompletedAfterSeconds: 7 * 24 * 60 * 60,
  archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
  deleteAfterDays: 1,
} satisfies PgBoss.ConstructorOptions;

/**
 * Where pg-boss connects: the one PGlite instance, or on PostgreSQL a small pool of its own. pg-boss hands its options
 * to `pg.Pool` as they are, so its connections run without PostgreSQL's JIT compiler like every other pool of ours
 * (`NO_JIT`, db/index.ts).
 */
export function bossConnection(options: StartJobsOptions): PgBoss.ConstructorOptions {
  const { database } = options;
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (database.kind === 'pglite') {
    if (!client) throw new Error('background jobs: the PGlite client is not reachable from the database handle');
    return { db: pgliteDb(client as PGlite) };
  }
  const poolUrl = (client as { options?: { connectionString?: string } } | undefined)?.options?.connectionString;
  const connectionString = options.connectionString ?? poolUrl ?? options.env.DATABASE_URL;
  if (!connectionString) throw new Error('background jobs: no PostgreSQL connection string');
  // Its own small pool, so a long job never holds a connection the request path needs.
  const pool: PgBoss.ConstructorOptions & { options: string } = {
    connectionString,
    max: 3,
    application_name: 'engros-jobs',
    options: NO_JIT,
  };
  return pool;
}

/**
 * pg-boss on the one PGlite instance. pg-boss 10 has no PGlite adapter (12 has `fromPglite`, this
 * same idea); PGlite is PostgreSQL, so pg-boss needs only its `executeSql`. PGlite's `query` runs one
 * statement, so pg-boss's parameterless multi-statement blocks (schema install, locked sections) go
 * through `exec`, whose rows are flattened so a RETURNING before the COMMIT is not lost.
 */
function pgliteDb(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      try {
        if (values?.length) return await pglite.query(text, values);
        const results = await pglite.exec(text);
        return { rows: results.flatMap((result) => result.rows) };
      } catch (err) {
        // One connection for everything: a failed statement inside pg-boss's BEGIN … COMMIT must not
        // leave it in an aborted transaction for the requests that come next (a pool would drop it).
        await pglite.query('rollback').catch(() => {});
        throw err;
      }
    },
  };
}

/**
 * Runs pg-boss's setup (an old schema dropped, its schema, each queue's table, the schedules) on one node at a
 * time: two nodes creating the same queues at once deadlock in PostgreSQL, and the loser would run without jobs
 * (test/cluster.test.ts). The lock is held by a transaction of our own pool while pg-boss works on its connections.
 * PGlite is one process.
 */
async function oneNodeAtATime(database: Database, setup: () => Promise<void>): Promise<void> {
  if (database.kind !== 'postgres') return setup();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('engros-jobs-setup'))`);
    await setup();
  });
}

/**
 * Removes a pg-boss schema newer than pg-boss 10 understands (left by 11/12 in a data directory or
 * database used before decision 012). It holds only queue state: the schedules are registered again
 * at start, and a queued run is taken again by the next cron tick. Runs inside oneNodeAtATime.
 */
async function dropNewerJobsSchema(database: Database, log: FastifyBaseLogger) {
  const { rows } = await database.query(`select to_regclass('${JOBS_SCHEMA}.version') is not null as "isInstalled"`);
  if (!rows[0]?.isInstalled) return;
  const { rows: versions } = await database.query(`select version from ${JOBS_SCHEMA}.version`);
  const version = Number(versions[0]?.version);
  if (!(version > BOSS_SCHEMA_VERSION)) return;
  log.warn({ version, expected: BOSS_SCHEMA_VERSION }, 'background jobs: dropping a newer pg-boss schema');
  await database.query(`drop schema ${JOBS_SCHEMA} cascade`);
}
