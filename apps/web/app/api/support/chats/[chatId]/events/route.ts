// The live messages of one chat, relayed from the API as the signed-in person (lib/support-relay.ts).

import { isUuid } from '../../../../../../lib/support';
import { relayEvents } from '../../../../../../lib/support-relay';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ chatId: string }> }) {
  const { chatId } = await params;
  if (!isUuid(chatId)) return new Response(null, { status: 404 });
  return relayEvents(request, `/api/ticket/chat/${chatId}/events`, true);
}
