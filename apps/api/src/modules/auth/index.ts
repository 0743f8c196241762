// The auth module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
export { LiveSessions, revocationDelivered } from './live-sessions';
export { perRefreshToken, signInRateLimit } from './rate-limits';
export {
  forgetPrincipal,
  listContactCompanies,
  loadPrincipal,
  membershipChanged,
  revokeAllForContact,
  revokeFamily,
} from './repository';
export {
  issueSession,
  passwordSignIn,
  personFor,
  refreshSession,
  sessionPersonOf,
} from './service';
export { accessTokenKey, createAccessTokenVerifier, hashToken, newOpaqueToken } from './tokens';
