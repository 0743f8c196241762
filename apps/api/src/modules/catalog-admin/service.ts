import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '../../db';
import type { ProductStatus } from '../../db/schema/catalog';
import type { Localized } from '../../db/schema/common';
import { invalidateCaches } from '../../lib/cache';
import { AppError, type FieldProblem, notFound } from '../../lib/errors';
import { type Language, languages, localize } from '../../lib/i18n';
import { changedNames, changedStock, changedTexts, indexProducts } from '../catalog';
import { copyImages } from '../media';
import { auditChange } from '../security';
import * as repo from './repository';
import type { FormOptions, ProductInput, ProductOut, StockLevelsBody } from './schemas';

/** Texts of the field problems this module finds itself (zod words the shape's). */
const say = {
  missingTranslation: (lang: Language) => ({
    nb: `Mangler oversettelse (${lang})`,
    en: `Missing translation (${lang})`,
  }),
  required: { nb: 'Må fylles ut', en: 'Required' },
  repeated: { nb: 'Står to ganger', en: 'Given twice' },
  checkDigit: {
    nb: 'Ugyldig EAN: 8, 12, 13 eller 14 sifre med riktig kontrollsiffer',
    en: 'Invalid EAN: 8, 12, 13 or 14 digits with a correct check digit',
  },
  unknownProperty: { nb: 'Ukjent egenskap', en: 'Unknown property' },
  unknownCategory: { nb: 'Kategorien finnes ikke', en: 'No such category' },
  unknownBrand: { nb: 'Merket finnes ikke', en: 'No such brand' },
  unknownDepartment: { nb: 'Avdelingen finnes ikke', en: 'No such department' },
  takenBy: (what: string, number: string) => ({
    nb: `${what} brukes av produkt ${number}`,
    en: `${what} is used by product ${number}`,
  }),
  onOrders: (sku: string) => ({ nb: `${sku} finnes i ordrer`, en: `${sku} is on orders` }),
  variantsToCopy: (count: number) => ({
    nb: `Oppgi ${count} varenumre, ett per variant`,
    en: `Give ${count} SKUs, one per variant`,
  }),
};

/**
 * Whether a GTIN (EAN-8, UPC-A 12, EAN-13, GTIN-14) is well formed: the right length and the GS1 mod-10 check digit
 * (digits weighted 3 and 1 from the right, excluding the check digit).
 */
export function isValidGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || ![8, 12, 13, 14].includes(code.length)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** ASCII slug: "Nitrilhanske pudderfri" → "nitrilhanske-pudderfri" (as the catalog import makes them). */
function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/[øö]/g, 'o')
    .replace(/[åä]/g, 'a')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const blank = (text: Localized | undefined) => !text || languages.every((l) => !text[l]);

/**
 * The checks of a product's shape that need no database: every required language, GTIN check digits, SKUs and
 * GTINs given twice. Collects them all, so the form marks every field at once.
 */
function shapeProblems(input: ProductInput, lang: Language): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (path: string, text: Localized, code: string) =>
    problems.push({ path: `body.${path}`, message: localize(text, lang), code });
  const translations = (path: string, text: Localized, isRequired: boolean) => {
    // A text given in one language only is missing its translation; a required one is missing in any language.
    if (!isRequired && blank(text)) return;
    for (const l of languages) if (!text[l]) add(`${path}.${l}`, say.missingTranslation(l), 'missing_translation');
  };
  translations('name', input.name, true);
  translations('description', input.description, false);
  for (const [key, value] of Object.entries(input.properties ?? {})) translations(`properties.${key}`, value, true);
  const skus = new Set<string>();
  const gtins = new Set<string>();
  input.variants.forEach((variant, i) => {
    const at = `variants.${i}`;
    if (variant.name) translations(`${at}.name`, variant.name, false);
    for (const [key, value] of Object.entries(variant.properties ?? {}))
      translations(`${at}.properties.${key}`, value, true);
    const sku = variant.sku.toUpperCase();
    if (skus.has(sku)) add(`${at}.sku`, say.repeated, 'repeated');
    skus.add(sku);
    if (variant.gtin) {
      if (!isValidGtin(variant.gtin)) add(`${at}.gtin`, say.checkDigit, 'gtin_invalid');
      else if (gtins.has(variant.gtin)) add(`${at}.gtin`, say.repeated, 'repeated');
      gtins.add(variant.gtin);
    }
  });
  return problems;
}

/**
 * Every check of a product before it is written: its shape (400), its references — category, brand, department,
 * property keys (400 naming the field) — and codes another product has (422 `product_number_taken`, `sku_taken`,
 * `gtin_taken`, each naming the product that has it).
 */
async function validate(db: DbOrTx, input: ProductInput, options: { exceptId?: string; lang: Language }) {
  const { lang, exceptId } = options;
  const problems = shapeProblems(input, lang);
  const propertyKeys = [
    ...new Set([
      ...Object.keys(input.properties ?? {}),
      ...input.variants.flatMap((v) => Object.keys(v.properties ?? {})),
    ]),
  ];
  const refs = await repo.checkReferences(db, {
    categoryId: input.categoryId,
    brandId: input.brandId,
    department: input.department,
    propertyKeys,
  });
  const field = (path: string, text: Localized, code: string) =>
    problems.push({ path: `body.${path}`, message: localize(text, lang), code });
  if (!refs.hasCategory) field('categoryId', say.unknownCategory, 'unknown');
  if (!refs.hasBrand) field('brandId', say.unknownBrand, 'unknown');
  if (!refs.hasDepartment) field('department', say.unknownDepartment, 'unknown');
  for (const key of Object.keys(input.properties ?? {}))
    if (!refs.knownKeys.has(key)) field(`properties.${key}`, say.unknownProperty, 'unknown');
  input.variants.forEach((variant, i) => {
    for (const key of Object.keys(variant.properties ?? {}))
      if (!refs.knownKeys.has(key)) field(`variants.${i}.properties.${key}`, say.unknownProperty, 'unknown');
  });
  if (problems.length > 0) throw new AppError('validation_failed', { errors: problems });

  const numberOwner = await repo.productNumberOwner(db, input.productNumber, exceptId);
  if (numberOwner) {
    throw new AppError('product_number_taken', {
      detail: localize(say.takenBy(input.productNumber, numberOwner.productNumber), lang),
      errors: [
        {
          path: 'body.productNumber',
          message: localize(say.takenBy(input.productNumber, numberOwner.productNumber), lang),
          code: 'taken',
        },
      ],
      extra: { productId: numberOwner.id, productNumber: numberOwner.productNumber },
    });
  }
  const gtins = input.variants.flatMap((v) => (v.gtin ? [v.gtin] : []));
  const owners = await repo.codeOwners(db, { skus: input.variants.map((v) => v.sku), gtins, exceptId });
  for (const kind of ['sku', 'gtin'] as const) {
    const conflicts = input.variants.flatMap((variant, i) => {
      const value = kind === 'sku' ? variant.sku : variant.gtin;
      const owner = value ? owners.find((o) => o[kind] === value) : undefined;
      return owner ? [{ index: i, value: value!, productId: owner.productId, productNumber: owner.productNumber }] : [];
    });
    if (conflicts.length === 0) continue;
    const first = conflicts[0]!;
    throw new AppError(kind === 'sku' ? 'sku_taken' : 'gtin_taken', {
      detail: localize(say.takenBy(first.value, first.productNumber), lang),
      errors: conflicts.map((c) => ({
        path: `body.variants.${c.index}.${kind}`,
        message: localize(say.takenBy(c.value, c.productNumber), lang),
        code: 'taken',
      })),
      extra: {
        conflicts: conflicts.map((c) => ({ [kind]: c.value, productId: c.productId, productNumber: c.productNumber })),
      },
    });
  }
}

type Details = Awaited<ReturnType<typeof repo.loadDetails>>;

function toOut(product: repo.ProductRecord, details: Details): ProductOut {
  const byKey = (rows: { key: string; value: Localized }[]) => Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return {
    id: product.id,
    productNumber: product.productNumber,
    slug: product.slug,
    name: product.name,
    description: product.description,
    categoryId: product.categoryId,
    brandId: product.brandId,
    unit: product.unit,
    packSize: product.packSize,
    vatClass: product.vatClass,
    department: product.department,
    isPrescriptionOnly: product.isPrescriptionOnly,
    status: product.status,
    properties: byKey(details.productProps),
    variants: details.variants.map((v) => ({
      sku: v.sku,
      gtin: v.gtin,
      name: v.name,
      packSize: v.packSize,
      stock: v.stock,
      leadTimeDays: v.leadTimeDays,
      isActive: v.isActive,
      properties: byKey(details.variantProps.filter((p) => p.sku === v.sku)),
    })),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a product: every field staff edit (ids, slug and times left out). */
function auditView(product: ProductOut): Record<string, unknown> {
  const { id: _id, slug: _slug, createdAt: _c, updatedAt: _u, ...rest } = product;
  return rest;
}

async function loadOut(db: DbOrTx, ref: string) {
  const product = await repo.findProduct(db, ref);
  if (!product) throw notFound('No such product.');
  return toOut(product, await repo.loadDetails(db, product.id));
}

/** One product with its variants and properties, whatever its status (staff). */
export const getProduct = (db: Db, options: { productRef: string }) => loadOut(db, options.productRef);

/** The back office's product list (docs/backoffice.md "Products and media"). */
export async function listProducts(db: Db, options: repo.ListFilter & { lang: Language }) {
  const { rows, total } = await repo.listProducts(db, options);
  return {
    items: rows.map((r) => ({
      id: r.id,
      productNumber: r.product_number,
      slug: r.slug,
      name: r.name,
      status: r.status,
      category: { id: r.category_id, name: localize(r.category_name, options.lang) },
      brand: r.brand_id ? { id: r.brand_id, name: r.brand_name ?? '' } : null,
      variantCount: r.variant_count,
      stock: r.stock,
      imageCount: r.image_count,
      updatedAt: new Date(r.updated_at).toISOString(),
    })),
    total,
    page: options.page,
    pageSize: options.pageSize,
  };
}

/** Categories, brands, departments and property definitions the product form offers. */
export async function getFormOptions(db: Db): Promise<FormOptions> {
  return { languages: [...languages], ...(await repo.loadFormOptions(db)) };
}

const productValues = (input: ProductInput): repo.ProductValues => ({
  productNumber: input.productNumber,
  name: input.name,
  description: input.description,
  categoryId: input.categoryId,
  brandId: input.brandId,
  unit: input.unit,
  packSize: input.packSize,
  vatClass: input.vatClass,
  department: input.department,
  isPrescriptionOnly: input.isPrescriptionOnly,
  status: input.status,
  isActive: input.status === 'active',
});

const variantRows = (input: ProductInput) =>
  input.variants.map((v, position) => ({
    sku: v.sku,
    gtin: v.gtin || null,
    name: blank(v.name) ? input.name : v.name!,
    packSize: v.packSize,
    stock: v.stock,
    leadTimeDays: v.leadTimeDays,
    position,
    isActive: v.isActive ?? true,
    properties: v.properties ?? {},
  }));

async function freeSlug(db: DbOrTx, name: string, productNumber: string) {
  const base = `${slugify(name)}-${slugify(productNumber)}`.replace(/^-+/, '') || 'product';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.isSlugTaken(db, slug))) return slug;
  }
}

/**
 * What an edit changed, as the caches follow it (docs/decisions/006-caches.md, "Scoped changes"): the variants'
 * stock or lead times (`stock`), the description or displayed properties that are no facet (`texts`), the product's or
 * its variants' names or codes (`names`: its names, its product number, its variants' EANs), anything else
 * (`catalog`: category, brand, facet properties, status, variants added or removed …; a product made or copied).
 * None: a save that changed nothing the storefront shows (a property it does not show, say).
 */
type Reach = { stock: boolean; texts: boolean; names: boolean; catalog: boolean };
const WHOLE: Reach = { stock: true, texts: true, names: true, catalog: true };
const NONE: Reach = { stock: false, texts: false, names: false, catalog: false };

/**
 * Whether the shop shows a product of this status: a draft or a discontinued product is in no storefront answer (no
 * listing, count, search, page or card) nor in what is derived for them (its search document, facet values and
 * labels are derived when it becomes active, which reaches the whole catalog).
 */
const isShown = (status: ProductStatus) => status === 'active';
/** What a change to products that were or are in the shop reaches: everything; to products that never were, nothing. */
const reachIfShown = (shown: boolean): Reach => (shown ? WHOLE : NONE);

/**
 * Makes the search and the storefront's caches show a change (docs/catalog.md "Derived data"): the products are
 * re-indexed in the change's transaction, and this process's caches are dropped again after the commit (a read
 * between the index's invalidation and the commit would have cached the old rows). How far depends on what changed
 * (`reach`): anything beyond stock, texts and names drops every catalog cache; names or codes, what shows the products,
 * their categories' name orders and search's caches (`changedNames`); a description, only search's caches and the
 * product's page (`changedTexts`); stock or lead times, only the answers that show the product (`changedStock`),
 * and nothing is indexed: the search shows neither.
 */
async function committed<T>(
  db: Db,
  change: (tx: DbOrTx) => Promise<{ result: T; productIds: string[]; reach?: Reach }>,
) {
  const {
    result,
    productIds,
    reach = WHOLE,
  } = await db.transaction(async (tx) => {
    const done = await change(tx);
    const { catalog, texts, names } = done.reach ?? WHOLE;
    if (done.productIds.length > 0 && (catalog || texts || names)) {
      await indexProducts(tx, done.productIds, { reach: catalog ? 'catalog' : 'texts' });
    }
    return done;
  });
  if (reach.catalog) invalidateCaches('catalog');
  else {
    if (reach.names) await changedNames(db, productIds);
    if (reach.texts) changedTexts(productIds);
    if (reach.stock) changedStock(productIds);
  }
  return result;
}

/** A record's entries in key order: properties come in the order their rows were written. */
const byKeys = <T>(record: Record<string, T>) =>
  Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** The properties of one reach (an unknown key counts as a facet), in key order. */
const propertiesOf = (
  properties: ProductOut['properties'],
  reaches: ReadonlyMap<string, repo.PropertyReach>,
  reach: repo.PropertyReach,
) => byKeys(properties).filter(([key]) => (reaches.get(key) ?? 'facet') === reach);

/**
 * A product as the storefront counts, filters and lists it: but for its description and displayed properties, its
 * names and codes (product number, EANs) and its variants' stock and lead times; of its properties, the facets.
 */
const withoutStockTextsOrNames = (
  {
    updatedAt: _,
    description: _text,
    name: _name,
    productNumber: _number,
    variants,
    properties,
    ...product
  }: ProductOut,
  reaches: ReadonlyMap<string, repo.PropertyReach>,
) => ({
  ...product,
  properties: propertiesOf(properties, reaches, 'facet'),
  variants: variants.map(
    ({ stock: _stock, leadTimeDays: _lead, name: _variantName, gtin: _gtin, properties: own, ...variant }) => ({
      ...variant,
      properties: propertiesOf(own, reaches, 'facet'),
    }),
  ),
});

/** What its page and search document say of a product beyond names: its description and displayed properties. */
const textsOf = (product: ProductOut, reaches: ReadonlyMap<string, repo.PropertyReach>) => [
  product.description,
  propertiesOf(product.properties, reaches, 'displayed'),
  product.variants.map((variant) => [variant.sku, propertiesOf(variant.properties, reaches, 'displayed')]),
];

/** What a buyer knows a product by: its names and codes (the `names` reach). */
const namesAndCodes = (product: ProductOut) => [
  product.name,
  product.productNumber,
  product.variants.map((variant) => [variant.name, variant.gtin]),
];

/**
 * What an edit of a product changed, from the product before and after it as the back office reads it, and how each
 * of its properties reaches the storefront.
 */
function reachOf(before: ProductOut, after: ProductOut, reaches: ReadonlyMap<string, repo.PropertyReach>): Reach {
  if (!isShown(before.status) && !isShown(after.status)) return NONE;
  const same = (part: (product: ProductOut) => unknown) => JSON.stringify(part(before)) === JSON.stringify(part(after));
  return {
    catalog: !same((product) => withoutStockTextsOrNames(product, reaches)),
    texts: !same((product) => textsOf(product, reaches)),
    names: !same(namesAndCodes),
    stock: !same((product) => product.variants.map((variant) => [variant.sku, variant.stock, variant.leadTimeDays])),
  };
}

/** Creates a product with its variants and properties (a draft unless told otherwise). */
export async function createProduct(db: Db, options: { input: ProductInput; by: string; lang: Language }) {
  const { input, by, lang } = options;
  return committed(db, async (tx) => {
    await validate(tx, input, { lang });
    const id = await repo.insertProduct(tx, {
      ...productValues(input),
      slug: await freeSlug(tx, input.name.nb, input.productNumber),
    });
    await repo.replaceProductProperties(tx, id, input.properties ?? {});
    await repo.writeVariants(tx, id, variantRows(input), []);
    const after = await loadOut(tx, id);
    await auditChange(tx, { by, entity: 'product', id, verb: 'created', after: auditView(after) });
    return { result: after, productIds: [id], reach: reachIfShown(isShown(after.status)) };
  });
}

/**
 * Replaces a product's fields, properties and variants with these. Variants left out are removed, unless orders
 * name them (422 `variant_has_orders`: make them inactive instead). The slug stays, so links keep working.
 */
export async function updateProduct(
  db: Db,
  options: { productRef: string; input: ProductInput; by: string; lang: Language },
) {
  const { input, by, lang } = options;
  return committed(db, async (tx) => {
    const before = await loadOut(tx, options.productRef);
    await validate(tx, input, { exceptId: before.id, lang });
    const kept = new Set(input.variants.map((v) => v.sku));
    const removed = before.variants.map((v) => v.sku).filter((sku) => !kept.has(sku));
    const ordered = await repo.skusOnOrders(tx, removed);
    if (ordered.size > 0) {
      throw new AppError('variant_has_orders', {
        detail: localize(say.onOrders([...ordered].join(', ')), lang),
        extra: { skus: [...ordered] },
      });
    }
    await repo.updateProduct(tx, before.id, productValues(input));
    await repo.replaceProductProperties(tx, before.id, input.properties ?? {});
    await repo.writeVariants(tx, before.id, variantRows(input), removed);
    const after = await loadOut(tx, before.id);
    await auditChange(tx, {
      by,
      entity: 'product',
      id: before.id,
      verb: 'updated',
      before: auditView(before),
      after: auditView(after),
    });
    return {
      result: after,
      productIds: [before.id],
      reach: reachOf(before, after, await repo.propertyReaches(tx)),
    };
  });
}

/** A copy's SKU for an original's: the product number's prefix swapped, else the new number and the position. */
function copySku(sku: string, from: string, to: string, position: number) {
  return sku.startsWith(from) ? `${to}${sku.slice(from.length)}` : `${to}-${String(position + 1).padStart(2, '0')}`;
}

/**
 * Duplicates a product under a new product number: everything copied — texts, properties, variants with new SKUs,
 * pictures (the same files) — as a draft. GTINs are not copied: an EAN names one trade item, and two products with
 * one EAN would make the shop's code search open the wrong one.
 */
export async function copyProduct(
  db: Db,
  options: { productRef: string; productNumber: string; variantSkus?: string[]; by: string; lang: Language },
) {
  const { by, lang } = options;
  return committed(db, async (tx) => {
    const original = await loadOut(tx, options.productRef);
    if (options.variantSkus && options.variantSkus.length !== original.variants.length) {
      throw new AppError('validation_failed', {
        errors: [{ path: 'body.variantSkus', message: localize(say.variantsToCopy(original.variants.length), lang) }],
      });
    }
    const skus = new Map(
      original.variants.map((v, i) => [
        v.sku,
        options.variantSkus?.[i] ?? copySku(v.sku, original.productNumber, options.productNumber, i),
      ]),
    );
    const input: ProductInput = {
      ...original,
      productNumber: options.productNumber,
      status: 'draft',
      variants: original.variants.map((v) => ({ ...v, sku: skus.get(v.sku)!, gtin: undefined })),
    };
    await validate(tx, input, { lang });
    const id = await repo.insertProduct(tx, {
      ...productValues(input),
      slug: await freeSlug(tx, input.name.nb, input.productNumber),
    });
    await repo.replaceProductProperties(tx, id, input.properties ?? {});
    await repo.writeVariants(tx, id, variantRows(input), []);
    const images = await copyImages(tx, { fromProductId: original.id, toProductId: id, skus });
    const after = await loadOut(tx, id);
    await auditChange(tx, {
      by,
      entity: 'product',
      id,
      verb: 'copied',
      after: auditView(after),
      details: { fromProductId: original.id, fromProductNumber: original.productNumber, images },
    });
    // A draft is in no storefront answer: nothing to index or drop.
    return { result: after, productIds: [], reach: NONE };
  });
}

/**
 * Activates, discontinues or moves many products at once, in one transaction: each product that changes gets its
 * own audit row; products already so are left alone. Unknown ids → 404 naming none changed.
 */
export async function bulkChange(
  db: Db,
  options: {
    productIds: string[];
    action: 'activate' | 'discontinue' | 'move';
    categoryId?: string;
    by: string;
    lang: Language;
  },
) {
  const ids = [...new Set(options.productIds)];
  return committed(db, async (tx) => {
    const found = await repo.productsByIds(tx, ids);
    if (found.length !== ids.length) throw notFound('Some of the products do not exist.');
    let changed: string[];
    if (options.action === 'move') {
      const categoryId = options.categoryId;
      if (!categoryId || !(await repo.categoryExists(tx, categoryId))) {
        throw new AppError('validation_failed', {
          errors: [
            {
              path: 'body.categoryId',
              message: localize(categoryId ? say.unknownCategory : say.required, options.lang),
            },
          ],
        });
      }
      changed = await repo.moveToCategory(tx, ids, categoryId);
      for (const row of found.filter((r) => changed.includes(r.id))) {
        await auditChange(tx, {
          by: options.by,
          entity: 'product',
          id: row.id,
          verb: 'moved',
          before: { categoryId: row.categoryId },
          after: { categoryId },
        });
      }
    } else {
      const status: ProductStatus = options.action === 'activate' ? 'active' : 'discontinued';
      changed = await repo.setStatus(tx, ids, status);
      for (const row of found.filter((r) => changed.includes(r.id))) {
        await auditChange(tx, {
          by: options.by,
          entity: 'product',
          id: row.id,
          verb: 'updated',
          before: { status: row.status },
          after: { status },
        });
      }
    }
    // Drafts discontinued or moved were in no storefront answer, and are still not.
    const shown = found.some(
      (row) => changed.includes(row.id) && (isShown(row.status) || options.action === 'activate'),
    );
    return { result: { changed: changed.length }, productIds: changed, reach: reachIfShown(shown) };
  });
}

/** SKUs a stock call's audit row names at most (it counts them all). */
const AUDITED_SKUS = 50;

/**
 * Stock levels as an ERP or a warehouse system sends them (docs/backoffice.md, "Stock levels from the ERP"): each SKU's units in
 * stock and, where sent, its lead time, set in one transaction. SKUs the shop does not have are answered, not refused
 * (a warehouse holds more than the shop sells), and a level already so changes nothing. Reaches only what shows the
 * products whose variants changed (`changedStock`); one audit row per call, with the SKUs changed.
 */
export async function setStockLevels(db: Db, options: { levels: StockLevelsBody['levels']; by: string }) {
  const { levels, by } = options;
  const { known, changed } = await db.transaction(async (tx) => {
    const written = await repo.writeStockLevels(tx, levels);
    if (written.changed.length > 0) {
      await auditChange(tx, {
        by,
        entity: 'stock_levels',
        id: randomUUID(),
        verb: 'updated',
        details: {
          changed: written.changed.length,
          skus: written.changed.slice(0, AUDITED_SKUS).map((row) => row.sku),
        },
      });
    }
    return written;
  });
  changedStock(changed.map((row) => row.productId));
  return {
    changed: changed.length,
    unchanged: known.size - changed.length,
    unknownSkus: levels.map((level) => level.sku).filter((sku) => !known.has(sku)),
  };
}
