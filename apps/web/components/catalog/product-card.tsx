import type { ProductCard as Card } from '@engros/client';
import type { Dictionary, Language } from '../../lib/i18n/dictionary';
import type { VariantChoices } from '../../lib/variant-choices';
import Link from '../ui/link';
import { CARD_IMAGE_SIZES, ProductImage } from '../ui/product-image';
import { Price } from './price';
import { QuickAddForm } from './quick-add-form';

export function ProductCard({
  product,
  t,
  highlightedName,
  isFirstRow = false,
  language,
  canOrder = false,
  variantChoices,
}: {
  product: Card;
  t: Dictionary;
  highlightedName?: string;
  /** The listing's first row: its pictures load at once (the page's largest paint is among them). */
  isFirstRow?: boolean;
  language?: Language;
  /** A buyer signed in for a company (not a viewer): the card offers quick add. */
  canOrder?: boolean;
  /** The page's variant choices (lib/variant-choices.ts): a product with several variants offers them. */
  variantChoices?: VariantChoices;
}) {
  const href = `/product/${encodeURIComponent(product.slug)}`;
  const quickAdd = {
    productId: product.id,
    href,
    name: product.name,
    variantCount: product.variantCount,
    language: language ?? 'nb',
  } as const;
  return (
    <li className="product-card">
      <ProductImage
        image={product.image}
        sizes={CARD_IMAGE_SIZES}
        alt=""
        className="product-card-image"
        loading={isFirstRow ? 'eager' : 'lazy'}
      />
      <p className="product-card-meta">
        {product.brand ? <span>{product.brand.name}</span> : null}
        <span>{product.productNumber}</span>
      </p>
      <h3 className="product-card-name">
        <Link href={href}>
          {highlightedName ? (
            // The API escapes the name and adds only <mark> (docs/catalog.md).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: API-escaped text with <mark> tags only
            <span dangerouslySetInnerHTML={{ __html: highlightedName }} />
          ) : (
            product.name
          )}
        </Link>
      </h3>
      <p className="product-card-facts muted">
        {t.listing.pack(product.packSize, product.unit)} · {t.catalog.variants(product.variantCount)}
      </p>
      <p className="product-card-bottom">
        {product.fromPrice ? (
          <Price
            amount={product.fromPrice.amount}
            listAmount={product.fromPrice.listAmount}
            currency={product.fromPrice.currency}
            kind={product.fromPrice.agreementKind}
            t={t}
            isFrom={product.variantCount > 1}
          />
        ) : (
          <span className="muted">{t.product.noPrice}</span>
        )}
        <span className={product.isInStock ? 'stock in-stock' : 'stock out-of-stock'}>
          {product.isInStock ? t.catalog.inStock : t.catalog.outOfStock}
        </span>
      </p>
      {canOrder && product.fromPrice ? (
        <QuickAddForm
          {...quickAdd}
          variants={product.variantCount > 1 ? (variantChoices?.get(product.id) ?? null) : undefined}
        />
      ) : null}
    </li>
  );
}
