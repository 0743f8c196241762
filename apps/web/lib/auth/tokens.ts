// The API's tokens, held server side in the encrypted Auth.js cookie, and their refresh.
import { createHash } from 'node:crypto';
import { ApiError } from '@engros/client';
import { serverApi } from '../api';

/** How the person signed in; only eID refreshes differently (it also renews ID-porten's session). */
export type SignInMethod = 'password' | 'eid' | 'email' | 'passkey' | 'punchout';

export type ApiTokens = {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms when the access token expires (by our clock, from the API's expiresIn). */
  expiresAt: number;
  method: SignInMethod;
  /** eID sign-ins: ID-porten's session id (`sid`), which its front-channel logout names. */
  sid?: string;
};

/** What a provider's authorize() hands to the jwt callback. */
export type SignInResult = {
  contactId: string;
  companies: { customerId: string; name: string; role: 'admin' | 'buyer' | 'viewer' }[];
  tokens: ApiTokens;
  /** A punch-out start: the procurement system's session (lib/punchout.ts). */
  punchout?: import('../punchout').PunchoutState;
};

/**
 * Refresh this long before the access token expires: more than the API's 15 s clock tolerance plus a slow
 * call, so that a token we send is never refused for age.
 */
const REFRESH_MARGIN_MS = 60_000;
/** How long a rotation's result is remembered for requests that still carry the old cookie. */
const REMEMBER_MS = 120_000;

export function tokensFrom(
  result: { accessToken: string; refreshToken: string; expiresIn: number },
  method: SignInMethod,
): ApiTokens {
  return {
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    expiresAt: Date.now() + result.expiresIn * 1000,
    method,
  };
}

export function needsRefresh(tokens: ApiTokens, now = Date.now()): boolean {
  return tokens.expiresAt - now < REFRESH_MARGIN_MS;
}

/** One value per process, shared by every bundle that imports this module (the proxy is bundled apart). */
function processWide<T>(name: string, create: () => T): T {
  const store = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(name);
  if (!(key in store)) store[key] = create();
  return store[key] as T;
}

type Rotation = { result: Promise<ApiTokens | null>; until: number };

// Refresh tokens are single use: the API revokes the whole family when a spent one comes back. Several requests
// of one browser (a page, its prefetches, the proxy) can carry the same old cookie at once, so each rotation runs
// once per process and its result is shared. The proxy (a separate bundle) and the pages share it through
// globalThis. Keys are hashes: the map never holds a live refresh token as a key.
const rotations = processWide('engros.web.rotations', () => new Map<string, Rotation>());

const keyOf = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('base64url');

/**
 * Rotates the pair through the API (`/api/session/refresh`, or `/api/idporten/refresh` for eID sign-ins, which
 * also renews ID-porten's session). Resolves null when the API refuses (signed out elsewhere, password changed,
 * eID session ended): the session is over. A network failure keeps the old pair, which may still work.
 */
export function refreshApiTokens(tokens: ApiTokens): Promise<ApiTokens | null> {
  const now = Date.now();
  for (const [key, rotation] of rotations) if (rotation.until < now) rotations.delete(key);
  const key = keyOf(tokens.refreshToken);
  const known = rotations.get(key);
  if (known) return known.result;
  const result = rotate(tokens);
  rotations.set(key, { result, until: now + REMEMBER_MS });
  return result;
}

async function rotate(tokens: ApiTokens): Promise<ApiTokens | null> {
  const api = serverApi();
  const body = { refreshToken: tokens.refreshToken };
  try {
    const fresh = tokens.method === 'eid' ? await api.refreshEidSession({ body }) : await api.refreshSession({ body });
    return { ...tokensFrom(fresh, tokens.method), ...(tokens.sid ? { sid: tokens.sid } : {}) };
  } catch (error) {
    if (ApiError.isApiError(error) && (error.status === 400 || error.status === 401 || error.status === 403)) {
      return null;
    }
    console.warn(`token refresh failed: ${error instanceof Error ? error.message : String(error)}`);
    return tokens;
  }
}

/** ID-porten sessions ended by front-channel logout, remembered for longer than an access token lives. */
const endedEidSessions = processWide('engros.web.ended-eid-sessions', () => new Map<string, number>());
const ENDED_REMEMBER_MS = 60 * 60 * 1000;

/**
 * Front-channel logout reached this process (ID-porten's iframe carries no cookie of ours): every session signed
 * in with that ID-porten session is signed out at its next request here. The API revoked their tokens, so other
 * processes sign them out at their next refresh.
 */
export function markEidSessionEnded(sid: string): void {
  const now = Date.now();
  for (const [key, until] of endedEidSessions) if (until < now) endedEidSessions.delete(key);
  endedEidSessions.set(sid, now + ENDED_REMEMBER_MS);
}

export function isEidSessionEnded(tokens: ApiTokens): boolean {
  return tokens.method === 'eid' && !!tokens.sid && endedEidSessions.has(tokens.sid);
}

const revoked = processWide('engros.web.revoked', () => new Map<string, number>());

/**
 * Ends the session at the API (once per refresh token and process). eID sign-ins get back the provider's
 * end-session URL to send the browser to.
 */
export async function revokeApiTokens(tokens: ApiTokens): Promise<string | null> {
  const now = Date.now();
  for (const [key, until] of revoked) if (until < now) revoked.delete(key);
  const key = keyOf(tokens.refreshToken);
  if (revoked.has(key)) return null;
  revoked.set(key, now + REMEMBER_MS);
  const api = serverApi();
  try {
    if (tokens.method === 'eid') {
      const answer = await api.logoutEid({ body: { refreshToken: tokens.refreshToken } });
      return answer.endSessionUrl;
    }
    await api.revokeSession({ body: { refreshToken: tokens.refreshToken } });
  } catch {
    // Already revoked or the API is down: the cookie goes anyway; the access token dies within minutes.
  }
  return null;
}
