import { z } from 'zod';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import { clientOf } from '../security';
import { perRefreshToken } from './rate-limits';
import { refreshBody, sessionTokens } from './schemas';
import { refreshSession, revokeSession } from './service';

/** Token refresh and sign-out for the API's own tokens (any sign-in method). */
export const authRoutes: RoutesPlugin = (app, ctx) => {
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
