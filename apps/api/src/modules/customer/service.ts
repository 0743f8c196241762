import type { Db, DbOrTx } from '../../db';
import type { AddressType, CompanyRole } from '../../db/schema';
import { assertOwner, type Person } from '../../lib/access';
import { AppError, notFound, rule } from '../../lib/errors';
import { hashPassword, isStrongPassword, verifyPassword } from '../../lib/password';
import {
  hashToken,
  issueSession,
  listContactCompanies,
  newOpaqueToken,
  passwordSignIn,
  revokeAllForContact,
  sessionPersonOf,
  type TokenSettings,
} from '../auth';
import { queueMail } from '../mail';
import { audit, type Client } from '../security';
import { invitationMail, mailLanguage, passwordChangedMail } from './mail';
import { normalizeOrgNumber, normalizeVatNumber } from './org-number';
import * as repo from './repository';
import type {
  AddAddressBody,
  AddressInput,
  ChangeContactRelationBody,
  CreateContactBody,
  CreateCustomerBody,
  CreateCustomerOnlyBody,
  EditAddressBody,
  InitCompanyBody,
  UpdateCustomerBody,
} from './schemas';
import { type ConsentType, consentTypes } from './schemas';

/** How long an invitation link stays valid. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Invitations one company may send per hour unless INVITATIONS_PER_HOUR says otherwise. */
export const INVITATIONS_PER_HOUR = 50;
const HOUR_MS = 60 * 60 * 1000;

/** Webmail and ISP domains: anyone can have an address there, so no company may own one. */
const PUBLIC_EMAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.no',
  'hotmail.se',
  'hotmail.dk',
  'live.com',
  'live.no',
  'live.se',
  'live.dk',
  'msn.com',
  'yahoo.com',
  'yahoo.no',
  'yahoo.se',
  'yahoo.dk',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'online.no',
  'start.no',
  'broadpark.no',
  'altibox.no',
  'telia.com',
  'bredband.net',
  'jubii.dk',
  'mail.dk',
]);

/** Where invitation links point and how many a company may send an hour (from the environment). */
export type InvitationSettings = { webOrigin: string; invitationsPerHour?: number };

// Views: rows → the shapes the routes answer with

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export type MembershipStatus = 'active' | 'invited' | 'inactive';
const statusOf = (m: { isActive: boolean; acceptedAt: Date | null }): MembershipStatus =>
  m.isActive ? 'active' : m.acceptedAt ? 'inactive' : 'invited';

export function toCompany(row: repo.CompanyRow) {
  return {
    customerId: row.id,
    customerNumber: row.customerNumber,
    name: row.name,
    orgNumber: row.orgNumber,
    market: row.market,
    markets: row.markets,
    vatNumber: row.vatNumber,
    email: row.email,
    phone: row.phone,
    emailDomain: row.emailDomain,
    currency: row.currency,
    creditLimit: { amount: row.creditLimit, currency: row.currency },
    isBlocked: row.isBlocked,
    blockedReason: row.blockedReason,
    priceListId: row.priceListId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toAddress(row: repo.AddressRow) {
  return {
    addressId: row.id,
    customerId: row.companyId,
    type: row.type,
    name: row.name,
    line1: row.line1,
    line2: row.line2,
    zipCode: row.zipCode,
    city: row.city,
    country: row.country,
    contactName: row.contactName,
    phone: row.phone,
    deliveryInstructions: row.deliveryInstructions,
    isDefault: row.isDefault,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function toContact(row: repo.ContactRow) {
  return {
    contactId: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    locale: row.locale,
    isActive: row.isActive,
    staffRole: row.staffRole,
    hasPassword: Boolean(row.passwordHash),
    hasExternalId: Boolean(row.externalId),
    emailVerifiedAt: isoOrNull(row.emailVerifiedAt),
    createdAt: iso(row.createdAt),
  };
}

type MemberNames = {
  email: string;
  firstName: string;
  lastName: string;
  invitedEmail: string | null;
  invitedFirstName: string | null;
  invitedLastName: string | null;
};

/**
 * Who a member is, as their company may see them: until the person accepts, what the inviter typed, never what the
 * shop knows about them (an existing person's stored name, staff included).
 */
function namesSeenByCompany(status: MembershipStatus, row: MemberNames) {
  if (status !== 'invited') return { email: row.email, firstName: row.firstName, lastName: row.lastName };
  return {
    email: row.invitedEmail ?? row.email.toLowerCase(),
    firstName: row.invitedFirstName ?? '',
    lastName: row.invitedLastName ?? '',
  };
}

function toMember(membership: repo.MembershipRow, contact: repo.ContactRow) {
  const status = statusOf(membership);
  return {
    customerId: membership.companyId,
    contactId: contact.id,
    ...namesSeenByCompany(status, { ...contact, ...pickInvited(membership) }),
    role: membership.role,
    status,
    acceptedAt: isoOrNull(membership.acceptedAt),
  };
}

const pickInvited = (m: Pick<repo.MembershipRow, 'invitedEmail' | 'invitedFirstName' | 'invitedLastName'>) => ({
  invitedEmail: m.invitedEmail,
  invitedFirstName: m.invitedFirstName,
  invitedLastName: m.invitedLastName,
});

function toInvitation(
  row: {
    id: string;
    companyId: string;
    contactId: string | null;
    email: string;
    role: CompanyRole;
    expiresAt: Date;
    createdAt: Date;
  },
  companyName: string,
) {
  return {
    invitationId: row.id,
    customerId: row.companyId,
    companyName,
    contactId: row.contactId,
    email: row.email,
    role: row.role,
    expiresAt: iso(row.expiresAt),
    createdAt: iso(row.createdAt),
  };
}

// Steps shared by several use cases

async function requireCompany(db: DbOrTx, companyId: string, lock = false) {
  const company = lock ? await repo.lockCompany(db, companyId) : await repo.findCompany(db, companyId);
  if (!company) throw notFound();
  return company;
}

/** The markets a company buys in: every code known, the home market always among them. */
async function resolveMarkets(db: DbOrTx, home: string, wanted: string[] = []) {
  const codes = [...new Set([home, ...wanted])];
  const found = await repo.findMarkets(db, codes);
  const unknown = codes.filter((code) => !found.some((m) => m.code === code));
  if (unknown.length > 0) throw rule('market_unknown', { markets: unknown });
  return { codes, homeMarket: found.find((m) => m.code === home)! };
}

/** An address must be in one of the company's markets, with a zip code of that country's format. */
async function checkAddressPlace(db: DbOrTx, companyMarkets: string[], place: { country: string; zipCode: string }) {
  if (!companyMarkets.includes(place.country)) throw rule('market_not_allowed', { country: place.country });
  const [market] = await repo.findMarkets(db, [place.country]);
  if (!market || !new RegExp(market.zipPattern).test(place.zipCode)) {
    throw rule('zip_code_invalid', { country: place.country, zipCode: place.zipCode });
  }
}

const addressValues = (input: AddressInput) => ({
  name: input.name,
  line1: input.line1,
  line2: input.line2 ?? null,
  zipCode: input.zipCode,
  city: input.city,
  country: input.country,
  contactName: input.contactName ?? null,
  phone: input.phone ?? null,
  deliveryInstructions: input.deliveryInstructions ?? null,
});

type NewCompany = InitCompanyBody & {
  markets?: string[];
  creditLimit?: number;
  priceListCode?: string;
  emailDomain?: string | null;
};

/** Validates and stores a company with its default invoice address (inside the caller's transaction). */
async function insertCompanyWithInvoiceAddress(tx: DbOrTx, input: NewCompany) {
  const { codes, homeMarket } = await resolveMarkets(tx, input.market, input.markets);
  const orgNumber = normalizeOrgNumber(input.market, input.orgNumber);
  if (!orgNumber) throw rule('org_number_invalid', { market: input.market });
  let vatNumber: string | null = null;
  if (input.vatNumber) {
    vatNumber = normalizeVatNumber(input.market, orgNumber, input.vatNumber);
    if (!vatNumber) throw rule('vat_number_invalid');
  }
  let priceListId: string | null = null;
  if (input.priceListCode) {
    const priceList = await repo.findPriceListByCode(tx, input.priceListCode);
    if (!priceList) throw rule('price_list_unknown', { priceListCode: input.priceListCode });
    priceListId = priceList.id;
  }
  if (await repo.isOrgNumberTaken(tx, input.market, orgNumber)) throw rule('org_number_taken');
  if (input.emailDomain) {
    if (PUBLIC_EMAIL_DOMAINS.has(input.emailDomain)) throw rule('email_domain_public');
    if (await repo.findCompanyByEmailDomain(tx, input.emailDomain)) throw rule('email_domain_taken');
  }
  await checkAddressPlace(tx, codes, input.invoiceAddress);

  let company: repo.CompanyRow;
  try {
    company = await repo.insertCompany(tx, {
      name: input.name,
      orgNumber,
      market: input.market,
      markets: codes,
      vatNumber,
      email: input.email ?? null,
      phone: input.phone ?? null,
      emailDomain: input.emailDomain ?? null,
      currency: homeMarket.currency,
      creditLimit: input.creditLimit ?? 0,
      priceListId,
    });
  } catch (error) {
    // Two registrations of the same company at once: the unique index decides.
    if (repo.isUniqueViolation(error, 'companies_market_org_number_uq')) throw rule('org_number_taken');
    if (repo.isUniqueViolation(error, 'companies_email_domain_uq')) throw rule('email_domain_taken');
    throw error;
  }
  await repo.insertAddress(tx, {
    companyId: company.id,
    type: 'invoice',
    ...addressValues(input.invoiceAddress),
    isDefault: true,
  });
  return company;
}

/**
 * Sends a contact a fresh invitation to a company: earlier open ones are withdrawn, the
 * single-use token is stored hashed and only mailed, in the contact's language.
 */
async function inviteToCompany(
  tx: DbOrTx,
  options: {
    company: repo.CompanyRow;
    contact: repo.ContactRow;
    /** The address as the inviter typed it: what answers and the audit log show. */
    email: string;
    role: CompanyRole;
    invitedBy: string | null;
    settings: InvitationSettings;
  },
) {
  const { company, contact, role } = options;
  await assertInvitationAllowance(tx, company.id, options.settings.invitationsPerHour ?? INVITATIONS_PER_HOUR);
  await repo.revokeOpenInvitations(tx, company.id, contact.id);
  const token = newOpaqueToken();
  const invitation = await repo.insertInvitation(tx, {
    companyId: company.id,
    contactId: contact.id,
    email: options.email,
    role,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    invitedBy: options.invitedBy,
  });
  await audit(tx, {
    action: 'contact_invited',
    companyId: company.id,
    contactId: contact.id,
    email: options.email,
    actorContactId: options.invitedBy,
    details: { role },
  });
  // A disabled account gets no mail (it cannot sign in to accept), but the answer is the same as for anyone: the
  // inviter must not learn which addresses have an account here, nor in which state.
  if (!contact.isActive) return toInvitation(invitation, company.name);
  const link = new URL('/invitations/accept', options.settings.webOrigin);
  link.searchParams.set('token', token);
  const mail = invitationMail({
    lang: mailLanguage(contact.locale),
    firstName: contact.firstName,
    companyName: company.name,
    role,
    link: link.toString(),
    expiresAt: invitation.expiresAt,
  });
  await queueMail(tx, { to: contact.email, ...mail });
  return toInvitation(invitation, company.name);
}

/**
 * Refuses one more invitation when the company sent its hourly allowance (counted in the database under the
 * company's lock, so every API node counts the same): 429 invitation_limit_reached with retryAfterSeconds.
 */
async function assertInvitationAllowance(tx: DbOrTx, companyId: string, perHour: number) {
  const now = Date.now();
  const { count, oldest } = await repo.countInvitationsSince(tx, companyId, new Date(now - HOUR_MS));
  if (count < perHour) return;
  const retryAfterSeconds = Math.max(1, Math.ceil(((oldest?.getTime() ?? now) + HOUR_MS - now) / 1000));
  throw new AppError('invitation_limit_reached', { extra: { limit: perHour, retryAfterSeconds } });
}

/** Joins the contact to the invitation's company (membership made active, or created when missing). */
async function activateInvitedMembership(tx: DbOrTx, companyId: string, contactId: string, role: CompanyRole) {
  const now = new Date();
  const membership = await repo.findMembership(tx, companyId, contactId);
  if (membership) {
    return repo.updateMembership(tx, companyId, contactId, {
      isActive: true,
      acceptedAt: membership.acceptedAt ?? now,
    });
  }
  await repo.insertMembership(tx, { companyId, contactId, role, isActive: true, acceptedAt: now });
  return (await repo.findMembership(tx, companyId, contactId))!;
}

/** The person with the address, or a new one made of what was typed (an existing person's data is never changed). */
async function findOrCreateContact(
  tx: DbOrTx,
  input: { email: string; firstName: string; lastName: string; phone?: string | null; locale?: 'nb' | 'en' },
) {
  const { contact } = await repo.insertContactIfNew(tx, {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
    locale: input.locale ?? 'nb',
  });
  return contact;
}

/** What the inviter typed, kept on the invited membership (see namesSeenByCompany). */
const invitedAs = (input: { email: string; firstName: string; lastName: string }) => ({
  invitedEmail: input.email.toLowerCase(),
  invitedFirstName: input.firstName,
  invitedLastName: input.lastName,
});

// Sign-in and invitations

/**
 * Password sign-in for the web server: checks the password (a wrong e-mail and a wrong password answer alike) and
 * starts a session. Open invitations stay open: a person joins a company only by accepting (the link, or the
 * account's list), never by signing in (issue 14: anyone could otherwise make anyone a member of their company).
 */
export async function checkUser(
  db: Db,
  options: { email: string; password: string; tokens: TokenSettings; client?: Client; failuresPerClient?: number },
) {
  // The lockout and the audit log (docs/security.md) are the sign-in's.
  const { contact, session } = await passwordSignIn(db, options.tokens, options, async () => {});
  const companies = await listContactCompanies(db, contact.id);
  return { contactId: contact.id, ...sessionPersonOf(contact), ...session, companies };
}

type InvitationRow = NonNullable<Awaited<ReturnType<typeof repo.lockInvitation>>>;

/** The caller's own invitation, or 404 as for an unknown one: an id or token never tells whose it is. */
function ownInvitation(invitation: InvitationRow | null, contact: repo.ContactRow | null) {
  const isOwn =
    invitation &&
    contact &&
    (invitation.contactId
      ? invitation.contactId === contact.id
      : invitation.email.toLowerCase() === contact.email.toLowerCase());
  if (!invitation || !contact || !isOwn) throw notFound();
  return { invitation, contact };
}

function assertOpen(invitation: InvitationRow) {
  if (invitation.acceptedAt) throw rule('invitation_already_accepted');
  if (invitation.revokedAt) throw rule('invitation_revoked');
  if (invitation.expiresAt.getTime() <= Date.now()) throw rule('invitation_expired');
}

/**
 * The addressee accepts: the invitation is spent, the membership becomes active, and the company's log says so.
 * Also the eID sign-in's, when it carried an invitation link's token (eid/service.ts, bindInvitation).
 */
export async function acceptOpenInvitation(
  tx: DbOrTx,
  invitation: InvitationRow,
  contact: repo.ContactRow,
  via: 'link' | 'account' | 'eid',
) {
  assertOpen(invitation);
  await repo.markInvitationAccepted(tx, invitation.id);
  const membership = await activateInvitedMembership(tx, invitation.companyId, contact.id, invitation.role);
  // The link went to the address: opening it proves the address (eID: the link's token came by e-mail too).
  if (via === 'eid' || (via === 'link' && invitation.email.toLowerCase() === contact.email.toLowerCase())) {
    await repo.markEmailVerified(tx, contact.id);
  }
  await audit(tx, {
    action: 'invitation_accepted',
    companyId: invitation.companyId,
    contactId: contact.id,
    actorContactId: contact.id,
    details: { role: membership.role, via },
  });
  const company = (await repo.findCompany(tx, invitation.companyId))!;
  return {
    customerId: company.id,
    name: company.name,
    customerNumber: company.customerNumber,
    isBlocked: company.isBlocked,
    role: membership.role,
    status: statusOf(membership),
  };
}

/** Accepts one invitation by the token of its link; the link also proves the e-mail address. */
export async function acceptInvitation(db: Db, options: { caller: Person; token: string }) {
  return db.transaction(async (tx) => {
    const found = await repo.findInvitationByTokenHash(tx, hashToken(options.token));
    const { invitation, contact } = ownInvitation(found, await repo.findContact(tx, options.caller.contactId));
    return acceptOpenInvitation(tx, invitation, contact, 'link');
  });
}

export type InvitationState = 'open' | 'accepted' | 'revoked' | 'expired';
const stateOf = (invitation: InvitationRow): InvitationState =>
  invitation.acceptedAt
    ? 'accepted'
    : invitation.revokedAt
      ? 'revoked'
      : invitation.expiresAt.getTime() <= Date.now()
        ? 'expired'
        : 'open';

/** The invitation of a link, for its addressee only (the page that asks them to accept or decline). */
export async function lookupInvitation(db: Db, options: { caller: Person; token: string }) {
  const found = await repo.findInvitationByTokenHash(db, hashToken(options.token));
  const { invitation } = ownInvitation(found, await repo.findContact(db, options.caller.contactId));
  const company = (await repo.findCompany(db, invitation.companyId))!;
  return { ...toInvitation(invitation, company.name), status: stateOf(invitation) };
}

/** The open invitations addressed to the caller, with the companies named (the account lists them). */
export async function listOwnInvitations(db: Db, options: { caller: Person }) {
  const rows = await repo.listOpenInvitationsOfContact(db, options.caller.contactId);
  return { invitations: rows.map((row) => toInvitation(row, row.companyName)) };
}

/** The addressee accepts an invitation from their account. */
export async function acceptOwnInvitation(db: Db, options: { caller: Person; invitationId: string }) {
  return db.transaction(async (tx) => {
    const found = await repo.lockInvitation(tx, options.invitationId);
    const { invitation, contact } = ownInvitation(found, await repo.findContact(tx, options.caller.contactId));
    return acceptOpenInvitation(tx, invitation, contact, 'account');
  });
}

/** The addressee declines: the invitation is withdrawn and the invited membership removed. */
export async function declineOwnInvitation(db: Db, options: { caller: Person; invitationId: string }) {
  return db.transaction(async (tx) => {
    const found = await repo.lockInvitation(tx, options.invitationId);
    const { invitation, contact } = ownInvitation(found, await repo.findContact(tx, options.caller.contactId));
    assertOpen(invitation);
    await repo.markInvitationRevoked(tx, invitation.id);
    const membership = await repo.findMembership(tx, invitation.companyId, contact.id);
    if (membership && statusOf(membership) === 'invited') {
      await repo.deleteMembership(tx, invitation.companyId, contact.id);
    }
    await audit(tx, {
      action: 'invitation_declined',
      companyId: invitation.companyId,
      contactId: contact.id,
      actorContactId: contact.id,
    });
    return { invitationId: invitation.id, status: 'declined' as const };
  });
}

/** (Re)sends the invitation of an invited contact; a member who already joined needs none. */
export async function sendInvitation(
  db: Db,
  options: { companyId: string; contactId: string; settings: InvitationSettings; invitedBy?: string | null },
) {
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, options.companyId, true);
    const contact = await repo.findContact(tx, options.contactId);
    if (!contact) throw notFound();
    const membership = await repo.findMembership(tx, company.id, contact.id);
    if (!membership) throw rule('contact_not_member');
    if (statusOf(membership) !== 'invited') throw rule('invitation_already_accepted');
    if (!contact.isActive) throw rule('contact_inactive');
    return inviteToCompany(tx, {
      company,
      contact,
      email: membership.invitedEmail ?? contact.email.toLowerCase(),
      role: membership.role,
      invitedBy: options.invitedBy ?? null,
      settings: options.settings,
    });
  });
}

/** Open invitations to an e-mail address, for the web server's "you are invited" page. */
export async function listInvitationsForEmail(db: Db, options: { email: string }) {
  const rows = await repo.listOpenInvitationsByEmail(db, options.email);
  if (rows.length === 0) throw notFound();
  return { email: options.email.toLowerCase(), invitations: rows.map((row) => toInvitation(row, row.companyName)) };
}

/**
 * Changes a person's own password (the web server has proved who they are). The current
 * password is needed when one is set. Every session ends; a fresh one is returned.
 */
export async function changePassword(
  db: Db,
  options: { contactId: string; currentPassword?: string; newPassword: string; tokens: TokenSettings },
) {
  const contact = await repo.findContact(db, options.contactId);
  if (!contact) throw notFound();
  if (!contact.isActive) throw rule('contact_inactive');
  if (contact.passwordHash) {
    const isCurrent = options.currentPassword
      ? await verifyPassword(options.currentPassword, contact.passwordHash)
      : false;
    if (!isCurrent) {
      await audit(db, {
        action: 'password_changed',
        outcome: 'failure',
        contactId: contact.id,
        details: { reason: 'password_incorrect' },
      });
      throw rule('password_incorrect');
    }
  }
  if (!isStrongPassword(options.newPassword)) throw rule('password_too_weak');
  if (contact.passwordHash && (await verifyPassword(options.newPassword, contact.passwordHash))) {
    throw rule('password_reused');
  }
  const passwordHash = await hashPassword(options.newPassword);
  await db.transaction(async (tx) => {
    await repo.updateContactPassword(tx, contact.id, passwordHash);
    await revokeAllForContact(tx, contact.id);
    await audit(tx, { action: 'password_changed', contactId: contact.id, email: contact.email });
    const mail = passwordChangedMail({ lang: mailLanguage(contact.locale), firstName: contact.firstName });
    await queueMail(tx, { to: contact.email, ...mail });
  });
  const session = await issueSession(db, options.tokens, contact);
  return { contactId: contact.id, ...session };
}

// Companies

/** Self-service registration: the signed-in person registers a company and becomes its admin; card only until credit is set. */
export async function registerCompany(db: Db, options: { caller: Person; input: InitCompanyBody }) {
  return db.transaction(async (tx) => {
    const company = await insertCompanyWithInvoiceAddress(tx, { ...options.input, creditLimit: 0 });
    await repo.insertMembership(tx, {
      companyId: company.id,
      contactId: options.caller.contactId,
      role: 'admin',
      isActive: true,
      acceptedAt: new Date(),
    });
    return toCompany(company);
  });
}

/** Back office creates a company with its first admin, who is invited by e-mail. */
export async function createCustomer(
  db: Db,
  options: { input: CreateCustomerBody; invitedBy: string; settings: InvitationSettings },
) {
  const { admin, ...companyInput } = options.input;
  return db.transaction(async (tx) => {
    const company = await insertCompanyWithInvoiceAddress(tx, companyInput);
    const contact = await findOrCreateContact(tx, admin);
    // The back office may know: a disabled account cannot become the first admin.
    if (!contact.isActive) throw rule('contact_inactive');
    await repo.insertMembership(tx, {
      companyId: company.id,
      contactId: contact.id,
      role: 'admin',
      isActive: false,
      ...invitedAs(admin),
    });
    const invitation = await inviteToCompany(tx, {
      company,
      contact,
      email: admin.email.toLowerCase(),
      role: 'admin',
      invitedBy: options.invitedBy,
      settings: options.settings,
    });
    const membership = (await repo.findMembership(tx, company.id, contact.id))!;
    return { company: toCompany(company), admin: toMember(membership, contact), invitation };
  });
}

/** ERP or back-office integration creates a company alone (contacts come later). */
export async function createCustomerOnly(db: Db, options: { input: CreateCustomerOnlyBody }) {
  return db.transaction(async (tx) => toCompany(await insertCompanyWithInvoiceAddress(tx, options.input)));
}

/** A company's master data, for the web server and integrations. */
export async function getCompany(db: Db, options: { companyId: string }) {
  return toCompany(await requireCompany(db, options.companyId));
}

/**
 * Who may point join requests by domain at a company (docs/customer.md): never a webmail domain, never one another
 * company holds, and for a company admin only the domain of their own confirmed address (they proved they receive
 * mail there). Agents set it for a customer after checking it themselves.
 */
async function assertMayClaimDomain(tx: DbOrTx, caller: Person, companyId: string, domain: string) {
  if (PUBLIC_EMAIL_DOMAINS.has(domain)) throw rule('email_domain_public');
  if (!caller.staffRole) {
    const own = await repo.findContact(tx, caller.contactId);
    const ownDomain = own?.email.toLowerCase().split('@')[1];
    if (!own?.emailVerifiedAt || ownDomain !== domain) throw rule('email_domain_not_verified');
  }
  const holder = await repo.findCompanyByEmailDomain(tx, domain);
  if (holder && holder.id !== companyId) throw rule('email_domain_taken');
}

/** Admins edit their company's contact data; agents also set credit, blocking, markets and price list. */
export async function updateCustomer(db: Db, options: { caller: Person; input: UpdateCustomerBody }) {
  const { caller, input } = options;
  const agentOnly = [input.creditLimit, input.isBlocked, input.blockedReason, input.markets, input.priceListId];
  if (!caller.staffRole && agentOnly.some((value) => value !== undefined)) throw new AppError('forbidden');

  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, input.customerId, true);
    const changes: Partial<repo.CompanyRow> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.email !== undefined) changes.email = input.email;
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.emailDomain !== undefined && input.emailDomain !== company.emailDomain?.toLowerCase()) {
      if (input.emailDomain) await assertMayClaimDomain(tx, caller, company.id, input.emailDomain);
      changes.emailDomain = input.emailDomain;
    }
    if (input.vatNumber !== undefined) {
      changes.vatNumber = input.vatNumber
        ? normalizeVatNumber(company.market, company.orgNumber, input.vatNumber)
        : null;
      if (input.vatNumber && !changes.vatNumber) throw rule('vat_number_invalid');
    }
    if (input.creditLimit !== undefined) changes.creditLimit = input.creditLimit;
    if (input.isBlocked !== undefined) changes.isBlocked = input.isBlocked;
    if (input.blockedReason !== undefined) changes.blockedReason = input.blockedReason || null;
    // A reason belongs to a block: it goes when the block goes.
    const isBlocked = changes.isBlocked ?? company.isBlocked;
    if (!isBlocked && (changes.blockedReason !== undefined || company.blockedReason)) changes.blockedReason = null;
    if (isBlocked && !(changes.blockedReason === undefined ? company.blockedReason : changes.blockedReason)) {
      throw new AppError('validation_failed', {
        errors: [{ path: 'body.blockedReason', message: 'Required while the customer is blocked' }],
      });
    }
    if (input.markets !== undefined) {
      const { codes } = await resolveMarkets(tx, company.market, input.markets);
      const used = await repo.listAddressCountries(tx, company.id);
      const stranded = used.filter((country) => !codes.includes(country));
      if (stranded.length > 0) throw rule('market_in_use', { markets: stranded });
      changes.markets = codes;
    }
    if (input.priceListId !== undefined) {
      if (input.priceListId && !(await repo.findPriceListById(tx, input.priceListId))) {
        throw rule('price_list_unknown', { priceListId: input.priceListId });
      }
      changes.priceListId = input.priceListId;
    }
    if (Object.keys(changes).length === 0) return toCompany(company);
    await audit(tx, {
      action: 'company_updated',
      companyId: company.id,
      actorContactId: caller.contactId,
      details: { changes },
    });
    try {
      return toCompany(await repo.updateCompany(tx, company.id, changes));
    } catch (error) {
      // Two companies claiming one domain at once: the unique index decides.
      if (repo.isUniqueViolation(error, 'companies_email_domain_uq')) throw rule('email_domain_taken');
      throw error;
    }
  });
}

// Contacts and memberships

/** A contact's account data (never the national id). */
export async function getContact(db: Db, options: { contactId: string }) {
  const contact = await repo.findContact(db, options.contactId);
  if (!contact) throw notFound();
  return toContact(contact);
}

/** The contact who signed in with eID under this national id. */
export async function getContactByExternalId(db: Db, options: { externalId: string }) {
  const contact = await repo.findContactByExternalId(db, options.externalId);
  if (!contact) throw notFound();
  return toContact(contact);
}

/** Every company of a contact with the role and membership status there. */
export async function listCompaniesOfContact(db: Db, options: { contactId: string }) {
  const contact = await repo.findContact(db, options.contactId);
  if (!contact) throw notFound();
  const rows = await repo.listMembershipsOfContact(db, contact.id);
  return {
    contactId: contact.id,
    companies: rows.map((row) => ({
      customerId: row.companyId,
      name: row.name,
      customerNumber: row.customerNumber,
      isBlocked: row.isBlocked,
      role: row.role,
      status: statusOf(row),
    })),
  };
}

/** The people of a company with their roles, for the admin's user management. */
export async function listCompanyContacts(db: Db, options: { companyId: string }) {
  const company = await requireCompany(db, options.companyId);
  const rows = await repo.listMembersOfCompany(db, company.id);
  return {
    customerId: company.id,
    contacts: rows.map((row) => {
      const status = statusOf(row);
      return {
        customerId: row.companyId,
        contactId: row.contactId,
        ...namesSeenByCompany(status, row),
        role: row.role,
        status,
        acceptedAt: isoOrNull(row.acceptedAt),
      };
    }),
  };
}

/** An admin adds a person (new, or found by e-mail) to the company; they get access when they accept the invitation. */
export async function createContact(
  db: Db,
  options: { caller: Person; input: CreateContactBody; settings: InvitationSettings },
) {
  const { customerId, role, ...person } = options.input;
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, customerId, true);
    const contact = await findOrCreateContact(tx, person);
    const isAdded = await repo.insertMembership(tx, {
      companyId: company.id,
      contactId: contact.id,
      role,
      isActive: false,
      ...invitedAs(person),
    });
    if (!isAdded) throw rule('contact_already_member');
    const invitation = await inviteToCompany(tx, {
      company,
      contact,
      email: person.email.toLowerCase(),
      role,
      invitedBy: options.caller.contactId,
      settings: options.settings,
    });
    const membership = (await repo.findMembership(tx, company.id, contact.id))!;
    return { member: toMember(membership, contact), invitation };
  });
}

/**
 * An admin changes a member's role or (de)activates the membership. The company always
 * keeps an active admin, and nobody changes their own membership.
 */
export async function changeContactRelation(
  db: Db,
  options: { caller: Person; input: ChangeContactRelationBody; settings: InvitationSettings },
) {
  const { customerId, contactId, role, isActive } = options.input;
  if (contactId === options.caller.contactId) throw rule('cannot_change_own_role');
  return db.transaction(async (tx) => {
    // The company lock serializes admin changes, so two admins cannot demote each other at once.
    const company = await requireCompany(tx, customerId, true);
    const contact = await repo.findContact(tx, contactId);
    const membership = contact ? await repo.findMembership(tx, company.id, contactId) : null;
    if (!contact || !membership) throw rule('contact_not_member');

    if (statusOf(membership) === 'invited') {
      if (isActive === false) {
        // Deactivating someone who never joined withdraws the invitation.
        await repo.revokeOpenInvitations(tx, company.id, contactId);
        await repo.deleteMembership(tx, company.id, contactId);
        await audit(tx, {
          action: 'invitation_withdrawn',
          companyId: company.id,
          contactId,
          actorContactId: options.caller.contactId,
        });
        return { member: null };
      }
      let updated = membership;
      if (role && role !== membership.role) {
        updated = await repo.updateMembership(tx, company.id, contactId, { role });
        await repo.updateOpenInvitationsRole(tx, company.id, contactId, role);
        await audit(tx, {
          action: 'role_changed',
          companyId: company.id,
          contactId,
          actorContactId: options.caller.contactId,
          details: { from: membership.role, to: role },
        });
      }
      if (isActive === true) {
        await inviteToCompany(tx, {
          company,
          contact,
          email: updated.invitedEmail ?? contact.email.toLowerCase(),
          role: updated.role,
          invitedBy: options.caller.contactId,
          settings: options.settings,
        });
      }
      return { member: toMember(updated, contact) };
    }

    const nextRole = role ?? membership.role;
    const nextActive = isActive ?? membership.isActive;
    const losesAdmin = membership.role === 'admin' && membership.isActive && (nextRole !== 'admin' || !nextActive);
    if (losesAdmin && (await repo.countActiveAdmins(tx, company.id)) <= 1) throw rule('last_admin');
    const updated = await repo.updateMembership(tx, company.id, contactId, {
      role: nextRole,
      isActive: nextActive,
      // A member who had access has joined, even if they were added before invitations existed.
      acceptedAt: membership.acceptedAt ?? membership.createdAt,
    });
    const actor = { companyId: company.id, contactId, actorContactId: options.caller.contactId };
    if (nextRole !== membership.role)
      await audit(tx, { action: 'role_changed', ...actor, details: { from: membership.role, to: nextRole } });
    if (nextActive !== membership.isActive)
      await audit(tx, { action: nextActive ? 'contact_reactivated' : 'contact_deactivated', ...actor });
    return { member: toMember(updated, contact) };
  });
}

// Addresses

/** Invoice addresses are the admin's; delivery addresses any buyer may keep. */
function assertMayManageAddress(caller: Person, companyId: string, type: AddressType) {
  if (type === 'invoice') assertOwner(caller, { companyId }, 'admin');
}

/** The company's live addresses, invoice first, defaults first. */
export async function listAddresses(db: Db, options: { companyId: string }) {
  const company = await requireCompany(db, options.companyId);
  const rows = await repo.listAddresses(db, company.id);
  return { customerId: company.id, addresses: rows.map(toAddress) };
}

/** The default invoice address (every company has one). */
export async function getInvoiceAddress(db: Db, options: { companyId: string }) {
  const company = await requireCompany(db, options.companyId);
  const row = await repo.findDefaultAddress(db, company.id, 'invoice');
  if (!row) throw notFound();
  return toAddress(row);
}

/** Adds an address; the first of its type, or one marked default, becomes the default. */
export async function addAddress(db: Db, options: { caller: Person; input: AddAddressBody }) {
  const { customerId, type, isDefault, ...fields } = options.input;
  assertMayManageAddress(options.caller, customerId, type);
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, customerId, true);
    await checkAddressPlace(tx, company.markets, fields);
    const isFirst = (await repo.countAddresses(tx, company.id, type)) === 0;
    const row = await repo.insertAddress(tx, {
      companyId: company.id,
      type,
      ...addressValues(fields),
      isDefault: isFirst || Boolean(isDefault),
    });
    if (row.isDefault) await repo.clearDefaultAddress(tx, company.id, type, row.id);
    return toAddress(row);
  });
}

/** Edits an address of the company; making it the default moves the default from the other one. */
export async function editAddress(db: Db, options: { caller: Person; input: EditAddressBody }) {
  const { customerId, addressId, isDefault, ...fields } = options.input;
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, customerId, true);
    const current = await repo.findAddress(tx, addressId);
    if (!current || current.companyId !== company.id) throw notFound();
    assertMayManageAddress(options.caller, company.id, current.type);
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as Partial<AddressInput>;
    const next = { ...current, ...changes };
    if (changes.country !== undefined || changes.zipCode !== undefined) {
      await checkAddressPlace(tx, company.markets, next);
    }
    const row = await repo.updateAddress(tx, current.id, { ...changes, ...(isDefault ? { isDefault: true } : {}) });
    if (isDefault) await repo.clearDefaultAddress(tx, company.id, row.type, row.id);
    return toAddress(row);
  });
}

/** Deletes an address (kept for old orders); the last invoice address stays, and a deleted default passes on. */
export async function deleteAddress(db: Db, options: { caller: Person; companyId: string; addressId: string }) {
  return db.transaction(async (tx) => {
    const company = await requireCompany(tx, options.companyId, true);
    const current = await repo.findAddress(tx, options.addressId);
    if (!current || current.companyId !== company.id) throw notFound();
    assertMayManageAddress(options.caller, company.id, current.type);
    if (current.type === 'invoice' && (await repo.countAddresses(tx, company.id, 'invoice')) <= 1) {
      throw rule('invoice_address_required');
    }
    await repo.softDeleteAddress(tx, current.id);
    if (current.isDefault) {
      const heir = await repo.findDefaultAddress(tx, company.id, current.type);
      if (heir) await repo.updateAddress(tx, heir.id, { isDefault: true });
    }
    const rows = await repo.listAddresses(tx, company.id);
    return { customerId: company.id, addresses: rows.map(toAddress) };
  });
}

// Consents

/** Consents are a member's own; staff outside the company have none there. */
async function requireConsentHolder(db: DbOrTx, caller: Person, companyId: string) {
  const company = await requireCompany(db, companyId);
  const membership = await repo.findMembership(db, company.id, caller.contactId);
  if (!membership) throw rule('contact_not_member');
  return company;
}

async function consentState(db: DbOrTx, companyId: string, contactId: string) {
  const current = await repo.listConsents(db, companyId, contactId);
  const events = await repo.listConsentEvents(db, companyId, contactId);
  const known = new Set<string>(consentTypes);
  return {
    customerId: companyId,
    contactId,
    consents: consentTypes.map((type) => {
      const row = current.find((c) => c.type === type);
      return { type, isGranted: row?.isGranted ?? false, updatedAt: row ? iso(row.updatedAt) : null };
    }),
    history: events
      .filter((event) => known.has(event.type))
      .map((event) => ({
        type: event.type as ConsentType,
        isGranted: event.isGranted,
        source: event.source,
        createdAt: iso(event.createdAt),
      })),
  };
}

/** The caller's consents in a company, every type, with the history of changes. */
export async function getConsents(db: Db, options: { caller: Person; companyId: string }) {
  const company = await requireConsentHolder(db, options.caller, options.companyId);
  return consentState(db, company.id, options.caller.contactId);
}

/** Records the caller's answers; each real change (a first answer included) is appended to the history. */
export async function updateConsents(
  db: Db,
  options: { caller: Person; companyId: string; consents: { type: string; isGranted: boolean }[] },
) {
  const known = new Set<string>(consentTypes);
  const unknown = options.consents.filter((c) => !known.has(c.type)).map((c) => c.type);
  if (unknown.length > 0) throw rule('consent_type_unknown', { types: unknown });
  const contactId = options.caller.contactId;
  return db.transaction(async (tx) => {
    const company = await requireConsentHolder(tx, options.caller, options.companyId);
    const current = await repo.lockConsents(tx, company.id, contactId);
    const at = new Date();
    const changed = options.consents.filter(
      (answer) => current.find((row) => row.type === answer.type)?.isGranted !== answer.isGranted,
    );
    for (const answer of changed) {
      await repo.upsertConsent(tx, { companyId: company.id, contactId, ...answer, source: 'web', at });
    }
    await repo.insertConsentEvents(
      tx,
      changed.map((answer) => ({ companyId: company.id, contactId, ...answer, source: 'web', createdAt: at })),
    );
    return consentState(tx, company.id, contactId);
  });
}

// The person's own settings

/** Stores the caller's language (e-mails follow it; the web app sets its language from it at sign-in). */
export async function setOwnLocale(db: Db, options: { caller: Person; locale: 'nb' | 'en' }) {
  const row = await repo.updateContactLocale(db, options.caller.contactId, options.locale);
  if (!row) throw notFound();
  return { contactId: row.id, locale: options.locale };
}

// Spend over time

/** The calendar months (YYYY-MM, Oslo time) of the last `count` months, oldest first, ending with this one. */
export function lastMonths(count: number, now = new Date()): string[] {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** What a company ordered per month in its own currency (cancelled orders left out); every month is listed. */
export async function getSpend(db: Db, options: { companyId: string; months: number }) {
  const company = await requireCompany(db, options.companyId);
  const currency = company.currency;
  const rows = await repo.spendByMonth(db, company.id, currency, options.months);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const money = (amount: number) => ({ amount, currency });
  const months = lastMonths(options.months).map((month) => {
    const row = byMonth.get(month);
    return { month, orderCount: row?.orderCount ?? 0, net: money(row?.net ?? 0), gross: money(row?.gross ?? 0) };
  });
  const sum = (pick: (m: (typeof months)[number]) => number) => months.reduce((acc, m) => acc + pick(m), 0);
  return {
    customerId: company.id,
    currency,
    months,
    total: {
      orderCount: sum((m) => m.orderCount),
      net: money(sum((m) => m.net.amount)),
      gross: money(sum((m) => m.gross.amount)),
    },
  };
}
