import type { TicketSearchResult } from '@engros/client';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ErrorNotice } from '../../../../components/error-notice';
import { TicketStatusBadge } from '../../../../components/support/ticket-status';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';
import { isUuid } from '../../../../lib/support';

const pageSize = 20;

type Props = { searchParams: Promise<{ q?: string; after?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.support.tickets };
}

/**
 * The person's tickets in the current company, newest first, 20 at a time by the API's cursor (`after` is the
 * last ticket of the page before). Search: words of subject or text, or a ticket number.
 */
export default async function SupportTicketsPage({ searchParams }: Props) {
  const [query, { api, viewer }, { t }] = await Promise.all([searchParams, viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) redirect('/login?returnTo=/account/support');
  if (!viewer.company) redirect('/');
  const q = (query.q ?? '').trim().slice(0, 200);
  const after = isUuid(query.after) ? query.after : undefined;
  let result: TicketSearchResult;
  try {
    result = await api.searchTickets({
      query: {
        query: q,
        customerId: viewer.company.customerId,
        contactId: viewer.contactId,
        pageSize,
        ...(after ? { lastObjectId: after } : {}),
      },
      init: { cache: 'no-store' },
    });
  } catch (error) {
    return <ErrorNotice title={t.support.tickets} message={errorMessage(error, t)} />;
  }
  const link = (next: string | null) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (next) params.set('after', next);
    const qs = params.toString();
    return qs ? `/account/support?${qs}` : '/account/support';
  };
  const dateFormat = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'Europe/Oslo' });
  return (
    <div className="page support-page">
      <div className="support-title">
        <h1>{t.support.tickets}</h1>
        <Link href="/account/support/new" className="button">
          {t.support.newTicket}
        </Link>
      </div>
      <search>
        <form method="get" action="/account/support" className="support-search">
          <div className="field">
            <label htmlFor="ticket-search">{t.support.search}</label>
            <input
              id="ticket-search"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={200}
              aria-describedby="ticket-search-help"
            />
            <span id="ticket-search-help" className="muted">
              {t.support.searchHelp}
            </span>
          </div>
          <button type="submit" className="button-small">
            {t.support.searchSubmit}
          </button>
        </form>
      </search>
      {result.items.length === 0 ? (
        <p>{q ? t.support.noneFound(q) : t.support.none}</p>
      ) : (
        <table className="cart-lines ticket-list">
          <caption className="visually-hidden">{t.support.tickets}</caption>
          <thead>
            <tr>
              <th scope="col">{t.support.number}</th>
              <th scope="col">{t.support.subject}</th>
              <th scope="col">{t.support.category}</th>
              <th scope="col">{t.support.status}</th>
              <th scope="col">{t.support.updated}</th>
            </tr>
          </thead>
          <tbody>
            {result.items.map((ticket) => (
              <tr key={ticket.id} data-ticket-id={ticket.id}>
                <td data-label={t.support.number}>
                  <Link href={`/account/support/${ticket.id}`}>#{ticket.number}</Link>
                </td>
                <td data-label={t.support.subject}>
                  <Link href={`/account/support/${ticket.id}`}>{ticket.subject}</Link>
                  {ticket.hasActiveChat ? <span className="support-tag">{t.support.activeChat}</span> : null}
                </td>
                <td data-label={t.support.category}>{t.support.categories[ticket.category]}</td>
                <td data-label={t.support.status}>
                  <TicketStatusBadge status={ticket.status} label={t.support.statuses[ticket.status]} />
                </td>
                <td data-label={t.support.updated}>{dateFormat.format(new Date(ticket.updatedAt))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav aria-label={t.support.tickets} className="pagination">
        {after ? <Link href={link(null)}>{t.support.first}</Link> : null}{' '}
        {result.nextLastObjectId ? <Link href={link(result.nextLastObjectId)}>{t.support.more}</Link> : null}
      </nav>
    </div>
  );
}
