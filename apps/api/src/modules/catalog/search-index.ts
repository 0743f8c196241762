import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { foldText } from '../../db/schema/catalog';
import { invalidateCaches } from '../../lib/cache';

/**
 * The search vocabulary: the folded words of product titles (and of category names), letters only, which query
 * words are expanded into (stems, compound parts, typo corrections: repository.ts findExpansions).
 */
const titleWordsInsert = (where: SQL) => sql`
  insert into search_words (word)
  select distinct w from (
    select unnest(tsvector_to_array(sd.title_document)) as w
    from search_documents sd where sd.kind = 'product' and ${where}
    union all
    select unnest(tsvector_to_array(to_tsvector('simple', ${foldText(sql`concat_ws(' ', c.name->>'nb', c.name->>'en')`)})))
    from categories c
  ) words
  where length(w) between 3 and 40 and w ~ '^[a-z]+$'
  on conflict (word) do nothing`;

/**
 * Replaces the title word list (typo matching) with the words of today's product titles, in one transaction,
 * so searches see the old list until the new one is complete. For rebuilds done in batches of `indexProducts`.
 */
export async function refreshSearchWords(db: DbOrTx) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_words`);
    await tx.execute(titleWordsInsert(sql`true`));
  });
}

/**
 * Rebuilds what the catalog derives from products (all, or the given ids), in one
 * transaction: the search documents (title = names in both languages + brand,
 * codes = product number, SKUs and GTINs, body = descriptions, category names and
 * displayed property values, and the title and text of the product's content enrichments), the words of titles (for typo matching), the facet tokens on
 * `products.facet_values` and the labels of facet values. Inactive products leave the search. Call it after writing catalog data.
 * `reach: 'texts'`: only the products' descriptions or enrichments changed (the caller calls `changedTexts` after the
 * commit; texts.ts), or the index is rebuilt from a catalog that did not change (a full re-index, which drops the
 * catalog once when it ends), so only search's caches go here, not the catalog's.
 */
export async function indexProducts(db: DbOrTx, productIds?: string[], options: { reach?: 'catalog' | 'texts' } = {}) {
  const ids = productIds ? sql.param(productIds) : undefined;
  const onlyProducts = (column: SQL) => (ids ? sql`${column} = any(${ids}::uuid[])` : sql`true`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      delete from search_documents d
      where d.kind = 'product'
        and (${ids ? sql`d.ref_id = any(${ids}::text[])` : sql`true`})
        and not exists (select 1 from products p where p.id = d.ref_id::uuid and p.is_active)`);
    await tx.execute(sql`
      insert into search_documents (id, kind, ref_id, product_id, title, body, codes, updated_at)
      select 'product:' || p.id, 'product', p.id::text, p.id,
        concat_ws(' ', p.name->>'nb', nullif(p.name->>'en', p.name->>'nb'), b.name),
        concat_ws(' ', p.description->>'nb', p.description->>'en', c.name->>'nb', c.name->>'en',
          (select string_agg(concat_ws(' ', pp.value->>'nb', nullif(pp.value->>'en', pp.value->>'nb')), ' ')
           from product_properties pp join property_definitions d on d.key = pp.key and d.is_displayed
           where pp.product_id = p.id),
          (select string_agg(concat_ws(' ', ce.title, ce.body), ' ') from content_documents ce
           where ce.product_id = p.id and ce.type = 'productEnrichment' and ce.deleted_at is null)),
        concat_ws(' ', p.product_number,
          (select string_agg(concat_ws(' ', v.sku, v.gtin), ' ') from variants v where v.product_id = p.id and v.is_active)),
        now()
      from products p
      join categories c on c.id = p.category_id
      left join brands b on b.id = p.brand_id
      where p.is_active and ${onlyProducts(sql`p.id`)}
      on conflict (id) do update set product_id = excluded.product_id, title = excluded.title,
        body = excluded.body, codes = excluded.codes, updated_at = excluded.updated_at`);
    // Title words feed typo matching; a full re-index also forgets words no title has any more.
    if (!ids) await tx.execute(sql`delete from search_words`);
    await tx.execute(titleWordsInsert(onlyProducts(sql`sd.product_id`)));
    // Facet tokens come from the product's and its active variants' facet properties.
    await tx.execute(sql`
      with facet as (
        select pp.product_id, pp.key, pp.value
        from product_properties pp
        where ${onlyProducts(sql`pp.product_id`)}
        union all
        select v.product_id, vp.key, vp.value
        from variant_properties vp join variants v on v.sku = vp.sku and v.is_active
        where ${onlyProducts(sql`v.product_id`)}
      ),
      tokens as (
        select f.product_id, array_agg(distinct f.key || '=' || (f.value->>'nb')) as facet_values
        from facet f join property_definitions d on d.key = f.key and d.is_facet
        where coalesce(f.value->>'nb', '') <> ''
        group by f.product_id
      ),
      labels as (
        insert into property_values (key, value, label)
        select distinct on (f.key, f.value->>'nb') f.key, f.value->>'nb', f.value
        from facet f join property_definitions d on d.key = f.key and d.is_facet
        where coalesce(f.value->>'nb', '') <> ''
        order by f.key, f.value->>'nb'
        on conflict (key, value) do update set label = excluded.label
        returning 1
      )
      update products p set facet_values = coalesce(t.facet_values, '{}'::text[])
      from products p2 left join tokens t on t.product_id = p2.id
      where p.id = p2.id and ${onlyProducts(sql`p2.id`)}
        and p.facet_values is distinct from coalesce(t.facet_values, '{}'::text[])`);
  });
  invalidateCaches(options.reach === 'texts' ? 'search' : 'catalog');
}
