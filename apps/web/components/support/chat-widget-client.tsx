'use client';
// The chat widget's browser part: a button in the header's top row that opens a panel docked at the side of the
// page (wide screens: the page makes room for it; phones: a sheet over the page until closed); the first message
// starts a chat on a new ticket, then the chat runs live (ChatPanel). Texts come in as props (a few strings).
import type { Chat } from '@engros/client';
import { useActionState, useCallback, useEffect, useState } from 'react';
import { type ChatFormState, forgetEndedChat, startChat } from '../../app/actions/support';
import type { nb } from '../../lib/i18n/areas/support';
import { FormMessage } from '../ui/form-message';
import Link from '../ui/link';
import { ChatPanel } from './chat-panel';

type Props = { texts: typeof nb.widget; locale: string; selfId: string; initialChat: Chat | null };

export function ChatWidgetClient({ texts, locale, selfId, initialChat }: Props) {
  const [isOpen, setOpen] = useState(initialChat !== null);
  const [chat, setChat] = useState<Chat | null>(initialChat);
  const [hasEnded, setEnded] = useState(false);
  const [startState, startAction, isStarting] = useActionState<ChatFormState, FormData>(
    async (previous, form) => {
      const result = await startChat(previous, form);
      if (result.chat) {
        setChat(result.chat);
        setEnded(false);
      }
      return result;
    },
    { status: 'idle' },
  );
  const onEnded = useCallback(() => setEnded(true), []);
  // An ended chat is not picked up again on the next page.
  useEffect(() => {
    if (hasEnded) void forgetEndedChat();
  }, [hasEnded]);

  return (
    <div className="chat-widget" data-chat-widget>
      {isOpen ? (
        <section className="chat-window" id="chat-window" aria-labelledby="chat-window-title">
          <header className="chat-window-head">
            <h2 id="chat-window-title">{texts.title}</h2>
            <button
              type="button"
              className="link-button"
              onClick={() => setOpen(false)}
              aria-controls="chat-window"
              aria-expanded="true"
            >
              {texts.close}
            </button>
          </header>
          {chat ? (
            <>
              <ChatPanel
                key={chat.id}
                chatId={chat.id}
                initialMessages={chat.messages}
                isActive={chat.status === 'active'}
                side="customer"
                selfId={selfId}
                texts={texts}
                locale={locale}
                onEnded={onEnded}
              />
              {hasEnded ? (
                <div className="chat-after">
                  <p role="status">{texts.ended}</p>
                  <Link href={`/account/support/${chat.ticketId}`}>{texts.seeTicket}</Link>
                  <button
                    type="button"
                    className="button-small"
                    onClick={() => {
                      setChat(null);
                      setEnded(false);
                    }}
                  >
                    {texts.newChat}
                  </button>
                </div>
              ) : null}
            </>
          ) : (
            <form action={startAction} className="chat-start">
              <p>{texts.intro}</p>
              <label htmlFor="chat-first-message">{texts.message}</label>
              <textarea
                id="chat-first-message"
                name="body"
                rows={3}
                maxLength={4000}
                required
                defaultValue={startState.status === 'error' ? startState.body : ''}
                key={startState.version ?? 'initial'}
                aria-describedby={startState.status === 'error' ? 'chat-start-message' : undefined}
                aria-invalid={startState.status === 'error' ? true : undefined}
              />
              <button type="submit" className="button button-small" disabled={isStarting}>
                {texts.start}
              </button>
              <FormMessage state={startState} id="chat-start-message" />
            </form>
          )}
        </section>
      ) : (
        <button
          type="button"
          className="link-button chat-toggle"
          onClick={() => setOpen(true)}
          aria-expanded="false"
          aria-controls="chat-window"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M4 5h16v11H9l-4 4v-4H4z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          {texts.open}
          {chat && !hasEnded ? <span className="chat-dot" aria-hidden="true" /> : null}
        </button>
      )}
    </div>
  );
}
