// Issue 14 §1: an invitation must not be a way to learn about, or take over, someone else. A read-only viewer of one
// company registers a company of their own, invites an existing person (staff too) under made-up names, and walks
// every call that answers with people: nothing the shop knows about the person may show (stored name, phone, other
// companies, earlier sign-ins), and the person becomes a member only by an act of their own.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import {
  createAgent,
  createCompanyWithPeople,
  createContact,
  norwegianOrgNumber,
  osloAddress,
  signIn,
  TEST_PASSWORD,
} from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { invitationTokenFor } from '../../../test/mailbox';
import { companyContacts, contacts } from '../../db/schema';

const { app, database } = await createTestApp();
const api = testClient(app);
const db = database.db;

/** A person's password sign-in through the web server, with the browser it reports. */
const passwordSignIn = (email: string, password = TEST_PASSWORD, ip = '198.51.100.7') =>
  api.post('/api/customer/check-user', {
    secret: true,
    headers: { 'x-client-ip': ip, 'x-client-user-agent': 'VictimBrowser/1.0' },
    body: { email, password },
  });

/** The victim: a member of a real company, with a phone, who has signed in (and once failed to). */
async function victim(options: { staff?: boolean } = {}) {
  const home = await createCompanyWithPeople(database, { name: `Hjemmefirma ${randomUUID().slice(0, 6)}` });
  const person = options.staff
    ? (await createAgent(database)).contact
    : await createContact(database, { company: home.company, role: 'buyer' });
  await db.update(contacts).set({ phone: '+47 915 55 123' }).where(eq(contacts.id, person.id));
  expect((await passwordSignIn(person.email, 'wrong-password-1')).statusCode).toBe(401);
  expect((await passwordSignIn(person.email)).statusCode).toBe(200);
  return { person, home };
}

/** The attacker: a viewer elsewhere who registers a company and is its admin. */
async function attacker() {
  const { viewer } = await createCompanyWithPeople(database);
  const res = await api.post('/api/customer/initcompany', {
    token: viewer.token,
    body: { name: 'Lureri AS', orgNumber: norwegianOrgNumber(), market: 'NO', invoiceAddress: osloAddress },
  });
  expect(res.statusCode).toBe(200);
  // The membership is read per request: the same token now carries the admin role of the new company.
  return { token: viewer.token, customerId: res.json().customerId as string, contactId: viewer.contact.id };
}

const typed = { firstName: 'Skrevet', lastName: 'Navnesen' };

type Operation = { parameters?: { in: string; name: string }[]; 'x-auth'?: string };
const doc = (await api.get('/openapi.json')).json() as {
  paths: Record<string, Record<string, Operation>>;
};

/**
 * Every read a company's admin can make about their company: each GET of the OpenAPI document that takes the
 * company's id (in the path or the query), as the inviter. New reads are walked without touching this file.
 */
async function answersToInviter(inviter: { token: string; customerId: string }) {
  const { token, customerId } = inviter;
  const reads = Object.entries(doc.paths).flatMap(([path, methods]) => {
    const op = methods.get;
    const params = op?.parameters ?? [];
    if (!op || !['person', 'person-or-secret'].includes(op['x-auth'] ?? 'person')) return [];
    if (!params.some((p) => p.name === 'customerId')) return [];
    if (params.some((p) => p.in === 'path' && p.name !== 'customerId')) return [];
    const inQuery = params.some((p) => p.in === 'query' && p.name === 'customerId');
    return [{ url: path.replace('{customerId}', customerId), query: inQuery ? { customerId } : undefined }];
  });
  expect(reads.map((r) => r.url)).toEqual(
    expect.arrayContaining([
      `/api/customers/${customerId}/contacts`,
      '/api/customer/audit-log',
      `/api/customers/${customerId}/join-requests`,
      '/api/approvals/settings',
    ]),
  );
  const answers = await Promise.all(reads.map((r) => api.get(r.url, { token, query: r.query })));
  expect(answers.filter((res) => res.statusCode >= 500)).toEqual([]);
  return answers.map((res) => res.body).join('\n');
}

function expectNothingKnown(text: string, known: { firstName: string; lastName: string; otherCompany: string }) {
  expect(text).not.toContain(known.lastName);
  expect(text).not.toContain('915 55 123');
  expect(text).not.toContain(known.otherCompany);
  expect(text).not.toContain('198.51.100.7');
  expect(text).not.toContain('VictimBrowser');
}

describe('an invitation tells the inviter nothing about an existing person', () => {
  for (const staff of [false, true]) {
    it(`shows what the inviter typed, and none of the ${staff ? 'agent' : 'person'}'s sign-ins`, async () => {
      const { person, home } = await victim({ staff });
      const inviter = await attacker();
      const invited = await api.post('/api/customer/create-contact', {
        token: inviter.token,
        body: { customerId: inviter.customerId, role: 'admin', email: person.email.toUpperCase(), ...typed },
      });
      expect(invited.statusCode).toBe(200);
      expect(invited.json().member).toMatchObject({ ...typed, email: person.email, status: 'invited' });
      const known = { firstName: person.firstName, lastName: person.lastName, otherCompany: home.company.name };
      expectNothingKnown(invited.body, known);

      // A role change answers with the member as well.
      const changed = await api.post('/api/customer/change-contact-relation', {
        token: inviter.token,
        body: { customerId: inviter.customerId, contactId: person.id, role: 'buyer' },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().member).toMatchObject(typed);
      expectNothingKnown(changed.body, known);

      const listed = await api.get(`/api/customers/${inviter.customerId}/contacts`, {
        token: inviter.token,
      });
      expect(listed.json().contacts.find((c: { contactId: string }) => c.contactId === person.id)).toMatchObject({
        ...typed,
        status: 'invited',
      });

      // The person signs in again with a password: the invitation stays open, they do not join.
      const again = await passwordSignIn(person.email);
      expect(again.statusCode).toBe(200);
      expect(again.json().companies.map((c: { customerId: string }) => c.customerId)).not.toContain(inviter.customerId);
      const [membership] = await db.select().from(companyContacts).where(eq(companyContacts.contactId, person.id));
      expect(membership).toBeDefined();
      const log = await api.get('/api/customer/audit-log', {
        token: inviter.token,
        query: { customerId: inviter.customerId },
      });
      expect(log.statusCode).toBe(200);
      const actions = log.json().items.map((item: { action: string }) => item.action);
      expect(actions).not.toContain('sign_in');
      expectNothingKnown(await answersToInviter(inviter), known);
    });
  }

  it('does not tell a disabled account from any other', async () => {
    const inviter = await attacker();
    const disabled = await createContact(database);
    await db.update(contacts).set({ isActive: false }).where(eq(contacts.id, disabled.id));
    const answers = await Promise.all(
      [disabled.email, `ny-${randomUUID()}@kunde.example`].map((email) =>
        api.post('/api/customer/create-contact', {
          token: inviter.token,
          body: { customerId: inviter.customerId, role: 'viewer', email, ...typed },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().member).toMatchObject({ ...typed, status: 'invited' });
  });
});

describe('an invitation is accepted only by its addressee, explicitly', () => {
  it('is not accepted by an e-mail link sign-in either', async () => {
    const { person } = await victim();
    const inviter = await attacker();
    await api.post('/api/customer/create-contact', {
      token: inviter.token,
      body: { customerId: inviter.customerId, role: 'buyer', email: person.email, ...typed },
    });
    const session = await api.post('/api/sign-in/session', {
      secret: true,
      body: { contactId: person.id, method: 'email', email: person.email },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().companies.map((c: { customerId: string }) => c.customerId)).not.toContain(inviter.customerId);
  });

  it('lists the open invitations in the account with the company named; accept and decline are the person’s', async () => {
    const { person } = await victim();
    const first = await attacker();
    const second = await attacker();
    for (const inviter of [first, second]) {
      const res = await api.post('/api/customer/create-contact', {
        token: inviter.token,
        body: { customerId: inviter.customerId, role: 'buyer', email: person.email, ...typed },
      });
      expect(res.statusCode).toBe(200);
    }
    const { accessToken } = await signIn(database, person);
    const mine = await api.get('/api/customer/invitations/mine', { token: accessToken });
    expect(mine.statusCode).toBe(200);
    const invitations = mine.json().invitations as { invitationId: string; customerId: string; companyName: string }[];
    expect(invitations.map((i) => i.customerId).sort()).toEqual([first.customerId, second.customerId].sort());
    expect(invitations.every((i) => i.companyName === 'Lureri AS')).toBe(true);
    const toFirst = invitations.find((i) => i.customerId === first.customerId)!;
    const toSecond = invitations.find((i) => i.customerId === second.customerId)!;

    // Nobody else can accept or decline them (the same 404 as an unknown one); the inviter neither.
    for (const id of [toFirst.invitationId, randomUUID()]) {
      const res = await api.post(`/api/customer/invitations/${id}/accept`, { token: first.token });
      expect(res.statusCode).toBe(404);
    }
    const notMine = await api.get('/api/customer/invitations/mine', { token: first.token });
    expect(notMine.json().invitations).toEqual([]);

    // Before accepting: signs in; after: a member with their own name shown; their earlier sign-ins stay hidden.
    const accepted = await api.post(`/api/customer/invitations/${toFirst.invitationId}/accept`, {
      token: accessToken,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ customerId: first.customerId, role: 'buyer', status: 'active' });
    const twice = await api.post(`/api/customer/invitations/${toFirst.invitationId}/accept`, {
      token: accessToken,
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().code).toBe('invitation_already_accepted');

    const declined = await api.post(`/api/customer/invitations/${toSecond.invitationId}/decline`, {
      token: accessToken,
    });
    expect(declined.statusCode).toBe(200);
    const secondMembers = await api.get(`/api/customers/${second.customerId}/contacts`, {
      token: second.token,
    });
    expect(secondMembers.json().contacts.some((c: { contactId: string }) => c.contactId === person.id)).toBe(false);
    expect((await api.get('/api/customer/invitations/mine', { token: accessToken })).json()).toEqual({
      invitations: [],
    });

    const members = await api.get(`/api/customers/${first.customerId}/contacts`, {
      token: first.token,
    });
    expect(members.json().contacts.find((c: { contactId: string }) => c.contactId === person.id)).toMatchObject({
      firstName: person.firstName,
      lastName: person.lastName,
      status: 'active',
    });
    const auditOf = async () =>
      (
        await api.get('/api/customer/audit-log', {
          token: first.token,
          query: { customerId: first.customerId, take: '200' },
        })
      ).json().items as { action: string; contactId: string | null; ip: string | null }[];
    expect((await auditOf()).filter((e) => e.action === 'sign_in' && e.contactId === person.id)).toEqual([]);
    expect((await auditOf()).some((e) => e.action === 'invitation_accepted' && e.contactId === person.id)).toBe(true);

    // Signing in as a member shows; after they are deactivated, their sign-ins no longer do.
    expect((await passwordSignIn(person.email, TEST_PASSWORD, '203.0.113.9')).statusCode).toBe(200);
    const whileMember = (await auditOf()).filter((e) => e.action === 'sign_in' && e.contactId === person.id);
    expect(whileMember.map((e) => e.ip)).toEqual(['203.0.113.9']);
    const deactivated = await api.post('/api/customer/change-contact-relation', {
      token: first.token,
      body: { customerId: first.customerId, contactId: person.id, isActive: false },
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await passwordSignIn(person.email, TEST_PASSWORD, '203.0.113.10')).statusCode).toBe(200);
    const afterLeaving = (await auditOf()).filter((e) => e.action === 'sign_in' && e.contactId === person.id);
    expect(afterLeaving.map((e) => e.ip)).toEqual(['203.0.113.9']);
  });

  it('looks up the invitation of a link for its addressee only, with the company named', async () => {
    const { person } = await victim();
    const inviter = await attacker();
    await api.post('/api/customer/create-contact', {
      token: inviter.token,
      body: { customerId: inviter.customerId, role: 'viewer', email: person.email, ...typed },
    });
    const token = await invitationTokenFor(database, person.email);
    const { accessToken } = await signIn(database, person);
    const found = await api.post('/api/customer/invitations/lookup', {
      token: accessToken,
      body: { token },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ customerId: inviter.customerId, companyName: 'Lureri AS', role: 'viewer' });
    expect(found.json().status).toBe('open');
    const someoneElse = await api.post('/api/customer/invitations/lookup', {
      token: inviter.token,
      body: { token },
    });
    expect(someoneElse.statusCode).toBe(404);
    // Looking is not accepting.
    const [membership] = await db
      .select()
      .from(companyContacts)
      .where(and(eq(companyContacts.contactId, person.id), eq(companyContacts.companyId, inviter.customerId)));
    expect(membership).toMatchObject({ isActive: false, acceptedAt: null });
    const mine = await api.get('/api/customer/invitations/mine', { token: accessToken });
    expect(mine.json().invitations).toHaveLength(1);
  });
});
