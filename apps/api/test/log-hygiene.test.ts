import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/env';
import { testClient } from './client';
import { createCompanyWithPeople, TEST_PASSWORD } from './factories';
import { createTestDatabase, TEST_SECRET } from './helper';

/**
 * Issue 8 §6: no passwords, tokens or secrets in the logs. The app runs with its own (redacting) logger at the
 * most talkative level, goes through sign-in, refresh, person calls, refused calls and failing input, and then
 * every secret it handled is searched for in everything it logged.
 */
const lines: string[] = [];
const database = await createTestDatabase();
const env = parseEnv({ NODE_ENV: 'test', SHOP_SECRET: TEST_SECRET, LOG_LEVEL: 'trace' });
const app = await buildApp({ database, env, logStream: { write: (line) => lines.push(line) } });
const api = testClient(app);
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('log hygiene', () => {
  it('logs requests without any password, token or secret in them', async () => {
    const { company, buyer } = await createCompanyWithPeople(database);
    const secrets = [TEST_SECRET, TEST_PASSWORD, buyer.tokens.accessToken, buyer.tokens.refreshToken];

    const signIn = await api.post('/api/customer/check-user', {
      secret: true,
      body: { email: buyer.contact.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const session = signIn.json();
    secrets.push(session.accessToken, session.refreshToken);

    const wrongPassword = 'Wrong-Password-123456';
    secrets.push(wrongPassword);
    await api.post('/api/customer/check-user', {
      secret: true,
      body: { email: buyer.contact.email, password: wrongPassword },
    });
    const refreshed = await api.post('/api/session/refresh', { body: { refreshToken: session.refreshToken } });
    secrets.push(refreshed.json().refreshToken, refreshed.json().accessToken);
    await api.get(`/api/customer/list-addresses/${company.id}`, {
      token: refreshed.json().accessToken,
      headers: { cookie: `session=${session.accessToken}` },
    });
    // Refused and malformed calls carrying secrets: a bad token, a bad body, a query the database cannot store.
    await api.get(`/api/customer/list-addresses/${company.id}`, { headers: { authorization: 'Bearer abc.def.ghi' } });
    await api.post('/api/customer/check-user', {
      secret: true,
      body: { email: 'not-an-email', password: TEST_PASSWORD },
    });
    await api.post('/api/customer/customer/00000000-0000-4000-8000-000000000000/change-password', {
      secret: true,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Another-Password-98765' },
    });
    secrets.push('Another-Password-98765');
    // Secrets in query strings: OCI punch-out set-up sends the buyer's password in the URL; link tokens and
    // eID codes travel as query parameters too. The logged URL must not carry them.
    const ociPassword = 'Oci-Password-0192837465';
    const linkToken = 'LinkToken0123456789abcdefABCDEF';
    const eidCode = 'EidCode-9f8e7d6c5b4a39281706';
    secrets.push(ociPassword, linkToken, eidCode);
    await api.get(`/punchout/oci?USERNAME=buyer&PASSWORD=${ociPassword}&HOOK_URL=https://buyer.example/hook`);
    await api.get(`/api/catalog/products?token=${linkToken}&code=${eidCode}&state=x`);
    // Failed sign-ins are audited with the address and browser, never the password.
    await api.post('/api/customer/check-user', {
      secret: true,
      headers: { 'x-client-ip': '203.0.113.9', 'x-client-user-agent': 'LogTest/1.0' },
      body: { email: buyer.contact.email, password: wrongPassword },
    });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10); // it did log, at trace level
    expect(log).toContain('"url":"/api/session/refresh"');
    expect(log).toContain('PASSWORD=[redacted]'); // the request is still logged, without the value
    for (const secret of secrets)
      expect(log.includes(secret), `a secret leaked into the log: ${secret.slice(0, 8)}…`).toBe(false);
  });
});
