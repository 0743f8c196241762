import { randomBytes, randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db';
import { type AcrLevel, acrRank, type EidProvider, type IdTokenClaims } from '../../integrations/eid';
import type { Person } from '../../lib/access';
import type { TokenSettings } from '../../lib/context';
import { AppError, notFound, rule } from '../../lib/errors';
import {
  hashToken,
  issueSession,
  listContactCompanies,
  refreshSession,
  revocationDelivered,
  revokeFamily,
  sessionPersonOf,
} from '../auth';
import * as customers from '../customer';
import { acceptOpenInvitation } from '../customer';
import { assertNotLocked, audit, type Client, countAttempt, EID_LOCKOUT, throttleKey } from '../security';
import { birthDateOf, maskPid } from './pid';
import * as repo from './repository';
import { seal, unseal } from './seal';

/** How long a started sign-in may take (state, nonce and PKCE verifier are kept this long). */
export const LOGIN_TTL_MS = 10 * 60 * 1000;

export type EidDeps = { db: Db; provider: EidProvider; tokens: TokenSettings; sealKey: Buffer };

const random = () => randomBytes(32).toString('base64url');

/**
 * Starts an eID sign-in: makes state, nonce and PKCE verifier, keeps them here (single use, 10 minutes) and
 * answers the provider URL to send the browser to. The caller (the web app) should also bind `state` to the
 * browser (a cookie) and compare it on the way back.
 */
export async function startSignIn(
  deps: EidDeps,
  options: { acr: AcrLevel; uiLocales: string; invitationToken?: string; returnTo?: string },
) {
  const state = random();
  const nonce = random();
  const codeVerifier = random();
  // Discovery first: an unreachable provider leaves nothing behind.
  const url = await deps.provider.authorizationUrl({
    state,
    nonce,
    codeVerifier,
    acr: options.acr,
    uiLocales: options.uiLocales,
  });
  const expiresAt = new Date(Date.now() + LOGIN_TTL_MS);
  await repo.insertLogin(deps.db, {
    stateHash: hashToken(state),
    nonce,
    codeVerifier,
    acr: options.acr,
    uiLocales: options.uiLocales,
    invitationTokenHash: options.invitationToken ? hashToken(options.invitationToken) : null,
    returnTo: options.returnTo ?? null,
    expiresAt,
  });
  return { url, state, expiresAt: expiresAt.toISOString() };
}

/** Spends the state: unknown, already used or expired are all `eid_state_invalid`. */
async function spendState(db: Db, state: string) {
  return db.transaction(async (tx) => {
    const login = await repo.spendLogin(tx, hashToken(state));
    if (!login || login.usedAt || login.expiresAt.getTime() <= Date.now()) throw new AppError('eid_state_invalid');
    return login;
  });
}

/** The nonce, acr and pid checks that depend on the sign-in (signature, iss, aud and times are the adapter's). */
function checkClaims(claims: IdTokenClaims, login: repo.EidLoginRow) {
  if (claims.nonce !== login.nonce) throw new AppError('eid_id_token_invalid', { detail: 'nonce does not match' });
  if (acrRank(claims.acr) < 0) throw new AppError('eid_id_token_invalid', { detail: 'unknown acr' });
  if (acrRank(claims.acr) < acrRank(login.acr)) {
    throw new AppError('eid_acr_too_low', { extra: { acr: claims.acr, required: login.acr } });
  }
}

/**
 * Accepts the invitation the sign-in carried for the person with this pid: the invited contact gets the pid
 * when it has none. An invitation for another person is refused; one already accepted by this person is
 * ignored (the link used twice).
 */
async function bindInvitation(tx: Tx, tokenHash: string, pid: string, holder: customers.ContactRow | null) {
  const invitation = await customers.findInvitationByTokenHash(tx, tokenHash);
  if (!invitation) throw notFound('The invitation is unknown.');
  const invitee = invitation.contactId
    ? await customers.findContact(tx, invitation.contactId)
    : await customers.findContactByEmail(tx, invitation.email);
  if (!invitee) throw notFound('The invitation is unknown.');
  if (holder && holder.id !== invitee.id) throw rule('eid_invitation_other_person');
  if (!holder && invitee.externalId && invitee.externalId !== pid) throw rule('eid_invitation_other_person');
  if (invitation.acceptedAt) {
    if (holder) return holder;
    throw rule('invitation_already_accepted');
  }
  if (invitation.revokedAt) throw rule('invitation_revoked');
  if (invitation.expiresAt.getTime() <= Date.now()) throw rule('invitation_expired');

  if (!holder) await repo.setExternalId(tx, invitee.id, pid);
  await acceptOpenInvitation(tx, invitation, invitee, 'eid');
  return (await customers.findContact(tx, invitee.id))!;
}

/**
 * Finishes an eID sign-in: spends the state, checks `iss` (RFC 9207), exchanges the code with the PKCE
 * verifier, verifies the id_token (signature, iss, aud, times, nonce, acr), finds the contact by pid or binds
 * the invitation the sign-in carried, and starts one of our sessions. ID-porten's tokens stay here, sealed.
 * A person with no company access gets 422 and nothing is written (never a new company or contact).
 */
export async function completeSignIn(
  deps: EidDeps,
  options: { code: string; state: string; iss?: string; client?: Client },
) {
  // Failed callbacks are counted per client address in the database and locked out (docs/security.md).
  const key = throttleKey.eid(options.client?.ip ?? null);
  await assertNotLocked(deps.db, key);
  try {
    return await finishSignIn(deps, options);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await deps.db.transaction(async (tx) => {
        await countAttempt(tx, key, EID_LOCKOUT);
        await audit(tx, {
          action: 'sign_in',
          outcome: 'failure',
          method: 'eid',
          client: options.client,
          details: { reason: error.code },
        });
      });
    }
    throw error;
  }
}

async function finishSignIn(deps: EidDeps, options: { code: string; state: string; iss?: string; client?: Client }) {
  const { db, provider } = deps;
  const login = await spendState(db, options.state);
  // The adapter checks iss (RFC 9207), redeems the code with the verifier and verifies the id_token and nonce.
  const tokens = await provider.exchangeCode({ ...options, codeVerifier: login.codeVerifier, nonce: login.nonce });
  const claims = tokens.claims;
  checkClaims(claims, login);
  const pid = typeof claims.pid === 'string' ? claims.pid : null;
  if (!pid) throw rule('no_company_access');

  const familyId = randomUUID();
  const outcome = await db.transaction(async (tx) => {
    let contact = await customers.findContactByExternalId(tx, pid);
    if (login.invitationTokenHash) contact = await bindInvitation(tx, login.invitationTokenHash, pid, contact);
    if (!contact) throw rule('no_company_access');
    if (!contact.isActive) throw rule('contact_inactive');
    const companies = await listContactCompanies(tx, contact.id);
    if (companies.length === 0 && !contact.staffRole) throw rule('no_company_access');
    await repo.insertSession(tx, {
      familyId,
      contactId: contact.id,
      sub: String(claims.sub),
      acr: String(claims.acr),
      claims,
      idTokenSealed: seal(deps.sealKey, tokens.idToken),
      accessTokenSealed: seal(deps.sealKey, tokens.accessToken),
      accessTokenExpiresAt: new Date(Date.now() + tokens.expiresIn * 1000),
      refreshTokenSealed: tokens.refreshToken ? seal(deps.sealKey, tokens.refreshToken) : null,
    });
    // issueSession only inserts the refresh token: inside this transaction both rows land or neither.
    const session = await issueSession(tx as unknown as Db, deps.tokens, contact, familyId);
    await audit(tx, {
      action: 'sign_in',
      method: 'eid',
      contactId: contact.id,
      email: contact.email,
      client: options.client,
    });
    return { contact, companies, session };
  });
  return {
    contactId: outcome.contact.id,
    ...sessionPersonOf(outcome.contact),
    ...outcome.session,
    companies: outcome.companies,
    returnTo: login.returnTo,
    acr: claims.acr as AcrLevel,
    sid: typeof claims.sid === 'string' ? claims.sid : null,
  };
}

/**
 * Rotates our refresh token and refreshes the ID-porten session behind it, so the two end together: when
 * ID-porten no longer accepts its refresh token (session over, 600 s idle), our family is revoked too (401).
 */
export async function refreshSignIn(deps: EidDeps, options: { refreshToken: string }) {
  const { db, provider } = deps;
  const family = await repo.findFamilyOfRefreshToken(db, hashToken(options.refreshToken));
  const session = family ? await repo.findLiveSession(db, family.familyId) : null;
  if (!family || !session) throw new AppError('invalid_token');
  if (session.refreshTokenSealed) {
    const fresh = await provider.refresh(unseal(deps.sealKey, session.refreshTokenSealed));
    if (!fresh) {
      await db.transaction(async (tx) => {
        await repo.updateSession(tx, session.id, { endedAt: new Date() });
        await revokeFamily(tx, family.familyId);
      });
      await revocationDelivered({ familyId: family.familyId });
      throw new AppError('invalid_token', { detail: 'The eID session has ended.' });
    }
    const claims = fresh.claims;
    if (claims.sub !== session.sub) throw new AppError('eid_id_token_invalid', { detail: 'sub changed' });
    await repo.updateSession(db, session.id, {
      idTokenSealed: seal(deps.sealKey, fresh.idToken),
      accessTokenSealed: seal(deps.sealKey, fresh.accessToken),
      accessTokenExpiresAt: new Date(Date.now() + fresh.expiresIn * 1000),
      refreshTokenSealed: fresh.refreshToken ? seal(deps.sealKey, fresh.refreshToken) : session.refreshTokenSealed,
    });
  }
  return refreshSession(db, deps.tokens, options.refreshToken);
}

/**
 * Signs out: revokes our token family and ID-porten's refresh token, ends the stored eID session and answers
 * the end-session URL to send the browser to (null when the session did not come from eID).
 */
export async function signOut(deps: EidDeps, options: { caller: Person | null; refreshToken?: string }) {
  const { db, provider } = deps;
  let familyId = options.caller?.familyId ?? null;
  if (!familyId && options.refreshToken) {
    familyId = (await repo.findFamilyOfRefreshToken(db, hashToken(options.refreshToken)))?.familyId ?? null;
  }
  if (!familyId) throw new AppError(options.refreshToken ? 'invalid_token' : 'unauthenticated');
  const session = await repo.findLiveSession(db, familyId);
  await db.transaction(async (tx) => {
    await revokeFamily(tx, familyId);
    if (session) await repo.updateSession(tx, session.id, { endedAt: new Date() });
  });
  await revocationDelivered({ familyId });
  if (!session) return { endSessionUrl: null, state: null };
  if (session.refreshTokenSealed) {
    await provider.revoke(unseal(deps.sealKey, session.refreshTokenSealed), 'refresh_token');
  }
  const state = random();
  const endSessionUrl = await provider.endSessionUrl({
    idTokenHint: unseal(deps.sealKey, session.idTokenSealed),
    state,
  });
  return { endSessionUrl, state: endSessionUrl ? state : null };
}

/**
 * Front-channel logout (ID-porten loaded our logout URI with `iss` and `sid`: the person signed out of ID-porten
 * elsewhere). Ends every live session of that ID-porten session and revokes their token families, so the web app's
 * next refresh is refused. Another issuer's `iss` ends nothing. ID-porten's own tokens died with its session.
 */
export async function frontchannelLogout(deps: EidDeps, options: { iss: string; sid: string }) {
  const { db, provider } = deps;
  if (options.iss !== provider.config.issuer) return { ended: 0 };
  const sessions = await repo.findLiveSessionsBySid(db, options.sid);
  await db.transaction(async (tx) => {
    for (const session of sessions) {
      await revokeFamily(tx, session.familyId);
      await repo.updateSession(tx, session.id, { endedAt: new Date() });
    }
  });
  for (const session of sessions) await revocationDelivered({ familyId: session.familyId });
  return { ended: sessions.length };
}

/**
 * The signed-in person's eID identity. Asks the provider's userinfo while its access token lives; otherwise
 * (expired, or the provider does not answer) answers from the verified id_token claims kept at sign-in.
 */
export async function getUserInfo(deps: EidDeps, options: { caller: Person }) {
  const session = await repo.findLiveSession(deps.db, options.caller.familyId);
  if (!session || session.contactId !== options.caller.contactId) throw new AppError('eid_session_required');
  let claims: Record<string, unknown> = session.claims;
  let source: 'userinfo' | 'id_token' = 'id_token';
  if (session.accessTokenSealed && session.accessTokenExpiresAt && session.accessTokenExpiresAt > new Date()) {
    try {
      const live = await deps.provider.userinfo(unseal(deps.sealKey, session.accessTokenSealed), session.sub);
      if (live && live.sub === session.sub) {
        claims = { ...session.claims, ...live };
        source = 'userinfo';
      }
    } catch {
      // the stored, verified claims answer when the provider does not
    }
  }
  const pid = typeof claims.pid === 'string' ? claims.pid : null;
  return {
    sub: session.sub,
    pid: pid ? maskPid(pid) : null,
    birthDate: pid ? birthDateOf(pid) : null,
    acr: session.acr,
    locale: typeof claims.locale === 'string' ? claims.locale : null,
    authTime: typeof claims.auth_time === 'number' ? new Date(claims.auth_time * 1000).toISOString() : null,
    source,
  };
}
