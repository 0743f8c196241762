// The customer module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
export { createCompanyWithAdmin } from './companies';
export { creditError, creditRefusalText, invoiceCreditRefusal } from './credit';
export { type Mail, mailLanguage } from './mail';
export { normalizeOrgNumber } from './org-number';
export {
  type ContactRow,
  contactsByIds,
  findAddress,
  findCompany,
  findContact,
  findContactByEmail,
  findContactByExternalId,
  findInvitationByTokenHash,
  insertContactIfNew,
  insertMembership,
  listActiveMembers,
  listAddresses,
  listMembersOfCompany,
  lockCompany,
  markEmailVerified,
  personColumns,
  updateCompany,
  updateMembership,
} from './repository';
export { addressInput, checkUserResult, membershipStatus, newContact, sessionPerson } from './schemas';
export { acceptOpenInvitation } from './service';
export { assertSalesRep, type InvitationSettings } from './shared';
