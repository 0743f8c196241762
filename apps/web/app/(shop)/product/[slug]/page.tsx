import { ApiError, type ProductDetail } from '@engros/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AddToCartForm } from '../../../../components/catalog/add-to-cart-form';
import { Price } from '../../../../components/catalog/price';
import { ProductGallery } from '../../../../components/catalog/product-gallery';
import { ErrorNotice } from '../../../../components/error-notice';
import { AddToList } from '../../../../components/lists/add-to-list';
import Link from '../../../../components/ui/link';
import { ProductImage } from '../../../../components/ui/product-image';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { formatMoney } from '../../../../lib/format';
import { mediaTexts } from '../../../../lib/i18n/areas/media';
import { getDictionary } from '../../../../lib/i18n/server';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ sku?: string | string[] }> };

/** The gallery is at most 26rem wide (a column from 56rem, above the facts below); phones: the width less padding. */
const GALLERY_SIZES = '(max-width: 28rem) calc(100vw - 2rem), 26rem';
/** The zoom dialog is 90vw, at most 64rem. */
const ZOOM_SIZES = '(max-width: 71rem) 90vw, 64rem';

/**
 * The product as this request's viewer sees it (their company's prices): one API call for the title and the page
 * (React `cache`, per request; the title asked the API for the product a second time, without the company).
 */
const productFor = cache(async (slug: string) => {
  const { api, viewer } = await viewerApi();
  return api.getProduct({
    path: { productId: decodeURIComponent(slug) },
    query: { customerId: viewer.isSignedIn ? viewer.company?.customerId : undefined },
    init: { cache: 'no-store' },
  });
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const product = await productFor(slug).catch(() => null);
  return { title: product?.name ?? slug };
}

/** Product page: facts, properties and every variant with the person's own price, tiers and "Add to cart". */
export default async function ProductPage({ params, searchParams }: Props) {
  const [{ slug }, { sku: chosenSku }, { viewer }, { t, language }] = await Promise.all([
    params,
    searchParams,
    viewerApi(),
    getDictionary(),
  ]);
  let product: ProductDetail;
  try {
    product = await productFor(slug);
  } catch (error) {
    if (ApiError.isApiError(error) && error.status === 404) notFound();
    return <ErrorNotice title={slug} message={errorMessage(error, t)} />;
  }
  const canOrder = viewer.isSignedIn && viewer.company !== null && viewer.company.role !== 'viewer';
  const isReadOnly = viewer.isSignedIn && viewer.company?.role === 'viewer';
  // A variant chosen by its link (?sku=) opens the gallery on its own picture.
  const chosen = product.images.findIndex((image) => image.sku !== null && image.sku === chosenSku);
  const firstImageOf = (sku: string) => product.images.find((image) => image.sku === sku);
  return (
    <div className="page product-page">
      <nav aria-label={t.catalog.breadcrumb} className="breadcrumb">
        <ol>
          <li>
            <Link href="/">{t.nav.home}</Link>
          </li>
          {product.categoryPath.map((category) => (
            <li key={category.slug}>
              <Link href={`/category/${encodeURIComponent(category.slug)}`}>{category.name}</Link>
            </li>
          ))}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      {product.images.length > 0 ? (
        <ProductGallery
          key={chosen}
          language={language}
          initialIndex={Math.max(chosen, 0)}
          slides={product.images.map((image, i) => ({
            id: image.id,
            alt: image.alt,
            sku: image.sku,
            main: <ProductImage image={image} sizes={GALLERY_SIZES} priority={i === Math.max(chosen, 0)} />,
            thumb: <ProductImage image={image} sizes="4rem" alt="" placeholder="color" />,
            large: <ProductImage image={image} sizes={ZOOM_SIZES} />,
          }))}
        />
      ) : (
        <div className="gallery">
          <ProductImage image={null} sizes={GALLERY_SIZES} className="gallery-main" />
        </div>
      )}
      <div className="product-head">
        <div>
          <h1>{product.name}</h1>
          <dl className="facts">
            <div>
              <dt>{t.product.productNumber}</dt>
              <dd>{product.productNumber}</dd>
            </div>
            {product.brand ? (
              <div>
                <dt>{t.product.brand}</dt>
                <dd>{product.brand.name}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t.product.packaging}</dt>
              <dd>{t.product.unitOf(product.packSize, product.unit)}</dd>
            </div>
          </dl>
          {product.isPrescriptionOnly ? <p className="badge">{t.product.prescriptionOnly}</p> : null}
          <p className="description">{product.description}</p>
        </div>
        {product.properties.length > 0 ? (
          <section aria-labelledby="properties-heading" className="panel">
            <h2 id="properties-heading">{t.product.properties}</h2>
            <dl className="properties">
              {product.properties.map((property) => (
                <div key={property.key}>
                  <dt>{property.label}</dt>
                  <dd>{property.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </div>
      <section aria-labelledby="variants-heading">
        <h2 id="variants-heading">{t.product.variants}</h2>
        {isReadOnly ? (
          <p className="alert alert-info" data-read-only>
            {t.product.readOnly}
          </p>
        ) : canOrder ? null : (
          <p className="alert alert-info">
            <Link href={`/login?callbackUrl=${encodeURIComponent(`/product/${slug}`)}`}>{t.product.signInToOrder}</Link>
          </p>
        )}
        <ul className="variants">
          {product.variants.map((variant) => (
            <li key={variant.sku} className="variant" data-sku={variant.sku}>
              <div className="variant-main">
                <h3>{variant.name}</h3>
                {firstImageOf(variant.sku) ? (
                  <Link
                    href={`/product/${encodeURIComponent(slug)}?sku=${encodeURIComponent(variant.sku)}`}
                    className="variant-image"
                    aria-label={mediaTexts[language].variantImage(variant.sku)}
                  >
                    <ProductImage image={firstImageOf(variant.sku)} sizes="4rem" alt="" placeholder="color" />
                  </Link>
                ) : null}
                <dl className="facts">
                  <div>
                    <dt>{t.product.sku}</dt>
                    <dd>{variant.sku}</dd>
                  </div>
                  {variant.gtin ? (
                    <div>
                      <dt>{t.product.gtin}</dt>
                      <dd>{variant.gtin}</dd>
                    </div>
                  ) : null}
                  {variant.properties.map((property) => (
                    <div key={property.key}>
                      <dt>{property.label}</dt>
                      <dd>{property.value}</dd>
                    </div>
                  ))}
                </dl>
                <p className={variant.isInStock ? 'stock in-stock' : 'stock out-of-stock'}>
                  {variant.isInStock ? t.product.stockCount(variant.stock) : t.catalog.outOfStock}
                  {' · '}
                  {t.product.leadTime(variant.leadTimeDays)}
                </p>
              </div>
              <div className="variant-buy">
                {variant.price ? (
                  <>
                    <p className="variant-price">
                      <span className="price-label">
                        {viewer.isSignedIn ? t.product.yourPrice : t.product.listPrice}
                      </span>
                      <Price
                        amount={variant.price.unitPrice}
                        listAmount={variant.price.listUnitPrice}
                        currency={variant.price.currency}
                        kind={variant.price.agreement.kind}
                        t={t}
                      />
                      <span className="muted"> {t.product.exVat}</span>
                    </p>
                    {variant.price.tiers.length > 1 ? (
                      <table className="tiers">
                        <caption>{t.product.tiers}</caption>
                        <tbody>
                          {variant.price.tiers.map((tier) => (
                            <tr key={tier.minQuantity}>
                              <th scope="row">{t.product.tierFrom(tier.minQuantity)}</th>
                              <td>{formatMoney(tier.unitPrice, variant.price?.currency ?? 'NOK', t)}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    ) : null}
                  </>
                ) : (
                  <p className="muted">{t.product.noPrice}</p>
                )}
                {canOrder && variant.price ? (
                  <AddToCartForm
                    sku={variant.sku}
                    name={variant.name}
                    texts={{ quantity: t.product.quantity, addToCart: t.product.addToCart }}
                  />
                ) : null}
                <AddToList sku={variant.sku} name={variant.name} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
