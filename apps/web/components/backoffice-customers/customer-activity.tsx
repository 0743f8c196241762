import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/dictionary';
import Link from '../ui/link';
import type { CustomerListName, CustomerLists } from './customer-lists';

/** A value of the audit log's before/after as a short text. */
const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** The fields an audit entry changed, "field: before → after" (a creation: "field: after"). */
function changesOf(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) =>
    before && after
      ? `${key}: ${shown(before[key])} → ${shown(after[key])}`
      : `${key}: ${shown((after ?? before)?.[key])}`,
  );
}

/** A compact section: heading, and a table or a line saying there is nothing, and its paging links. */
function Section(props: {
  id: string;
  title: string;
  isEmpty: boolean;
  empty: string;
  pager: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} data-section={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.isEmpty ? <p className="muted">{props.empty}</p> : props.children}
      {props.pager}
    </section>
  );
}

/**
 * The company page's lists (docs/backoffice.md, "Customers"): its invoices, quotes, open carts, support tickets and
 * audit log, newest first a page at a time, each row linking to where it is handled.
 */
export function CustomerActivity({
  lists,
  pager,
  t,
}: {
  lists: CustomerLists;
  /** Each list's paging links. */
  pager: (list: CustomerListName) => ReactNode;
  t: Dictionary;
}) {
  const p = t.backofficeCustomers.page;
  const date = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'Europe/Oslo' });
  const dateTime = new Intl.DateTimeFormat(t.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Oslo',
  });
  const day = (iso: string) => date.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));
  return (
    <>
      <Section
        id="customer-invoices"
        title={p.invoices}
        isEmpty={lists.invoices.items.length === 0}
        pager={pager('invoices')}
        empty={p.noInvoices}
      >
        <table className="cart-lines backoffice-table">
          <caption className="visually-hidden">{p.invoices}</caption>
          <thead>
            <tr>
              <th scope="col">{p.invoiceNumber}</th>
              <th scope="col">{p.order}</th>
              <th scope="col">{p.issued}</th>
              <th scope="col">{p.due}</th>
              <th scope="col">{p.status}</th>
              <th scope="col" className="num">
                {p.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {lists.invoices.items.map((invoice) => (
              <tr key={invoice.invoiceNumber}>
                <th scope="row" data-label={p.invoiceNumber}>
                  {invoice.invoiceNumber}
                </th>
                <td data-label={p.order}>
                  <Link href={`/backoffice/orders/${invoice.orderId}`}>{invoice.orderNumber}</Link>
                </td>
                <td data-label={p.issued}>{day(invoice.issuedAt)}</td>
                <td data-label={p.due}>{day(invoice.dueDate)}</td>
                <td data-label={p.status}>{invoice.paidAt ? `${p.paid} ${day(invoice.paidAt)}` : p.open}</td>
                <td data-label={p.amount} className="num">
                  {formatMoney(invoice.gross, invoice.currency, t)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section
        id="customer-quotes"
        title={p.quotes}
        isEmpty={lists.quotes.items.length === 0}
        pager={pager('quotes')}
        empty={p.noQuotes}
      >
        <table className="cart-lines backoffice-table">
          <caption className="visually-hidden">{p.quotes}</caption>
          <thead>
            <tr>
              <th scope="col">{p.quote}</th>
              <th scope="col">{p.created}</th>
              <th scope="col">{p.requestedBy}</th>
              <th scope="col">{p.validUntil}</th>
              <th scope="col">{p.status}</th>
            </tr>
          </thead>
          <tbody>
            {lists.quotes.items.map((quote) => (
              <tr key={quote.id}>
                <th scope="row" data-label={p.quote}>
                  <Link href={`/backoffice/quotes/${quote.id}`}>{quote.quoteNumber}</Link>
                </th>
                <td data-label={p.created}>{day(quote.createdAt)}</td>
                <td data-label={p.requestedBy}>{quote.requestedBy}</td>
                <td data-label={p.validUntil}>{quote.validUntil ? day(quote.validUntil) : ''}</td>
                <td data-label={p.status}>{t.quotes.statuses[quote.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section
        id="customer-carts"
        title={p.carts}
        isEmpty={lists.carts.items.length === 0}
        pager={pager('carts')}
        empty={p.noCarts}
      >
        <table className="cart-lines backoffice-table">
          <caption className="visually-hidden">{p.carts}</caption>
          <thead>
            <tr>
              <th scope="col">{p.owner}</th>
              <th scope="col">{p.changed}</th>
              <th scope="col" className="num">
                {p.lines}
              </th>
              <th scope="col" className="num">
                {p.net}
              </th>
            </tr>
          </thead>
          <tbody>
            {lists.carts.items.map((cart) => (
              <tr key={cart.id}>
                <th scope="row" data-label={p.owner}>
                  {cart.owner.name}
                </th>
                <td data-label={p.changed}>{dateTime.format(new Date(cart.updatedAt))}</td>
                <td data-label={p.lines} className="num">
                  {cart.lines}
                </td>
                <td data-label={p.net} className="num">
                  {formatMoney(cart.net, cart.currency, t)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section
        id="customer-tickets"
        title={p.tickets}
        isEmpty={lists.tickets.items.length === 0}
        pager={pager('tickets')}
        empty={p.noTickets}
      >
        <table className="cart-lines backoffice-table">
          <caption className="visually-hidden">{p.tickets}</caption>
          <thead>
            <tr>
              <th scope="col">{p.ticket}</th>
              <th scope="col">{p.subject}</th>
              <th scope="col">{p.created}</th>
              <th scope="col">{p.status}</th>
            </tr>
          </thead>
          <tbody>
            {lists.tickets.items.map((ticket) => (
              <tr key={ticket.id}>
                <th scope="row" data-label={p.ticket}>
                  <Link href={`/backoffice/support/${ticket.id}`}>#{ticket.number}</Link>
                </th>
                <td data-label={p.subject}>{ticket.subject}</td>
                <td data-label={p.created}>{day(ticket.createdAt)}</td>
                <td data-label={p.status}>{t.support.backoffice.statuses[ticket.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section
        id="customer-audit"
        title={p.auditLog}
        isEmpty={lists['audit-log'].items.length === 0}
        pager={pager('audit-log')}
        empty={p.noAudit}
      >
        <table className="cart-lines backoffice-table" data-audit-log>
          <caption className="visually-hidden">{p.auditLog}</caption>
          <thead>
            <tr>
              <th scope="col">{p.when}</th>
              <th scope="col">{p.action}</th>
              <th scope="col">{p.by}</th>
              <th scope="col">{p.changes}</th>
            </tr>
          </thead>
          <tbody>
            {lists['audit-log'].items.map((event) => (
              <tr key={event.id} data-action={event.action}>
                <td data-label={p.when}>
                  <time dateTime={event.at}>{dateTime.format(new Date(event.at))}</time>
                </td>
                <th scope="row" data-label={p.action}>
                  {event.action}
                </th>
                <td data-label={p.by}>{event.actorEmail ?? event.email ?? ''}</td>
                <td data-label={p.changes}>
                  {changesOf(event.before, event.after).map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
}
