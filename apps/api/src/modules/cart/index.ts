// The cart module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
// The cart sits below the checkout: its answer gets the checkout check through the CartCheck port (modules/index.ts).

export { resolvePid } from './pid';
export {
  type AddressRow,
  type AlsoRead,
  addToLine,
  type CartCompany,
  type CartRow,
  type CheckoutAddresses,
  deleteLine,
  ensureOpenCart,
  findCart,
  findCompany,
  findMarketCurrency,
  findOpenCartId,
  findStandardVat,
  listLines,
  loadSkuInfo,
  lockCart,
  type Orderer,
  type SkuInfo,
  touchCart,
  updateLine,
} from './repository';
export {
  type Cart,
  type CartLine,
  type CheckoutProblem,
  cart,
  cartLine,
  cartShipping,
  checkoutProblem,
} from './schemas';
export {
  addOrderLines,
  type CartCheck,
  type CartDraft,
  checkoutAddressesOf,
  draftCart,
  firstDeliveryDateOf,
  getCart,
  loadCart,
  lockOpenCart,
  priceNow,
  priceSnapshot,
  setCostCentreOnFrozenCart,
  toCartLines,
  totalsWithShipping,
} from './service';
