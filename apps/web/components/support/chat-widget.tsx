import { getDictionary } from '../../lib/i18n/server';
import { headerPerson } from '../../lib/person-summary';
import { ChatIsland } from '../header/person';

/**
 * The live-chat widget on every storefront page, for signed-in customers only (not for visitors, not for
 * agents, who answer in the back office). The chat the person has open (cookie) is read with the header's summary
 * of the person, so it is on the page at once; its live messages then come over the stream. On a company's kept
 * page the browser asks for that summary (components/header/person.tsx).
 */
export async function ChatWidget() {
  const [handedIn, { t }] = await Promise.all([headerPerson(), getDictionary()]);
  return <ChatIsland {...handedIn} texts={t.support.widget} locale={t.locale} />;
}
