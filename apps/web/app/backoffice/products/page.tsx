import type { BackofficeProductFormOptions, BackofficeProductPage } from '@engros/client';
import type { Metadata } from 'next';
import {
  choicesOf,
  FilterForm,
  Pagination,
  SearchFilter,
  SelectFilter,
} from '../../../components/backoffice/list-page';
import { categoryOptions } from '../../../components/backoffice-products/category-options';
import { ProductTable } from '../../../components/backoffice-products/product-table';
import { ErrorNotice } from '../../../components/error-notice';
import Link from '../../../components/ui/link';
import { viewerApi } from '../../../lib/auth/viewer';
import { errorMessage } from '../../../lib/errors';
import { getDictionary } from '../../../lib/i18n/server';
import { listHref, pageParam } from '../../../lib/list-query';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../lib/support';

const statuses = ['draft', 'active', 'discontinued'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const pageSize = 25;

type Query = { q?: string; categoryId?: string; brandId?: string; status?: string; stock?: string; image?: string };
type Props = { searchParams: Promise<Query & { page?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeProducts.list.title };
}

/**
 * Back office: every product whatever its status, searched and filtered (the filters live in the URL, a plain GET
 * form), with bulk actions for catalog staff. Read-only and customer-service staff see the list without them.
 */
export default async function BackofficeProductsPage({ searchParams }: Props) {
  const [query, { api, viewer, language }, { t }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const canEdit = staffMay.catalog(await staffRoleOf(viewer));
  const l = t.backofficeProducts.list;
  const q = query.q?.trim().slice(0, 100) || undefined;
  const categoryId = query.categoryId && UUID.test(query.categoryId) ? query.categoryId : undefined;
  const brandId = query.brandId && UUID.test(query.brandId) ? query.brandId : undefined;
  const status = statuses.find((s) => s === query.status);
  const stock = query.stock === 'in' || query.stock === 'out' ? query.stock : undefined;
  const image = query.image === 'yes' || query.image === 'no' ? query.image : undefined;
  const page = pageParam(query.page);
  const filters = { q, categoryId, brandId, status, stock, image };
  let list: BackofficeProductPage;
  let options: BackofficeProductFormOptions;
  try {
    [list, options] = await Promise.all([
      api.listBackofficeProducts({
        query: {
          q,
          categoryId,
          brandId,
          status,
          stock,
          ...(image ? { hasImage: image === 'yes' } : {}),
          page,
          pageSize,
        },
        init: { cache: 'no-store' },
      }),
      api.getProductFormOptions({ init: { cache: 'no-store' } }),
    ]);
  } catch (error) {
    return <ErrorNotice title={l.title} message={errorMessage(error, t)} />;
  }
  const link = (to: number) => listHref('/backoffice/products', { ...filters, page: to });
  const tree = categoryOptions(options.categories, language);
  return (
    <div className="page backoffice-products">
      <div className="backoffice-products-head">
        <h1>{l.title}</h1>
        {canEdit ? (
          <div className="backoffice-products-actions">
            <Link href="/backoffice/products/stock" className="button button-secondary" data-stock-levels>
              {t.backofficeProducts.stock.link}
            </Link>
            <Link href="/backoffice/products/new" className="button" data-new-product>
              {l.newProduct}
            </Link>
          </div>
        ) : null}
      </div>
      <FilterForm action="/backoffice/products" submit={l.filter} resetHref="/backoffice/products" t={t}>
        <SearchFilter id="products-q" label={l.search} help={l.searchHelp} value={q} />
        <SelectFilter
          id="products-category"
          name="categoryId"
          label={l.category}
          value={categoryId}
          any={l.allCategories}
          choices={tree}
        />
        <SelectFilter
          id="products-brand"
          name="brandId"
          label={l.brand}
          value={brandId}
          any={l.allBrands}
          choices={options.brands.map((b) => ({ value: b.id, label: b.name }))}
        />
        <SelectFilter
          id="products-status"
          name="status"
          label={l.status}
          value={status}
          any={l.allStatuses}
          choices={choicesOf(statuses, (s) => t.backofficeProducts.statuses[s] ?? s)}
        />
        <SelectFilter
          id="products-stock"
          name="stock"
          label={l.stock}
          value={stock}
          any={l.anyStock}
          choices={choicesOf(['in', 'out'], (v) => (v === 'in' ? l.inStock : l.outOfStock))}
        />
        <SelectFilter
          id="products-image"
          name="image"
          label={l.image}
          value={image}
          any={l.anyImage}
          choices={choicesOf(['yes', 'no'], (v) => (v === 'yes' ? l.withImage : l.withoutImage))}
        />
      </FilterForm>
      <p className="backoffice-totals" data-products-total={list.total}>
        <strong>{l.count(new Intl.NumberFormat(t.locale).format(list.total))}</strong>
      </p>
      {list.items.length === 0 ? (
        <p>{l.none}</p>
      ) : (
        <ProductTable rows={list.items} language={language} canEdit={canEdit} categoryOptions={tree} />
      )}
      <Pagination label={l.title} page={page} pageSize={pageSize} of={list} href={link} t={t} />
    </div>
  );
}
