import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common';
import { contacts } from './customer';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One started eID sign-in: the state (stored hashed), nonce and PKCE verifier never leave the API.
 * Single use (`usedAt`) and valid for 10 minutes (`expiresAt`).
 */
export const eidLogins = pgTable(
  'eid_logins',
  {
    id: id(),
    stateHash: text('state_hash').notNull().unique(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The least security level (acr) the sign-in asked for. */
    acr: text('acr').notNull(),
    uiLocales: text('ui_locales'),
    /** An invitation (hashed link token) to accept for the person who signs in. */
    invitationTokenHash: text('invitation_token_hash'),
    /** Where the web app sends the browser after sign-in (a path on our own site). */
    returnTo: text('return_to'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('eid_logins_expires_idx').on(t.expiresAt)],
);

/**
 * The ID-porten side of one of our sign-ins (one refresh-token family): its tokens, sealed with a key derived
 * from SHOP_SECRET, kept for refresh, userinfo and logout (id_token_hint).
 */
export const eidSessions = pgTable(
  'eid_sessions',
  {
    id: id(),
    familyId: uuid('family_id').notNull().unique(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    sub: text('sub').notNull(),
    acr: text('acr').notNull(),
    /** The verified id_token claims (pid included), as ID-porten sent them. */
    claims: jsonb('claims').$type<Record<string, unknown>>().notNull(),
    idTokenSealed: text('id_token_sealed').notNull(),
    accessTokenSealed: text('access_token_sealed'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenSealed: text('refresh_token_sealed'),
    endedAt: at('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('eid_sessions_contact_idx').on(t.contactId)],
);
