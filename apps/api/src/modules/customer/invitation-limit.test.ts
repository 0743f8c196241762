// Issue 14 §10: invitations had no limit (the review sent 190 in 11 seconds). A company may send
// INVITATIONS_PER_HOUR (default 50) an hour, counted in the database, whichever call sends them.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createCompanyWithPeople } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { invitations } from '../../db/schema';
import { parseEnv } from '../../env';

const { app, database } = await createTestApp({ INVITATIONS_PER_HOUR: '3' });
const api = testClient(app);

const invite = (token: string, customerId: string) =>
  api.post('/api/customer/create-contact', {
    token,
    body: { customerId, role: 'viewer', email: `n-${randomUUID()}@kunde.example`, firstName: 'N', lastName: 'N' },
  });

describe('invitations per company and hour', () => {
  it('is 50 unless configured', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).INVITATIONS_PER_HOUR).toBe(50);
  });

  it('refuses the one over the limit with 429 and when to try again; other companies are not held up', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const answers = await Promise.all(Array.from({ length: 5 }, () => invite(admin.token, company.id)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'invitation_limit_reached', limit: 3 });
    const retry = refused.json().retryAfterSeconds as number;
    expect(retry).toBeGreaterThan(3500);
    expect(retry).toBeLessThanOrEqual(3600);
    expect(refused.headers['retry-after']).toBe(String(retry));
    expect(await database.db.select().from(invitations).where(eq(invitations.companyId, company.id))).toHaveLength(3);

    // Re-sending counts as well.
    const contactId = answers.find((res) => res.statusCode === 200)!.json().member.contactId;
    const resend = await api.post('/api/customer/change-contact-relation', {
      token: admin.token,
      body: { customerId: company.id, contactId, isActive: true },
    });
    expect(resend.statusCode).toBe(429);

    const other = await createCompanyWithPeople(database);
    expect((await invite(other.admin.token, other.company.id)).statusCode).toBe(200);
  });

  it('counts only the last hour', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    for (let i = 0; i < 3; i++) expect((await invite(admin.token, company.id)).statusCode).toBe(200);
    await database.db
      .update(invitations)
      .set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(invitations.companyId, company.id));
    expect((await invite(admin.token, company.id)).statusCode).toBe(200);
  });
});
