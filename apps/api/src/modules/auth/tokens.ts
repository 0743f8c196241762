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

/** Verifies signature, issuer, audience and expiry (15 s clock tolerance); null when invalid. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      clockTolerance: 15,
      typ: 'at+jwt',
    });
    if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string') return null;
    return {
      contactId: payload.sub,
      familyId: payload.fam,
      staffRole: (payload.staff as StaffRole | undefined) ?? null,
      issuedAtMs: typeof payload.iam === 'number' ? payload.iam : (payload.iat ?? 0) * 1000,
    };
  } catch {
    return null;
  }
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
