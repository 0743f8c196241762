import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db';
import type { Env } from '../env';
import type { Storage } from '../integrations/storage';

/** How the API signs its own tokens (the auth module issues them; every module gets the settings). */
export type TokenSettings = {
  key: Uint8Array;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
};

/** What every module gets: the database, the configuration, token settings and the media storage. */
export type AppContext = {
  database: Database;
  env: Env;
  tokens: TokenSettings;
  storage: Storage;
};

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A domain's routes: registered with the app and the shared context. */
export type RoutesPlugin = (app: App, ctx: AppContext) => Promise<void> | void;
