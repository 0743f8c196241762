import path from 'node:path';
import { z } from 'zod';

/** Development default for SHOP_SECRET; refused when NODE_ENV=production. */
export const DEV_SHOP_SECRET = 'engros-dev-secret-change-me';

const port = z.coerce.number().int().min(0).max(65535);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    API_PORT: port.default(4000),
    API_HOST: z.string().default('127.0.0.1'),
    WEB_PORT: port.default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url().optional(),
    SHOP_SECRET: z.string().min(16, 'SHOP_SECRET must be at least 16 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(600),
    REFRESH_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60 * 24 * 30),
    WEB_ORIGIN: z.string().optional(),
    /** Registers the benchmark baselines under /bench (bench/run.ts sets it; off everywhere else). */
    ENABLE_BENCH_ROUTES: z.stringbool().default(false),
    /** Seed demo data (with its published password) into an empty database. Off by default in production. */
    SEED_DEMO: z.stringbool().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SHOP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHOP_SECRET'],
        message: 'SHOP_SECRET is required when NODE_ENV=production',
      });
    }
  });

export type Env = Omit<z.infer<typeof envSchema>, 'SEED_DEMO'> & {
  SHOP_SECRET: string;
  isDefaultSecret: boolean;
  SEED_DEMO: boolean;
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
  };
}

/**
 * Where PGlite keeps its files: DATA_DIR/pglite, with a relative DATA_DIR taken from the
 * directory the command was run in (npm sets INIT_CWD; `npm start -w` runs in apps/api).
 */
export function pgliteDataDir(env: Pick<Env, 'DATA_DIR'>, cwd = process.env.INIT_CWD ?? process.cwd()): string {
  return path.resolve(cwd, env.DATA_DIR, 'pglite');
}
