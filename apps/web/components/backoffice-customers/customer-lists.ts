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

async function pageOf<T>(
  page: number,
  paging: { total: number; take: number },
  first: T[],
  read: (query: { skip: number; take: number }) => Promise<{ items: T[]; total: number }>,
): Promise<ListPage<T>> {
  if (page <= 1) return { items: first, total: paging.total, page: 1, take: paging.take };
  const found = await read({ skip: (page - 1) * paging.take, take: paging.take });
  return { items: found.items, total: found.total, page, take: paging.take };
}

/** The page of each list the URL asks for (page 1 from the company answer, no call). */
export async function loadCustomerLists(
  api: ApiClient,
  customer: BackofficeCustomer,
  pages: Record<CustomerListName, number>,
) {
  const path = { customerId: customer.id };
  const init = { cache: 'no-store' as const };
  const p = customer.paging;
  const [users, orders, invoices, quotes, carts, tickets, audit] = await Promise.all([
    pageOf(pages.users, p.users, customer.contacts, (query) =>
      api.getBackofficeCustomersByCustomerIdUsers({ path, query, init }),
    ),
    pageOf(pages.orders, p.orders, customer.recentOrders, (query) =>
      api.getBackofficeCustomersByCustomerIdOrders({ path, query, init }),
    ),
    pageOf(pages.invoices, p.invoices, customer.invoices, (query) =>
      api.getBackofficeCustomersByCustomerIdInvoices({ path, query, init }),
    ),
    pageOf(pages.quotes, p.quotes, customer.quotes, (query) =>
      api.getBackofficeCustomersByCustomerIdQuotes({ path, query, init }),
    ),
    pageOf(pages.carts, p.carts, customer.carts, (query) =>
      api.getBackofficeCustomersByCustomerIdCarts({ path, query, init }),
    ),
    pageOf(pages.tickets, p.tickets, customer.tickets, (query) =>
      api.getBackofficeCustomersByCustomerIdTickets({ path, query, init }),
    ),
    pageOf(pages['audit-log'], p['audit-log'], customer.auditLog.items, (query) =>
      api.getBackofficeCustomersByCustomerIdAuditLog({ path, query, init }),
    ),
  ]);
  return { users, orders, invoices, quotes, carts, tickets, 'audit-log': audit };
}
export type CustomerLists = Awaited<ReturnType<typeof loadCustomerLists>>;

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
