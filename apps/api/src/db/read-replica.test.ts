// The read replica's bookkeeping without servers (the servers: test/replica.test.ts). Pools are stand-ins answering
// the two positions the replica follows, so the rules can be driven step by step.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { lsnValue, ReadReplica, ReadRoutingPool } from './read-replica';

/** A pool whose `query` answers what `answer` says (or throws it). */
function poolOf(answer: (text: string) => unknown) {
  return {
    query: async (config: string | { text: string }) => {
      const result = answer(typeof config === 'string' ? config : config.text);
      if (result instanceof Error) throw result;
      return result;
    },
    end: async () => {},
  } as unknown as pg.Pool;
}

function serverError(code: string) {
  const error = new pg.DatabaseError('from the server', 0, 'error');
  error.code = code;
  return error;
}

/** A primary at `primaryLsn` and a standby replayed to `replayLsn` (null: a primary), both changeable. */
function servers() {
  const state = { primaryLsn: '0/100', replayLsn: '0/100' as string | null, isStandby: true, down: false };
  const primary = poolOf((text) =>
    text.includes('pg_current_wal_insert_lsn') ? { rows: [{ lsn: state.primaryLsn }] } : { rows: [{ on: 'primary' }] },
  );
  const replica = poolOf((text) => {
    if (state.down) return new Error('connect ECONNREFUSED');
    if (text.includes('pg_last_wal_replay_lsn'))
      return { rows: [{ isStandby: state.isStandby, lsn: state.replayLsn }] };
    return { rows: [{ on: 'replica' }] };
  });
  return { state, primary, replica };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('lsnValue', () => {
  it('orders positions by both halves', () => {
    expect(lsnValue('0/16B3748')).toBe(0x16b3748n);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
  });
});

describe('ReadReplica', () => {
  it('reads the primary after a change until the replica has replayed past it', async () => {
    const { state, primary, replica } = servers();
    const follower = new ReadReplica(primary, replica, 60_000);
    const reads = new ReadRoutingPool(primary, replica, follower);
    await follower.start();
    expect(follower.state).toBe('in-use');
    expect(await reads.query('select')).toEqual({ rows: [{ on: 'replica' }] });

    state.primaryLsn = '0/200';
    follower.changeCommitted();
    // At once, before any poll: a request right after the invalidation must not refill from the replica.
    expect(follower.state).toBe('catching-up');
    expect(await reads.query('select')).toEqual({ rows: [{ on: 'primary' }] });
    await settle();
    expect(follower.state).toBe('catching-up');
    state.replayLsn = '0/1FF';
    await settle();
    expect(follower.state).toBe('catching-up');
    state.replayLsn = '0/200';
    // Polled again by itself (10, 20, 40 … ms after the change, at most every second).
    const deadline = Date.now() + 3_000;
    while (follower.state !== 'in-use' && Date.now() < deadline) await settle();
    expect(follower.state).toBe('in-use');
    follower.close();
  });

  it('sends a statement the replica cannot serve to the primary; a SQL error stays an error', async () => {
    const { state, primary, replica } = servers();
    const follower = new ReadReplica(primary, replica, 60_000);
    await follower.start();
    state.down = true;
    expect(await new ReadRoutingPool(primary, replica, follower).query('select')).toEqual({
      rows: [{ on: 'primary' }],
    });
    expect(follower.state).toBe('down');
    follower.close();

    const failing = async (code: string) => {
      const standby = poolOf((text) =>
        text.includes('pg_last_wal_replay_lsn') ? { rows: [{ isStandby: true, lsn: '0/100' }] } : serverError(code),
      );
      const failingFollower = new ReadReplica(primary, standby, 60_000);
      await failingFollower.start();
      return { follower: failingFollower, reads: new ReadRoutingPool(primary, standby, failingFollower) };
    };
    // A query the standby cancelled for a conflict with replay: the primary answers, the replica stays in use.
    const conflicted = await failing('40001');
    expect(await conflicted.reads.query('select')).toEqual({ rows: [{ on: 'primary' }] });
    expect(conflicted.follower.state).toBe('in-use');
    conflicted.follower.close();
    // A bad statement would fail on the primary as well.
    const bad = await failing('42P01');
    await expect(bad.reads.query('select')).rejects.toThrow('from the server');
    bad.follower.close();
  });

  it('is not used when the server is not a standby', async () => {
    const { state, primary, replica } = servers();
    state.isStandby = false;
    state.replayLsn = null;
    const follower = new ReadReplica(primary, replica, 60_000);
    await follower.start();
    expect(follower.state).toBe('not-a-standby');
    expect(await new ReadRoutingPool(primary, replica, follower).query('select')).toEqual({
      rows: [{ on: 'primary' }],
    });
    follower.close();
  });
});
