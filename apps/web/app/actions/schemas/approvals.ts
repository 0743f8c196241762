// The approval forms' schemas (app/actions/approvals.ts): the request from the checkout, the decision, and the
// admins' limits and rules. Amounts are typed in major units and read by lib/money.ts.
import { z } from 'zod';
import { checkbox, idField, oneOf, optionalMoney, optionalText, text } from '../../../lib/forms';
import { deliveryFields } from './checkout';

export const approvalRequestForm = deliveryFields.extend({
  message: optionalText(2000),
  paymentMethod: oneOf(['invoice', 'card']).default('invoice'),
});

export const approvalIdForm = z.object({ approvalId: idField() });

export const decisionForm = z
  .object({
    approvalId: idField(),
    decision: oneOf(['approve', 'reject']).default('approve'),
    comment: optionalText(2000),
    costCentreId: optionalText(100),
    currentCostCentreId: optionalText(100),
  })
  .refine((form) => form.decision !== 'reject' || form.comment, {
    message: text('approvals.rejectNeedsComment'),
    path: ['comment'],
  });

/** Limits per order and per month; an empty field is no limit. */
export const limitsForm = z.object({
  perOrder: optionalMoney('approvals.amountInvalid'),
  perMonth: optionalMoney('approvals.amountInvalid'),
});

export const contactLimitsForm = limitsForm.extend({ contactId: idField(), isApprover: checkbox() });

export const ruleForm = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('order_over'),
    amount: optionalMoney('approvals.amountInvalid').refine(
      (amount) => amount !== null,
      text('approvals.amountMissing'),
    ),
  }),
  z.object({ kind: z.literal('category'), categoryId: idField().or(z.undefined()) }).refine((form) => form.categoryId, {
    message: text('approvals.categoryMissing'),
    path: ['categoryId'],
  }),
  z.object({ kind: z.literal('prescription') }),
]);

export const ruleIdForm = z.object({ ruleId: idField() });
