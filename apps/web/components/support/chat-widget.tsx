import type { Chat } from '@engros/client';
import { getViewer, viewerApi } from '../../lib/auth/viewer';
import { getDictionary } from '../../lib/i18n/server';
import { isAgent, openChatId } from '../../lib/support';
import { ChatWidgetClient } from './chat-widget-client';

/**
 * The live-chat widget on every storefront page, for signed-in customers only (not for visitors, not for
 * agents, who answer in the back office). The chat the person has open (cookie) is read here, so it is on the
 * page at once; its live messages then come over the stream.
 */
export async function ChatWidget() {
  const viewer = await getViewer();
  if (!viewer.isSignedIn || !viewer.company || (await isAgent(viewer))) return null;
  const [{ api }, { t }, chatId] = await Promise.all([viewerApi(), getDictionary(), openChatId(viewer.contactId)]);
  let chat: Chat | null = null;
  if (chatId) {
    try {
      chat = await api.getChat({ path: { chatId }, init: { cache: 'no-store' } });
    } catch {
      chat = null; // gone or not theirs: start afresh
    }
  }
  return (
    <ChatWidgetClient
      texts={t.support.widget}
      locale={t.locale}
      selfId={viewer.contactId}
      initialChat={chat && chat.status === 'active' ? chat : null}
    />
  );
}
