// The prescription forms (app/actions/prescriptions.ts).
import { z } from 'zod';
import { idField, isoDate, optionalText, quantity, requiredText, text } from '../../../lib/forms';

export const addByReferenceForm = z.object({
  reference: requiredText(64, text('lists.prescriptions.referenceMissing')),
  birthDate: isoDate(text('lists.prescriptions.referenceMissing')),
  /** Someone the person may act for; the person themself when absent. */
  pid: optionalText(100),
});

export const prescriptionItemForm = z.object({ prescriptionId: idField(), sku: idField(64), quantity: quantity(1) });
