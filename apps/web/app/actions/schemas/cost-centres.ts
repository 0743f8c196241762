// The cost centre form's schema (app/actions/cost-centres.ts): limits in major units, empty = no limit.
import { z } from 'zod';
import { oneOf, optionalMoney, optionalText, requiredText, text } from '../../../lib/forms';

export const costCentreForm = z.object({
  /** Set when changing a centre; absent for a new one. */
  id: optionalText(100),
  /** The button pressed: save the fields, or take the centre out of use / into use again. */
  intent: oneOf(['save', 'deactivate', 'activate']).default('save'),
  code: optionalText(32),
  name: optionalText(100),
  deliveryAddressId: optionalText(100),
  perOrder: optionalMoney('costCentres.badAmount'),
  perMonth: optionalMoney('costCentres.badAmount'),
});

/** Saving needs a name, and a new centre its code (the buttons that only (de)activate need neither). */
export const costCentreSaveForm = costCentreForm.extend({ name: requiredText(100) }).superRefine((form, ctx) => {
  if (!form.id && !form.code) ctx.addIssue({ code: 'custom', message: text('forms.required'), path: ['code'] });
});
