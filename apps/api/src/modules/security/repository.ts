import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { auditEvents, contacts, membershipPeriods, signInThrottles } from '../../db/schema';
import type { AuditOutcome } from '../../db/schema/security';

// Sign-in throttles

/** When each of the keys that has a row is locked until (null: counting, not locked). */
export async function listLockedUntil(db: DbOrTx, keys: string[]): Promise<(Date | null)[]> {
  const rows = await db
    .select({ lockedUntil: signInThrottles.lockedUntil })
    .from(signInThrottles)
    .where(keys.length === 1 ? eq(signInThrottles.key, keys[0]!) : inArray(signInThrottles.key, keys));
  return rows.map((row) => row.lockedUntil);
}

/**
 * Counts one event on the key in one statement (two processes counting at once both count): the count starts again
 * when the last event is older than `windowStart` or the lock has run out by `now`, and the key is locked until
 * `lockUntil` when the count reaches `max`. Returns when the key is locked until, if it is.
 */
export async function upsertThrottleCount(
  db: DbOrTx,
  values: { key: string; now: Date; windowStart: Date; max: number; lockUntil: Date },
): Promise<{ lockedUntil: Date | null }> {
  const { key, now, windowStart, max, lockUntil } = values;
  const restart = sql`(${signInThrottles.lastFailedAt} < ${windowStart} or (${signInThrottles.lockedUntil} is not null and ${signInThrottles.lockedUntil} <= ${now}))`;
  const next = sql`case when ${restart} then 1 else ${signInThrottles.failures} + 1 end`;
  const [row] = await db
    .insert(signInThrottles)
    .values({
      key,
      failures: 1,
      lastFailedAt: now,
      lockedUntil: max <= 1 ? lockUntil : null,
    })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures: next,
        lastFailedAt: now,
        lockedUntil: sql`case when ${next} >= ${max} then ${lockUntil}::timestamptz when ${restart} then null else ${signInThrottles.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: signInThrottles.lockedUntil });
  return { lockedUntil: row?.lockedUntil ?? null };
}

export async function deleteThrottle(db: DbOrTx, key: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, key));
}

// Audit events

export async function insertAuditEvent(db: DbOrTx, values: typeof auditEvents.$inferInsert): Promise<void> {
  await db.insert(auditEvents).values(values);
}

export type AuditFilter = {
  customerId?: string;
  contactId?: string;
  actorContactId?: string;
  entityType?: string;
  entityId?: string;
  from?: string;
  to?: string;
  action?: string;
  outcome?: AuditOutcome;
  skip: number;
  take: number;
};

/**
 * A page of audit events newest first, each with its actor's address and its person's (as typed at sign-in, else
 * the contact's: admin changes name the member by id), and the count of all that match. For a company: its own
 * events, and a person's own events (no company) while they were a member (membership_periods).
 */
export async function findAuditEvents(db: Db, filter: AuditFilter) {
  const conditions = [];
  if (filter.customerId) {
    const wasMember = sql`exists (
      select 1 from ${membershipPeriods} p
      where p.company_id = ${filter.customerId} and p.contact_id = ${auditEvents.contactId}
        and p.started_at <= ${auditEvents.createdAt}
        and (p.ended_at is null or ${auditEvents.createdAt} < p.ended_at))`;
    conditions.push(or(eq(auditEvents.companyId, filter.customerId), and(isNull(auditEvents.companyId), wasMember)));
  }
  if (filter.contactId) conditions.push(eq(auditEvents.contactId, filter.contactId));
  if (filter.actorContactId) conditions.push(eq(auditEvents.actorContactId, filter.actorContactId));
  if (filter.entityType) conditions.push(eq(auditEvents.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditEvents.entityId, filter.entityId));
  if (filter.from) conditions.push(gte(auditEvents.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to)
    conditions.push(lt(auditEvents.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)));
  if (filter.action) conditions.push(eq(auditEvents.action, filter.action));
  if (filter.outcome) conditions.push(eq(auditEvents.outcome, filter.outcome));
  const where = conditions.length ? and(...conditions) : undefined;
  const actor = sql<string | null>`(select c.email from ${contacts} c where c.id = ${auditEvents.actorContactId})`;
  const subject = sql<
    string | null
  >`coalesce(${auditEvents.email}, (select c.email from ${contacts} c where c.id = ${auditEvents.contactId}))`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: auditEvents, actorEmail: actor, subjectEmail: subject })
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .offset(filter.skip)
      .limit(filter.take),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
