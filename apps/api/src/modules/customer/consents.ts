import type { Db, DbOrTx } from '../../db';
import type { Person } from '../../lib/access';
import { rule } from '../../lib/errors';
import * as repo from './repository';
import { type ConsentType, consentTypes } from './schemas';
import { requireCompany } from './shared';
import { iso } from './views';

/** Consents are a member's own; staff outside the company have none there. */
async function requireConsentHolder(db: DbOrTx, caller: Person, companyId: string) {
  const company = await requireCompany(db, companyId);
  const membership = await repo.findMembership(db, company.id, caller.contactId);
  if (!membership) throw rule('contact_not_member');
  return company;
}

async function consentState(db: DbOrTx, companyId: string, contactId: string) {
  const current = await repo.listConsents(db, companyId, contactId);
  const events = await repo.listConsentEvents(db, companyId, contactId);
  const known = new Set<string>(consentTypes);
  return {
    customerId: companyId,
    contactId,
    consents: consentTypes.map((type) => {
      const row = current.find((c) => c.type === type);
      return { type, isGranted: row?.isGranted ?? false, updatedAt: row ? iso(row.updatedAt) : null };
    }),
    history: events
      .filter((event) => known.has(event.type))
      .map((event) => ({
        type: event.type as ConsentType,
        isGranted: event.isGranted,
        source: event.source,
        createdAt: iso(event.createdAt),
      })),
  };
}

/** The caller's consents in a company, every type, with the history of changes. */
export async function getConsents(db: Db, options: { caller: Person; companyId: string }) {
  const company = await requireConsentHolder(db, options.caller, options.companyId);
  return consentState(db, company.id, options.caller.contactId);
}

/** Records the caller's answers; each real change (a first answer included) is appended to the history. */
export async function updateConsents(
  db: Db,
  options: { caller: Person; companyId: string; consents: { type: string; isGranted: boolean }[] },
) {
  const known = new Set<string>(consentTypes);
  const unknown = options.consents.filter((c) => !known.has(c.type)).map((c) => c.type);
  if (unknown.length > 0) throw rule('consent_type_unknown', { types: unknown });
  const contactId = options.caller.contactId;
  return db.transaction(async (tx) => {
    const company = await requireConsentHolder(tx, options.caller, options.companyId);
    const current = await repo.lockConsents(tx, company.id, contactId);
    const at = new Date();
    const changed = options.consents.filter(
      (answer) => current.find((row) => row.type === answer.type)?.isGranted !== answer.isGranted,
    );
    for (const answer of changed) {
      await repo.upsertConsent(tx, { companyId: company.id, contactId, ...answer, source: 'web', at });
    }
    await repo.insertConsentEvents(
      tx,
      changed.map((answer) => ({ companyId: company.id, contactId, ...answer, source: 'web', createdAt: at })),
    );
    return consentState(tx, company.id, contactId);
  });
}
