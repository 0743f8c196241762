import { isIP } from 'node:net';
import type { DbOrTx } from '../../db';
import { AppError } from '../../lib/errors';
import { deleteThrottle, listLockedUntil, upsertThrottleCount } from './repository';

/**
 * Sign-in lockouts kept in the database (docs/security.md), so that every API process counts the same attempts.
 * A key counts events (failed passwords, link requests…); at `max` within `windowMs` the key is locked for
 * `lockMs`, answered 429 sign_in_locked with retryAfterSeconds. A success clears the key.
 */
export type ThrottleRule = { max: number; windowMs: number; lockMs: number };

/**
 * Wrong passwords for one account from one client: five in a row lock that pair for 15 minutes. Keyed on the
 * pair, so an attacker's failures lock the attacker out, not the owner signing in from elsewhere.
 */
export const PASSWORD_LOCKOUT: ThrottleRule = { max: 5, windowMs: 24 * 60 * 60_000, lockMs: 15 * 60_000 };
/**
 * Wrong passwords from one client across all accounts: 30 (each within 15 minutes of the one before) lock the
 * client's password sign-ins for 15 minutes. Never cleared by a success (an attacker could sign in to an account
 * of their own to start again).
 */
export const PASSWORD_CLIENT_LIMIT: ThrottleRule = { max: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/**
 * Wrong passwords for one account from every client (distributed guessing): 25 (each within an hour of the one
 * before) lock the account's password sign-in for 15 minutes, for everyone. It takes five clients to reach, and
 * the owner still signs in by e-mail link, passkey or eID (docs/security.md, the trade-off).
 */
export const PASSWORD_ACCOUNT_LOCKOUT: ThrottleRule = { max: 25, windowMs: 60 * 60_000, lockMs: 15 * 60_000 };
/**
 * Sign-in links mailed to one address at one client's request: five in 15 minutes, then 15 minutes' pause. Per
 * client, so that someone asking for a person's links does not keep the person from theirs (the way in while the
 * password is locked); EMAIL_LINK_ADDRESS_LIMIT bounds the mail an address gets from everyone.
 */
export const EMAIL_LINK_LIMIT: ThrottleRule = { max: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Sign-in links mailed to one address whoever asks: 15 in 15 minutes, then 15 minutes' pause. */
export const EMAIL_LINK_ADDRESS_LIMIT: ThrottleRule = { max: 15, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Passkey sessions started for one person: 20 in 15 minutes (a passkey cannot be guessed; this stops a loop). */
export const PASSKEY_LIMIT: ThrottleRule = { max: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Failed eID callbacks (wrong state, code or nonce) from one client address: ten, then 15 minutes. */
export const EID_LOCKOUT: ThrottleRule = { max: 10, windowMs: 60 * 60_000, lockMs: 15 * 60_000 };

function locked(until: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new AppError('sign_in_locked', { extra: { retryAfterSeconds } });
}

/** Throws 429 sign_in_locked while any of the keys is locked, with the longest wait of them (one query). */
export async function assertNotLocked(db: DbOrTx, ...keys: string[]): Promise<void> {
  const lockedUntil = await listLockedUntil(db, keys);
  const until = Math.max(0, ...lockedUntil.map((date) => date?.getTime() ?? 0));
  if (until > Date.now()) throw locked(new Date(until));
}

/**
 * Counts one event on the key (one statement, so two processes counting at once both count) and locks it when it
 * reaches the rule's maximum. Returns whether the key is now locked. A count older than the window starts again,
 * and so does one whose lock has run out.
 */
export async function countAttempt(db: DbOrTx, key: string, rule: ThrottleRule): Promise<{ lockedUntil: Date | null }> {
  const windowStart = new Date(Date.now() - rule.windowMs);
  const now = new Date();
  return upsertThrottleCount(db, {
    key,
    now,
    windowStart,
    max: rule.max,
    lockUntil: new Date(now.getTime() + rule.lockMs),
  });
}

/** Counts an event and refuses it when the key is (now) over its limit: for calls limited on every use. */
export async function spendAttempt(db: DbOrTx, key: string, rule: ThrottleRule): Promise<void> {
  await assertNotLocked(db, key);
  // The call that reaches the maximum still passes; the next ones wait.
  await countAttempt(db, key, rule);
}

/** A success: the key starts from nothing. */
export async function clearAttempts(db: DbOrTx, key: string): Promise<void> {
  await deleteThrottle(db, key);
}

/**
 * One client for the limits: an IPv4 address, or an IPv6 address's /64 (one subscriber's network: an attacker
 * with a /64 has 2^64 addresses to rotate through). IPv4-mapped IPv6 is the IPv4 address. Anything else (no
 * address) is one bucket, "unknown".
 */
export function clientKeyOf(ip: string | null | undefined): string {
  const address =
    ip
      ?.trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, '')
      .replace(/%.*$/, '') ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const kind = isIP(address);
  if (kind === 4) return address;
  if (kind !== 6) return 'unknown';
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export const throttleKey = {
  /** Wrong passwords for an account (the typed address) from one client. */
  password: (email: string, ip: string | null | undefined) =>
    `password:${email.trim().toLowerCase()}:${clientKeyOf(ip)}`,
  /** Wrong passwords for an account from every client. */
  passwordAccount: (email: string) => `password-account:${email.trim().toLowerCase()}`,
  /** Wrong passwords from one client for every account. */
  passwordClient: (ip: string | null | undefined) => `password-client:${clientKeyOf(ip)}`,
  emailLink: (email: string, ip: string | null | undefined) =>
    `email-link:${email.trim().toLowerCase()}:${clientKeyOf(ip)}`,
  emailLinkAddress: (email: string) => `email-link-address:${email.trim().toLowerCase()}`,
  passkey: (contactId: string) => `passkey:${contactId}`,
  eid: (ip: string | null) => `eid:${ip ?? 'unknown'}`,
};
