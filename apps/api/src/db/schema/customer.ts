import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assortments } from './assortment';
import { createdAt, id, updatedAt } from './common';
import { markets } from './market';
import { priceLists } from './price';

export const companyRoles = ['admin', 'buyer', 'viewer'] as const;
export type CompanyRole = (typeof companyRoles)[number];
/**
 * Back-office staff roles (docs/backoffice.md, "Staff and roles"): administrator (everything, staff accounts,
 * settings), catalog manager (products, media, categories, prices, assortments), customer service (customers,
 * orders, quotes, support), read-only (reads every back-office page, changes nothing).
 */
export const staffRoles = ['administrator', 'catalog_manager', 'customer_service', 'read_only'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** A business customer ("customerId" in the spec). */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    customerNumber: serial('customer_number').notNull().unique(),
    name: text('name').notNull(),
    orgNumber: text('org_number').notNull(),
    market: text('market')
      .notNull()
      .references(() => markets.code),
    /** Markets this company may buy in; always contains `market`. */
    markets: text('markets').array().notNull(),
    vatNumber: text('vat_number'),
    email: text('email'),
    phone: text('phone'),
    /** Self-service joining: contacts with a verified e-mail on this domain may ask to join. */
    emailDomain: text('email_domain'),
    currency: text('currency').notNull(),
    /** Credit limit for invoice payment, in minor units of `currency`. 0 = card only. */
    creditLimit: bigint('credit_limit', { mode: 'number' }).notNull().default(0),
    /**
     * The open balance the credit limit is checked against (docs/customer.md, credit): the gross of the company's
     * invoice orders in `currency` that are neither cancelled nor paid. Kept by the statements that place, cancel
     * and mark paid such orders, so the check reads one row (no sum over the order history).
     */
    openBalance: bigint('open_balance', { mode: 'number' }).notNull().default(0),
    isBlocked: boolean('is_blocked').notNull().default(false),
    blockedReason: text('blocked_reason'),
    priceListId: uuid('price_list_id').references(() => priceLists.id),
    /** Days from an invoice's issue to its due date (docs/backoffice.md, "Customers"). */
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    /** The Engros staff member who looks after this customer (a contact with a staff role). */
    salesRepId: uuid('sales_rep_id').references((): AnyPgColumn => contacts.id),
    /** What the company sees of the catalog (docs/catalog.md, "Assortments"); null: the whole catalog. */
    assortmentId: uuid('assortment_id').references(() => assortments.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_market_org_number_uq').on(t.market, t.orgNumber),
    // One company per e-mail domain: join requests by domain go to exactly one company (docs/customer.md).
    uniqueIndex('companies_email_domain_uq').on(sql`lower(${t.emailDomain})`),
  ],
);

/** A person. Signs in by password, e-mail link, passkey or eID (`externalId`). */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    locale: text('locale').notNull().default('nb'),
    /** National identity number from eID (pid claim). */
    externalId: text('external_id'),
    passwordHash: text('password_hash'),
    staffRole: text('staff_role').$type<StaffRole>(),
    isActive: boolean('is_active').notNull().default(true),
    emailVerifiedAt: timestamp('email_verified_at', {
      withTimezone: true,
      mode: 'date',
    }),
    /** Access tokens issued before this instant are refused (password change, sign-out everywhere). */
    tokensValidAfter: timestamp('tokens_valid_after', {
      withTimezone: true,
      mode: 'date',
    })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contacts_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('contacts_external_id_uq').on(t.externalId),
  ],
);

/** A contact's membership of a company, with its role there. */
export const companyContacts = pgTable(
  'company_contacts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    role: text('role').$type<CompanyRole>().notNull(),
    /** Only active memberships give access. Invited (not yet accepted) ones are inactive with `acceptedAt` null. */
    isActive: boolean('is_active').notNull().default(true),
    /** When the contact joined (accepted the invitation or registered the company); null while invited. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    /**
     * What the inviting admin typed (e-mail and name). Shown to the company instead of the person's stored data
     * until they accept: an invitation never tells the inviter what the shop knows about someone.
     */
    invitedEmail: text('invited_email'),
    invitedFirstName: text('invited_first_name'),
    invitedLastName: text('invited_last_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.contactId] }), index('company_contacts_contact_idx').on(t.contactId)],
);

/**
 * The spans in which a person was an active member of a company (from joining or reactivation to deactivation or
 * removal). Kept by a trigger on company_contacts (migration 0003), so every write path counts. A company's audit
 * log shows a person's own events (sign-ins, password changes) only inside these spans.
 */
export const membershipPeriods = pgTable(
  'membership_periods',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.contactId, t.startedAt] }),
    index('membership_periods_contact_idx').on(t.contactId, t.companyId),
    uniqueIndex('membership_periods_open_uq').on(t.companyId, t.contactId).where(sql`${t.endedAt} is null`),
  ],
);

/** Single-use, expiring invitation of a contact (by e-mail) to a company. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, {
      onDelete: 'cascade',
    }),
    email: text('email').notNull(),
    role: text('role').$type<CompanyRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', {
      withTimezone: true,
      mode: 'date',
    }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    invitedBy: uuid('invited_by').references(() => contacts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('invitations_email_idx').on(sql`lower(${t.email})`),
    index('invitations_company_contact_idx').on(t.companyId, t.contactId),
  ],
);

export const addressTypes = ['invoice', 'delivery'] as const;
export type AddressType = (typeof addressTypes)[number];

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').$type<AddressType>().notNull(),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    country: text('country')
      .notNull()
      .references(() => markets.code),
    contactName: text('contact_name'),
    phone: text('phone'),
    deliveryInstructions: text('delivery_instructions'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Soft delete: orders and carts made earlier may still point at the address. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_company_idx').on(t.companyId)],
);

/** Current consent per company, contact and type. */
export const consents = pgTable(
  'consents',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    isGranted: boolean('is_granted').notNull(),
    source: text('source').notNull().default('web'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.contactId, t.type] })],
);

/** Every consent change, never updated or deleted. */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    isGranted: boolean('is_granted').notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consent_events_company_contact_idx').on(t.companyId, t.contactId)],
);
