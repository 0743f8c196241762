import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import type { StaffRole } from '../../db/schema';
import type { Person } from '../../lib/access';
import type { TokenSettings } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import {
  assertNotLocked,
  audit,
  type Client,
  clearAttempts,
  countAttempt,
  PASSWORD_ACCOUNT_LOCKOUT,
  PASSWORD_CLIENT_LIMIT,
  PASSWORD_LOCKOUT,
  throttleKey,
} from '../security';
import { revocationDelivered } from './live-sessions';
import * as repo from './repository';
import { hashToken, newOpaqueToken, signAccessToken } from './tokens';

export type SessionTokens = {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
};

/**
 * How long a just-spent refresh token still answers with the same successor. Two web servers (or two tabs)
 * refreshing one session at the same moment both succeed instead of the second looking like theft; after the
 * window, or once the successor was used, a spent token revokes its family as before.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

const successorKeys = new WeakMap<Uint8Array, Buffer>();

/**
 * The refresh token that follows `token`: derived (HMAC with a key derived from the signing key), so a repeat within
 * the grace window can answer the same successor without the database ever storing a usable token.
 */
function successorOf(tokens: TokenSettings, token: string): string {
  let key = successorKeys.get(tokens.key);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', tokens.key, 'engros', 'refresh-successor-v1', 32));
    successorKeys.set(tokens.key, key);
  }
  return createHmac('sha256', key).update(token).digest('base64url');
}

function accessTokenFor(tokens: TokenSettings, contact: { id: string; staffRole: StaffRole | null }, familyId: string) {
  return signAccessToken(
    tokens.key,
    { contactId: contact.id, familyId, staffRole: contact.staffRole },
    tokens.accessTtlSeconds,
  );
}

/** Starts a new token family (one sign-in) for a contact; `refreshToken` is given when rotating. */
export async function issueSession(
  db: Db,
  tokens: TokenSettings,
  contact: { id: string; staffRole: StaffRole | null },
  familyId: string = randomUUID(),
  refreshToken: string = newOpaqueToken(),
): Promise<SessionTokens> {
  await repo.insertRefreshToken(db, {
    familyId,
    contactId: contact.id,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + tokens.refreshTtlSeconds * 1000),
  });
  const accessToken = await accessTokenFor(tokens, contact, familyId);
  return { accessToken, refreshToken, expiresIn: tokens.accessTtlSeconds };
}

/** Who a new session is for, as sign-in answers show it (name, e-mail, language), from the contact row. */
export function sessionPersonOf(contact: { firstName: string; lastName: string; email: string; locale: string }) {
  return { name: `${contact.firstName} ${contact.lastName}`.trim(), email: contact.email, locale: contact.locale };
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
  options: { now?: () => number } = {},
): Promise<SessionTokens & { contactId: string }> {
  const now = options.now ?? Date.now;
  const successor = successorOf(tokens, refreshToken);
  // The successor is written in the same transaction that spends the token, so a concurrent repeat (waiting on the
  // row lock) finds it and answers it, instead of seeing a spent token without a successor.
  const outcome = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await repo.spendRefreshToken(tx, hashToken(refreshToken), new Date(now()));
    if (!row) return { kind: 'unknown' as const };
    if (row.usedAt && !row.revokedAt && now() - row.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
      // A repeat of a refresh that just happened: the same successor, while it is still unused.
      const next = await repo.findRefreshToken(tx, hashToken(successor));
      const contact = next && !next.usedAt && !next.revokedAt ? await repo.findContactById(tx, row.contactId) : null;
      if (next && contact?.isActive) {
        const accessToken = await accessTokenFor(tokens, contact, row.familyId);
        return {
          kind: 'ok' as const,
          session: { accessToken, refreshToken: successor, expiresIn: tokens.accessTtlSeconds },
          contactId: contact.id,
        };
      }
    }
    if (row.revokedAt || row.usedAt) {
      await repo.revokeFamily(tx, row.familyId);
      return { kind: 'reused' as const, familyId: row.familyId };
    }
    if (row.expiresAt.getTime() < now()) return { kind: 'expired' as const };
    const contact = await repo.findContactById(tx, row.contactId);
    if (!contact?.isActive) return { kind: 'inactive' as const };
    const session = await issueSession(t, tokens, contact, row.familyId, successor);
    return { kind: 'ok' as const, session, contactId: contact.id };
  });
  if (outcome.kind === 'reused') await revocationDelivered({ familyId: outcome.familyId });
  if (outcome.kind !== 'ok') throw new AppError('invalid_token');
  return { ...outcome.session, contactId: outcome.contactId };
}

/** Signs out one session: the refresh family is revoked, and its access tokens are refused at once. */
export async function revokeSession(db: Db, refreshToken: string, client?: Client) {
  // Any token of the family signs the family out, also one already rotated: a sign-out sent with a cookie that a
  // concurrent request has just refreshed must still end the session, not leave its successor alive.
  const tokenHash = hashToken(refreshToken);
  const familyId = await db.transaction(async (tx) => {
    const row = (await repo.spendRefreshToken(tx, tokenHash)) ?? (await repo.findRefreshToken(tx, tokenHash));
    // Only a sign-out that ended a live session is audited (a repeated one changes nothing).
    if (row && (await repo.revokeFamily(tx, row.familyId)) > 0) {
      await audit(tx, { action: 'sign_out', contactId: row.contactId, client, details: { familyId: row.familyId } });
    }
    return row?.familyId;
  });
  // Its access tokens are refused from now on, here and on the other API nodes (live-sessions.ts).
  if (familyId) await revocationDelivered({ familyId });
}

/**
 * Password sign-in with the lockouts (docs/security.md), all counted in the database: five wrong passwords in a row
 * for an account from one client lock that pair for 15 minutes; 30 wrong passwords from one client, whatever the
 * accounts, lock that client; 25 for one account from every client lock the account (distributed guessing). Locked
 * means 429 sign_in_locked with the longest wait, also for the right password meanwhile. A success clears only its
 * own pair. Every attempt is audited; the failures with the counts in one transaction, the success with the session.
 */
export async function passwordSignIn(
  db: Db,
  tokens: TokenSettings,
  input: { email: string; password: string; client?: Client; failuresPerClient?: number },
  beforeSession: (contact: SignInContact) => Promise<void> = async () => {},
) {
  const ip = input.client?.ip;
  const pairKey = throttleKey.password(input.email, ip);
  const accountKey = throttleKey.passwordAccount(input.email);
  const clientKey = throttleKey.passwordClient(ip);
  const failed = async (reason: string, contactId: string | null, count: boolean) => {
    await db.transaction(async (tx) => {
      let lockedUntil: Date | null = null;
      if (count) {
        for (const [key, rule] of [
          [pairKey, PASSWORD_LOCKOUT],
          [accountKey, PASSWORD_ACCOUNT_LOCKOUT],
          [clientKey, { ...PASSWORD_CLIENT_LIMIT, max: input.failuresPerClient ?? PASSWORD_CLIENT_LIMIT.max }],
        ] as const) {
          const lock = await countAttempt(tx, key, rule);
          if (lock.lockedUntil && (!lockedUntil || lock.lockedUntil > lockedUntil)) lockedUntil = lock.lockedUntil;
        }
      }
      await audit(tx, {
        action: 'sign_in',
        outcome: 'failure',
        method: 'password',
        contactId,
        email: input.email,
        client: input.client,
        details: { reason, ...(lockedUntil ? { lockedUntil: lockedUntil.toISOString() } : {}) },
      });
    });
  };
  try {
    await assertNotLocked(db, pairKey, accountKey, clientKey);
  } catch (error) {
    // A refusal while locked is no guess: it is audited, not counted.
    const known = await repo.findContactForSignIn(db, input.email);
    await failed('sign_in_locked', known?.id ?? null, false);
    throw error;
  }
  let contact: SignInContact;
  try {
    contact = await checkPassword(db, input.email, input.password);
  } catch (error) {
    const known = await repo.findContactForSignIn(db, input.email);
    await failed('invalid_credentials', known?.id ?? null, true);
    throw error;
  }
  await beforeSession(contact);
  const session = await db.transaction(async (tx) => {
    const issued = await issueSession(tx as unknown as Db, tokens, contact);
    await clearAttempts(tx, pairKey);
    await audit(tx, {
      action: 'sign_in',
      method: 'password',
      contactId: contact.id,
      email: contact.email,
      client: input.client,
    });
    return issued;
  });
  return { contact, session };
}

type SignInContact = Awaited<ReturnType<typeof checkPassword>>;

/**
 * The Person a background job or a secret-caller route acts for (a subscription's owner, a cart's owner),
 * built like a signed-in caller's; null when the contact is gone or deactivated.
 */
export async function personFor(db: Db, contactId: string): Promise<Person | null> {
  const principal = await repo.loadPrincipal(db, contactId);
  if (!principal || !principal.isActive) return null;
  return {
    kind: 'person',
    contactId,
    familyId: 'system',
    staffRole: principal.staffRole,
    companies: new Map(principal.memberships.map((m) => [m.companyId, m.role])),
  };
}
