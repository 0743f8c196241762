// Pharmacy: persons with a birth date, the links between them (a parent, a carer) and prescriptions.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db';
import {
  type PersonRelation,
  personLinks,
  personProfiles,
  prescriptionLines,
  prescriptions,
} from '../../src/db/schema';
import { isoDay } from './dates';
import { createContact, signIn } from './people';

const unique = () => randomBytes(4).toString('hex').toUpperCase();

/** A signed-in contact with a birth date. */
export async function createPerson(database: Database, options: { birthDate?: string | null } = {}) {
  const contact = await createContact(database);
  if (options.birthDate !== null) {
    await database.db
      .insert(personProfiles)
      .values({ contactId: contact.id, birthDate: options.birthDate ?? '1980-05-17' });
  }
  const tokens = await signIn(database, contact);
  return { contact, pid: contact.id, token: tokens.accessToken, tokens };
}

export async function link(
  database: Database,
  from: { pid: string },
  to: { pid: string },
  relation: PersonRelation = 'parent',
) {
  await database.db.insert(personLinks).values({ contactId: from.pid, personId: to.pid, relation });
}

export type LineSpec = { sku?: string; productId?: string; quantityAllowed: number; quantityUsed?: number };

/** A prescription (claimed by `personId`, or unclaimed when null) with its lines. */
export async function createPrescription(
  database: Database,
  options: {
    personId: string | null;
    lines: LineSpec[];
    reference?: string;
    patientBirthDate?: string;
    issuedOn?: string;
    validUntil?: string;
    status?: 'active' | 'cancelled';
  },
) {
  const [row] = await database.db
    .insert(prescriptions)
    .values({
      reference: options.reference ?? `RX-${unique()}`,
      personId: options.personId,
      patientName: 'Test Patient',
      patientBirthDate: options.patientBirthDate ?? '1980-05-17',
      prescriberName: 'Dr. Test Lege',
      prescriberNumber: '1234567',
      issuedOn: options.issuedOn ?? isoDay(-10),
      validUntil: options.validUntil ?? isoDay(300),
      status: options.status ?? 'active',
    })
    .returning();
  const lines = await database.db
    .insert(prescriptionLines)
    .values(
      options.lines.map((line, index) => ({
        prescriptionId: row!.id,
        position: index + 1,
        sku: line.sku ?? null,
        productId: line.productId ?? null,
        dosage: '1 tablett daglig',
        quantityAllowed: line.quantityAllowed,
        quantityUsed: line.quantityUsed ?? 0,
      })),
    )
    .returning();
  return { ...row!, lines };
}
