import type { ApiClient, BackofficeCustomer } from '@engros/client';
import { listHref } from '../../lib/list-query';

// The company page's lists (docs/backoffice.md, "Customers"): the company answer holds the first page of each, with
// its total and page size; a later page (`?invoices=2`) is read from the list's own call. Each list pages on its
// own, so the others stay where they were.

export const customerListNames = ['users', 'orders', 'invoices', 'quotes', 'carts', 'tickets', 'audit-log'] as const;
export type CustomerListName = (typeof customerListNames)[number];

/** The section each list stands in (its heading's id), where its paging links lead back to. */
export const sectionOf: Record<CustomerListName, string> = {
  users: 'customer-contacts',
  orders: 'customer-orders',
  invoices: 'customer-invoices',
  quotes: 'customer-quotes',
  carts: 'customer-carts',
  tickets: 'customer-tickets',
  'audit-log': 'customer-audit',
};

/** One list as shown: its items, how many there are in all, and which page of what size. */
export type ListPage<T> = { items: T[]; total: number; page: number; take: number };

type Query = { skip: number; take: number };

/** Each list's items and its first page in the company answer. */
type Items = {
  users: BackofficeCustomer['contacts'][number];
  orders: BackofficeCustomer['recentOrders'][number];
  invoices: BackofficeCustomer['invoices'][number];
  quotes: BackofficeCustomer['quotes'][number];
  carts: BackofficeCustomer['carts'][number];
  tickets: BackofficeCustomer['tickets'][number];
  'audit-log': BackofficeCustomer['auditLog']['items'][number];
};
export type CustomerLists = { [L in CustomerListName]: ListPage<Items[L]> };

/** The page of each list the URL asks for (page 1 from the company answer, no call). */
export async function loadCustomerLists(
  api: ApiClient,
  customer: BackofficeCustomer,
  pages: Record<CustomerListName, number>,
): Promise<CustomerLists> {
  const first: { [L in CustomerListName]: Items[L][] } = {
    users: customer.contacts,
    orders: customer.recentOrders,
    invoices: customer.invoices,
    quotes: customer.quotes,
    carts: customer.carts,
    tickets: customer.tickets,
    'audit-log': customer.auditLog.items,
  };
  const input = (query: Query) => ({ path: { customerId: customer.id }, query, init: { cache: 'no-store' as const } });
  const read: { [L in CustomerListName]: (query: Query) => Promise<{ items: Items[L][]; total: number }> } = {
    users: (query) => api.listCustomerUsers(input(query)),
    orders: (query) => api.listCustomerOrders(input(query)),
    invoices: (query) => api.listCustomerInvoices(input(query)),
    quotes: (query) => api.listCustomerQuotes(input(query)),
    carts: (query) => api.listCustomerCarts(input(query)),
    tickets: (query) => api.listCustomerTickets(input(query)),
    'audit-log': (query) => api.listCustomerAuditLog(input(query)),
  };
  const loaded = await Promise.all(
    customerListNames.map(async (list) => {
      const { total, take } = customer.paging[list];
      const page = pages[list];
      if (page <= 1) return [list, { items: first[list], total, page: 1, take }] as const;
      const found = await read[list]({ skip: (page - 1) * take, take });
      return [list, { items: found.items, total: found.total, page, take }] as const;
    }),
  );
  return Object.fromEntries(loaded) as CustomerLists;
}

/** The company page with `list` on page `page` and the other lists where they are, scrolled to that list. */
export function customerListHref(
  customerId: string,
  pages: Record<CustomerListName, number>,
  list: CustomerListName,
  page: number,
) {
  const params = Object.fromEntries(
    customerListNames.map((name) => {
      const at = name === list ? page : pages[name];
      return [name, at > 1 ? at : undefined];
    }),
  );
  return listHref(`/backoffice/customers/${customerId}`, params, sectionOf[list]);
}
