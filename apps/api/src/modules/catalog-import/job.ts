import { mediaStorageOf } from '../../env';
import { createStorage } from '../../integrations/storage';
import type { JobDefinition } from '../../lib/jobs';
import { resumeAbandonedImports } from './service';

/**
 * Finishes catalog imports whose process stopped mid-way (a deploy, a crash): an import still running whose
 * heartbeat is over two minutes old is claimed (one worker wins) and resumed after its last committed batch.
 */
export const resumeCatalogImportsJob: JobDefinition = {
  name: 'resume-catalog-imports',
  cron: '*/5 * * * *',
  run: async ({ database, env, log }) => {
    const media = { storage: createStorage(mediaStorageOf(env)), settings: env };
    const resumed = await resumeAbandonedImports(database.db, media);
    if (resumed > 0) log.info({ resumed }, 'resumed abandoned catalog imports');
    return { resumed };
  },
};
