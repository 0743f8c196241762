// The back office's assortment forms (app/actions/backoffice-assortments.ts).
import { z } from 'zod';
import { idField, oneOf, requiredText, text } from '../../../lib/forms';

export const assortmentEffects = ['include', 'exclude'] as const;
export const assortmentTargets = ['category', 'brand', 'product'] as const;

/** A new assortment: its name (rules are added on its page). */
export const assortmentNameForm = z.object({ name: requiredText(100) });

/** The version of the assortment the page showed: the API refuses a change made on an older one. */
const version = () =>
  z
    .string(text('forms.invalidValue'))
    .regex(/^[1-9]\d{0,8}$/, text('forms.invalidValue'))
    .transform(Number);

export const renameAssortmentForm = z.object({ assortmentId: idField(), version: version(), name: requiredText(100) });

export const assortmentIdForm = z.object({ assortmentId: idField() });

/** A rule as staff type it: include or exclude, what it names, and that thing's code (slug or product number). */
export const addRuleForm = z.object({
  assortmentId: idField(),
  version: version(),
  effect: oneOf(assortmentEffects),
  target: oneOf(assortmentTargets),
  code: requiredText(100),
});

export const removeRuleForm = z.object({
  assortmentId: idField(),
  version: version(),
  effect: oneOf(assortmentEffects),
  target: oneOf(assortmentTargets),
  targetId: idField(),
});

/** A customer by customer number, organisation number or name. */
export const assignForm = z.object({ assortmentId: idField(), customer: requiredText(100) });

export const unassignForm = z.object({ assortmentId: idField(), customerId: idField(), name: requiredText(200) });
