// The back office's category forms (app/actions/backoffice-categories.ts). The API checks that a slug is free and
// that a move does not put a category below itself.
import { z } from 'zod';
import { idField, requiredText, text } from '../../../lib/forms';

const slug = () =>
  z
    .string(text('backofficeCategories.slugInvalid'))
    .trim()
    .toLowerCase()
    .max(80, text('backofficeCategories.slugInvalid'))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, text('backofficeCategories.slugInvalid'));

const optionalSlug = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value?.toLowerCase() || undefined)
    .pipe(slug().optional());

const names = {
  nameNb: requiredText(100),
  nameEn: requiredText(100),
  slugNb: slug(),
  slugEn: optionalSlug(),
};

export const createCategoryForm = z.object({
  parentId: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || null),
  ...names,
});

export const renameCategoryForm = z.object({ categoryId: idField(), ...names });

export const moveCategoryForm = z.object({
  categoryId: idField(),
  /** Empty: the top level. */
  parentId: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || null),
  position: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, text('forms.invalidValue'))
    .transform(Number),
  /** The category's name, for the answer. */
  name: z.string().max(200).optional(),
});

export const deleteCategoryForm = z.object({ categoryId: idField(), name: z.string().max(200).optional() });
