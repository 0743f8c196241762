// Server-side: the variant choices of a listing page's cards, read in one call so each card's quick add offers its
// variants in a select at once (docs/web.md, "Listing cards").
import type { ApiClient, ProductCard } from '@engros/client';
import type { Dictionary } from './i18n/dictionary';
import { formatMoney } from './money';

/** A variant as a listing card's quick add offers it: SKU, words for the choice, stock. */
export type QuickVariant = { sku: string; label: string; isInStock: boolean };

/** Each product's variants by product id; a product missing has its card link to the product page instead. */
export type VariantChoices = ReadonlyMap<string, QuickVariant[]>;

/** The API's limit per call (MAX_VARIANT_PRODUCTS). */
const MAX_PRODUCTS = 60;

/** The cards whose quick add needs a choice: several variants, and a price for the buyer (else no quick add). */
export const needsChoice = (card: ProductCard) => card.variantCount > 1 && card.fromPrice !== null;

/**
 * The variant choices of the cards that need one, with the buyer's prices. Never rejects: a failed call leaves
 * the cards with their link to the product page, which is worth more than a broken listing.
 */
export async function loadVariantChoices(
  api: ApiClient,
  options: { cards: ProductCard[]; customerId: string; t: Dictionary },
): Promise<VariantChoices> {
  const { t } = options;
  const units = new Map(options.cards.filter(needsChoice).map((card) => [card.id, card.unit]));
  const productIds = [...units.keys()].slice(0, MAX_PRODUCTS);
  if (productIds.length === 0) return new Map();
  try {
    const { products } = await api.listProductVariants({
      query: { productIds, customerId: options.customerId },
      init: { cache: 'no-store' },
    });
    return new Map(
      products.map(({ productId, variants }) => [
        productId,
        variants.map((variant) => {
          const axis = variant.properties.map((p) => p.value).join(', ') || variant.name;
          const pack = variant.packSize > 1 ? ` · ${t.listing.pack(variant.packSize, units.get(productId) ?? '')}` : '';
          const price = variant.price ? ` – ${formatMoney(variant.price.unitPrice, variant.price.currency, t)}` : '';
          const stock = variant.isInStock ? '' : ` (${t.catalog.outOfStock.toLowerCase()})`;
          return { sku: variant.sku, label: `${axis}${price}${pack}${stock}`, isInStock: variant.isInStock };
        }),
      ]),
    );
  } catch {
    return new Map();
  }
}
