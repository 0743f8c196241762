import { z } from 'zod';

const isoDate = z.iso.date().meta({ description: 'ISO date, YYYY-MM-DD.' });
const intervalWeeks = z.number().int().min(1).max(52).meta({ description: 'Weeks between deliveries, 1–52.' });
export const subscriptionStatus = z.enum(['active', 'paused', 'ended']);
const runStatus = z.enum(['ordered', 'failed', 'skipped']);
const movedReason = z
  .enum(['holiday', 'not_route_day'])
  .nullable()
  .meta({ description: 'Why the delivery date differs from the scheduled date.' });

export const createBody = z
  .object({
    customerId: z.uuid(),
    cartId: z.uuid().meta({ description: "The caller's cart whose lines become the template (it is not emptied)." }),
    name: z.string().trim().min(1).max(100).optional(),
    intervalWeeks,
    firstDeliveryDate: isoDate.meta({
      description: "A route day of the address's zip code whose order cut-off has not passed.",
    }),
    deliveryAddressId: z.uuid(),
    paymentMethod: z
      .enum(['invoice', 'card'])
      .default('invoice')
      .meta({ description: 'Only invoice for now: card → 422 payment_method_not_allowed.' }),
  })
  .meta({ id: 'CreateSubscriptionRequest' });
export type CreateBody = z.infer<typeof createBody>;

export const searchBody = z
  .object({
    customerId: z.uuid(),
    status: z.array(subscriptionStatus).max(3).optional().meta({ description: 'Any of these; all when left out.' }),
    contactId: z.uuid().optional().meta({ description: 'Only subscriptions owned by this person.' }),
    skip: z.number().int().min(0).default(0),
    take: z.number().int().min(1).max(100).default(20),
  })
  .meta({ id: 'SearchSubscriptionsRequest' });
export type SearchBody = z.infer<typeof searchBody>;

export const updateBody = z
  .object({
    id: z.uuid(),
    intervalWeeks: intervalWeeks.optional(),
    nextDate: isoDate.optional().meta({ description: 'The next scheduled delivery date (an open route day).' }),
    deliveryAddressId: z.uuid().optional(),
    action: z
      .enum(['pause', 'resume'])
      .optional()
      .meta({ description: 'pause stops ordering; resume moves a past next date forward on the same rhythm.' }),
    reason: z.string().trim().min(1).max(500).optional().meta({ description: 'Why it is paused.' }),
  })
  .refine(
    (b) =>
      b.intervalWeeks !== undefined ||
      b.nextDate !== undefined ||
      b.deliveryAddressId !== undefined ||
      b.action !== undefined,
    { message: 'Give at least one of intervalWeeks, nextDate, deliveryAddressId, action.', path: ['action'] },
  )
  .meta({ id: 'UpdateSubscriptionRequest' });
export type UpdateBody = z.infer<typeof updateBody>;

export const idParams = z.object({ id: z.uuid() });
export const templateParams = z.object({ id: z.uuid(), cartId: z.uuid() });
export const endBody = z.object({ reason: z.string().trim().min(1).max(500) }).meta({ id: 'EndSubscriptionRequest' });

const address = z
  .object({
    id: z.uuid(),
    name: z.string(),
    line1: z.string(),
    zipCode: z.string(),
    city: z.string(),
    country: z.string(),
  })
  .meta({ id: 'SubscriptionAddress' });

export const periodDate = z
  .object({
    scheduledDate: z.string(),
    deliveryDate: z.string(),
    weekday: z.string(),
    movedReason,
    holiday: z.string().nullable().meta({ description: 'The holiday on the scheduled date, in the language asked.' }),
  })
  .meta({ id: 'SubscriptionDate' });

export const subscriptionSummary = z
  .object({
    id: z.uuid(),
    customerId: z.uuid(),
    pid: z.uuid().meta({ description: 'The owner: orders are placed in their name.' }),
    name: z.string().nullable(),
    status: subscriptionStatus,
    intervalWeeks: z.number().int(),
    nextDate: z.string().meta({ description: 'The next scheduled date (paused: where it resumes from).' }),
    deliveryAddress: address.nullable(),
    paymentMethod: z.literal('invoice'),
    pausedReason: z.string().nullable(),
    endedReason: z.string().nullable(),
    endedAt: z.string().nullable(),
    cartId: z.uuid().meta({ description: 'The cart template (kind subscription_template).' }),
    lineCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SubscriptionSummary' });

export const subscription = subscriptionSummary
  .extend({
    lines: z.array(z.object({ sku: z.string(), name: z.string().nullable(), quantity: z.number().int() })),
    upcoming: z.array(periodDate).meta({ description: 'The next periods (active only), moved off holidays.' }),
    runs: z
      .array(
        z.object({
          scheduledDate: z.string(),
          deliveryDate: z.string().nullable(),
          status: runStatus,
          orderId: z.uuid().nullable(),
          reason: z.string().nullable(),
          at: z.string(),
        }),
      )
      .meta({ description: 'The latest 50 periods the job handled, newest first.' }),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscription>;
export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

export const subscriptionPage = z
  .object({
    items: z.array(subscriptionSummary),
    total: z.number().int(),
    skip: z.number().int(),
    take: z.number().int(),
  })
  .meta({ id: 'SubscriptionPage' });

export const futureDeliveriesBody = z
  .object({
    customerId: z
      .uuid()
      .optional()
      .meta({ description: "The company. Without it: the caller's only company (several → 422 company_required)." }),
    count: z.number().int().min(1).max(12).default(3).meta({ description: 'Dates per active subscription.' }),
  })
  .meta({ id: 'FutureDeliveriesRequest' });
export type FutureDeliveriesBody = z.infer<typeof futureDeliveriesBody>;

export const futureDeliveries = z
  .object({
    customerId: z.uuid(),
    items: z.array(
      z.object({
        kind: z.enum(['subscription', 'order']),
        date: z.string().nullable().meta({ description: 'Delivery date; null for an order without one.' }),
        subscriptionId: z.uuid().nullable(),
        scheduledDate: z.string().nullable(),
        movedReason,
        orderId: z.uuid().nullable(),
        orderNumber: z.string().nullable(),
        orderStatus: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'FutureDeliveries' });
export type FutureDeliveries = z.infer<typeof futureDeliveries>;

export const verifyQuery = z.object({
  subscriptionId: z.uuid().optional().meta({ description: 'One subscription; all active ones when left out.' }),
});

export const verifyReport = z
  .object({
    generatedAt: z.string(),
    subscriptions: z.array(
      z.object({
        subscriptionId: z.uuid(),
        customerId: z.uuid(),
        status: subscriptionStatus,
        market: z.string().nullable(),
        zipCode: z.string().nullable(),
        intervalWeeks: z.number().int(),
        problem: z
          .object({ code: z.string(), message: z.string() })
          .nullable()
          .meta({ description: 'Why no dates could be checked (e.g. zip_not_served).' }),
        dates: z.array(
          periodDate.extend({
            isScheduledDeliveryDay: z.boolean(),
            orderBefore: z.string().meta({ description: 'The order cut-off of the delivery date (ISO instant).' }),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'SubscriptionDateReport' });
export type VerifyReport = z.infer<typeof verifyReport>;
