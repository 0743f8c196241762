import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { auditEvents, contacts, type StaffRole } from '../../db/schema';

const lastSignIn = sql<Date | null>`(
  select max(${auditEvents.createdAt}) from ${auditEvents}
  where ${auditEvents.contactId} = ${contacts.id} and ${auditEvents.action} = 'sign_in' and ${auditEvents.outcome} = 'success'
)`.mapWith((value: string | Date | null) => (value ? new Date(value) : null));

const staffColumns = {
  contactId: contacts.id,
  email: contacts.email,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  role: contacts.staffRole,
  isActive: contacts.isActive,
  locale: contacts.locale,
  createdAt: contacts.createdAt,
};
export type StaffRow = {
  contactId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole | null;
  isActive: boolean;
  locale: string;
  createdAt: Date;
};

/** Every staff account, active first, by name, with its last sign-in. */
export async function listStaff(db: Db) {
  return db
    .select({ ...staffColumns, lastSignInAt: lastSignIn })
    .from(contacts)
    .where(isNotNull(contacts.staffRole))
    .orderBy(desc(contacts.isActive), asc(contacts.firstName), asc(contacts.lastName));
}

/**
 * Locks a staff account and every active administrator in one statement, in id order (FOR UPDATE), so that two
 * administrators demoting each other at once cannot both pass, nor deadlock; returns the account (null when it is
 * not staff) and how many other active administrators there are once the locks are held.
 */
export async function lockStaffAndAdministrators(
  tx: DbOrTx,
  contactId: string,
): Promise<{ account: StaffRow | null; otherAdministrators: number }> {
  const rows = (await tx
    .select(staffColumns)
    .from(contacts)
    .where(
      and(
        isNotNull(contacts.staffRole),
        or(eq(contacts.id, contactId), and(eq(contacts.staffRole, 'administrator'), eq(contacts.isActive, true))),
      ),
    )
    .orderBy(asc(contacts.id))
    .for('update')) as StaffRow[];
  return {
    account: rows.find((row) => row.contactId === contactId) ?? null,
    otherAdministrators: rows.filter(
      (row) => row.contactId !== contactId && row.role === 'administrator' && row.isActive,
    ).length,
  };
}

export async function insertStaff(
  tx: DbOrTx,
  values: { email: string; firstName: string; lastName: string; role: StaffRole; locale: string },
): Promise<StaffRow | null> {
  const [row] = await tx
    .insert(contacts)
    .values({
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      staffRole: values.role,
      locale: values.locale,
    })
    .onConflictDoNothing()
    .returning(staffColumns);
  return (row as StaffRow | undefined) ?? null;
}

export async function updateStaff(
  tx: DbOrTx,
  contactId: string,
  values: Partial<{ staffRole: StaffRole; isActive: boolean; firstName: string; lastName: string }>,
): Promise<StaffRow> {
  const [row] = await tx
    .update(contacts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contacts.id, contactId))
    .returning(staffColumns);
  return row as StaffRow;
}
