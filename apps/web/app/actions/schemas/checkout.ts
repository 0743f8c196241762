// The checkout forms' schemas (app/actions/checkout.ts, and the approval request in app/actions/approvals.ts, which
// shares the delivery fields).
import { z } from 'zod';
import { idField, isoDate, oneOf, optionalText } from '../../../lib/forms';

/** A whole number the page wrote into a hidden field (the cart's version, its gross in minor units). */
export const wholeNumber = () =>
  z
    .string()
    .trim()
    .regex(/^\d{1,15}$/)
    .transform(Number);

/** What the order form and the approval form share: the cart as the buyer saw it and the delivery choices. */
export const deliveryFields = z.object({
  deliveryAddressId: optionalText(100),
  version: wholeNumber(),
  idempotencyKey: idField(64),
  requestedDeliveryDate: isoDate().optional(),
  purchaseOrderNumber: optionalText(50),
  comment: optionalText(500),
});

export const placeOrderForm = deliveryFields.extend({
  /** The gross total the buyer saw, in minor units. */
  gross: wholeNumber(),
  payment: oneOf(['invoice', 'card']).default('invoice'),
});

export const deliveryAddressForm = z.object({ deliveryAddressId: idField() });
export const costCentreChoiceForm = z.object({ costCentreId: idField() });
