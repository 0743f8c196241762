// Joining a company by e-mail domain (docs/account.md, "Joining a company"): a person whose verified address is on
// a company's domain asks to join; the company's admins approve with a role, or reject.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import type { CompanyRole } from '../../db/schema';
import { assertOwner, type Person } from '../../lib/access';
import { notFound, rule } from '../../lib/errors';
import * as customers from '../customer';
import { mailLanguage } from '../customer';
import { queueMail } from '../mail';
import { audit } from '../security';
import { joinDecidedMail, joinRequestedMail, joinVerifyMail } from './mail';
import * as repo from './repository';

const LINK_TTL_MS = 24 * 60 * 60 * 1000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
type Links = { webOrigin: string };

export type JoinRequestView = {
  id: string;
  customerId: string;
  email: string;
  firstName: string;
  lastName: string;
  status: 'unverified' | 'pending' | 'approved' | 'rejected';
  role: CompanyRole | null;
  verifiedAt: string | null;
  decidedAt: string | null;
  createdAt: string;
};

const view = (row: repo.JoinRequestRow): JoinRequestView => ({
  id: row.id,
  customerId: row.companyId,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  status: row.status,
  role: row.role,
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A person asks to join: every company whose e-mail domain is the address's gets an unverified request (one open
 * request per person and company; asking again renews its link), and the person is mailed a link that verifies
 * the address. Members already in the company are left alone. The answer never tells whether a company matched.
 */
export async function requestToJoin(
  db: Db,
  options: {
    input: { email: string; firstName: string; lastName: string; locale: 'nb' | 'en' };
    links: Links;
    now?: Date;
  },
): Promise<number> {
  const { input } = options;
  const email = input.email.trim().toLowerCase();
  const domain = email.split('@')[1] ?? '';
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const matches = await repo.listCompaniesByEmailDomain(tx, domain);
    let mailed = 0;
    for (const company of matches) {
      if (await repo.hasMemberWithEmail(tx, company.id, email)) continue;
      const token = randomBytes(32).toString('base64url');
      const values = {
        companyId: company.id,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        locale: input.locale,
        tokenHash: hash(token),
        tokenExpiresAt: new Date(now.getTime() + LINK_TTL_MS),
      };
      const open = await repo.lockOpenRequest(tx, company.id, email);
      if (open?.status === 'pending') continue; // already verified and waiting for an admin
      if (open) await repo.renewRequest(tx, open.id, values);
      else await repo.insertRequest(tx, values);
      const mail = joinVerifyMail({
        lang: input.locale,
        firstName: input.firstName,
        companyName: company.name,
        link: `${options.links.webOrigin}/join/verify?token=${token}`,
      });
      await queueMail(tx, { to: email, ...mail });
      mailed++;
    }
    return mailed;
  });
}

/** The person opened the link: the address is verified and the company's admins are asked. Repeats are harmless. */
export async function verifyJoin(
  db: Db,
  options: { token: string; links: Links; now?: Date },
): Promise<{ companyName: string; status: JoinRequestView['status'] }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await repo.lockRequestByTokenHash(tx, hash(options.token));
    if (!row || (row.status === 'unverified' && row.tokenExpiresAt.getTime() <= now.getTime())) {
      throw rule('join_link_invalid');
    }
    const company = await customers.findCompany(tx, row.companyId);
    if (!company) throw rule('join_link_invalid');
    if (row.status !== 'unverified') return { companyName: company.name, status: row.status };
    await repo.markRequestVerified(tx, row.id, now);
    for (const admin of await customers.listActiveMembers(tx, row.companyId, 'admin')) {
      const mail = joinRequestedMail({
        lang: mailLanguage(admin.locale),
        firstName: admin.firstName,
        person: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
        companyName: company.name,
        link: `${options.links.webOrigin}/account/contacts`,
      });
      await queueMail(tx, { to: admin.email, ...mail });
    }
    return { companyName: company.name, status: 'pending' };
  });
}

/** A company's verified requests waiting for an admin, and the last decided ones (admins). */
export async function listJoinRequests(db: Db, options: { caller: Person; customerId: string }) {
  assertOwner(options.caller, { companyId: options.customerId }, 'admin');
  const rows = await repo.listVerifiedRequests(db, options.customerId);
  return { items: rows.map(view) };
}

/**
 * An admin decides a pending request: approval makes the person a member with the role (a new contact with the
 * verified address, or the existing one), rejection closes it; the person is mailed either way.
 */
export async function decideJoin(
  db: Db,
  options: {
    caller: Person;
    customerId: string;
    id: string;
    decision: { approve: true; role: CompanyRole } | { approve: false };
    links: Links;
    now?: Date;
  },
): Promise<JoinRequestView> {
  const { caller, customerId, decision } = options;
  assertOwner(caller, { companyId: customerId }, 'admin');
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await repo.lockRequest(tx, options.id);
    if (!row || row.companyId !== customerId) throw notFound('No such request.');
    if (row.status !== 'pending') throw rule('join_request_closed', { status: row.status });
    const company = await customers.findCompany(tx, customerId);
    let contactId: string | null = null;
    if (decision.approve) {
      const { contact } = await customers.insertContactIfNew(tx, {
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        locale: row.locale,
        emailVerifiedAt: now,
      });
      if (!contact.isActive) throw rule('contact_inactive');
      contactId = contact.id;
      const added = await customers.insertMembership(tx, {
        companyId: customerId,
        contactId,
        role: decision.role,
        isActive: true,
        acceptedAt: now,
      });
      if (!added) {
        // An earlier, inactive membership (a withdrawn invitation, a deactivated member) comes back with the role.
        await customers.updateMembership(tx, customerId, contactId, {
          role: decision.role,
          isActive: true,
          acceptedAt: now,
        });
      }
    }
    const updated = await repo.recordDecision(tx, row.id, {
      status: decision.approve ? 'approved' : 'rejected',
      role: decision.approve ? decision.role : null,
      contactId,
      decidedBy: caller.contactId,
      decidedAt: now,
    });
    await audit(tx, {
      action: decision.approve ? 'join_approved' : 'join_rejected',
      companyId: customerId,
      contactId,
      email: row.email,
      actorContactId: caller.contactId,
      details: decision.approve ? { role: decision.role } : {},
    });
    const mail = joinDecidedMail({
      lang: mailLanguage(row.locale),
      firstName: row.firstName,
      companyName: company?.name ?? '',
      approved: decision.approve,
      link: `${options.links.webOrigin}/login`,
    });
    await queueMail(tx, { to: row.email, ...mail });
    return view(updated!);
  });
}
