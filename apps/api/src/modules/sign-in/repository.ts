import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { passkeys, signInTokens } from '../../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;

export async function insertSignInToken(
  db: DbOrTx,
  values: { identifier: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(signInTokens).values(values).onConflictDoNothing();
}

/** Spends a live token of `identifier` (one statement: two uses at once cannot both succeed). */
export async function spendSignInToken(db: DbOrTx, identifier: string, tokenHash: string, now: Date) {
  const [row] = await db
    .update(signInTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInTokens.tokenHash, tokenHash),
        eq(signInTokens.identifier, identifier),
        isNull(signInTokens.usedAt),
        gt(signInTokens.expiresAt, now),
      ),
    )
    .returning({ identifier: signInTokens.identifier, expiresAt: signInTokens.expiresAt });
  return row ?? null;
}

export async function insertPasskey(db: DbOrTx, values: typeof passkeys.$inferInsert): Promise<PasskeyRow | null> {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findPasskey(db: DbOrTx, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

export async function listPasskeys(db: DbOrTx, contactId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.contactId, contactId)).orderBy(asc(passkeys.createdAt));
}

/** Raises the counter (only upwards, in one statement) and records the use; null when it would not grow. */
export async function advanceCounter(db: DbOrTx, credentialId: string, counter: number, now: Date) {
  const [row] = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: now })
    .where(
      and(
        eq(passkeys.credentialId, credentialId),
        // Authenticators without a counter always report 0 (allowed); others must grow.
        sql`((${passkeys.counter} = 0 and ${counter} = 0) or ${passkeys.counter} < ${counter})`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function deletePasskey(db: DbOrTx, contactId: string, passkeyId: string): Promise<boolean> {
  const deleted = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.contactId, contactId)))
    .returning({ id: passkeys.id });
  return deleted.length > 0;
}

export async function renamePasskey(db: DbOrTx, contactId: string, passkeyId: string, name: string | null) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.contactId, contactId)))
    .returning();
  return row ?? null;
}
