import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/factories';
import { createTestDatabase, TEST_SECRET } from '../../test/helper';
import type { Database } from '../db';
import { refreshTokens } from '../db/schema';
import { parseEnv } from '../env';
import { purgeRefreshTokens } from './purge-refresh-tokens';

const quiet = { info: () => {}, child: () => quiet } as unknown as FastifyBaseLogger;
const day = 24 * 60 * 60 * 1000;

describe('purge-refresh-tokens', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('deletes families whose every token expired over a week ago, and nothing else', async () => {
    const now = new Date('2026-06-01T03:17:00Z');
    const contact = await createContact(database);
    const token = (familyId: string, expiresInDays: number) => ({
      familyId,
      contactId: contact.id,
      tokenHash: randomBytes(16).toString('hex'),
      expiresAt: new Date(now.getTime() + expiresInDays * day),
    });
    const [ended, recent, mixed] = [randomUUID(), randomUUID(), randomUUID()];
    await database.db.insert(refreshTokens).values([
      token(ended, -40),
      token(ended, -10),
      token(recent, -3),
      // A spent old token beside a live one: replaying it must still revoke the family.
      token(mixed, -30),
      token(mixed, 5),
    ]);
    const env = parseEnv({ NODE_ENV: 'test', SHOP_SECRET: TEST_SECRET });
    const ctx = { database, env, log: quiet, now: () => now };

    expect(await purgeRefreshTokens.run(ctx)).toEqual({ deleted: 2 });
    // Running again (or from two nodes at once) has nothing left to do.
    expect(await purgeRefreshTokens.run(ctx)).toEqual({ deleted: 0 });

    const left = await database.db.select({ familyId: refreshTokens.familyId }).from(refreshTokens);
    expect(left.map((r) => r.familyId).sort()).toEqual([recent, mixed, mixed].sort());
  });
});
