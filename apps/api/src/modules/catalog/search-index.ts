import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';

/**
 * Rebuilds the search documents of products (all, or the given ids) from the catalog
 * in one statement: title = names in both languages + brand, codes = product number,
 * SKUs and GTINs, body = descriptions + category names. Inactive products are removed.
 */
export async function indexProducts(db: DbOrTx, productIds?: string[]) {
  const only = productIds ? sql`and p.id = any(${sql.param(productIds)}::uuid[])` : sql``;
  await db.execute(sql`
    delete from search_documents d
    where d.kind = 'product'
      and (${productIds ? sql`d.ref_id = any(${sql.param(productIds)}::text[])` : sql`true`})
      and not exists (select 1 from products p where p.id::text = d.ref_id and p.is_active)`);
  await db.execute(sql`
    insert into search_documents (id, kind, ref_id, title, body, codes, updated_at)
    select 'product:' || p.id, 'product', p.id::text,
      concat_ws(' ', p.name->>'nb', nullif(p.name->>'en', p.name->>'nb'), b.name),
      concat_ws(' ', p.description->>'nb', p.description->>'en', c.name->>'nb', c.name->>'en'),
      concat_ws(' ', p.product_number, (select string_agg(concat_ws(' ', v.sku, v.gtin), ' ') from variants v where v.product_id = p.id and v.is_active)),
      now()
    from products p
    join categories c on c.id = p.category_id
    left join brands b on b.id = p.brand_id
    where p.is_active ${only}
    on conflict (id) do update set title = excluded.title, body = excluded.body, codes = excluded.codes, updated_at = excluded.updated_at`);
}
