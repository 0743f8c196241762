import { describe, expect, it } from 'vitest';
import { DEV_NETS_SECRET_KEY, DEV_NETS_WEBHOOK_AUTHORIZATION, DEV_SHOP_SECRET, parseEnv, pgliteDataDir } from './env';

/** The secrets production refuses to run without. */
const production = {
  NODE_ENV: 'production',
  SHOP_SECRET: 'a-long-enough-secret',
  SANITY_WEBHOOK_SECRET: 'sanity-secret',
  EID_CLIENT_SECRET: 'eid-client-secret-for-production',
  NETS_SECRET_KEY: 'nets-secret-key-for-production',
  NETS_WEBHOOK_AUTHORIZATION: 'netsWebhookProd2026',
};

describe('parseEnv', () => {
  it('has defaults that make npm start work with no configuration', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ API_PORT: 4000, WEB_PORT: 3000, DATA_DIR: './data', SHOP_SECRET: DEV_SHOP_SECRET });
    expect(env.isDefaultSecret).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('keeps the embedded database in DATA_DIR/pglite, a relative DATA_DIR from where npm ran (npm start reads the same rule)', () => {
    expect(pgliteDataDir(parseEnv({}), '/srv/shop')).toBe('/srv/shop/data/pglite');
    expect(pgliteDataDir(parseEnv({ DATA_DIR: 'state' }), '/srv/shop')).toBe('/srv/shop/state/pglite');
    expect(pgliteDataDir(parseEnv({ DATA_DIR: '/var/lib/engros' }), '/srv/shop')).toBe('/var/lib/engros/pglite');
    // scripts/start.mjs passes the environment as it is, DATA_DIR unset included.
    expect(pgliteDataDir({}, '/srv/shop')).toBe('/srv/shop/data/pglite');
  });

  it('seeds demo data by default, but not in production unless asked', () => {
    expect(parseEnv({}).SEED_DEMO).toBe(true);
    expect(parseEnv({ ...production }).SEED_DEMO).toBe(false);
    expect(parseEnv({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('requires SHOP_SECRET in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SHOP_SECRET is required when NODE_ENV=production/);
    expect(parseEnv({ ...production }).isDefaultSecret).toBe(false);
  });

  it('requires EID_CLIENT_SECRET in production (the development value is refused)', () => {
    expect(() => parseEnv({ ...production, EID_CLIENT_SECRET: undefined })).toThrow(
      /EID_CLIENT_SECRET is required when NODE_ENV=production/,
    );
  });

  it('requires SANITY_WEBHOOK_SECRET in production', () => {
    expect(() => parseEnv({ ...production, SANITY_WEBHOOK_SECRET: undefined })).toThrow(
      /SANITY_WEBHOOK_SECRET is required when NODE_ENV=production/,
    );
  });

  it('refuses the development Nets key and webhook Authorization in production (issue 14 §2)', () => {
    expect(() => parseEnv({ ...production, NETS_WEBHOOK_AUTHORIZATION: DEV_NETS_WEBHOOK_AUTHORIZATION })).toThrow(
      /NETS_WEBHOOK_AUTHORIZATION must not be the development value when NODE_ENV=production/,
    );
    expect(() => parseEnv({ ...production, NETS_SECRET_KEY: DEV_NETS_SECRET_KEY })).toThrow(
      /NETS_SECRET_KEY must not be the development value when NODE_ENV=production/,
    );
    expect(() => parseEnv({ ...production, NETS_WEBHOOK_AUTHORIZATION: undefined })).toThrow(
      /NETS_WEBHOOK_AUTHORIZATION is required when NODE_ENV=production/,
    );
    // Development keeps working with no configuration: the defaults match the sandbox stand-in.
    expect(parseEnv({}).NETS_WEBHOOK_AUTHORIZATION).toBe(DEV_NETS_WEBHOOK_AUTHORIZATION);
  });

  it('lists every problem at once', () => {
    let message = '';
    try {
      parseEnv({ API_PORT: 'abc', DATABASE_URL: 'not a url', SHOP_SECRET: 'short' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('API_PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('SHOP_SECRET must be at least 16 characters');
  });

  it('reads TRUST_PROXY as off, on, a hop count or addresses, and refuses anything else', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
