import { z } from 'zod';
import { paymentStatuses } from '../../db/schema';

export const paymentParams = z.object({ pid: z.uuid() });
export type PaymentParams = z.infer<typeof paymentParams>;

export const transactionParams = z.object({ pid: z.uuid(), transactionId: z.uuid() });
export type TransactionParams = z.infer<typeof transactionParams>;

export const createPaymentBody = z
  .object({
    customerId: z.uuid().optional(),
    expectedVersion: z
      .number()
      .int()
      .min(1)
      .optional()
      .meta({ description: 'The cart version the buyer saw; another version → 422 cart_changed (nothing reserved).' }),
    expectedGross: z.number().int().min(0).optional().meta({
      description: 'The gross total the buyer saw; when prices moved since, 422 price_changed with the new totals.',
    }),
  })
  .meta({ id: 'CreateCardPaymentBody' });
export type CreatePaymentBody = z.infer<typeof createPaymentBody>;

export const createOrderFromPaymentBody = z.object({}).meta({ id: 'CreateOrderFromPaymentBody' });

export const paymentTransaction = z
  .object({
    transactionId: z.uuid(),
    provider: z.literal('nets'),
    paymentId: z.string(),
    hostedPaymentPageUrl: z.string(),
    cartId: z.uuid(),
    cartVersion: z.number().int(),
    amount: z.number().int().describe('Minor units incl. VAT: the cart gross total when the payment was made'),
    currency: z.string().length(3),
    status: z.enum(paymentStatuses),
    reservedAmount: z.number().int(),
    chargedAmount: z.number().int(),
    refundedAmount: z.number().int(),
    cancelledAmount: z.number().int(),
    orderId: z.uuid().nullable(),
    orderNumber: z.string().nullable(),
    note: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'CardPaymentTransaction' });
export type PaymentTransaction = z.infer<typeof paymentTransaction>;

export const webhookHeaders = z.object({ authorization: z.string().optional() });

export const webhookBody = z
  .object({
    id: z.string().min(1).max(100),
    timestamp: z.string().optional(),
    merchantId: z.union([z.number(), z.string()]).optional(),
    event: z.string().min(1).max(100),
    data: z.looseObject({ paymentId: z.string().min(1).max(100) }),
  })
  .loose()
  .meta({ id: 'NetsWebhookEvent' });
export type WebhookBody = z.infer<typeof webhookBody>;

export const webhookAnswer = z.object({ received: z.boolean(), duplicate: z.boolean() }).meta({ id: 'WebhookAnswer' });
