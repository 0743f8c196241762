// The back office's order and customer forms (app/actions/backoffice-orders.ts).
import { z } from 'zod';
import { idField, money, oneOf, optionalText, requiredText } from '../../../lib/forms';

export const orderStatuses = ['confirmed', 'picking', 'shipped', 'delivered', 'cancelled'] as const;

export const orderStatusForm = z.object({
  orderId: idField(),
  status: oneOf(orderStatuses),
  note: optionalText(500),
});

export const orderIdForm = z.object({ orderId: idField() });

/** Block (1) or unblock (0) the company, with a reason. */
export const blockForm = z.object({ customerId: idField(), block: oneOf(['1', '0']), reason: requiredText(500) });

/** The company's credit limit, typed in major units, with a reason. */
export const creditLimitForm = z.object({
  customerId: idField(),
  creditLimit: money('backofficeOrders.customer.amountInvalid'),
  reason: requiredText(500),
});
