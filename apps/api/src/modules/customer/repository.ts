import { and, asc, desc, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import {
  type AddressType,
  addresses,
  type CompanyRole,
  companies,
  companyContacts,
  consentEvents,
  consents,
  contacts,
  invitations,
  markets,
  orders,
  priceLists,
} from '../../db/schema';
import { membershipChanged } from '../auth';

export type CompanyRow = typeof companies.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type MembershipRow = typeof companyContacts.$inferSelect;

/** True when `error` (or the driver error it wraps) is a unique violation, optionally of one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505') return !constraint || name === constraint || String(e).includes(constraint);
  }
  return false;
}

// Markets and price lists

export async function findMarkets(db: DbOrTx, codes: string[]) {
  if (codes.length === 0) return [];
  return db.select().from(markets).where(inArray(markets.code, codes));
}

export async function findPriceListByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(priceLists).where(eq(priceLists.code, code));
  return row ?? null;
}

export async function findPriceListById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(priceLists).where(eq(priceLists.id, id));
  return row ?? null;
}

// Companies

export async function insertCompany(db: DbOrTx, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

export async function findCompany(db: DbOrTx, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

/** Locks the company row: membership and address rules are checked under this lock. */
export async function lockCompany(db: DbOrTx, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).for('update');
  return row ?? null;
}

/** The company holding an e-mail domain (case-insensitive), if any. */
export async function findCompanyByEmailDomain(db: DbOrTx, domain: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.emailDomain}) = lower(${domain})`);
  return row ?? null;
}

export async function isOrgNumberTaken(db: DbOrTx, market: string, orgNumber: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.market, market), eq(companies.orgNumber, orgNumber)));
  return Boolean(row);
}

export async function updateCompany(db: DbOrTx, id: string, values: Partial<typeof companies.$inferInsert>) {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning();
  return row!;
}

// Contacts

export async function findContact(db: DbOrTx, id: string) {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  return row ?? null;
}

export async function findContactByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(contacts).where(sql`lower(${contacts.email}) = lower(${email})`);
  return row ?? null;
}

export async function findContactByExternalId(db: DbOrTx, externalId: string) {
  const [row] = await db.select().from(contacts).where(eq(contacts.externalId, externalId));
  return row ?? null;
}

/** Inserts the contact unless one has the e-mail already (a concurrent insert wins), and returns the stored one. */
export async function insertContactIfNew(db: DbOrTx, values: typeof contacts.$inferInsert) {
  const [inserted] = await db.insert(contacts).values(values).onConflictDoNothing().returning();
  return { contact: inserted ?? (await findContactByEmail(db, values.email))!, isNew: Boolean(inserted) };
}

export async function updateContactPassword(db: DbOrTx, id: string, passwordHash: string) {
  await db.update(contacts).set({ passwordHash, updatedAt: new Date() }).where(eq(contacts.id, id));
}

export async function updateContactLocale(db: DbOrTx, id: string, locale: string) {
  const [row] = await db.update(contacts).set({ locale, updatedAt: new Date() }).where(eq(contacts.id, id)).returning();
  return row ?? null;
}

export async function markEmailVerified(db: DbOrTx, id: string) {
  await db
    .update(contacts)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(contacts.id, id), isNull(contacts.emailVerifiedAt)));
}

// Memberships

export async function findMembership(db: DbOrTx, companyId: string, contactId: string) {
  const [row] = await db
    .select()
    .from(companyContacts)
    .where(and(eq(companyContacts.companyId, companyId), eq(companyContacts.contactId, contactId)));
  return row ?? null;
}

/** Inserts a membership; false when the contact already has one in the company. */
export async function insertMembership(db: DbOrTx, values: typeof companyContacts.$inferInsert) {
  const rows = await db.insert(companyContacts).values(values).onConflictDoNothing().returning();
  await membershipChanged(db, values.contactId);
  return rows.length > 0;
}

export async function updateMembership(
  db: DbOrTx,
  companyId: string,
  contactId: string,
  values: Partial<Pick<MembershipRow, 'role' | 'isActive' | 'acceptedAt'>>,
) {
  const [row] = await db
    .update(companyContacts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(companyContacts.companyId, companyId), eq(companyContacts.contactId, contactId)))
    .returning();
  await membershipChanged(db, contactId);
  return row!;
}

export async function deleteMembership(db: DbOrTx, companyId: string, contactId: string) {
  await db
    .delete(companyContacts)
    .where(and(eq(companyContacts.companyId, companyId), eq(companyContacts.contactId, contactId)));
  await membershipChanged(db, contactId);
}

export async function countActiveAdmins(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(companyContacts)
    .where(
      and(
        eq(companyContacts.companyId, companyId),
        eq(companyContacts.role, 'admin'),
        eq(companyContacts.isActive, true),
      ),
    );
  return row?.count ?? 0;
}

/** Every membership of a contact, with the company's name and state. */
export async function listMembershipsOfContact(db: DbOrTx, contactId: string) {
  return db
    .select({
      companyId: companies.id,
      name: companies.name,
      customerNumber: companies.customerNumber,
      isBlocked: companies.isBlocked,
      role: companyContacts.role,
      isActive: companyContacts.isActive,
      acceptedAt: companyContacts.acceptedAt,
    })
    .from(companyContacts)
    .innerJoin(companies, eq(companies.id, companyContacts.companyId))
    .where(eq(companyContacts.contactId, contactId))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** Invited and not yet joined: no access, and the company sees only what the inviter typed. */
const isInvited = sql`(not ${companyContacts.isActive} and ${companyContacts.acceptedAt} is null)`;

/** Every member of a company, with the person's name and e-mail. */
export async function listMembersOfCompany(db: DbOrTx, companyId: string) {
  return (
    db
      .select({
        companyId: companyContacts.companyId,
        contactId: contacts.id,
        email: contacts.email,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        role: companyContacts.role,
        isActive: companyContacts.isActive,
        acceptedAt: companyContacts.acceptedAt,
        invitedEmail: companyContacts.invitedEmail,
        invitedFirstName: companyContacts.invitedFirstName,
        invitedLastName: companyContacts.invitedLastName,
      })
      .from(companyContacts)
      .innerJoin(contacts, eq(contacts.id, companyContacts.contactId))
      .where(eq(companyContacts.companyId, companyId))
      // By the name the company sees: while invited, the typed one (the order must not hint at the stored one).
      .orderBy(
        asc(
          sql`case when ${isInvited} then coalesce(${companyContacts.invitedLastName}, '') else ${contacts.lastName} end`,
        ),
        asc(
          sql`case when ${isInvited} then coalesce(${companyContacts.invitedFirstName}, '') else ${contacts.firstName} end`,
        ),
        asc(contacts.id),
      )
  );
}

/** The active members of a company (membership and person active), by name; only one role when given. */
export async function listActiveMembers(db: DbOrTx, companyId: string, role?: CompanyRole) {
  return db
    .select({
      contactId: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      locale: contacts.locale,
      role: companyContacts.role,
    })
    .from(companyContacts)
    .innerJoin(contacts, eq(contacts.id, companyContacts.contactId))
    .where(
      and(
        eq(companyContacts.companyId, companyId),
        role ? eq(companyContacts.role, role) : undefined,
        eq(companyContacts.isActive, true),
        eq(contacts.isActive, true),
      ),
    )
    .orderBy(asc(contacts.lastName), asc(contacts.firstName));
}

/** What other modules read of a person: names, e-mail and language (for answers and for mails). */
export const personColumns = {
  id: contacts.id,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  email: contacts.email,
  locale: contacts.locale,
};

/** People by id: full name, first name, e-mail and language (names in answers, the greeting and language of mails). */
export async function contactsByIds(db: DbOrTx, ids: string[]) {
  const found = new Map<string, { name: string; firstName: string; email: string; locale: string }>();
  if (ids.length === 0) return found;
  const rows = await db.select(personColumns).from(contacts).where(inArray(contacts.id, ids));
  for (const row of rows) {
    const { id, lastName, ...rest } = row;
    found.set(id, { ...rest, name: `${row.firstName} ${lastName}`.trim() });
  }
  return found;
}

// Invitations

export async function insertInvitation(db: DbOrTx, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

/** Withdraws the still-open invitations of a contact to a company. */
export async function revokeOpenInvitations(db: DbOrTx, companyId: string, contactId: string) {
  await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(invitations.companyId, companyId),
        eq(invitations.contactId, contactId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
}

/** Keeps the role shown on still-open invitations in step with the invited membership. */
export async function updateOpenInvitationsRole(db: DbOrTx, companyId: string, contactId: string, role: CompanyRole) {
  await db
    .update(invitations)
    .set({ role })
    .where(
      and(
        eq(invitations.companyId, companyId),
        eq(invitations.contactId, contactId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
}

export async function findInvitationByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).for('update');
  return row ?? null;
}

const isOpen = (now: Date) =>
  and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now));

/** Open (not accepted, not withdrawn, not expired) invitations matching `to`, newest first, with the company name. */
function listOpenInvitations(db: DbOrTx, to: SQL, now: Date) {
  return db
    .select({
      id: invitations.id,
      companyId: invitations.companyId,
      companyName: companies.name,
      contactId: invitations.contactId,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(and(to, isOpen(now)))
    .orderBy(desc(invitations.createdAt), asc(invitations.id));
}

/** The open invitations to an e-mail address. */
export async function listOpenInvitationsByEmail(db: DbOrTx, email: string, now = new Date()) {
  return listOpenInvitations(db, sql`lower(${invitations.email}) = lower(${email})`, now);
}

/** The open invitations addressed to a contact. */
export async function listOpenInvitationsOfContact(db: DbOrTx, contactId: string, now = new Date()) {
  return listOpenInvitations(db, eq(invitations.contactId, contactId), now);
}

/** An invitation by id, locked for its acceptance or refusal. */
export async function lockInvitation(db: DbOrTx, id: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).for('update');
  return row ?? null;
}

export async function markInvitationRevoked(db: DbOrTx, id: string, now = new Date()) {
  await db.update(invitations).set({ revokedAt: now }).where(eq(invitations.id, id));
}

/** How many invitations a company made since `since`, and when the oldest of them was made. */
export async function countInvitationsSince(db: DbOrTx, companyId: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${invitations.createdAt})` })
    .from(invitations)
    .where(and(eq(invitations.companyId, companyId), gt(invitations.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function markInvitationAccepted(db: DbOrTx, id: string, now = new Date()) {
  await db.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, id));
}

// Addresses

/** A live (not deleted) address. */
export async function findAddress(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), isNull(addresses.deletedAt)));
  return row ?? null;
}

export async function listAddresses(db: DbOrTx, companyId: string) {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), isNull(addresses.deletedAt)))
    .orderBy(
      sql`case ${addresses.type} when 'invoice' then 0 else 1 end`,
      desc(addresses.isDefault),
      asc(addresses.name),
      asc(addresses.createdAt),
      asc(addresses.id),
    );
}

export async function findDefaultAddress(db: DbOrTx, companyId: string, type: AddressType) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.type, type), isNull(addresses.deletedAt)))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id))
    .limit(1);
  return row ?? null;
}

export async function countAddresses(db: DbOrTx, companyId: string, type: AddressType) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.type, type), isNull(addresses.deletedAt)));
  return row?.count ?? 0;
}

/** Countries used by the company's live addresses. */
export async function listAddressCountries(db: DbOrTx, companyId: string) {
  const rows = await db
    .selectDistinct({ country: addresses.country })
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), isNull(addresses.deletedAt)));
  return rows.map((r) => r.country);
}

export async function insertAddress(db: DbOrTx, values: typeof addresses.$inferInsert) {
  const [row] = await db.insert(addresses).values(values).returning();
  return row!;
}

export async function updateAddress(db: DbOrTx, id: string, values: Partial<typeof addresses.$inferInsert>) {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(addresses.id, id))
    .returning();
  return row!;
}

/** Clears the default flag of the company's other addresses of a type. */
export async function clearDefaultAddress(db: DbOrTx, companyId: string, type: AddressType, exceptId: string) {
  await db
    .update(addresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(addresses.companyId, companyId),
        eq(addresses.type, type),
        eq(addresses.isDefault, true),
        ne(addresses.id, exceptId),
      ),
    );
}

export async function softDeleteAddress(db: DbOrTx, id: string) {
  await db
    .update(addresses)
    .set({ deletedAt: new Date(), isDefault: false, updatedAt: new Date() })
    .where(eq(addresses.id, id));
}

/** The owner of a live address, for the access check. */
export async function findAddressOwner(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ companyId: addresses.companyId })
    .from(addresses)
    .where(and(eq(addresses.id, id), isNull(addresses.deletedAt)));
  return row ?? null;
}

// Consents

export async function listConsents(db: DbOrTx, companyId: string, contactId: string) {
  return db
    .select()
    .from(consents)
    .where(and(eq(consents.companyId, companyId), eq(consents.contactId, contactId)));
}

export async function listConsentEvents(db: DbOrTx, companyId: string, contactId: string) {
  return db
    .select()
    .from(consentEvents)
    .where(and(eq(consentEvents.companyId, companyId), eq(consentEvents.contactId, contactId)))
    .orderBy(desc(consentEvents.createdAt), desc(consentEvents.id));
}

/** Current consents of a contact in a company, locked for an update. */
export async function lockConsents(db: DbOrTx, companyId: string, contactId: string) {
  return db
    .select()
    .from(consents)
    .where(and(eq(consents.companyId, companyId), eq(consents.contactId, contactId)))
    .for('update');
}

export async function upsertConsent(
  db: DbOrTx,
  values: { companyId: string; contactId: string; type: string; isGranted: boolean; source: string; at: Date },
) {
  const { at, ...rest } = values;
  await db
    .insert(consents)
    .values({ ...rest, updatedAt: at })
    .onConflictDoUpdate({
      target: [consents.companyId, consents.contactId, consents.type],
      set: { isGranted: rest.isGranted, source: rest.source, updatedAt: at },
    });
}

export async function insertConsentEvents(db: DbOrTx, rows: (typeof consentEvents.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(consentEvents).values(rows);
}

export type { CompanyRole };

// Spend over time

/**
 * The company's orders in one currency per calendar month (Europe/Oslo), from the first day of the month
 * `months - 1` months before the current one; cancelled orders left out. Only months with orders come back.
 */
export async function spendByMonth(db: DbOrTx, companyId: string, currency: string, months: number) {
  const month = sql<string>`to_char(${orders.createdAt} at time zone 'Europe/Oslo', 'YYYY-MM')`;
  const since = sql`(date_trunc('month', now() at time zone 'Europe/Oslo') - make_interval(months => ${months - 1}::int)) at time zone 'Europe/Oslo'`;
  return db
    .select({
      month,
      orderCount: sql<number>`count(*)::int`.mapWith(Number),
      net: sql<number>`coalesce(sum(${orders.net}), 0)::bigint`.mapWith(Number),
      gross: sql<number>`coalesce(sum(${orders.gross}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.currency, currency),
        ne(orders.status, 'cancelled'),
        sql`${orders.createdAt} >= ${since}`,
      ),
    )
    .groupBy(month);
}
