import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { type CompanyRole, companies, companyContacts, contacts, refreshTokens, type StaffRole } from '../../db/schema';
import { markRevoked, notifyRevoked } from './live-sessions';

export type Principal = {
  isActive: boolean;
  staffRole: StaffRole | null;
  tokensValidAfter: Date;
  memberships: { companyId: string; role: CompanyRole }[];
};

const principalCache = new WeakMap<Db, ReturnType<typeof preparePrincipal>>();

function preparePrincipal(db: Db) {
  return db
    .select({
      isActive: contacts.isActive,
      staffRole: contacts.staffRole,
      tokensValidAfter: contacts.tokensValidAfter,
      memberships: sql<{ companyId: string; role: CompanyRole }[]>`coalesce((
        select json_agg(json_build_object('companyId', cc.company_id, 'role', cc.role))
        from ${companyContacts} cc where cc.contact_id = ${contacts.id} and cc.is_active), '[]'::json)`,
    })
    .from(contacts)
    .where(eq(contacts.id, sql.placeholder('id')))
    .prepare('load_principal');
}

/**
 * How long a loaded principal is reused in this process. Every authenticated request needs
 * it; a short reuse halves the queries of a busy buyer, while writes in this process forget
 * it at once (`forgetPrincipal`) and other API nodes see a change within this time.
 */
const PRINCIPAL_TTL_MS = 2_000;
const PRINCIPAL_CACHE_MAX = 10_000;
const principals = new Map<string, { loadedAt: number; principal: Promise<Principal | null> }>();

/** Drops the cached principal of a contact after a change to its account or memberships. */
export function forgetPrincipal(contactId: string) {
  principals.delete(contactId);
}

/** The caller's account state and active memberships, in one prepared query (reused for 2 s). */
export async function loadPrincipal(db: Db, contactId: string): Promise<Principal | null> {
  const now = Date.now();
  const hit = principals.get(contactId);
  if (hit && now - hit.loadedAt < PRINCIPAL_TTL_MS) return hit.principal;
  let prepared = principalCache.get(db);
  if (!prepared) {
    prepared = preparePrincipal(db);
    principalCache.set(db, prepared);
  }
  const principal = prepared
    .execute({ id: contactId })
    .then(([row]) => (row ? { ...row, tokensValidAfter: new Date(row.tokensValidAfter) } : null));
  if (principals.size >= PRINCIPAL_CACHE_MAX) principals.delete(principals.keys().next().value!);
  principals.set(contactId, { loadedAt: now, principal });
  principal.catch(() => principals.delete(contactId));
  return principal;
}

export async function insertRefreshToken(
  db: DbOrTx,
  values: {
    familyId: string;
    contactId: string;
    tokenHash: string;
    expiresAt: Date;
  },
) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks the token spent and returns it; null when it is unknown. Returns `wasSpent` for reuse detection. */
export async function spendRefreshToken(db: DbOrTx, tokenHash: string, at: Date = new Date()) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).for('update');
  if (!row) return null;
  if (!row.usedAt && !row.revokedAt) {
    await db.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.id, row.id));
  }
  return row;
}

/**
 * Revokes the family's live tokens; answers how many were live (0: it was signed out already). Its access tokens
 * are refused at once: here, and on every other API node when the transaction commits (live-sessions.ts).
 */
export async function revokeFamily(db: DbOrTx, familyId: string): Promise<number> {
  markRevoked(familyId);
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (rows.length > 0) await notifyRevoked(db, { familyId });
  return rows.length;
}

/**
 * A contact's memberships changed (added, a role, (de)activated, removed): this process forgets its principal now,
 * every API node when the change commits (live-sessions.ts); `revocationDelivered({contactId})` awaits them.
 */
export async function membershipChanged(db: DbOrTx, contactId: string) {
  forgetPrincipal(contactId);
  await notifyRevoked(db, { contactId });
}

/** Revokes every refresh token of a contact and every access token issued until now. */
export async function revokeAllForContact(db: DbOrTx, contactId: string) {
  forgetPrincipal(contactId);
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.contactId, contactId), isNull(refreshTokens.revokedAt)));
  await db.update(contacts).set({ tokensValidAfter: new Date() }).where(eq(contacts.id, contactId));
  // The other API nodes forget their copy of the principal (and its cut-off) when this commits.
  await notifyRevoked(db, { contactId });
  forgetPrincipal(contactId);
}

export async function findContactForSignIn(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: contacts.id,
      passwordHash: contacts.passwordHash,
      isActive: contacts.isActive,
      staffRole: contacts.staffRole,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      locale: contacts.locale,
    })
    .from(contacts)
    .where(sql`lower(${contacts.email}) = lower(${email})`);
  return row ?? null;
}

export async function findContactById(db: DbOrTx, contactId: string) {
  const [row] = await db
    .select({
      id: contacts.id,
      isActive: contacts.isActive,
      staffRole: contacts.staffRole,
    })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  return row ?? null;
}

/** Companies a contact belongs to (active memberships), with their role there. */
export async function listContactCompanies(db: DbOrTx, contactId: string) {
  return db
    .select({
      customerId: companies.id,
      name: companies.name,
      role: companyContacts.role,
    })
    .from(companyContacts)
    .innerJoin(companies, eq(companies.id, companyContacts.companyId))
    .where(and(eq(companyContacts.contactId, contactId), eq(companyContacts.isActive, true)))
    .orderBy(companies.name);
}
