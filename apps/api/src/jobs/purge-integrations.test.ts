import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createContact } from '../../test/factories';
import { createTestDatabase, TEST_SECRET } from '../../test/helper';
import type { Database } from '../db';
import {
  carts,
  eidLogins,
  eidSessions,
  mailOutbox,
  paymentActions,
  paymentEvents,
  paymentTransactions,
  punchoutSessions,
  refreshTokens,
  searchIndexRuns,
  signInTokens,
} from '../db/schema';
import { parseEnv } from '../env';
import { INDEX_RUNS_KEPT, purgeIntegrations } from './purge-integrations';

const quiet = { info: () => {}, child: () => quiet } as unknown as FastifyBaseLogger;
const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-01T03:43:00Z');
const ago = (days: number) => new Date(now.getTime() - days * day);
const token = () => randomBytes(12).toString('hex');

describe('purge-integrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('deletes each table’s rows past their retention, keeps the rest, and is idempotent', async () => {
    const db = database.db;
    const contact = await createContact(database);
    const company = await createCompany(database);
    const login = (expiresAt: Date) => ({
      stateHash: token(),
      nonce: token(),
      codeVerifier: token(),
      acr: 'idporten-loa-substantial',
      expiresAt,
    });
    const [oldLogin, freshLogin] = await db
      .insert(eidLogins)
      .values([login(ago(2)), login(ago(0.5))])
      .returning({ id: eidLogins.id });

    // eID sessions: ended long ago (goes), ended lately (stays), old with its family purged (goes), old but its
    // family still has a refresh token (stays).
    const session = (values: { createdAt: Date; endedAt?: Date; familyId?: string }) => ({
      familyId: values.familyId ?? randomUUID(),
      contactId: contact.id,
      sub: token(),
      acr: 'idporten-loa-substantial',
      claims: {},
      idTokenSealed: token(),
      createdAt: values.createdAt,
      endedAt: values.endedAt ?? null,
    });
    const liveFamily = randomUUID();
    await db.insert(refreshTokens).values({
      familyId: liveFamily,
      contactId: contact.id,
      tokenHash: token(),
      expiresAt: new Date(now.getTime() + day),
    });
    const sessions = await db
      .insert(eidSessions)
      .values([
        session({ createdAt: ago(60), endedAt: ago(31) }),
        session({ createdAt: ago(60), endedAt: ago(5) }),
        session({ createdAt: ago(40) }),
        session({ createdAt: ago(40), familyId: liveFamily }),
      ])
      .returning({ id: eidSessions.id });

    const visit = (expiresAt: Date) => ({
      companyId: company.id,
      contactId: contact.id,
      protocol: 'oci' as const,
      returnUrl: 'https://buyer.example/hook',
      startTokenDigest: token(),
      startTokenExpiresAt: expiresAt,
      expiresAt,
    });
    const visits = await db
      .insert(punchoutSessions)
      .values([visit(ago(31)), visit(ago(29))])
      .returning({ id: punchoutSessions.id });

    const links = await db
      .insert(signInTokens)
      .values([
        { identifier: 'a@x.example', tokenHash: token(), expiresAt: ago(2) },
        { identifier: 'a@x.example', tokenHash: token(), expiresAt: ago(0.5) },
      ])
      .returning({ id: signInTokens.id });

    // Payment events: old of a payment we never knew (goes), recent (stays), old of a payment still reserved
    // (stays: the reconciliation may need it), old of a cancelled payment with a pending action (stays), old of a
    // cancelled payment with nothing pending (goes).
    const [cart] = await db
      .insert(carts)
      .values({ companyId: company.id, contactId: contact.id, market: 'NO', currency: 'NOK' })
      .returning({ id: carts.id });
    const payment = (paymentId: string, status: 'reserved' | 'cancelled', note: string | null) => ({
      companyId: company.id,
      contactId: contact.id,
      cartId: cart!.id,
      cartVersion: 1,
      amount: 100,
      currency: 'NOK',
      paymentId,
      hostedPaymentPageUrl: 'https://pay.example/x',
      status,
      note,
    });
    const [, pendingCancel] = await db
      .insert(paymentTransactions)
      .values([payment('p3', 'reserved', null), payment('p4', 'cancelled', 'x'), payment('p5', 'cancelled', 'y')])
      .returning({ id: paymentTransactions.id });
    await db.insert(paymentActions).values({ transactionId: pendingCancel!.id, action: 'cancel', amount: 100 });
    const events = await db
      .insert(paymentEvents)
      .values([
        { id: token(), event: 'payment.created', paymentId: 'p1', body: {}, receivedAt: ago(401) },
        { id: token(), event: 'payment.created', paymentId: 'p2', body: {}, receivedAt: ago(399) },
        { id: token(), event: 'payment.reservation.created', paymentId: 'p3', body: {}, receivedAt: ago(401) },
        { id: token(), event: 'payment.cancel.created', paymentId: 'p4', body: {}, receivedAt: ago(401) },
        { id: token(), event: 'payment.cancel.created', paymentId: 'p5', body: {}, receivedAt: ago(401) },
      ])
      .returning({ id: paymentEvents.id });

    const mail = (sentAt: Date | null) => ({ to: 'a@x.example', subject: 's', text: 't', template: 'x', sentAt });
    const mails = await db
      .insert(mailOutbox)
      .values([mail(ago(91)), mail(ago(89)), mail(null)])
      .returning({ id: mailOutbox.id });

    // 25 finished re-index runs (the 20 newest stay) and an old one still running (stays).
    await db
      .insert(searchIndexRuns)
      .values(Array.from({ length: 25 }, (_, i) => ({ status: 'completed' as const, createdAt: ago(100 - i) })));
    const [running] = await db
      .insert(searchIndexRuns)
      .values({ status: 'running', createdAt: ago(200) })
      .returning({ id: searchIndexRuns.id });

    const env = parseEnv({ NODE_ENV: 'test', SHOP_SECRET: TEST_SECRET });
    const ctx = { database, env, log: quiet, now: () => now };
    expect(await purgeIntegrations.run(ctx)).toEqual({
      eid_logins: 1,
      eid_sessions: 2,
      punchout_sessions: 1,
      sign_in_tokens: 1,
      payment_events: 2,
      mail_outbox: 1,
      search_index_runs: 25 - INDEX_RUNS_KEPT,
    });
    const ids = async (table: string) =>
      ((await database.query(`select id from ${table}`)).rows as { id: string }[]).map((r) => String(r.id));
    expect(await ids('eid_logins')).toEqual([freshLogin!.id]);
    expect((await ids('eid_sessions')).sort()).toEqual([sessions[1]!.id, sessions[3]!.id].sort());
    expect(await ids('punchout_sessions')).toEqual([visits[1]!.id]);
    expect(await ids('sign_in_tokens')).toEqual([links[1]!.id]);
    expect((await ids('payment_events')).sort()).toEqual([events[1]!.id, events[2]!.id, events[3]!.id].sort());
    expect((await ids('mail_outbox')).sort()).toEqual([mails[1]!.id, mails[2]!.id].sort());
    const runs = await ids('search_index_runs');
    expect(runs).toHaveLength(INDEX_RUNS_KEPT + 1);
    expect(runs).toContain(running!.id);
    expect(oldLogin).toBeDefined();

    // Again (or on another node at once): nothing left to do.
    const again = await purgeIntegrations.run(ctx);
    expect(Object.values(again as Record<string, number>).every((n) => n === 0)).toBe(true);
  });
});
