// Server-side: pictures for lines whose API answer has none (orders, quotes, quick order results), read by SKU.
import type { ApiClient, ProductCardImage } from '@engros/client';

/** The variant lookup's limit per call. */
const MAX_SKUS = 200;

/**
 * Each SKU's picture (the variant's own, else its product's cover) from the catalog's variant lookup, in card widths.
 * A picture is never worth a broken page: SKUs no longer sold, or a failed call, simply have none.
 */
export async function imagesBySku(api: ApiClient, skus: string[]): Promise<Map<string, ProductCardImage>> {
  const unique = [...new Set(skus.filter(Boolean))];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += MAX_SKUS) chunks.push(unique.slice(i, i + MAX_SKUS));
  const answers = await Promise.all(
    chunks.map((chunk) =>
      api.listVariantsBySku({ query: { skus: chunk }, init: { cache: 'no-store' } }).catch(() => null),
    ),
  );
  const images = new Map<string, ProductCardImage>();
  for (const answer of answers) {
    for (const variant of answer?.variants ?? []) if (variant.image) images.set(variant.sku, variant.image);
  }
  return images;
}
