import type { Db } from '../../db';
import { notFound, rule } from '../../lib/errors';
import { membershipChanged, revocationDelivered, revokeAllForContact } from '../auth';
import { findContactByEmail } from '../customer';
import { queueMail } from '../mail';
import { auditChange } from '../security';
import * as repo from './repository';
import type { CreateStaffBody, StaffAccount, UpdateStaffBody } from './schemas';

const toAccount = (row: repo.StaffRow & { lastSignInAt?: Date | null }): StaffAccount => ({
  contactId: row.contactId,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role!,
  isActive: row.isActive,
  locale: row.locale,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
});

/** What the audit log keeps of an account (never a secret). */
const audited = (row: repo.StaffRow) => ({
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  isActive: row.isActive,
});

export async function listStaff(db: Db) {
  return { items: (await repo.listStaff(db)).map(toAccount) };
}

function welcomeMail(account: { firstName: string; role: string; locale: string }, webOrigin: string) {
  const login = new URL('/login', webOrigin).toString();
  if (account.locale === 'en') {
    return {
      subject: 'Your Engros back-office account',
      text:
        `Hello ${account.firstName},\n\nAn administrator gave you a back-office account at Engros (role: ` +
        `${account.role.replace('_', ' ')}).\nSign in at ${login} with "E-mail me a sign-in link" and this address.\n`,
      template: 'staff_welcome',
    };
  }
  return {
    subject: 'Din konto i Engros backoffice',
    text:
      `Hei ${account.firstName},\n\nEn administrator har gitt deg en konto i backoffice hos Engros (rolle: ` +
      `${account.role.replace('_', ' ')}).\nLogg inn på ${login} med «Send meg en innloggingslenke» og denne adressen.\n`,
    template: 'staff_welcome',
  };
}

/**
 * Creates a staff account (administrators only): a contact with the role and no company, who signs in by e-mail
 * link (the welcome mail says how) and sets a password later if they like. An address already in use (customer or
 * staff): 422 email_taken. Audited.
 */
export async function createStaff(db: Db, options: { input: CreateStaffBody; by: string; webOrigin: string }) {
  const email = options.input.email.trim().toLowerCase();
  const account = await db.transaction(async (tx) => {
    if (await findContactByEmail(tx, email)) throw rule('email_taken');
    const row = await repo.insertStaff(tx, { ...options.input, email });
    if (!row) throw rule('email_taken'); // a simultaneous insert took it
    await auditChange(tx, { by: options.by, entity: 'staff', id: row.contactId, verb: 'created', after: audited(row) });
    await queueMail(tx, {
      to: email,
      ...welcomeMail(row as { firstName: string; role: string; locale: string }, options.webOrigin),
    });
    return row;
  });
  return toAccount(account);
}

/**
 * Changes a staff account's role, name or state (administrators only). Nobody changes their own role or state
 * (422 own_staff_account), and the last active administrator stays one (422 last_administrator). A deactivation
 * ends every session at once; a role change is in force on every node before the answer. Audited.
 */
export async function updateStaff(db: Db, options: { contactId: string; input: UpdateStaffBody; by: string }) {
  const { contactId, input, by } = options;
  const changesAccess = input.role !== undefined || input.isActive !== undefined;
  const result = await db.transaction(async (tx) => {
    const { account: before, otherAdministrators } = await repo.lockStaffAndAdministrators(tx, contactId);
    if (!before) throw notFound();
    const role = input.role ?? before.role;
    const isActive = input.isActive ?? before.isActive;
    const accessChanged = role !== before.role || isActive !== before.isActive;
    if (changesAccess && contactId === by && accessChanged) throw rule('own_staff_account');
    const losesAdministrator =
      before.role === 'administrator' && before.isActive && (role !== 'administrator' || !isActive);
    if (losesAdministrator && otherAdministrators === 0) throw rule('last_administrator');
    const after = await repo.updateStaff(tx, contactId, {
      ...(input.role ? { staffRole: input.role } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
      ...(input.firstName ? { firstName: input.firstName } : {}),
      ...(input.lastName ? { lastName: input.lastName } : {}),
    });
    if (!isActive && before.isActive) await revokeAllForContact(tx, contactId);
    else if (accessChanged) await membershipChanged(tx, contactId);
    await auditChange(tx, {
      by,
      entity: 'staff',
      id: contactId,
      verb: 'updated',
      before: audited(before),
      after: audited(after),
    });
    return { after, accessChanged };
  });
  if (result.accessChanged) await revocationDelivered({ contactId });
  return toAccount(result.after);
}
