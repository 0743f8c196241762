// Rate limits of the sign-in and token calls (auth, eID, punch-out and sign-in routes use them).
import type { FastifyRequest } from 'fastify';
import { clientOf } from '../security';
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
