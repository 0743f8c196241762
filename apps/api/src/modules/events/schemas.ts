import { z } from 'zod';
import { nameText } from '../../lib/schemas';

const address = z
  .object({
    name: nameText(200),
    line1: z.string().trim().min(1).max(200),
    line2: z.string().trim().max(200).nullish(),
    zipCode: z.string().trim().min(1).max(16),
    city: z.string().trim().min(1).max(100),
    country: z
      .string()
      .trim()
      .length(2)
      .transform((v) => v.toUpperCase())
      .meta({ description: "ISO country code; one of the company's markets." }),
  })
  .meta({ id: 'EventAddress' });

const changes = z
  .object({
    name: nameText(200).optional(),
    invoiceAddress: address.optional().meta({ description: "Replaces the company's default invoice address." }),
    deliveryAddress: address.optional().meta({ description: "Replaces the company's default delivery address." }),
    blocked: z
      .object({ isBlocked: z.boolean(), reason: z.string().trim().max(500).nullish() })
      .refine((b) => !b.isBlocked || Boolean(b.reason), {
        message: 'Required while the customer is blocked',
        path: ['reason'],
      })
      .optional(),
    credit: z
      .object({
        status: z
          .enum(['ok', 'stopped'])
          .meta({ description: 'stopped: no invoice payment (limit 0) until ok again.' }),
        limit: z
          .number()
          .int()
          .min(0)
          .max(1e13)
          .meta({ description: "Credit limit in minor units of the company's currency." }),
      })
      .optional(),
    priceList: z
      .object({ code: z.string().trim().min(1).max(64) })
      .nullable()
      .optional()
      .meta({ description: "The customer's contract price list by code; null: none." }),
  })
  .strict()
  .refine((c) => Object.values(c).some((v) => v !== undefined), { message: 'At least one change is needed' });

export const businessCustomerChangedBody = z
  .object({
    eventId: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9._:-]+$/, 'Letters, digits and . _ : - only')
      .meta({ description: 'Unique per event: a repeat is answered as a duplicate.', example: 'evt-2026-0001' }),
    occurredAt: z.iso
      .datetime({ offset: true })
      .meta({ description: 'When the change happened in the order-management system (orders events).' }),
    customerNumber: z
      .number()
      .int()
      .min(1)
      .max(2_147_483_647)
      .optional()
      .meta({ description: 'Our customer number of the company.' }),
    orgNumber: z.string().trim().min(1).max(32).optional().meta({ description: 'Organization number (with market).' }),
    market: z
      .string()
      .trim()
      .min(2)
      .max(8)
      .transform((v) => v.toUpperCase())
      .default('NO')
      .meta({ description: 'Market of orgNumber; default NO.' }),
    changes,
  })
  .refine((b) => b.customerNumber !== undefined || b.orgNumber !== undefined, {
    message: 'customerNumber or orgNumber is required',
    path: ['customerNumber'],
  })
  .meta({ id: 'BusinessCustomerChangedEvent' });
export type BusinessCustomerChangedBody = z.infer<typeof businessCustomerChangedBody>;
export type EventChanges = BusinessCustomerChangedBody['changes'];
export type EventAddress = z.infer<typeof address>;

export const fieldGroups = ['name', 'invoiceAddress', 'deliveryAddress', 'blocked', 'credit', 'priceList'] as const;
export type FieldGroup = (typeof fieldGroups)[number];

export const eventReceipt = z
  .object({
    eventId: z.string(),
    status: z.enum(['applied', 'duplicate', 'stale']).meta({
      description: 'applied: at least one field changed; stale: every field had newer data; duplicate: seen.',
    }),
    originalStatus: z.enum(['applied', 'stale']).meta({ description: 'What the first delivery of the event did.' }),
    appliedAt: z.string().meta({ description: 'When we first received and recorded the event.' }),
    occurredAt: z.string(),
    companyId: z.uuid(),
    customerNumber: z.number().int(),
    appliedFields: z.array(z.enum(fieldGroups)),
    staleFields: z.array(z.enum(fieldGroups)).meta({ description: 'Fields a newer event had already set.' }),
  })
  .meta({ id: 'EventReceipt' });
export type EventReceipt = z.infer<typeof eventReceipt>;
