import { ApiError, type BackofficeCustomer, type BackofficeCustomerOptions } from '@engros/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Pagination } from '../../../../components/backoffice/list-page';
import { CompanyTermsForm } from '../../../../components/backoffice-customers/company-terms-form';
import { CustomerActivity } from '../../../../components/backoffice-customers/customer-activity';
import {
  type CustomerListName,
  type CustomerLists,
  customerListHref,
  customerListNames,
  loadCustomerLists,
} from '../../../../components/backoffice-customers/customer-lists';
import { CustomerStandingForms } from '../../../../components/backoffice-orders/customer-standing-forms';
import { BackofficeOrderTable } from '../../../../components/backoffice-orders/order-table';
import { ErrorNotice } from '../../../../components/error-notice';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { formatMoney } from '../../../../lib/format';
import { getDictionary } from '../../../../lib/i18n/server';
import { pageParam } from '../../../../lib/list-query';
import { moneyInputValue } from '../../../../lib/money';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../../lib/support';

type Props = {
  params: Promise<{ customerId: string }>;
  /** `created=1` after creating; `<list>=<page>` for each list shown past its first page. */
  searchParams: Promise<Partial<Record<CustomerListName | 'created', string>>>;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeOrders.customers.title };
}

/** Back office: one company: details, standing (block and credit, with the forms), people, addresses, orders. */
export default async function BackofficeCustomerPage({ params, searchParams }: Props) {
  const [{ customerId }, query, { api, viewer }, { t, language }] = await Promise.all([
    params,
    searchParams,
    viewerApi(),
    getDictionary(),
  ]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  if (!UUID.test(customerId)) notFound();
  const c = t.backofficeOrders.customer;
  const mayChange = staffMay.customers(await staffRoleOf(viewer));
  const pages = Object.fromEntries(customerListNames.map((list) => [list, pageParam(query[list], 1_000)])) as Record<
    CustomerListName,
    number
  >;
  let customer: BackofficeCustomer;
  let options: BackofficeCustomerOptions | null;
  let lists: CustomerLists;
  try {
    [customer, options] = await Promise.all([
      api.getBackofficeCustomer({ path: { customerId }, init: { cache: 'no-store' } }),
      // The sales reps to choose from, for those who may change the terms.
      mayChange ? api.getCustomerFormOptions({ init: { cache: 'no-store' } }) : null,
    ]);
    lists = await loadCustomerLists(api, customer, pages);
  } catch (error) {
    if (ApiError.isApiError(error) && error.status === 404) notFound();
    return <ErrorNotice title={t.backofficeOrders.customers.title} message={errorMessage(error, t)} />;
  }
  const money = (minor: number) => formatMoney(minor, customer.currency, t);
  const date = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'Europe/Oslo' });
  const dateTime = new Intl.DateTimeFormat(t.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Oslo',
  });
  const limit = customer.creditLimit.amount;
  const p = t.backofficeCustomers.page;
  const listTitles: Record<CustomerListName, string> = {
    users: c.contacts,
    orders: c.recentOrders,
    invoices: p.invoices,
    quotes: p.quotes,
    carts: p.carts,
    tickets: p.tickets,
    'audit-log': p.auditLog,
  };
  const pager = (list: CustomerListName) => (
    <Pagination
      label={listTitles[list]}
      page={lists[list].page}
      pageSize={lists[list].take}
      of={lists[list]}
      href={(page) => customerListHref(customer.id, pages, list, page)}
      t={t}
    />
  );
  return (
    <div className="page backoffice-customer" data-customer-blocked={customer.isBlocked}>
      <p>
        <Link href="/backoffice/customers">← {t.backofficeOrders.customers.back}</Link>
      </p>
      <h1>
        {customer.name}{' '}
        {customer.isBlocked ? (
          <span className="badge badge-danger" data-blocked-badge>
            {t.backofficeOrders.customers.isBlocked}
          </span>
        ) : null}
      </h1>
      {query.created === '1' ? (
        <p className="alert alert-success" role="status" data-created-notice>
          {p.createdNotice}
        </p>
      ) : null}
      {customer.isBlocked && customer.blockedReason ? (
        <p className="alert alert-error" data-blocked-reason>
          {c.blockedReason}: {customer.blockedReason}
        </p>
      ) : null}
      <dl className="facts">
        <div>
          <dt>{t.backofficeOrders.customers.customerNumber}</dt>
          <dd>{customer.customerNumber}</dd>
        </div>
        <div>
          <dt>{t.backofficeOrders.customers.orgNumber}</dt>
          <dd>{customer.orgNumber}</dd>
        </div>
        <div>
          <dt>{c.vatNumber}</dt>
          <dd>{customer.vatNumber ?? c.none}</dd>
        </div>
        <div>
          <dt>{c.markets}</dt>
          <dd>{customer.markets.join(', ')}</dd>
        </div>
        <div>
          <dt>{t.backofficeOrders.customers.creditLimit}</dt>
          <dd data-credit-limit={limit}>{limit === 0 ? `${money(0)} (${c.cardOnly})` : money(limit)}</dd>
        </div>
        <div>
          <dt>{t.backofficeOrders.customers.openBalance}</dt>
          <dd data-open-balance={customer.openBalance.amount}>{money(customer.openBalance.amount)}</dd>
        </div>
        <div>
          <dt>{c.priceList}</dt>
          <dd>{customer.priceList ? `${customer.priceList.name} (${customer.priceList.code})` : c.none}</dd>
        </div>
        {customer.email ? (
          <div>
            <dt>{c.email}</dt>
            <dd>
              <a href={`mailto:${customer.email}`}>{customer.email}</a>
            </dd>
          </div>
        ) : null}
        {customer.phone ? (
          <div>
            <dt>{c.phone}</dt>
            <dd>{customer.phone}</dd>
          </div>
        ) : null}
        <div>
          <dt>{p.paymentTerms}</dt>
          <dd data-payment-terms={customer.paymentTermsDays}>{p.days(customer.paymentTermsDays)}</dd>
        </div>
        <div>
          <dt>{p.salesRep}</dt>
          <dd data-sales-rep>
            {customer.salesRep ? <a href={`mailto:${customer.salesRep.email}`}>{customer.salesRep.name}</a> : c.none}
          </dd>
        </div>
        <div>
          <dt>{p.assortment}</dt>
          <dd data-assortment={customer.assortment?.id ?? 'all'}>
            {customer.assortment ? (
              <Link href={`/backoffice/assortments/${customer.assortment.id}`}>{customer.assortment.name}</Link>
            ) : (
              p.wholeCatalog
            )}
          </dd>
        </div>
        <div>
          <dt>{c.since}</dt>
          <dd>{date.format(new Date(customer.createdAt))}</dd>
        </div>
        <div>
          <dt>{c.openCarts}</dt>
          <dd data-open-carts={customer.openCarts.net}>
            {c.openCartsValue(customer.openCarts.count, money(customer.openCarts.net))}
          </dd>
        </div>
      </dl>

      {options ? (
        <section aria-labelledby="customer-terms" className="panel">
          <h2 id="customer-terms">{t.backofficeCustomers.terms.title}</h2>
          <CompanyTermsForm customer={customer} salesReps={options.salesReps} language={language} />
        </section>
      ) : null}

      <section aria-labelledby="customer-standing" className="panel">
        <h2 id="customer-standing">{c.standing}</h2>
        {mayChange ? (
          <CustomerStandingForms
            customerId={customer.id}
            isBlocked={customer.isBlocked}
            creditLimit={moneyInputValue(limit)}
            texts={{
              block: c.block,
              unblock: c.unblock,
              blockHelp: c.blockHelp,
              reason: c.reason,
              newLimit: c.newLimit,
              limitHelp: c.limitHelp,
              saveLimit: c.saveLimit,
            }}
          />
        ) : null}
        <h3>{c.history}</h3>
        {customer.history.length === 0 ? (
          <p className="muted">{c.noHistory}</p>
        ) : (
          <table className="cart-lines backoffice-table" data-standing-history>
            <caption className="visually-hidden">{c.history}</caption>
            <thead>
              <tr>
                <th scope="col">{c.when}</th>
                <th scope="col">{c.change}</th>
                <th scope="col">{c.reason}</th>
                <th scope="col">{c.by}</th>
              </tr>
            </thead>
            <tbody>
              {customer.history.map((event) => (
                <tr key={event.id} data-change={event.change}>
                  <td data-label={c.when}>
                    <time dateTime={event.at}>{dateTime.format(new Date(event.at))}</time>
                  </td>
                  <td data-label={c.change}>
                    {c.changes[event.change]}
                    {event.change === 'credit_limit' && event.creditLimitAfter !== null
                      ? `: ${money(event.creditLimitBefore ?? 0)} → ${money(event.creditLimitAfter)}`
                      : ''}
                  </td>
                  <td data-label={c.reason}>{event.reason}</td>
                  <td data-label={c.by}>{event.by.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="customer-contacts">
        <h2 id="customer-contacts">{c.contacts}</h2>
        <table className="cart-lines backoffice-table">
          <caption className="visually-hidden">{c.contacts}</caption>
          <thead>
            <tr>
              <th scope="col">{t.backofficeOrders.customers.name}</th>
              <th scope="col">{c.email}</th>
              <th scope="col">{c.phone}</th>
              <th scope="col">{c.role}</th>
              <th scope="col">{c.memberStatus}</th>
            </tr>
          </thead>
          <tbody>
            {lists.users.items.map((person) => (
              <tr key={person.contactId}>
                <th scope="row" data-label={t.backofficeOrders.customers.name}>
                  {person.name}
                </th>
                <td data-label={c.email}>
                  <a href={`mailto:${person.email}`}>{person.email}</a>
                </td>
                <td data-label={c.phone}>{person.phone ?? ''}</td>
                <td data-label={c.role}>{c.roles[person.role]}</td>
                <td data-label={c.memberStatus}>{c.memberStatuses[person.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {pager('users')}
      </section>

      <section aria-labelledby="customer-addresses">
        <h2 id="customer-addresses">{c.addresses}</h2>
        <ul className="backoffice-addresses">
          {customer.addresses.map((a) => (
            <li key={a.id}>
              <strong>{c.addressTypes[a.type]}</strong> {a.isDefault ? c.isDefault : ''}:{' '}
              {[a.name, a.line1, a.line2, `${a.zipCode} ${a.city}`, a.country].filter(Boolean).join(', ')}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="customer-orders">
        <h2 id="customer-orders">{c.recentOrders}</h2>
        {lists.orders.items.length === 0 ? (
          <p className="muted">{c.noOrders}</p>
        ) : (
          <BackofficeOrderTable orders={lists.orders.items} t={t} caption={c.recentOrders} />
        )}
        {pager('orders')}
        <p>
          <Link href={`/backoffice/orders?customerId=${customer.id}`}>{c.allOrders}</Link>
        </p>
      </section>

      <CustomerActivity lists={lists} pager={pager} t={t} />
    </div>
  );
}
