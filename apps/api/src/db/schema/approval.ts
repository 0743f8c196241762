import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { carts } from './cart';
import { categories } from './catalog';
import { createdAt, id, updatedAt } from './common';
import { companies, contacts } from './customer';
import { orders } from './order';

/**
 * A spending limit in the company's currency (minor units, net of VAT): company-wide when `contactId` is null,
 * else one contact's. Null amounts mean "no limit" (docs/approvals.md).
 */
export const spendingLimits = pgTable(
  'spending_limits',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'cascade' }),
    perOrder: bigint('per_order', { mode: 'number' }),
    perMonth: bigint('per_month', { mode: 'number' }),
    updatedBy: uuid('updated_by').references(() => contacts.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('spending_limits_company_uq').on(t.companyId).where(sql`${t.contactId} is null`),
    uniqueIndex('spending_limits_contact_uq').on(t.companyId, t.contactId).where(sql`${t.contactId} is not null`),
  ],
);

/** Contacts a company admin named as approvers (admins always approve). */
export const approvers = pgTable(
  'approvers',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.contactId] })],
);

export const approvalRuleKinds = ['order_over', 'category', 'prescription'] as const;
export type ApprovalRuleKind = (typeof approvalRuleKinds)[number];

/** A company's rule: orders matching it need an approver's yes (amount: net, company currency). */
export const approvalRules = pgTable(
  'approval_rules',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ApprovalRuleKind>().notNull(),
    amount: bigint('amount', { mode: 'number' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => contacts.id),
    createdAt: createdAt(),
  },
  (t) => [index('approval_rules_company_idx').on(t.companyId)],
);

export const approvalStatuses = ['pending', 'approved', 'ordered', 'rejected', 'withdrawn', 'expired'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** Why an order needs approval, as stored on the request (texts are made when answered). */
export type ApprovalReason = {
  code:
    | 'order_limit'
    | 'month_limit'
    | 'company_order_limit'
    | 'company_month_limit'
    | 'cost_centre_order_limit'
    | 'cost_centre_month_limit'
    | 'currency'
    | ApprovalRuleKind;
  ruleId?: string;
  limit?: number;
  amount?: number;
  categoryId?: string;
  sku?: string;
};

/**
 * An order waiting for an approver: its lines and checkout choices are frozen in a cart of kind 'approval'
 * (`cartId`); on approval the order is placed from it at the prices valid then, placed by the requester.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApprovalStatus>().notNull().default('pending'),
    /** 'invoice', or 'card': the requester pays after approval, through a pay link. */
    paymentMethod: text('payment_method').$type<'invoice' | 'card'>().notNull().default('invoice'),
    reasons: jsonb('reasons').$type<ApprovalReason[]>().notNull(),
    currency: text('currency').notNull(),
    /** Totals when requested (the order is priced again on approval). */
    net: bigint('net', { mode: 'number' }).notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    message: text('message'),
    idempotencyKey: text('idempotency_key'),
    /** Set when a subscription run asked (the run waits for the decision). */
    subscriptionId: uuid('subscription_id'),
    decidedBy: uuid('decided_by').references(() => contacts.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decisionComment: text('decision_comment'),
    orderId: uuid('order_id').references(() => orders.id),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('approval_requests_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('approval_requests_cart_uq').on(t.cartId),
    uniqueIndex('approval_requests_key_uq')
      .on(t.contactId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('approval_requests_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
  ],
);
