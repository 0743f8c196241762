import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { companies, companyContacts, contacts, joinRequests } from '../../db/schema';

export type JoinRequestRow = typeof joinRequests.$inferSelect;

/** What a request to join holds besides its company: the person, and the link that verifies the address. */
type RequestValues = Pick<
  typeof joinRequests.$inferInsert,
  'companyId' | 'email' | 'firstName' | 'lastName' | 'locale' | 'tokenHash' | 'tokenExpiresAt'
>;

/** The companies whose e-mail domain is this one (case-insensitive; `domain` is lower case). */
export async function listCompaniesByEmailDomain(db: DbOrTx, domain: string) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(sql`lower(${companies.emailDomain}) = ${domain}`);
}

/** Whether a contact with this address (lower case) is in the company, active or not. */
export async function hasMemberWithEmail(db: DbOrTx, companyId: string, email: string): Promise<boolean> {
  const member = await db
    .select({ id: contacts.id })
    .from(contacts)
    .innerJoin(companyContacts, eq(companyContacts.contactId, contacts.id))
    .where(and(sql`lower(${contacts.email}) = ${email}`, eq(companyContacts.companyId, companyId)));
  return member.length > 0;
}

/** Locks the person's open (unverified or pending) request to join the company, if any. */
export async function lockOpenRequest(db: DbOrTx, companyId: string, email: string) {
  const [row] = await db
    .select({ id: joinRequests.id, status: joinRequests.status })
    .from(joinRequests)
    .where(
      and(
        eq(joinRequests.companyId, companyId),
        sql`lower(${joinRequests.email}) = ${email}`,
        inArray(joinRequests.status, ['unverified', 'pending']),
      ),
    )
    .for('update');
  return row;
}

export async function insertRequest(db: DbOrTx, values: RequestValues) {
  await db.insert(joinRequests).values(values);
}

/** An open request asked again: the person's details and a new link. */
export async function renewRequest(db: DbOrTx, id: string, values: RequestValues) {
  await db.update(joinRequests).set(values).where(eq(joinRequests.id, id));
}

export async function lockRequestByTokenHash(db: DbOrTx, tokenHash: string): Promise<JoinRequestRow | undefined> {
  const [row] = await db.select().from(joinRequests).where(eq(joinRequests.tokenHash, tokenHash)).for('update');
  return row;
}

export async function lockRequest(db: DbOrTx, id: string): Promise<JoinRequestRow | undefined> {
  const [row] = await db.select().from(joinRequests).where(eq(joinRequests.id, id)).for('update');
  return row;
}

export async function markRequestVerified(db: DbOrTx, id: string, verifiedAt: Date) {
  await db.update(joinRequests).set({ status: 'pending', verifiedAt }).where(eq(joinRequests.id, id));
}

/** Records an admin's decision on a request; returns the request as it now is. */
export async function recordDecision(
  db: DbOrTx,
  id: string,
  values: Pick<JoinRequestRow, 'status' | 'role' | 'contactId' | 'decidedBy' | 'decidedAt'>,
): Promise<JoinRequestRow | undefined> {
  const [row] = await db.update(joinRequests).set(values).where(eq(joinRequests.id, id)).returning();
  return row;
}

/** A company's verified requests (pending and decided), newest first, at most 50. */
export async function listVerifiedRequests(db: DbOrTx, companyId: string): Promise<JoinRequestRow[]> {
  return db
    .select()
    .from(joinRequests)
    .where(
      and(eq(joinRequests.companyId, companyId), inArray(joinRequests.status, ['pending', 'approved', 'rejected'])),
    )
    .orderBy(desc(joinRequests.createdAt))
    .limit(50);
}
