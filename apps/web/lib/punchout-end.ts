// Ends a punch-out here and at the API: after the transfer (the buyer is back in the procurement system) or a cancel.
import { headers } from 'next/headers';
import { signOut } from '../auth';
import { readSessionToken } from './auth/session-cookie';
import { revokeApiTokens } from './auth/tokens';

export async function endPunchoutSession(): Promise<void> {
  const token = await readSessionToken(await headers());
  if (token?.api) await revokeApiTokens(token.api);
  await signOut({ redirect: false });
}

/** Posts to our punch-out routes must come from our own pages (no cross-site form posts). */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true; // same-origin navigations of older browsers; the SameSite=Lax cookie guards the rest
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
