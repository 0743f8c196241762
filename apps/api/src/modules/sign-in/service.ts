import type { z } from 'zod';
import type { Db } from '../../db';
import type { TokenSettings } from '../../lib/context';
import { AppError, notFound, rule } from '../../lib/errors';
import { hashToken, issueSession, listContactCompanies, sessionPersonOf } from '../auth';
import * as customers from '../customer';
import { queueMail } from '../mail';
import {
  assertNotLocked,
  audit,
  type Client,
  clearAttempts,
  countAttempt,
  EMAIL_LINK_ADDRESS_LIMIT,
  EMAIL_LINK_LIMIT,
  PASSKEY_LIMIT,
  spendAttempt,
  throttleKey,
} from '../security';
import * as repo from './repository';
import type { passkey as passkeySchema } from './schemas';

/** An e-mail link works at most this long, whatever the web app asks for. */
export const SIGN_IN_LINK_MAX_MS = 60 * 60 * 1000;

const normalized = (email: string) => email.trim().toLowerCase();

/** The active person with an e-mail address (any case); null when there is none. */
async function activeContactByEmail(db: Db, email: string) {
  const contact = await customers.findContactByEmail(db, normalized(email));
  return contact?.isActive ? contact : null;
}

/** The active person with this e-mail (Auth.js `getUserByEmail`); 404 when there is none. */
export async function lookup(db: Db, email: string) {
  const contact = await activeContactByEmail(db, email);
  if (!contact) throw notFound('No such person.');
  return {
    contactId: contact.id,
    email: contact.email,
    name: `${contact.firstName} ${contact.lastName}`.trim(),
    locale: contact.locale,
    emailVerifiedAt: contact.emailVerifiedAt?.toISOString() ?? null,
  };
}

/** Stores a link's token (Auth.js `createVerificationToken`), digested again; its life capped at an hour. */
export async function createVerificationToken(
  db: Db,
  input: { identifier: string; token: string; expires: string },
  now = new Date(),
) {
  const expiresAt = new Date(Math.min(new Date(input.expires).getTime(), now.getTime() + SIGN_IN_LINK_MAX_MS));
  await repo.insertSignInToken(db, {
    identifier: normalized(input.identifier),
    tokenHash: hashToken(input.token),
    expiresAt,
  });
}

/** Spends a link's token once (Auth.js `useVerificationToken`); 404 when unknown, used, expired or not theirs. */
export async function useVerificationToken(
  db: Db,
  input: { identifier: string; token: string; client?: Client },
  now = new Date(),
) {
  const row = await repo.spendSignInToken(db, normalized(input.identifier), hashToken(input.token), now);
  if (!row) {
    // An unknown, used or expired link is a failed e-mail sign-in (the success is audited when the session starts).
    const contact = await activeContactByEmail(db, input.identifier);
    await audit(db, {
      action: 'sign_in',
      outcome: 'failure',
      method: 'email',
      contactId: contact?.id,
      email: input.identifier,
      client: input.client,
      details: { reason: 'link_invalid' },
    });
    throw notFound('No such sign-in link.');
  }
  return { identifier: row.identifier, expires: row.expiresAt.toISOString() };
}

const linkMail = {
  nb: (url: string) => ({
    subject: 'Logg inn i Engros',
    text:
      `Hei!\n\nBruk lenken under for å logge inn i Engros. Den virker én gang og i én time.\n\n${url}\n\n` +
      'Ba du ikke om å logge inn, kan du se bort fra denne e-posten.',
  }),
  en: (url: string) => ({
    subject: 'Sign in to Engros',
    text:
      `Hello!\n\nUse the link below to sign in to Engros. It works once, for one hour.\n\n${url}\n\n` +
      'If you did not ask to sign in, you can ignore this e-mail.',
  }),
};

/**
 * The link a sign-in mail carries: Auth.js's e-mail callback on the shop's own origin (WEB_ORIGIN), never a URL
 * the caller chose, so a forged Host header at the web app (or any other caller) cannot mail a person a working
 * token on someone else's site. `returnTo` is a path on the shop (checked by the schema).
 */
export function signInLinkUrl(webOrigin: string, input: { email: string; token: string; returnTo?: string }) {
  const origin = new URL(webOrigin).origin;
  const params = new URLSearchParams({
    callbackUrl: `${origin}${input.returnTo ?? '/'}`,
    token: input.token,
    email: input.email,
  });
  return `${origin}/api/auth/callback/email?${params}`;
}

/**
 * Mails a sign-in link (Auth.js `sendVerificationRequest`) through the outbox, in the person's language, only to
 * an active person: the answer is the same either way, so it does not tell who has an account.
 */
export async function sendEmailLink(
  db: Db,
  input: { email: string; token: string; returnTo?: string; webOrigin: string; client?: Client },
) {
  // Counted per address and client, and per address, in the database (every API process sees it), whether or not
  // the address has an account. The call that reaches a maximum still passes; the next ones wait.
  const pairKey = throttleKey.emailLink(input.email, input.client?.ip);
  const addressKey = throttleKey.emailLinkAddress(input.email);
  await assertNotLocked(db, pairKey, addressKey);
  await countAttempt(db, pairKey, EMAIL_LINK_LIMIT);
  await countAttempt(db, addressKey, EMAIL_LINK_ADDRESS_LIMIT);
  const contact = await activeContactByEmail(db, input.email);
  if (!contact) return false;
  const url = signInLinkUrl(input.webOrigin, input);
  const mail = (contact.locale === 'en' ? linkMail.en : linkMail.nb)(url);
  await queueMail(db, { to: contact.email, ...mail, template: 'sign-in-link' });
  return true;
}

/**
 * Starts an API session for a person the web app verified by e-mail link or passkey (as check-user does for a
 * password). An e-mail sign-in also verifies the address; open invitations stay open (the person accepts them).
 */
export async function startSession(
  db: Db,
  input: { contactId: string; method: 'email' | 'passkey'; email?: string; tokens: TokenSettings; client?: Client },
) {
  const contact = await customers.findContact(db, input.contactId);
  const refuse = async (reason: string) => {
    const known = contact ? input.contactId : null;
    await audit(db, {
      action: 'sign_in',
      outcome: 'failure',
      method: input.method,
      contactId: known,
      email: input.email ?? contact?.email,
      client: input.client,
      details: { reason },
    });
    return new AppError('invalid_credentials');
  };
  if (!contact?.isActive) throw await refuse(contact ? 'contact_inactive' : 'contact_unknown');
  if (input.method === 'email') {
    if (!input.email || normalized(input.email) !== normalized(contact.email)) throw await refuse('email_mismatch');
    await customers.markEmailVerified(db, contact.id);
  } else {
    await spendAttempt(db, throttleKey.passkey(contact.id), PASSKEY_LIMIT);
  }
  const session = await db.transaction(async (tx) => {
    const issued = await issueSession(tx as unknown as Db, input.tokens, contact);
    // Proof of the person (their mailbox or passkey) lifts their own password lock from this client.
    await clearAttempts(tx, throttleKey.password(contact.email, input.client?.ip));
    await audit(tx, {
      action: 'sign_in',
      method: input.method,
      contactId: contact.id,
      email: contact.email,
      client: input.client,
    });
    return issued;
  });
  const companies = await listContactCompanies(db, contact.id);
  return { contactId: contact.id, ...sessionPersonOf(contact), ...session, companies };
}

type Passkey = z.infer<typeof passkeySchema>;

const toPasskey = (row: repo.PasskeyRow): Passkey => ({
  id: row.id,
  contactId: row.contactId,
  credentialId: row.credentialId,
  publicKey: row.publicKey,
  counter: row.counter,
  deviceType: row.deviceType,
  isBackedUp: row.isBackedUp,
  transports: row.transports ? row.transports.split(',') : [],
  name: row.name,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Registers a passkey for an active person (Auth.js `createAuthenticator`); a known credential → 422. */
export async function registerPasskey(
  db: Db,
  input: {
    contactId: string;
    credentialId: string;
    publicKey: string;
    counter: number;
    deviceType: 'singleDevice' | 'multiDevice';
    isBackedUp: boolean;
    transports?: string[];
    name?: string;
  },
) {
  const contact = await customers.findContact(db, input.contactId);
  if (!contact?.isActive) throw notFound('No such person.');
  const row = await repo.insertPasskey(db, {
    ...input,
    transports: input.transports?.length ? input.transports.join(',') : null,
    name: input.name ?? null,
  });
  if (!row) throw rule('passkey_already_registered');
  return toPasskey(row);
}

export async function getPasskey(db: Db, credentialId: string) {
  const row = await repo.findPasskey(db, credentialId);
  if (!row) throw notFound('No such passkey.');
  return toPasskey(row);
}

export async function listPasskeys(db: Db, contactId: string) {
  return { items: (await repo.listPasskeys(db, contactId)).map(toPasskey) };
}

/** Records a passkey sign-in's counter (Auth.js `updateAuthenticatorCounter`); a counter that does not grow → 422. */
export async function advanceCounter(
  db: Db,
  credentialId: string,
  counter: number,
  options: { now?: Date; client?: Client } = {},
) {
  const row = await repo.advanceCounter(db, credentialId, counter, options.now ?? new Date());
  if (row) return toPasskey(row);
  const passkey = await repo.findPasskey(db, credentialId);
  if (!passkey) throw notFound('No such passkey.');
  // A counter that does not grow is a cloned authenticator: a failed passkey sign-in worth an admin's eye.
  await audit(db, {
    action: 'sign_in',
    outcome: 'failure',
    method: 'passkey',
    contactId: passkey.contactId,
    client: options.client,
    details: { reason: 'passkey_counter_not_increasing', passkeyId: passkey.id },
  });
  throw rule('passkey_counter_not_increasing');
}

/** The caller's own passkeys, without key material (the account page). */
const ownPasskeyOf = (row: repo.PasskeyRow) => {
  const { id, name, deviceType, isBackedUp, lastUsedAt, createdAt } = toPasskey(row);
  return { id, name, deviceType, isBackedUp, lastUsedAt, createdAt };
};

export async function listOwnPasskeys(db: Db, contactId: string) {
  const rows = await repo.listPasskeys(db, contactId);
  return { items: rows.map(ownPasskeyOf) };
}

/** Names one of the caller's passkeys (an empty name clears it); someone else's → 404. */
export async function renameOwnPasskey(db: Db, contactId: string, passkeyId: string, name: string) {
  const row = await repo.renamePasskey(db, contactId, passkeyId, name.trim() || null);
  if (!row) throw notFound('No such passkey.');
  return ownPasskeyOf(row);
}

export async function deleteOwnPasskey(db: Db, contactId: string, passkeyId: string) {
  if (!(await repo.deletePasskey(db, contactId, passkeyId))) throw notFound('No such passkey.');
}
