import type { BackofficeProductFormOptions, BackofficeProductPage } from '@engros/client';
import type { Metadata } from 'next';
import Link from 'next/link';
import { categoryOptions } from '../../../components/backoffice-products/category-options';
import { ProductTable } from '../../../components/backoffice-products/product-table';
import { ErrorNotice } from '../../../components/error-notice';
import { viewerApi } from '../../../lib/auth/viewer';
import { errorMessage } from '../../../lib/errors';
import { getDictionary } from '../../../lib/i18n/server';
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
  const page = Math.min(10_000, Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1));
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
  const pages = Math.max(1, Math.ceil(list.total / pageSize));
  const link = (to: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
    if (to > 1) params.set('page', String(to));
    const qs = params.toString();
    return qs ? `/backoffice/products?${qs}` : '/backoffice/products';
  };
  const tree = categoryOptions(options.categories, language);
  return (
    <div className="page backoffice-products">
      <div className="backoffice-products-head">
        <h1>{l.title}</h1>
        {canEdit ? (
          <Link href="/backoffice/products/new" className="button" data-new-product>
            {l.newProduct}
          </Link>
        ) : null}
      </div>
      <form method="get" action="/backoffice/products" className="order-filters backoffice-filters">
        <div className="field">
          <label htmlFor="products-q">{l.search}</label>
          <input
            id="products-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            aria-describedby="products-q-help"
          />
          <p id="products-q-help" className="muted">
            {l.searchHelp}
          </p>
        </div>
        <div className="field">
          <label htmlFor="products-category">{l.category}</label>
          <select id="products-category" name="categoryId" defaultValue={categoryId ?? ''}>
            <option value="">{l.allCategories}</option>
            {tree}
          </select>
        </div>
        <div className="field">
          <label htmlFor="products-brand">{l.brand}</label>
          <select id="products-brand" name="brandId" defaultValue={brandId ?? ''}>
            <option value="">{l.allBrands}</option>
            {options.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="products-status">{l.status}</label>
          <select id="products-status" name="status" defaultValue={status ?? ''}>
            <option value="">{l.allStatuses}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t.backofficeProducts.statuses[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="products-stock">{l.stock}</label>
          <select id="products-stock" name="stock" defaultValue={stock ?? ''}>
            <option value="">{l.anyStock}</option>
            <option value="in">{l.inStock}</option>
            <option value="out">{l.outOfStock}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="products-image">{l.image}</label>
          <select id="products-image" name="image" defaultValue={image ?? ''}>
            <option value="">{l.anyImage}</option>
            <option value="yes">{l.withImage}</option>
            <option value="no">{l.withoutImage}</option>
          </select>
        </div>
        <button type="submit" className="button-small">
          {l.filter}
        </button>
        <Link href="/backoffice/products">{l.reset}</Link>
      </form>
      <p className="backoffice-totals" data-products-total={list.total}>
        <strong>{l.count(new Intl.NumberFormat(t.locale).format(list.total))}</strong>
      </p>
      {list.items.length === 0 ? (
        <p>{l.none}</p>
      ) : (
        <ProductTable rows={list.items} language={language} canEdit={canEdit} categoryOptions={tree} />
      )}
      <nav aria-label={l.title} className="pagination">
        {page > 1 ? (
          <Link href={link(page - 1)} rel="prev">
            {l.previous}
          </Link>
        ) : null}{' '}
        <span>{l.page(page, pages)}</span>{' '}
        {page < pages ? (
          <Link href={link(page + 1)} rel="next">
            {l.next}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
