import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/env';
import { REFRESH_REUSE_GRACE_MS, refreshSession } from '../src/modules/auth/service';
import { accessTokenKey } from '../src/modules/auth/tokens';
import { testClient } from './client';
import { createContact, signIn } from './factories';
import { createTestApp, createTestDatabase, TEST_SECRET } from './helper';
import { rawRequest } from './raw-http';

const { app, database } = await createTestApp();
const api = testClient(app);

describe('platform', () => {
  it('answers health and readiness', async () => {
    expect((await api.get('/health')).json()).toEqual({
      status: 'ok',
    });
    const ready = await api.get('/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(database.kind);
  });

  it('serves an OpenAPI 3.1 document and docs', async () => {
    const doc = (await api.get('/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/session/refresh'].post).toBeDefined();
    const docs = await api.get('/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('answers unknown routes with problem+json in the caller language', async () => {
    const nb = await api.get('/nope', { headers: { 'accept-language': 'nb-NO,en;q=0.5' } });
    expect(nb.statusCode).toBe(404);
    expect(nb.headers['content-type']).toContain('application/problem+json');
    expect(nb.json()).toMatchObject({
      status: 404,
      code: 'route_not_found',
      title: 'Adressen finnes ikke.',
    });
    const en = await api.get('/nope', { headers: { 'accept-language': 'en-GB' } });
    expect(en.json().title).toBe('There is no such address.');
    expect(en.headers['x-request-id']).toBeTruthy();
  });

  it('sets security headers', async () => {
    const res = await api.get('/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('believes X-Forwarded-For only from a trusted proxy (TRUST_PROXY), for rate limits and logs', async () => {
    // The request log's remoteAddress is request.ip, the address rate limits key on.
    const forwarded = async (trustProxy?: string) => {
      const lines: string[] = [];
      const db = await createTestDatabase();
      const env = parseEnv({
        NODE_ENV: 'test',
        SHOP_SECRET: TEST_SECRET,
        LOG_LEVEL: 'info',
        ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}),
      });
      const other = await buildApp({ database: db, env, logStream: { write: (line) => lines.push(line) } });
      try {
        await other.inject({
          url: '/health',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '203.0.113.7' },
        });
      } finally {
        await other.close();
        await db.close();
      }
      const incoming = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'incoming request');
      return incoming?.req?.remoteAddress;
    };
    expect(await forwarded()).toBe('127.0.0.1');
    expect(await forwarded('127.0.0.1')).toBe('203.0.113.7');
    expect(await forwarded('10.0.0.1')).toBe('127.0.0.1');
  });

  it('refuses a NUL character anywhere in the path, query or body with a 400 naming where', async () => {
    const inQuery = await api.get('/api/catalog/search?q=a%00b');
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().errors).toEqual([expect.objectContaining({ path: 'querystring.q', code: 'nul_character' })]);
    const inBody = await api.post('/api/session/refresh', { body: { refreshToken: 'abc\u0000def' } });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json().errors[0].path).toBe('body.refreshToken');
    const inPath = await api.get('/api/product/a%00b/properties');
    expect(inPath.statusCode).toBeLessThan(500);
  });

  it('lists every field problem of a malformed body', async () => {
    const res = await api.post('/api/session/refresh', { body: { refreshToken: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'body.refreshToken' })]);
  });

  it('answers broken JSON with 400, not 500', async () => {
    const res = await api.post('/api/session/refresh', {
      headers: { 'content-type': 'application/json' },
      body: '{"refreshToken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_request');
  });
});

describe('answers before any route runs (issue 14 §12), over a real socket', () => {
  // A string no answer may repeat: the path, a header, the body or the content type carry it.
  const MARK = 'zq7echo';
  const request = (head: string, body = '') =>
    `${head}\r\nHost: 127.0.0.1\r\nAccept-Language: en\r\nConnection: close\r\n${
      body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ''
    }\r\n${body}`;
  const post = (contentType: string, body: string) =>
    request(`POST /api/session/refresh HTTP/1.1\r\nContent-Type: ${contentType}`, body);
  const cases: Array<{ name: string; raw: () => string; status: number; code: string }> = [
    {
      name: 'a path parameter over the router limit (414)',
      raw: () => request(`GET /api/product/${MARK.repeat(40)}/properties HTTP/1.1`),
      status: 414,
      code: 'uri_too_long',
    },
    {
      name: 'headers over the parser limit (431)',
      raw: () => request(`GET /health HTTP/1.1\r\nX-Filler: ${MARK.repeat(3000)}`),
      status: 431,
      code: 'headers_too_large',
    },
    {
      name: 'a malformed request line (400)',
      raw: () => `GET /${MARK} junk HTTP/1.1 more\r\n\r\n`,
      status: 400,
      code: 'bad_request',
    },
    {
      name: 'a method the parser does not know (400)',
      raw: () => request(`${MARK.toUpperCase()} /health HTTP/1.1`),
      status: 400,
      code: 'bad_request',
    },
    {
      name: 'a control character in a header (400)',
      raw: () => request(`GET /health HTTP/1.1\r\nX-Bad: ${MARK}\u0001`),
      status: 400,
      code: 'bad_request',
    },
    {
      name: 'Content-Length beside Transfer-Encoding (400, no request smuggling)',
      raw: () =>
        `POST /api/session/refresh HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /${MARK} HTTP/1.1\r\n\r\n`,
      status: 400,
      code: 'bad_request',
    },
    {
      name: 'a broken percent-encoding in the path (400)',
      raw: () => request(`GET /api/product/%E0%A4%A${MARK}/properties HTTP/1.1`),
      status: 400,
      code: 'bad_request',
    },
    {
      name: 'a body over the limit (413)',
      raw: () => post('application/json', `{"refreshToken":"${MARK.repeat(160_000)}"}`),
      status: 413,
      code: 'payload_too_large',
    },
    {
      name: 'broken JSON (400)',
      raw: () => post('application/json', MARK),
      status: 400,
      code: 'bad_request',
    },
    {
      name: 'an unsupported media type (415)',
      raw: () => post(`application/x-${MARK}`, MARK),
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'an unknown route (404)',
      raw: () => request(`GET /api/${MARK}?q=${MARK} HTTP/1.1`),
      status: 404,
      code: 'route_not_found',
    },
    {
      name: 'a known path with a method it does not take (404)',
      raw: () => request(`DELETE /health?${MARK} HTTP/1.1`),
      status: 404,
      code: 'route_not_found',
    },
  ];
  let port = 0;

  it.each(cases)('$name: problem+json from the one writer, echoing nothing', async ({ raw, status, code }) => {
    if (!port) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as { port: number }).port;
    }
    const answer = await rawRequest(port, raw());
    expect(answer.status, answer.raw.slice(0, 300)).toBe(status);
    expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body.toLowerCase()).not.toContain(MARK);
    const problem = JSON.parse(answer.body);
    expect(problem).toMatchObject({
      status,
      code,
      type: `https://engros.example/problems/${code.replaceAll('_', '-')}`,
    });
    expect(problem.title).toEqual(expect.any(String));
    expect(problem.instance).toBeUndefined();
  });
});

describe('refresh tokens', () => {
  it('rotate, and a reused token revokes the family', async () => {
    const contact = await createContact(database);
    const first = await signIn(database, contact);
    const refresh = (token: string) => api.post('/api/session/refresh', { body: { refreshToken: token } });

    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const secondBody = second.json();
    expect(secondBody.refreshToken).not.toBe(first.refreshToken);
    expect(secondBody.contactId).toBe(contact.id);

    // A repeat right after (two web servers refreshing at once) answers the same successor…
    const repeat = await refresh(first.refreshToken);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().refreshToken).toBe(secondBody.refreshToken);
    // …until the successor is used: then reusing the spent token is theft, refused, and the family dies.
    const third = await refresh(secondBody.refreshToken);
    expect(third.statusCode).toBe(200);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(third.json().refreshToken)).statusCode).toBe(401);
  });

  it('answers two refreshes of one token at the same moment with the same successor', async () => {
    const contact = await createContact(database);
    const first = await signIn(database, contact);
    const answers = await Promise.all(
      [1, 2, 3].map(() => api.post('/api/session/refresh', { body: { refreshToken: first.refreshToken } })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.json().refreshToken)).size).toBe(1);
    // The session goes on.
    const next = await api.post('/api/session/refresh', { body: { refreshToken: answers[0]!.json().refreshToken } });
    expect(next.statusCode).toBe(200);
  });

  it('limits refreshes per refresh token, not per address (every browser comes through the web server)', async () => {
    const [one, two] = await Promise.all([createContact(database), createContact(database)]);
    const [a, b] = [await signIn(database, one), await signIn(database, two)];
    const refresh = (refreshToken: string) => api.post('/api/session/refresh', { body: { refreshToken } });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await refresh(a.refreshToken)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200)); // repeats within the grace window
    expect(statuses[10]).toBe(429);
    // Another person's session from the same address is not held back.
    expect((await refresh(b.refreshToken)).statusCode).toBe(200);
  });

  it('treats a repeat after the grace window as theft', async () => {
    const contact = await createContact(database);
    const first = await signIn(database, contact);
    const tokens = { key: accessTokenKey(TEST_SECRET), accessTtlSeconds: 600, refreshTtlSeconds: 86_400 };
    const t0 = Date.now();
    const second = await refreshSession(database.db, tokens, first.refreshToken, { now: () => t0 });
    await expect(
      refreshSession(database.db, tokens, first.refreshToken, { now: () => t0 + REFRESH_REUSE_GRACE_MS + 1 }),
    ).rejects.toMatchObject({ code: 'invalid_token' });
    // The family is revoked: the successor no longer works either.
    await expect(refreshSession(database.db, tokens, second.refreshToken)).rejects.toMatchObject({
      code: 'invalid_token',
    });
  });

  it('refuses unknown tokens without saying more', async () => {
    const res = await api.post('/api/session/refresh', { body: { refreshToken: 'x'.repeat(43) } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_token');
  });

  it('sign-out revokes the family', async () => {
    const contact = await createContact(database);
    const tokens = await signIn(database, contact);
    const revoke = await api.post('/api/session/revoke', { body: { refreshToken: tokens.refreshToken } });
    expect(revoke.statusCode).toBe(204);
    const res = await api.post('/api/session/refresh', { body: { refreshToken: tokens.refreshToken } });
    expect(res.statusCode).toBe(401);
  });

  it('sign-out with a token a concurrent request already rotated still ends the session', async () => {
    const contact = await createContact(database);
    const tokens = await signIn(database, contact);
    const rotated = await api.post('/api/session/refresh', { body: { refreshToken: tokens.refreshToken } });
    expect(rotated.statusCode).toBe(200);
    const revoke = await api.post('/api/session/revoke', { body: { refreshToken: tokens.refreshToken } });
    expect(revoke.statusCode).toBe(204);
    const successor = await api.post('/api/session/refresh', { body: { refreshToken: rotated.json().refreshToken } });
    expect(successor.statusCode).toBe(401);
  });
});
