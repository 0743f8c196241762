import { z } from 'zod';
import { webOriginOf } from '../../env';
import { personOf } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import { signInRateLimit } from '../auth';
import { deliverOutboxNow } from '../mail';
import { clientOf } from '../security';
import * as s from './schemas';
import * as service from './service';

const tags = ['sign-in'];
const secret = { auth: 'secret' as const };

/**
 * E-mail links and passkeys for the web app's Auth.js (docs/sign-in.md): the web server keeps no database, so
 * its Auth.js adapter stores link tokens and passkeys here, by the shared secret; the person manages their own
 * passkeys with their token.
 */
export const signInRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;

  app.post('/api/sign-in/lookup', {
    config: secret,
    schema: {
      tags,
      summary: 'The active person with an e-mail address (Auth.js getUserByEmail)',
      body: s.lookupBody,
      response: { 200: s.signInPerson, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.lookup(db, request.body.email),
  });

  app.post('/api/sign-in/verification-tokens', {
    config: secret,
    schema: {
      tags,
      summary: "Store an e-mail link's token (Auth.js createVerificationToken)",
      description: 'Kept as a digest; single use; it stops working at `expires`, at most one hour from now.',
      body: s.verificationTokenBody,
      response: { 204: z.null(), ...problems(400, 401, 403) },
    },
    handler: async (request, reply) => {
      await service.createVerificationToken(db, request.body);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/sign-in/verification-tokens/use', {
    config: secret,
    schema: {
      tags,
      summary: "Spend an e-mail link's token (Auth.js useVerificationToken)",
      description: 'Answers it once; 404 when unknown, already used, expired or sent to another address.',
      body: s.useVerificationTokenBody,
      response: { 200: s.verificationToken, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.useVerificationToken(db, { ...request.body, client: clientOf(request) }),
  });

  app.post('/api/sign-in/email-link', {
    config: { ...secret, rateLimit: signInRateLimit },
    schema: {
      tags,
      summary: 'Mail a sign-in link (Auth.js sendVerificationRequest)',
      description:
        'Queued in the person’s language when the address belongs to an active person; 202 either way, so the ' +
        'answer does not tell who has an account. The link is built here: Auth.js’s e-mail callback on WEB_ORIGIN ' +
        'with the token, the address and `returnTo` (a path on the shop); the caller cannot choose a host.',
      body: s.emailLinkBody,
      response: { 202: z.object({}), ...problems(400, 401, 403, 429) },
    },
    handler: async (request, reply) => {
      const queued = await service.sendEmailLink(db, {
        ...request.body,
        webOrigin: webOriginOf(ctx.env),
        client: clientOf(request),
      });
      // A sign-in link is wanted now, not at the mail job's next minute: deliver the outbox at once (after the
      // answer; the claim keeps this and the job apart; a failure is left to the job's retries). Not in unit tests.
      if (queued && ctx.env.NODE_ENV !== 'test') {
        void deliverOutboxNow(ctx.database, ctx.env).catch((err) => {
          request.log.warn({ err }, 'sign-in link: immediate delivery failed; the mail job retries');
        });
      }
      return reply.status(202).send({});
    },
  });

  app.post('/api/sign-in/session', {
    config: secret,
    schema: {
      tags,
      summary: 'Start a session for a person the web app verified by e-mail link or passkey',
      description:
        'Answers as check-user does. `email` sign-ins need the address the link went to: it is marked verified ' +
        'and open invitations to it are accepted. An inactive or unknown person → 401 invalid_credentials.',
      body: s.sessionBody,
      response: { 200: s.sessionResult, ...problems(400, 401, 403) },
    },
    handler: async (request) =>
      service.startSession(db, { ...request.body, tokens: ctx.tokens, client: clientOf(request) }),
  });

  app.post('/api/sign-in/passkeys', {
    config: secret,
    schema: {
      tags,
      summary: 'Register a passkey (Auth.js createAuthenticator)',
      description: '422 passkey_already_registered when the credential is known; 404 for an unknown person.',
      body: s.passkeyBody,
      response: { 200: s.passkey, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => service.registerPasskey(db, request.body),
  });

  app.get('/api/sign-in/passkeys/:credentialId', {
    config: secret,
    schema: {
      tags,
      summary: 'A passkey by its credential id (Auth.js getAuthenticator)',
      params: s.credentialParams,
      response: { 200: s.passkey, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.getPasskey(db, request.params.credentialId),
  });

  app.get('/api/sign-in/contacts/:contactId/passkeys', {
    config: secret,
    schema: {
      tags,
      summary: "A person's passkeys (Auth.js listAuthenticatorsByUserId)",
      params: s.contactParams,
      response: { 200: s.passkeyList, ...problems(400, 401, 403) },
    },
    handler: async (request) => service.listPasskeys(db, request.params.contactId),
  });

  app.post('/api/sign-in/passkeys/:credentialId/counter', {
    config: secret,
    schema: {
      tags,
      summary: "Record a passkey sign-in's signature counter (Auth.js updateAuthenticatorCounter)",
      description: '422 passkey_counter_not_increasing when it does not grow (a cloned authenticator).',
      params: s.credentialParams,
      body: s.counterBody,
      response: { 200: s.passkey, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.advanceCounter(db, request.params.credentialId, request.body.counter, { client: clientOf(request) }),
  });

  app.get('/api/account/passkeys', {
    config: { auth: 'person' },
    schema: {
      tags,
      summary: "The caller's own passkeys (names and dates; no key material)",
      response: { 200: s.ownPasskeyList, ...problems(401) },
    },
    handler: async (request) => service.listOwnPasskeys(db, personOf(request).contactId),
  });

  app.patch('/api/account/passkeys/:passkeyId', {
    config: { auth: 'person' },
    schema: {
      tags,
      summary: 'Rename one of the caller’s passkeys',
      description: "Someone else's passkey answers 404, as an unknown one does.",
      params: s.passkeyParams,
      body: s.renamePasskeyBody,
      response: { 200: s.ownPasskey, ...problems(400, 401, 404) },
    },
    handler: async (request) =>
      service.renameOwnPasskey(db, personOf(request).contactId, request.params.passkeyId, request.body.name),
  });

  app.delete('/api/account/passkeys/:passkeyId', {
    config: { auth: 'person' },
    schema: {
      tags,
      summary: 'Remove one of the caller’s passkeys',
      description: "Someone else's passkey answers 404, as an unknown one does.",
      params: s.passkeyParams,
      response: { 204: z.null(), ...problems(400, 401, 404) },
    },
    handler: async (request, reply) => {
      await service.deleteOwnPasskey(db, personOf(request).contactId, request.params.passkeyId);
      return reply.status(204).send(null);
    },
  });
};
