import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATA_DIR } from './data-dir.mjs';
import type { StorageSettings } from './integrations/storage';

/** Development default for SHOP_SECRET; refused when NODE_ENV=production. */
export const DEV_SHOP_SECRET = 'engros-dev-secret-change-me';
/** Development defaults for card payments, matching the sandbox's Nets stand-in; refused when NODE_ENV=production. */
export const DEV_NETS_SECRET_KEY = 'test-secret-key-engros-nets-sandbox';
export const DEV_NETS_WEBHOOK_AUTHORIZATION = 'engrosDevWebhook2026';

/** Development default for SANITY_WEBHOOK_SECRET; refused when NODE_ENV=production. */
export const DEV_SANITY_WEBHOOK_SECRET = 'engros-dev-sanity-webhook-secret';

/** Development client of the sandbox eID stand-in (sandbox/src/eid); EID_CLIENT_SECRET must be set in production. */
export const DEV_EID_CLIENT_ID = 'engros-web';
export const DEV_EID_CLIENT_SECRET = 'engros-eid-dev-secret-change-me';

const port = z.coerce.number().int().min(0).max(65535);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    API_PORT: port.default(4000),
    API_HOST: z.string().default('127.0.0.1'),
    WEB_PORT: port.default(3000),
    DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
    DATABASE_URL: z.url().optional(),
    /** Connections of the API's PostgreSQL pool (each node; mind the server's max_connections). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
    /**
     * A streaming replica of DATABASE_URL for the catalog's reads (docs/scaling.md, "Read replica"); a pool of
     * DATABASE_POOL_SIZE more. Ignored on PGlite (without DATABASE_URL).
     */
    DATABASE_READ_URL: z.url().optional(),
    /** How far the replica may lag (ms: it has not replayed what the primary wrote that long ago) before catalog reads use the primary. */
    DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
    SHOP_SECRET: z.string().min(16, 'SHOP_SECRET must be at least 16 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(600),
    REFRESH_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60 * 24 * 30),
    WEB_ORIGIN: z.string().optional(),
    /** Password sign-ins (check-user) allowed per client and e-mail address and minute before 429. */
    SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
    /** Wrong passwords from one client (any accounts) before its password sign-ins are locked for 15 minutes. */
    SIGN_IN_FAILURES_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(30),
    /** Invitations one company may send per hour (counted in the database, so every API node counts the same). */
    INVITATIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(50),
    /**
     * Whose X-Forwarded-For to believe (Fastify's trustProxy), so rate limits and logs see the client's address
     * behind the web server or a load balancer: false (default), true, a hop count, or addresses/CIDRs.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .transform((value, ctx): boolean | number | string[] => {
        if (value === 'true' || value === 'false') return value === 'true';
        if (/^\d+$/.test(value)) return Number(value);
        const entries = value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:]+)(\/\d{1,3})?$/;
        if (entries.length === 0 || !entries.every((entry) => address.test(entry))) {
          ctx.addIssue({
            code: 'custom',
            message: 'TRUST_PROXY must be true, false, a hop count or a list of addresses/CIDRs',
          });
          return z.NEVER;
        }
        return entries;
      }),
    /** Registers the benchmark baselines under /bench (bench/run.ts sets it; off everywhere else). */
    ENABLE_BENCH_ROUTES: z.stringbool().default(false),
    /**
     * `off`: the in-process caches of many keys (listings, facets, cards, from-prices, product pages, search, the
     * companies' price and assortment settings) load on every request, the floor a cold node sees (lib/cache.ts;
     * `npm run bench -- --scale` measures with it). Never in production.
     */
    CACHES: z.enum(['on', 'off']).default('on'),
    /** Seed demo data (with its published password) into an empty database. Off by default in production. */
    SEED_DEMO: z.stringbool().optional(),
    /** Run the recurring background jobs (src/jobs) in this process. On by default, off in tests. */
    JOBS_ENABLED: z.stringbool().optional(),
    /** HMAC secret of the content platform's webhooks (sanity-webhook-signature); required in production. */
    SANITY_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Where the mail sender delivers (SMTP; the sandbox mailbox by default). */
    SMTP_URL: z.string().default('smtp://127.0.0.1:2525'),
    /** The From address of outgoing mail. */
    MAIL_FROM: z.string().default('Engros <no-reply@engros.local>'),
    /** Card payments (docs/payments.md): the Nets Easy API (the sandbox stand-in by default) and its secret key. */
    NETS_API_URL: z.url().default('http://127.0.0.1:4200'),
    NETS_SECRET_KEY: z.string().min(8).optional(),
    /** The Authorization value Nets sends back on our webhooks (8-32 alphanumerics). */
    NETS_WEBHOOK_AUTHORIZATION: z
      .string()
      .regex(/^[A-Za-z0-9]{8,32}$/, 'NETS_WEBHOOK_AUTHORIZATION must be 8-32 letters and digits')
      .optional(),
    NETS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** The API's public base URL, for callbacks (webhooks); default http://API_HOST:API_PORT. */
    API_PUBLIC_URL: z.url().optional(),
    /** eID sign-in (docs/eid.md): the OpenID Connect issuer (ID-porten; the sandbox stand-in by default) and our client. */
    EID_ISSUER: z.url().default('http://127.0.0.1:4100'),
    EID_CLIENT_ID: z.string().min(1).default(DEV_EID_CLIENT_ID),
    EID_CLIENT_SECRET: z
      .string()
      .min(16, 'EID_CLIENT_SECRET must be at least 16 characters')
      .default(DEV_EID_CLIENT_SECRET),
    /** Where the provider sends the browser back (the web app's callback); default WEB_ORIGIN/api/auth/callback/idporten. */
    EID_REDIRECT_URI: z.url().optional(),
    /** Where the provider sends the browser after logout; default WEB_ORIGIN/. */
    EID_POST_LOGOUT_REDIRECT_URI: z.url().optional(),
    EID_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    /** Product media (docs/media.md): where the processed files live, a directory (default) or an S3-compatible bucket. */
    MEDIA_STORAGE: z.enum(['filesystem', 's3']).default('filesystem'),
    /** The directory of the filesystem storage; default DATA_DIR/media. */
    MEDIA_DIR: z.string().optional(),
    MEDIA_S3_BUCKET: z.string().min(3).optional(),
    MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
    /** An S3-compatible server (MinIO, Ceph, R2 …); AWS S3 when unset. */
    MEDIA_S3_ENDPOINT: z.url().optional(),
    MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Folder in the bucket, e.g. `media/`. */
    MEDIA_S3_PREFIX: z.string().default(''),
    /** Path-style bucket addresses; by default on when MEDIA_S3_ENDPOINT is set. */
    MEDIA_S3_FORCE_PATH_STYLE: z.stringbool().optional(),
    /** The largest image file taken by upload, URL import or a catalog zip (bytes). */
    MEDIA_MAX_UPLOAD_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(20 * 1024 * 1024),
    /** The most pixels (width × height) an image may have: a small file can decode to gigabytes (a pixel bomb). */
    MEDIA_MAX_PIXELS: z.coerce.number().int().min(1).default(50_000_000),
    /** Time limit of fetching one image by URL. */
    MEDIA_IMPORT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** Let URL imports reach private and loopback addresses (tests with a local server only; never in production). */
    MEDIA_IMPORT_ALLOW_PRIVATE: z.stringbool().default(false),
    /** The public origin of /media/ files for links that leave the shop (punch-out); default WEB_ORIGIN. */
    MEDIA_PUBLIC_URL: z.url().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.EID_CLIENT_SECRET === DEV_EID_CLIENT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['EID_CLIENT_SECRET'],
        message: 'EID_CLIENT_SECRET is required when NODE_ENV=production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SANITY_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SANITY_WEBHOOK_SECRET'],
        message: 'SANITY_WEBHOOK_SECRET is required when NODE_ENV=production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SHOP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHOP_SECRET'],
        message: 'SHOP_SECRET is required when NODE_ENV=production',
      });
    }
    if (env.MEDIA_STORAGE === 's3' && !env.MEDIA_S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_S3_BUCKET'],
        message: 'MEDIA_S3_BUCKET is required with MEDIA_STORAGE=s3',
      });
    }
    if (env.NODE_ENV === 'production' && env.MEDIA_IMPORT_ALLOW_PRIVATE) {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_IMPORT_ALLOW_PRIVATE'],
        message: 'MEDIA_IMPORT_ALLOW_PRIVATE must not be set when NODE_ENV=production',
      });
    }
    const netsDevelopment = {
      NETS_SECRET_KEY: DEV_NETS_SECRET_KEY,
      NETS_WEBHOOK_AUTHORIZATION: DEV_NETS_WEBHOOK_AUTHORIZATION,
    };
    for (const key of ['NETS_SECRET_KEY', 'NETS_WEBHOOK_AUTHORIZATION'] as const) {
      if (env.NODE_ENV === 'production' && !env[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when NODE_ENV=production` });
      } else if (env.NODE_ENV === 'production' && env[key] === netsDevelopment[key]) {
        // The development values are published (this file, the stand-in): anyone could sign webhooks with them.
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} must not be the development value when NODE_ENV=production`,
        });
      }
    }
  });

export type Env = Omit<
  z.infer<typeof envSchema>,
  'SEED_DEMO' | 'JOBS_ENABLED' | 'NETS_SECRET_KEY' | 'NETS_WEBHOOK_AUTHORIZATION' | 'SANITY_WEBHOOK_SECRET'
> & {
  SANITY_WEBHOOK_SECRET: string;
  NETS_SECRET_KEY: string;
  NETS_WEBHOOK_AUTHORIZATION: string;
  SHOP_SECRET: string;
  isDefaultSecret: boolean;
  SEED_DEMO: boolean;
  JOBS_ENABLED: boolean;
};

/** Parses the environment once; throws one readable error listing every problem. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    ...env,
    SHOP_SECRET: env.SHOP_SECRET ?? DEV_SHOP_SECRET,
    isDefaultSecret: !env.SHOP_SECRET,
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    JOBS_ENABLED: env.JOBS_ENABLED ?? env.NODE_ENV !== 'test',
    SANITY_WEBHOOK_SECRET: env.SANITY_WEBHOOK_SECRET ?? DEV_SANITY_WEBHOOK_SECRET,
    NETS_SECRET_KEY: env.NETS_SECRET_KEY ?? DEV_NETS_SECRET_KEY,
    NETS_WEBHOOK_AUTHORIZATION: env.NETS_WEBHOOK_AUTHORIZATION ?? DEV_NETS_WEBHOOK_AUTHORIZATION,
  };
}

/**
 * The storefront's one origin, for every link the API makes for a browser (mails, the card payment's return and
 * cancel addresses, eID and punch-out redirects): the first of WEB_ORIGIN, else http://localhost:WEB_PORT, the
 * address `npm start` prints (scripts/start-env.mjs). Never from a request's Host (issue 14 §4).
 */
export function webOriginOf(env: Pick<Env, 'WEB_ORIGIN' | 'WEB_PORT'>): string {
  return (env.WEB_ORIGIN?.split(',')[0]?.trim() || `http://localhost:${env.WEB_PORT}`).replace(/\/+$/, '');
}

/** Where PGlite keeps its files (src/data-dir.mjs, which `npm start` reads too). */
export { pgliteDataDir } from './data-dir.mjs';

/** Where product media is stored (docs/media.md): MEDIA_DIR or DATA_DIR/media (relative ones as for PGlite), or S3. */
export function mediaStorageOf(env: Env, cwd = process.env.INIT_CWD ?? process.cwd()): StorageSettings {
  if (env.MEDIA_STORAGE === 's3') {
    return {
      kind: 's3',
      bucket: env.MEDIA_S3_BUCKET ?? '',
      region: env.MEDIA_S3_REGION,
      endpoint: env.MEDIA_S3_ENDPOINT,
      accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
      secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE,
      prefix: env.MEDIA_S3_PREFIX,
    };
  }
  return { kind: 'filesystem', directory: path.resolve(cwd, env.MEDIA_DIR ?? path.join(env.DATA_DIR, 'media')) };
}
