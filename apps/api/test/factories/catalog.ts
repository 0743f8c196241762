import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db';
import {
  brands,
  categories,
  companies,
  type PriceListKind,
  priceLists,
  prices,
  productProperties,
  products,
  variantProperties,
  variants,
} from '../../src/db/schema';
import type { Localized } from '../../src/db/schema/common';
import { indexProducts } from '../../src/modules/catalog';

const unique = () => randomBytes(4).toString('hex');
const text = (value: string | Localized): Localized => (typeof value === 'string' ? { nb: value, en: value } : value);

export async function createCategory(
  database: Database,
  values: { slug?: string; name?: string | Localized; parentId?: string | null; position?: number } = {},
) {
  const slug = values.slug ?? `category-${unique()}`;
  const [row] = await database.db
    .insert(categories)
    .values({
      slug,
      name: text(values.name ?? slug),
      parentId: values.parentId ?? null,
      position: values.position ?? 0,
    })
    .returning();
  return row!;
}

export async function createBrand(database: Database, values: { slug?: string; name?: string } = {}) {
  const slug = values.slug ?? `brand-${unique()}`;
  const [row] = await database.db
    .insert(brands)
    .values({ slug, name: values.name ?? slug })
    .returning();
  return row!;
}

export type VariantSpec = {
  sku?: string;
  gtin?: string | null;
  name?: string | Localized;
  stock?: number;
  packSize?: number;
  leadTimeDays?: number;
  position?: number;
  isActive?: boolean;
  properties?: Record<string, string | Localized>;
};

export type ProductSpec = {
  category: { id: string };
  brand?: { id: string } | null;
  name?: string | Localized;
  description?: string | Localized;
  slug?: string;
  productNumber?: string;
  unit?: string;
  packSize?: number;
  vatClass?: 'standard' | 'reduced' | 'zero';
  department?: string;
  isPrescriptionOnly?: boolean;
  isActive?: boolean;
  createdAt?: Date;
  properties?: Record<string, string | Localized>;
  /** One variant with a generated SKU when absent. */
  variants?: VariantSpec[];
  /** Skip re-indexing (when a test creates many products and indexes once). */
  skipIndex?: boolean;
};

/** A product with variants and properties, indexed for search and facets as the seed does. */
export async function createProduct(database: Database, spec: ProductSpec) {
  const id = unique();
  const name = text(spec.name ?? `Product ${id}`);
  const [product] = await database.db
    .insert(products)
    .values({
      productNumber: spec.productNumber ?? `P-${id.toUpperCase()}`,
      slug: spec.slug ?? `product-${id}`,
      name,
      description: text(spec.description ?? `Description of ${name.nb}`),
      categoryId: spec.category.id,
      brandId: spec.brand?.id ?? null,
      unit: spec.unit ?? 'PCE',
      packSize: spec.packSize ?? 1,
      vatClass: spec.vatClass ?? 'standard',
      department: spec.department ?? 'OSLO',
      isPrescriptionOnly: spec.isPrescriptionOnly ?? false,
      isActive: spec.isActive ?? true,
      status: (spec.isActive ?? true) ? 'active' : 'discontinued',
      ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
    })
    .returning();
  const variantSpecs = spec.variants ?? [{}];
  const createdVariants = await database.db
    .insert(variants)
    .values(
      variantSpecs.map((variant, index) => ({
        sku: variant.sku ?? `SKU-${unique().toUpperCase()}`,
        productId: product!.id,
        gtin: variant.gtin ?? null,
        name: text(variant.name ?? `${name.nb} ${index + 1}`),
        packSize: variant.packSize ?? 1,
        stock: variant.stock ?? 10,
        leadTimeDays: variant.leadTimeDays ?? 1,
        position: variant.position ?? index,
        isActive: variant.isActive ?? true,
      })),
    )
    .returning();
  const productProps = Object.entries(spec.properties ?? {});
  if (productProps.length > 0) {
    await database.db
      .insert(productProperties)
      .values(productProps.map(([key, value]) => ({ productId: product!.id, key, value: text(value) })));
  }
  const variantProps = variantSpecs.flatMap((variant, index) =>
    Object.entries(variant.properties ?? {}).map(([key, value]) => ({
      sku: createdVariants[index]!.sku,
      key,
      value: text(value),
    })),
  );
  if (variantProps.length > 0) await database.db.insert(variantProperties).values(variantProps);
  if (!spec.skipIndex) await indexProducts(database.db, [product!.id]);
  return { ...product!, variants: createdVariants };
}

export type PriceSpec = { sku: string; unitPrice: number; minQuantity?: number };

/** A price list with its prices (list prices for NO in NOK unless told otherwise). */
export async function createPriceList(
  database: Database,
  values: {
    kind?: PriceListKind;
    market?: string;
    currency?: string;
    code?: string;
    name?: string;
    validFrom?: Date | null;
    validTo?: Date | null;
    prices?: PriceSpec[];
  } = {},
) {
  const kind = values.kind ?? 'list';
  const market = values.market ?? 'NO';
  const code = values.code ?? `${kind.toUpperCase()}-${market}-${unique()}`;
  const [list] = await database.db
    .insert(priceLists)
    .values({
      code,
      name: values.name ?? code,
      kind,
      market,
      currency: values.currency ?? { NO: 'NOK', SE: 'SEK', DK: 'DKK' }[market] ?? 'NOK',
      validFrom: values.validFrom ?? null,
      validTo: values.validTo ?? null,
    })
    .returning();
  if (values.prices?.length) await addPrices(database, list!.id, values.prices);
  return list!;
}

export async function addPrices(database: Database, priceListId: string, rows: PriceSpec[]) {
  await database.db
    .insert(prices)
    .values(
      rows.map((row) => ({ priceListId, sku: row.sku, minQuantity: row.minQuantity ?? 1, unitPrice: row.unitPrice })),
    );
}

/** Gives a company a contract price list. */
export async function setContract(database: Database, companyId: string, priceListId: string | null) {
  await database.db.update(companies).set({ priceListId }).where(eq(companies.id, companyId));
}
