import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db';
import * as repo from './repository';
import { messageView, sseMessage } from './views';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live support events (tests and the benchmark count its open streams). */
    supportHub: SupportHub;
  }
}

/** Where a subscriber's events go (an SSE response stream). */
export type Sink = { write: (chunk: string) => void; end: () => void };

type ChatSubscriber = { sink: Sink; lastSeq: number; isClosed: boolean };
type Room = { subscribers: Set<ChatSubscriber>; isRunning: boolean; hasMore: boolean };

export const HEARTBEAT_MS = 15_000;
const BATCH = 500;

/**
 * Live support events for one API process (docs/support.md, live fan-out). One LISTEN on the
 * `support_events` channel per process: a NOTIFY carries a chat id and seq, and the message itself when it is
 * small (or a ticket id for the agents' queue). A carried message goes straight to the chat's streams when they
 * have had everything before it; otherwise the hub reads the chat's rows after what each open stream has sent.
 * Either way every client gets every message once, in seq order, whichever process stored it.
 */
export class SupportHub {
  private readonly rooms = new Map<string, Room>();
  private readonly queue = new Set<Sink>();
  private readonly names = new Map<string, { row: repo.PersonRow; until: number }>();
  private heartbeat: NodeJS.Timeout | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private pgClient: pg.Client | undefined;
  private isStopped = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {}

  /** Starts listening (PGlite: in process; PostgreSQL: a dedicated connection outside the pool). */
  async start() {
    this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
    await this.listen();
  }

  private async listen() {
    const client = (this.database.db as unknown as { $client: PGlite | pg.Pool }).$client;
    if (this.database.kind === 'pglite') {
      const unlisten = await (client as PGlite).listen(repo.SUPPORT_CHANNEL, (payload) => this.onNotify(payload));
      this.stopListening = unlisten;
      return;
    }
    const connection = new pg.Client((client as pg.Pool).options);
    connection.on('notification', (message) => {
      if (message.channel === repo.SUPPORT_CHANNEL) this.onNotify(message.payload ?? '');
    });
    // A lost connection is made again; events missed meanwhile are read back for every open chat.
    connection.on('error', (err) => {
      this.log.warn({ err }, 'support LISTEN connection lost; reconnecting');
      void connection.end().catch(() => {});
      if (this.pgClient === connection) this.reconnect();
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${repo.SUPPORT_CHANNEL}`);
    } catch (err) {
      await connection.end().catch(() => {});
      throw err;
    }
    if (this.isStopped) {
      // Stopped while connecting (a reconnect racing shutdown): nothing may keep the process alive.
      await connection.end().catch(() => {});
      return;
    }
    this.pgClient = connection;
    this.stopListening = async () => {
      this.pgClient = undefined;
      await connection.end().catch(() => {});
    };
  }

  private reconnect() {
    this.pgClient = undefined;
    if (this.isStopped) return;
    setTimeout(() => {
      if (this.isStopped) return;
      this.listen()
        .then(() => {
          for (const chatId of this.rooms.keys()) this.pump(chatId);
          this.notifyQueue('{}');
        })
        .catch((err) => {
          this.log.warn({ err }, 'support LISTEN reconnect failed; retrying');
          this.reconnect();
        });
    }, 1000).unref();
  }

  private onNotify(payload: string) {
    let event: { c?: unknown; s?: unknown; q?: unknown; m?: repo.StoredMessage };
    try {
      event = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof event.c === 'string') {
      if (!(event.m && this.deliverCarried(event.c, repo.fromStored(event.m)))) this.pump(event.c);
      // The agents' queue only needs to know which chat changed, not the message.
      this.notifyQueue(event.m ? JSON.stringify({ c: event.c, s: event.s }) : payload);
      return;
    }
    this.notifyQueue(payload);
  }

  /**
   * Delivers a message carried in its NOTIFY payload without reading it back, when that keeps every stream of
   * the chat gapless: no read is running for the chat, every subscriber has had the message before it and the
   * author's name is known. Otherwise answers false and the caller reads from the database (pump).
   */
  private deliverCarried(chatId: string, row: repo.MessageRow): boolean {
    const room = this.rooms.get(chatId);
    if (!room) return true; // nobody here watches the chat
    if (room.isRunning) return false;
    for (const sub of room.subscribers) if (sub.lastSeq < row.seq - 1) return false;
    // A name not read within the last minute is read again first (pump), as for any other message.
    if (row.authorId && (this.names.get(row.authorId)?.until ?? 0) < Date.now()) return false;
    const people = this.knownPeople(row.authorId ? [row.authorId] : []);
    this.deliver(room, people, [row]);
    if (room.subscribers.size === 0) this.rooms.delete(chatId);
    return true;
  }

  /** Writes rows (in seq order) to each subscriber that has not had them; an 'ended' row closes the stream. */
  private deliver(room: Room, people: Map<string, repo.PersonRow>, rows: repo.MessageRow[]) {
    const events = rows.map((row) => ({ seq: row.seq, kind: row.kind, text: sseMessage(messageView(people, row)) }));
    for (const sub of room.subscribers) {
      for (const event of events) {
        if (sub.isClosed || event.seq <= sub.lastSeq) continue;
        sub.sink.write(event.text);
        sub.lastSeq = event.seq;
        if (event.kind === 'ended') {
          sub.isClosed = true;
          sub.sink.end();
          room.subscribers.delete(sub);
        }
      }
    }
  }

  private notifyQueue(payload: string) {
    for (const sink of this.queue) sink.write(`event: changed\ndata: ${payload}\n\n`);
  }

  private beat() {
    for (const room of this.rooms.values()) for (const sub of room.subscribers) sub.sink.write(': heartbeat\n\n');
    for (const sink of this.queue) sink.write(': heartbeat\n\n');
  }

  /**
   * Streams a chat's messages after `lastSeq` (0: all of it) to `sink`, then each new one as it is stored.
   * The stream ends after the chat's 'ended' event. Returns the unsubscribe function.
   */
  subscribeChat(chatId: string, lastSeq: number, sink: Sink): () => void {
    let room = this.rooms.get(chatId);
    if (!room) {
      room = { subscribers: new Set(), isRunning: false, hasMore: false };
      this.rooms.set(chatId, room);
    }
    const sub: ChatSubscriber = { sink, lastSeq, isClosed: false };
    room.subscribers.add(sub);
    // Subscribed first, then read: a message stored in between is read now or announced after.
    this.pump(chatId);
    return () => this.unsubscribe(chatId, sub);
  }

  /** Streams a `changed` event for every ticket or chat change to an agent's queue view. */
  subscribeQueue(sink: Sink): () => void {
    this.queue.add(sink);
    return () => {
      this.queue.delete(sink);
    };
  }

  private unsubscribe(chatId: string, sub: ChatSubscriber) {
    const room = this.rooms.get(chatId);
    if (!room) return;
    room.subscribers.delete(sub);
    if (room.subscribers.size === 0 && !room.isRunning) this.rooms.delete(chatId);
  }

  /** Reads and delivers what the chat's subscribers have not had; one reader per chat, re-run when asked meanwhile. */
  private pump(chatId: string) {
    const room = this.rooms.get(chatId);
    if (!room) return;
    if (room.isRunning) {
      room.hasMore = true;
      return;
    }
    room.isRunning = true;
    void this.drain(chatId, room).finally(() => {
      room.isRunning = false;
      if (room.subscribers.size === 0) this.rooms.delete(chatId);
      else if (room.hasMore) this.pump(chatId);
    });
  }

  private async drain(chatId: string, room: Room) {
    do {
      room.hasMore = false;
      if (room.subscribers.size === 0 || this.isStopped) return;
      const from = Math.min(...[...room.subscribers].map((s) => s.lastSeq));
      let rows: repo.MessageRow[];
      try {
        rows = await repo.listMessages(this.database.db, chatId, from, BATCH);
      } catch (err) {
        if (!this.isStopped) this.log.warn({ err, chatId }, 'could not read chat messages for live clients');
        return;
      }
      if (rows.length === BATCH) room.hasMore = true;
      if (rows.length === 0) continue;
      const people = await this.people(rows.flatMap((r) => (r.authorId ? [r.authorId] : [])));
      this.deliver(room, people, rows);
    } while (room.hasMore);
  }

  /** Authors' names for the events, remembered for a minute (one query less per message). */
  private async people(ids: string[]): Promise<Map<string, repo.PersonRow>> {
    const now = Date.now();
    const missing = ids.filter((id) => (this.names.get(id)?.until ?? 0) < now);
    if (missing.length > 0) {
      if (this.names.size > 10_000) this.names.clear();
      const found = await repo.findPeople(this.database.db, missing).catch(() => new Map<string, repo.PersonRow>());
      for (const [id, row] of found) this.names.set(id, { row, until: now + 60_000 });
    }
    return this.knownPeople(ids);
  }

  /** The remembered names among `ids`. */
  private knownPeople(ids: string[]): Map<string, repo.PersonRow> {
    const out = new Map<string, repo.PersonRow>();
    for (const id of ids) {
      const known = this.names.get(id);
      if (known) out.set(id, known.row);
    }
    return out;
  }

  /** Closes every open stream (so the HTTP server can close) and stops listening. */
  async stop() {
    this.isStopped = true;
    clearInterval(this.heartbeat);
    for (const room of this.rooms.values()) for (const sub of room.subscribers) sub.sink.end();
    for (const sink of this.queue) sink.end();
    this.rooms.clear();
    this.queue.clear();
    await this.stopListening?.().catch(() => {});
    this.stopListening = undefined;
  }

  /** Open streams (chat subscribers and queue watchers), for tests and the benchmark. */
  get openStreams() {
    let count = this.queue.size;
    for (const room of this.rooms.values()) count += room.subscribers.size;
    return count;
  }
}
