import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { contacts, eidLogins, eidSessions, refreshTokens } from '../../db/schema';

export type EidLoginRow = typeof eidLogins.$inferSelect;
export type EidSessionRow = typeof eidSessions.$inferSelect;

export async function insertLogin(db: DbOrTx, values: typeof eidLogins.$inferInsert) {
  const [row] = await db.insert(eidLogins).values(values).returning();
  return row!;
}

/** Locks the sign-in of a state and marks it used; returns it as it was (null when unknown). */
export async function spendLogin(db: DbOrTx, stateHash: string, now = new Date()) {
  const [row] = await db.select().from(eidLogins).where(eq(eidLogins.stateHash, stateHash)).for('update');
  if (!row) return null;
  if (!row.usedAt) await db.update(eidLogins).set({ usedAt: now }).where(eq(eidLogins.id, row.id));
  return row;
}

export async function insertSession(db: DbOrTx, values: typeof eidSessions.$inferInsert) {
  await db.insert(eidSessions).values(values);
}

/** The live (not ended) eID session of one of our token families. */
export async function findLiveSession(db: DbOrTx, familyId: string) {
  const [row] = await db
    .select()
    .from(eidSessions)
    .where(and(eq(eidSessions.familyId, familyId), isNull(eidSessions.endedAt)));
  return row ?? null;
}

/** Live sessions of one ID-porten session (`sid` of the verified id_token). */
export async function findLiveSessionsBySid(db: DbOrTx, sid: string) {
  return db
    .select()
    .from(eidSessions)
    .where(and(sql`${eidSessions.claims}->>'sid' = ${sid}`, isNull(eidSessions.endedAt)));
}

export async function updateSession(
  db: DbOrTx,
  id: string,
  values: Partial<Omit<typeof eidSessions.$inferInsert, 'id' | 'familyId' | 'contactId'>>,
) {
  await db
    .update(eidSessions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(eidSessions.id, id));
}

/** The token family of one of our refresh tokens (spent or not), without touching it. */
export async function findFamilyOfRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, contactId: refreshTokens.contactId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Binds an eID identity (pid) to a contact that has none yet. */
export async function setExternalId(db: DbOrTx, contactId: string, externalId: string) {
  await db
    .update(contacts)
    .set({ externalId, updatedAt: new Date() })
    .where(and(eq(contacts.id, contactId), isNull(contacts.externalId)));
}
