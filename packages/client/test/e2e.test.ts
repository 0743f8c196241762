// The generated client against the real API: migrated in-memory database, app listening on a free port.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../apps/api/src/app';
import { openDatabase } from '../../../apps/api/src/db';
import { parseEnv } from '../../../apps/api/src/env';
import { type ApiClient, ApiError, createClient, type Problem } from '../src';

let close: () => Promise<void>;
let api: ApiClient;

beforeAll(async () => {
  const database = await openDatabase();
  await database.migrate();
  const app = await buildApp({ database, env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  api = createClient({ baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
  close = async () => {
    await app.close();
    await database.close();
  };
});

afterAll(() => close?.());

describe('the generated client against the real API', () => {
  it('GET /health answers through getHealth', async () => {
    await expect(api.getHealth()).resolves.toEqual({ status: 'ok' });
  });

  it('GET /ready answers through getReadiness', async () => {
    await expect(api.getReadiness()).resolves.toEqual({ status: 'ready', database: 'pglite' });
  });

  it('a refused refresh token is an ApiError 401 with the parsed problem, in the language asked for', async () => {
    const call = api.refreshSession({ body: { refreshToken: 'x'.repeat(40) }, language: 'en' });
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(ApiError.isApiError(error)).toBe(true);
    const apiError = error as ApiError<Problem>;
    expect(apiError.status).toBe(401);
    expect(apiError.message).toBe('A server side error occurred.');
    expect(apiError.result?.status).toBe(401);
    expect(apiError.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(apiError.headers['content-language']).toBe('en');
  });

  it('a body of the wrong shape is a handled 400 listing the field', async () => {
    const error = await api.refreshSession({ body: { refreshToken: 'short' } }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError<Problem>).result?.errors?.[0]?.path).toBe('body.refreshToken');
  });
});
