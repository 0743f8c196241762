import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import type { Localized } from '../../db/schema/common';
import type { Language } from '../../lib/i18n';
import { isUuid } from '../../plugins/access';
import { param, preparedQuery, runQuery } from '../price/prepared';
import { type CandidateLists, fromPriceSortSql } from '../price/repository';

/** Finds an active product by id, slug or product number (binds `$id` and `$ref`). */
const productByRef = sql`p.is_active and (p.id = ${param('id')}::uuid or p.slug = ${param('ref')} or p.product_number = ${param('ref')})`;
const refParams = (ref: string) => ({ id: isUuid(ref) ? ref : null, ref });

export type PropertyRow = { key: string; label: Localized; value: Localized; isDisplayed: boolean };

/** A JSON array of properties in definition order; `owner` filters the property table alias `x`. */
const propertiesJson = (table: SQL, owner: SQL) => sql`coalesce((
  select json_agg(json_build_object('key', d.key, 'label', d.label, 'value', x.value, 'isDisplayed', d.is_displayed)
    order by d.position, d.key)
  from ${table} x join property_definitions d on d.key = x.key
  where ${owner}), '[]'::json)`;

const productPropertiesQuery = preparedQuery<
  { productId: string; properties: PropertyRow[] },
  { id: string | null; ref: string }
>(
  'catalog_product_properties',
  sql`select p.id as "productId", ${propertiesJson(sql`product_properties`, sql`x.product_id = p.id`)} as properties
      from products p where ${productByRef} limit 1`,
);

/** An active product's properties (all, in definition order); null when there is no such product. */
export async function findProductProperties(db: Db, ref: string) {
  const [row] = await productPropertiesQuery(db, refParams(ref));
  return row ?? null;
}

export type VariantPropertiesRow = { sku: string; name: Localized; properties: PropertyRow[] };

const variantsPropertiesQuery = preparedQuery<
  { productId: string; variants: VariantPropertiesRow[] },
  { id: string | null; ref: string }
>(
  'catalog_variants_properties',
  sql`select p.id as "productId", coalesce((
        select json_agg(json_build_object('sku', v.sku, 'name', v.name,
          'properties', ${propertiesJson(sql`variant_properties`, sql`x.sku = v.sku`)}) order by v.position, v.sku)
        from variants v where v.product_id = p.id and v.is_active), '[]'::json) as variants
      from products p where ${productByRef} limit 1`,
);

/** An active product's active variants with all their properties; null when there is no such product. */
export async function findVariantsProperties(db: Db, ref: string) {
  const [row] = await variantsPropertiesQuery(db, refParams(ref));
  return row ?? null;
}

/** Property keys that exist (a closed list kept in property_definitions). */
export async function listPropertyKeys(db: Db): Promise<string[]> {
  const rows = await runQuery<{ key: string }>(db, sql`select key from property_definitions`);
  return rows.map((row) => row.key);
}

export type VariantSummaryRow = {
  sku: string;
  gtin: string | null;
  productId: string;
  productNumber: string;
  name: Localized;
  productName: Localized;
  packSize: number;
  unit: string;
  stock: number;
  leadTimeDays: number;
  isPrescriptionOnly: boolean;
  department: string;
};

const variantsBySkuQuery = preparedQuery<VariantSummaryRow, { skus: string[] }>(
  'catalog_variants_by_sku',
  sql`select v.sku, v.gtin, v.product_id as "productId", p.product_number as "productNumber", v.name,
        p.name as "productName", v.pack_size as "packSize", p.unit, v.stock, v.lead_time_days as "leadTimeDays",
        p.is_prescription_only as "isPrescriptionOnly", p.department
      from variants v join products p on p.id = v.product_id
      where v.sku = any(${param('skus')}::text[]) and v.is_active and p.is_active`,
);

/** Active variants of active products by SKU (the ones that exist). */
export async function findVariantsBySku(db: Db, skus: string[]) {
  return variantsBySkuQuery(db, { skus });
}

// ---------- taxonomy ----------

export type CategoryRow = {
  id: string;
  parentId: string | null;
  slug: string;
  name: Localized;
  position: number;
  productCount: number;
};
export type BrandRow = { id: string; slug: string; name: string; productCount: number };
export type DefinitionRow = { key: string; label: Localized; isDisplayed: boolean; isFacet: boolean; position: number };
export type ValueLabelRow = { key: string; value: string; label: Localized };

/** Categories with their own active product count (not including subcategories). */
export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return runQuery<CategoryRow>(
    db,
    sql`
    select c.id, c.parent_id as "parentId", c.slug, c.name, c.position, coalesce(n.count, 0)::int as "productCount"
    from categories c
    left join (select category_id, count(*) as count from products where is_active group by category_id) n
      on n.category_id = c.id
    order by c.position, c.slug`,
  );
}

export async function listBrands(db: Db): Promise<BrandRow[]> {
  return runQuery<BrandRow>(
    db,
    sql`
    select b.id, b.slug, b.name, coalesce(n.count, 0)::int as "productCount"
    from brands b
    left join (select brand_id, count(*) as count from products where is_active group by brand_id) n
      on n.brand_id = b.id
    order by b.name, b.slug`,
  );
}

export async function listPropertyDefinitions(db: Db): Promise<DefinitionRow[]> {
  return runQuery<DefinitionRow>(
    db,
    sql`
    select key, label, is_displayed as "isDisplayed", is_facet as "isFacet", position
    from property_definitions order by position, key`,
  );
}

/** Labels of facet value tokens (written by indexProducts). */
export async function listValueLabels(db: Db): Promise<ValueLabelRow[]> {
  return runQuery<ValueLabelRow>(db, sql`select key, value, label from property_values`);
}

// ---------- product listing ----------

/** The listing's filters, resolved to ids and facet tokens. */
export type ListingFilter = {
  categoryIds: string[] | null;
  brandIds: string[] | null;
  /** Per property key, the tokens `key=value` of which a product needs one. */
  properties: [key: string, tokens: string[]][];
  /** A to_tsquery('simple') expression, when free text was given. */
  tsquery: string | null;
};

type Dimension = 'category' | 'brand' | `prop:${string}`;

function listingFrom(filter: ListingFilter) {
  return filter.tsquery
    ? sql`products p join search_documents sd on sd.product_id = p.id and sd.kind = 'product'`
    : sql`products p`;
}

/** The WHERE clause of a listing; `except` leaves one dimension out (for that facet's counts). */
function listingWhere(filter: ListingFilter, except?: Dimension): SQL {
  const parts: SQL[] = [sql`p.is_active`];
  if (filter.categoryIds && except !== 'category')
    parts.push(sql`p.category_id = any(${sql.param(filter.categoryIds)}::uuid[])`);
  if (filter.brandIds && except !== 'brand') parts.push(sql`p.brand_id = any(${sql.param(filter.brandIds)}::uuid[])`);
  for (const [key, tokens] of filter.properties) {
    if (except !== `prop:${key}`) parts.push(sql`p.facet_values && ${sql.param(tokens)}::text[]`);
  }
  if (filter.tsquery) parts.push(sql`sd.document @@ to_tsquery('simple', ${filter.tsquery})`);
  return sql.join(parts, sql` and `);
}

export type ListingSort = 'relevance' | 'name' | 'price_asc' | 'price_desc' | 'newest';

/** One page of product ids in a stable order (every order ends with the id). */
export async function listProductIds(
  db: Db,
  options: {
    filter: ListingFilter;
    sort: ListingSort;
    lang: Language;
    limit: number;
    offset: number;
    prices: CandidateLists;
  },
): Promise<string[]> {
  const { filter, sort, lang } = options;
  const nameSql = lang === 'en' ? sql`p.name->>'en'` : sql`p.name->>'nb'`;
  const isPriceSort = sort === 'price_asc' || sort === 'price_desc';
  let order: SQL;
  if (sort === 'relevance' && filter.tsquery) {
    order = sql`ts_rank(sd.document, to_tsquery('simple', ${filter.tsquery})) desc, p.id`;
  } else if (sort === 'newest') {
    order = sql`p.created_at desc, p.id desc`;
  } else if (isPriceSort) {
    order = sql`fp.from_price ${sort === 'price_asc' ? sql`asc` : sql`desc`} nulls last, p.id`;
  } else {
    order = sql`${nameSql}, p.id`;
  }
  const rows = await runQuery<{ id: string }>(
    db,
    sql`
    select p.id from ${listingFrom(filter)}
    ${isPriceSort ? sql`left join ${fromPriceSortSql(options.prices)} fp on fp.product_id = p.id` : sql``}
    where ${listingWhere(filter)}
    order by ${order}
    limit ${options.limit} offset ${options.offset}`,
  );
  return rows.map((row) => row.id);
}

export type FacetCountRow = { dim: 'total' | 'category' | 'brand' | 'prop'; val: string | null; n: number };

/**
 * The total and every facet's counts in one round trip: each facet counts under all
 * filters except its own, so choosing a value never hides its alternatives.
 */
export async function countFacets(db: Db, filter: ListingFilter): Promise<FacetCountRow[]> {
  const from = listingFrom(filter);
  const filteredKeys = filter.properties.map(([key]) => key);
  const parts: SQL[] = [
    sql`select 'total' as dim, null::text as val, count(*)::int as n from ${from} where ${listingWhere(filter)}`,
    sql`select 'category', p.category_id::text, count(*)::int from ${from}
        where ${listingWhere(filter, 'category')} group by p.category_id`,
    sql`select 'brand', p.brand_id::text, count(*)::int from ${from}
        where ${listingWhere(filter, 'brand')} and p.brand_id is not null group by p.brand_id`,
    sql`select 'prop', v, count(*)::int from ${from} cross join lateral unnest(p.facet_values) v
        where ${listingWhere(filter)}
        ${filteredKeys.length > 0 ? sql`and split_part(v, '=', 1) <> all(${sql.param(filteredKeys)}::text[])` : sql``}
        group by v`,
    ...filteredKeys.map(
      (key) => sql`select 'prop', v, count(*)::int from ${from} cross join lateral unnest(p.facet_values) v
        where ${listingWhere(filter, `prop:${key}`)} and split_part(v, '=', 1) = ${key} group by v`,
    ),
  ];
  return runQuery<FacetCountRow>(db, sql.join(parts, sql` union all `));
}

export type CardRow = {
  id: string;
  productNumber: string;
  slug: string;
  name: Localized;
  brandId: string | null;
  categoryId: string;
  unit: string;
  packSize: number;
  variantCount: number;
  isInStock: boolean;
};

const cardsQuery = preparedQuery<CardRow, { ids: string[] }>(
  'catalog_product_cards',
  sql`select p.id, p.product_number as "productNumber", p.slug, p.name, p.brand_id as "brandId",
        p.category_id as "categoryId", p.unit, p.pack_size as "packSize",
        (select count(*) from variants v where v.product_id = p.id and v.is_active)::int as "variantCount",
        exists (select 1 from variants v where v.product_id = p.id and v.is_active and v.stock > 0) as "isInStock"
      from products p where p.id = any(${param('ids')}::uuid[]) and p.is_active`,
);

/** What a product card shows, for the given ids (any order; inactive ones left out). */
export async function findProductCards(db: Db, ids: string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return cardsQuery(db, { ids });
}

// ---------- product detail ----------

export type DetailRow = {
  id: string;
  productNumber: string;
  slug: string;
  name: Localized;
  description: Localized;
  brandId: string | null;
  categoryId: string;
  unit: string;
  packSize: number;
  isPrescriptionOnly: boolean;
  department: string;
  properties: PropertyRow[];
  variants: {
    sku: string;
    gtin: string | null;
    name: Localized;
    packSize: number;
    stock: number;
    leadTimeDays: number;
    properties: PropertyRow[];
  }[];
};

const detailQuery = preparedQuery<DetailRow, { id: string | null; ref: string }>(
  'catalog_product_detail',
  sql`select p.id, p.product_number as "productNumber", p.slug, p.name, p.description, p.brand_id as "brandId",
        p.category_id as "categoryId", p.unit, p.pack_size as "packSize",
        p.is_prescription_only as "isPrescriptionOnly", p.department,
        ${propertiesJson(sql`product_properties`, sql`x.product_id = p.id and d.is_displayed`)} as properties,
        coalesce((select json_agg(json_build_object('sku', v.sku, 'gtin', v.gtin, 'name', v.name,
            'packSize', v.pack_size, 'stock', v.stock, 'leadTimeDays', v.lead_time_days,
            'properties', ${propertiesJson(sql`variant_properties`, sql`x.sku = v.sku and d.is_displayed`)})
            order by v.position, v.sku)
          from variants v where v.product_id = p.id and v.is_active), '[]'::json) as variants
      from products p where ${productByRef} limit 1`,
);

/** An active product with its displayed properties and active variants; null when unknown. */
export async function findProductDetail(db: Db, ref: string): Promise<DetailRow | null> {
  const [row] = await detailQuery(db, refParams(ref));
  return row ?? null;
}

// ---------- search ----------

export type SearchRow = { productId: string; matchedSku: string | null; matchType: 'code' | 'text'; score: number };

const searchQuery = preparedQuery<SearchRow, { codes: string[]; tsquery: string | null; limit: number }>(
  'catalog_search',
  sql`select * from (
        select v.product_id as "productId", v.sku as "matchedSku", 'code' as "matchType", 2::float8 as score
        from variants v join products p on p.id = v.product_id and p.is_active
        where v.is_active and (v.sku = any(${param('codes')}::text[]) or v.gtin = any(${param('codes')}::text[]))
        union all
        select p.id, null, 'code', 2::float8 from products p
        where p.is_active and p.product_number = any(${param('codes')}::text[])
      ) exact
      union all
      select * from (
        select sd.product_id, null, 'text', ts_rank(sd.document, q.query)::float8
        from search_documents sd, to_tsquery('simple', ${param('tsquery')}::text) q(query)
        where sd.document @@ q.query and sd.kind = 'product' and sd.product_id is not null
        order by 4 desc, 1
        limit ${param('limit')}::int
      ) text_matches`,
);

/** Exact code matches (SKU, GTIN, product number) and full-text matches by rank; one query. */
export async function searchProducts(db: Db, options: { codes: string[]; tsquery: string | null; limit: number }) {
  return searchQuery(db, options);
}

/**
 * Trigram matches on titles and codes, for typos (asked only when exact and full-text
 * matching find nothing). The word-similarity threshold is lowered for this statement only
 * (SET LOCAL semantics), so a misspelt word still reaches the index.
 */
export async function searchProductsFuzzy(db: Db, options: { text: string; limit: number; threshold: number }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(options.threshold)}, true)`);
    return runQuery<{ productId: string }>(
      tx,
      sql`select sd.product_id as "productId"
          from search_documents sd
          where sd.kind = 'product' and sd.product_id is not null
            and (${options.text}::text <% sd.title or ${options.text}::text <% sd.codes)
          order by greatest(word_similarity(${options.text}::text, sd.title),
            word_similarity(${options.text}::text, sd.codes)) desc, sd.product_id
          limit ${options.limit}`,
    );
  });
}
