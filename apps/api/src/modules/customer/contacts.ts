import type { Db } from '../../db';
import type { Person } from '../../lib/access';
import type { TokenSettings } from '../../lib/context';
import { notFound, rule } from '../../lib/errors';
import { hashPassword, isStrongPassword, verifyPassword } from '../../lib/password';
import {
  issueSession,
  listContactCompanies,
  passwordSignIn,
  revocationDelivered,
  revokeAllForContact,
  sessionPersonOf,
} from '../auth';
import { queueMail } from '../mail';
import { audit, type Client } from '../security';
import { mailLanguage, passwordChangedMail } from './mail';
import * as repo from './repository';
import type { ChangeContactRelationBody, CreateContactBody } from './schemas';
import { findOrCreateContact, type InvitationSettings, invitedAs, inviteToCompany, requireCompany } from './shared';
import { isoOrNull, namesSeenByCompany, statusOf, toContact, toMember } from './views';

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
  // Answered once every API node refuses the old tokens.
  await revocationDelivered({ contactId: contact.id });
  const session = await issueSession(db, options.tokens, contact);
  return { contactId: contact.id, ...session };
}

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
  const changed = await db.transaction(async (tx) => {
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
  // Answered once every API node sees the new role or access (their principal of the contact read again).
  await revocationDelivered({ contactId });
  return changed;
}

/** Stores the caller's language (e-mails follow it; the web app sets its language from it at sign-in). */
export async function setOwnLocale(db: Db, options: { caller: Person; locale: 'nb' | 'en' }) {
  const row = await repo.updateContactLocale(db, options.caller.contactId, options.locale);
  if (!row) throw notFound();
  return { contactId: row.id, locale: options.locale };
}
