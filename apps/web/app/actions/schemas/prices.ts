// The back office's price forms (app/actions/prices.ts).
import { z } from 'zod';
import { idField, isoDate, oneOf, requiredText, text } from '../../../lib/forms';

const optionalDate = () => isoDate().optional();

export const createPriceListForm = z.object({
  code: requiredText(40),
  name: requiredText(120),
  kind: oneOf(['list', 'contract', 'campaign']),
  market: oneOf(['NO', 'SE', 'DK']),
  validFrom: optionalDate(),
  validTo: optionalDate(),
});

export const updatePriceListForm = z.object({
  priceListId: idField(),
  code: requiredText(40),
  name: requiredText(120),
  validFrom: optionalDate(),
  validTo: optionalDate(),
});

export const copyPriceListForm = z.object({
  priceListId: idField(),
  code: requiredText(40),
  name: requiredText(120),
});

export const priceListIdForm = z.object({ priceListId: idField() });

export const assignForm = z.object({ priceListId: idField(), customer: requiredText(100) });

export const unassignForm = z.object({ priceListId: idField(), customerId: idField() });

/** One SKU's tiers, one per line: "from quantity: price" (empty removes the SKU). */
export const tiersForm = z.object({
  priceListId: idField(),
  sku: requiredText(64),
  tiers: z.string().optional(),
});

export const importForm = z.object({
  priceListId: idField(),
  mode: oneOf(['merge', 'replace']),
  file: z
    .instanceof(File, { error: text('forms.required') })
    .refine((file) => file.size > 0 && file.size <= 5 * 1024 * 1024, text('forms.required')),
});
