import type { Db, DbOrTx } from '../../db';
import type { Person } from '../../lib/access';
import { notFound, rule } from '../../lib/errors';
import { hashToken } from '../auth';
import { audit } from '../security';
import * as repo from './repository';
import { activateInvitedMembership, type InvitationSettings, inviteToCompany, requireCompany } from './shared';
import { statusOf, toInvitation } from './views';

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
