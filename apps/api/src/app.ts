import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, ReplicaState } from './db';
import { type Env, mediaStorageOf } from './env';
import { createStorage, type Storage } from './integrations/storage';
import { shareCaches, watchInvalidations } from './lib/cache';
import type { App, AppContext, RoutesPlugin } from './lib/context';
import { requestSerializer } from './lib/log';
import { finishDocument, type OpenApiDocument } from './lib/openapi';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './lib/problem';
import { modules } from './modules';
import { accessTokenKey } from './modules/auth';
import { authRoutes } from './modules/auth/routes';
import { benchRoutes } from './modules/bench/routes';
import { sharedOwners } from './modules/owners';
import { accessPlugin } from './plugins/access';
import { securityHeadersPlugin } from './plugins/security-headers';

export type BuildAppOptions = {
  database: Database;
  env: Env;
  logger?: FastifyServerOptions['logger'];
  /** Where the standard (redacting) logger writes instead of stdout: the log-hygiene test reads it. */
  logStream?: { write: (line: string) => void };
  /** Where product media lives; by default what the configuration names (MEDIA_STORAGE, docs/media.md). */
  storage?: Storage;
};

const REDACT = [
  'req.headers.authorization',
  'req.headers["x-shop-secret"]',
  'req.headers.cookie',
  '*.password',
  '*.refreshToken',
];

/** Trusts the nearest `hops` proxies (proxy-addr's hop count, as a function: Fastify's types take no number). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * The namespaces whose caches hold what the read handle reads: the catalog (products, pictures, stock, texts, names,
 * search, content) and prices.
 */
const READ_FROM_REPLICA = new Set(['catalog', 'pictures', 'stock', 'texts', 'names', 'search', 'price', 'content']);

/**
 * With a read replica (docs/scaling.md, "Read replica"): the read handle uses the primary's caches, and every
 * catalog or price change heard (this node's, after its commit, or a peer's) sends reads to the primary until the
 * replica has replayed it, so no cache is filled again from before the change. State changes worth knowing are logged.
 */
function followReadReplica(app: App, database: Database) {
  const { replica } = database;
  if (!replica) return;
  shareCaches(database.readDb, database.db);
  const stopHearing = watchInvalidations((namespace) => {
    if (READ_FROM_REPLICA.has(namespace)) replica.changeCommitted();
  });
  const quiet = new Set<ReplicaState>(['in-use', 'catching-up']);
  if (!quiet.has(replica.state)) {
    app.log.warn({ readReplica: replica.state }, `read replica ${replica.state}: catalog reads use the primary`);
  }
  const stopWatching = replica.watch((state, previous) => {
    if (!quiet.has(state)) app.log.warn({ readReplica: state }, `read replica ${state}: catalog reads use the primary`);
    else if (!quiet.has(previous))
      app.log.info({ readReplica: state }, `read replica ${state} again (was ${previous})`);
  });
  app.addHook('onClose', async () => {
    stopHearing();
    stopWatching();
  });
}

/** Builds the API: plugins, error handling, access checks and every domain's routes. */
export async function buildApp({ database, env, logger, logStream, storage }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? {
      level: env.LOG_LEVEL,
      redact: REDACT,
      serializers: { req: requestSerializer },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: typeof env.TRUST_PROXY === 'number' ? trustHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // What is refused before any route runs (the HTTP parser, the router) answers problem+json too (lib/problem.ts).
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    ajv: { customOptions: { coerceTypes: 'array' } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('content-language', request.lang ?? 'nb');
  });

  const ctx: AppContext = {
    database,
    env,
    tokens: {
      key: accessTokenKey(env.SHOP_SECRET),
      accessTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    },
    storage: storage ?? createStorage(mediaStorageOf(env)),
  };

  await app.register(securityHeadersPlugin, {
    // The API serves JSON; only /docs renders HTML and needs its own scripts and styles.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Engros API',
        version: '1.0.0',
        description:
          'The Engros B2B wholesale shop API. Errors are application/problem+json (RFC 9457). ' +
          'Send Accept-Language (nb, en) for messages in your language.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A person access token issued by this API.',
          },
          shopSecret: {
            type: 'apiKey',
            in: 'header',
            name: 'x-shop-secret',
            description: 'The shared secret of trusted servers.',
          },
        },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const mode = input.route.config?.auth ?? 'person';
      const security =
        mode === 'public'
          ? []
          : mode === 'optional'
            ? [{}, { bearer: [] }]
            : mode === 'secret'
              ? [{ shopSecret: [] }]
              : mode === 'person-or-secret'
                ? [{ bearer: [] }, { shopSecret: [] }]
                : [{ bearer: [] }];
      return {
        ...out,
        schema: {
          ...out.schema,
          security,
          'x-auth': mode,
          ...(mode === 'agent' ? { 'x-staff-roles': input.route.config?.staff ?? [] } : {}),
        } as typeof out.schema,
      };
    },
    // Operation ids, the problem answers, Accept-Language, servers, tags; unused components dropped (lib/openapi.ts).
    transformObject: (input) =>
      finishDocument(jsonSchemaTransformObject(input) as unknown as OpenApiDocument, {
        serverUrl: env.API_PUBLIC_URL ?? `http://${env.API_HOST}:${env.API_PORT}`,
      }) as unknown as ReturnType<typeof jsonSchemaTransformObject>,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  await app.register(accessPlugin, { database, shopSecret: env.SHOP_SECRET });
  registerErrorHandling(app);
  followReadReplica(app, database);

  let isShuttingDown = false;
  app.addHook('preClose', async () => {
    isShuttingDown = true;
  });

  app.get('/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());

  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['ops'],
        summary: 'Liveness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/ready',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['ops'],
        summary: 'Readiness: the database answers and the process is not shutting down',
        response: {
          200: z.object({
            status: z.literal('ready'),
            database: z.string(),
            readReplica: z
              .enum(['in-use', 'catching-up', 'behind', 'down', 'not-a-standby'] satisfies ReplicaState[])
              .optional()
              .meta({
                description:
                  'With DATABASE_READ_URL: whether catalog reads go to the replica now (`in-use`) or to the primary, ' +
                  'and why. Readiness does not depend on it.',
              }),
          }),
          503: z.object({ status: z.string(), reason: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      if (isShuttingDown) return reply.status(503).send({ status: 'unavailable', reason: 'shutting down' });
      try {
        await database.query('select 1');
        return { status: 'ready' as const, database: database.kind, readReplica: database.replica?.state };
      } catch {
        return reply.status(503).send({ status: 'unavailable', reason: 'database unreachable' });
      }
    },
  );

  const plugins: RoutesPlugin[] = [sharedOwners, authRoutes, ...modules];
  if (env.ENABLE_BENCH_ROUTES) plugins.push(benchRoutes);
  for (const plugin of plugins) await plugin(app, ctx);

  await app.ready();
  return app;
}
