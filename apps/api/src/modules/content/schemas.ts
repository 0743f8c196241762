import { z } from 'zod';

/** A reference to a product: its id, SKU (of a variant) or product number. */
const productRef = z.string().trim().min(1).max(120);

/**
 * Our webhook projection (docs/content.md), e.g. in GROQ:
 * `{_id, _type, _updatedAt, language, title, "slug": slug.current, "body": pt::text(body),
 *   "products": products[]->sku, "product": product->sku, "images": images[]{"url": asset->url, alt}}`.
 * Fields we do not know are ignored, so the projection can grow first.
 */
export const contentUpdateBody = z
  .object({
    _id: z.string().trim().min(1).max(200),
    _type: z.enum(['article', 'landingPage', 'productEnrichment']),
    _updatedAt: z.iso.datetime({ offset: true }),
    language: z.enum(['nb', 'en']).default('nb'),
    title: z.string().max(500).default(''),
    slug: z.string().trim().max(200).nullish(),
    body: z
      .string()
      .max(200_000)
      .default('')
      .meta({ description: 'Plain text of the body (e.g. GROQ pt::text(body)).' }),
    products: z
      .array(productRef)
      .max(100)
      .default([])
      .meta({ description: 'Products the document names: ids, SKUs or product numbers.' }),
    product: productRef
      .nullish()
      .meta({ description: 'productEnrichment: the product it enriches (id, SKU or product number).' }),
    images: z
      .array(z.object({ url: z.url().max(2000), alt: z.string().max(500).nullish() }))
      .max(50)
      .default([]),
  })
  .meta({ id: 'ContentUpdate' });
export type ContentUpdateBody = z.infer<typeof contentUpdateBody>;

export const contentDeleteBody = z
  .object({
    _id: z.string().trim().min(1).max(200),
    _updatedAt: z.iso
      .datetime({ offset: true })
      .optional()
      .meta({ description: 'The version deleted; by default the sanity-transaction-time or the time received.' }),
  })
  .meta({ id: 'ContentDelete' });
export type ContentDeleteBody = z.infer<typeof contentDeleteBody>;

export const contentWebhookHeaders = z.object({
  'sanity-webhook-signature': z.string().optional(),
  'sanity-transaction-time': z.iso.datetime({ offset: true }).optional(),
  /** create, update or delete; informational (the route says what to do), so an unknown value is not refused. */
  'sanity-operation': z.string().max(32).optional(),
});

export const contentWriteResult = z
  .object({
    id: z.string(),
    status: z.enum(['applied', 'unchanged', 'stale', 'deleted']).meta({
      description:
        'applied/deleted: written; unchanged: this version is already stored (a repeat); stale: a newer version ' +
        '(or its deletion) is stored, nothing changed.',
    }),
    unresolvedRefs: z
      .array(z.string())
      .meta({ description: 'Product references that name no product (stored without them).' }),
  })
  .meta({ id: 'ContentWriteResult' });
export type ContentWriteResult = z.infer<typeof contentWriteResult>;

export const indexRun = z
  .object({
    id: z.uuid(),
    status: z.enum(['queued', 'running', 'completed', 'failed', 'abandoned']),
    total: z.number().int().meta({ description: 'Documents to index (products and content).' }),
    done: z.number().int(),
    error: z.string().nullable(),
    createdAt: z.iso.datetime(),
    startedAt: z.iso.datetime().nullable(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'SearchIndexRun' });
export type IndexRun = z.infer<typeof indexRun>;

export const indexRunParams = z.object({ id: z.uuid() });

export const pageParams = z.object({ slug: z.string().trim().min(1).max(200) });
export const pageQuery = z.object({ language: z.enum(['nb', 'en']).default('nb') });

export const contentPage = z
  .object({
    id: z.string(),
    type: z.enum(['article', 'landingPage']),
    language: z.enum(['nb', 'en']),
    slug: z.string(),
    title: z.string(),
    body: z.string(),
    images: z.array(z.object({ url: z.string(), alt: z.string().nullable() })),
    productIds: z.array(z.uuid()),
    /** The same document in the other language, when there is one. */
    alternates: z.array(z.object({ language: z.enum(['nb', 'en']), slug: z.string() })),
    updatedAt: z.string(),
  })
  .meta({ id: 'ContentPage' });
export type ContentPage = z.infer<typeof contentPage>;
