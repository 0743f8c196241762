'use client';
// The chat widget's browser part: a button in the header's top row that opens a panel docked at the side of the
// page (wide screens: the page makes room for it; phones: a sheet over the page until closed); the first message
// starts a chat on a new ticket, then the chat runs live (ChatPanel). Texts come in as props (a few strings).
// The window's module (components/support/chat-window.tsx) is loaded when it first opens: every storefront page
// draws the button, few people open the chat.
import type { Chat } from '@engros/client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { forgetEndedChat } from '../../app/actions/support';
import type { nb } from '../../lib/i18n/areas/support';

const ChatWindow = lazy(() => import('./chat-window'));

type Props = { texts: typeof nb.widget; locale: string; selfId: string; initialChat: Chat | null };

export function ChatWidgetClient({ texts, locale, selfId, initialChat }: Props) {
  const [isOpen, setOpen] = useState(initialChat !== null);
  const [chat, setChat] = useState<Chat | null>(initialChat);
  const [hasEnded, setEnded] = useState(false);
  // An ended chat is not picked up again on the next page.
  useEffect(() => {
    if (hasEnded) void forgetEndedChat();
  }, [hasEnded]);

  return (
    <div className="chat-widget" data-chat-widget>
      {isOpen ? (
        <Suspense
          fallback={
            <section className="chat-window" id="chat-window" aria-busy="true" aria-label={texts.title}>
              <header className="chat-window-head">
                <h2>{texts.title}</h2>
              </header>
            </section>
          }
        >
          <ChatWindow
            texts={texts}
            locale={locale}
            selfId={selfId}
            chat={chat}
            hasEnded={hasEnded}
            onChat={setChat}
            onEnded={setEnded}
            onClose={() => setOpen(false)}
          />
        </Suspense>
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
