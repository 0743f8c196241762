import type { FastifyBaseLogger } from 'fastify';
import { type ConstructorOptions, fromPglite, type PGliteLike, PgBoss, type QueueOptions } from 'pg-boss';
import type { Database } from '../db';
import type { Env } from '../env';
import type { JobContext, JobDefinition } from '../lib/jobs';

/** pg-boss keeps its tables here, apart from the application's own. */
export const JOBS_SCHEMA = 'pgboss';

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
 * Retry and retention for every job queue. `stately` allows one queued and one active job per queue:
 * a job never runs twice at once, and a slow run does not pile up a backlog of cron ticks.
 */
const QUEUE_OPTIONS = {
  policy: 'stately',
  retryLimit: 2,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  deleteAfterSeconds: 7 * 24 * 60 * 60,
} satisfies QueueOptions & { policy: string };

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
  boss.on('warning', (warning) => log.warn({ warning }, 'background jobs: pg-boss warning'));
  const workers = new Map<string, string>();
  try {
    await boss.start();
    for (const schedule of await boss.getSchedules()) {
      // A job removed from the registry must stop being queued by the cron pass.
      if (!byName.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
    }
    for (const job of jobs) {
      if (await boss.getQueue(job.name)) {
        const { policy: _policy, ...updatable } = QUEUE_OPTIONS;
        await boss.updateQueue(job.name, updatable);
      } else {
        await boss.createQueue(job.name, QUEUE_OPTIONS);
      }
      await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
      const workerId = await boss.work(
        job.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10, localConcurrency: 1, batchSize: 1 },
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
    const [queued] = await boss.findJobs(name, { queued: true });
    if (queued) return queued.id;
    // The waiting run became active between the two calls: now there is room for ours.
  }
  throw new Error(`Could not queue background job ${name}`);
}

async function waitUntilFinished(boss: PgBoss, name: string, id: string) {
  const deadline = Date.now() + (QUEUE_OPTIONS.expireInSeconds + 60) * 1000;
  for (let pause = 20; Date.now() < deadline; pause = Math.min(pause * 2, 500)) {
    const [job] = await boss.findJobs(name, { id });
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
  // The job dependency resolver: no flows are used.
  flowIntervalSeconds: 60,
  superviseIntervalSeconds: 60,
  monitorIntervalSeconds: 60,
  persistWarnings: false,
} satisfies ConstructorOptions;

function bossConnection(options: StartJobsOptions): ConstructorOptions {
  const { database } = options;
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (database.kind === 'pglite') {
    if (!client) throw new Error('background jobs: the PGlite client is not reachable from the database handle');
    // One instance, one connection: REINDEX CONCURRENTLY has nothing to gain there.
    return { db: fromPglite(client as PGliteLike), backend: 'pglite', reindex: false };
  }
  const poolUrl = (client as { options?: { connectionString?: string } } | undefined)?.options?.connectionString;
  const connectionString = options.connectionString ?? poolUrl ?? options.env.DATABASE_URL;
  if (!connectionString) throw new Error('background jobs: no PostgreSQL connection string');
  // Its own small pool, so a long job never holds a connection the request path needs.
  return { connectionString, max: 3, application_name: 'engros-jobs' };
}
