import type { Metadata } from 'next';
import { CartLineForms } from '../../../components/cart/cart-line-forms';
import { PriceNote } from '../../../components/cart/price-note';
import { TotalsList } from '../../../components/cart/totals-list';
import { CartExtras } from '../../../components/lists/cart-extras';
import { ListChangesNotice } from '../../../components/lists/list-changes-notice';
import { RequestQuoteForm } from '../../../components/quotes/request-quote-form';
import Link from '../../../components/ui/link';
import { LINE_IMAGE_SIZES, ProductImage } from '../../../components/ui/product-image';
import { getViewer } from '../../../lib/auth/viewer';
import { loadCart } from '../../../lib/cart';
import { formatMoney } from '../../../lib/format';
import { getDictionary } from '../../../lib/i18n/server';
import { decodeChanges } from '../../../lib/list-changes';
import { getPunchout } from '../../../lib/punchout';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.cart.title };
}

type Props = { searchParams: Promise<{ listChanges?: string }> };

/**
 * The open cart of the company the person shops for: lines (quantity, remove) and totals, priced now. Coming from a
 * shopping list (`?listChanges=`), it first says what changed against the list.
 */
export default async function CartPage({ searchParams }: Props) {
  const [{ language, t }, viewer, result, query] = await Promise.all([
    getDictionary(),
    getViewer(),
    loadCart(),
    searchParams,
  ]);
  if (!result.ok) {
    return (
      <div className="page">
        <h1>{t.cart.title}</h1>
        {result.reason === 'signed-out' ? (
          <p>
            <Link href="/login?callbackUrl=%2Fcart">{t.cart.signInToSee}</Link>
          </p>
        ) : (
          <p className="alert alert-error" role="alert">
            {result.message}
          </p>
        )}
      </div>
    );
  }
  const { cart } = result;
  const isReadOnly = viewer.isSignedIn && viewer.company?.role === 'viewer';
  const punchout = viewer.isSignedIn ? await getPunchout() : null;
  const money = (minor: number) => formatMoney(minor, cart.currency, t);
  return (
    <div className="page cart-page">
      <h1>{t.cart.title}</h1>
      {viewer.isSignedIn && viewer.company ? <p className="muted">{t.cart.forCompany(viewer.company.name)}</p> : null}
      <ListChangesNotice changes={decodeChanges(query.listChanges)} currency={cart.currency} lines={cart.lines} t={t} />
      {cart.lines.length === 0 ? (
        <p>
          {t.cart.empty} <Link href="/">{t.cart.continueShopping}</Link>
        </p>
      ) : (
        <div className="cart-layout">
          <table className="cart-lines">
            <caption className="visually-hidden">{t.cart.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t.cart.item}</th>
                <th scope="col" className="num">
                  {t.cart.unitPrice}
                </th>
                <th scope="col">{t.cart.quantity}</th>
                <th scope="col" className="num">
                  {t.cart.lineTotal}
                </th>
              </tr>
            </thead>
            <tbody>
              {cart.lines.map((line) => (
                <tr key={line.id} data-sku={line.sku}>
                  <td data-label={t.cart.item}>
                    <ProductImage image={line.image} sizes={LINE_IMAGE_SIZES} alt="" className="line-image" />
                    <span className="line-name">{line.name ?? line.sku}</span>
                    <span className="muted line-sku">
                      {t.product.sku} {line.sku}
                    </span>
                    <PriceNote
                      source={line.priceSource}
                      previousUnitPrice={line.previousUnitPrice}
                      unitPrice={line.unitPrice}
                      currency={cart.currency}
                      t={t}
                    />
                    {line.available ? null : (
                      <span className="line-problem">
                        {t.cart.unavailable}
                        {line.message ? `: ${line.message}` : ''}
                      </span>
                    )}
                  </td>
                  <td data-label={t.cart.unitPrice} className="num">
                    {line.unitPrice !== null ? money(line.unitPrice) : '–'}
                  </td>
                  <td data-label={t.cart.quantity}>
                    {isReadOnly ? (
                      line.quantity
                    ) : (
                      <CartLineForms
                        lineId={line.id}
                        sku={line.sku}
                        quantity={line.quantity}
                        texts={{ quantity: t.cart.quantity, update: t.cart.update, remove: t.cart.remove }}
                      />
                    )}
                  </td>
                  <td data-label={t.cart.lineTotal} className="num line-total">
                    {line.lineTotal !== null ? money(line.lineTotal) : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <section aria-labelledby="totals-heading" className="panel totals">
            <h2 id="totals-heading">{t.cart.totals}</h2>
            <TotalsList totals={cart.totals} currency={cart.currency} t={t} shipping={cart.shipping} />
            {punchout ? (
              // In punch-out the cart goes back to the procurement system instead of through our checkout.
              <form method="post" action="/punchout/transfer" data-punchout-transfer>
                <button type="submit" className="button">
                  {t.signin.punchout.transfer}
                </button>
              </form>
            ) : isReadOnly ? (
              <p className="muted">{t.product.readOnly}</p>
            ) : (
              <p>
                <Link href="/checkout" className="button">
                  {t.checkout.toCheckout}
                </Link>
              </p>
            )}
            {isReadOnly || punchout ? null : <RequestQuoteForm language={language} />}
          </section>
        </div>
      )}
      <CartExtras lineCount={cart.lines.length} />
    </div>
  );
}
