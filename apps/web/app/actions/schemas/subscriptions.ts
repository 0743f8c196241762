// The subscription forms (app/actions/subscriptions.ts).
import { z } from 'zod';
import { idField, isoDate, oneOf, optionalText, text } from '../../../lib/forms';

/** Weeks between deliveries: a whole number from 1 to 52. */
const interval = () =>
  z
    .string(text('lists.subscriptions.intervalInvalid'))
    .trim()
    .regex(/^\d{1,2}$/, text('lists.subscriptions.intervalInvalid'))
    .transform(Number)
    .refine((n) => n >= 1 && n <= 52, text('lists.subscriptions.intervalInvalid'));

export const createSubscriptionForm = z.object({
  name: optionalText(100),
  intervalWeeks: interval(),
  firstDeliveryDate: isoDate(text('lists.subscriptions.dateMissing')),
  deliveryAddressId: idField(),
});

/** The page also sends the values it showed (`currentInterval`, `currentNextDate`): only what changed is sent on. */
export const updateSubscriptionForm = z.object({
  id: idField(),
  intervalWeeks: interval(),
  nextDate: isoDate().optional(),
  currentInterval: z.string().max(10).optional(),
  currentNextDate: z.string().max(10).optional(),
});

export const pauseOrResumeForm = z.object({ id: idField(), action: oneOf(['pause', 'resume']).default('pause') });
export const subscriptionIdForm = z.object({ id: idField() });
export const endSubscriptionForm = z.object({ id: idField(), reason: optionalText(500) });
