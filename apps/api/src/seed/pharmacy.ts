import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import {
  contacts,
  personAddresses,
  personLinks,
  personProfiles,
  prescriptionLines,
  prescriptions,
  products,
  variants,
} from '../db/schema';
import { idFor } from './random';

/** Pharmacy demo persons beside the demo sign-ins: a child and an elderly patient, who do not sign in. */
const dependants = [
  { key: 'emil', email: 'emil.berg@demo.example', firstName: 'Emil', lastName: 'Berg', birthDate: '2016-04-12' },
  { key: 'astrid', email: 'astrid.moen@demo.example', firstName: 'Astrid', lastName: 'Moen', birthDate: '1938-11-03' },
];

const DAY = 24 * 60 * 60 * 1000;
const day = (now: Date, offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);

/**
 * The pharmacy side's demo data (docs/pharmacy.md): birth dates of the demo sign-ins, two linked
 * persons (Ingrid Berg is Emil's parent; Martin Moen is Astrid's carer), private addresses, and
 * prescriptions for the catalog's prescription-only products, dated from `now` so that they stay valid.
 * One unclaimed prescription, RX-DEMO-0001 (birth date 1984-09-21), shows add-by-reference.
 */
export async function seedPharmacy(db: DbOrTx, options: { now?: Date } = {}) {
  const now = options.now ?? new Date();
  const ingrid = idFor('contact:buyer@nordlys.example');
  const martin = idFor('contact:multi@demo.example');
  const [emil, astrid] = dependants.map((d) => idFor(`contact:${d.email}`)) as [string, string];
  const present = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(inArray(contacts.id, [ingrid, martin]));
  if (present.length < 2) return { persons: 0, prescriptions: 0 };

  await db.insert(contacts).values(
    dependants.map((d) => ({
      id: idFor(`contact:${d.email}`),
      email: d.email,
      firstName: d.firstName,
      lastName: d.lastName,
      locale: 'nb',
    })),
  );
  await db
    .insert(personProfiles)
    .values([
      { contactId: ingrid, birthDate: '1984-09-21' },
      { contactId: martin, birthDate: '1979-02-14' },
      ...dependants.map((d) => ({ contactId: idFor(`contact:${d.email}`), birthDate: d.birthDate })),
    ]);
  await db.insert(personLinks).values([
    { id: idFor('person-link:ingrid:emil'), contactId: ingrid, personId: emil, relation: 'parent' as const },
    { id: idFor('person-link:martin:astrid'), contactId: martin, personId: astrid, relation: 'carer' as const },
  ]);
  await db.insert(personAddresses).values([
    {
      id: idFor('person-address:ingrid:home'),
      personId: ingrid,
      name: 'Ingrid Berg',
      line1: 'Thereses gate 14',
      zipCode: '0452',
      city: 'Oslo',
      country: 'NO',
      isDefault: true,
    },
    {
      id: idFor('person-address:astrid:home'),
      personId: astrid,
      name: 'Astrid Moen',
      line1: 'Kongens gate 30',
      zipCode: '7012',
      city: 'Trondheim',
      country: 'NO',
      deliveryInstructions: 'Ring på, hun bruker litt tid til døren',
      isDefault: true,
    },
  ]);

  // The first variant of each of the first prescription-only products, in product-number order.
  const rxVariants = await db
    .select({ productId: products.id, sku: variants.sku })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .where(and(eq(products.isPrescriptionOnly, true), eq(products.isActive, true), eq(variants.isActive, true)))
    .orderBy(asc(products.productNumber), asc(variants.position), asc(variants.sku));
  const rx = rxVariants.filter((v, i) => i === 0 || rxVariants[i - 1]!.productId !== v.productId).slice(0, 4);
  if (rx.length === 0) return { persons: dependants.length, prescriptions: 0 };
  const pick = (i: number) => rx[i % rx.length]!;

  const plans = [
    {
      key: 'ingrid-active',
      personId: ingrid,
      birth: '1984-09-21',
      issued: -20,
      valid: 345,
      lines: [{ sku: pick(0).sku, allowed: 3, used: 1 }],
    },
    {
      key: 'ingrid-expired',
      personId: ingrid,
      birth: '1984-09-21',
      issued: -400,
      valid: -35,
      lines: [{ sku: pick(1).sku, allowed: 2, used: 0 }],
    },
    {
      key: 'emil-active',
      personId: emil,
      birth: '2016-04-12',
      issued: -5,
      valid: 60,
      lines: [{ productId: pick(0).productId, allowed: 2, used: 0 }],
    },
    {
      key: 'astrid-active',
      personId: astrid,
      birth: '1938-11-03',
      issued: -60,
      valid: 305,
      lines: [
        { sku: pick(2).sku, allowed: 6, used: 2 },
        { sku: pick(3).sku, allowed: 4, used: 0 },
      ],
    },
    {
      key: 'unclaimed',
      personId: null,
      birth: '1984-09-21',
      issued: -1,
      valid: 364,
      lines: [{ sku: pick(1).sku, allowed: 1, used: 0 }],
    },
  ];
  const names: Record<string, string> = { [ingrid]: 'Ingrid Berg', [emil]: 'Emil Berg', [astrid]: 'Astrid Moen' };
  await db.insert(prescriptions).values(
    plans.map((p, i) => ({
      id: idFor(`prescription:${p.key}`),
      reference: `RX-DEMO-${String(i === plans.length - 1 ? 1 : 100 + i).padStart(4, '0')}`,
      personId: p.personId,
      patientName: p.personId ? names[p.personId]! : 'Ingrid Berg',
      patientBirthDate: p.birth,
      prescriberName: 'Dr. Silje Haugen',
      prescriberNumber: '9144889',
      issuedOn: day(now, p.issued),
      validUntil: day(now, p.valid),
    })),
  );
  await db.insert(prescriptionLines).values(
    plans.flatMap((p) =>
      p.lines.map((line, index) => ({
        id: idFor(`prescription-line:${p.key}:${index}`),
        prescriptionId: idFor(`prescription:${p.key}`),
        position: index + 1,
        sku: 'sku' in line ? line.sku : null,
        productId: 'productId' in line ? line.productId : null,
        dosage: '1 tablett 2 ganger daglig',
        quantityAllowed: line.allowed,
        quantityUsed: line.used,
      })),
    ),
  );
  return { persons: dependants.length, prescriptions: plans.length };
}
