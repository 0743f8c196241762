import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import type { Env } from '../env';

/** What a scheduled job gets on each run. */
export type JobContext = {
  database: Database;
  env: Env;
  log: FastifyBaseLogger;
  /** The clock, so tests can run a job "at" a given time. */
  now: () => Date;
};

/**
 * A recurring background job. `run` must be safe to call concurrently from several workers and again after a
 * crash: it decides with the database (row locks, unique keys) what is still to do.
 */
export type JobDefinition = {
  name: string;
  /** Five-field cron expression in UTC, e.g. every five minutes. */
  cron: string;
  run: (ctx: JobContext) => Promise<unknown>;
};
