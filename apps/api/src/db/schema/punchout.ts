import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { carts } from './cart';
import { createdAt, id, updatedAt } from './common';
import { companies, contacts } from './customer';
import { orders } from './order';

export const punchoutProtocols = ['cxml', 'oci'] as const;
export type PunchoutProtocol = (typeof punchoutProtocols)[number];
export const punchoutOperations = ['create', 'edit', 'inspect'] as const;
export type PunchoutOperation = (typeof punchoutOperations)[number];

/**
 * A buying organization's punch-out set-up (one per company, docs/punchout.md): the contact punch-out
 * sessions act as, the cXML identities and shared secret, and the OCI user. The cXML shared secret is
 * stored as a SHA-256 digest (we only ever compare it, never send it; secrets we hand out are random),
 * the OCI password as a scrypt hash like a person's.
 */
export const punchoutConfigs = pgTable(
  'punchout_configs',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .unique()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The company's punch-out contact: orders and carts of punch-out sessions are theirs. */
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id),
    cxmlFromDomain: text('cxml_from_domain'),
    cxmlFromIdentity: text('cxml_from_identity'),
    cxmlToDomain: text('cxml_to_domain'),
    cxmlToIdentity: text('cxml_to_identity'),
    cxmlSenderDomain: text('cxml_sender_domain'),
    cxmlSenderIdentity: text('cxml_sender_identity'),
    /** SHA-256 hex of the shared secret. */
    cxmlSecretDigest: text('cxml_secret_digest'),
    ociUsername: text('oci_username'),
    /** The OCI user's password (scrypt, lib/password.ts). */
    ociPasswordHash: text('password_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('punchout_configs_cxml_sender_uq')
      .on(sql`lower(${t.cxmlSenderDomain})`, sql`lower(${t.cxmlSenderIdentity})`)
      .where(sql`${t.cxmlSenderIdentity} is not null`),
    uniqueIndex('punchout_configs_oci_username_uq')
      .on(sql`lower(${t.ociUsername})`)
      .where(sql`${t.ociUsername} is not null`),
  ],
);

/**
 * One punch-out visit from a procurement system. The one-time start token (SHA-256 digest) opens it
 * once in the storefront; the session itself lives until `expiresAt`.
 */
export const punchoutSessions = pgTable(
  'punchout_sessions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id),
    protocol: text('protocol').$type<PunchoutProtocol>().notNull(),
    operation: text('operation').$type<PunchoutOperation>().notNull().default('create'),
    /** cXML BrowserFormPost URL or OCI HOOK_URL: where the cart goes back. */
    returnUrl: text('return_url').notNull(),
    /** OCI ~TARGET / returntarget (the form's target frame). */
    target: text('target'),
    /** cXML BuyerCookie, echoed in the PunchOutOrderMessage. */
    buyerCookie: text('buyer_cookie'),
    /** The cXML version the buyer declared (our reply declares the same DTD) or the OCI version. */
    version: text('version'),
    /** cXML identities to answer with: our From is the request's To, our To the request's From. */
    buyerDomain: text('buyer_domain'),
    buyerIdentity: text('buyer_identity'),
    supplierDomain: text('supplier_domain'),
    supplierIdentity: text('supplier_identity'),
    /** Where the storefront lands (OCI DETAIL/SOURCING): a path such as /product/SKU-1 or /search?q=…. */
    landingPath: text('landing_path'),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    startTokenDigest: text('start_token_digest').notNull().unique(),
    startTokenExpiresAt: timestamp('start_token_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    startTokenUsedAt: timestamp('start_token_used_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the cart was last handed back to the procurement system (getformpayload). */
    transferredAt: timestamp('transferred_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('punchout_sessions_company_idx').on(t.companyId)],
);

/** cXML OrderRequests received, by the buyer's orderID: a repeated OrderRequest answers the same order. */
export const punchoutOrderRequests = pgTable(
  'punchout_order_requests',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    buyerOrderId: text('buyer_order_id').notNull(),
    payloadId: text('payload_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('punchout_order_requests_order_uq').on(t.companyId, t.buyerOrderId)],
);
