import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, id, updatedAt } from './common';
import { contacts } from './customer';
import { markets } from './market';

/**
 * The pharmacy side's persons are contacts (`pid` = contacts.id). What a pharmacy needs beyond a
 * contact lives here, one row per contact that has it.
 */
export const personProfiles = pgTable('person_profiles', {
  contactId: uuid('contact_id')
    .primaryKey()
    .references(() => contacts.id, { onDelete: 'cascade' }),
  birthDate: date('birth_date', { mode: 'string' }),
  updatedAt: updatedAt(),
});

export const personRelations = ['parent', 'guardian', 'carer', 'proxy'] as const;
export type PersonRelation = (typeof personRelations)[number];

/** A contact may act for another person (a parent for a child, a nurse for a patient). */
export const personLinks = pgTable(
  'person_links',
  {
    id: id(),
    /** Who acts. */
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** The person acted for. */
    personId: uuid('person_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    relation: text('relation').$type<PersonRelation>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('person_links_contact_person_uq').on(t.contactId, t.personId),
    index('person_links_person_idx').on(t.personId),
    check('person_links_not_self', sql`${t.contactId} <> ${t.personId}`),
  ],
);

/** The pharmacy session of one sign-in (refresh-token family): whom the signed-in contact acts as now. */
export const pharmacySessions = pgTable(
  'pharmacy_sessions',
  {
    familyId: uuid('family_id').primaryKey(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    activePersonId: uuid('active_person_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('pharmacy_sessions_contact_idx').on(t.contactId)],
);

/** A person's private delivery addresses (apart from company addresses). Soft-deleted. */
export const personAddresses = pgTable(
  'person_addresses',
  {
    id: id(),
    personId: uuid('person_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    country: text('country')
      .notNull()
      .references(() => markets.code),
    phone: text('phone'),
    deliveryInstructions: text('delivery_instructions'),
    isDefault: boolean('is_default').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('person_addresses_person_idx').on(t.personId)],
);

export const prescriptionStatuses = ['active', 'cancelled'] as const;
export type PrescriptionStatus = (typeof prescriptionStatuses)[number];

/**
 * A prescription. `personId` is null until it is claimed by reference (add-by-reference), when the
 * claimer proves they know the patient's birth date.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: id(),
    /** The code on the patient's prescription slip, e.g. RX-7K3M-Q9TD. */
    reference: text('reference').notNull(),
    personId: uuid('person_id').references(() => contacts.id, { onDelete: 'cascade' }),
    patientName: text('patient_name').notNull(),
    patientBirthDate: date('patient_birth_date', { mode: 'string' }).notNull(),
    prescriberName: text('prescriber_name').notNull(),
    /** The prescriber's health-personnel number. */
    prescriberNumber: text('prescriber_number'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    status: text('status').$type<PrescriptionStatus>().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('prescriptions_reference_uq').on(t.reference),
    index('prescriptions_person_idx').on(t.personId, t.validUntil),
    check('prescriptions_dates', sql`${t.validUntil} >= ${t.issuedOn}`),
  ],
);

/** What a prescription allows: one SKU, or any variant of one product; how much, and how much is used. */
export const prescriptionLines = pgTable(
  'prescription_lines',
  {
    id: id(),
    prescriptionId: uuid('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Not a foreign key: a prescription outlives the catalog's SKUs. */
    sku: text('sku'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    dosage: text('dosage'),
    quantityAllowed: integer('quantity_allowed').notNull(),
    quantityUsed: integer('quantity_used').notNull().default(0),
  },
  (t) => [
    index('prescription_lines_prescription_idx').on(t.prescriptionId),
    check('prescription_lines_target', sql`(${t.sku} is not null) <> (${t.productId} is not null)`),
    check('prescription_lines_quantity', sql`${t.quantityUsed} >= 0 and ${t.quantityUsed} <= ${t.quantityAllowed}`),
  ],
);

/** Quantity an order took from a prescription line; `releasedAt` once given back (order cancelled). */
export const prescriptionUsages = pgTable(
  'prescription_usages',
  {
    id: id(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => prescriptionLines.id, { onDelete: 'cascade' }),
    /** The order (no foreign key: usage is written in the order's transaction, possibly before the order row). */
    orderId: uuid('order_id').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('prescription_usages_order_idx').on(t.orderId), index('prescription_usages_line_idx').on(t.lineId)],
);
