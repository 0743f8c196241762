'use client';
// One live chat: the messages (live over Server-Sent Events through our relay), the composer and "end chat".
// Used by the customer's widget and the agents' console. Messages are kept by seq, so one that arrives twice
// (from the send answer and from the stream, or replayed after a reconnect) is shown once, in order.
import type { ChatMessage } from '@engros/client';
import { type KeyboardEvent, useActionState, useCallback, useEffect, useRef, useState } from 'react';
import { type ChatFormState, endChat, sendChatMessage } from '../../app/actions/support';
import { FormMessage } from '../ui/form-message';

export type ChatTexts = {
  log: string;
  message: string;
  send: string;
  end: string;
  sendTranscript?: string;
  ended: string;
  waiting: string;
  you: string;
  agent: string;
  reconnecting: string;
};

type Props = {
  chatId: string;
  initialMessages: ChatMessage[];
  isActive: boolean;
  side: 'customer' | 'agent';
  selfId: string;
  texts: ChatTexts;
  /** The page's locale (the server renders the times too: the same locale and zone on both sides). */
  locale: string;
  onEnded?: () => void;
};

function merge(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const bySeq = new Map(list.map((m) => [m.seq, m]));
  for (const message of more) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export function ChatPanel({ chatId, initialMessages, isActive, side, selfId, texts, locale, onEnded }: Props) {
  const [messages, setMessages] = useState(initialMessages);
  const [connection, setConnection] = useState<'connecting' | 'live' | 'reconnecting' | 'closed'>('connecting');
  const hasEnded = !isActive || messages.some((m) => m.kind === 'ended');
  const lastSeq = useRef(initialMessages.at(-1)?.seq ?? 0);
  const add = useCallback((more: ChatMessage[]) => setMessages((list) => merge(list, more)), []);

  // A re-render of the server page (the console refreshes on queue changes) brings the stored messages again.
  useEffect(() => add(initialMessages), [initialMessages, add]);

  useEffect(() => {
    if (!isActive) return;
    const source = new EventSource(`/api/support/chats/${chatId}/events?lastEventId=${lastSeq.current}`);
    const receive = (event: MessageEvent<string>) => {
      try {
        const message = JSON.parse(event.data) as ChatMessage;
        lastSeq.current = Math.max(lastSeq.current, message.seq);
        add([message]);
        if (message.kind === 'ended') source.close();
      } catch {
        // not a message of ours: ignore
      }
    };
    source.addEventListener('message', receive);
    source.addEventListener('ended', receive as EventListener);
    source.onopen = () => setConnection('live');
    source.onerror = () => setConnection(source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting');
    return () => source.close();
  }, [chatId, isActive, add]);

  useEffect(() => {
    if (hasEnded) onEnded?.();
  }, [hasEnded, onEnded]);

  const [sendState, sendAction, isSending] = useActionState<ChatFormState, FormData>(
    async (previous, form) => {
      const result = await sendChatMessage(previous, form);
      if (result.sent) add([result.sent]);
      return result;
    },
    { status: 'idle' },
  );
  const [endState, endAction, isEnding] = useActionState<ChatFormState, FormData>(
    async (previous, form) => {
      const result = await endChat(previous, form);
      if (result.chat) add(result.chat.messages);
      return result;
    },
    { status: 'idle' },
  );

  // The newest message in view (the log scrolls by itself, not the page).
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log && messages.length > 0) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  const submitOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };
  const timeFormat = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Oslo' });
  const waitingForAgent = side === 'customer' && !hasEnded && !messages.some((m) => m.author.kind === 'agent');
  const inputId = `chat-input-${chatId}`;
  const messageId = `chat-msg-${chatId}`;

  return (
    <div
      className="chat-panel"
      data-chat-id={chatId}
      data-chat-status={hasEnded ? 'ended' : 'active'}
      data-stream={connection}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable) */}
      <div className="chat-log" role="log" aria-live="polite" aria-label={texts.log} ref={logRef} tabIndex={0}>
        <ol className="chat-messages">
          {messages.map((m) =>
            m.kind === 'ended' ? (
              <li key={m.seq} className="chat-system" data-seq={m.seq}>
                {texts.ended}
              </li>
            ) : (
              <li
                key={m.seq}
                data-seq={m.seq}
                data-author-kind={m.author.kind}
                className={m.author.contactId === selfId ? 'chat-message own' : 'chat-message'}
              >
                <span className="chat-author">
                  {m.author.contactId === selfId
                    ? texts.you
                    : m.author.kind === 'agent'
                      ? `${m.author.name || texts.agent}${side === 'customer' ? ` (${texts.agent})` : ''}`
                      : m.author.name}
                  <time dateTime={m.createdAt}> {timeFormat.format(new Date(m.createdAt))}</time>
                </span>
                <span className="chat-body">{m.body}</span>
              </li>
            ),
          )}
        </ol>
      </div>
      <p className="chat-status muted" role="status">
        {connection === 'reconnecting' && !hasEnded ? texts.reconnecting : waitingForAgent ? texts.waiting : ''}
      </p>
      {hasEnded ? null : (
        <>
          <form action={sendAction} className="chat-composer">
            <input type="hidden" name="chatId" value={chatId} />
            <input type="hidden" name="side" value={side} />
            <label htmlFor={inputId}>{texts.message}</label>
            <textarea
              id={inputId}
              name="body"
              rows={2}
              maxLength={4000}
              required
              defaultValue={sendState.status === 'error' ? sendState.body : ''}
              key={sendState.version ?? 'initial'}
              onKeyDown={submitOnEnter}
              aria-describedby={sendState.status === 'error' ? messageId : undefined}
              aria-invalid={sendState.status === 'error' ? true : undefined}
            />
            <button type="submit" className="button button-small" disabled={isSending}>
              {texts.send}
            </button>
            <FormMessage state={sendState} id={messageId} />
          </form>
          <form action={endAction} className="chat-end">
            <input type="hidden" name="chatId" value={chatId} />
            <input type="hidden" name="side" value={side} />
            {texts.sendTranscript ? (
              <label className="chat-transcript-choice">
                <input type="checkbox" name="sendTranscript" /> {texts.sendTranscript}
              </label>
            ) : null}
            <button type="submit" className="button-secondary button-small" disabled={isEnding}>
              {texts.end}
            </button>
            <FormMessage state={endState} />
          </form>
        </>
      )}
    </div>
  );
}
