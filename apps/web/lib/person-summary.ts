// The header's summary of the signed-in person (components/header/person.tsx), read once per request: for the
// header of a page rendered for them, and for /api/session/summary, which a company's kept page asks.
import type { Chat } from '@engros/client';
import { cache } from 'react';
import type { PersonSummary } from '../components/header/person';
import { getViewer, viewerApi } from './auth/viewer';
import { loadCart } from './cart';
import { isCompanyPageRender } from './company-render';
import { isAgent, openChatId } from './support';

export const personSummary = cache(async (): Promise<PersonSummary> => {
  const viewer = await getViewer();
  if (!viewer.isSignedIn) return { isSignedIn: false };
  const [agent, cart, chat] = await Promise.all([isAgent(viewer), loadCart(), openChat(viewer.contactId)]);
  return {
    isSignedIn: true,
    contactId: viewer.contactId,
    name: viewer.name,
    companies: viewer.companies.map(({ customerId, name }) => ({ customerId, name })),
    customerId: viewer.company?.customerId ?? null,
    isAgent: agent,
    cartCount: viewer.company ? (cart.ok ? cart.cart.lines.length : 0) : null,
    chat,
  };
});

/** The person's active chat from the chat cookie (the widget reopens it), or null. */
async function openChat(contactId: string): Promise<Chat | null> {
  const chatId = await openChatId(contactId);
  if (!chatId) return null;
  try {
    const { api } = await viewerApi();
    const chat = await api.getChat({ path: { chatId }, init: { cache: 'no-store' } });
    return chat.status === 'active' ? chat : null;
  } catch {
    return null; // gone or not theirs: start afresh
  }
}

/**
 * What the header's parts are handed: on the page cache's render of a company's page (kept for every buyer of the
 * company, so the header asks for its person in the browser) only the company it is drawn for; else this person's
 * summary.
 */
export const headerPerson = cache(async (): Promise<{ person?: PersonSummary; pageCompanyId?: string }> => {
  if (await isCompanyPageRender()) {
    const viewer = await getViewer();
    return { pageCompanyId: viewer.isSignedIn ? viewer.company?.customerId : undefined };
  }
  return { person: await personSummary() };
});
