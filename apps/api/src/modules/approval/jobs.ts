import { webOriginOf } from '../../env';
import type { JobDefinition } from '../../lib/jobs';
import { expireRequests } from './service';

/** Expires approval requests nobody decided in time (docs/approvals.md); safe concurrently (SKIP LOCKED). */
export const expireApprovalsJob: JobDefinition = {
  name: 'expire-approvals',
  cron: '*/15 * * * *',
  run: async ({ database, env, log, now }) => {
    const expired = await expireRequests(database.db, { now: now(), links: { webOrigin: webOriginOf(env) } });
    if (expired > 0) log.info({ expired }, 'expired approval requests');
    return { expired };
  },
};
