import type { SupportAgentList, SupportCustomerContext, Ticket } from '@engros/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ErrorNotice } from '../../../../components/error-notice';
import { AgentTicketActions } from '../../../../components/support/agent-ticket-actions';
import { ChatPanel } from '../../../../components/support/chat-panel';
import { CommentForm } from '../../../../components/support/comment-form';
import { CustomerContextPanel } from '../../../../components/support/customer-context';
import { TicketStatusBadge } from '../../../../components/support/ticket-status';
import { TicketThread } from '../../../../components/support/ticket-thread';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage, isNotFound } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';
import { backofficeAccess, isUuid, ticketStatuses } from '../../../../lib/support';

type Props = { params: Promise<{ ticketId: string }> };

/** How long an ended chat stays in the console's chat panel (then it is only in the ticket's thread). */
const ENDED_CHAT_SHOWN_MS = 15 * 60 * 1000;

/**
 * The chat the console shows: the active one, else one that ended within the last quarter hour. The page is
 * rendered again whenever the queue changes, ending a chat included; the agent then sees how the chat ended
 * (whichever came first, the chat's own `ended` event or this render) instead of the panel vanishing.
 */
function chatToShow(chats: Ticket['chats']): Ticket['chats'][number] | null {
  const active = chats.find((chat) => chat.status === 'active');
  if (active) return active;
  const since = Date.now() - ENDED_CHAT_SHOWN_MS;
  let latest: Ticket['chats'][number] | null = null;
  for (const chat of chats) {
    const endedAt = chat.endedAt ? Date.parse(chat.endedAt) : 0;
    if (endedAt >= since && (!latest || endedAt > Date.parse(latest.endedAt ?? ''))) latest = chat;
  }
  return latest;
}

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.support.backoffice.support };
}

/**
 * One conversation in the console: the live chat when one is active, the ticket's thread with internal notes
 * (marked), answer and note forms, take/assign/status, and beside it who the customer is (company, contact,
 * latest orders, open cart).
 */
export default async function ConsoleTicketPage({ params }: Props) {
  const [{ ticketId }, { api, viewer }, { t }] = await Promise.all([params, viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn || (await backofficeAccess(viewer)) !== 'agent') return null;
  if (!isUuid(ticketId)) notFound();
  const b = t.support.backoffice;
  let ticket: Ticket;
  let context: SupportCustomerContext | null;
  let agents: SupportAgentList;
  try {
    const noStore = { init: { cache: 'no-store' as const } };
    [ticket, context, agents] = await Promise.all([
      api.getTicket({ path: { ticketId }, ...noStore }),
      api.getTicketContext({ path: { ticketId }, ...noStore }).catch(() => null),
      api.listSupportAgents(noStore).catch(() => ({ items: [] })),
    ]);
  } catch (error) {
    if (isNotFound(error, 'ticket_unknown')) notFound();
    return <ErrorNotice title={b.support} message={errorMessage(error, t)} />;
  }
  const shownChat = chatToShow(ticket.chats);
  return (
    <div className="console-ticket" data-ticket-id={ticket.id}>
      <div className="console-main">
        <h2 className="console-title">
          <span className="muted">{t.support.ticketTitle(ticket.number)}:</span> {ticket.subject}
        </h2>
        <p className="console-facts">
          <TicketStatusBadge status={ticket.status} label={b.statuses[ticket.status]} />{' '}
          {t.support.categories[ticket.category]} ·{' '}
          {ticket.assignee ? b.assignedTo(ticket.assignee.name) : b.unassigned}
          {ticket.orderNumber ? ` · ${t.support.order} ${ticket.orderNumber}` : ''}
        </p>
        <AgentTicketActions
          ticketId={ticket.id}
          selfId={viewer.contactId}
          assigneeId={ticket.assignee?.contactId ?? null}
          status={ticket.status}
          agents={agents.items}
          statuses={ticketStatuses.map((s) => ({ value: s, label: b.statuses[s] }))}
          texts={{
            take: b.take,
            assign: b.assign,
            assignTo: b.assignTo,
            nobody: b.nobody,
            setStatus: b.setStatus,
            statusNote: b.statusNote,
            saveStatus: b.saveStatus,
          }}
        />
        {shownChat ? (
          <section className="panel console-chat" aria-labelledby="console-chat-title">
            <h3 id="console-chat-title">{b.chatWith(ticket.contact.name)}</h3>
            <ChatPanel
              key={shownChat.id}
              chatId={shownChat.id}
              initialMessages={shownChat.messages}
              isActive={shownChat.status === 'active'}
              side="agent"
              selfId={viewer.contactId}
              locale={t.locale}
              texts={{
                log: t.support.widget.log,
                message: t.support.widget.message,
                send: t.support.widget.send,
                end: b.endChat,
                ended: t.support.chatEnded,
                waiting: '',
                you: t.support.you,
                agent: b.agent,
                reconnecting: t.support.widget.reconnecting,
              }}
            />
          </section>
        ) : null}
        <TicketThread ticket={ticket} t={t} selfId={viewer.contactId} isAgentView />
        {ticket.status === 'closed' ? null : (
          <div className="console-forms">
            <section className="panel">
              <CommentForm
                ticketId={ticket.id}
                kind="reply"
                texts={{ label: b.reply, help: b.replyHelp, submit: b.sendReply }}
              />
            </section>
            <section className="panel internal-panel">
              <CommentForm
                ticketId={ticket.id}
                kind="note"
                texts={{ label: b.note, help: b.noteHelp, submit: b.addNote }}
              />
            </section>
          </div>
        )}
      </div>
      {context ? <CustomerContextPanel context={context} t={t} /> : null}
    </div>
  );
}
