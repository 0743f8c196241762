// The agents' queue changes, relayed from the API (agents only: the API answers 403 to anyone else).
import { relayEvents } from '../../../../../lib/support-relay';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return relayEvents(request, '/api/backoffice/support/events', false);
}
