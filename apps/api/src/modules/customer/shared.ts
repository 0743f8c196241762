import type { DbOrTx } from '../../db';
import type { CompanyRole } from '../../db/schema';
import { AppError, notFound, rule } from '../../lib/errors';
import { hashToken, newOpaqueToken } from '../auth';
import { queueMail } from '../mail';
import { audit } from '../security';
import { invitationMail, mailLanguage } from './mail';
import { normalizeOrgNumber, normalizeVatNumber } from './org-number';
import * as repo from './repository';
import type { AddressInput, NewContactInput, RegisterCompanyBody } from './schemas';
import { toInvitation } from './views';

/** How long an invitation link stays valid. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Invitations one company may send per hour unless INVITATIONS_PER_HOUR says otherwise. */
export const INVITATIONS_PER_HOUR = 50;
const HOUR_MS = 60 * 60 * 1000;

/** Webmail and ISP domains: anyone can have an address there, so no company may own one. */
export const PUBLIC_EMAIL_DOMAINS = new Set([
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

export async function requireCompany(db: DbOrTx, companyId: string, lock = false) {
  const company = lock ? await repo.lockCompany(db, companyId) : await repo.findCompany(db, companyId);
  if (!company) throw notFound();
  return company;
}

/** The markets a company buys in: every code known, the home market always among them. */
export async function resolveMarkets(db: DbOrTx, home: string, wanted: string[] = []) {
  const codes = [...new Set([home, ...wanted])];
  const found = await repo.findMarkets(db, codes);
  const unknown = codes.filter((code) => !found.some((m) => m.code === code));
  if (unknown.length > 0) throw rule('market_unknown', { markets: unknown });
  return { codes, homeMarket: found.find((m) => m.code === home)! };
}

/** An address must be in one of the company's markets, with a zip code of that country's format. */
export async function checkAddressPlace(
  db: DbOrTx,
  companyMarkets: string[],
  place: { country: string; zipCode: string },
) {
  if (!companyMarkets.includes(place.country)) throw rule('market_not_allowed', { country: place.country });
  const [market] = await repo.findMarkets(db, [place.country]);
  if (!market || !new RegExp(market.zipPattern).test(place.zipCode)) {
    throw rule('zip_code_invalid', { country: place.country, zipCode: place.zipCode });
  }
}

export const addressValues = (input: AddressInput) => ({
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

type NewCompany = RegisterCompanyBody & {
  markets?: string[];
  creditLimit?: number;
  priceListCode?: string;
  /** The back office names a contract price list by id (its form lists them). */
  priceListId?: string | null;
  emailDomain?: string | null;
  paymentTermsDays?: number;
  /** An active staff member (else 422 sales_rep_not_staff). */
  salesRepId?: string | null;
};

/** A company with the first admin to invite (the back office's company forms). */
export type NewCompanyWithAdmin = NewCompany & { admin: NewContactInput };

/** A company's sales rep is an active staff member: else 422 sales_rep_not_staff (creating or changing a company). */
export async function assertSalesRep(tx: DbOrTx, salesRepId: string) {
  const rep = await repo.findContact(tx, salesRepId);
  if (!rep?.staffRole || !rep.isActive) throw rule('sales_rep_not_staff', { salesRepId });
}

/** Validates and stores a company with its default invoice address (inside the caller's transaction). */
export async function insertCompanyWithInvoiceAddress(tx: DbOrTx, input: NewCompany) {
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
  if (input.priceListId) {
    if (!(await repo.findPriceListById(tx, input.priceListId))) {
      throw rule('price_list_unknown', { priceListId: input.priceListId });
    }
    priceListId = input.priceListId;
  }
  if (input.salesRepId) await assertSalesRep(tx, input.salesRepId);
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
      ...(input.paymentTermsDays === undefined ? {} : { paymentTermsDays: input.paymentTermsDays }),
      salesRepId: input.salesRepId ?? null,
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
export async function inviteToCompany(
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
export async function activateInvitedMembership(tx: DbOrTx, companyId: string, contactId: string, role: CompanyRole) {
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
export async function findOrCreateContact(
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
export const invitedAs = (input: { email: string; firstName: string; lastName: string }) => ({
  invitedEmail: input.email.toLowerCase(),
  invitedFirstName: input.firstName,
  invitedLastName: input.lastName,
});
