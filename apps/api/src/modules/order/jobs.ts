import type { JobDefinition } from '../../lib/jobs';
import { fulfilmentJob } from './fulfilment';
import * as repo from './repository';
import { IDEMPOTENCY_KEY_TTL_MS } from './service';

/** Deletes createorder Idempotency-Keys past their lifetime, a batch at a time (idempotent, safe concurrently). */
export const purgeIdempotencyKeysJob: JobDefinition = {
  name: 'purge-idempotency-keys',
  cron: '41 * * * *',
  run: async ({ database, log, now }) => {
    const before = new Date(now().getTime() - IDEMPOTENCY_KEY_TTL_MS);
    let deleted = 0;
    for (let batch = await repo.purgeIdempotencyKeys(database.db, before, 1000); batch > 0; ) {
      deleted += batch;
      batch = await repo.purgeIdempotencyKeys(database.db, before, 1000);
    }
    if (deleted > 0) log.info({ deleted }, 'purged expired idempotency keys');
    return { deleted };
  },
};

/** The order module's recurring jobs (listed in apps/api/src/jobs/registry.ts). */
export const orderJobs: JobDefinition[] = [fulfilmentJob, purgeIdempotencyKeysJob];
