// The back office's product forms (app/actions/backoffice-products.ts). Shape and typing only: missing translations,
// EAN check digits and taken codes are the API's to find, and come back marked on their fields.
import { z } from 'zod';
import { checkbox, idField, oneOf, optionalText, text } from '../../../lib/forms';

export const productStatuses = ['draft', 'active', 'discontinued'] as const;
export const vatClasses = ['standard', 'reduced', 'zero'] as const;
export const bulkActions = ['activate', 'discontinue', 'move'] as const;

/** A whole number from 0 typed as digits only. */
const count = () =>
  z
    .string(text('forms.required'))
    .trim()
    .regex(/^\d{1,9}$/, text('backofficeProducts.form.wholeNumber'))
    .transform(Number);

/** A text in nb and en; a language left empty is '' (the API says which translation is missing). */
const localized = (max: number) =>
  z
    .object({ nb: optionalText(max), en: optionalText(max) })
    .optional()
    .transform((value) => ({ nb: value?.nb ?? '', en: value?.en ?? '' }));

/** Property values by key; a key with both languages empty has no value. */
const properties = z
  .record(z.string(), z.object({ nb: optionalText(200), en: optionalText(200) }).optional())
  .optional()
  .transform((values) =>
    Object.fromEntries(
      Object.entries(values ?? {}).flatMap(([key, value]) =>
        value?.nb || value?.en ? [[key, { nb: value.nb ?? '', en: value.en ?? '' }]] : [],
      ),
    ),
  );

export const productForm = z.object({
  productId: idField().optional(),
  productNumber: z.string(text('forms.required')).trim().min(1).max(64),
  name: localized(200),
  description: localized(10_000),
  categoryId: idField(),
  brandId: optionalText(100),
  unit: z.string(text('forms.required')).trim().min(2).max(3),
  packSize: count(),
  vatClass: oneOf(vatClasses),
  department: idField(20),
  isPrescriptionOnly: checkbox(),
  status: oneOf(productStatuses),
  properties,
  variants: z
    .array(
      z.object({
        sku: z.string(text('forms.required')).trim().min(1).max(64),
        gtin: optionalText(14),
        name: localized(200),
        packSize: count(),
        stock: count(),
        leadTimeDays: count(),
        isActive: checkbox(),
        properties,
      }),
    )
    .optional()
    .transform((rows) => rows ?? []),
});

export const copyForm = z.object({ productId: idField(), productNumber: z.string().trim().min(1).max(64) });

export const bulkForm = z.object({
  productIds: z
    .array(idField())
    .optional()
    .transform((ids) => ids ?? []),
  action: oneOf(bulkActions),
  categoryId: optionalText(100),
});

export const imageForm = z.object({
  productId: idField(),
  imageId: idField(),
  alt: localized(300),
  sku: optionalText(64),
});
