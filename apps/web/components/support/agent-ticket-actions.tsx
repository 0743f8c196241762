'use client';
import { useActionState } from 'react';
import { type AgentFormState, assignTicket, setTicketStatus } from '../../app/actions/support';
import { FormMessage } from '../ui/form-message';

type Texts = {
  take: string;
  assign: string;
  assignTo: string;
  nobody: string;
  setStatus: string;
  statusNote: string;
  saveStatus: string;
};

type Props = {
  ticketId: string;
  selfId: string;
  assigneeId: string | null;
  status: string;
  agents: { contactId: string; name: string }[];
  statuses: { value: string; label: string }[];
  texts: Texts;
};

/** Take, assign and status change for one ticket in the console; each answer beside its form. */
export function AgentTicketActions({ ticketId, selfId, assigneeId, status, agents, statuses, texts }: Props) {
  const [takeState, takeAction, isTaking] = useActionState<AgentFormState, FormData>(assignTicket, { status: 'idle' });
  const [assignState, assignAction, isAssigning] = useActionState<AgentFormState, FormData>(assignTicket, {
    status: 'idle',
  });
  const [statusState, statusAction, isSaving] = useActionState<AgentFormState, FormData>(setTicketStatus, {
    status: 'idle',
  });
  const isClosed = status === 'closed';
  return (
    <div className="agent-actions">
      {isClosed ? null : (
        <form action={takeAction} className="agent-take">
          <input type="hidden" name="ticketId" value={ticketId} />
          <input type="hidden" name="take" value="1" />
          <button type="submit" className="button" disabled={isTaking || assigneeId === selfId}>
            {texts.take}
          </button>
          <FormMessage state={takeState} />
        </form>
      )}
      {isClosed ? null : (
        <form action={assignAction} className="agent-assign">
          <input type="hidden" name="ticketId" value={ticketId} />
          <label htmlFor={`assign-${ticketId}`}>{texts.assignTo}</label>
          <select id={`assign-${ticketId}`} name="agentId" defaultValue={assigneeId ?? ''} key={assigneeId ?? 'none'}>
            <option value="">{texts.nobody}</option>
            {agents.map((agent) => (
              <option key={agent.contactId} value={agent.contactId}>
                {agent.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button-small" disabled={isAssigning}>
            {texts.assign}
          </button>
          <FormMessage state={assignState} />
        </form>
      )}
      {isClosed ? null : (
        <form action={statusAction} className="agent-status">
          <input type="hidden" name="ticketId" value={ticketId} />
          <label htmlFor={`status-${ticketId}`}>{texts.setStatus}</label>
          <select id={`status-${ticketId}`} name="status" defaultValue={status} key={status}>
            {statuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          <label htmlFor={`status-note-${ticketId}`}>{texts.statusNote}</label>
          <input id={`status-note-${ticketId}`} name="note" maxLength={1000} key={`note-${statusState.version ?? 0}`} />
          <button type="submit" className="button-small" disabled={isSaving}>
            {texts.saveStatus}
          </button>
          <FormMessage state={statusState} />
        </form>
      )}
    </div>
  );
}
