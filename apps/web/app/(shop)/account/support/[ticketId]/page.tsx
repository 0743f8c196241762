import type { Ticket } from '@engros/client';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ErrorNotice } from '../../../../../components/error-notice';
import { CommentForm } from '../../../../../components/support/comment-form';
import { TicketStatusBadge } from '../../../../../components/support/ticket-status';
import { TicketThread } from '../../../../../components/support/ticket-thread';
import Link from '../../../../../components/ui/link';
import { viewerApi } from '../../../../../lib/auth/viewer';
import { errorMessage, isNotFound } from '../../../../../lib/errors';
import { getDictionary } from '../../../../../lib/i18n/server';
import { isUuid } from '../../../../../lib/support';

type Props = { params: Promise<{ ticketId: string }>; searchParams: Promise<{ created?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.support.title };
}

/** One ticket as its customer sees it: the conversation (no internal notes: the API never sends them), the
 * chat transcripts, the history, and an answer form while it is not closed. */
export default async function SupportTicketPage({ params, searchParams }: Props) {
  const [{ ticketId }, query, { api, viewer }, { t }] = await Promise.all([
    params,
    searchParams,
    viewerApi(),
    getDictionary(),
  ]);
  if (!viewer.isSignedIn) redirect(`/login?returnTo=/account/support/${encodeURIComponent(ticketId)}`);
  if (!isUuid(ticketId)) notFound();
  let ticket: Ticket;
  try {
    ticket = await api.getTicket({ path: { ticketId }, init: { cache: 'no-store' } });
  } catch (error) {
    if (isNotFound(error, 'ticket_unknown')) notFound();
    return <ErrorNotice title={t.support.title} message={errorMessage(error, t)} />;
  }
  const dateFormat = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'Europe/Oslo' });
  return (
    <div className="page support-page ticket-page" data-ticket-id={ticket.id}>
      <p>
        <Link href="/account/support">← {t.support.back}</Link>
      </p>
      <h1>
        <span className="muted">{t.support.ticketTitle(ticket.number)}:</span> {ticket.subject}
      </h1>
      {query.created ? (
        <p className="alert alert-info" role="status">
          {t.support.created_ok}
        </p>
      ) : null}
      <dl className="ticket-facts">
        <div>
          <dt>{t.support.status}</dt>
          <dd>
            <TicketStatusBadge status={ticket.status} label={t.support.statuses[ticket.status]} />
          </dd>
        </div>
        <div>
          <dt>{t.support.category}</dt>
          <dd>{t.support.categories[ticket.category]}</dd>
        </div>
        <div>
          <dt>{t.support.created}</dt>
          <dd>{dateFormat.format(new Date(ticket.createdAt))}</dd>
        </div>
        {ticket.orderNumber ? (
          <div>
            <dt>{t.support.order}</dt>
            <dd>{ticket.orderNumber}</dd>
          </div>
        ) : null}
      </dl>
      <TicketThread ticket={ticket} t={t} selfId={viewer.contactId} isAgentView={false} />
      {ticket.status === 'closed' ? (
        <p className="alert alert-info">{t.support.closedNote}</p>
      ) : (
        <section className="panel">
          <h2>{t.support.addComment}</h2>
          <CommentForm
            ticketId={ticket.id}
            kind="comment"
            texts={{ label: t.support.addComment, submit: t.support.send }}
          />
        </section>
      )}
    </div>
  );
}
