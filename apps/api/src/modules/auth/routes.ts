import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import { clientOf } from '../security/audit';
import { refreshBody, sessionTokens } from './schemas';
import { refreshSession, revokeSession } from './service';
import { hashToken } from './tokens';

/**
 * Sign-in calls per client and minute. The web server calls for every browser, so the key is the browser's address
 * it reports (x-client-ip, believed only with the shared secret; docs/security.md), not the web server's.
 */
export const signInRateLimit = {
  max: 10,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `sign-in:${clientOf(request).ip}`,
};

/**
 * Refresh and revoke are limited per refresh token, not per address: a refresh token is 256 random bits (nothing
 * to guess), and every browser's call reaches the API from the web server's address, so a per-address limit would
 * make all signed-in people share ten refreshes a minute.
 */
export const perRefreshToken = {
  max: 10,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => {
    const token = (request.body as { refreshToken?: unknown } | undefined)?.refreshToken;
    return typeof token === 'string' ? `refresh:${hashToken(token)}` : `refresh-ip:${request.ip}`;
  },
};

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
