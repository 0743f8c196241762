import type { CompanyRole } from '../../db/schema';
import type * as repo from './repository';

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export type MembershipStatus = 'active' | 'invited' | 'inactive';
export const statusOf = (m: { isActive: boolean; acceptedAt: Date | null }): MembershipStatus =>
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

export function toContact(row: repo.ContactRow) {
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
export function namesSeenByCompany(status: MembershipStatus, row: MemberNames) {
  if (status !== 'invited') return { email: row.email, firstName: row.firstName, lastName: row.lastName };
  return {
    email: row.invitedEmail ?? row.email.toLowerCase(),
    firstName: row.invitedFirstName ?? '',
    lastName: row.invitedLastName ?? '',
  };
}

export function toMember(membership: repo.MembershipRow, contact: repo.ContactRow) {
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

export function toInvitation(
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
