import type { Cart, CompanyAddress } from '@engros/client';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ErrorNotice } from '../../../../../components/error-notice';
import { CreateSubscriptionForm } from '../../../../../components/subscriptions/subscription-forms';
import Link from '../../../../../components/ui/link';
import { viewerApi } from '../../../../../lib/auth/viewer';
import { errorMessage } from '../../../../../lib/errors';
import { getDictionary } from '../../../../../lib/i18n/server';
import { formatCutOff, formatDay, loadDeliveryDays } from '../../../../../lib/subscriptions';

type Props = { searchParams: Promise<{ address?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.lists.subscriptions.create };
}

/**
 * A new subscription from the open cart: the delivery address first (a GET choice, since the dates depend on its
 * route), then name, interval and the first delivery day from the API's delivery calendar for that address.
 */
export default async function NewSubscriptionPage({ searchParams }: Props) {
  const [query, { api, viewer, language }, { t }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) redirect('/login?callbackUrl=%2Faccount%2Fsubscriptions%2Fnew');
  const s = t.lists.subscriptions;
  if (!viewer.company) return <ErrorNotice title={s.create} message={t.errors.forbidden} />;
  if (viewer.company.role === 'viewer') return <ErrorNotice title={s.create} message={s.readOnly} />;
  const ids = { pid: viewer.contactId, customerId: viewer.company.customerId };
  let cart: Cart;
  let addresses: CompanyAddress[];
  try {
    [cart, { addresses }] = await Promise.all([
      api.getCart({ query: ids, init: { cache: 'no-store' } }),
      api.listAddresses({ path: { customerId: ids.customerId }, init: { cache: 'no-store' } }),
    ]);
  } catch (error) {
    return <ErrorNotice title={s.create} message={errorMessage(error, t)} />;
  }
  const deliveryAddresses = addresses.filter((a) => a.type === 'delivery');
  const address =
    deliveryAddresses.find((a) => a.addressId === query.address) ??
    deliveryAddresses.find((a) => a.addressId === cart.metadata.deliveryAddressId) ??
    deliveryAddresses.find((a) => a.isDefault) ??
    deliveryAddresses[0];
  const { dates, timeZone } = address ? await loadDeliveryDays(api, address, cart.id) : { dates: [], timeZone: '' };
  const days = dates.map((d) => ({
    date: d.date,
    label: `${formatDay(d.date, t)} (${s.orderBefore(formatCutOff(d.orderBefore, timeZone, t))})`,
  }));
  return (
    <div className="page subscription-new-page">
      <p>
        <Link href="/account/subscriptions">← {s.back}</Link>
      </p>
      <h1>{s.createFromCart}</h1>
      <p className="lead">{s.createLead}</p>
      {cart.lines.length === 0 ? (
        <p className="alert alert-info">
          {s.emptyCart} <Link href="/quick-order">{t.lists.quickOrder.title}</Link>
        </p>
      ) : (
        <div className="lists-layout">
          <div className="checkout-steps">
            <section aria-labelledby="sub-address-heading" className="panel">
              <h2 id="sub-address-heading">{s.address}</h2>
              {deliveryAddresses.length === 0 ? (
                <p className="alert alert-error">{s.noAddresses}</p>
              ) : (
                <form method="get" action="/account/subscriptions/new" className="form">
                  <fieldset className="choices">
                    <legend className="visually-hidden">{s.address}</legend>
                    {deliveryAddresses.map((a) => (
                      <label key={a.addressId} className="choice">
                        <input
                          type="radio"
                          name="address"
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
                    <div>
                      <button type="submit" className="button-small">
                        {s.useAddress}
                      </button>
                    </div>
                  ) : null}
                </form>
              )}
            </section>
            {address ? (
              <section aria-labelledby="sub-details-heading" className="panel">
                <h2 id="sub-details-heading">{s.details}</h2>
                {days.length === 0 ? <p className="alert alert-error">{s.noDates}</p> : null}
                <CreateSubscriptionForm language={language} addressId={address.addressId} days={days} />
              </section>
            ) : null}
          </div>
          <section aria-labelledby="sub-lines-heading" className="panel">
            <h2 id="sub-lines-heading">{s.template}</h2>
            <ul className="summary-lines">
              {cart.lines.map((line) => (
                <li key={line.id}>
                  <span>{line.name ?? line.sku}</span>
                  <span>× {line.quantity}</span>
                </li>
              ))}
            </ul>
            <Link href="/cart">{s.viewCart}</Link>
          </section>
        </div>
      )}
    </div>
  );
}
