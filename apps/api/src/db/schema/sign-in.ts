import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { contacts } from './customer';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * E-mail sign-in links (the web app's Auth.js e-mail provider): the token as Auth.js hands it over (already a
 * digest of the link's token), digested again; single use (`usedAt`), valid until `expiresAt`.
 */
export const signInTokens = pgTable(
  'sign_in_tokens',
  {
    id: id(),
    /** The e-mail address the link was sent to, lower case. */
    identifier: text('identifier').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_tokens_expires_idx').on(t.expiresAt)],
);

/** A person's passkeys (WebAuthn credentials), registered after sign-in and used to sign in later. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the authenticator reports it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter; a value that does not grow means a cloned authenticator. */
    counter: integer('counter').notNull().default(0),
    deviceType: text('device_type').$type<'singleDevice' | 'multiDevice'>().notNull(),
    isBackedUp: boolean('is_backed_up').notNull(),
    /** Transports (usb, nfc, ble, internal, hybrid), comma-separated. */
    transports: text('transports'),
    /** A name the person gave it ("Work laptop"). */
    name: text('name'),
    lastUsedAt: at('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('passkeys_contact_idx').on(t.contactId)],
);
