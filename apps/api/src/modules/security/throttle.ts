import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { signInThrottles } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * Sign-in lockouts kept in the database (docs/security.md), so that every API process counts the same attempts.
 * A key counts events (failed passwords, link requests…); at `max` within `windowMs` the key is locked for
 * `lockMs`, answered 429 sign_in_locked with retryAfterSeconds. A success clears the key.
 */
export type ThrottleRule = { max: number; windowMs: number; lockMs: number };

/** Failed passwords for one e-mail address: five in a row lock it for 15 minutes. */
export const PASSWORD_LOCKOUT: ThrottleRule = { max: 5, windowMs: 24 * 60 * 60_000, lockMs: 15 * 60_000 };
/** Sign-in links mailed to one address: five in 15 minutes, then 15 minutes' pause. */
export const EMAIL_LINK_LIMIT: ThrottleRule = { max: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Passkey sessions started for one person: 20 in 15 minutes (a passkey cannot be guessed; this stops a loop). */
export const PASSKEY_LIMIT: ThrottleRule = { max: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Failed eID callbacks (wrong state, code or nonce) from one client address: ten, then 15 minutes. */
export const EID_LOCKOUT: ThrottleRule = { max: 10, windowMs: 60 * 60_000, lockMs: 15 * 60_000 };

function locked(until: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new AppError('sign_in_locked', { extra: { retryAfterSeconds } });
}

/** Throws 429 sign_in_locked while the key is locked. */
export async function assertNotLocked(db: DbOrTx, key: string): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: signInThrottles.lockedUntil })
    .from(signInThrottles)
    .where(eq(signInThrottles.key, key));
  if (row?.lockedUntil && row.lockedUntil.getTime() > Date.now()) throw locked(row.lockedUntil);
}

/**
 * Counts one event on the key (one statement, so two processes counting at once both count) and locks it when it
 * reaches the rule's maximum. Returns whether the key is now locked. A count older than the window starts again,
 * and so does one whose lock has run out.
 */
export async function countAttempt(db: DbOrTx, key: string, rule: ThrottleRule): Promise<{ lockedUntil: Date | null }> {
  const windowStart = new Date(Date.now() - rule.windowMs);
  const now = new Date();
  const restart = sql`(${signInThrottles.lastFailedAt} < ${windowStart} or (${signInThrottles.lockedUntil} is not null and ${signInThrottles.lockedUntil} <= ${now}))`;
  const next = sql`case when ${restart} then 1 else ${signInThrottles.failures} + 1 end`;
  const [row] = await db
    .insert(signInThrottles)
    .values({
      key,
      failures: 1,
      lastFailedAt: now,
      lockedUntil: rule.max <= 1 ? new Date(now.getTime() + rule.lockMs) : null,
    })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures: next,
        lastFailedAt: now,
        lockedUntil: sql`case when ${next} >= ${rule.max} then ${new Date(now.getTime() + rule.lockMs)}::timestamptz when ${restart} then null else ${signInThrottles.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: signInThrottles.lockedUntil });
  return { lockedUntil: row?.lockedUntil ?? null };
}

/** Counts an event and refuses it when the key is (now) over its limit: for calls limited on every use. */
export async function spendAttempt(db: DbOrTx, key: string, rule: ThrottleRule): Promise<void> {
  await assertNotLocked(db, key);
  // The call that reaches the maximum still passes; the next ones wait.
  await countAttempt(db, key, rule);
}

/** A success: the key starts from nothing. */
export async function clearAttempts(db: DbOrTx, key: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, key));
}

export const throttleKey = {
  password: (email: string) => `password:${email.trim().toLowerCase()}`,
  emailLink: (email: string) => `email-link:${email.trim().toLowerCase()}`,
  passkey: (contactId: string) => `passkey:${contactId}`,
  eid: (ip: string | null) => `eid:${ip ?? 'unknown'}`,
};
