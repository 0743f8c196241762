import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { type TestClient, testClient } from '../../../test/client';
import { createAgent, createCompanyWithPeople } from '../../../test/factories';
import { bearer, createTestApp, TEST_SECRET } from '../../../test/helper';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db';
import { parseEnv } from '../../env';
import type { App } from '../../lib/context';
import { issueSession } from '../auth/service';
import { accessTokenKey } from '../auth/tokens';
import { type Sink, SupportHub } from './live';
import type { Chat, ChatMessage } from './schemas';
import { openSse, type SseEvent } from './test-kit';

// Two API instances on one database, over real HTTP. PGlite: one process may open the database, so both
// Fastify instances share the database object, each with its own listener. PostgreSQL: instance B opens
// its own pool and its own LISTEN connection, as a second process would.
const { app: appA, database } = await createTestApp();
let databaseB: Database = database;
if (database.kind === 'postgres') {
  const pool = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client;
  databaseB = await openDatabase({ url: pool.options.connectionString, poolSize: 3 });
}
const env = parseEnv({ NODE_ENV: 'test', SHOP_SECRET: TEST_SECRET, LOG_LEVEL: 'silent' });
const appB: App = await buildApp({ database: databaseB, env, logger: false });
afterAll(async () => {
  await appB.close();
  if (databaseB !== database) await databaseB.close();
});

const listen = async (app: App) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};
/** An instance: its address (for the event streams, which need a socket) and a client (inject) for its calls. */
type Node = { url: string; api: TestClient };
const A: Node = { url: await listen(appA), api: testClient(appA) };
const B: Node = { url: await listen(appB), api: testClient(appB) };
// fetch may open a spare connection that never carries a request; Node closes such a socket only after
// headersTimeout (60 s), which would hold app.close() that long. Registered last, so it runs first.
afterAll(() => {
  appA.server.closeAllConnections();
  appB.server.closeAllConnections();
});

const nordlys = await createCompanyWithPeople(database);
const agent = await createAgent(database);

async function call<T>(node: Node, path: string, token: string, body: object): Promise<T> {
  const res = await node.api.post(path, { token, body });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<T>();
}
const startChat = () =>
  call<Chat>(A, '/api/ticket/chat/start', nordlys.buyer.token, { customerId: nordlys.company.id, message: 'Hei' });
const say = (node: Node, chatId: string, body: string) =>
  call<ChatMessage>(node, '/api/ticket/chat/add-customer-message', nordlys.buyer.token, { chatId, body });
const answer = (node: Node, chatId: string, body: string) =>
  call<ChatMessage>(node, '/api/ticket/chat/add-agent-message', agent.token, { chatId, body });
const events = (node: Node, chatId: string, token: string, lastEventId?: number) =>
  openSse(`${node.url}/api/ticket/chat/${chatId}/events`, {
    ...bearer(token),
    ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
  });
const messages = (list: SseEvent[]) => list.map((e) => JSON.parse(e.data) as ChatMessage);

describe('live chat across two API instances', () => {
  it('delivers a message posted through A to a client of B within a second', async () => {
    const chat = await startChat();
    const client = await events(B, chat.id, agent.token);
    expect(client.status).toBe(200);
    // The history first (the opening message), then the live one.
    await client.waitForEvents(1);
    const sentAt = performance.now();
    await say(A, chat.id, 'Hvor er pallen min?');
    const [, live] = await client.waitForEvents(2, 1000);
    expect(live!.receivedAt - sentAt).toBeLessThan(1000);
    expect(live).toMatchObject({ id: '2', event: 'message' });
    expect(messages([live!])[0]).toMatchObject({ seq: 2, body: 'Hvor er pallen min?', author: { kind: 'customer' } });
    client.close();
  });

  it('gives a reconnecting client (Last-Event-ID) what it missed, in order', async () => {
    const chat = await startChat();
    const first = await events(B, chat.id, nordlys.buyer.token);
    await answer(A, chat.id, 'Hei! Et øyeblikk.');
    const seen = await first.waitForEvents(2);
    const lastSeen = Number(seen.at(-1)!.id);
    first.close();
    await first.ended;

    await say(A, chat.id, 'Ordre 1001');
    await answer(B, chat.id, 'Funnet.');
    await say(A, chat.id, 'Takk');
    const again = await events(B, chat.id, nordlys.buyer.token, lastSeen);
    const missed = await again.waitForEvents(3);
    expect(messages(missed).map((m) => [m.seq, m.body])).toEqual([
      [3, 'Ordre 1001'],
      [4, 'Funnet.'],
      [5, 'Takk'],
    ]);
    // Nothing twice: no more than what was missed arrives.
    await sleep(200);
    expect(again.events).toHaveLength(3);
    // The query parameter works like the header (for clients that cannot set it).
    const viaQuery = await openSse(`${A.url}/api/ticket/chat/${chat.id}/events?lastEventId=4`, bearer(agent.token));
    expect(messages(await viaQuery.waitForEvents(1)).map((m) => m.seq)).toEqual([5]);
    again.close();
    viaQuery.close();
  });

  it('sends short messages inside the notification and reads long ones back, both exactly as stored', async () => {
    const chat = await startChat();
    const client = await events(B, chat.id, agent.token);
    await client.waitForEvents(1);
    const long = 'æ'.repeat(3500); // 7,000 bytes: over what a notification carries, so read back
    await say(A, chat.id, 'kort');
    await say(A, chat.id, long);
    await answer(B, chat.id, 'kort svar');
    const live = messages(await client.waitForEvents(4, 3000));
    const stored = (await A.api.get(`/api/ticket/chat/${chat.id}`, { token: agent.token })).json<Chat>().messages;
    expect(live.map((m) => m.body)).toEqual(['Hei', 'kort', long, 'kort svar']);
    expect(live).toEqual(stored);
    client.close();
  });

  it('shows every client the same order while both instances take messages at once', async () => {
    const chat = await startChat();
    const onA = await events(A, chat.id, nordlys.buyer.token);
    const onB = await events(B, chat.id, agent.token);
    const writes = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0 ? say(A, chat.id, `kunde ${i}`) : answer(B, chat.id, `agent ${i}`),
    );
    await Promise.all(writes);
    const a = messages(await onA.waitForEvents(13, 3000));
    const b = messages(await onB.waitForEvents(13, 3000));
    expect(a.map((m) => m.seq)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(b.map((m) => [m.seq, m.body])).toEqual(a.map((m) => [m.seq, m.body]));
    onA.close();
    onB.close();
  });

  it("ends the stream after the chat's end, and refuses strangers before streaming", async () => {
    const chat = await startChat();
    const client = await events(B, chat.id, nordlys.buyer.token);
    await call(A, '/api/ticket/chat/end', agent.token, { chatId: chat.id });
    const all = await client.waitForEvents(2);
    expect(all.map((e) => e.event)).toEqual(['message', 'ended']);
    await client.ended;

    const fjord = await createCompanyWithPeople(database);
    expect((await events(B, chat.id, fjord.buyer.token)).status).toBe(422);
    expect((await openSse(`${B.url}/api/ticket/chat/${chat.id}/events`, {})).status).toBe(401);
    expect((await events(B, chat.id, nordlys.buyer.token, -1)).status).toBe(400);
  });

  it('tells agents watching the queue about new chats on the other instance', async () => {
    const queue = await openSse(`${B.url}/api/backoffice/support/events`, bearer(agent.token));
    expect(queue.status).toBe(200);
    const chat = await startChat();
    const changed = await queue.waitForEvents(1);
    expect(changed[0]!.event).toBe('changed');
    await queue.waitForEvents(2);
    expect(queue.events.map((e) => e.data).join()).toContain(chat.ticketId);
    queue.close();
    expect((await openSse(`${B.url}/api/backoffice/support/events`, bearer(nordlys.buyer.token))).status).toBe(403);
  });

  it.runIf(database.kind === 'postgres')('survives a lost LISTEN connection without losing messages', async () => {
    const chat = await startChat();
    const client = await events(B, chat.id, nordlys.buyer.token);
    await client.waitForEvents(1);
    // Both instances' listeners die (as in a server restart or a network cut) …
    await database.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'LISTEN support_events' and pid <> pg_backend_pid()`,
    );
    // … a message is stored while they are gone, and reaches the stream once B listens again.
    await say(A, chat.id, 'Mens lytteren var borte');
    await say(A, chat.id, 'Og etterpå');
    const all = messages(await client.waitForEvents(3, 5000));
    expect(all.map((m) => [m.seq, m.body])).toEqual([
      [1, 'Hei'],
      [2, 'Mens lytteren var borte'],
      [3, 'Og etterpå'],
    ]);
    client.close();
  });

  it('ends a stream when the access token that opened it expires', async () => {
    const chat = await startChat();
    const short = await issueSession(
      database.db,
      { key: accessTokenKey(TEST_SECRET), accessTtlSeconds: 2, refreshTtlSeconds: 60 },
      nordlys.buyer.contact,
    );
    const client = await events(B, chat.id, short.accessToken);
    expect(client.status).toBe(200);
    await client.waitForEvents(1);
    const opened = performance.now();
    await client.ended;
    expect(performance.now() - opened).toBeLessThan(4000);
  });

  it('forgets a client that disconnected', async () => {
    const chat = await startChat();
    const before = appB.supportHub.openStreams;
    const client = await events(B, chat.id, agent.token);
    await client.waitForEvents(1);
    expect(appB.supportHub.openStreams).toBe(before + 1);
    client.close();
    for (let i = 0; i < 50 && appB.supportHub.openStreams > before; i++) await sleep(20);
    expect(appB.supportHub.openStreams).toBe(before);
  });
});

describe('SupportHub', () => {
  it('writes a heartbeat comment to every open stream', async () => {
    const hub = new SupportHub(database, appA.log, 30);
    await hub.start();
    const chunks: string[] = [];
    const sink: Sink = { write: (chunk) => chunks.push(chunk), end: () => chunks.push('<end>') };
    hub.subscribeQueue(sink);
    await sleep(100);
    expect(chunks.filter((c) => c === ': heartbeat\n\n').length).toBeGreaterThanOrEqual(2);
    await hub.stop();
    expect(chunks.at(-1)).toBe('<end>');
  });

  it('closes open streams when the app closes', async () => {
    const third = await buildApp({ database, env, logger: false });
    const node = { url: await listen(third), api: testClient(third) };
    const chat = await startChat();
    const client = await events(node, chat.id, nordlys.buyer.token);
    await client.waitForEvents(1);
    const started = performance.now();
    await third.close();
    await client.ended;
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
