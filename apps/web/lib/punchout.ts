// The punch-out session a signed-in person shops in (docs/punchout.md): kept in the encrypted Auth.js cookie
// beside the API tokens, read on the server only.
import { headers } from 'next/headers';
import { cache } from 'react';
import { readSessionToken } from './auth/session-cookie';

export type PunchoutState = {
  /** The API's punch-out session id (getformpayload's sessionId). */
  id: string;
  protocol: 'cxml' | 'oci';
  operation: 'create' | 'edit' | 'inspect';
  /** HOOK_URL (OCI) or BrowserFormPost/URL (cXML): where the cart goes back. */
  returnUrl: string;
  /** OCI ~TARGET, else null. */
  target: string | null;
  /** Where the shop opened (OCI DETAIL/SOURCING), else null. */
  landingPath: string | null;
  expiresAt: string;
  /** The company the procurement system buys for. */
  companyName: string;
};

/** The procurement system as people know it: the host its cart comes back to. */
export function procurementSystemOf(punchout: Pick<PunchoutState, 'returnUrl'>): string {
  try {
    return new URL(punchout.returnUrl).host;
  } catch {
    return punchout.returnUrl;
  }
}

export const hasEnded = (punchout: Pick<PunchoutState, 'expiresAt'>, now = Date.now()) =>
  Date.parse(punchout.expiresAt) <= now;

/**
 * The punch-out session of this request's person, or null when they did not come from a procurement system.
 * Other areas use it to hide checkout, payment and account settings while in punch-out.
 */
export const getPunchout = cache(async (): Promise<PunchoutState | null> => {
  const token = await readSessionToken(await headers());
  return token?.api && token.punchout ? token.punchout : null;
});
