import { randomUUID } from 'node:crypto';
import type { CompanyAddress, CostCentre, DeliveryDates } from '@engros/client';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ApprovalCheckoutForm } from '../../../components/approvals/approval-checkout-form';
import { CheckoutForm } from '../../../components/cart/checkout-form';
import { TotalsList } from '../../../components/cart/totals-list';
import Link from '../../../components/ui/link';
import { LINE_IMAGE_SIZES, ProductImage } from '../../../components/ui/product-image';
import { viewerApi } from '../../../lib/auth/viewer';
import { errorMessage } from '../../../lib/errors';
import { formatMoney } from '../../../lib/format';
import { getDictionary } from '../../../lib/i18n/server';
import { getPunchout } from '../../../lib/punchout';
import { formatCutOff, formatDay } from '../../../lib/subscriptions';
import { chooseCostCentre, chooseDeliveryAddress } from '../../actions/checkout';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.checkout.title };
}

/** Do the form's own fields; the rest of the cart's checkout problems are shown as a list. */
const FILLED_BY_FORM = new Set([
  'delivery_address_missing',
  'delivery_date_missing',
  'card_payment_required',
  'credit_limit_exceeded',
  'cost_centre_missing',
]);

/**
 * Checkout on invoice: delivery address (chosen first, since the dates depend on it), a delivery date of the
 * address's route, the buyer's PO number and comment, the lines and totals as they will be ordered.
 */
export default async function CheckoutPage({ searchParams }: { searchParams: Promise<{ cardPayment?: string }> }) {
  const [{ api, viewer, language }, { t }, { cardPayment }] = await Promise.all([
    viewerApi(),
    getDictionary(),
    searchParams,
  ]);
  if (!viewer.isSignedIn || !viewer.company) {
    return (
      <div className="page">
        <h1>{t.checkout.title}</h1>
        <p>
          <Link href="/login?callbackUrl=%2Fcheckout">{t.cart.signInToSee}</Link>
        </p>
      </div>
    );
  }
  // Punch-out: the procurement system orders; the cart is transferred back from the cart page instead.
  if (await getPunchout()) redirect('/cart');
  if (viewer.company.role === 'viewer') {
    return (
      <div className="page">
        <h1>{t.checkout.title}</h1>
        <p className="alert alert-info">{t.product.readOnly}</p>
      </div>
    );
  }
  const ids = { pid: viewer.contactId, customerId: viewer.company.customerId };
  let cart: Awaited<ReturnType<typeof api.getCart>>;
  let addresses: CompanyAddress[];
  let centres: CostCentre[];
  try {
    [cart, { addresses }, { items: centres }] = await Promise.all([
      api.getCart({ query: { ...ids, initCheckout: true }, init: { cache: 'no-store' } }),
      api.listAddresses({ path: { customerId: ids.customerId }, init: { cache: 'no-store' } }),
      api.listCostCentres({ query: { customerId: ids.customerId }, init: { cache: 'no-store' } }),
    ]);
  } catch (error) {
    return (
      <div className="page">
        <h1>{t.checkout.title}</h1>
        <p className="alert alert-error" role="alert">
          {errorMessage(error, t)}
        </p>
      </div>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <div className="page">
        <h1>{t.checkout.title}</h1>
        <p>
          {t.cart.empty} <Link href="/">{t.cart.continueShopping}</Link>
        </p>
      </div>
    );
  }
  const deliveryAddresses = addresses.filter((a) => a.type === 'delivery');
  const address =
    deliveryAddresses.find((a) => a.addressId === cart.metadata.deliveryAddressId) ??
    deliveryAddresses.find((a) => a.isDefault) ??
    deliveryAddresses[0];
  let dates: DeliveryDates['dates'] = [];
  let timeZone = 'Europe/Oslo';
  if (address) {
    const answer = await api
      .listDeliveryDates({
        body: { market: address.country, zipCode: address.zipCode, cartId: cart.id, count: 10 },
        init: { cache: 'no-store' },
      })
      .catch(() => null);
    dates = answer?.dates ?? [];
    timeZone = answer?.timeZone ?? timeZone;
  }
  const problems = cart.checkout?.problems ?? [];
  // Over a spending limit or matching a company rule: "Send for approval" instead of "Place order" (docs/approvals.md).
  const approvalReasons = problems.filter((p) => p.code === 'approval_required');
  const otherProblems = problems.filter(
    (p) => p.isBlocking && !FILLED_BY_FORM.has(p.code) && p.code !== 'approval_required',
  );
  // No invoice credit, or not enough (docs/customer.md): invoice is unavailable, with the API's reason; card stays.
  const invoiceRefusal = problems.find((p) => p.code === 'card_payment_required' || p.code === 'credit_limit_exceeded');
  const needsCard = Boolean(invoiceRefusal);
  const money = (minor: number) => formatMoney(minor, cart.currency, t);
  const time = (iso: string) => formatCutOff(iso, timeZone, t); // in the market's own time, as the buyer reads it
  const day = (date: string) => formatDay(date, t);
  const dateChoices = dates.map((d) => ({
    value: d.date,
    label: `${day(d.date)} (${t.checkout.orderBefore(time(d.orderBefore))}${d.isExpress ? `, ${t.checkout.express}` : ''})`,
  }));

  return (
    <div className="page checkout-page">
      <h1>{t.checkout.title}</h1>
      <p className="muted">{t.cart.forCompany(viewer.company.name)}</p>
      <div className="cart-layout">
        <div className="checkout-steps">
          <section aria-labelledby="address-heading" className="panel">
            <h2 id="address-heading">{t.checkout.deliveryAddress}</h2>
            {deliveryAddresses.length === 0 ? (
              <p className="alert alert-error">{t.checkout.noAddresses}</p>
            ) : (
              <form action={chooseDeliveryAddress} className="form">
                <fieldset className="choices">
                  <legend className="visually-hidden">{t.checkout.deliveryAddress}</legend>
                  {deliveryAddresses.map((a) => (
                    <label key={a.addressId} className="choice">
                      <input
                        type="radio"
                        name="deliveryAddressId"
                        value={a.addressId}
                        defaultChecked={a.addressId === address?.addressId}
                      />
                      <span>
                        <strong>{a.name}</strong>
                        <br />
                        {a.line1}
                        {a.line2 ? `, ${a.line2}` : ''}, {a.zipCode} {a.city}
                      </span>
                    </label>
                  ))}
                </fieldset>
                {deliveryAddresses.length > 1 ? (
                  <button type="submit" className="button-small">
                    {t.checkout.useAddress}
                  </button>
                ) : null}
              </form>
            )}
          </section>
          {centres.length > 0 ? (
            <section aria-labelledby="cost-centre-heading" className="panel" data-cost-centre>
              <h2 id="cost-centre-heading">{t.checkout.costCentre}</h2>
              <form action={chooseCostCentre} className="form">
                <label htmlFor="costCentreId" className="visually-hidden">
                  {t.checkout.costCentre}
                </label>
                <select id="costCentreId" name="costCentreId" defaultValue={cart.metadata.costCentreId ?? ''} required>
                  <option value="" disabled>
                    {t.checkout.chooseCostCentre}
                  </option>
                  {centres.map((centre) => (
                    <option key={centre.id} value={centre.id}>
                      {centre.code} – {centre.name}
                    </option>
                  ))}
                </select>{' '}
                <button type="submit" className="button-small">
                  {t.checkout.useCostCentre}
                </button>
              </form>
            </section>
          ) : null}
          {otherProblems.length > 0 ? (
            <div className="alert alert-error" role="alert">
              <p>{t.checkout.problems}</p>
              <ul>
                {otherProblems.map((p) => (
                  <li key={`${p.code}-${p.lineId ?? ''}`}>{p.message}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {approvalReasons.length > 0 ? (
            <section
              className="alert alert-info approval-needed"
              aria-labelledby="approval-heading"
              data-approval-needed
            >
              <h2 id="approval-heading">{t.approvals.checkoutNeeded}</h2>
              <p>{t.approvals.checkoutReasons}</p>
              <ul>
                {approvalReasons.map((p) => (
                  <li key={p.message}>{p.message}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {invoiceRefusal ? (
            <p className="alert alert-info" data-invoice-unavailable>
              {t.checkout.invoiceUnavailable(invoiceRefusal.message)}
            </p>
          ) : null}
          {cardPayment === 'cancelled' ? (
            <p className="alert alert-error" role="alert">
              {t.checkout.cardCancelled}
            </p>
          ) : null}
          {address && approvalReasons.length > 0 ? (
            <ApprovalCheckoutForm
              language={language}
              deliveryAddressId={address.addressId}
              dates={dateChoices}
              version={cart.version}
              idempotencyKey={randomUUID()}
              mustPayByCard={needsCard}
              initial={{
                purchaseOrderNumber: cart.metadata.purchaseOrderNumber ?? '',
                comment: cart.metadata.comment ?? '',
                requestedDeliveryDate: cart.metadata.requestedDeliveryDate ?? dates[0]?.date ?? '',
              }}
            />
          ) : address ? (
            <CheckoutForm
              language={language}
              deliveryAddressId={address.addressId}
              dates={dateChoices}
              version={cart.version}
              gross={cart.totals.gross}
              idempotencyKey={randomUUID()}
              mustPayByCard={needsCard}
              initial={{
                purchaseOrderNumber: cart.metadata.purchaseOrderNumber ?? '',
                comment: cart.metadata.comment ?? '',
                requestedDeliveryDate: cart.metadata.requestedDeliveryDate ?? dates[0]?.date ?? '',
              }}
            />
          ) : null}
        </div>
        <section aria-labelledby="summary-heading" className="panel totals">
          <h2 id="summary-heading">{t.checkout.lines}</h2>
          <ul className="summary-lines">
            {cart.lines.map((line) => (
              <li key={line.id}>
                <span>
                  <ProductImage image={line.image} sizes={LINE_IMAGE_SIZES} alt="" className="line-image" />
                  {line.quantity} × {line.name ?? line.sku}
                </span>
                <span>{line.lineTotal !== null ? money(line.lineTotal) : '–'}</span>
              </li>
            ))}
          </ul>
          <TotalsList totals={cart.totals} currency={cart.currency} t={t} shipping={cart.shipping} />
          <p>
            <Link href="/cart">{t.checkout.backToCart}</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
