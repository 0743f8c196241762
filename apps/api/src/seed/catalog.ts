import type { DbOrTx } from '../db';
import { brands, categories, productProperties, products, variantProperties, variants } from '../db/schema';
import type { Localized } from '../db/schema/common';
import { bulkInsert } from './bulk';
import {
  type AxisValue,
  catalogTree,
  origins,
  type ProductType,
  type Subcategory,
  series,
  type TopCategory,
  unitWords,
} from './catalog-data';
import { gtin13 } from './identifiers';
import { idFor, rngFor, slugify } from './random';
import { departmentRows } from './reference';

/** What the price phase needs of each variant. */
export type VariantSummary = {
  sku: string;
  /** List price in NOK øre (excl. VAT) before market conversion and rounding. */
  basePrice: number;
  topCategory: string;
  isActive: boolean;
};

export type GeneratedProduct = {
  product: typeof products.$inferInsert;
  variants: (typeof variants.$inferInsert)[];
  productProperties: (typeof productProperties.$inferInsert)[];
  variantProperties: (typeof variantProperties.$inferInsert)[];
  summaries: VariantSummary[];
};

type TypeEntry = { top: TopCategory; sub: Subcategory; type: ProductType };
const typeEntries: TypeEntry[] = catalogTree.flatMap((top) =>
  top.subcategories.flatMap((sub) => sub.types.map((type) => ({ top, sub, type }))),
);

/** The first product number; SKUs are `EN-<product number>-<two digits>`. */
const FIRST_PRODUCT_NUMBER = 100_000;
const CREATED_FROM = Date.UTC(2024, 0, 1);
const DAY = 24 * 60 * 60 * 1000;

export const productIdFor = (index: number) => idFor(`product:${index}`);
export const productNumberFor = (index: number) => `EN-${FIRST_PRODUCT_NUMBER + index}`;

export function categoryRows(): (typeof categories.$inferInsert)[] {
  return catalogTree.flatMap((top, t) => [
    { id: idFor(`category:${top.slug}`), parentId: null, slug: top.slug, name: top.name, position: t + 1 },
    ...top.subcategories.map((sub, s) => ({
      id: idFor(`category:${sub.slug}`),
      parentId: idFor(`category:${top.slug}`),
      slug: sub.slug,
      name: sub.name,
      position: s + 1,
    })),
  ]);
}

export function brandRows(): (typeof brands.$inferInsert)[] {
  return catalogTree.flatMap((top) =>
    top.brands.map((name) => ({ id: idFor(`brand:${slugify(name)}`), slug: slugify(name), name })),
  );
}

const join = (...parts: (string | undefined)[]) => parts.filter((p) => p && p.length > 0).join(' ');
const both = (f: (lang: 'nb' | 'en') => string): Localized => ({ nb: f('nb'), en: f('en') });
const decimal = (value: number, lang: 'nb' | 'en', digits = 2) => {
  const text = value.toFixed(digits);
  return lang === 'nb' ? text.replace('.', ',') : text;
};

/** Product `index` of the demo catalog, with its variants and properties. Pure: the same index gives the same rows. */
export function generateProduct(index: number): GeneratedProduct {
  const rng = rngFor(`product:${index}`);
  const { top, sub, type } = rng.pick(typeEntries);
  const brand = rng.pick(top.brands);
  const productNumber = productNumberFor(index);
  const id = productIdFor(index);

  // Name: "<type> <qualifier> <series>"; medicines are named by substance with the maker after it.
  const qualifier = sub.qualifiers.length > 0 && rng.chance(0.8) ? rng.pick(sub.qualifiers) : undefined;
  const line = !type.isPlain && rng.chance(0.7) ? rng.pick(series) : undefined;
  const name = both((lang) => {
    if (type.isPlain) {
      const [first, ...rest] = type.name[lang].split(' ');
      return join(first, brand, ...rest);
    }
    return join(type.name[lang], qualifier?.[lang], line);
  });

  const pack = rng.pick(type.packs);
  const packFactor = pack / type.packs[0]!;
  const basePrice = rng.int(type.price[0], type.price[1]) * 100 * packFactor;

  // Variants: a run of consecutive axis values (sizes), or any few (colours); without an axis, one variant.
  const axis = type.axis;
  const count = axis
    ? Math.min(
        axis.values.length,
        rng.weighted([
          [2, 15],
          [3, 35],
          [4, 32],
          [5, 18],
        ] as const),
      )
    : 1;
  let values: (AxisValue | null)[] = [null];
  if (axis) {
    if (axis.isFree) values = rng.sample(axis.values, count);
    else {
      const start = rng.int(0, axis.values.length - count);
      values = axis.values.slice(start, start + count);
    }
  }

  const department =
    top.slug === 'medisinsk'
      ? rng.weighted([
          ['OSLO', 3],
          ['GBG', 1],
        ] as const)
      : rng.weighted(departmentRows.map((d, i) => [d.code, [55, 30, 15][i] ?? 10] as const));
  const isActive = !rng.chance(0.01);
  const createdAt = new Date(CREATED_FROM + rng.int(0, 700) * DAY + rng.int(0, DAY / 1000) * 1000);
  const slug = `${slugify(name.nb)}-${FIRST_PRODUCT_NUMBER + index}`;

  const packText = both((lang) => unitWords[type.unit][lang](pack));
  const description = both((lang) =>
    join(
      type.isPlain ? `${name[lang]}.` : `${name[lang]} ${lang === 'nb' ? 'fra' : 'by'} ${brand}.`,
      sub.sentence[lang],
      rng.pick(top.sentences)[lang],
      lang === 'nb' ? `Leveres ${packText.nb}.` : `Sold ${packText.en}.`,
    ),
  );

  const product: typeof products.$inferInsert = {
    id,
    productNumber,
    slug,
    name,
    description,
    categoryId: idFor(`category:${sub.slug}`),
    brandId: idFor(`brand:${slugify(brand)}`),
    unit: type.unit,
    packSize: pack,
    vatClass: type.vatClass ?? 'standard',
    department,
    isPrescriptionOnly: type.isPrescriptionOnly ?? false,
    isActive,
    status: isActive ? 'active' : 'discontinued',
    createdAt,
    updatedAt: createdAt,
  };

  const props: (typeof productProperties.$inferInsert)[] = [];
  const prop = (key: string, value: Localized) => props.push({ productId: id, key, value });
  // Each value is drawn whether it is shown or not, so every product keeps its PRNG stream (and its other values).
  if (axis?.key !== 'color' || type.materials) {
    const material = rng.pick(type.materials ?? top.materials);
    if (!type.hasNoMaterial) prop('material', material);
  }
  prop('origin', rng.pick(type.origins ?? origins));
  if (rng.chance(0.55)) prop('certification', rng.pick(type.certifications ?? top.certifications));
  if (type.storage) prop('storage', type.storage);
  if (axis?.key !== 'weight') {
    const kg = (rng.int(20, 2500) / 1000) * packFactor;
    prop(
      'weight',
      both((lang) => `${decimal(kg, lang)} kg`),
    );
  }
  if (axis?.key !== 'dimensions' && type.unit === 'PCE' && rng.chance(0.4)) {
    const [a, b, c] = [rng.int(5, 60) * 10, rng.int(5, 40) * 10, rng.int(2, 30) * 10];
    prop(
      'dimensions',
      both(() => `${a}×${b}×${c} mm`),
    );
  }
  if (type.atc)
    prop(
      'atc_code',
      both(() => type.atc!),
    );
  prop(
    'hs_code',
    both(() => type.hsCode),
  );
  prop(
    'supplier_ref',
    both(() => `${slugify(brand).slice(0, 3).toUpperCase()}-${rng.int(10_000, 99_999)}`),
  );

  const variantRows: (typeof variants.$inferInsert)[] = [];
  const variantProps: (typeof variantProperties.$inferInsert)[] = [];
  const summaries: VariantSummary[] = [];
  values.forEach((value, j) => {
    const sku = `${productNumber}-${String(j + 1).padStart(2, '0')}`;
    const inStock = rng.chance(0.94);
    const stock = inStock
      ? rng.weighted([
          [rng.int(1, 50), 2],
          [rng.int(50, 500), 5],
          [rng.int(500, 5000), 3],
        ] as const)
      : 0;
    const isVariantActive = isActive && !rng.chance(0.01);
    variantRows.push({
      sku,
      productId: id,
      // GS1 Norway prefix 70, a made-up company prefix, the item reference from the SKU.
      gtin: gtin13(`709${String(index * 10 + j).padStart(9, '0')}`),
      name: value ? both((lang) => `${name[lang]}, ${value.label[lang]}`) : name,
      packSize: value?.pack ?? pack,
      stock,
      leadTimeDays: inStock ? (department === 'GBG' ? rng.int(2, 3) : rng.int(1, 2)) : rng.int(7, 21),
      position: j + 1,
      isActive: isVariantActive,
    });
    if (value && axis) variantProps.push({ sku, key: axis.key, value: value.label });
    summaries.push({
      sku,
      basePrice: basePrice * (value?.factor ?? 1),
      topCategory: top.slug,
      isActive: isVariantActive,
    });
  });

  return { product, variants: variantRows, productProperties: props, variantProperties: variantProps, summaries };
}

/**
 * Inserts the category tree, brands and `count` products with their variants and
 * properties, in batches; returns what the price phase needs of each variant.
 */
export async function seedCatalog(
  db: DbOrTx,
  options: { products: number; batchSize?: number; onProgress?: (done: number) => void },
): Promise<VariantSummary[]> {
  await bulkInsert(db, categories, categoryRows());
  await bulkInsert(db, brands, brandRows());
  const summaries: VariantSummary[] = [];
  const batchSize = options.batchSize ?? 2_000;
  for (let start = 0; start < options.products; start += batchSize) {
    const end = Math.min(start + batchSize, options.products);
    const productRows: GeneratedProduct['product'][] = [];
    const variantRows: GeneratedProduct['variants'] = [];
    const productPropertyRows: GeneratedProduct['productProperties'] = [];
    const variantPropertyRows: GeneratedProduct['variantProperties'] = [];
    for (let i = start; i < end; i++) {
      const generated = generateProduct(i);
      productRows.push(generated.product);
      variantRows.push(...generated.variants);
      productPropertyRows.push(...generated.productProperties);
      variantPropertyRows.push(...generated.variantProperties);
      summaries.push(...generated.summaries);
    }
    await bulkInsert(db, products, productRows);
    await bulkInsert(db, variants, variantRows);
    await bulkInsert(db, productProperties, productPropertyRows);
    await bulkInsert(db, variantProperties, variantPropertyRows);
    options.onProgress?.(end);
  }
  return summaries;
}
