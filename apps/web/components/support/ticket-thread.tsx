import type { Ticket } from '@engros/client';
import type { Dictionary } from '../../lib/i18n/dictionary';

type Props = {
  ticket: Ticket;
  t: Dictionary;
  /** The viewer's contact id ("you"); agents see internal notes, marked as such. */
  selfId: string;
  isAgentView: boolean;
};

/**
 * A ticket's conversation: the description, comments and chat transcripts in time order, then the status
 * history. Internal notes are shown only in the agents' view (the API never sends them to customers anyway).
 */
export function TicketThread({ ticket, t, selfId, isAgentView }: Props) {
  const when = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Oslo' });
  const time = new Intl.DateTimeFormat(t.locale, { timeStyle: 'short', timeZone: 'Europe/Oslo' });
  const statuses = isAgentView ? t.support.backoffice.statuses : t.support.statuses;
  const nameOf = (author: { contactId: string | null; name: string; kind: string }) =>
    author.contactId === selfId
      ? t.support.you
      : author.kind === 'agent' && !isAgentView
        ? `${author.name || t.support.backoffice.agent} (${t.support.backoffice.agent})`
        : author.name || t.support.backoffice.agent;
  const items = [
    ...ticket.comments
      .filter((c) => isAgentView || !c.isInternal)
      .map((c) => ({ at: c.createdAt, kind: 'comment' as const, comment: c })),
    ...ticket.chats.map((chat) => ({ at: chat.createdAt, kind: 'chat' as const, chat })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <>
      <section aria-labelledby="ticket-conversation" className="ticket-thread">
        <h2 id="ticket-conversation">{t.support.conversation}</h2>
        <ol className="ticket-comments">
          <li className="ticket-comment" data-author-kind="customer">
            <p className="ticket-comment-head">
              <strong>{nameOf(ticket.contact)}</strong>{' '}
              <time dateTime={ticket.createdAt}>{when.format(new Date(ticket.createdAt))}</time>
            </p>
            <p className="ticket-comment-body">{ticket.body}</p>
          </li>
          {items.map((item) =>
            item.kind === 'comment' ? (
              <li
                key={item.comment.id}
                className={item.comment.isInternal ? 'ticket-comment internal' : 'ticket-comment'}
                data-comment-id={item.comment.id}
                data-author-kind={item.comment.author.kind}
                data-internal={item.comment.isInternal ? 'true' : undefined}
              >
                <p className="ticket-comment-head">
                  {item.comment.isInternal ? (
                    <span className="support-tag internal-tag">{t.support.backoffice.internal}</span>
                  ) : null}
                  <strong>{nameOf(item.comment.author)}</strong>{' '}
                  <time dateTime={item.comment.createdAt}>{when.format(new Date(item.comment.createdAt))}</time>
                </p>
                <p className="ticket-comment-body">{item.comment.body}</p>
              </li>
            ) : (
              <li key={item.chat.id} className="ticket-comment ticket-chat" data-transcript={item.chat.id}>
                <p className="ticket-comment-head">
                  <strong>{t.support.transcript(when.format(new Date(item.chat.createdAt)))}</strong>
                  {item.chat.status === 'active' ? <span className="support-tag">{t.support.activeChat}</span> : null}
                </p>
                <ol className="transcript">
                  {item.chat.messages.map((m) =>
                    m.kind === 'ended' ? (
                      <li key={m.seq} className="muted">
                        {t.support.chatEnded}
                      </li>
                    ) : (
                      <li key={m.seq} data-author-kind={m.author.kind}>
                        <span className="muted">
                          {time.format(new Date(m.createdAt))} {nameOf(m.author)}:
                        </span>{' '}
                        {m.body}
                      </li>
                    ),
                  )}
                </ol>
              </li>
            ),
          )}
        </ol>
        {items.length === 0 ? <p className="muted">{t.support.noComments}</p> : null}
      </section>
      <section aria-labelledby="ticket-history" className="ticket-history">
        <h2 id="ticket-history">{t.support.history}</h2>
        <ol>
          {ticket.statusHistory.map((h) => (
            <li key={`${h.at}-${h.to}`} data-status={h.to}>
              <time dateTime={h.at}>{when.format(new Date(h.at))}</time>{' '}
              {t.support.historyChange(h.from ? statuses[h.from] : null, statuses[h.to])}
              {h.by ? ` · ${nameOf(h.by)}` : ''}
              {h.note ? ` · «${h.note}»` : ''}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
