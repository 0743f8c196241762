import type { DbOrTx } from '../db';
import { companyContacts, contacts } from '../db/schema';
import { configurePunchout } from '../modules/punchout';
import { idFor } from './random';

/**
 * The demo punch-out set-up of Nordlys Dagligvare AS (docs/punchout.md), the same defaults the stand-in buyer
 * (sandbox/src/buyer) uses. Demo credentials only: published on purpose, never for production.
 */
export const DEMO_PUNCHOUT = {
  contactEmail: 'punchout@nordlys.example',
  cxml: {
    from: { domain: 'NetworkId', identity: 'nordlys-procurement' },
    to: { domain: 'NetworkId', identity: 'engros' },
    sender: { domain: 'NetworkId', identity: 'nordlys-procurement' },
    sharedSecret: 'nordlys-demo-shared-secret',
  },
  oci: { username: 'nordlys-oci', password: 'nordlys-oci-demo' },
} as const;

/** Nordlys's punch-out contact (a buyer who never signs in by password) and its cXML and OCI credentials. */
export async function seedPunchout(db: DbOrTx) {
  const companyId = idFor('company:nordlys');
  const contactId = idFor(`contact:${DEMO_PUNCHOUT.contactEmail}`);
  await db
    .insert(contacts)
    .values({ id: contactId, email: DEMO_PUNCHOUT.contactEmail, firstName: 'Punch-out', lastName: 'Nordlys' })
    .onConflictDoNothing();
  await db
    .insert(companyContacts)
    .values({ companyId, contactId, role: 'buyer', acceptedAt: new Date('2024-01-02T00:00:00Z') })
    .onConflictDoNothing();
  await configurePunchout(db, {
    id: idFor('punchout-config:nordlys'),
    companyId,
    contactId,
    cxml: { ...DEMO_PUNCHOUT.cxml },
    oci: { ...DEMO_PUNCHOUT.oci },
  });
}
