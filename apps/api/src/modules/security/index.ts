// The security module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
export { audit, auditChange, type Client, clientOf, listAuditEvents } from './audit';
export { auditPage, backofficeAuditQuery, companyAuditQuery } from './schemas';
export {
  assertNotLocked,
  clearAttempts,
  clientKeyOf,
  countAttempt,
  EID_LOCKOUT,
  EMAIL_LINK_ADDRESS_LIMIT,
  EMAIL_LINK_LIMIT,
  PASSKEY_LIMIT,
  PASSWORD_ACCOUNT_LOCKOUT,
  PASSWORD_CLIENT_LIMIT,
  PASSWORD_LOCKOUT,
  spendAttempt,
  throttleKey,
} from './throttle';
