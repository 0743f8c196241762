// Product images in the catalog's answers (docs/media.md): the media module owns them; the catalog only attaches
// the cover to cards and every image to a product page, here, apart from its own queries.
import type { Db } from '../../db';
import type { Language } from '../../lib/i18n';
import { coverImages, imagesForProducts } from '../media';
import type { ProductCard } from './schemas';

/** Cards with their product's cover (null when it has none), in one query for the page. */
export async function withCardImages<T extends Omit<ProductCard, 'image'>>(
  db: Db,
  cards: T[],
  lang: Language,
): Promise<(T & Pick<ProductCard, 'image'>)[]> {
  const covers = await coverImages(db, { productIds: cards.map((card) => card.id), lang });
  return cards.map((card) => ({ ...card, image: covers.get(card.id) ?? null }));
}

/** A product page's images in order (the variants' own ones carry their SKU). */
export async function productImagesOf(db: Db, productId: string, lang: Language) {
  return (await imagesForProducts(db, { productIds: [productId], lang })).get(productId) ?? [];
}
