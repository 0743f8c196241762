// Catalog reads on a streaming replica (DATABASE_READ_URL; docs/scaling.md, "Read replica"). The read handle
// (`Database.readDb`) sends each statement to the replica while the replica is known to be up to date, and to the
// primary otherwise:
//   - after a change the caches were told of (a catalog or price invalidation, this node's or a peer's), until the
//     replica has replayed the primary's WAL position read after that change: so a node whose caches were just
//     dropped never fills them again from a replica that has not seen the change yet;
//   - while the replica lags more than the bound (it has not replayed what the primary had written `maxLagMs` ago);
//   - while the replica does not answer (a statement that fails for that reason is sent to the primary at once);
//   - when the server is not a standby at all (pg_is_in_recovery() is false: not a replica of ours to measure).
// A transaction on the read handle runs on the primary (drizzle takes a client from the pool for it: `connect`).
import pg from 'pg';

/** How the replica stands, as /ready reports it. Only `in-use` sends reads to it. */
export type ReplicaState = 'in-use' | 'catching-up' | 'behind' | 'down' | 'not-a-standby';

/** The replica may lag this much by default before reads go to the primary. */
export const DEFAULT_MAX_REPLICA_LAG_MS = 5_000;
/** The steady-state poll: one sample of the primary's WAL position and one of the replica's replay position. */
const POLL_MS = 1_000;
/** While catching up after a change: first poll at once, then doubling up to POLL_MS. */
const FIRST_CATCH_UP_POLL_MS = 10;

/** An LSN ('16/B374D848': two 32-bit hex halves) as one number, to compare positions. */
export function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

/** Whether a statement failed because the replica cannot serve it now, so the primary should: never a SQL error. */
function isReplicaUnavailable(error: unknown): { isDown: boolean } | null {
  if (!(error instanceof pg.DatabaseError)) return { isDown: true }; // no server answer: refused, reset, timed out
  const code = error.code ?? '';
  // Connection exceptions, the server shutting down or starting up, out of connections.
  if (code.startsWith('08') || code.startsWith('57P') || code.startsWith('53')) return { isDown: true };
  // A hot standby cancels a query that conflicts with the WAL it replays (a vacuum on the primary): not down.
  if (code === '40001') return { isDown: false };
  return null;
}

/** Follows one replica's position against the primary's and decides whether reads may go to it. */
export class ReadReplica {
  private isUp = false;
  private isStandby = true;
  /** A change was heard whose WAL position has not been read from the primary yet. */
  private needsTarget = false;
  /** The primary's WAL position after the last change heard: the replica must have replayed it. */
  private target = 0n;
  /** The replica's replay position at its last poll (it only grows, so an old reading is a safe lower bound). */
  private replayed = -1n;
  /** The primary's WAL position over the last maxLagMs, oldest first. */
  private samples: { at: number; lsn: bigint }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private isPolling = false;
  private pollAgain = false;
  private catchUpDelay = FIRST_CATCH_UP_POLL_MS;
  private isClosed = false;
  private lastState: ReplicaState;
  private readonly watchers = new Set<(state: ReplicaState, previous: ReplicaState) => void>();

  /** `primary` and `replica`: the pools the positions are read on (the request pools). */
  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly maxLagMs = DEFAULT_MAX_REPLICA_LAG_MS,
  ) {
    this.lastState = this.state;
  }

  get state(): ReplicaState {
    if (!this.isUp) return 'down';
    if (!this.isStandby) return 'not-a-standby';
    if (this.needsTarget || this.replayed < this.target) return 'catching-up';
    if (this.replayed < this.lagFloor()) return 'behind';
    return 'in-use';
  }

  /** Whether reads go to the replica now. */
  get isUsable(): boolean {
    return this.state === 'in-use';
  }

  /**
   * A change committed on the primary that dropped caches (heard after its commit, on this node or from a peer):
   * reads go to the primary until the replica has replayed the primary's WAL position read from now on.
   */
  changeCommitted() {
    this.needsTarget = true;
    this.catchUpDelay = FIRST_CATCH_UP_POLL_MS;
    this.pollNow();
  }

  /** Calls `listener` when the state changes (the app logs the changes that matter). */
  watch(listener: (state: ReplicaState, previous: ReplicaState) => void): () => void {
    this.watchers.add(listener);
    return () => this.watchers.delete(listener);
  }

  /** The first poll: reads use the primary until it has answered. */
  async start() {
    await this.poll();
  }

  /** Stops polling (the pools are closed by their owner). */
  close() {
    this.isClosed = true;
    clearTimeout(this.timer);
  }

  /** After a statement failed on the replica: whether the primary should run it (marking the replica down if so). */
  failedOver(error: unknown): boolean {
    const unavailable = isReplicaUnavailable(error);
    if (!unavailable) return false;
    if (unavailable.isDown) this.markDown();
    return true;
  }

  private markDown() {
    if (!this.isUp) return;
    this.isUp = false;
    this.noticeState();
    this.schedule(POLL_MS);
  }

  /** The primary's position `maxLagMs` ago (0 when not known yet): the replica must have replayed it. */
  private lagFloor(): bigint {
    const limit = Date.now() - this.maxLagMs;
    let floor = 0n;
    for (const sample of this.samples) {
      if (sample.at > limit) break;
      floor = sample.lsn;
    }
    return floor;
  }

  private pollNow() {
    if (this.isPolling) this.pollAgain = true;
    else this.schedule(0);
  }

  private schedule(delayMs: number) {
    if (this.isClosed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.poll(), delayMs);
    this.timer.unref();
  }

  private async poll() {
    if (this.isPolling) {
      this.pollAgain = true;
      return;
    }
    this.isPolling = true;
    clearTimeout(this.timer);
    try {
      await this.readPositions();
    } finally {
      this.isPolling = false;
      this.noticeState();
      if (this.pollAgain) {
        this.pollAgain = false;
        this.schedule(0);
      } else if (this.state === 'catching-up') {
        this.schedule(this.catchUpDelay);
        this.catchUpDelay = Math.min(POLL_MS, this.catchUpDelay * 2);
      } else {
        this.schedule(POLL_MS);
      }
    }
  }

  private async readPositions() {
    const now = Date.now();
    const last = this.samples.at(-1);
    const wantsTarget = this.needsTarget;
    if (wantsTarget || !last || now - last.at >= POLL_MS) {
      // Cleared before the read: a change heard while it runs sets it again and is read by the next poll (this read
      // may have run before that change committed).
      this.needsTarget = false;
      try {
        // The insert position: past the end of every record committed so far, whatever synchronous_commit says.
        const { rows } = await this.primary.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
        const lsn = lsnValue(rows[0]!.lsn);
        if (wantsTarget && lsn > this.target) this.target = lsn;
        this.samples.push({ at: now, lsn });
        this.pruneSamples(now);
      } catch {
        // The primary does not answer: every read fails anyway; the change is looked at again on the next poll.
        if (wantsTarget) this.needsTarget = true;
        return;
      }
    }
    try {
      const { rows } = await this.replica.query<{ isStandby: boolean; lsn: string | null }>(
        'select pg_is_in_recovery() as "isStandby", pg_last_wal_replay_lsn()::text as lsn',
      );
      const row = rows[0]!;
      this.isUp = true;
      this.isStandby = row.isStandby && row.lsn !== null;
      if (row.lsn !== null) this.replayed = lsnValue(row.lsn);
    } catch {
      this.isUp = false;
    }
  }

  /** Keeps the newest sample at least maxLagMs old (the floor) and every newer one. */
  private pruneSamples(now: number) {
    const limit = now - this.maxLagMs;
    let firstKept = 0;
    for (let i = 0; i < this.samples.length; i++) if (this.samples[i]!.at <= limit) firstKept = i;
    if (firstKept > 0) this.samples.splice(0, firstKept);
  }

  private noticeState() {
    const state = this.state;
    if (state === this.lastState) return;
    const previous = this.lastState;
    this.lastState = state;
    for (const watcher of this.watchers) watcher(state, previous);
  }
}

/**
 * The "pool" a read handle's drizzle instance is given (one for requests, one for the hot reads planned once).
 * drizzle's node-postgres session sends each statement with `query` and takes a client with `connect` for a
 * transaction (it checks `instanceof pg.Pool`): every statement goes to the replica's pool or the primary's as the
 * replica's state says; a transaction, which may write, always runs on the primary.
 */
export class ReadRoutingPool extends pg.Pool {
  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly follower: ReadReplica,
  ) {
    super({ max: 1 });
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; drizzle uses (config, values).
  override query(config: any, values?: any): any {
    if (typeof values === 'function') throw new Error('ReadRoutingPool.query takes no callback');
    if (!this.follower.isUsable) return this.primary.query(config, values);
    return this.replica.query(config, values).catch((error: unknown) => {
      if (!this.follower.failedOver(error)) throw error;
      return this.primary.query(config, values);
    });
  }

  // biome-ignore lint/suspicious/noExplicitAny: as pg.Pool's connect (promise or callback).
  override connect(callback?: any): any {
    return callback ? this.primary.connect(callback) : this.primary.connect();
  }
}
