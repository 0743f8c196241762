import { z } from 'zod';
import { assortmentEffects, assortmentTargets } from '../../db/schema/assortment';
import { nameText } from '../../lib/schemas';

// Back office: assortments (docs/backoffice.md, "Assortments"; the rule: docs/catalog.md, "Assortments").

/** Rules one assortment may hold: enough for any real assortment, bounded work per check. */
export const MAX_RULES = 500;

export const assortmentRule = z
  .object({
    effect: z.enum(assortmentEffects).meta({ description: 'include or exclude; an exclusion always wins.' }),
    target: z.enum(assortmentTargets).meta({ description: 'category (with its subcategories), brand or product.' }),
    targetId: z.uuid().meta({ description: 'The id of the category, brand or product.' }),
  })
  .meta({ id: 'AssortmentRule' });
export type AssortmentRuleInput = z.infer<typeof assortmentRule>;

export const assortmentBody = z
  .object({
    name: nameText(100),
    rules: z.array(assortmentRule).max(MAX_RULES),
  })
  .meta({ id: 'AssortmentBody' });
export type AssortmentBody = z.infer<typeof assortmentBody>;

/** A change of an assortment: its name and rules as they are to be, and the version they were made on. */
export const assortmentUpdateBody = assortmentBody
  .extend({
    expectedVersion: z
      .number()
      .int()
      .min(1)
      .optional()
      .meta({
        description:
          'The version the change was made on (the answer’s `version`): another stored version → 422 ' +
          'assortment_changed and nothing is written. Without it the save replaces whatever is stored.',
      }),
  })
  .meta({ id: 'AssortmentUpdateBody' });
export type AssortmentUpdateBody = z.infer<typeof assortmentUpdateBody>;

export const assortmentPreviewBody = z
  .object({ rules: z.array(assortmentRule).max(MAX_RULES) })
  .meta({ id: 'AssortmentPreviewBody' });

export const assortmentPreview = z
  .object({
    productCount: z.number().int().meta({ description: 'Active products the rules let a company see.' }),
    totalCount: z.number().int().meta({ description: 'Active products in the whole catalog.' }),
  })
  .meta({ id: 'AssortmentPreview' });

export const assortmentIdParams = z.object({ assortmentId: z.uuid() });
export const assortmentCustomerParams = z.object({ customerId: z.uuid() });

export const assortmentSummary = z
  .object({
    id: z.uuid(),
    name: z.string(),
    ruleCount: z.number().int(),
    companyCount: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AssortmentSummary' });

export const assortmentList = z.object({ items: z.array(assortmentSummary) }).meta({ id: 'AssortmentList' });

export const assortmentRuleView = assortmentRule
  .extend({
    name: z.string().nullable().meta({ description: "The target's name in the caller's language; null when deleted." }),
    code: z
      .string()
      .nullable()
      .meta({ description: 'Category slug, brand slug or product number; null when deleted.' }),
  })
  .meta({ id: 'AssortmentRuleView' });

export const assortmentCompany = z
  .object({ id: z.uuid(), name: z.string(), customerNumber: z.number().int(), orgNumber: z.string() })
  .meta({ id: 'AssortmentCompany' });

export const assortmentDetail = z
  .object({
    id: z.uuid(),
    name: z.string(),
    rules: z.array(assortmentRuleView),
    companies: z.array(assortmentCompany),
    preview: assortmentPreview,
    version: z.number().int().meta({ description: 'One up with every change; send it back as expectedVersion.' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Assortment' });
export type AssortmentDetail = z.infer<typeof assortmentDetail>;

export const companyAssortmentBody = z
  .object({
    assortmentId: z.uuid().nullable().meta({ description: 'The assortment; null: the whole catalog again.' }),
  })
  .meta({ id: 'CompanyAssortmentBody' });

export const companyAssortment = z
  .object({
    customerId: z.uuid(),
    assortmentId: z.uuid().nullable(),
    preview: assortmentPreview.meta({ description: 'How many products the company sees now.' }),
  })
  .meta({ id: 'CompanyAssortment' });
