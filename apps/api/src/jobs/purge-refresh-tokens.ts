import { sql } from 'drizzle-orm';
import type { JobDefinition } from '../lib/jobs';

/** Families are kept this long after their last token expired, for support questions. */
const GRACE_DAYS = 7;
/** Rows deleted per statement, so one run never holds many row locks at once. */
const BATCH = 1000;

/**
 * Deletes refresh tokens of sign-ins that are over: every token of the family expired more than
 * GRACE_DAYS ago. A family with one live token is kept whole, because replaying one of its spent
 * tokens must still find that token and revoke the family. Deleting is idempotent, so concurrent
 * or repeated runs are harmless.
 */
export const purgeRefreshTokens: JobDefinition = {
  name: 'purge-refresh-tokens',
  cron: '17 3 * * *',
  run: async ({ database, log, now }) => {
    const cutoff = new Date(now().getTime() - GRACE_DAYS * 24 * 60 * 60 * 1000);
    let deleted = 0;
    for (;;) {
      const result = await database.db.execute<{ id: string }>(sql`
        delete from refresh_tokens where family_id in (
          select family_id from refresh_tokens
          group by family_id
          having max(expires_at) < ${cutoff.toISOString()}::timestamptz
          limit ${BATCH}
        )
        returning id`);
      const count = (result as unknown as { rows: unknown[] }).rows.length;
      deleted += count;
      if (count === 0) break;
    }
    log.info({ deleted }, 'purged refresh tokens of ended sign-ins');
    return { deleted };
  },
};
