import type { ApiClient } from '@engros/client';
import { formatMoney } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/dictionary';
import { imagesBySku } from '../../lib/product-images';
import { PriceNote } from '../cart/price-note';
import { LINE_IMAGE_SIZES, ProductImage } from '../ui/product-image';

/** An order's lines (item, quantity, unit price, line total): the customer's order page and the back office's. */
export async function OrderLinesTable(props: {
  lines: {
    id: string;
    kind?: string;
    sku: string;
    name: string | null;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
    /** Why the line had its price when placed (stored with the order line). */
    priceSource?: { text: string; kind: string } | null;
  }[];
  currency: string;
  t: Dictionary;
  /** The caption for screen readers only (the page's heading already says what the table is). */
  hideCaption?: boolean;
  /** The page's client: the products' pictures are read by SKU (order lines carry none). */
  api?: ApiClient;
}) {
  const { lines, currency, t } = props;
  const products = lines.filter((line) => line.kind !== 'shipping');
  const images = props.api
    ? await imagesBySku(
        props.api,
        products.map((line) => line.sku),
      )
    : null;
  const money = (minor: number) => formatMoney(minor, currency, t);
  return (
    <table className="cart-lines">
      <caption className={props.hideCaption ? 'visually-hidden' : undefined}>{t.checkout.lines}</caption>
      <thead>
        <tr>
          <th scope="col">{t.cart.item}</th>
          <th scope="col" className="num">
            {t.cart.quantity}
          </th>
          <th scope="col" className="num">
            {t.cart.unitPrice}
          </th>
          <th scope="col" className="num">
            {t.cart.lineTotal}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} data-sku={line.sku}>
            <th scope="row" data-label={t.cart.item}>
              {images && line.kind !== 'shipping' ? (
                <ProductImage image={images.get(line.sku)} sizes={LINE_IMAGE_SIZES} alt="" className="line-image" />
              ) : null}
              <span className="line-name">{line.name}</span>{' '}
              <span className="muted line-sku">
                {t.product.sku} {line.sku}
              </span>
              <PriceNote source={line.priceSource} currency={currency} t={t} />
            </th>
            <td data-label={t.cart.quantity} className="num">
              {line.quantity}
            </td>
            <td data-label={t.cart.unitPrice} className="num">
              {money(line.unitPrice)}
            </td>
            <td data-label={t.cart.lineTotal} className="num">
              {money(line.lineTotal)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
