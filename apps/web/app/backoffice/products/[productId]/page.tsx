import type { BackofficeProduct, BackofficeProductFormOptions, ManagedProductImage } from '@engros/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CopyProductForm } from '../../../../components/backoffice-products/copy-form';
import { MediaPanel } from '../../../../components/backoffice-products/media-panel';
import { ProductForm } from '../../../../components/backoffice-products/product-form';
import { ErrorNotice } from '../../../../components/error-notice';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../../lib/support';

type Props = { params: Promise<{ productId: string }>; searchParams: Promise<{ created?: string; saved?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeProducts.list.title };
}

/**
 * Back office: one product — every field, its variants and its pictures. Catalog staff edit, copy and manage the
 * pictures; other staff see the same page without controls.
 */
export default async function BackofficeProductPage({ params, searchParams }: Props) {
  const [{ productId }, query, { api, viewer, language }, { t }] = await Promise.all([
    params,
    searchParams,
    viewerApi(),
    getDictionary(),
  ]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const canEdit = staffMay.catalog(await staffRoleOf(viewer));
  const f = t.backofficeProducts.form;
  let product: BackofficeProduct;
  let options: BackofficeProductFormOptions;
  let images: ManagedProductImage[];
  try {
    [product, options, images] = await Promise.all([
      api.getBackofficeProduct({ path: { productId }, init: { cache: 'no-store' } }),
      api.getProductFormOptions({ init: { cache: 'no-store' } }),
      api.listProductImages({ path: { productId }, init: { cache: 'no-store' } }).then((r) => r.items),
    ]);
  } catch (error) {
    if (problemOf(error)?.status === 404 || problemOf(error)?.status === 400) notFound();
    return <ErrorNotice title={f.back} message={errorMessage(error, t)} />;
  }
  const name = product.name[language] || product.name.nb;
  return (
    <div className="page backoffice-product" data-product-id={product.id} data-product-status={product.status}>
      <p>
        <Link href="/backoffice/products">{f.back}</Link>
        {product.status === 'active' ? (
          <>
            {' · '}
            <Link href={`/product/${product.slug}`}>{f.shopLink}</Link>
          </>
        ) : null}
      </p>
      <h1>
        {canEdit ? f.editTitle(name) : f.viewTitle(name)}{' '}
        <span className={`badge product-status-${product.status}`}>
          {t.backofficeProducts.statuses[product.status]}
        </span>
      </h1>
      {query.created || query.saved ? (
        <p className="alert alert-info" role="status" data-product-saved>
          {query.created ? f.created : f.saved}
        </p>
      ) : null}
      <MediaPanel
        productId={product.id}
        initial={images}
        skus={product.variants.map((v) => v.sku)}
        languages={options.languages}
        language={language}
        canEdit={canEdit}
      />
      <ProductForm key={product.updatedAt} product={product} options={options} language={language} canEdit={canEdit} />
      {canEdit ? <CopyProductForm productId={product.id} language={language} /> : null}
    </div>
  );
}
