// The assortment module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
// One rule, one implementation (docs/catalog.md, "Assortments"): the catalog, price and every module that takes a
// product by id or SKU ask it here. It sits below catalog and price, which both need it.
export { type Assortment, type AssortmentRule, assortmentRule, type CellState, inAssortment, restricts } from './rule';
export {
  assignCompanyAssortment,
  assortmentName,
  assortmentOf,
  companiesShapedBy,
  companyOfCaller,
  listAssortments,
  type PlacedProduct,
  ruleOf,
  visibleAmong,
  visibleProductIds,
} from './service';
