import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { StaffRole } from '../../db/schema';

const ISSUER = 'engros-api';
const AUDIENCE = 'engros';

export type AccessClaims = {
  contactId: string;
  familyId: string;
  staffRole: StaffRole | null;
  /** Issued-at in milliseconds: compared with contacts.tokens_valid_after. */
  issuedAtMs: number;
};

/** Signing key for access tokens, derived from SHOP_SECRET so the header secret is never the JWT key. */
export function accessTokenKey(shopSecret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', shopSecret, 'engros', 'access-token-v1', 32));
}

export async function signAccessToken(
  key: Uint8Array,
  claims: Omit<AccessClaims, 'issuedAtMs'>,
  ttlSeconds: number,
): Promise<string> {
  const now = Date.now();
  return new SignJWT({
    fam: claims.familyId,
    staff: claims.staffRole ?? undefined,
    iam: now,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setSubject(claims.contactId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + ttlSeconds)
    .sign(key);
}

/** Seconds a token is still accepted after its `exp` (clocks of API nodes and clients drift). */
const CLOCK_TOLERANCE_SECONDS = 15;

/** Verifies signature, issuer, audience and expiry (15 s clock tolerance); null when invalid. */
async function verifyWithExpiry(key: Uint8Array, token: string) {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      typ: 'at+jwt',
    });
    if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string' || typeof payload.exp !== 'number') {
      return null;
    }
    const claims: AccessClaims = {
      contactId: payload.sub,
      familyId: payload.fam,
      staffRole: (payload.staff as StaffRole | undefined) ?? null,
      issuedAtMs: typeof payload.iam === 'number' ? payload.iam : (payload.iat ?? 0) * 1000,
    };
    return { claims, acceptedUntilMs: (payload.exp + CLOCK_TOLERANCE_SECONDS) * 1000 };
  } catch {
    return null;
  }
}

/**
 * Access-token verification (signature, issuer, audience, expiry with 15 s tolerance) that remembers the tokens
 * it verified: a signed token cannot change, so its claims are reused until it expires, and each request of a session costs a map lookup instead of an HMAC (about a tenth of
 * a cheap read's CPU). Only valid tokens are kept (an attacker cannot fill it), at most `maxEntries`, oldest
 * out first. Revocation is not affected: the caller still compares `issuedAtMs` with the account's cut-off.
 */
export function createAccessTokenVerifier(key: Uint8Array, options: { maxEntries?: number; now?: () => number } = {}) {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const verified = new Map<string, { claims: AccessClaims; acceptedUntilMs: number }>();
  return async (token: string): Promise<AccessClaims | null> => {
    const hit = verified.get(token);
    if (hit) {
      if (hit.acceptedUntilMs > now()) return hit.claims;
      verified.delete(token);
    }
    const result = await verifyWithExpiry(key, token);
    if (!result || result.acceptedUntilMs <= now()) return null;
    verified.set(token, result);
    if (verified.size > maxEntries) verified.delete(verified.keys().next().value as string);
    return result.claims;
  };
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
