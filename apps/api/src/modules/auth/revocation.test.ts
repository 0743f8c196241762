import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createCompanyWithPeople, signIn } from '../../../test/factories';
import { createTestApp, TEST_SECRET } from '../../../test/helper';
import { refreshTokens } from '../../db/schema';
import { LISTEN_APPLICATION_NAME, LiveSessions, SESSION_CHANNEL } from './live-sessions';
import { refreshSession } from './service';
import { accessTokenKey } from './tokens';

// Issue 14 §8: access tokens kept working for up to 10 minutes after a sign-out or a revoked refresh family.
// A token's family is now checked against the database (cached in memory, dropped by NOTIFY on every node).
const { app, database } = await createTestApp();
const api = testClient(app);
const db = database.db;
const tokens = { key: accessTokenKey(TEST_SECRET), accessTtlSeconds: 600, refreshTtlSeconds: 3600 };

const addresses = (companyId: string, token: string) => api.get(`/api/customer/list-addresses/${companyId}`, { token });

describe('revoking a session refuses its access tokens at once', () => {
  it('after a sign-out (POST /api/session/revoke), other sessions of the person untouched', async () => {
    const { company, buyer } = await createCompanyWithPeople(database);
    const other = await signIn(database, buyer.contact);
    expect((await addresses(company.id, buyer.token)).statusCode).toBe(200);
    const out = await api.post('/api/session/revoke', { body: { refreshToken: buyer.tokens.refreshToken } });
    expect(out.statusCode).toBe(204);
    const refused = await addresses(company.id, buyer.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('invalid_token');
    // The same person's session in another browser goes on.
    expect((await addresses(company.id, other.accessToken)).statusCode).toBe(200);
  });

  it('after a reused refresh token revokes its family (theft), for the thief and the owner alike', async () => {
    const { company, buyer } = await createCompanyWithPeople(database);
    const next = await refreshSession(db, tokens, buyer.tokens.refreshToken);
    expect((await addresses(company.id, next.accessToken)).statusCode).toBe(200);
    // The spent token shown again after the grace window: the family is revoked.
    await expect(
      refreshSession(db, tokens, buyer.tokens.refreshToken, { now: () => Date.now() + 60_000 }),
    ).rejects.toMatchObject({ code: 'invalid_token' });
    expect((await addresses(company.id, next.accessToken)).statusCode).toBe(401);
    expect((await addresses(company.id, buyer.token)).statusCode).toBe(401);
  });

  it('after an eID or any other sign-out by refresh token of a family whose access token was in use', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    expect((await addresses(company.id, admin.token)).statusCode).toBe(200);
    const out = await api.post('/api/idporten/logout', { body: { refreshToken: admin.tokens.refreshToken } });
    expect(out.statusCode).toBe(200);
    expect((await addresses(company.id, admin.token)).statusCode).toBe(401);
  });
});

describe('GET /api/session', () => {
  it("answers a live session's active memberships, and 401 once it ended", async () => {
    const { company, admin, buyer } = await createCompanyWithPeople(database);
    const live = await api.get('/api/session', { token: buyer.token });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({
      contactId: buyer.contact.id,
      companies: [{ customerId: company.id, role: 'buyer' }],
    });
    // A deactivated membership is gone from the answer at once; the session itself goes on.
    const off = await api.post('/api/customer/change-contact-relation', {
      token: admin.token,
      body: { customerId: company.id, contactId: buyer.contact.id, isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await api.get('/api/session', { token: buyer.token })).json()).toEqual({
      contactId: buyer.contact.id,
      companies: [],
    });
    // A viewer's role is what the session may do now.
    const demoted = await api.post('/api/customer/change-contact-relation', {
      token: admin.token,
      body: { customerId: company.id, contactId: buyer.contact.id, isActive: true, role: 'viewer' },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await api.get('/api/session', { token: buyer.token })).json().companies).toEqual([
      { customerId: company.id, role: 'viewer' },
    ]);
    const out = await api.post('/api/session/revoke', { body: { refreshToken: buyer.tokens.refreshToken } });
    expect(out.statusCode).toBe(204);
    expect((await api.get('/api/session', { token: buyer.token })).statusCode).toBe(401);
    expect((await api.get('/api/session')).statusCode).toBe(401);
  });
});

/** A LiveSessions of its own (a second node's view), and a promise for its next notification. */
async function node() {
  const seen: string[] = [];
  let wake: (() => void) | undefined;
  let listening: ((value: boolean) => void) | undefined;
  const sessions = new LiveSessions(database, app.log, {
    reconnectMs: 50,
    onNotify: (payload) => {
      seen.push(payload);
      wake?.();
    },
    onListening: (isListening) => listening?.(isListening),
  });
  await sessions.start();
  const notified = (payload: string) =>
    new Promise<void>((resolve) => {
      if (seen.includes(payload)) return resolve();
      wake = () => seen.includes(payload) && resolve();
    });
  const listeningIs = (want: boolean) =>
    new Promise<void>((resolve) => {
      if (sessions.listening === want) return resolve();
      listening = (isListening) => isListening === want && resolve();
    });
  return { sessions, notified, listeningIs };
}

describe('LiveSessions (one node’s memory of live families)', () => {
  it('answers from memory in the steady state and drops a family on its NOTIFY', async () => {
    const { buyer } = await createCompanyWithPeople(database);
    const familyId = (await db.select().from(refreshTokens).where(eq(refreshTokens.contactId, buyer.contact.id)))[0]!
      .familyId;
    const { sessions, notified } = await node();
    try {
      expect(await sessions.isLive(familyId)).toBe(true);
      // Revoked in the database without a notification: memory still says live, so no read happened.
      await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, familyId));
      expect(await sessions.isLive(familyId)).toBe(true);
      // What another node's revocation sends on commit.
      await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${`f:${familyId}`})`);
      await notified(`f:${familyId}`);
      expect(await sessions.isLive(familyId)).toBe(false);
    } finally {
      await sessions.stop();
    }
  });

  it.runIf(database.kind === 'postgres')(
    'asks the database while its LISTEN connection is lost, and caches again once it listens',
    async () => {
      const { buyer } = await createCompanyWithPeople(database);
      const familyId = (await db.select().from(refreshTokens).where(eq(refreshTokens.contactId, buyer.contact.id)))[0]!
        .familyId;
      const { sessions, listeningIs } = await node();
      try {
        expect(await sessions.isLive(familyId)).toBe(true);
        // The LISTEN connection dies (a restart, a network failure): notifications sent meanwhile are lost.
        await db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`,
        );
        await listeningIs(false);
        await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, familyId));
        // No notification came, yet the revocation bites: without LISTEN every check reads the database.
        expect(await sessions.isLive(familyId)).toBe(false);
        await listeningIs(true);
        expect(sessions.listening).toBe(true);
        expect(await sessions.isLive(familyId)).toBe(false);
      } finally {
        await sessions.stop();
      }
    },
  );
});
