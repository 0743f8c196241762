import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { mailOutbox } from '../../db/schema';

/** A mail to send: `template` names its kind (for support and tests), the text is already in the reader's language. */
export type OutgoingMail = { to: string; subject: string; text: string; template: string };

/**
 * Queues a mail in the outbox, inside the caller's transaction: it is sent (by the send-mail job) only if that
 * transaction commits, and never twice (docs/mail.md). Every module that mails goes through this.
 */
export async function queueMail(tx: DbOrTx, mail: OutgoingMail) {
  await tx.insert(mailOutbox).values(mail);
}

/**
 * Queueing a mail as a CTE of another statement (so it costs no round trip of its own): the insert, its values SQL of
 * that statement (placeholders of a statement built once), with `mark` in its subject and text replaced by `value`, an
 * SQL expression of that statement: a mail that names what the statement makes, such as an order's number drawn from
 * its sequence.
 */
export function queuedMailSql(mail: Record<keyof OutgoingMail, SQL>, mark: SQL, value: SQL): SQL {
  return sql`insert into ${mailOutbox} ("to", "subject", "text", "template")
    values (${mail.to}, replace(${mail.subject}, ${mark}, ${value}), replace(${mail.text}, ${mark}, ${value}),
      ${mail.template})`;
}

export type ClaimedMail = { id: string; to: string; subject: string; text: string; attempts: number };

/**
 * Claims up to `limit` due, unsent mails for one sender run: locks them with SKIP LOCKED (a concurrent run takes
 * other rows, never the same) and leases them until `leaseUntil`, counting the attempt, in one statement. A row
 * leased by a run that died becomes due again when its lease ends.
 */
export async function claimDueMail(
  db: Db,
  options: { now: Date; leaseUntil: Date; maxAttempts: number; limit: number },
): Promise<ClaimedMail[]> {
  const now = options.now.toISOString();
  // `now` has the millisecond precision of a JS Date; rows queued with the database's clock carry microseconds.
  // A row queued within the same millisecond is due: compare against the end of that millisecond.
  const dueBefore = new Date(options.now.getTime() + 1).toISOString();
  const result = await db.execute(
    sql`update mail_outbox m
        set locked_until = ${options.leaseUntil.toISOString()}::timestamptz, attempts = m.attempts + 1
        where m.id in (
          select id from mail_outbox
          where sent_at is null and next_attempt_at < ${dueBefore}::timestamptz and attempts < ${options.maxAttempts}
            and (locked_until is null or locked_until <= ${now}::timestamptz)
          order by next_attempt_at, created_at
          limit ${options.limit}
          for update skip locked)
        returning m.id, m."to", m.subject, m.text, m.attempts`,
  );
  // Both drivers answer { rows }; uuid and text come as strings, integers as numbers.
  return (result as unknown as { rows: ClaimedMail[] }).rows;
}

/** Records the delivery; only the run holding the row's lease reaches here. */
export async function markSent(db: Db, id: string, at: Date) {
  await db.execute(sql`
    update mail_outbox set sent_at = ${at.toISOString()}::timestamptz, locked_until = null, last_error = null
    where id = ${id}::uuid and sent_at is null`);
}

/** Records a failed attempt and when to try again. */
export async function markFailed(db: Db, id: string, options: { nextAttemptAt: Date; error: string }) {
  await db.execute(sql`
    update mail_outbox
    set locked_until = null, next_attempt_at = ${options.nextAttemptAt.toISOString()}::timestamptz,
      last_error = ${options.error}
    where id = ${id}::uuid and sent_at is null`);
}
