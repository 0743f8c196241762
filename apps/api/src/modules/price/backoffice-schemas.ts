import { z } from 'zod';
import { priceListKinds } from '../../db/schema';
import { nameText } from '../../lib/schemas';
import { agreementKind, marketCode } from './schemas';

/** Most tiers one SKU may have in one list. */
export const MAX_TIERS = 20;
/** Most rows one CSV import may carry, and its size. */
export const MAX_IMPORT_ROWS = 50_000;
export const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

export const priceListStatuses = ['upcoming', 'active', 'ended'] as const;

const code = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Letters, digits, dot, dash and underscore, e.g. NORDLYS-2026')
  .transform((value) => value.toUpperCase())
  .meta({ description: 'A unique code, stored in upper case (e.g. NORDLYS-2026).' });
const instant = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value))
  .meta({ description: 'ISO time with offset, e.g. 2026-05-01T00:00:00+02:00.' });
const unitPrice = z
  .number()
  .int('Minor units: whole øre')
  .min(0, 'A price cannot be negative')
  .max(100_000_000_000)
  .meta({ description: 'Minor units excl. VAT.' });

/** A validity whose end comes after its start (400 on `validTo` otherwise). */
const endAfterStart = <T extends { validFrom?: Date | null; validTo?: Date | null }>(value: T) =>
  !value.validFrom || !value.validTo || value.validTo > value.validFrom;
const endAfterStartIssue = { path: ['validTo'], message: 'The end must come after the start' };

export const priceListIdParams = z.object({ priceListId: z.uuid() });
export const priceListSkuParams = z.object({ priceListId: z.uuid(), sku: z.string().trim().min(1).max(64) });
export const priceListCompanyParams = z.object({ priceListId: z.uuid(), customerId: z.uuid() });

export const priceListsQuery = z.object({
  kind: z.enum(priceListKinds).optional(),
  market: marketCode.optional(),
  status: z.enum(priceListStatuses).optional().meta({ description: 'upcoming, active (prices now) or ended.' }),
  q: z.string().trim().max(100).optional().meta({ description: 'Part of the code or name.' }),
  customerId: z.uuid().optional().meta({ description: "Only this company's contract list." }),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(50),
});
export type PriceListsQuery = z.infer<typeof priceListsQuery>;

export const priceListSummary = z
  .object({
    id: z.uuid(),
    code: z.string(),
    name: z.string(),
    kind: agreementKind,
    market: z.string(),
    currency: z.string().length(3),
    validFrom: z.string().nullable().meta({ description: 'Start (inclusive); null: since always.' }),
    validTo: z.string().nullable().meta({ description: 'End (exclusive); null: open.' }),
    status: z.enum(priceListStatuses),
    priceCount: z.number().int().meta({ description: 'Tiers (rows) in the list.' }),
    companyCount: z.number().int().meta({ description: 'Companies with this contract list.' }),
    createdAt: z.string(),
  })
  .meta({ id: 'PriceListSummary' });
export type PriceListSummary = z.infer<typeof priceListSummary>;

export const priceListPage = z
  .object({ items: z.array(priceListSummary), total: z.number().int() })
  .meta({ id: 'PriceListPage' });

export const priceListDetail = priceListSummary
  .extend({
    companies: z
      .array(z.object({ id: z.uuid(), name: z.string(), customerNumber: z.number().int() }))
      .meta({ description: 'The companies a contract list is given to (at most 500).' }),
  })
  .meta({ id: 'PriceListDetail' });
export type PriceListDetail = z.infer<typeof priceListDetail>;

export const createPriceListBody = z
  .object({
    code,
    name: nameText(120),
    kind: agreementKind,
    market: marketCode,
    currency: z
      .string()
      .trim()
      .length(3)
      .transform((value) => value.toUpperCase())
      .optional()
      .meta({ description: "The market's currency (the default; another → 400)." }),
    validFrom: instant.nullable().optional(),
    validTo: instant.nullable().optional(),
  })
  .refine(endAfterStart, endAfterStartIssue)
  .meta({ id: 'CreatePriceListRequest' });
export type CreatePriceListBody = z.infer<typeof createPriceListBody>;

export const updatePriceListBody = z
  .object({
    code: code.optional(),
    name: nameText(120).optional(),
    validFrom: instant.nullable().optional(),
    validTo: instant.nullable().optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: 'Name at least one field to change',
  })
  .refine(endAfterStart, endAfterStartIssue)
  .meta({ id: 'UpdatePriceListRequest', description: 'Fields left out stay; null opens a validity end.' });
export type UpdatePriceListBody = z.infer<typeof updatePriceListBody>;

export const copyPriceListBody = z
  .object({
    code,
    name: nameText(120),
    validFrom: instant.nullable().optional().meta({ description: "Default: the copied list's." }),
    validTo: instant.nullable().optional().meta({ description: "Default: the copied list's." }),
  })
  .refine(endAfterStart, endAfterStartIssue)
  .meta({ id: 'CopyPriceListRequest' });
export type CopyPriceListBody = z.infer<typeof copyPriceListBody>;

export const assignCompanyBody = z.object({ customerId: z.uuid() }).meta({ id: 'AssignPriceListRequest' });

export const listPricesQuery = z.object({
  q: z.string().trim().max(100).optional().meta({ description: 'Start of a SKU or part of a (Norwegian) name.' }),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(200).default(50),
});

export const tier = z
  .object({ minQuantity: z.number().int().min(1).max(1_000_000), unitPrice })
  .meta({ id: 'PriceListTier' });

export const skuPrices = z
  .object({
    sku: z.string(),
    name: z.object({ nb: z.string(), en: z.string() }).nullable().meta({ description: 'Null for an unknown SKU.' }),
    tiers: z.array(tier).meta({ description: 'By min quantity.' }),
  })
  .meta({ id: 'PriceListSkuPrices' });

export const skuPricesPage = z
  .object({ items: z.array(skuPrices), total: z.number().int().meta({ description: 'SKUs matching.' }) })
  .meta({ id: 'PriceListSkuPricesPage' });

export const setSkuPricesBody = z
  .object({
    tiers: z
      .array(tier)
      .max(MAX_TIERS)
      .refine((tiers) => new Set(tiers.map((t) => t.minQuantity)).size === tiers.length, {
        message: 'Each min quantity once',
      })
      .meta({ description: "The SKU's tiers in this list, replacing the ones it has; [] removes the SKU." }),
  })
  .meta({ id: 'SetPriceListSkuPricesRequest' });
export type SetSkuPricesBody = z.infer<typeof setSkuPricesBody>;

export const importPricesBody = z
  .object({
    csv: z.string().min(1).max(IMPORT_BODY_LIMIT),
    mode: z.enum(['merge', 'replace']).default('merge').meta({
      description:
        "merge: each SKU in the file gets the file's tiers, others stay; replace: the list becomes the file.",
    }),
  })
  .meta({ id: 'ImportPriceListPricesRequest' });
export type ImportPricesBody = z.infer<typeof importPricesBody>;

export const importProblem = z
  .object({
    row: z.number().int().meta({ description: 'Line in the file (the header is 1).' }),
    column: z.string().nullable(),
    sku: z.string().nullable(),
    problem: z.enum([
      'unreadable',
      'no_rows',
      'too_many_rows',
      'missing_column',
      'unknown_column',
      'empty',
      'unknown_sku',
      'invalid_quantity',
      'invalid_price',
      'negative_price',
      'duplicate',
    ]),
    message: z.string(),
  })
  .meta({ id: 'PriceImportProblem' });
export type ImportProblem = z.infer<typeof importProblem>;

export const importResult = z
  .object({
    mode: z.enum(['merge', 'replace']),
    rows: z.number().int().meta({ description: 'Tiers in the file.' }),
    skus: z.number().int().meta({ description: 'SKUs in the file.' }),
    added: z.number().int().meta({ description: 'Tiers that are new.' }),
    changed: z.number().int().meta({ description: 'Tiers with a new price.' }),
    removed: z.number().int().meta({ description: 'Tiers no longer in the list.' }),
    unchanged: z.number().int(),
  })
  .meta({ id: 'PriceImportResult' });
export type ImportResult = z.infer<typeof importResult>;

export const explainQuery = z
  .object({
    customerId: z.uuid(),
    sku: z.string().trim().min(1).max(64).optional(),
    productId: z.uuid().optional().meta({ description: 'Explains every variant of the product (instead of a sku).' }),
    quantity: z.coerce.number().int().min(1).max(1_000_000).default(1),
    market: marketCode.optional().meta({ description: "Defaults to the company's market." }),
  })
  .refine((value) => Boolean(value.sku) !== Boolean(value.productId), {
    path: ['sku'],
    message: 'Give either sku or productId',
  });
export type ExplainQuery = z.infer<typeof explainQuery>;

export const verdicts = [
  'wins',
  'higher_price',
  'tie_lost',
  'below_min_quantity',
  'not_yet_valid',
  'expired',
  'other_market',
] as const;

export const explainedCandidate = z
  .object({
    priceList: z.object({
      id: z.uuid(),
      kind: agreementKind,
      code: z.string(),
      name: z.string(),
      market: z.string(),
      currency: z.string(),
      validFrom: z.string().nullable(),
      validTo: z.string().nullable(),
    }),
    source: z.string().meta({ description: 'The source in words, e.g. "Kampanje Vårkampanje, til 30.4."' }),
    tiers: z.array(z.object({ minQuantity: z.number().int(), unitPrice: z.number().int() })),
    tier: z
      .object({ minQuantity: z.number().int(), unitPrice: z.number().int() })
      .nullable()
      .meta({ description: 'The tier the quantity reaches in this list (null when it does not count).' }),
    verdict: z.enum(verdicts),
    reason: z.string().meta({ description: "Why, in the caller's language." }),
  })
  .meta({ id: 'PriceExplainCandidate' });

export const explainedVariant = z
  .object({
    sku: z.string(),
    productId: z.uuid(),
    name: z.string(),
    available: z.boolean(),
    unavailableReason: z.string().nullable().meta({ description: 'As the pricing call says (not_sold, no_price…).' }),
    unitPrice: z.number().int().nullable().meta({ description: 'The winning unit price, minor units excl. VAT.' }),
    lineTotal: z.number().int().nullable(),
    winner: z.string().nullable().meta({ description: 'The winning source in words.' }),
    candidates: z.array(explainedCandidate).meta({ description: 'Every candidate, the winner first.' }),
  })
  .meta({ id: 'PriceExplainVariant' });

export const explanation = z
  .object({
    customerId: z.uuid(),
    customerName: z.string(),
    market: z.string(),
    currency: z.string().length(3),
    quantity: z.number().int(),
    at: z.string().meta({ description: 'The moment explained (now).' }),
    rule: z.string().meta({ description: 'The rule that chose the winner, in words.' }),
    variants: z.array(explainedVariant),
  })
  .meta({ id: 'PriceExplanation' });
export type Explanation = z.infer<typeof explanation>;
