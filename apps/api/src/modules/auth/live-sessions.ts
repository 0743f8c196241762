import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, Db, DbOrTx } from '../../db';
import { refreshTokens } from '../../db/schema';

/**
 * Live sessions (issue 14 §8): an access token is good only while its refresh family is live, so a sign-out or a
 * revoked family refuses its access tokens at once instead of after their 10 minutes (docs/security.md, "Revoking
 * a session").
 *
 * Every API node keeps the families it has seen live in memory and never asks the database again in the steady
 * state (the signed-in product list is benchmarked). A revocation sends `pg_notify('session_revoked', 'f:<family>')`
 * in its own transaction; PostgreSQL hands it to every node's LISTEN connection on commit, each node marks the
 * family dead and acknowledges (`a:<node>:<family>`), and the revoking call answers once every node it knows of
 * has (at most a second). Nodes know each other by a hello at start and every 10 s (`h:`, answered `i:`) and a
 * goodbye (`b:`). The node that revoked also marks the family dead itself (`markRevoked`, before commit: a revoke
 * that rolls back errs on the refusing side). Without a working LISTEN connection a node caches nothing and asks
 * the database on every request until it listens again (and then forgets what it had cached): never a stale
 * "live".
 */
export const SESSION_CHANNEL = 'session_revoked';
/** The LISTEN connection's application_name (pg_stat_activity shows which backend it is). */
export const LISTEN_APPLICATION_NAME = 'engros-session-listen';

/** A live family is read again after this long even without a notification (a bound on any missed one). */
const LIVE_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;
/** Families this process revoked itself, kept about as long as their access tokens can live. */
const REVOKED_KEEP_MS = 20 * 60_000;

const revokedHere = new Map<string, number>();

/** Marks a family revoked in this process at once (its NOTIFY reaches the other nodes on commit). */
export function markRevoked(familyId: string) {
  revokedHere.delete(familyId);
  revokedHere.set(familyId, Date.now());
  if (revokedHere.size > MAX_ENTRIES) revokedHere.delete(revokedHere.keys().next().value as string);
}

function isRevokedHere(familyId: string): boolean {
  const at = revokedHere.get(familyId);
  if (at === undefined) return false;
  if (Date.now() - at < REVOKED_KEEP_MS) return true;
  revokedHere.delete(familyId);
  return false;
}

/** How long a revoking call waits for the other nodes' acknowledgements (a rolled-back revoke gets none). */
const ACK_WAIT_MS = 1000;
/** A node not heard from (hello, heartbeat or acknowledgement) for this long is no longer waited for. */
const PEER_SILENCE_MS = 30_000;
const HEARTBEAT_MS = 10_000;

/** The LiveSessions of this process that listen (one per app; tests run several). */
const listeningHere = new Set<LiveSessions>();

/** The channel payload of a revocation: a family (`f:`), or a contact's account or memberships (`c:`). */
const revocationKey = (event: { familyId: string } | { contactId: string }) =>
  'familyId' in event ? `f:${event.familyId}` : `c:${event.contactId}`;

/**
 * Tells every API node that a family was revoked, or that a contact's account or memberships changed (password,
 * deactivation, a role or membership change: each node reads the contact's principal again); in the changing
 * transaction. The nodes' acknowledgements are awaited with `revocationDelivered`.
 */
export async function notifyRevoked(db: DbOrTx, event: { familyId: string } | { contactId: string }) {
  const payload = revocationKey(event);
  await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${payload})`);
  for (const node of listeningHere) node.expectAcks(payload);
}

/**
 * Waits until every API node listening has acknowledged the revocation or change (each node applies it, then
 * answers `a:<node>:<payload>` on the channel), at most a second; at once when nothing is pending. The changing
 * calls await it after their transaction, before they answer: a call to any node after a sign-out, a deactivation
 * or a role change answered sees it. A node that does not answer in time (its LISTEN connection is down: it reads
 * the database meanwhile) only delays the answer.
 */
export async function revocationDelivered(event: { familyId: string } | { contactId: string }): Promise<void> {
  const key = revocationKey(event);
  await Promise.all([...listeningHere].map((node) => node.acknowledged(key)));
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareIsLive>>();
function prepareIsLive(db: Db) {
  return db
    .select({ isLive: sql<boolean>`true` })
    .from(refreshTokens)
    .where(sql`${refreshTokens.familyId} = ${sql.placeholder('familyId')} and ${refreshTokens.revokedAt} is null`)
    .limit(1)
    .prepare('family_is_live');
}

/** Whether a family still has an unrevoked refresh token (the database's answer; one indexed read). */
async function readIsLive(db: Db, familyId: string): Promise<boolean> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareIsLive(db);
    prepared.set(db, statement);
  }
  const rows = await statement.execute({ familyId });
  return rows.length > 0;
}

type Entry = { isLive: boolean; checkedAt: number };

/** One API node's view of which token families are live, fed by its LISTEN connection. */
export class LiveSessions {
  private readonly families = new Map<string, Entry>();
  /** Bumped by every notification and every change of the connection: a read that saw it change is not cached. */
  private epoch = 0;
  private isListening = false;
  private isStopped = false;
  private stopListening: (() => Promise<void>) | undefined;
  /** This node on the channel, and the other nodes it has heard from lately. */
  private readonly nodeId = randomUUID();
  private readonly peers = new Map<string, number>();
  /** Revocations sent from this process, waiting for the nodes' acknowledgements. */
  private readonly pendingAcks = new Map<string, { waitFor: Set<string>; promise: Promise<void>; done: () => void }>();
  private heartbeat: NodeJS.Timeout | undefined;
  private send: (payload: string) => Promise<void> = async () => {};

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: {
      reconnectMs?: number;
      onContactRevoked?: (contactId: string) => void;
      /** Another node invalidated a cache namespace, or parts of one (lib/cache.ts): `namespace[ scope…]`. */
      onInvalidation?: (message: string) => void;
      /** Called after a notification was applied, and when listening starts or stops (tests wait on them). */
      onNotify?: (payload: string) => void;
      onListening?: (isListening: boolean) => void;
    } = {},
  ) {}

  /** Starts listening (PGlite: in process; PostgreSQL: a dedicated connection outside the pool). */
  async start() {
    await this.listen();
  }

  /** The answer from memory, without a promise (every request asks); undefined when the database must be asked. */
  knownLive(familyId: string): boolean | undefined {
    if (isRevokedHere(familyId)) return false;
    const hit = this.families.get(familyId);
    if (hit && this.isListening && (!hit.isLive || Date.now() - hit.checkedAt < LIVE_TTL_MS)) return hit.isLive;
    return undefined;
  }

  /** Whether the family's access tokens are still good: from memory while listening, else from the database. */
  async isLive(familyId: string): Promise<boolean> {
    const known = this.knownLive(familyId);
    if (known !== undefined) return known;
    // A read that overlapped a notification may have seen the row before that commit: read again (bounded).
    let isLive = false;
    for (let i = 0; i < 3; i++) {
      const epoch = this.epoch;
      isLive = await readIsLive(this.database.db, familyId);
      if (isRevokedHere(familyId) || this.families.get(familyId)?.isLive === false) return false;
      if (epoch === this.epoch) {
        if (this.isListening) this.remember(familyId, isLive);
        return isLive;
      }
    }
    return isLive;
  }

  /** Families in memory (for tests and the benchmark). */
  get size() {
    return this.families.size;
  }

  /** Whether notifications arrive (tests). */
  get listening() {
    return this.isListening;
  }

  private remember(familyId: string, isLive: boolean) {
    this.families.delete(familyId);
    this.families.set(familyId, { isLive, checkedAt: Date.now() });
    if (this.families.size > MAX_ENTRIES) {
      // The oldest tenth leaves (one at a time walks V8's deleted map slots on every insert).
      let n = MAX_ENTRIES / 10;
      for (const key of this.families.keys()) {
        this.families.delete(key);
        if (--n <= 0) break;
      }
    }
  }

  /** Before commit: the nodes that must acknowledge a revocation (those heard from lately, and this one). */
  expectAcks(key: string) {
    if (this.pendingAcks.has(key)) return;
    const now = Date.now();
    const waitFor = new Set<string>([this.nodeId]);
    for (const [peer, seenAt] of this.peers) {
      if (now - seenAt < PEER_SILENCE_MS) waitFor.add(peer);
      else this.peers.delete(peer);
    }
    let done = () => {};
    const promise = new Promise<void>((resolve) => {
      const timer = setTimeout(() => done(), ACK_WAIT_MS);
      timer.unref();
      done = () => {
        clearTimeout(timer);
        this.pendingAcks.delete(key);
        resolve();
      };
    });
    this.pendingAcks.set(key, { waitFor, promise, done });
  }

  /** Resolves when the nodes expected for a revocation have acknowledged it (or after ACK_WAIT_MS). */
  acknowledged(key: string): Promise<void> {
    return this.pendingAcks.get(key)?.promise ?? Promise.resolve();
  }

  private onAck(nodeId: string, key: string) {
    const pending = this.pendingAcks.get(key);
    if (!pending) return;
    pending.waitFor.delete(nodeId);
    if (pending.waitFor.size === 0) pending.done();
  }

  /** Sends a cache invalidation (`x:<node>:<message>`) to every node, this one included (it ignores its own). */
  async publishInvalidation(message: string) {
    await this.say(`x:${this.nodeId}:${message}`);
  }

  private onNotify(payload: string) {
    const [kind, first = '', ...rest] = payload.split(':');
    const second = rest.join(':');
    if (kind === 'x') {
      // Another node changed the catalog, prices or orders: this node's caches of that namespace go.
      if (first !== this.nodeId) this.options.onInvalidation?.(second);
      this.options.onNotify?.(payload);
      return;
    }
    if (kind === 'b') {
      // A node shutting down: no longer waited for.
      this.peers.delete(first);
      for (const key of [...this.pendingAcks.keys()]) this.onAck(first, key);
      return;
    }
    if (kind === 'h' || kind === 'i' || kind === 'a') {
      // Another node says it is there (hello at start and every 10 s, an answer to ours) or acknowledges.
      const isNew = !this.peers.has(first);
      if (first !== this.nodeId) this.peers.set(first, Date.now());
      if (kind === 'h' && isNew && first !== this.nodeId) void this.say(`i:${this.nodeId}`);
      if (kind === 'a') this.onAck(first, second);
      return;
    }
    this.epoch++;
    if (payload.startsWith('f:')) {
      this.remember(payload.slice(2), false);
    } else if (payload.startsWith('c:')) {
      // A contact's account or memberships changed (password, deactivation, role): its principal is read again,
      // and the account's cut-off (tokens_valid_after) refuses the tokens issued before it.
      this.options.onContactRevoked?.(payload.slice(2));
    }
    // Applied: tell the changing node (its call answers once every node has).
    if (payload.startsWith('f:') || payload.startsWith('c:')) void this.say(`a:${this.nodeId}:${payload}`);
    this.options.onNotify?.(payload);
  }

  /** Sends on the channel; a failure is only logged (a missing acknowledgement delays a sign-out by a second). */
  private async say(payload: string) {
    try {
      await this.send(payload);
    } catch (err) {
      if (!this.isStopped) this.log.warn({ err }, 'could not send on the session channel');
    }
  }

  private setListening(isListening: boolean) {
    if (isListening) listeningHere.add(this);
    else listeningHere.delete(this);
    this.epoch++;
    // Whatever was cached before or during a gap may have missed a notification.
    this.families.clear();
    this.isListening = isListening;
    this.options.onListening?.(isListening);
  }

  private async listen() {
    const client = (this.database.db as unknown as { $client: PGlite | pg.Pool }).$client;
    if (this.database.kind === 'pglite') {
      const unlisten = await (client as PGlite).listen(SESSION_CHANNEL, (payload) => this.onNotify(payload));
      this.stopListening = unlisten;
      this.send = async (payload) => {
        await (client as PGlite).query('select pg_notify($1, $2)', [SESSION_CHANNEL, payload]);
      };
      this.setListening(true);
      await this.say(`h:${this.nodeId}`);
      return;
    }
    const connection = new pg.Client({
      ...(client as pg.Pool).options,
      keepAlive: true,
      application_name: LISTEN_APPLICATION_NAME,
    });
    connection.on('notification', (message) => {
      if (message.channel === SESSION_CHANNEL) this.onNotify(message.payload ?? '');
    });
    let current: pg.Client | undefined = connection;
    const lost = (err?: Error) => {
      if (this.isStopped || connection !== current) return;
      current = undefined;
      this.setListening(false);
      this.log.warn({ err }, 'session LISTEN connection lost; checking sessions in the database until it is back');
      void connection.end().catch(() => {});
      this.reconnect();
    };
    connection.on('error', lost);
    connection.on('end', () => lost());
    try {
      await connection.connect();
      await connection.query(`LISTEN ${SESSION_CHANNEL}`);
    } catch (err) {
      current = undefined;
      await connection.end().catch(() => {});
      throw err;
    }
    if (this.isStopped) {
      current = undefined;
      await connection.end().catch(() => {});
      return;
    }
    // One notification at a time on the connection, in the order given: they come together (an invalidation, an
    // acknowledgement, the heartbeat), and a connection runs one statement at a time (pg 9 refuses a second).
    let sending: Promise<unknown> = Promise.resolve();
    this.send = (payload) => {
      const sent = sending.then(async () => {
        if (current !== connection) return;
        await connection.query('select pg_notify($1, $2)', [SESSION_CHANNEL, payload]);
      });
      sending = sent.catch(() => {});
      return sent;
    };
    this.setListening(true);
    this.stopListening = async () => {
      current = undefined;
      await connection.end().catch(() => {});
    };
    // Hello now (the others answer), and every 10 s, so that a revoking node knows whom to wait for.
    await this.say(`h:${this.nodeId}`);
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => void this.say(`h:${this.nodeId}`), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private reconnect() {
    if (this.isStopped) return;
    setTimeout(() => {
      if (this.isStopped) return;
      this.listen().catch((err) => {
        this.log.warn({ err }, 'session LISTEN reconnect failed; retrying');
        this.reconnect();
      });
    }, this.options.reconnectMs ?? 1000).unref();
  }

  /** Stops listening (app close). */
  async stop() {
    if (this.isListening) await this.say(`b:${this.nodeId}`);
    this.isStopped = true;
    clearInterval(this.heartbeat);
    listeningHere.delete(this);
    for (const pending of this.pendingAcks.values()) pending.done();
    this.isListening = false;
    await this.stopListening?.().catch(() => {});
    this.stopListening = undefined;
  }
}
