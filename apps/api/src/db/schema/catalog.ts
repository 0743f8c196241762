import { type SQL, sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, type Localized, tsvector, updatedAt } from './common';
import type { VatClass } from './market';

/**
 * Folds text as buyers type it (docs/decisions/016-search.md): lower case, æ → ae, ø/ö → o, å/ä → a, other accents
 * off, then aa → a, so "såpe", "saape" and "sape" meet. Built-ins only, so it is immutable and may feed generated
 * columns (unaccent() is only stable); the search folds query words the same way (catalog/text-query.ts foldWord).
 */
export const foldText = (text: SQL) =>
  sql`replace(replace(translate(lower(${text}), 'øöåäéèêëáàâóòôúùûüíìîïçñ', 'ooaaeeeeaaaooouuuuiiiicn'), 'æ', 'ae'), 'aa', 'a')`;
/** A code (SKU, product number) as letters and digits only, upper case: "en 100150 01" is EN-100150-01. */
export const codeKey = (code: SQL) => sql`upper(regexp_replace(${code}, '[^0-9A-Za-z]', '', 'g'))`;
/** Only the digits of a code: a product number typed without its prefix ("100379" for EN-100379). */
export const codeDigits = (code: SQL) => sql`regexp_replace(${code}, '[^0-9]', '', 'g')`;

export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: uuid('parent_id'),
    /** The Norwegian slug: the category's URL for nb, and for en when `slugEn` is null. */
    slug: text('slug').notNull().unique(),
    /** The English slug, when it differs (docs/backoffice.md, "Categories"). */
    slugEn: text('slug_en').unique(),
    name: jsonb('name').$type<Localized>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

/**
 * Where a product is in its life (docs/catalog.md): `draft` (being prepared, never shown), `active` (in the shop) or
 * `discontinued` (no longer sold). `is_active` stays the one switch every storefront read and price checks; a check
 * constraint keeps it equal to `status = 'active'`, so both can never disagree.
 */
export const productStatuses = ['draft', 'active', 'discontinued'] as const;
export type ProductStatus = (typeof productStatuses)[number];

/**
 * Slugs a category had before it was renamed: the storefront redirects them (permanently) to the category's current
 * slug, so old links and bookmarks keep working. A slug is in at most one place: a category's current slug or here.
 */
export const categoryRedirects = pgTable(
  'category_redirects',
  {
    slug: text('slug').primaryKey(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('category_redirects_category_idx').on(t.categoryId)],
);

export const brands = pgTable('brands', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    productNumber: text('product_number').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: uuid('brand_id').references(() => brands.id),
    /** UN/ECE unit of measure (PCE, BX, KGM, LTR …). */
    unit: text('unit').notNull().default('PCE'),
    packSize: integer('pack_size').notNull().default(1),
    vatClass: text('vat_class').$type<VatClass>().notNull().default('standard'),
    department: text('department').notNull(),
    isPrescriptionOnly: boolean('is_prescription_only').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    status: text('status').$type<ProductStatus>().notNull().default('active'),
    /** The names as plain columns, so the name orders are index-only scans (expression indexes cannot be). */
    sortNameNb: text('sort_name_nb').notNull().generatedAlwaysAs(sql`coalesce(name->>'nb', '')`),
    sortNameEn: text('sort_name_en').notNull().generatedAlwaysAs(sql`coalesce(name->>'en', '')`),
    /**
     * Facet tokens `key=value` (value in nb) of the product's and its variants' facet properties.
     * Derived: written by `indexProducts`, read by listing filters and facet counts.
     */
    facetValues: text('facet_values').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'products_status_check',
      sql`${t.status} in ('draft', 'active', 'discontinued') and (${t.status} = 'active') = ${t.isActive}`,
    ),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_facet_values_idx').using('gin', t.facetValues),
    // Covers facet counting (category, brand, facet tokens; id for free-text matches) with index-only scans.
    index('products_facets_idx').on(t.categoryId, t.brandId, t.facetValues, t.id).where(sql`${t.isActive}`),
    // Listing sort orders (name per language, newest), each with the id as unique tiebreaker.
    index('products_name_nb_idx').on(t.sortNameNb, t.id).where(sql`${t.isActive}`),
    index('products_name_en_idx').on(t.sortNameEn, t.id).where(sql`${t.isActive}`),
    // A category page in name order: one ordered range per category, never the whole catalog.
    index('products_category_name_nb_idx').on(t.categoryId, t.sortNameNb, t.id).where(sql`${t.isActive}`),
    index('products_category_name_en_idx').on(t.categoryId, t.sortNameEn, t.id).where(sql`${t.isActive}`),
    index('products_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    // Product numbers typed with or without prefix and separators, whole or as a start (search).
    index('products_number_key_idx')
      .on(sql`${codeKey(sql`${t.productNumber}`)} text_pattern_ops`)
      .where(sql`${t.isActive}`),
    index('products_number_digits_idx')
      .on(sql`${codeDigits(sql`${t.productNumber}`)} text_pattern_ops`)
      .where(sql`${t.isActive}`),
    // The back office's product list (every status): most recently changed first, and its search by part of a name
    // or the start of a product number, which `ilike` finds through trigrams at a million products.
    index('products_changed_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_name_nb_trgm_idx').using('gin', sql`(${t.name} ->> 'nb') gin_trgm_ops`),
    index('products_name_en_trgm_idx').using('gin', sql`(${t.name} ->> 'en') gin_trgm_ops`),
    index('products_number_trgm_idx').using('gin', sql`${t.productNumber} gin_trgm_ops`),
  ],
);

export const variants = pgTable(
  'variants',
  {
    sku: text('sku').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    gtin: text('gtin'),
    name: jsonb('name').$type<Localized>().notNull(),
    packSize: integer('pack_size').notNull().default(1),
    stock: integer('stock').notNull().default(0),
    leadTimeDays: integer('lead_time_days').notNull().default(1),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('variants_product_idx').on(t.productId),
    index('variants_gtin_idx').on(t.gtin),
    // SKU prefix search ("NH-100…") whatever the database collation.
    index('variants_sku_prefix_idx').on(sql`${t.sku} text_pattern_ops`),
    // SKUs typed without separators or without the product number's prefix, whole or as a start (search).
    index('variants_sku_key_idx')
      .on(sql`${codeKey(sql`${t.sku}`)} text_pattern_ops`)
      .where(sql`${t.isActive}`),
    index('variants_sku_digits_idx')
      .on(sql`${codeDigits(sql`${t.sku}`)} text_pattern_ops`)
      .where(sql`${t.isActive}`),
    // The back office's search by the start of a SKU, in any case (`ilike`), inactive variants too; OCI's background
    // search by part of a SKU or of a variant's name.
    index('variants_sku_trgm_idx').using('gin', sql`${t.sku} gin_trgm_ops`),
    index('variants_name_nb_trgm_idx').using('gin', sql`(${t.name} ->> 'nb') gin_trgm_ops`),
    index('variants_name_en_trgm_idx').using('gin', sql`(${t.name} ->> 'en') gin_trgm_ops`),
  ],
);

/** Definition of a property key: label, whether it is displayed and whether it is a facet. */
export const propertyDefinitions = pgTable('property_definitions', {
  key: text('key').primaryKey(),
  label: jsonb('label').$type<Localized>().notNull(),
  isDisplayed: boolean('is_displayed').notNull().default(true),
  isFacet: boolean('is_facet').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const productProperties = pgTable(
  'product_properties',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key')
      .notNull()
      .references(() => propertyDefinitions.key),
    value: jsonb('value').$type<Localized>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.key] }), index('product_properties_key_idx').on(t.key)],
);

export const variantProperties = pgTable(
  'variant_properties',
  {
    sku: text('sku')
      .notNull()
      .references(() => variants.sku, { onDelete: 'cascade' }),
    key: text('key')
      .notNull()
      .references(() => propertyDefinitions.key),
    value: jsonb('value').$type<Localized>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sku, t.key] })],
);

/**
 * The localized label of each facet value token (`products.facet_values` holds `key=<nb value>`).
 * Derived: written by `indexProducts`.
 */
export const propertyValues = pgTable(
  'property_values',
  {
    key: text('key')
      .notNull()
      .references(() => propertyDefinitions.key, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    label: jsonb('label').$type<Localized>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.value] })],
);

/** One search table for products and content (fed by the catalog and the content webhooks). */
export const searchDocuments = pgTable(
  'search_documents',
  {
    /** `product:<id>` or `content:<id>`. */
    id: text('id').primaryKey(),
    kind: text('kind').$type<'product' | 'content'>().notNull(),
    refId: text('ref_id').notNull(),
    /** Set for product documents, so searches join products by primary key. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Space-separated product number, SKUs and GTINs, so full text finds codes and their parts. */
    codes: text('codes').notNull().default(''),
    document: tsvector('document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', ${foldText(sql`coalesce(title, '')`)}), 'A') || setweight(to_tsvector('simple', coalesce(codes, '')), 'A') || setweight(to_tsvector('simple', ${foldText(sql`coalesce(body, '')`)}), 'C')`,
      ),
    /** Name and codes only: "all words in the name" is the first search pass, and the big document cannot tell it cheaply. */
    titleDocument: tsvector('title_document')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple', ${foldText(sql`coalesce(title, '')`)} || ' ' || coalesce(codes, ''))`,
      ),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('search_documents_document_idx').using('gin', t.document),
    index('search_documents_title_document_idx').using('gin', t.titleDocument),
    index('search_documents_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('search_documents_ref_idx').on(t.kind, t.refId),
    index('search_documents_product_idx').on(t.productId),
  ],
);

/**
 * Synonyms the shop edits (docs/catalog.md): each row is a group of words or phrases a buyer may type for the same
 * thing ("munnbind", "støvmaske"), in any market language; a search for one also finds the others.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: id(),
  terms: text('terms').array().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Distinct words of product titles, for typo tolerance: a misspelt search word is matched
 * by trigram similarity against these (small) words, then searched as the words it resembles.
 * Derived: written by `indexProducts`.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
