// The customer module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
export { creditError, creditRefusalText, invoiceCreditRefusal } from './credit';
export { type Mail, mailLanguage } from './mail';
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
export { checkUserResult, sessionPerson } from './schemas';
export { acceptOpenInvitation } from './service';
