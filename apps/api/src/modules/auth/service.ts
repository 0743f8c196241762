import { randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import type { StaffRole } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import * as repo from './repository';
import { hashToken, newOpaqueToken, signAccessToken } from './tokens';

export type TokenSettings = {
  key: Uint8Array;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
};

export type SessionTokens = {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
};

/** Starts a new token family (one sign-in) for a contact. */
export async function issueSession(
  db: Db,
  tokens: TokenSettings,
  contact: { id: string; staffRole: StaffRole | null },
  familyId: string = randomUUID(),
): Promise<SessionTokens> {
  const refreshToken = newOpaqueToken();
  await repo.insertRefreshToken(db, {
    familyId,
    contactId: contact.id,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + tokens.refreshTtlSeconds * 1000),
  });
  const accessToken = await signAccessToken(
    tokens.key,
    { contactId: contact.id, familyId, staffRole: contact.staffRole },
    tokens.accessTtlSeconds,
  );
  return { accessToken, refreshToken, expiresIn: tokens.accessTtlSeconds };
}

/** Checks e-mail and password; a wrong e-mail and a wrong password answer alike. */
export async function checkPassword(db: Db, email: string, password: string) {
  const contact = await repo.findContactForSignIn(db, email);
  const isValid = await verifyPassword(password, contact?.passwordHash);
  if (!contact || !isValid || !contact.isActive) throw new AppError('invalid_credentials');
  return contact;
}

/**
 * Rotates a refresh token: the presented token is spent and a new pair issued in the
 * same family. Presenting a spent token again revokes the whole family (token theft).
 */
export async function refreshSession(
  db: Db,
  tokens: TokenSettings,
  refreshToken: string,
): Promise<SessionTokens & { contactId: string }> {
  const outcome = await db.transaction(async (tx) => {
    const row = await repo.spendRefreshToken(tx, hashToken(refreshToken));
    if (!row) return { kind: 'unknown' as const };
    if (row.revokedAt || row.usedAt) {
      await repo.revokeFamily(tx, row.familyId);
      return { kind: 'reused' as const };
    }
    if (row.expiresAt.getTime() < Date.now()) return { kind: 'expired' as const };
    const contact = await repo.findContactById(tx, row.contactId);
    if (!contact?.isActive) return { kind: 'inactive' as const };
    return { kind: 'ok' as const, row, contact };
  });
  if (outcome.kind !== 'ok') throw new AppError('invalid_token');
  const session = await issueSession(db, tokens, outcome.contact, outcome.row.familyId);
  return { ...session, contactId: outcome.contact.id };
}

/** Signs out one session: the refresh family is revoked (access tokens expire within minutes). */
export async function revokeSession(db: Db, refreshToken: string) {
  const row = await repo.spendRefreshToken(db, hashToken(refreshToken));
  if (row) await repo.revokeFamily(db, row.familyId);
}
