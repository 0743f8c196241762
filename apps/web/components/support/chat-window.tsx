'use client';
// The chat widget's open window (components/support/chat-widget-client.tsx loads this module when the window first
// opens: the live chat, its composer and the first-message form are not in the pages' scripts until then).
import type { Chat } from '@engros/client';
import { useActionState, useCallback } from 'react';
import { type ChatFormState, startChat } from '../../app/actions/support';
import type { nb } from '../../lib/i18n/areas/support';
import { FormMessage } from '../ui/form-message';
import Link from '../ui/link';
import { ChatPanel } from './chat-panel';

type Props = {
  texts: typeof nb.widget;
  locale: string;
  selfId: string;
  chat: Chat | null;
  hasEnded: boolean;
  onChat: (chat: Chat | null) => void;
  onEnded: (hasEnded: boolean) => void;
  onClose: () => void;
};

export default function ChatWindow({ texts, locale, selfId, chat, hasEnded, onChat, onEnded, onClose }: Props) {
  const [startState, startAction, isStarting] = useActionState<ChatFormState, FormData>(
    async (previous, form) => {
      const result = await startChat(previous, form);
      if (result.chat) {
        onChat(result.chat);
        onEnded(false);
      }
      return result;
    },
    { status: 'idle' },
  );
  const onChatEnded = useCallback(() => onEnded(true), [onEnded]);
  return (
    <section className="chat-window" id="chat-window" aria-labelledby="chat-window-title">
      <header className="chat-window-head">
        <h2 id="chat-window-title">{texts.title}</h2>
        <button
          type="button"
          className="link-button"
          onClick={onClose}
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
            onEnded={onChatEnded}
          />
          {hasEnded ? (
            <div className="chat-after">
              <p role="status">{texts.ended}</p>
              <Link href={`/account/support/${chat.ticketId}`}>{texts.seeTicket}</Link>
              <button
                type="button"
                className="button-small"
                onClick={() => {
                  onChat(null);
                  onEnded(false);
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
  );
}
