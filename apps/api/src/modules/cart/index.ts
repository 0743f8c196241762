// The cart module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
export {
  addToLine,
  type CartCompany,
  type CartRow,
  deleteLine,
  ensureOpenCart,
  findAddress,
  findCart,
  findCompany,
  findMarketCurrency,
  findOpenCartId,
  findStandardVat,
  listLines,
  loadSkuInfo,
  lockCart,
  type Orderer,
  touchCart,
  updateLine,
} from './repository';
export { type CartLine, type CheckoutProblem, cart, cartLine, cartShipping, checkoutProblem } from './schemas';
export {
  addOrderLines,
  draftCartById,
  firstDeliveryDateOf,
  getCart,
  lockForOrder,
  priceNow,
  priceSnapshot,
  setCostCentreOnFrozenCart,
  toCartLines,
  totalsWithShipping,
} from './service';
