// What a kept answer shows of its products that changes one product at a time (docs/decisions/006-caches.md, "Scoped
// changes"): their pictures (the media module's `pictures` namespace), their stock and lead times (stock.ts) and their
// names (names.ts).
import { changeClockNow } from '../../lib/cache';
import { picturesChangedAfter } from '../media';
import { namesChangedAfter } from './names';
import { stockChangedAfter } from './stock';

/**
 * The products a kept answer shows (a listing page's cards, a search's hits, a product page), and the change clock
 * before it read them (`shownClock`): a picture, the stock or a name of one of them changed since, and the answer is
 * built again on its next read (`showsCurrentProducts`).
 */
export type ProductsShown = { productIds: readonly string[]; at: number };
export const shownClock = changeClockNow;
export const showsCurrentProducts = ({ shown }: { shown: ProductsShown }) =>
  !picturesChangedAfter(shown.productIds, shown.at) &&
  !stockChangedAfter(shown.productIds, shown.at) &&
  !namesChangedAfter(shown.productIds, shown.at);
