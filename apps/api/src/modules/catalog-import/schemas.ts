import { z } from 'zod';

/** The largest file accepted (about 20,000 rows of a wide catalog file). */
export const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;
/** The largest zip of pictures taken with a file. */
export const ZIP_BODY_LIMIT = 64 * 1024 * 1024;

export const importBody = z
  .object({
    csv: z
      .string()
      .min(1)
      .max(IMPORT_BODY_LIMIT)
      .optional()
      .meta({
        description:
          'The CSV text: a header row, then one row per SKU (";", "," or tab; UTF-8). Columns in docs/backoffice-catalog.md. ' +
          'May be left out when `zip` holds exactly one .csv file.',
      }),
    zip: z
      .base64()
      .max(Math.ceil((ZIP_BODY_LIMIT * 4) / 3))
      .optional()
      .meta({
        description: 'A zip (base64) of the pictures the `image` and `variant_image` columns name by file name.',
      }),
    fileName: z.string().trim().max(200).optional().meta({ description: 'Shown in the list of imports.' }),
  })
  .meta({ id: 'CatalogImportRequest' });
export type ImportBody = z.infer<typeof importBody>;

export const importProblem = z
  .object({
    row: z.number().int().meta({ description: 'Line in the file; the header is line 1.' }),
    column: z.string().nullable(),
    sku: z.string().nullable(),
    problem: z.string().meta({
      description:
        'required, too_long, invalid_code, invalid_number, invalid_unit, invalid_gtin, invalid_vat_class, ' +
        'invalid_boolean, invalid_price, unknown_category, unknown_department, duplicate_sku, ' +
        'product_values_differ, sku_of_other_product, too_many_cells, invalid_image_url, image_not_in_zip, invalid_image; in the header: unknown_column, ' +
        'duplicate_column, missing_column, unknown_market, wrong_currency; no_rows, too_many_rows, unreadable.',
    }),
    detail: z.string().optional(),
  })
  .meta({ id: 'CatalogImportProblem' });

const importFields = {
  id: z.uuid(),
  fileName: z.string().nullable(),
  status: z.enum(['running', 'done', 'failed']),
  total: z.number().int().meta({ description: 'Rows in the file.' }),
  done: z.number().int().meta({ description: 'Rows applied so far (created + updated + unchanged + failed).' }),
  created: z.number().int().meta({ description: 'Rows whose SKU was new.' }),
  updated: z.number().int().meta({ description: 'Rows that changed a product, variant or list price.' }),
  unchanged: z.number().int().meta({ description: 'Rows that matched the catalog already.' }),
  failed: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
};

export const importSummary = z.object(importFields).meta({ id: 'CatalogImportSummary' });
export type ImportSummary = z.infer<typeof importSummary>;

export const importStatus = z
  .object({
    ...importFields,
    failures: z
      .array(z.object({ row: z.number().int(), sku: z.string(), reason: z.string() }))
      .meta({ description: 'Rows that could not be applied, with the reason.' }),
  })
  .meta({ id: 'CatalogImport' });
export type ImportStatus = z.infer<typeof importStatus>;

export const importList = z.object({ items: z.array(importSummary) }).meta({ id: 'CatalogImportList' });

export const importParams = z.object({ importId: z.uuid() });
export const importListQuery = z.object({ take: z.coerce.number().int().min(1).max(100).default(20) });
