import type { Db } from '../../db';
import type { Caller } from '../../lib/access';
import { cachePerDatabase, keptBytes } from '../../lib/cache';
import { AppError, notFound, rule } from '../../lib/errors';
import { type Language, localize } from '../../lib/i18n';
import { assortmentOf, visibleAmong, visibleProductIds } from '../assortment';
import { galleryImages, skuImages } from '../media';
import { priceVariants, resolvePriceContext, variantPricesOf, watchPriceValidity } from '../price';
import { answerScope } from './answer-scope';
import * as repo from './repository';
import { type CategoryNode, type ProductDetail, type ProductVariantsList, productDetail } from './schemas';
import { type ProductsShown, shownClock, showsCurrentProducts } from './shown';
import { categoryPath, descendantIds, loadTaxonomy, loadTaxonomyFor, slugOf, type Taxonomy } from './taxonomy';
import { textsChangedAfter } from './texts';

/** SKUs one variant lookup may ask for. */
export const MAX_LOOKUP_SKUS = 200;

export type PropertyScope = 'displayed' | 'all';

function localizeProperty(row: repo.PropertyRow, lang: Language) {
  return {
    key: row.key,
    label: localize(row.label, lang),
    value: localize(row.value, lang),
    isDisplayed: row.isDisplayed,
  };
}

function inScope(rows: repo.PropertyRow[], scope: PropertyScope) {
  return scope === 'all' ? rows : rows.filter((row) => row.isDisplayed);
}

const productNotFound = () => notFound('No such product.');

/**
 * The product found, when the company sees it (docs/catalog.md, "Assortments"); a product outside its assortment
 * answers as an unknown one does.
 */
async function visibleOrNotFound<T extends { productId: string }>(db: Db, found: T | null, companyId: string | null) {
  if (!found || !(await isVisible(db, found.productId, companyId))) throw productNotFound();
  return found;
}

async function isVisible(db: Db, productId: string, companyId: string | null) {
  return (await visibleProductIds(db, { companyId, productIds: [productId] })).has(productId);
}

/** A product row's own category and brand decide (visibleAmong): no query, as isVisible makes. */
async function isRowVisible(
  db: Db,
  row: Pick<repo.DetailRow, 'id' | 'categoryId' | 'brandId'>,
  companyId: string | null,
) {
  const placed = { productId: row.id, categoryId: row.categoryId, brandId: row.brandId };
  return (await visibleAmong(db, { companyId, products: [placed] })).length > 0;
}

/** A product's properties: the displayed ones (product pages) or all (technical data too). */
export async function getProductProperties(
  db: Db,
  options: { productRef: string; scope: PropertyScope; lang: Language; companyId: string | null },
) {
  const found = await visibleOrNotFound(
    db,
    await repo.findProductProperties(db, options.productRef),
    options.companyId,
  );
  return {
    productId: found.productId,
    properties: inScope(found.properties, options.scope).map((row) => localizeProperty(row, options.lang)),
  };
}

/** One property of a product by key, displayed or not. */
export async function getProductProperty(
  db: Db,
  options: { productRef: string; key: string; lang: Language; companyId: string | null },
) {
  const found = await visibleOrNotFound(
    db,
    await repo.findProductProperties(db, options.productRef),
    options.companyId,
  );
  const property = found.properties.find((row) => row.key === options.key);
  if (!property) throw new AppError('property_unknown', { extra: { key: options.key } });
  return localizeProperty(property, options.lang);
}

async function findVariant(db: Db, productRef: string, sku: string, companyId: string | null) {
  const found = await visibleOrNotFound(db, await repo.findVariantsProperties(db, productRef), companyId);
  const variant = found.variants.find((row) => row.sku === sku);
  if (!variant) throw notFound('The product has no such variant.');
  return { productId: found.productId, variant };
}

/** A variant's own properties (those that set it apart from its siblings). */
export async function getVariantProperties(
  db: Db,
  options: { productRef: string; sku: string; scope: PropertyScope; lang: Language; companyId: string | null },
) {
  const { productId, variant } = await findVariant(db, options.productRef, options.sku, options.companyId);
  return {
    productId,
    sku: variant.sku,
    properties: inScope(variant.properties, options.scope).map((row) => localizeProperty(row, options.lang)),
  };
}

/** One property of a variant by key. */
export async function getVariantProperty(
  db: Db,
  options: { productRef: string; sku: string; key: string; lang: Language; companyId: string | null },
) {
  const { variant } = await findVariant(db, options.productRef, options.sku, options.companyId);
  const property = variant.properties.find((row) => row.key === options.key);
  if (!property) throw new AppError('property_unknown', { extra: { key: options.key } });
  return localizeProperty(property, options.lang);
}

/** Every variant of a product with the asked properties (all when none are asked), e.g. for a variant matrix. */
export async function listVariantsProperties(
  db: Db,
  options: { productRef: string; propertyKeys?: string[]; lang: Language; companyId: string | null },
) {
  const found = await visibleOrNotFound(
    db,
    await repo.findVariantsProperties(db, options.productRef),
    options.companyId,
  );
  const keys = options.propertyKeys?.length ? new Set(options.propertyKeys) : null;
  if (keys) {
    const known = new Set(await repo.listPropertyKeys(db));
    const unknown = [...keys].filter((key) => !known.has(key));
    if (unknown.length > 0) throw new AppError('property_unknown', { extra: { keys: unknown } });
  }
  return {
    productId: found.productId,
    variants: found.variants.map((variant) => ({
      sku: variant.sku,
      name: localize(variant.name, options.lang),
      properties: variant.properties
        .filter((row) => !keys || keys.has(row.key))
        .map((row) => localizeProperty(row, options.lang)),
    })),
  };
}

/** Looks variants up by SKU for the pharmacy side; 404 only when none of them is sold. */
export async function lookupVariants(db: Db, options: { skus: string[]; lang: Language; companyId: string | null }) {
  const skus = [...new Set(options.skus)];
  if (skus.length > MAX_LOOKUP_SKUS) throw rule('too_many_items', { max: MAX_LOOKUP_SKUS });
  const [found, images] = await Promise.all([
    repo.findVariantsBySku(db, skus),
    skuImages(db, { skus, lang: options.lang }),
  ]);
  // SKUs of products outside the company's assortment are missing, as unknown ones are.
  const visible = await visibleProductIds(db, {
    companyId: options.companyId,
    productIds: found.map((row) => row.productId),
  });
  const rows = new Map(found.filter((row) => visible.has(row.productId)).map((row) => [row.sku, row]));
  if (rows.size === 0) throw notFound('None of the SKUs exist.');
  const variants = [];
  const missingSkus = [];
  for (const sku of skus) {
    const row = rows.get(sku);
    if (!row) {
      missingSkus.push(sku);
      continue;
    }
    variants.push({
      ...row,
      name: localize(row.name, options.lang),
      productName: localize(row.productName, options.lang),
      isInStock: row.stock > 0,
      image: images.get(sku) ?? null,
    });
  }
  return { variants, missingSkus };
}

/**
 * The category tree with product counts that include subcategories; empty categories stay (navigation), except for
 * a company with an assortment, which sees only the categories holding products of it.
 */
export async function getCategoryTree(db: Db, options: { lang: Language; companyId: string | null }) {
  const assortment = await assortmentOf(db, options.companyId);
  const taxonomy = await loadTaxonomyFor(db, assortment);
  const build = (parentId: string | null, seen: Set<string>): CategoryNode[] =>
    (taxonomy.children.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => {
        const children = build(row.id, new Set(seen).add(row.id));
        return {
          id: row.id,
          slug: slugOf(row, options.lang),
          name: localize(row.name, options.lang),
          productCount: row.productCount + children.reduce((sum, child) => sum + child.productCount, 0),
          children,
        };
      })
      .filter((node) => !assortment || node.productCount > 0);
  return { categories: build(null, new Set()) };
}

/**
 * The category a link's slug means: either language's current slug, or an old one from before a rename (then
 * `isCurrent` is false and `slug` is where the storefront redirects, permanently). Unknown → 404.
 */
export async function findCategoryBySlug(db: Db, options: { slug: string; lang: Language; companyId: string | null }) {
  const taxonomy = await loadTaxonomy(db);
  const current = taxonomy.categoriesBySlug.get(options.slug);
  const id = current ? current.id : await repo.findCategoryRedirect(db, options.slug);
  const category = id ? taxonomy.categories.get(id) : undefined;
  if (!category) throw notFound('No such category.');
  // Outside the company's assortment (nothing in it or below it is theirs) a category does not exist, as in the tree.
  const assortment = await assortmentOf(db, options.companyId);
  if (assortment) {
    const assorted = await loadTaxonomyFor(db, assortment);
    const count = descendantIds(assorted, category.id).reduce(
      (sum, each) => sum + (assorted.categories.get(each)?.productCount ?? 0),
      0,
    );
    if (count === 0) throw notFound('No such category.');
  }
  return {
    id: category.id,
    slug: slugOf(category, options.lang),
    name: localize(category.name, options.lang),
    isCurrent: Boolean(current),
  };
}

/** Brands by name with their active product counts (a company with an assortment: the brands it holds). */
export async function listBrands(db: Db, options: { companyId: string | null }) {
  const assortment = await assortmentOf(db, options.companyId);
  const taxonomy = await loadTaxonomyFor(db, assortment);
  return {
    brands: [...taxonomy.brands.values()]
      .filter((brand) => !assortment || brand.productCount > 0)
      .map(({ id, slug, name, productCount }) => ({ id, slug, name, productCount })),
  };
}

export function categoryRef(taxonomy: Taxonomy, id: string, lang: Language) {
  const category = taxonomy.categories.get(id);
  return { slug: category ? slugOf(category, lang) : '', name: localize(category?.name, lang) };
}

export function brandRef(taxonomy: Taxonomy, id: string | null) {
  const brand = id ? taxonomy.brands.get(id) : undefined;
  return brand ? { slug: brand.slug, name: brand.name } : null;
}

/** A product page: description, category path, displayed properties and every variant with the caller's price. */
export async function getProduct(
  db: Db,
  options: { caller: Caller; productRef: string; customerId?: string; market?: string; lang: Language },
): Promise<ProductDetail> {
  const { lang } = options;
  const context = await resolvePriceContext(db, options);
  // One statement (product, pictures, prices), one round trip; the taxonomy is one cached table.
  const [row, taxonomy] = await Promise.all([repo.findProductPage(db, options.productRef, context), loadTaxonomy(db)]);
  if (!row || !(await isRowVisible(db, row, context.customerId))) throw productNotFound();
  const prices = variantPricesOf(row.prices, { context, productId: row.id });
  return {
    id: row.id,
    productNumber: row.productNumber,
    slug: row.slug,
    name: localize(row.name, lang),
    description: localize(row.description, lang),
    brand: brandRef(taxonomy, row.brandId),
    category: categoryRef(taxonomy, row.categoryId, lang),
    categoryPath: categoryPath(taxonomy, row.categoryId).map((category) => ({
      slug: slugOf(category, lang),
      name: localize(category.name, lang),
    })),
    unit: row.unit,
    packSize: row.packSize,
    isPrescriptionOnly: row.isPrescriptionOnly,
    department: row.department,
    properties: row.properties.map((property) => localizeProperty(property, lang)),
    variants: toVariants(row.variants, prices, lang),
    images: galleryImages(row.images, lang),
  };
}

/**
 * Product pages as sent, per product, language, price context and assortment: what decides the answer (prices
 * follow market, currency and contract list; visibility the assortment), never the person. Whatever changes one is
 * a change someone commits, which drops them on every node within milliseconds (`invalidateCaches('catalog' |
 * 'price')`: products, assortments, prices, price lists; the product's pictures, stock, texts and names, checked on
 * read), or a price list starting or ending by the clock, which drops them on every node at that moment
 * (`watchPriceValidity`).
 * So they keep 5 minutes, the TTL only bounding a lost notification, as the listing's shared parts do: a product
 * read again within minutes is a lookup, not a statement (issue 18). Not kept deflated as listing pages are: 2.7 kB
 * of JSON keep in ~1.2 kB, but inflating it cost a hit more than the rest of it under load, and product pages have
 * no small busy set to keep inflated (issue 18, 2026-11-26 night).
 */
const productAnswerCache = cachePerDatabase<{ bytes: Buffer; shown: ProductsShown }>({
  namespace: ['catalog', 'pictures', 'price'],
  max: 5_000,
  ttlMs: 5 * 60_000,
});

/** A kept product page stands while its product's pictures, stock, names and description are as it read them. */
const showsCurrentPage = (answer: { shown: ProductsShown }) =>
  showsCurrentProducts(answer) && !textsChangedAfter(answer.shown.productIds, answer.shown.at);

/**
 * getProduct's answer as JSON bytes, checked against the schema once when it is built (the same stripping the
 * route's serializer does), then kept (productAnswerCache). An unknown or invisible product throws, and is not kept.
 */
export async function renderProduct(db: Db, options: Parameters<typeof getProduct>[1]): Promise<Buffer> {
  const { key: scope } = await answerScope(db, options);
  const key = JSON.stringify([options.productRef, options.lang, ...scope]);
  const answer = await productAnswerCache(db).get(
    key,
    async () => {
      // Before the answer is built: the clock that drops it when a price list starts or ends is running.
      await watchPriceValidity(db);
      const at = shownClock();
      const detail = productDetail.parse(await getProduct(db, options));
      return { bytes: keptBytes(JSON.stringify(detail)), shown: { productIds: [detail.id], at } };
    },
    showsCurrentPage,
  );
  return answer.bytes;
}

/** Variants as product pages and listing cards show them, with the caller's prices. */
function toVariants(
  rows: repo.VariantRow[],
  prices: Awaited<ReturnType<typeof priceVariants>>,
  lang: Language,
): ProductDetail['variants'] {
  return rows.map((variant) => ({
    sku: variant.sku,
    gtin: variant.gtin,
    name: localize(variant.name, lang),
    packSize: variant.packSize,
    stock: variant.stock,
    isInStock: variant.stock > 0,
    leadTimeDays: variant.leadTimeDays,
    properties: variant.properties.map((property) => localizeProperty(property, lang)),
    price: prices.get(variant.sku) ?? null,
  }));
}

/**
 * The variants of several products with the caller's prices, in the order asked: a listing page's cards offer
 * them for quick add (docs/web.md, "Listing cards") in one call instead of one product page read per card.
 * Products the company does not see are left out, as unknown ones are.
 */
export async function listProductVariants(
  db: Db,
  options: { caller: Caller; productIds: string[]; customerId?: string; market?: string; lang: Language },
): Promise<ProductVariantsList> {
  const context = await resolvePriceContext(db, options);
  const ids = [...new Set(options.productIds)];
  const [rows, visible] = await Promise.all([
    repo.findProductsVariants(db, ids),
    visibleProductIds(db, { companyId: context.customerId, productIds: ids }),
  ]);
  const byId = new Map(rows.filter((row) => visible.has(row.productId)).map((row) => [row.productId, row]));
  const found = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  const prices = await priceVariants(db, {
    context,
    skus: found.flatMap((row) => row.variants.map((variant) => variant.sku)),
  });
  return {
    products: found.map((row) => ({
      productId: row.productId,
      variants: toVariants(row.variants, prices, options.lang),
    })),
  };
}
