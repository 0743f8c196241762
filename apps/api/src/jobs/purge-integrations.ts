import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import type { JobDefinition } from '../lib/jobs';

const DAY = 24 * 60 * 60 * 1000;
/** Rows deleted per statement, so one run never holds many row locks at once. */
const BATCH = 1000;
/** Finished full re-index runs kept for the back office's history. */
export const INDEX_RUNS_KEPT = 20;

/**
 * What the integrations leave behind, and how long it is kept (docs/jobs.md). Each rule names the ids to delete
 * (at most `limit`) given the run's clock; rows still needed (a live session's eID tokens, unsent mail, payment
 * events of the last 400 days) never match.
 */
export const retentionRules: { table: string; ids: (now: Date, limit: number) => SQL }[] = [
  {
    // Started eID sign-ins: used or abandoned, they are worthless a day after they expired.
    table: 'eid_logins',
    ids: (now, limit) =>
      sql`select id from eid_logins where expires_at < ${new Date(now.getTime() - DAY).toISOString()}::timestamptz limit ${limit}`,
  },
  {
    // ID-porten tokens of our sign-ins: 30 days after the sign-in ended, or after its refresh family was purged.
    table: 'eid_sessions',
    ids: (now, limit) => {
      const cutoff = new Date(now.getTime() - 30 * DAY).toISOString();
      return sql`select s.id from eid_sessions s
        where (s.ended_at < ${cutoff}::timestamptz)
           or (coalesce(s.ended_at, s.created_at) < ${cutoff}::timestamptz
               and not exists (select 1 from refresh_tokens r where r.family_id = s.family_id))
        limit ${limit}`;
    },
  },
  {
    // Punch-out visits: 30 days after they expired (orders keep their own copy of what was bought).
    table: 'punchout_sessions',
    ids: (now, limit) =>
      sql`select id from punchout_sessions where expires_at < ${new Date(now.getTime() - 30 * DAY).toISOString()}::timestamptz limit ${limit}`,
  },
  {
    // E-mail sign-in links: a day after they expired.
    table: 'sign_in_tokens',
    ids: (now, limit) =>
      sql`select id from sign_in_tokens where expires_at < ${new Date(now.getTime() - DAY).toISOString()}::timestamptz limit ${limit}`,
  },
  {
    // Card-payment webhooks: kept 400 days (duplicates are recognized by id meanwhile; Nets retries for days), and
    // longer while their payment is unsettled: still open for the reconciliation (created/reserved, or charged
    // without its order) or with a charge, cancel or refund still pending. Events of no known payment go at 400 days.
    table: 'payment_events',
    ids: (now, limit) =>
      sql`select e.id from payment_events e
        where e.received_at < ${new Date(now.getTime() - 400 * DAY).toISOString()}::timestamptz
          and not exists (
            select 1 from payment_transactions t
            where t.provider = e.provider and t.payment_id = e.payment_id
              and (t.status in ('created', 'reserved') or (t.status = 'charged' and t.order_id is null)
                   or exists (select 1 from payment_actions a where a.transaction_id = t.id and a.status = 'pending')))
        limit ${limit}`,
  },
  {
    // Sent mail: 90 days (support can see what went out); unsent mail is never purged here.
    table: 'mail_outbox',
    ids: (now, limit) =>
      sql`select id from mail_outbox where sent_at < ${new Date(now.getTime() - 90 * DAY).toISOString()}::timestamptz limit ${limit}`,
  },
  {
    // Full re-index runs: the newest finished ones are kept; queued and running ones always.
    table: 'search_index_runs',
    ids: (_now, limit) =>
      sql`select id from search_index_runs where status in ('completed', 'failed') and id not in (
            select id from search_index_runs where status in ('completed', 'failed')
            order by created_at desc limit ${INDEX_RUNS_KEPT})
          limit ${limit}`,
  },
];

/** Deletes one rule's rows in batches; answers how many went. Idempotent: concurrent runs delete each row once. */
async function purge(db: DbOrTx, rule: (typeof retentionRules)[number], now: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db.execute(
      sql`delete from ${sql.identifier(rule.table)} where id in (${rule.ids(now, BATCH)}) returning id`,
    );
    const count = (result as unknown as { rows: unknown[] }).rows.length;
    deleted += count;
    if (count < BATCH) return deleted;
  }
}

/** Daily: removes what the integrations no longer need (eID, punch-out, sign-in links, webhooks, mail, re-index runs). */
export const purgeIntegrations: JobDefinition = {
  name: 'purge-integrations',
  cron: '43 3 * * *',
  run: async ({ database, log, now }) => {
    const at = now();
    const deleted: Record<string, number> = {};
    for (const rule of retentionRules) deleted[rule.table] = await purge(database.db, rule, at);
    log.info({ deleted }, 'purged integration rows past their retention');
    return deleted;
  },
};
