// The price module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
export { upsertPrices } from './backoffice-repository';
export {
  type BasePrices,
  basePricesJson,
  basePricesOf,
  type ProductVariantPrices,
  variantPricesJson,
} from './repository';
export { type PriceSourceFacts, type Totals, totalsOf, vatOf } from './rules';
export {
  agreementKind,
  type FromPrice,
  fromPrice,
  marketCode,
  type PricedLine,
  type PriceSource,
  priceSource,
  variantPrice,
} from './schemas';
export {
  calculatePrices,
  candidatePriceListIds,
  companiesPricedBy,
  companyPricingChanged,
  findMarket,
  fromPrices,
  fromPricesOf,
  listPricesChanged,
  MAX_PRICE_LINES,
  type PriceContext,
  priceSourceOf,
  priceVariants,
  pricingKey,
  resolvePriceContext,
  variantPricesOf,
  watchPriceValidity,
} from './service';
