import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { param, preparedQuery, runQuery } from '../../db/prepared';
import type { Localized } from '../../db/schema/common';
import { isUuid } from '../../lib/access';
import type { Language } from '../../lib/i18n';

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
  /** A to_tsquery('simple') expression, when free text was given (identifies `textMatches`). */
  tsquery: string | null;
  /** The products matching the free text, best first. */
  textMatches: string[] | null;
};

/** The WHERE clause of a listing. */
function listingWhere(filter: ListingFilter): SQL {
  const parts: SQL[] = [sql`p.is_active`];
  if (filter.textMatches) parts.push(sql`p.id = any(${sql.param(filter.textMatches)}::uuid[])`);
  if (filter.categoryIds) parts.push(sql`p.category_id = any(${sql.param(filter.categoryIds)}::uuid[])`);
  if (filter.brandIds) parts.push(sql`p.brand_id = any(${sql.param(filter.brandIds)}::uuid[])`);
  for (const [, tokens] of filter.properties) parts.push(sql`p.facet_values && ${sql.param(tokens)}::text[]`);
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
          where p.is_active and p.id = any(${sql.param(filter.textMatches ?? [])}::uuid[]))
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

/** Product rows carry a productId; content rows (matchType `content`) carry `content` instead. */
export type SearchRow =
  | { productId: string; matchedSku: string | null; matchType: 'code' | 'text'; score: number; content: null }
  | { productId: null; matchedSku: null; matchType: 'content'; score: number; content: ContentSearchRow };

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

const rankedCandidates = (vector: SQL) => sql`
  select sd.product_id, sd.document from search_documents sd
  where ${vector} @@ to_tsquery('simple', ${param('tsquery')}::text) and sd.kind = 'product' and sd.product_id is not null
  limit ${RANK_CANDIDATES}`;

const searchQuery = preparedQuery<
  SearchRow,
  { codes: string[]; prefix: string | null; tsquery: string | null; limit: number; lang: string; contentLimit: number }
>(
  'catalog_search',
  sql`
    with exact as (
      select v.product_id as "productId", v.sku as "matchedSku", 'code' as "matchType", 3::float8 as score,
        null::json as content
      from variants v join products p on p.id = v.product_id and p.is_active
      where v.is_active and (v.sku = any(${param('codes')}::text[]) or v.gtin = any(${param('codes')}::text[]))
      union all
      select p.id, null, 'code', 3, null from products p
      where p.is_active and p.product_number = any(${param('codes')}::text[])
      union all
      (select v.product_id, v.sku, 'code', 2, null from variants v join products p on p.id = v.product_id and p.is_active
       where v.is_active and v.sku ~>=~ ${param('prefix')}::text and v.sku ~<~ (${param('prefix')}::text || chr(1114111))
       order by v.sku limit ${param('limit')}::int)
    ),
    in_title as (${rankedCandidates(sql`sd.title_document`)}),
    anywhere as (
      select * from (${rankedCandidates(sql`sd.document`)}) c
      where (select count(*) from in_title) < ${param('limit')}::int
    ),
    content_hits as (
      select c.id, ts_rank(c.document, to_tsquery('simple', ${param('tsquery')}::text))::float8 as score
      from (
        select cd.id, sd.document from search_documents sd join content_documents cd on cd.id = sd.ref_id
        where sd.kind = 'content' and sd.document @@ to_tsquery('simple', ${param('tsquery')}::text)
          and cd.language = ${param('lang')}::text and cd.deleted_at is null
        limit ${RANK_CANDIDATES}) c
      order by 2 desc, 1 limit ${param('contentLimit')}::int
    )
    select * from exact
    union all
    (select product_id, null, 'text', 1 + ts_rank(document, to_tsquery('simple', ${param('tsquery')}::text))::float8, null
     from in_title order by 4 desc, 1 limit ${param('limit')}::int)
    union all
    (select product_id, null, 'text', ts_rank(document, to_tsquery('simple', ${param('tsquery')}::text))::float8, null
     from anywhere order by 4 desc, 1 limit ${param('limit')}::int)
    union all
    (select null, null, 'content', h.score, json_build_object('id', cd.id, 'type', cd.type, 'language', cd.language,
        'slug', cd.slug, 'title', cd.title, 'productIds', cd.product_ids,
        'markedTitle', ts_headline('simple', cd.title, to_tsquery('simple', ${param('tsquery')}::text),
          ${headlineOptions('HighlightAll=true')}),
        'markedExcerpt', ts_headline('simple', left(cd.body, ${HEADLINE_TEXT_LIMIT}), to_tsquery('simple', ${param('tsquery')}::text),
          ${headlineOptions('MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "')}))
     from content_hits h join content_documents cd on cd.id = h.id
     order by 4 desc, cd.id)`,
);

/**
 * Exact codes (SKU, GTIN, product number) and SKU prefixes, then full-text matches: all
 * words in the name or codes first, then anywhere (description, category, properties); and, in the
 * same query, the best content documents in the caller's language (up to `contentLimit`), marked. One query.
 */
export async function searchProducts(
  db: Db,
  options: {
    codes: string[];
    prefix: string | null;
    tsquery: string | null;
    limit: number;
    lang: string;
    contentLimit: number;
  },
) {
  return searchQuery(db, options);
}

const fuzzyQuery = preparedQuery<{ productId: string; score: number }, { words: string[]; limit: number }>(
  'catalog_search_fuzzy',
  sql`
    with words as (select t.w, t.i from unnest(${param('words')}::text[]) with ordinality t(w, i)),
    alternatives as (
      select words.i, string_agg(quote_literal(s.word), ' | ') as ors
      from words cross join lateral (
        select sw.word from search_words sw
        where sw.word % lower(words.w) or sw.word like '%' || lower(words.w) || '%'
        order by sw.word like '%' || lower(words.w) || '%' desc, similarity(sw.word, lower(words.w)) desc, sw.word
        limit 5) s
      group by words.i
    ),
    q as (
      select to_tsquery('simple', string_agg('(' || ors || ')', ' & ')) as query from alternatives
      having count(*) = (select count(*) from words)
    ),
    candidates as (
      select sd.product_id, sd.document from search_documents sd, q
      where sd.document @@ q.query and sd.kind = 'product' and sd.product_id is not null
      limit ${RANK_CANDIDATES}
    )
    select c.product_id as "productId", ts_rank(c.document, q.query)::float8 as score
    from candidates c, q order by 2 desc, 1 limit ${param('limit')}::int`,
);

/**
 * Typo and compound-word tolerance: each word is replaced by up to five title words that
 * contain it ("hanske" → "nitrilhanske") or resemble it most (pg_trgm similarity over the
 * small word list), then searched as full text. One query.
 */
export async function searchProductsFuzzy(db: Db, options: { words: string[]; limit: number }) {
  return fuzzyQuery(db, options);
}
