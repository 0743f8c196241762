import { z } from 'zod';
import { nameText } from '../../lib/schemas';

// Back office: the category tree (docs/backoffice.md, "Categories").

/** A URL slug: lower-case letters and digits in words joined by single hyphens (æ, ø, å written out: "ost-og-smor"). */
export const categorySlug = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters a–z, digits and single hyphens (e.g. "kaffe-og-te").');

const localizedName = z
  .object({ nb: nameText(100), en: nameText(100) })
  .meta({ id: 'CategoryNames', description: 'The name in each language (both required).' });

const slugs = z
  .object({
    nb: categorySlug.meta({ description: "The Norwegian slug: the category's URL." }),
    en: categorySlug
      .nullish()
      .meta({ description: 'The English slug when it differs; null or left out: the Norwegian one.' }),
  })
  .meta({ id: 'CategorySlugs' });

export const categoryIdParams = z.object({ categoryId: z.uuid() });

export type BackofficeCategoryNode = {
  id: string;
  parentId: string | null;
  position: number;
  name: { nb: string; en: string };
  slug: { nb: string; en: string | null };
  oldSlugs: string[];
  productCount: number;
  children: BackofficeCategoryNode[];
};

export const backofficeCategoryNode: z.ZodType<BackofficeCategoryNode> = z
  .object({
    id: z.uuid(),
    parentId: z.uuid().nullable(),
    position: z.number().int().meta({ description: 'Place among its siblings, from 0.' }),
    name: z.object({ nb: z.string(), en: z.string() }),
    slug: z.object({ nb: z.string(), en: z.string().nullable() }),
    oldSlugs: z
      .array(z.string())
      .meta({ description: 'Slugs from before renames: the shop redirects them here (permanently).' }),
    productCount: z
      .number()
      .int()
      .meta({ description: 'Products in this category itself (active or not; subcategories not counted).' }),
    get children() {
      return z.array(backofficeCategoryNode);
    },
  })
  .meta({ id: 'BackofficeCategoryNode' });

export const backofficeCategoryTree = z
  .object({ categories: z.array(backofficeCategoryNode) })
  .meta({ id: 'BackofficeCategoryTree', description: 'The whole tree, siblings in their order.' });
export type BackofficeCategoryTree = z.infer<typeof backofficeCategoryTree>;

export const createCategoryBody = z
  .object({
    parentId: z.uuid().nullable().default(null).meta({ description: 'The parent; null or left out: top level.' }),
    name: localizedName,
    slug: slugs,
  })
  .meta({ id: 'CreateCategoryRequest', description: 'The new category goes last among its siblings.' });
export type CreateCategoryBody = z.infer<typeof createCategoryBody>;

export const updateCategoryBody = z
  .object({ name: localizedName.optional(), slug: slugs.optional() })
  .refine((v) => v.name !== undefined || v.slug !== undefined, { path: ['name'], message: 'Give name, slug or both.' })
  .meta({
    id: 'UpdateCategoryRequest',
    description: 'Rename: a slug that changes is kept as an old slug, and the shop redirects it to the new one.',
  });
export type UpdateCategoryBody = z.infer<typeof updateCategoryBody>;

export const moveCategoryBody = z
  .object({
    parentId: z.uuid().nullable().meta({ description: 'The new parent; null: top level.' }),
    position: z
      .number()
      .int()
      .min(0)
      .max(10_000)
      .meta({ description: 'Place among the new siblings, from 0; beyond the last: last.' }),
  })
  .meta({ id: 'MoveCategoryRequest' });
export type MoveCategoryBody = z.infer<typeof moveCategoryBody>;
