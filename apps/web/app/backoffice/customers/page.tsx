import type { BackofficeCustomerPage } from '@engros/client';
import type { Metadata } from 'next';
import {
  choicesOf,
  FilterForm,
  Pagination,
  SearchFilter,
  SelectFilter,
} from '../../../components/backoffice/list-page';
import { ErrorNotice } from '../../../components/error-notice';
import Link from '../../../components/ui/link';
import { viewerApi } from '../../../lib/auth/viewer';
import { errorMessage } from '../../../lib/errors';
import { formatMoney } from '../../../lib/format';
import { getDictionary } from '../../../lib/i18n/server';
import { listHref, pageParam } from '../../../lib/list-query';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../lib/support';

const take = 25;
type Props = { searchParams: Promise<{ q?: string; blocked?: string; page?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeOrders.customers.title };
}

/** Back office: companies by name, org number or customer number; blocked ones on their own if asked. */
export default async function BackofficeCustomersPage({ searchParams }: Props) {
  const [query, { api, viewer }, { t }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const c = t.backofficeOrders.customers;
  const q = query.q?.trim().slice(0, 100) || undefined;
  const blocked = query.blocked === 'true' || query.blocked === 'false' ? query.blocked : undefined;
  const pageNumber = pageParam(query.page, 4000);
  let page: BackofficeCustomerPage;
  try {
    page = await api.listBackofficeCustomers({
      query: {
        q,
        blocked: blocked === undefined ? undefined : blocked === 'true',
        skip: (pageNumber - 1) * take,
        take,
      },
      init: { cache: 'no-store' },
    });
  } catch (error) {
    return <ErrorNotice title={c.title} message={errorMessage(error, t)} />;
  }
  const link = (p: number) => listHref('/backoffice/customers', { q, blocked, page: p });
  return (
    <div className="page backoffice-customers">
      <h1>{c.title}</h1>
      {staffMay.customers(await staffRoleOf(viewer)) ? (
        <p>
          <Link href="/backoffice/customers/new" className="button" data-new-company>
            {t.backofficeCustomers.newCompany}
          </Link>
        </p>
      ) : null}
      <FilterForm action="/backoffice/customers" submit={c.filter} resetHref="/backoffice/customers" t={t}>
        <SearchFilter id="customers-q" label={c.search} help={c.searchHelp} value={q} />
        <SelectFilter
          id="customers-blocked"
          name="blocked"
          label={c.blocked}
          value={blocked}
          any={c.all}
          choices={choicesOf(['true', 'false'], (v) => (v === 'true' ? c.onlyBlocked : c.notBlocked))}
        />
      </FilterForm>
      {page.items.length === 0 ? (
        <p>{c.none}</p>
      ) : (
        <table className="cart-lines backoffice-table">
          <caption className="visually-hidden">{c.title}</caption>
          <thead>
            <tr>
              <th scope="col">{c.name}</th>
              <th scope="col">{c.customerNumber}</th>
              <th scope="col">{c.orgNumber}</th>
              <th scope="col">{c.market}</th>
              <th scope="col" className="num">
                {c.creditLimit}
              </th>
              <th scope="col">{c.status}</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((customer) => (
              <tr key={customer.id} data-customer-id={customer.id}>
                <th scope="row" data-label={c.name}>
                  <Link href={`/backoffice/customers/${customer.id}`}>{customer.name}</Link>
                </th>
                <td data-label={c.customerNumber}>{customer.customerNumber}</td>
                <td data-label={c.orgNumber}>{customer.orgNumber}</td>
                <td data-label={c.market}>{customer.market}</td>
                <td data-label={c.creditLimit} className="num">
                  {formatMoney(customer.creditLimit.amount, customer.creditLimit.currency, t)}
                </td>
                <td data-label={c.status} data-blocked={customer.isBlocked}>
                  {customer.isBlocked ? <strong>{c.isBlocked}</strong> : c.active}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination label={c.title} page={pageNumber} pageSize={take} of={page} href={link} t={t} />
    </div>
  );
}
