import cronParser from 'cron-parser';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { jobs } from './registry';

describe('job registry', () => {
  it('has unique kebab-case names pg-boss accepts as queue names', () => {
    const names = jobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const name of names) expect(Buffer.byteLength(name)).toBeLessThanOrEqual(50);
  });

  it('has cron expressions pg-boss can schedule', () => {
    // pg-boss 10 parses schedules with cron-parser 4 (the same version, pinned): what it accepts, pg-boss accepts.
    const from = new Date('2026-01-01T00:00:00Z');
    for (const job of jobs) {
      expect(cronParser.parseExpression(job.cron, { tz: 'UTC', currentDate: from }).next().getTime()).toBeGreaterThan(
        from.getTime(),
      );
    }
    expect(() => cronParser.parseExpression('61 3 * * *', { tz: 'UTC' })).toThrow();
  });

  it('runs jobs by default, but not in tests unless asked', () => {
    expect(parseEnv({}).JOBS_ENABLED).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test' }).JOBS_ENABLED).toBe(false);
    expect(parseEnv({ NODE_ENV: 'test', JOBS_ENABLED: 'true' }).JOBS_ENABLED).toBe(true);
    expect(parseEnv({ JOBS_ENABLED: 'false' }).JOBS_ENABLED).toBe(false);
  });
});
