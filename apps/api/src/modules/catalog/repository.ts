import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { param, preparedQuery, runQuery } from '../../db/prepared';
import { codeDigits, codeKey, products, searchSynonyms } from '../../db/schema/catalog';
import type { Localized } from '../../db/schema/common';
import { isUuid } from '../../lib/access';
import type { Language } from '../../lib/i18n';
import { type Assortment, inAssortment } from '../assortment';
import { type CoverRow, coversJson, type GalleryRow, galleryJson } from '../media';
import {
  type BasePrices,
  basePricesJson,
  type PriceContext,
  type ProductVariantPrices,
  variantPricesJson,
} from '../price';

type CandidateLists = Pick<PriceContext, 'market' | 'currency' | 'contractListId'>;

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
  { planOnce: true },
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
  { planOnce: true },
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
  { planOnce: true },
);

/** Active variants of active products by SKU (the ones that exist). */
export async function findVariantsBySku(db: Db, skus: string[]) {
  return variantsBySkuQuery(db, { skus });
}

/** The slugs of the products `ids` (unknown ones left out), of every status. */
export async function findSlugs(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ slug: products.slug }).from(products).where(inArray(products.id, ids));
  return rows.map((row) => row.slug);
}

/** The categories of the products `ids` (unknown ones left out), of every status. */
export async function findCategoriesOf(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ categoryId: products.categoryId })
    .from(products)
    .where(inArray(products.id, ids));
  return rows.map((row) => row.categoryId);
}

// ---------- taxonomy ----------

export type CategoryRow = {
  id: string;
  parentId: string | null;
  slug: string;
  /** The English slug when it differs from `slug` (the Norwegian one). */
  slugEn: string | null;
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
    select c.id, c.parent_id as "parentId", c.slug, c.slug_en as "slugEn", c.name, c.position, coalesce(n.count, 0)::int as "productCount"
    from categories c
    left join (select category_id, count(*) as count from products where is_active group by category_id) n
      on n.category_id = c.id
    order by c.position, c.slug`,
  );
}

/** The category an old slug (from before a rename) now leads to, or null (docs/backoffice.md, "Categories"). */
export async function findCategoryRedirect(db: Db, slug: string): Promise<string | null> {
  const [row] = await runQuery<{ categoryId: string }>(
    db,
    sql`select category_id as "categoryId" from category_redirects where slug = ${slug}`,
  );
  return row?.categoryId ?? null;
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

export type VisibleCountRow = { categoryId: string | null; brandId: string | null; n: number };

/** Active products of an assortment per category and per brand (its category tree, brand list and suggestions). */
export async function countAssortment(db: Db, assortment: Assortment): Promise<VisibleCountRow[]> {
  return runQuery<VisibleCountRow>(
    db,
    sql`select p.category_id as "categoryId", p.brand_id as "brandId", count(*)::int as n
        from products p where p.is_active and ${inAssortment(assortment)}
        group by grouping sets ((p.category_id), (p.brand_id))`,
  );
}

// ---------- product listing ----------

/** Free-text listings reach this many best matches (a broad word may match most of the catalog). */
export const MAX_TEXT_MATCHES = 10_000;

const textMatchesQuery = preparedQuery<{ id: string }, { tsquery: string }>(
  'catalog_text_matches',
  sql`select sd.product_id as id
      from search_documents sd
      where sd.document @@ to_tsquery('simple', ${param('tsquery')}::text) and sd.kind = 'product'
        and sd.product_id is not null
      order by ts_rank(sd.document, to_tsquery('simple', ${param('tsquery')}::text)) desc, sd.product_id
      limit ${MAX_TEXT_MATCHES}`,
);

/** Products matching free text, best first: evaluated once, then joined by id by the page and every facet. */
export async function findTextMatches(db: Db, tsquery: string): Promise<string[]> {
  const rows = await textMatchesQuery(db, { tsquery });
  return rows.map((row) => row.id);
}

/** The listing's filters, resolved to ids and facet tokens. */
export type ListingFilter = {
  categoryIds: string[] | null;
  brandIds: string[] | null;
  /** Per property key, the tokens `key=value` of which a product needs one. */
  properties: [key: string, tokens: string[]][];
  /** What identifies `textMatches` in cache keys (the free text as searched), when free text was given. */
  textKey: string | null;
  /** The products matching the free text, best first. */
  textMatches: string[] | null;
  /** The caller's company's assortment (docs/catalog.md, "Assortments"); null: the whole catalog. */
  assortment: Assortment | null;
};

/** The WHERE clause of a listing. */
function listingWhere(filter: ListingFilter): SQL {
  const parts: SQL[] = [sql`p.is_active`];
  if (filter.textMatches) parts.push(sql`p.id = any(${sql.param(filter.textMatches)}::uuid[])`);
  if (filter.categoryIds) parts.push(sql`p.category_id = any(${sql.param(filter.categoryIds)}::uuid[])`);
  if (filter.brandIds) parts.push(sql`p.brand_id = any(${sql.param(filter.brandIds)}::uuid[])`);
  for (const [, tokens] of filter.properties) parts.push(sql`p.facet_values && ${sql.param(tokens)}::text[]`);
  if (filter.assortment) parts.push(inAssortment(filter.assortment));
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
    /** The candidate price lists, for the price sorts. */
    priceListIds: string[];
  },
): Promise<string[]> {
  const { filter, sort, lang } = options;
  const nameSql = lang === 'en' ? sql`p.sort_name_en` : sql`p.sort_name_nb`;
  const isPriceSort = sort === 'price_asc' || sort === 'price_desc';
  if (sort === 'relevance' && filter.textMatches) {
    // Matches come ranked; keep those that pass the other filters, in rank order.
    const rank = new Map(filter.textMatches.map((id, index) => [id, index]));
    const [passing] = await runQuery<{ ids: string[] }>(
      db,
      sql`select coalesce(json_agg(p.id), '[]'::json) as ids from products p where ${listingWhere(filter)}`,
    );
    return (passing?.ids ?? [])
      .sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0))
      .slice(options.offset, options.offset + options.limit);
  }
  let order: SQL;
  if (sort === 'newest') {
    order = sql`p.created_at desc, p.id desc`;
  } else if (isPriceSort) {
    order = sql`fp.from_price ${sort === 'price_asc' ? sql`asc` : sql`desc`} nulls last, p.id`;
  } else {
    // With filters, sort the (fewer) matches instead of walking the name index past non-matches:
    // names correlate with categories, and the walk can pass most of the catalog ("|| ''" hides the index).
    const isFiltered = Boolean(filter.categoryIds || filter.brandIds || filter.properties.length > 0);
    order = isFiltered ? sql`${nameSql} || '', p.id` : sql`${nameSql}, p.id`;
  }
  // The price sort orders by the lowest quantity-1 price among the caller's agreements.
  const fromPrice = sql`left join lateral (
      select min(pr.unit_price) as from_price
      from variants v join prices pr on pr.sku = v.sku and pr.min_quantity = 1
        and pr.price_list_id = any(${sql.param(options.priceListIds)}::uuid[])
      where v.product_id = p.id and v.is_active) fp on true`;
  // One row with every id in order: thousands of ids decode faster as one JSON array than as rows.
  const [page] = await runQuery<{ ids: string[] }>(
    db,
    sql`
    select coalesce(json_agg(page.id), '[]'::json) as ids from (
      select p.id from products p
      ${isPriceSort ? fromPrice : sql``}
      where ${listingWhere(filter)}
      order by ${order}
      limit ${options.limit} offset ${options.offset}) page`,
  );
  return page?.ids ?? [];
}

export type FacetCountRow = { dim: 'total' | 'category' | 'brand' | 'prop'; val: string | null; n: number };

/**
 * One part of the facet counts: the total, products per category, per brand, per value of
 * the property keys not filtered on (`props`, minus `exceptKeys`) or of one key (`prop`).
 * The caller passes the filter that part counts under (without the part's own dimension).
 */
export type FacetPart =
  | { kind: 'total' | 'category' | 'brand' }
  | { kind: 'props'; exceptKeys: string[] }
  | { kind: 'prop'; key: string };

/** Counts one facet part with grouped counts (the covering index makes most of them index-only scans). */
export async function countFacetPart(db: Db, filter: ListingFilter, part: FacetPart): Promise<FacetCountRow[]> {
  const from = sql`products p`;
  const where = listingWhere(filter);
  switch (part.kind) {
    case 'total':
      return runQuery(
        db,
        sql`select 'total' as dim, null::text as val, count(*)::int as n from ${from} where ${where}`,
      );
    case 'category':
      return runQuery(
        db,
        sql`select 'category' as dim, p.category_id::text as val, count(*)::int as n from ${from}
            where ${where} group by p.category_id`,
      );
    case 'brand':
      return runQuery(
        db,
        sql`select 'brand' as dim, p.brand_id::text as val, count(*)::int as n from ${from}
            where ${where} and p.brand_id is not null group by p.brand_id`,
      );
    case 'props':
      return runQuery(
        db,
        sql`select 'prop' as dim, v as val, count(*)::int as n from ${from} cross join lateral unnest(p.facet_values) v
            where ${where}
            ${part.exceptKeys.length > 0 ? sql`and split_part(v, '=', 1) <> all(${sql.param(part.exceptKeys)}::text[])` : sql``}
            group by v`,
      );
    case 'prop':
      return runQuery(
        db,
        sql`select 'prop' as dim, v as val, count(*)::int as n from ${from} cross join lateral unnest(p.facet_values) v
            where ${where} and split_part(v, '=', 1) = ${part.key} group by v`,
      );
  }
}

// ---------- listings by (category, brand) cell (listing-cells.ts) ----------

/** A count of one (category, brand) cell: its products (`val` null) or those with one facet value token. */
export type CellCountRow = { categoryId: string; brandId: string | null; val: string | null; n: number };

/** What a cell count is grouped by besides the cell: nothing, or the facet values (as in countFacetPart). */
export type CellPart = { kind: 'cells' } | { kind: 'props'; exceptKeys: string[] } | { kind: 'prop'; key: string };

/**
 * Counts per (category, brand) cell of the active products in the categories (null: all) with the property tokens,
 * for every company alike (no brand filter, no assortment: both are unions of cells, summed by the caller).
 */
export async function countCells(
  db: Db,
  filter: Pick<ListingFilter, 'categoryIds' | 'properties'>,
  part: CellPart,
): Promise<CellCountRow[]> {
  const where = listingWhere({ ...filter, brandIds: null, textKey: null, textMatches: null, assortment: null });
  const cell = sql`p.category_id as "categoryId", p.brand_id as "brandId"`;
  if (part.kind === 'cells') {
    return runQuery(
      db,
      sql`select ${cell}, null::text as val, count(*)::int as n from products p where ${where}
          group by p.category_id, p.brand_id`,
    );
  }
  const keyCondition =
    part.kind === 'prop'
      ? sql`and split_part(v, '=', 1) = ${part.key}`
      : part.exceptKeys.length > 0
        ? sql`and split_part(v, '=', 1) <> all(${sql.param(part.exceptKeys)}::text[])`
        : sql``;
  return runQuery(
    db,
    sql`select ${cell}, v as val, count(*)::int as n from products p cross join lateral unnest(p.facet_values) v
        where ${where} ${keyCondition} group by p.category_id, p.brand_id, v`,
  );
}

/** A stretch of a listing's name order: ids with their cell (an index into `cells`), and where it ends. */
export type NameOrderChunk = {
  ids: string[];
  cellIndexes: number[];
  cells: [categoryId: string, brandId: string | null][];
  last: { name: string; id: string } | null;
};

/**
 * Up to `limit` products of a listing without its assortment in name order (as listProductIds sorts by name), after
 * `after` (the last name and id of the stretch before), each with its (category, brand) cell.
 */
export async function listNameOrder(
  db: Db,
  options: {
    filter: Pick<ListingFilter, 'categoryIds' | 'brandIds' | 'properties'>;
    lang: Language;
    after: { name: string; id: string } | null;
    limit: number;
  },
): Promise<NameOrderChunk> {
  const { filter } = options;
  const where = listingWhere({ ...filter, textKey: null, textMatches: null, assortment: null });
  const column = options.lang === 'en' ? sql`p.sort_name_en` : sql`p.sort_name_nb`;
  const after = (name: SQL) =>
    options.after ? sql`and (${name}, p.id) > (${options.after.name}::text, ${options.after.id}::uuid)` : sql``;
  let page: SQL;
  if (filter.categoryIds && !filter.brandIds && filter.properties.length === 0) {
    // A category page: each category's first products by its name index, merged (reads `limit` rows a category
    // instead of sorting all of them).
    page = sql`select x.* from unnest(${sql.param(filter.categoryIds)}::uuid[]) c(id) cross join lateral (
        select p.id, p.category_id, p.brand_id, ${column} as name from products p
        where p.is_active and p.category_id = c.id ${after(column)}
        order by ${column}, p.id limit ${options.limit}) x
      order by x.name, x.id limit ${options.limit}`;
  } else {
    // As listProductIds orders by name: filtered, sort the matches; unfiltered, walk the name index.
    const isFiltered = Boolean(filter.categoryIds || filter.brandIds || filter.properties.length > 0);
    const name = isFiltered ? sql`${column} || ''` : column;
    page = sql`select p.id, p.category_id, p.brand_id, ${name} as name from products p
      where ${where} ${after(name)} order by ${name}, p.id limit ${options.limit}`;
  }
  const [row] = await runQuery<NameOrderChunk>(
    db,
    sql`
    with page as materialized (${page}),
    cells as (
      select category_id, brand_id, (row_number() over (order by category_id, brand_id))::int - 1 as i
      from (select distinct category_id, brand_id from page) d)
    select
      coalesce((select json_agg(page.id order by page.name, page.id) from page), '[]'::json) as ids,
      coalesce((select json_agg(c.i order by page.name, page.id) from page
        join cells c on c.category_id = page.category_id and c.brand_id is not distinct from page.brand_id),
        '[]'::json) as "cellIndexes",
      coalesce((select json_agg(json_build_array(c.category_id, c.brand_id) order by c.i) from cells c),
        '[]'::json) as cells,
      (select json_build_object('name', page.name, 'id', page.id) from page
        order by page.name desc, page.id desc limit 1) as last`,
  );
  return row ?? { ids: [], cellIndexes: [], cells: [], last: null };
}

export type RuleProductRow = { id: string; categoryId: string; brandId: string | null; facetValues: string[] };

/** The active ones of the products an assortment's own product rules name, with what the listing filters read. */
export async function findRuleProducts(db: Db, ids: string[]): Promise<RuleProductRow[]> {
  if (ids.length === 0) return [];
  return runQuery(
    db,
    sql`select p.id, p.category_id as "categoryId", p.brand_id as "brandId", p.facet_values as "facetValues"
        from products p where p.is_active and p.id = any(${sql.param(ids)}::uuid[])`,
  );
}

/**
 * Every facet count of a free-text listing in one pass over its matches: each match is read
 * once with a flag per filter, and each part counts the matches that pass every filter but
 * its own (the matches are few next to the catalog, and joining them once per part costs more).
 */
export async function countTextFacets(db: Db, filter: ListingFilter): Promise<FacetCountRow[]> {
  const keys = filter.properties.map(([key]) => key);
  const flags = [
    filter.categoryIds ? sql`p.category_id = any(${sql.param(filter.categoryIds)}::uuid[])` : sql`true`,
    filter.brandIds ? sql`coalesce(p.brand_id = any(${sql.param(filter.brandIds)}::uuid[]), false)` : sql`true`,
    ...filter.properties.map(([, tokens]) => sql`p.facet_values && ${sql.param(tokens)}::text[]`),
  ];
  const flagNames = ['in_category', 'in_brand', ...keys.map((_, index) => `in_prop_${index}`)];
  const passing = (except?: string) => sql.raw(flagNames.filter((name) => name !== except).join(' and ') || 'true');
  const parts: SQL[] = [
    sql`select 'total' as dim, null::text as val, count(*)::int as n from m where ${passing()}`,
    sql`select 'category', m.category_id::text, count(*)::int from m where ${passing('in_category')} group by m.category_id`,
    sql`select 'brand', m.brand_id::text, count(*)::int from m
        where ${passing('in_brand')} and m.brand_id is not null group by m.brand_id`,
    sql`select 'prop', v, count(*)::int from m cross join lateral unnest(m.facet_values) v where ${passing()}
        ${keys.length > 0 ? sql`and split_part(v, '=', 1) <> all(${sql.param(keys)}::text[])` : sql``} group by v`,
    ...keys.map(
      (key, index) => sql`select 'prop', v, count(*)::int from m cross join lateral unnest(m.facet_values) v
        where ${passing(`in_prop_${index}`)} and split_part(v, '=', 1) = ${key} group by v`,
    ),
  ];
  return runQuery(
    db,
    sql`with m as materialized (
          select p.category_id, p.brand_id, p.facet_values,
            ${sql.join(
              flags.map((flag, index) => sql`${flag} as ${sql.raw(flagNames[index]!)}`),
              sql`, `,
            )}
          from products p
          where p.is_active and p.id = any(${sql.param(filter.textMatches ?? [])}::uuid[])
            and ${filter.assortment ? inAssortment(filter.assortment) : sql`true`})
        ${sql.join(parts, sql` union all `)}`,
  );
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

/**
 * The cards of the active products `ids` (SQL of a uuid[]). Their variant count and stock come from one read of their active
 * variants per product, or from `activeVariants` (SQL of rows with product_id and stock the statement has read).
 */
const cardsSql = (
  ids: SQL,
  activeVariants = sql`(select v.product_id, v.stock from variants v where v.product_id = p.id and v.is_active)`,
) =>
  sql`select p.id, p.product_number as "productNumber", p.slug, p.name, p.brand_id as "brandId",
        p.category_id as "categoryId", p.unit, p.pack_size as "packSize",
        vs.n::int as "variantCount", coalesce(vs.in_stock, false) as "isInStock"
      from products p
      cross join lateral (select count(*) as n, bool_or(av.stock > 0) as in_stock
        from ${activeVariants} av where av.product_id = p.id) vs
      where p.id = any(${ids}) and p.is_active`;

const cardsQuery = preparedQuery<CardRow, { ids: string[] }>(
  'catalog_product_cards',
  cardsSql(sql`${param('ids')}::uuid[]`),
  { planOnce: true },
);

/** What a product card shows, for the given ids (any order; inactive ones left out). */
export async function findProductCards(db: Db, ids: string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return cardsQuery(db, { ids });
}

/** A listing page's cards as `findCardPage` reads them, with their from-prices' rows and their covers. */
export type CardPageRow = { cards: CardRow[]; prices: BasePrices; covers: CoverRow[] };

const cardPageIds = sql`${param('ids')}::uuid[]`;
/**
 * The page's active variants are read once (`pv`), for the cards' variant count and stock and for the prices: each
 * read of them by product was ~100 buffers of the statement's ~850 (issue 18, the product-list scenario).
 */
const cardPageQuery = preparedQuery<CardPageRow, { ids: string[] } & CandidateLists>(
  'catalog_card_page',
  sql`with pv as materialized (
        select v.product_id, v.sku, v.stock from variants v where v.product_id = any(${cardPageIds}) and v.is_active)
      select (select coalesce(json_agg(c), '[]'::json) from (${cardsSql(cardPageIds, sql`pv`)}) c) as cards,
        ${basePricesJson(sql`pv`)} as prices, ${coversJson(cardPageIds)} as covers`,
  { planOnce: true },
);

/**
 * The cards of products (any order; inactive ones left out) with what other modules put on them: the quantity-1
 * prices of the price context's lists (the price module's `basePricesJson`) and the covers (the media module's
 * `coversJson`). One statement, as the product page's (`findProductPage`): a listing page built anew made three
 * round trips, and each statement's socket write and wake-up of a PostgreSQL backend cost the API more than
 * reading its rows (issue 18, the product-list scenario).
 */
export async function findCardPage(db: Db, ids: string[], prices: CandidateLists): Promise<CardPageRow> {
  if (ids.length === 0) return { cards: [], prices: { lists: [], rows: [] }, covers: [] };
  const { market, currency, contractListId } = prices;
  const [row] = await cardPageQuery(db, { ids, market, currency, contractListId });
  return row ?? { cards: [], prices: { lists: [], rows: [] }, covers: [] };
}

// ---------- product detail ----------

export type VariantRow = {
  sku: string;
  gtin: string | null;
  name: Localized;
  packSize: number;
  stock: number;
  leadTimeDays: number;
  properties: PropertyRow[];
};

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
  variants: VariantRow[];
};

/** A product page's row: the product, its pictures and its variants' prices for one price context. */
export type PageRow = DetailRow & { images: GalleryRow[]; prices: ProductVariantPrices };

/** The active variants of products row `p` as a JSON array of VariantRow (displayed properties), in their order. */
const variantsJson = sql`coalesce((select json_agg(json_build_object('sku', v.sku, 'gtin', v.gtin, 'name', v.name,
    'packSize', v.pack_size, 'stock', v.stock, 'leadTimeDays', v.lead_time_days,
    'properties', ${propertiesJson(sql`variant_properties`, sql`x.sku = v.sku and d.is_displayed`)})
    order by v.position, v.sku)
  from variants v where v.product_id = p.id and v.is_active), '[]'::json)`;

/**
 * A product page at once: the product with its displayed properties and active variants, its pictures (the media
 * module's `galleryJson`) and its variants' prices for one price context (the price module's `variantPricesJson`),
 * in one statement and one round trip. Binds `$id`, `$ref`, `$market`, `$currency`, `$contractListId`.
 */
const pageQuery = preparedQuery<PageRow, { id: string | null; ref: string } & CandidateLists>(
  'catalog_product_page',
  sql`select p.id, p.product_number as "productNumber", p.slug, p.name, p.description, p.brand_id as "brandId",
        p.category_id as "categoryId", p.unit, p.pack_size as "packSize",
        p.is_prescription_only as "isPrescriptionOnly", p.department,
        ${propertiesJson(sql`product_properties`, sql`x.product_id = p.id and d.is_displayed`)} as properties,
        ${variantsJson} as variants, ${galleryJson('p')} as images, ${variantPricesJson('p')} as prices
      from products p where ${productByRef} limit 1`,
  { planOnce: true },
);

const productsVariantsQuery = preparedQuery<{ productId: string; variants: VariantRow[] }, { ids: string[] }>(
  'catalog_products_variants',
  sql`select p.id as "productId", ${variantsJson} as variants
      from products p where p.id = any(${param('ids')}::uuid[]) and p.is_active`,
  { planOnce: true },
);

/** The active variants of active products by id (any order; unknown and inactive products left out). */
export async function findProductsVariants(db: Db, ids: string[]) {
  return productsVariantsQuery(db, { ids });
}

/** An active product's page (properties, variants, pictures, prices for `prices`); null when unknown. */
export async function findProductPage(db: Db, ref: string, prices: CandidateLists): Promise<PageRow | null> {
  const { market, currency, contractListId } = prices;
  const [row] = await pageQuery(db, { ...refParams(ref), market, currency, contractListId });
  return row ?? null;
}

// ---------- search ----------

/** A content document found by search, its title and excerpt marked (HIGHLIGHT_START … HIGHLIGHT_STOP). */
export type ContentSearchRow = {
  id: string;
  type: string;
  language: string;
  slug: string | null;
  title: string;
  markedTitle: string;
  markedExcerpt: string;
  productIds: string[];
};

/** Private-use characters around matched words in ts_headline output; the service escapes the text, then marks. */
export const HIGHLIGHT_START = '\u{E000}';
export const HIGHLIGHT_STOP = '\u{E001}';
/** Characters of a body ts_headline reads (its cost grows with the text); later matches are not excerpted. */
const HEADLINE_TEXT_LIMIT = sql.raw('20000');
const headlineOptions = (extra: string) =>
  sql.raw(`'StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, ${extra}'`);

/**
 * Candidates ranked per full-text pass. Broad words match thousands of documents whose
 * ranks barely differ; ranking a bounded set keeps every search within milliseconds.
 */
const RANK_CANDIDATES = 200;

export type ExpansionRow = { i: number; word: string; tier: number };
export type CorrectionRow = { i: number; word: string; distance: number };

/** Typos allowed: one edit in words up to this length, two in longer ones. */
const ONE_EDIT_MAX_LENGTH = 5;

/** A word's stems by the Norwegian, Danish, Swedish and English Snowball stemmers (the shop's market languages). */
const stems = (word: SQL) => sql`(coalesce(ts_lexize('norwegian_stem', ${word}), '{}') ||
  coalesce(ts_lexize('danish_stem', ${word}), '{}') || coalesce(ts_lexize('swedish_stem', ${word}), '{}') ||
  coalesce(ts_lexize('english_stem', ${word}), '{}'))`;

const expansionsQuery = preparedQuery<ExpansionRow & { distance: number | null }, { words: string[] }>(
  'catalog_search_expansions',
  sql`
    with q as (select t.w, t.i::int as i from unnest(${param('words')}::text[]) with ordinality t(w, i)),
    typos as (
      select x.i, x.root, x.distance from (
        select q.i, v.word as root, m.edits, levenshtein_less_equal(v.word, q.w, m.edits) as distance
        from q cross join lateral (select case when length(q.w) <= ${ONE_EDIT_MAX_LENGTH} then 1 else 2 end as edits) m
        join search_words v on length(q.w) >= 4 and q.w ~ '^[a-z]+$' and v.word <> q.w
          and abs(length(v.word) - length(q.w)) <= m.edits
        -- A word the catalog has is no typo ("safeco" is a brand, not "safety" misspelt).
        where not exists (select 1 from search_words known where known.word = q.w)) x
      where x.distance <= x.edits
    ),
    roots as (
      select q.i, q.w as root, 0 as fix, ${stems(sql`q.w`)} as stems from q
      union all
      select q.i, s.stem, 0, ${stems(sql`q.w`)} from q cross join lateral unnest(${stems(sql`q.w`)}) s(stem)
      where length(s.stem) >= 3 and s.stem <> q.w and q.w ~ '^[a-z]+$'
      union all
      -- Inflection endings the stemmers keep on short words ("skruer", "sekkene", Swedish "-arna"): the rest is a
      -- root too, for compound heads and parts ("skru" → "treskrue").
      select q.i, left(q.w, length(q.w) - length(e.ending)), 0, ${stems(sql`q.w`)}
      from q cross join (values ('erne'), ('ene'), ('arna'), ('orna'), ('erna'), ('er'), ('ar'), ('or'), ('en'),
        ('et'), ('e'), ('a'), ('s')) e(ending)
      where q.w like '%' || e.ending and length(q.w) - length(e.ending) >= 3 and q.w ~ '^[a-z]+$'
      union all
      select t.i, t.root, 3, ${stems(sql`t.root`)} from typos t
    ),
    matched as (
      select r.i, v.word, r.fix + case
          when v.word = r.root or ${stems(sql`v.word`)} && r.stems then 0
          when strpos(v.word, r.root) > 3 and length(v.word) - strpos(v.word, r.root) - length(r.root) + 1 <= 3 then 1
          else 2 end as tier
      from roots r join search_words v
        on v.word = r.root or (length(r.root) >= 3 and v.word like r.root || '%')
        or (length(r.root) >= 4 and v.word like '%' || r.root || '%')
        or (length(r.root) = 3 and v.word like '%' || r.root and length(v.word) >= 6)
    )
    select i, word, min(tier)::int as tier, null::int as distance from matched group by i, word
    union all
    select t.i, t.root, -1, t.distance from typos t`,
);

/**
 * The catalog words (folded title and category words) each query word may stand for, with their tier
 * (text-query.ts Expansion): inflections by the Norwegian, Danish, Swedish and English stemmers, compound
 * heads and parts, and typo corrections within one edit (words up to five letters) or two. Also the
 * corrections with their edit distance, for "did you mean". One query over the small word list.
 */
export async function findExpansions(db: Db, words: string[]) {
  const rows = await expansionsQuery(db, { words });
  return {
    expansions: rows.filter((row) => row.tier >= 0) as ExpansionRow[],
    corrections: rows
      .filter((row) => row.tier < 0)
      .map((row) => ({ i: row.i, word: row.word, distance: row.distance! })),
  };
}

export type CodeMatchRow = { productId: string; matchedSku: string | null; isExact: boolean };

/**
 * Codes that start with the key, in the order of the expression's own index (a range scan that stops at the
 * limit; ordered by anything else the planner walks the whole table).
 */
const codePrefixBranch = (
  from: SQL,
  productId: SQL,
  sku: SQL,
  expression: SQL,
  order: number,
  isActive = sql`p.is_active`,
) => sql`
    (select ${productId} as "productId", ${sku} as "matchedSku", ${order} as o, ${expression} as k from ${from}
     where ${isActive} and ${expression} ~>=~ ${param('key')}::text and ${expression} ~<~ (${param('key')}::text || 'Z')
     order by ${expression} limit ${param('limit')}::int)`;

/**
 * The variant's product is active, checked per variant row (a LIMIT 1 subquery): the estimate for an expression
 * index on a partial index is a guess of ~1,500 rows, with which the planner hashes all 100,000 products (10 ms)
 * to join the one variant a code finds.
 */
const activeProduct = sql`(select p.is_active from products p where p.id = v.product_id limit 1)`;

const exactCodesQuery = preparedQuery<CodeMatchRow, { key: string }>(
  'catalog_search_exact_codes',
  sql`
    select v.product_id as "productId", v.sku as "matchedSku", true as "isExact"
    from variants v
    where v.is_active and (${codeKey(sql`v.sku`)} = ${param('key')}::text or ${codeDigits(sql`v.sku`)} = ${param('key')}::text
      or v.gtin = ${param('key')}::text)
      and ${activeProduct}
    union all
    select p.id, null, true from products p
    where p.is_active and (${codeKey(sql`p.product_number`)} = ${param('key')}::text
      or ${codeDigits(sql`p.product_number`)} = ${param('key')}::text)`,
);

const codePrefixesQuery = preparedQuery<CodeMatchRow, { key: string; limit: number }>(
  'catalog_search_code_prefixes',
  sql`
    select "productId", "matchedSku", false as "isExact" from (
      ${codePrefixBranch(sql`products p`, sql`p.id`, sql`null::text`, codeKey(sql`p.product_number`), 1)}
      union all
      ${codePrefixBranch(sql`products p`, sql`p.id`, sql`null::text`, codeDigits(sql`p.product_number`), 1)}
      union all
      ${codePrefixBranch(sql`variants v`, sql`v.product_id`, sql`v.sku`, codeKey(sql`v.sku`), 2, sql`v.is_active and ${activeProduct}`)}
      union all
      ${codePrefixBranch(sql`variants v`, sql`v.product_id`, sql`v.sku`, codeDigits(sql`v.sku`), 2, sql`v.is_active and ${activeProduct}`)}
    ) m order by o, k`,
);

/**
 * Products whose SKU, GTIN or product number is the code typed (ignoring case and separators, the product number
 * also without its prefix: "100379" is EN-100379); when there is none, those whose product number or SKU starts
 * with it. Keys hold only A–Z and 0–9, so `key || 'Z'` bounds every string that starts with the key.
 */
export async function findCodeMatches(db: Db, options: { key: string; limit: number }) {
  const exact = await exactCodesQuery(db, { key: options.key });
  return exact.length > 0 ? exact : codePrefixesQuery(db, options);
}

export type TierRow = {
  productId: string;
  tier: number;
  score: number;
  typeWords: string[];
  /** The product's place, for the assortment's check in memory (assortment's visibleAmong). */
  categoryId: string;
  brandId: string | null;
};

/**
 * Candidates a text pass ranks per query: three times the page (at least 30, at most 150), so a page of the
 * best after ranking by type word, few enough to read in a few ms at 100,000 products.
 */
const candidatesFor = (limit: number) => Math.min(150, Math.max(30, limit * 3));

/** The first of the label queries (l0, l1, l2) a row's vector matches, else 3. */
const tierOf = sql`case when c.vector @@ to_tsquery('simple', coalesce(${param('l0')}::text, '')) then 0
  when c.vector @@ to_tsquery('simple', coalesce(${param('l1')}::text, '')) then 1
  when c.vector @@ to_tsquery('simple', coalesce(${param('l2')}::text, '')) then 2 else 3 end`;

const tierCandidates = (vector: SQL, name: string) => sql`
  (select c.product_id as "productId", ${tierOf} as tier,
     ts_rank(c.vector, to_tsquery('simple', ${param(name)}::text))::float8 as score,
     array[split_part(p.name->>'nb', ' ', 1), split_part(p.name->>'en', ' ', 1)] as "typeWords",
     p.category_id as "categoryId", p.brand_id as "brandId"
   from (select sd.product_id, ${vector} as vector from search_documents sd
         where ${param(name)}::text is not null and ${vector} @@ to_tsquery('simple', ${param(name)}::text)
           and sd.kind = 'product' and sd.product_id is not null
         limit ${param('candidates')}::int) c
   join products p on p.id = c.product_id)`;

type TierParams = {
  s0: string | null;
  s1: string | null;
  l0: string | null;
  l1: string | null;
  l2: string | null;
  candidates: number;
};

const titleTiersQuery = preparedQuery<TierRow, TierParams>(
  'catalog_search_title_tiers',
  sql`${tierCandidates(sql`sd.title_document`, 's0')} union all ${tierCandidates(sql`sd.title_document`, 's1')}`,
);

const anywhereQuery = preparedQuery<TierRow, TierParams>(
  'catalog_search_anywhere',
  sql`${tierCandidates(sql`sd.document`, 's0')} union all ${tierCandidates(sql`sd.document`, 's1')}`,
);

/**
 * A full-text pass over names and codes (`title`) or anywhere (description, category, properties): the matches
 * of one or two queries (`scan`), a bounded sample each (three times the page) (a wide query's thousands of matches are sampled),
 * every row labelled with the first of the `label` queries it matches (0–2, else 3) and its type words, so the
 * caller ranks nearer tiers and product-type words first. One or two index scans.
 */
export async function searchTextTiers(
  db: Db,
  options: { over: 'title' | 'anywhere'; scan: (string | null)[]; label: (string | null)[]; limit: number },
) {
  const [s0 = null, s1 = null] = options.scan;
  const [l0 = null, l1 = null, l2 = null] = options.label;
  const query = options.over === 'title' ? titleTiersQuery : anywhereQuery;
  return query(db, { s0, s1: s1 === s0 ? null : s1, l0, l1, l2, candidates: candidatesFor(options.limit) });
}

const contentQuery = preparedQuery<ContentSearchRow, { tsquery: string; lang: string; contentLimit: number }>(
  'catalog_search_content',
  sql`
    with content_hits as (
      select c.id, ts_rank(c.document, to_tsquery('simple', ${param('tsquery')}::text))::float8 as score
      from (
        select cd.id, sd.document from search_documents sd join content_documents cd on cd.id = sd.ref_id
        where sd.kind = 'content' and sd.document @@ to_tsquery('simple', ${param('tsquery')}::text)
          and cd.language = ${param('lang')}::text and cd.deleted_at is null
        limit ${RANK_CANDIDATES}) c
      order by 2 desc, 1 limit ${param('contentLimit')}::int
    )
    select cd.id, cd.type, cd.language, cd.slug, cd.title, cd.product_ids as "productIds",
      ts_headline('simple', cd.title, to_tsquery('simple', ${param('tsquery')}::text),
        ${headlineOptions('HighlightAll=true')}) as "markedTitle",
      ts_headline('simple', left(cd.body, ${HEADLINE_TEXT_LIMIT}), to_tsquery('simple', ${param('tsquery')}::text),
        ${headlineOptions('MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "')}) as "markedExcerpt"
    from content_hits h join content_documents cd on cd.id = h.id
    order by h.score desc, cd.id`,
);

/** The best content documents in the caller's language for a full-text query, title and excerpt marked. */
export async function searchContent(db: Db, options: { tsquery: string; lang: string; contentLimit: number }) {
  if (options.contentLimit === 0) return [];
  return contentQuery(db, options);
}

// ---------- synonyms ----------

export type SynonymRow = { id: string; terms: string[]; createdAt: Date; updatedAt: Date };

/** Every synonym group, oldest first. */
export async function listSynonyms(db: DbOrTx): Promise<SynonymRow[]> {
  return db.select().from(searchSynonyms).orderBy(searchSynonyms.createdAt, searchSynonyms.id);
}

export async function insertSynonyms(db: DbOrTx, terms: string[]): Promise<SynonymRow> {
  const [row] = await db.insert(searchSynonyms).values({ terms }).returning();
  return row!;
}

/** Deletes a group; answers it, or null when there was none. */
export async function deleteSynonyms(db: DbOrTx, id: string): Promise<SynonymRow | null> {
  const [row] = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
  return row ?? null;
}
