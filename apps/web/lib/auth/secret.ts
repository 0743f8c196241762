// AUTH_SECRET encrypts the session cookie (a JWE holding the person's API tokens).
import { createHash } from 'node:crypto';

/** The API's development SHOP_SECRET (apps/api/src/env.ts); scripts/start.mjs derives the same value. */
const DEV_SHOP_SECRET = 'engros-dev-secret-change-me';

/** The development AUTH_SECRET: derived from the development SHOP_SECRET, never used in production. */
export const devAuthSecret = createHash('sha256').update(`engros-web-auth:${DEV_SHOP_SECRET}`).digest('base64url');

/**
 * AUTH_SECRET from the environment; without it, the development value when the shop runs on the development
 * shared secret (so `next dev` alone works). Otherwise undefined, and Auth.js stops with MissingSecret.
 */
export function authSecret(): string | undefined {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const shopSecret = process.env.SHOP_SECRET;
  if (!shopSecret || shopSecret === DEV_SHOP_SECRET) return devAuthSecret;
  return undefined;
}
