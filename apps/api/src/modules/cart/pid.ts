import type { Db } from '../../db';
import { isUuid, type Person } from '../../lib/access';
import * as repo from './repository';

/**
 * The spec's `pid` is a "cart or person id" (§3): the caller's own contact id, or the id of one of the caller's carts
 * (then the call is the caller's, in that cart's company unless `customerId` names one). Anything else is answered
 * as it is, and the call refuses it as someone else's (404), as before.
 */
export async function resolvePid(
  db: Db,
  options: { caller: Person; pid: string; customerId?: string },
): Promise<{ pid: string; customerId?: string }> {
  const { caller, pid, customerId } = options;
  if (pid === caller.contactId || !isUuid(pid)) return { pid, customerId };
  const cart = await repo.findCart(db, pid);
  if (cart?.contactId !== caller.contactId) return { pid, customerId };
  return { pid: caller.contactId, customerId: customerId ?? cart.companyId };
}
