// The customer module's use cases, one file per part: companies, contacts, invitations, addresses and consents
// (shared.ts holds the steps several of them take, views.ts the answers' shapes).

export * from './addresses';
export * from './companies';
export * from './consents';
export * from './contacts';
export * from './invitations';
export { INVITATION_TTL_MS, INVITATIONS_PER_HOUR, type InvitationSettings } from './shared';
export { type MembershipStatus, toAddress, toCompany } from './views';
