// The quote forms' schemas (app/actions/quotes.ts): the buyer's request, messages and answer; the agent's editor.
import { z } from 'zod';
import { idField, isoDate, money, oneOf, optionalText, quantity, requiredText, text } from '../../../lib/forms';
import { wholeNumber } from './checkout';

export const requestQuoteForm = z.object({ message: requiredText(4000) });

export const quoteMessageForm = z.object({ quoteId: idField(), body: requiredText(4000) });

export const acceptQuoteForm = z.object({
  quoteId: idField(),
  version: wholeNumber().optional(),
  deliveryAddressId: optionalText(100),
  requestedDeliveryDate: isoDate().optional(),
  purchaseOrderNumber: optionalText(64),
  costCentreId: optionalText(100),
});

export const rejectQuoteForm = z.object({ quoteId: idField(), message: optionalText(4000) });

/**
 * The agent's editor: one row per line (sku, quantity, unit price in major units, by position); rows left without a
 * SKU are dropped. The shipping fee is typed in major units too.
 */
export const saveQuoteForm = z
  .object({
    quoteId: idField(),
    version: wholeNumber().optional(),
    sku: z.array(z.string().trim().max(64).optional()).max(500).default([]),
    quantity: z.array(quantity().optional()).default([]),
    unitPrice: z.array(money().optional()).default([]),
    shippingFee: money().optional(),
    validUntil: isoDate(),
    intent: oneOf(['save', 'send']).default('save'),
  })
  .superRefine((form, ctx) => {
    form.sku.forEach((sku, i) => {
      if (!sku) return;
      if (form.quantity[i] === undefined)
        ctx.addIssue({ code: 'custom', message: text('errors.quantity'), path: ['quantity', i] });
      if (form.unitPrice[i] === undefined)
        ctx.addIssue({ code: 'custom', message: text('forms.amount'), path: ['unitPrice', i] });
    });
  })
  .transform(({ sku, quantity, unitPrice, ...rest }) => ({
    ...rest,
    lines: sku.flatMap((s, i) => (s ? [{ sku: s, quantity: quantity[i] ?? 0, unitPrice: unitPrice[i] ?? 0 }] : [])),
  }));
