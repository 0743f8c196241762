import type { SupportQueue } from '@engros/client';
import type { ReactNode } from 'react';
import { CurrentLink } from '../../../components/support/backoffice-links';
import { QueueLive } from '../../../components/support/queue-live';
import { TicketStatusBadge } from '../../../components/support/ticket-status';
import { viewerApi } from '../../../lib/auth/viewer';
import { errorMessage } from '../../../lib/errors';
import { getDictionary } from '../../../lib/i18n/server';
import { backofficeAccess } from '../../../lib/support';

/**
 * The agent console's frame: the live queue (active chats first, then open tickets, oldest first) beside the
 * chosen conversation. The queue stream re-renders it when anything changes.
 */
export default async function SupportConsoleLayout({ children }: { children: ReactNode }) {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const b = t.support.backoffice;
  let queue: SupportQueue | null = null;
  let failure: string | null = null;
  try {
    queue = await api.getSupportQueue({ init: { cache: 'no-store' } });
  } catch (error) {
    failure = errorMessage(error, t);
  }
  const since = new Intl.DateTimeFormat(t.locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Oslo' });
  return (
    <div className="support-console">
      <section className="support-queue" aria-labelledby="queue-title">
        <h1 id="queue-title">{b.support}</h1>
        <QueueLive texts={{ live: b.liveQueue, reconnecting: t.support.widget.reconnecting }} />
        {failure ? (
          <p className="alert alert-error" role="alert">
            {failure}
          </p>
        ) : null}
        {queue ? (
          <>
            <h2>
              {b.chats} <span className="queue-count">{queue.chats.length}</span>
            </h2>
            {queue.chats.length === 0 ? (
              <p className="muted">{b.noChats}</p>
            ) : (
              <ul className="queue-list" data-queue="chats">
                {queue.chats.map((chat) => (
                  <li key={chat.id} data-chat-id={chat.id} data-ticket-id={chat.ticketId}>
                    <CurrentLink href={`/backoffice/support/${chat.ticketId}`} className="queue-item">
                      <span className="queue-item-title">
                        #{chat.ticketNumber} {chat.subject}
                      </span>
                      <span className="muted">{chat.companyName}</span>
                      <span className="queue-item-meta">
                        {chat.waitingForAgent ? <span className="support-tag waiting">{b.waitingForAgent}</span> : null}
                        {chat.agent ? b.assignedTo(chat.agent.name) : b.unassigned}
                      </span>
                    </CurrentLink>
                  </li>
                ))}
              </ul>
            )}
            <h2>
              {b.openTickets} <span className="queue-count">{queue.tickets.length}</span>
            </h2>
            {queue.tickets.length === 0 ? (
              <p className="muted">{b.noTickets}</p>
            ) : (
              <ul className="queue-list" data-queue="tickets">
                {queue.tickets.map((ticket) => (
                  <li key={ticket.id} data-ticket-id={ticket.id}>
                    <CurrentLink href={`/backoffice/support/${ticket.id}`} className="queue-item">
                      <span className="queue-item-title">
                        #{ticket.number} {ticket.subject}
                      </span>
                      <span className="muted">
                        {ticket.companyName} · {since.format(new Date(ticket.createdAt))}
                      </span>
                      <span className="queue-item-meta">
                        <TicketStatusBadge status={ticket.status} label={b.statuses[ticket.status]} />{' '}
                        {ticket.assignee ? b.assignedTo(ticket.assignee.name) : b.unassigned}
                      </span>
                    </CurrentLink>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </section>
      <div className="support-conversation">{children}</div>
    </div>
  );
}
