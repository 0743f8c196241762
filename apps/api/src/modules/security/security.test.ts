import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createAgent, createCompanyWithPeople, createContact, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { auditEvents, joinRequests, signInThrottles } from '../../db/schema';

// The per-minute limit of check-user (its own test) is raised here, so only the lockout answers 429.
const { app, database } = await createTestApp({ SIGN_IN_ATTEMPTS_PER_MINUTE: '100' });
const db = database.db;

const browser = { 'x-client-ip': '203.0.113.7', 'x-client-user-agent': 'Mozilla/5.0 (Test) Firefox/140' };

const api = testClient(app);

/** check-user as the web server sends it (the secret, the browser's address), for one e-mail and password. */
const checkUser = (email: string, password: string, headers: Record<string, string> = {}) =>
  api.post('/api/customer/check-user', {
    secret: true,
    headers: { ...browser, ...headers },
    body: { email, password },
  });

const auditOf = (contactId: string) =>
  db.select().from(auditEvents).where(eq(auditEvents.contactId, contactId)).orderBy(auditEvents.createdAt);

const companyLog = (token: string, customerId: string, query = '') =>
  api.get(`/api/customer/audit-log?customerId=${customerId}${query}`, { token });

describe('password lockout', () => {
  it('locks an address (from one client) after five wrong passwords in a row, also for the right one, told as 429 sign_in_locked', async () => {
    const { buyer } = await createCompanyWithPeople(database);
    const email = buyer.contact.email;
    for (let i = 0; i < 4; i++) expect((await checkUser(email, `wrong-${i}-password`)).statusCode).toBe(401);
    // A success in between resets the count: four more wrong ones do not lock.
    expect((await checkUser(email.toUpperCase(), TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await checkUser(email, `wrong-${i}-password`)).statusCode).toBe(401);
    expect((await checkUser(email, 'wrong-5-password')).statusCode).toBe(401); // the fifth in a row locks
    const locked = await checkUser(email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['content-type']).toContain('application/problem+json');
    expect(locked.json()).toMatchObject({ code: 'sign_in_locked', status: 429 });
    expect(locked.json().retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    // The lock is in the database (every API process sees it); when it has run out, the right password works
    // and clears the count.
    const [row] = await db
      .select()
      .from(signInThrottles)
      .where(eq(signInThrottles.key, `password:${email}:203.0.113.7`));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    await db
      .update(signInThrottles)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(signInThrottles.key, `password:${email}:203.0.113.7`));
    expect((await checkUser(email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(
      await db
        .select()
        .from(signInThrottles)
        .where(eq(signInThrottles.key, `password:${email}:203.0.113.7`)),
    ).toEqual([]);
  });

  it('locks an unknown address the same way (the answers do not tell who has an account)', async () => {
    const email = `nobody-${randomUUID()}@nowhere.example`;
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await checkUser(email, 'some-password-1')).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    const rows = await db.select().from(auditEvents).where(eq(auditEvents.email, email));
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.outcome === 'failure' && r.contactId === null)).toBe(true);
  });
});

// Issue 14 §7: five wrong passwords locked an address for everyone, so five requests every 15 minutes kept its owner
// out for good, and one client could guess across any number of accounts.
describe('password guessing per client', () => {
  const from = (ip: string) => ({ 'x-client-ip': ip });
  const signInByLink = async (contactId: string, email: string, ip: string) => {
    const linkToken = randomBytes(32).toString('hex');
    const expires = new Date(Date.now() + 60 * 60_000).toISOString();
    const web = testClient(app, { secret: true, headers: from(ip) });
    expect(
      (await web.post('/api/sign-in/verification-tokens', { body: { identifier: email, token: linkToken, expires } }))
        .statusCode,
    ).toBe(204);
    expect(
      (await web.post('/api/sign-in/verification-tokens/use', { body: { identifier: email, token: linkToken } }))
        .statusCode,
    ).toBe(200);
    return web.post('/api/sign-in/session', { body: { contactId, method: 'email', email } });
  };

  it("locks the attacker's address for the account, not the owner signing in from another", async () => {
    const { buyer } = await createCompanyWithPeople(database);
    const email = buyer.contact.email;
    for (let i = 0; i < 5; i++) {
      expect((await checkUser(email, `wrong-${i}-password`, from('198.51.100.66'))).statusCode).toBe(401);
    }
    const attacker = await checkUser(email, TEST_PASSWORD, from('198.51.100.66'));
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect((await checkUser(email, TEST_PASSWORD, from('192.0.2.10'))).statusCode).toBe(200);
    // The owner's success leaves the attacker's lock as it was.
    expect((await checkUser(email, TEST_PASSWORD, from('198.51.100.66'))).statusCode).toBe(429);
  });

  it('limits wrong passwords per client across all accounts (30, then 429); an IPv6 client is its /64', async () => {
    const client = (i: number) => from(`2001:db8:14:7::${(i + 1).toString(16)}`);
    const answers = [];
    for (let i = 0; i < 30; i++) {
      answers.push((await checkUser(`guess-${i}-${randomUUID()}@kunde.example`, 'Guess-123456', client(i))).statusCode);
    }
    expect(answers.every((status) => status === 401)).toBe(true);
    // The 31st is refused, for any account, the right password too (a success would tell a right guess).
    const { buyer } = await createCompanyWithPeople(database);
    const refused = await checkUser(buyer.contact.email, TEST_PASSWORD, client(99));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'sign_in_locked' });
    expect(refused.json().retryAfterSeconds).toBeGreaterThan(14 * 60);
    // Another client is not affected.
    expect((await checkUser(buyer.contact.email, TEST_PASSWORD, from('2001:db8:14:8::1'))).statusCode).toBe(200);
  }, 120_000); // 31 password checks, each a deliberately slow hash

  it('locks an account guessed at from many addresses; its owner still gets in by e-mail link', async () => {
    const { buyer } = await createCompanyWithPeople(database);
    const email = buyer.contact.email;
    for (let a = 0; a < 5; a++) {
      for (let i = 0; i < 5; i++) {
        expect((await checkUser(email, `wrong-${a}-${i}-pw`, from(`198.18.${a}.1`))).statusCode).toBe(401);
      }
    }
    const owner = await checkUser(email, TEST_PASSWORD, from('192.0.2.20'));
    expect(owner.statusCode).toBe(429);
    expect(owner.json().retryAfterSeconds).toBeGreaterThan(14 * 60);
    // Control of the mailbox proves the owner: the e-mail link signs in while the password path is locked.
    const session = await signInByLink(buyer.contact.id, email, '192.0.2.20');
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().contactId).toBe(buyer.contact.id);
  });

  it('lets the owner who locked themselves out back in by e-mail link, and then by password again', async () => {
    const { buyer } = await createCompanyWithPeople(database);
    const email = buyer.contact.email;
    for (let i = 0; i < 5; i++)
      expect((await checkUser(email, `typo-${i}-password`, from('192.0.2.30'))).statusCode).toBe(401);
    expect((await checkUser(email, TEST_PASSWORD, from('192.0.2.30'))).statusCode).toBe(429);
    expect((await signInByLink(buyer.contact.id, email, '192.0.2.30')).statusCode).toBe(200);
    // The link's success clears the lock of this account from this address.
    expect((await checkUser(email, TEST_PASSWORD, from('192.0.2.30'))).statusCode).toBe(200);
  });
});

describe('audit log of sign-ins', () => {
  it('records password sign-ins and failures with method, person, client address and browser, never the password', async () => {
    const { company, admin, buyer } = await createCompanyWithPeople(database);
    const wrong = 'Wrong-Password-777';
    expect((await checkUser(buyer.contact.email, wrong)).statusCode).toBe(401);
    const ok = await checkUser(buyer.contact.email, TEST_PASSWORD);
    expect(ok.statusCode).toBe(200);
    const rows = await auditOf(buyer.contact.id);
    expect(rows.map((r) => [r.action, r.outcome, r.method])).toEqual([
      ['sign_in', 'failure', 'password'],
      ['sign_in', 'success', 'password'],
    ]);
    expect(rows[0]).toMatchObject({
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Test) Firefox/140',
      email: buyer.contact.email.toLowerCase(),
      details: { reason: 'invalid_credentials' },
    });
    const stored = JSON.stringify(await db.select().from(auditEvents));
    for (const secret of [wrong, TEST_PASSWORD, ok.json().accessToken, ok.json().refreshToken]) {
      expect(stored.includes(secret)).toBe(false);
    }

    // Signing out is recorded once (a repeated sign-out changes nothing).
    for (let i = 0; i < 2; i++) {
      const out = await api.post('/api/session/revoke', { body: { refreshToken: ok.json().refreshToken } });
      expect(out.statusCode).toBe(204);
    }
    expect((await auditOf(buyer.contact.id)).filter((r) => r.action === 'sign_out')).toHaveLength(1);

    // The company's admin reads them; the x-client-* headers are believed only from the web server (the secret).
    const log = await companyLog(admin.token, company.id);
    expect(log.statusCode).toBe(200);
    const actions = log.json().items.filter((i: { contactId: string }) => i.contactId === buyer.contact.id);
    expect(actions.map((i: { action: string }) => i.action)).toEqual(['sign_out', 'sign_in', 'sign_in']);
  });

  it('records e-mail link and passkey sign-ins, a spent link and a cloned passkey as failures', async () => {
    const person = await createContact(database, { email: `link-${randomUUID()}@kunde.example` });
    const used = await api.post('/api/sign-in/verification-tokens/use', {
      secret: true,
      headers: { ...browser },
      body: { identifier: person.email, token: randomBytes(32).toString('hex') },
    });
    expect(used.statusCode).toBe(404);
    const session = await api.post('/api/sign-in/session', {
      secret: true,
      headers: { ...browser },
      body: { contactId: person.id, method: 'email', email: person.email },
    });
    expect(session.statusCode).toBe(200);
    const credentialId = randomBytes(16).toString('base64url');
    const registered = await api.post('/api/sign-in/passkeys', {
      secret: true,
      body: {
        contactId: person.id,
        credentialId,
        publicKey: randomBytes(64).toString('base64url'),
        counter: 5,
        deviceType: 'singleDevice',
        isBackedUp: false,
        transports: ['internal'],
      },
    });
    expect(registered.statusCode).toBe(200);
    const cloned = await api.post(`/api/sign-in/passkeys/${credentialId}/counter`, {
      secret: true,
      headers: { ...browser },
      body: { counter: 5 },
    });
    expect(cloned.json().code).toBe('passkey_counter_not_increasing');
    const passkey = await api.post('/api/sign-in/session', {
      secret: true,
      headers: { ...browser },
      body: { contactId: person.id, method: 'passkey' },
    });
    expect(passkey.statusCode).toBe(200);
    const rows = await auditOf(person.id);
    expect(rows.map((r) => [r.action, r.outcome, r.method, r.details.reason ?? null])).toEqual([
      ['sign_in', 'failure', 'email', 'link_invalid'],
      ['sign_in', 'success', 'email', null],
      ['sign_in', 'failure', 'passkey', 'passkey_counter_not_increasing'],
      ['sign_in', 'success', 'passkey', null],
    ]);
    expect(rows.every((r) => r.ip === '203.0.113.7')).toBe(true);
  });

  it('limits sign-in links to five per address and client, and 15 per address, in 15 minutes, in the database', async () => {
    const email = `many-links-${randomUUID()}@kunde.example`;
    const ask = async (ip: string) =>
      (
        await api.post('/api/sign-in/email-link', {
          secret: true,
          headers: { 'x-client-ip': ip },
          body: { email, token: `link-token-${randomUUID()}` },
        })
      ).statusCode;
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await ask('198.51.100.200'));
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    // Someone asking for a person's links from one client does not keep the person from theirs (issue 14 §7:
    // the link is the way in while the password is locked).
    expect(await ask('192.0.2.50')).toBe(202);
    // Many clients together stop at 15 links an address (a mailbox is not flooded).
    for (let i = 0; i < 9; i++) expect(await ask(`198.51.100.${201 + Math.floor(i / 5)}`)).toBe(202);
    expect(await ask('192.0.2.51')).toBe(429);
  });
});

describe('audit log of admin changes', () => {
  it('records role changes, invitations, deactivations, company details and approval settings with who did it', async () => {
    const { company, admin, buyer, viewer } = await createCompanyWithPeople(database);
    const adminApi = api.as({ token: admin.token });
    expect(
      (
        await adminApi.post('/api/customer/change-contact-relation', {
          body: {
            customerId: company.id,
            contactId: buyer.contact.id,
            role: 'viewer',
          },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await adminApi.post('/api/customer/change-contact-relation', {
          body: {
            customerId: company.id,
            contactId: viewer.contact.id,
            isActive: false,
          },
        })
      ).statusCode,
    ).toBe(200);
    const invited = await adminApi.post('/api/customer/create-contact', {
      body: {
        customerId: company.id,
        email: `ny-${randomUUID()}@kunde.example`,
        firstName: 'Ny',
        lastName: 'Person',
        role: 'buyer',
      },
    });
    expect(invited.statusCode).toBe(200);
    expect(
      (await adminApi.put('/api/customer/update-customer', { body: { customerId: company.id, phone: '+4722334455' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await adminApi.put('/api/approvals/settings/company', {
          body: { customerId: company.id, perOrder: 500000, perMonth: null },
        })
      ).statusCode,
    ).toBe(200);
    // A refused change is not recorded as made.
    expect(
      (
        await adminApi.post('/api/customer/change-contact-relation', {
          body: {
            customerId: company.id,
            contactId: admin.contact.id,
            role: 'buyer',
          },
        })
      ).statusCode,
    ).toBe(422);

    const log = await companyLog(admin.token, company.id, '&take=50');
    expect(log.statusCode).toBe(200);
    const items = log.json().items as {
      action: string;
      email: string;
      actorContactId: string;
      actorEmail: string;
      details: object;
    }[];
    expect(items.map((i) => i.action)).toEqual([
      'approval_settings_changed',
      'company_updated',
      'contact_invited',
      'contact_deactivated',
      'role_changed',
    ]);
    expect(items.every((i) => i.actorContactId === admin.contact.id && i.actorEmail === admin.contact.email)).toBe(
      true,
    );
    expect(items.find((i) => i.action === 'role_changed')).toMatchObject({
      email: buyer.contact.email,
      details: { from: 'buyer', to: 'viewer' },
    });
    expect(items.find((i) => i.action === 'company_updated')?.details).toEqual({ changes: { phone: '+4722334455' } });

    // Paging: newest first, skip/take, with the total.
    const page = await companyLog(admin.token, company.id, '&skip=1&take=2');
    expect(page.json()).toMatchObject({ total: 5, skip: 1, take: 2 });
    expect(page.json().items.map((i: { action: string }) => i.action)).toEqual(['company_updated', 'contact_invited']);
    const filtered = await companyLog(admin.token, company.id, '&action=role_changed');
    expect(filtered.json().total).toBe(1);
  });

  it('records an agent blocking a company and changing its credit limit', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const agent = await createAgent(database);
    const res = await api.patch(`/api/backoffice/customers/${company.id}`, {
      token: agent.token,
      body: { isBlocked: true, creditLimit: 7_654_321, reason: 'Unpaid invoices' },
    });
    expect(res.statusCode).toBe(200);
    const log = await companyLog(admin.token, company.id, '&action=company_updated');
    expect(log.json().items).toEqual([
      expect.objectContaining({
        actorContactId: agent.contact.id,
        // A staff change (auditChange): the changed fields before and after, the reason beside them.
        entityType: 'company',
        entityId: company.id,
        before: { isBlocked: false, blockedReason: null, creditLimit: expect.any(Number) },
        after: { isBlocked: true, blockedReason: 'Unpaid invoices', creditLimit: 7_654_321 },
        details: { reason: 'Unpaid invoices' },
      }),
    ]);
  });

  it('records an admin approving a join request with the role given', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const email = `joiner-${randomUUID()}@kunde.example`;
    const [request] = await db
      .insert(joinRequests)
      .values({
        companyId: company.id,
        email,
        firstName: 'Jo',
        lastName: 'Iner',
        tokenHash: randomBytes(32).toString('hex'),
        tokenExpiresAt: new Date(Date.now() + 60_000),
        status: 'pending',
        verifiedAt: new Date(),
      })
      .returning();
    const approved = await api.post(`/api/customers/${company.id}/join-requests/${request!.id}/approve`, {
      token: admin.token,
      body: { role: 'buyer' },
    });
    expect(approved.statusCode).toBe(200);
    const log = await companyLog(admin.token, company.id, '&action=join_approved');
    expect(log.json().items).toEqual([
      expect.objectContaining({ email, actorContactId: admin.contact.id, details: { role: 'buyer' } }),
    ]);
  });

  it('records a password change and a refused one, without the passwords', async () => {
    const { buyer } = await createCompanyWithPeople(database);
    const change = (currentPassword: string) =>
      api.post(`/api/customer/customer/${buyer.contact.id}/change-password`, {
        secret: true,
        body: { currentPassword, newPassword: 'A-much-better-password-2026' },
      });
    expect((await change('not-the-password-1')).statusCode).toBe(422);
    expect((await change(TEST_PASSWORD)).statusCode).toBe(200);
    const rows = await auditOf(buyer.contact.id);
    expect(rows.map((r) => [r.action, r.outcome])).toEqual([
      ['password_changed', 'failure'],
      ['password_changed', 'success'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('better-password');
  });
});

describe('who reads the audit log', () => {
  it('lets admins read their own company, agents everyone, and refuses others', async () => {
    const { company, admin, buyer } = await createCompanyWithPeople(database);
    const other = await createCompanyWithPeople(database);
    const agent = await createAgent(database);
    expect((await companyLog(admin.token, company.id)).statusCode).toBe(200);
    expect((await companyLog(buyer.token, company.id)).statusCode).toBe(403);
    expect([403, 404]).toContain((await companyLog(other.admin.token, company.id)).statusCode);
    expect((await api.get(`/api/customer/audit-log?customerId=${company.id}`)).statusCode).toBe(401);
    expect((await companyLog(admin.token, 'not-a-uuid')).statusCode).toBe(400);
    expect((await companyLog(agent.token, company.id)).statusCode).toBe(200);
    expect((await companyLog(agent.token, randomUUID())).statusCode).toBe(404);

    const all = await api.get('/api/backoffice/audit-log?take=5', { token: agent.token });
    expect(all.statusCode).toBe(200);
    expect(all.json().items.length).toBeGreaterThan(0);
    const byPerson = await api.get(`/api/backoffice/audit-log?contactId=${admin.contact.id}&outcome=failure`, {
      token: agent.token,
    });
    expect(byPerson.statusCode).toBe(200);
    expect((await api.get('/api/backoffice/audit-log', { token: admin.token })).statusCode).toBe(403);
    expect((await api.get('/api/backoffice/audit-log?take=0', { token: agent.token })).statusCode).toBe(400);
  });
});
