import type { Transporter } from 'nodemailer';
import type { Database } from '../../db';
import type { Env } from '../../env';
import { createSmtpTransport } from '../../integrations/mail';
import { claimDueMail, markFailed, markSent } from './repository';

/** Tries per mail before it is left unsent for good (its last error stays on the row). */
export const MAX_ATTEMPTS = 10;
/** Mails claimed per statement. */
const BATCH = 50;
/** A run leases its rows this long; the SMTP timeouts below keep every send well inside it. */
const LEASE_MS = 5 * 60 * 1000;
/** Stop claiming after this long, so one run does not hold the job's slot for ever on a huge backlog. */
const RUN_BUDGET_MS = 45 * 1000;

/** Waits 1, 2, 4, … minutes after each failure, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60 * 1000, 60 * 1000 * 2 ** Math.max(0, attempts - 1));
}

export type SendResult = { sent: number; failed: number };

/**
 * Sends every due mail of the outbox (unsent, `next_attempt_at` reached, fewer than MAX_ATTEMPTS tries, not
 * leased by another run). Rows are claimed before sending, so concurrent runs (several API nodes, a manual run)
 * never send the same row; each is marked sent at once after the server accepted it, or rescheduled with backoff.
 * The Message-ID is the row's id, so the one case left — a crash between the server's acceptance and the mark —
 * resends a mail the receiving side can recognize.
 */
export async function sendDueMail(options: {
  database: Database;
  transport: Transporter;
  from: string;
  now: () => Date;
  /** Mails claimed per statement (BATCH). */
  batchSize?: number;
}): Promise<SendResult> {
  const { database, transport, from, now } = options;
  const startedAt = Date.now();
  const result: SendResult = { sent: 0, failed: 0 };
  while (Date.now() - startedAt < RUN_BUDGET_MS) {
    const at = now();
    const claimed = await claimDueMail(database.db, {
      now: at,
      leaseUntil: new Date(at.getTime() + LEASE_MS),
      maxAttempts: MAX_ATTEMPTS,
      limit: options.batchSize ?? BATCH,
    });
    if (claimed.length === 0) break;
    for (const mail of claimed) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          messageId: `<${mail.id}@engros.mail>`,
        });
        await markSent(database.db, mail.id, now());
        result.sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await markFailed(database.db, mail.id, {
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(mail.attempts)),
          error: message.slice(0, 1000),
        });
        result.failed++;
      }
    }
  }
  return result;
}

/** Sends the outbox's due mail now (the mail job's run, once): a sign-in link should not wait for the minute. */
export async function deliverOutboxNow(database: Database, env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>) {
  const transport = createSmtpTransport(env.SMTP_URL);
  try {
    return await sendDueMail({ database, transport, from: env.MAIL_FROM, now: () => new Date() });
  } finally {
    transport.close();
  }
}
