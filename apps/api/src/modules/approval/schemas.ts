import { z } from 'zod';
import { approvalRuleKinds, approvalStatuses } from '../../db/schema';
import { cart } from '../cart';

const customerId = z.uuid().meta({ description: 'The company.' });
const amount = z
  .number()
  .int()
  .min(0)
  .max(1_000_000_000_00)
  .nullable()
  .meta({ description: 'Minor units of the company currency, net of VAT; null = no limit.' });

export const limits = z.object({ perOrder: amount, perMonth: amount }).meta({ id: 'SpendingLimits' });

export const settingsQuery = z.object({ customerId });

export const approvalRule = z
  .object({
    id: z.uuid(),
    kind: z.enum(approvalRuleKinds),
    amount: z.number().int().nullable(),
    categoryId: z.uuid().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ApprovalRule' });

export const approvalSettings = z
  .object({
    customerId: z.uuid(),
    currency: z.string().length(3),
    company: limits.extend({ spentThisMonth: z.number().int() }),
    contacts: z.array(
      limits.extend({
        contactId: z.uuid(),
        name: z.string(),
        email: z.string(),
        role: z.string(),
        isApprover: z.boolean().meta({ description: 'Admins always; buyers when named.' }),
        spentThisMonth: z.number().int(),
      }),
    ),
    rules: z.array(approvalRule),
    canEdit: z.boolean().meta({ description: 'The caller is an admin of the company.' }),
  })
  .meta({ id: 'ApprovalSettings' });
export type ApprovalSettings = z.infer<typeof approvalSettings>;

export const companyLimitsBody = limits.extend({ customerId }).meta({ id: 'CompanyLimitsRequest' });
export const contactLimitsBody = limits
  .extend({
    customerId,
    isApprover: z.boolean().meta({ description: 'Named approver (buyers only; admins always approve).' }),
  })
  .meta({ id: 'ContactLimitsRequest' });
export const contactParams = z.object({ contactId: z.uuid() });

export const ruleBody = z
  .discriminatedUnion('kind', [
    z.object({ customerId, kind: z.literal('order_over'), amount: z.number().int().min(0).max(1_000_000_000_00) }),
    z.object({ customerId, kind: z.literal('category'), categoryId: z.uuid() }),
    z.object({ customerId, kind: z.literal('prescription') }),
  ])
  .meta({ id: 'ApprovalRuleRequest' });
export type RuleBody = z.infer<typeof ruleBody>;
export const ruleParams = z.object({ ruleId: z.uuid() });

export const requestBody = z
  .object({
    pid: z.uuid().meta({ description: 'The requester: the caller.' }),
    customerId: z.uuid().optional(),
    message: z.string().trim().max(2000).optional().meta({ description: 'A note to the approvers.' }),
    paymentMethod: z
      .enum(['invoice', 'card'])
      .default('invoice')
      .meta({ description: 'card: the requester pays through a pay link after approval, never before.' }),
    expectedVersion: z.number().int().min(1).optional(),
  })
  .meta({ id: 'ApprovalRequestCreate' });
export type RequestBody = z.infer<typeof requestBody>;

export const requestHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(64)
    .optional()
    .meta({ description: 'Same key → the same request (double clicks and retries make one).' }),
});

export const decisionBody = z.object({
  comment: z.string().trim().max(2000).optional(),
  costCentreId: z
    .uuid()
    .optional()
    .meta({
      description:
        "Put this active cost centre of the company on the order (the requester's choice is frozen while pending; " +
        'the approver may correct it here). Another company → 404, inactive → 422 cost_centre_inactive.',
    }),
});
export const rejectBody = z.object({
  comment: z.string().trim().min(1).max(2000).meta({ description: 'Why: the requester reads it.' }),
});
export const requestParams = z.object({ approvalId: z.uuid() });

export const requestsQuery = z.object({
  customerId,
  status: z.enum(approvalStatuses).optional(),
  mine: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .meta({ description: "Only the caller's own requests (approvers see the company's otherwise)." }),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(100).default(20),
});
export type RequestsQuery = z.infer<typeof requestsQuery>;

const person = z.object({ contactId: z.uuid(), name: z.string() });
const monthSpend = z.object({
  spentThisMonth: z.number().int(),
  perMonth: z.number().int().nullable().meta({ description: 'The monthly limit; null = none.' }),
});

export const approvalRequest = z
  .object({
    id: z.uuid(),
    customerId: z.uuid(),
    requestedBy: person,
    status: z.enum(approvalStatuses),
    paymentMethod: z.enum(['invoice', 'card']),
    reasons: z.array(z.object({ code: z.string(), message: z.string() })),
    currency: z.string().length(3),
    net: z.number().int(),
    gross: z.number().int(),
    message: z.string().nullable(),
    decidedBy: person.nullable(),
    decidedAt: z.string().nullable(),
    decisionComment: z.string().nullable(),
    orderId: z.uuid().nullable(),
    subscriptionId: z.uuid().nullable(),
    expiresAt: z.string(),
    createdAt: z.string(),
    canDecide: z.boolean().meta({ description: 'The caller may approve or reject it now.' }),
    costCentre: z
      .object({ id: z.uuid(), code: z.string(), name: z.string() })
      .nullable()
      .meta({ description: "The cost centre on the request's frozen cart." }),
    spend: z
      .object({
        requester: monthSpend,
        company: monthSpend,
        costCentre: monthSpend.nullable().meta({ description: "The request's cost centre, if any." }),
      })
      .nullable()
      .meta({
        description:
          "For approvers and staff: this month's net spend (orders not cancelled, company currency, minor units) " +
          'against the monthly limit, of the requester, the company and the cost centre. Null for others.',
      }),
  })
  .meta({ id: 'ApprovalRequest' });
export type ApprovalRequest = z.infer<typeof approvalRequest>;

export const approvalRequestDetail = approvalRequest.extend({ cart }).meta({ id: 'ApprovalRequestDetail' });
export type ApprovalRequestDetail = z.infer<typeof approvalRequestDetail>;

export const approvalRequestPage = z
  .object({ items: z.array(approvalRequest), total: z.number().int(), skip: z.number().int(), take: z.number().int() })
  .meta({ id: 'ApprovalRequestPage' });
