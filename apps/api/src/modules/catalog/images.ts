// Product images in the catalog's answers (docs/media.md): the media module owns them; the catalog only attaches
// the cover to cards and every image to a product page, here, apart from its own queries.
import type { Db } from '../../db';
import type { Language } from '../../lib/i18n';
import { type CoverRow, coverImages } from '../media';
import type { ProductCard } from './schemas';

/**
 * The covers of a page's products (one query for those not cached), to ask beside its cards and prices; `read`: the
 * covers the listing's own statement already read (`findCardPage`), answered without a query.
 */
export const cardCovers = (
  db: Db,
  productIds: string[],
  lang: Language,
  read?: { ids: string[]; rows: CoverRow[]; at: number },
) => coverImages(db, { productIds, lang, read });

/** Cards with their product's cover (null when it has none). */
export function withCovers<T extends Omit<ProductCard, 'image'>>(
  cards: T[],
  covers: Map<string, ProductCard['image'] & {}>,
): (T & Pick<ProductCard, 'image'>)[] {
  return cards.map((card) => ({ ...card, image: covers.get(card.id) ?? null }));
}
