import { z } from 'zod';
import { productStatuses } from '../../db/schema/catalog';
import { booleanQuery } from '../../lib/schemas';

/** A code as staff type it: SKUs and product numbers (letters, digits, dash, dot, underscore, slash). */
const code = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'Letters, digits and . _ / - only, starting with a letter or digit');

/**
 * Text in every language the catalog stores (nb and en). Both keys are required in the shape; an empty one is a
 * missing translation, reported by the service with the field's path (`body.name.en`), so the form can mark it.
 */
const localized = (max: number) => z.object({ nb: z.string().trim().max(max), en: z.string().trim().max(max) });

export const productStatus = z.enum(productStatuses).meta({
  id: 'ProductStatus',
  description: 'draft: never shown in the shop; active: shown and sold; discontinued: off the shop, not orderable.',
});

const gtin = z
  .string()
  .trim()
  .regex(/^\d*$/, 'Digits only')
  .max(14)
  .meta({ description: 'EAN/GTIN: 8, 12, 13 or 14 digits with a valid check digit; empty for none.' });

/** A property value in both languages, by its key (property definitions: GET /api/backoffice/product-properties). */
const propertyValues = z
  .record(z.string().trim().min(1).max(40), localized(200))
  .meta({ description: 'Property key → value in nb and en. A key left out has no value.' });

export const variantInput = z
  .object({
    sku: code,
    gtin: gtin.optional(),
    name: localized(200).optional().meta({ description: "The variant's name; an empty one is the product's name." }),
    packSize: z.number().int().min(1).max(1_000_000),
    stock: z.number().int().min(0).max(100_000_000),
    leadTimeDays: z.number().int().min(0).max(365),
    isActive: z.boolean().optional().meta({ description: 'Sold and shown; true when left out.' }),
    properties: propertyValues.optional(),
  })
  .meta({ id: 'BackofficeVariantEdit' });
export type VariantInput = z.infer<typeof variantInput>;

export const productInput = z
  .object({
    productNumber: code.meta({ description: "The product's own number (SKU of the product), unique." }),
    name: localized(200),
    description: localized(10_000),
    categoryId: z.uuid(),
    brandId: z.uuid().nullable(),
    unit: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2,3}$/, 'A UN/ECE unit code such as PCE, BX, KGM')
      .meta({ description: 'UN/ECE unit of measure (PCE, BX, PK, KGM, LTR …).' }),
    packSize: z.number().int().min(1).max(1_000_000),
    vatClass: z.enum(['standard', 'reduced', 'zero']),
    department: z.string().trim().min(1).max(20).meta({ description: 'The department that ships it (code).' }),
    isPrescriptionOnly: z.boolean(),
    status: productStatus,
    properties: propertyValues.optional(),
    variants: z
      .array(variantInput)
      .min(1)
      .max(200)
      .meta({ description: 'Every variant, in display order; one left out of an update is removed.' }),
  })
  .meta({ id: 'BackofficeProductEdit' });
export type ProductInput = z.infer<typeof productInput>;

export const copyBody = z
  .object({
    productNumber: code,
    variantSkus: z.array(code).max(200).optional().meta({
      description:
        "New SKUs for the copy's variants in order; by default each SKU with the product number's prefix changed.",
    }),
  })
  .meta({ id: 'BackofficeProductCopy' });

export const bulkBody = z
  .object({
    productIds: z.array(z.uuid()).min(1).max(500),
    action: z.enum(['activate', 'discontinue', 'move']),
    categoryId: z.uuid().optional().meta({ description: 'Required with `move`.' }),
  })
  .meta({ id: 'BackofficeProductBulk' });

/** Stock levels sent at most in one call: an ERP's warehouse is sent in pages of this many. */
export const MAX_STOCK_LEVELS = 1_000;

export const stockLevelsBody = z
  .object({
    levels: z
      .array(
        z.object({
          sku: z.string().trim().min(1).max(64),
          stock: z.number().int().min(0).max(100_000_000).meta({ description: 'Units in stock now.' }),
          leadTimeDays: z
            .number()
            .int()
            .min(0)
            .max(365)
            .optional()
            .meta({ description: 'Days to deliver when it is out of stock; left as it is when not sent.' }),
        }),
      )
      .min(1)
      .max(MAX_STOCK_LEVELS)
      .superRefine((levels, check) => {
        const seen = new Set<string>();
        levels.forEach(({ sku }, index) => {
          if (seen.has(sku)) check.addIssue({ code: 'custom', path: [index, 'sku'], message: `${sku} is sent twice` });
          seen.add(sku);
        });
      }),
  })
  .meta({ id: 'BackofficeStockLevels' });
export type StockLevelsBody = z.infer<typeof stockLevelsBody>;

export const stockLevelsResult = z
  .object({
    changed: z.number().int().meta({ description: 'SKUs whose stock or lead time changed.' }),
    unchanged: z.number().int().meta({ description: 'SKUs already so.' }),
    unknownSkus: z.array(z.string()).meta({ description: 'SKUs the shop does not have: left alone.' }),
  })
  .meta({ id: 'BackofficeStockLevelsResult' });

export const productParams = z.object({
  productId: z.string().trim().min(1).max(120).meta({ description: 'Product id, slug or product number.' }),
});

export const listQuery = z.object({
  q: z.string().trim().max(100).optional().meta({ description: 'Part of a name, or a product number, SKU or EAN.' }),
  categoryId: z.uuid().optional().meta({ description: 'The category and its subcategories.' }),
  brandId: z.uuid().optional(),
  status: productStatus.optional(),
  stock: z.enum(['in', 'out']).optional().meta({ description: 'in: some active variant has stock; out: none.' }),
  hasImage: booleanQuery.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

const localizedOut = z.object({ nb: z.string(), en: z.string() });

export const productRow = z
  .object({
    id: z.uuid(),
    productNumber: z.string(),
    slug: z.string(),
    name: localizedOut,
    status: productStatus,
    category: z.object({ id: z.uuid(), name: z.string() }),
    brand: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    variantCount: z.number().int(),
    stock: z.number().int().meta({ description: "Units in stock over the product's active variants." }),
    imageCount: z.number().int(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'BackofficeProductRow' });

export const productPage = z
  .object({
    items: z.array(productRow),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'BackofficeProductPage' });

export const variantOut = z
  .object({
    sku: z.string(),
    gtin: z.string().nullable(),
    name: localizedOut,
    packSize: z.number().int(),
    stock: z.number().int(),
    leadTimeDays: z.number().int(),
    isActive: z.boolean(),
    properties: z.record(z.string(), localizedOut),
  })
  .meta({ id: 'BackofficeVariant' });

export const productOut = z
  .object({
    id: z.uuid(),
    productNumber: z.string(),
    slug: z.string(),
    name: localizedOut,
    description: localizedOut,
    categoryId: z.uuid(),
    brandId: z.uuid().nullable(),
    unit: z.string(),
    packSize: z.number().int(),
    vatClass: z.enum(['standard', 'reduced', 'zero']),
    department: z.string(),
    isPrescriptionOnly: z.boolean(),
    status: productStatus,
    properties: z.record(z.string(), localizedOut),
    variants: z.array(variantOut),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'BackofficeProduct' });
export type ProductOut = z.infer<typeof productOut>;

export const bulkResult = z
  .object({ changed: z.number().int().meta({ description: 'Products whose status or category changed.' }) })
  .meta({ id: 'BackofficeProductBulkResult' });

export const formOptions = z
  .object({
    languages: z.array(z.string()).meta({ description: 'Languages every name, text and property value needs.' }),
    categories: z.array(z.object({ id: z.uuid(), parentId: z.uuid().nullable(), name: localizedOut })),
    brands: z.array(z.object({ id: z.uuid(), name: z.string() })),
    departments: z.array(z.object({ code: z.string(), name: localizedOut })),
    properties: z.array(
      z.object({ key: z.string(), label: localizedOut, isDisplayed: z.boolean(), isFacet: z.boolean() }),
    ),
  })
  .meta({ id: 'BackofficeProductFormOptions' });
export type FormOptions = z.infer<typeof formOptions>;
