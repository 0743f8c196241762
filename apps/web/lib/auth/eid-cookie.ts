import { safeReturnTo } from '../return-to';

// The eID sign-in's state, bound to the browser that started it (docs/eid.md: login CSRF), and where to go after.

export const EID_STATE_COOKIE = 'engros.eid-state';
/** The API keeps a started sign-in for 10 minutes; the cookie lives as long. */
export const EID_STATE_MAX_AGE_S = 600;

export type EidStarted = { state: string; returnTo: string };

export function writeEidCookie(value: EidStarted): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Reads our cookie from a Cookie header; null when absent or not ours. */
export function readEidCookie(cookieHeader: string | null): EidStarted | null {
  const raw = new RegExp(`(?:^|;\\s*)${EID_STATE_COOKIE.replace('.', '\\.')}=([^;]+)`).exec(cookieHeader ?? '')?.[1];
  if (!raw) return null;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<EidStarted>;
    if (typeof value.state !== 'string' || typeof value.returnTo !== 'string') return null;
    return { state: value.state, returnTo: safeReturnTo(value.returnTo) };
  } catch {
    return null;
  }
}
