import { z } from 'zod';
import { personRelations } from '../../db/schema';
import { nameText } from '../../lib/schemas';

const timestamp = z.iso.datetime();
const isoDate = z.iso.date();
const text = (max: number) => z.string().trim().min(1).max(max);
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, 'A phone number of digits, spaces and dashes, optionally starting with +');
const marketCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'A two-letter country code (NO, SE, DK)');

const pid = z.uuid().meta({ description: 'The person: the caller or a person the caller may act for (else 404).' });
const optionalPid = pid
  .optional()
  .meta({ description: 'The person (default: the caller). Not the caller nor linked: 404.' });

// Persons and the pharmacy session

export const relation = z.enum(['self', ...personRelations]).meta({
  id: 'PersonRelation',
  description: 'How the caller relates to the person: self, or the link that lets the caller act for them.',
});

export const person = z
  .object({
    pid: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    birthDate: isoDate.nullable(),
    relation,
    isActive: z.boolean().meta({ description: 'The person the caller acts as in this pharmacy session.' }),
  })
  .meta({ id: 'PharmacyPerson' });
export type Person = z.infer<typeof person>;

export const pharmacySession = z
  .object({
    activePid: z.uuid().meta({ description: 'Whom the caller acts as now; use it as pid.' }),
    person: person.meta({ description: 'The active person.' }),
    persons: z.array(person).meta({ description: 'The caller first, then the persons the caller may act for.' }),
  })
  .meta({ id: 'PharmacySession' });

export const loginBody = z
  .object({ pid: optionalPid.meta({ description: 'Start acting as this person (default: the caller).' }) })
  .meta({ id: 'PharmacyLoginRequest' });
export type LoginBody = z.infer<typeof loginBody>;

export const changePersonBody = z.object({ pid }).meta({ id: 'PharmacyChangePersonRequest' });

export const getPersonBody = z
  .object({ pid: optionalPid.meta({ description: 'Default: the active person of the session, else the caller.' }) })
  .meta({ id: 'PharmacyGetPersonRequest' });

export const updatePersonBody = z
  .object({
    pid,
    firstName: nameText(100).optional(),
    lastName: nameText(100).optional(),
    phone: phone.nullish(),
    birthDate: isoDate.nullish(),
  })
  .meta({
    id: 'PharmacyUpdatePersonRequest',
    description:
      'Fields left out stay; null clears phone or birth date. The e-mail is the sign-in and changes elsewhere.',
  });
export type UpdatePersonBody = z.infer<typeof updatePersonBody>;

export const logoutBody = z.object({}).meta({ id: 'PharmacyLogoutRequest' });
export const logoutResult = z
  .object({ isLoggedOut: z.literal(true) })
  .meta({ id: 'PharmacyLogoutResult', description: 'Always true: ending an ended session is not an error.' });

// Person addresses

const addressFields = {
  name: nameText(200).describe('Recipient name on the label.'),
  line1: text(200),
  line2: z.string().trim().max(200).nullish(),
  zipCode: text(20).describe("Checked against the country's zip format."),
  city: text(100),
  country: marketCode.describe('A country we sell in (a market code).'),
  phone: phone.nullish(),
  deliveryInstructions: z.string().trim().max(500).nullish(),
};

export const addAddressBody = z
  .object({
    pid,
    ...addressFields,
    isDefault: z.boolean().optional().describe('Make it the default. The first address always is.'),
  })
  .meta({ id: 'AddPersonAddressRequest' });
export type AddAddressBody = z.infer<typeof addAddressBody>;

export const editAddressBody = z
  .object({
    pid,
    addressId: z.uuid(),
    name: addressFields.name.optional(),
    line1: addressFields.line1.optional(),
    line2: addressFields.line2,
    zipCode: addressFields.zipCode.optional(),
    city: addressFields.city.optional(),
    country: addressFields.country.optional(),
    phone: addressFields.phone,
    deliveryInstructions: addressFields.deliveryInstructions,
    isDefault: z.literal(true).optional().describe('Make this the default (the default moves; it is never unset).'),
  })
  .meta({
    id: 'EditPersonAddressRequest',
    description: 'Fields left out stay as they are; null clears an optional field.',
  });
export type EditAddressBody = z.infer<typeof editAddressBody>;

/** Both optional as in the spec: pid defaults to the caller; without addressId the call answers 422 parameter_required. */
export const addressQuery = z.object({ pid: optionalPid, addressId: z.uuid().optional() });

export const addressesQuery = z.object({
  pid,
  skip: z.coerce.number().int().min(0).max(10_000),
  take: z.coerce.number().int().min(1).max(100),
});

export const addressParams = z.object({ addressId: z.uuid() });
export const pidQuery = z.object({ pid: optionalPid });

export const personAddress = z
  .object({
    addressId: z.uuid(),
    pid: z.uuid(),
    name: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    zipCode: z.string(),
    city: z.string(),
    country: z.string(),
    phone: z.string().nullable(),
    deliveryInstructions: z.string().nullable(),
    isDefault: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'PersonAddress' });
export type PersonAddress = z.infer<typeof personAddress>;

export const personAddressPage = z
  .object({
    pid: z.uuid(),
    skip: z.number().int(),
    take: z.number().int(),
    total: z.number().int(),
    items: z.array(personAddress),
  })
  .meta({ id: 'PersonAddressPage', description: 'The default first, then oldest first.' });

export const addressMarkets = z
  .object({
    addressId: z.uuid(),
    markets: z.array(
      z.object({
        market: z.string(),
        name: z.string(),
        currency: z.string(),
        area: z.object({ code: z.string(), name: z.string(), weekdays: z.array(z.string()) }),
      }),
    ),
  })
  .meta({
    id: 'PersonAddressMarkets',
    description: 'The markets that deliver to the address (empty when no delivery route serves its zip code).',
  });

// Prescriptions

export const prescriptionStatus = z.enum(['active', 'expired', 'used', 'cancelled']).meta({
  id: 'PrescriptionStatus',
  description:
    'active: valid today with quantity left; expired: past valid-until (or not yet valid); used: nothing left; cancelled by the prescriber.',
});

export const prescriptionParams = z.object({ prescriptionId: z.uuid() });

export const prescriptionSummary = z
  .object({
    prescriptionId: z.uuid(),
    pid: z.uuid(),
    reference: z.string(),
    patientName: z.string(),
    prescriber: z.object({ name: z.string(), number: z.string().nullable() }),
    issuedOn: isoDate,
    validUntil: isoDate,
    status: prescriptionStatus,
    lineCount: z.number().int(),
  })
  .meta({ id: 'PrescriptionSummary' });
export type PrescriptionSummary = z.infer<typeof prescriptionSummary>;

export const prescriptionList = z
  .object({ pid: z.uuid(), items: z.array(prescriptionSummary) })
  .meta({ id: 'PrescriptionList', description: 'Newest issued first.' });

export const prescriptionLine = z
  .object({
    lineId: z.uuid(),
    sku: z.string().nullable().meta({ description: 'Set when the line allows one SKU.' }),
    productId: z.uuid().nullable().meta({ description: 'Set when the line allows any variant of a product.' }),
    name: z.string().nullable(),
    dosage: z.string().nullable(),
    quantityAllowed: z.number().int(),
    quantityUsed: z.number().int(),
    quantityRemaining: z.number().int(),
  })
  .meta({ id: 'PrescriptionLine' });

export const prescription = prescriptionSummary
  .extend({ lines: z.array(prescriptionLine) })
  .meta({ id: 'Prescription' });
export type Prescription = z.infer<typeof prescription>;

export const prescriptionProducts = z
  .object({
    prescriptionId: z.uuid(),
    status: prescriptionStatus,
    items: z.array(
      z.object({
        lineId: z.uuid(),
        sku: z.string(),
        productId: z.uuid(),
        productNumber: z.string(),
        name: z.string(),
        isPrescriptionOnly: z.boolean(),
        quantityRemaining: z.number().int().meta({
          description: 'What may still be ordered on the line; shared by the variants of a product-wide line.',
        }),
      }),
    ),
  })
  .meta({
    id: 'PrescriptionProducts',
    description: 'The active variants the prescription allows (a product-wide line lists every variant).',
  });

export const addByReferenceBody = z
  .object({
    pid: optionalPid,
    reference: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{4,32}$/, 'The reference code on the prescription'),
    birthDate: isoDate.meta({
      description: "The patient's birth date, as a check (wrong: 422 prescription_check_failed).",
    }),
  })
  .meta({ id: 'AddPrescriptionByReferenceRequest' });
export type AddByReferenceBody = z.infer<typeof addByReferenceBody>;
