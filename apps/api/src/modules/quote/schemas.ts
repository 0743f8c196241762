import { z } from 'zod';
import { quoteStatuses } from '../../db/schema';

const isoDate = z.iso.date().meta({ description: 'YYYY-MM-DD' });

export const quoteParams = z.object({ quoteId: z.uuid() });

export const requestQuoteBody = z
  .object({
    pid: z.uuid().meta({ description: 'The requester: the caller.' }),
    customerId: z.uuid().optional(),
    message: z.string().trim().min(1).max(4000).meta({ description: 'What the buyer asks for (volumes, timing).' }),
  })
  .meta({ id: 'QuoteRequest' });
export type RequestQuoteBody = z.infer<typeof requestQuoteBody>;

export const quotesQuery = z.object({
  customerId: z.uuid(),
  status: z.enum(quoteStatuses).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(100).default(20),
});
export type QuotesQuery = z.infer<typeof quotesQuery>;

export const backofficeQuotesQuery = quotesQuery.omit({ customerId: true });
export type BackofficeQuotesQuery = z.infer<typeof backofficeQuotesQuery>;

export const messageBody = z.object({ body: z.string().trim().min(1).max(4000) }).meta({ id: 'QuoteMessageRequest' });

export const updateQuoteBody = z
  .object({
    lines: z
      .array(
        z.object({
          sku: z.string().trim().min(1).max(64),
          quantity: z.number().int().min(1).max(100_000),
          unitPrice: z.number().int().min(0).max(1_000_000_000),
        }),
      )
      .min(1)
      .max(500)
      .refine((lines) => new Set(lines.map((l) => l.sku)).size === lines.length, 'Each SKU once.'),
    shippingFee: z.number().int().min(0).max(100_000_000),
    validUntil: isoDate,
    expectedVersion: z.number().int().min(1).optional(),
  })
  .meta({ id: 'QuoteUpdateRequest' });
export type UpdateQuoteBody = z.infer<typeof updateQuoteBody>;

export const acceptQuoteBody = z
  .object({
    expectedVersion: z.number().int().min(1).optional().meta({ description: 'The version seen; another → 422.' }),
    deliveryAddressId: z.uuid().optional(),
    requestedDeliveryDate: isoDate.optional(),
    purchaseOrderNumber: z.string().trim().max(64).optional(),
    costCentreId: z
      .uuid()
      .optional()
      .meta({
        description:
          "An active cost centre of the company for the order (else the one frozen with the quote's cart); another " +
          'company → 404, inactive → 422 cost_centre_inactive.',
      }),
  })
  .meta({ id: 'QuoteAcceptRequest' });
export type AcceptQuoteBody = z.infer<typeof acceptQuoteBody>;

export const rejectQuoteBody = z.object({ message: z.string().trim().max(4000).optional() });

const person = z.object({ contactId: z.uuid(), name: z.string() });

export const quoteSummary = z
  .object({
    id: z.uuid(),
    quoteNumber: z.string(),
    customerId: z.uuid(),
    requestedBy: person,
    status: z.enum(quoteStatuses),
    isExpired: z.boolean().meta({ description: 'Sent, and its validity date has passed: it cannot be accepted.' }),
    currency: z.string().length(3),
    net: z.number().int(),
    gross: z.number().int(),
    validUntil: z.string().nullable(),
    version: z.number().int(),
    orderId: z.uuid().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'QuoteSummary' });
export type QuoteSummary = z.infer<typeof quoteSummary>;

export const quote = quoteSummary
  .extend({
    lines: z.array(
      z.object({
        sku: z.string(),
        name: z.string(),
        quantity: z.number().int(),
        unitPrice: z.number().int(),
        listUnitPrice: z.number().int().nullable(),
        vatRate: z.number().int(),
        lineTotal: z.number().int(),
      }),
    ),
    shippingFee: z.number().int(),
    vat: z.array(z.object({ rate: z.number().int(), base: z.number().int(), vat: z.number().int() })),
    messages: z.array(
      z.object({
        id: z.uuid(),
        author: person.extend({ kind: z.enum(['customer', 'agent', 'system']) }),
        body: z.string().meta({
          description:
            'For system entries a code: sent, revising (a sent quote being changed), resent, accepted, rejected.',
        }),
        createdAt: z.string(),
      }),
    ),
    cartId: z.uuid().meta({
      description: "The quote's frozen cart (the requester may pass it to /api/delivery/dates for its lead times).",
    }),
    deliveryAddressId: z.uuid().nullable(),
    costCentreId: z.uuid().nullable().meta({ description: "The cost centre on the quote's frozen cart, if any." }),
    requestedDeliveryDate: z.string().nullable(),
    purchaseOrderNumber: z.string().nullable(),
    preparedBy: person.nullable(),
    decidedBy: person.nullable(),
    decidedAt: z.string().nullable(),
    canAccept: z.boolean(),
    canEdit: z.boolean().meta({ description: 'Agents, while requested or sent.' }),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof quote>;

export const quotePage = z
  .object({ items: z.array(quoteSummary), total: z.number().int(), skip: z.number().int(), take: z.number().int() })
  .meta({ id: 'QuotePage' });
