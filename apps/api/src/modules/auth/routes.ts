import { z } from 'zod';
import type { RoutesPlugin } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { problems } from '../../lib/schemas';
import { clientOf } from '../security';
import { perRefreshToken } from './rate-limits';
import { liveSession, refreshBody, sessionTokens } from './schemas';
import { refreshSession, revokeSession } from './service';

/** Token refresh and sign-out for the API's own tokens (any sign-in method). */
export const authRoutes: RoutesPlugin = (app, ctx) => {
  app.get('/api/session', {
    config: { auth: 'person' },
    schema: {
      tags: ['session'],
      summary: 'Whether this session is live, and its active memberships',
      description:
        'Answered from what every request checks (the token, its live family, the active memberships), without a ' +
        "database read in the steady state. The web servers ask it before they answer a company's kept page " +
        '(docs/decisions/020-signed-in-listing-cache.md); 401 once the session ended.',
      response: { 200: liveSession, ...problems(401) },
    },
    handler: async (request) => {
      const caller = request.caller;
      if (caller.kind !== 'person') throw new AppError('unauthenticated');
      return {
        contactId: caller.contactId,
        companies: [...caller.companies].map(([customerId, role]) => ({ customerId, role })),
      };
    },
  });

  app.post('/api/session/refresh', {
    config: { auth: 'public', rateLimit: perRefreshToken },
    schema: {
      tags: ['session'],
      summary: 'Rotate a refresh token',
      description:
        'Spends the refresh token and returns a new pair. A spent token presented again revokes its whole family.',
      body: refreshBody,
      response: { 200: sessionTokens, ...problems(400, 401, 429) },
    },
    handler: async (request) => refreshSession(ctx.database.db, ctx.tokens, request.body.refreshToken),
  });

  app.post('/api/session/revoke', {
    config: { auth: 'public', rateLimit: perRefreshToken },
    schema: {
      tags: ['session'],
      summary: 'Sign out: revoke a refresh token family',
      body: refreshBody,
      response: { 204: z.null(), ...problems(400, 429) },
    },
    handler: async (request, reply) => {
      await revokeSession(ctx.database.db, request.body.refreshToken, clientOf(request));
      return reply.status(204).send(null);
    },
  });
};
