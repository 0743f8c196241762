import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createCompanyWithPeople, createContact, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { invitationTokenFor, mailsTo } from '../../../test/mailbox';
import { companyContacts, contacts, invitations } from '../../db/schema';

const { app, database } = await createTestApp();
const api = testClient(app);

/** A company whose admin has invited a person (new contact, or the one given). */
async function invitedPerson(options: { email?: string; role?: 'buyer' | 'viewer' } = {}) {
  const people = await createCompanyWithPeople(database);
  const email = options.email ?? `invited-${randomUUID()}@kunde.example`;
  const res = await api.post('/api/customer/create-contact', {
    token: people.admin.token,
    body: {
      customerId: people.company.id,
      role: options.role ?? 'buyer',
      email,
      firstName: 'Ida',
      lastName: 'Invitert',
    },
  });
  expect(res.statusCode).toBe(200);
  return { ...people, email, contactId: res.json().member.contactId as string };
}

const membershipOf = async (companyId: string, contactId: string) => {
  const [row] = await database.db
    .select()
    .from(companyContacts)
    .where(and(eq(companyContacts.companyId, companyId), eq(companyContacts.contactId, contactId)));
  return row;
};

describe('POST /api/customer/company/{companyId}/contact/{contactId}/invite', () => {
  const invite = (companyId: string, contactId: string, options: { secret?: boolean; token?: string } = {}) =>
    api.post(`/api/customer/company/${companyId}/contact/${contactId}/invite`, options);

  it('sends a new single-use link and withdraws the earlier one', async () => {
    const { company, email, contactId } = await invitedPerson();
    const firstToken = await invitationTokenFor(database, email);
    const res = await invite(company.id, contactId, { secret: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ customerId: company.id, contactId, email, role: 'buyer' });
    const secondToken = await invitationTokenFor(database, email);
    expect(secondToken).not.toBe(firstToken);
    expect(await mailsTo(database, email)).toHaveLength(2);

    // The token is stored hashed only.
    const stored = await database.db.select().from(invitations).where(eq(invitations.contactId, contactId));
    expect(stored.map((row) => row.tokenHash)).not.toContain(secondToken);

    const contact = (await database.db.select().from(contacts).where(eq(contacts.id, contactId)))[0]!;
    const { accessToken } = await signIn(database, contact);
    const old = await api.post('/api/customer/invitations/accept', {
      token: accessToken,
      body: { token: firstToken },
    });
    expect(old.statusCode).toBe(422);
    expect(old.json().code).toBe('invitation_revoked');
  });

  it('answers 404 for an unknown company or contact, 422 request_invalid for a malformed id', async () => {
    const { company, contactId } = await invitedPerson();
    expect((await invite(randomUUID(), contactId, { secret: true })).statusCode).toBe(404);
    expect((await invite(company.id, randomUUID(), { secret: true })).statusCode).toBe(404);
    // The spec's invite handles 404 and 422, not 400 (docs/client.md, "Statuses").
    const malformed = await invite(company.id, 'nope', { secret: true });
    expect([malformed.statusCode, malformed.json().code]).toEqual([422, 'request_invalid']);
  });

  it('answers 422 for a non-member and for a member who already joined, in the caller language', async () => {
    const { company, buyer } = await createCompanyWithPeople(database);
    const stranger = await createContact(database);
    const outside = await invite(company.id, stranger.id, { secret: true });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().code).toBe('contact_not_member');
    const joined = await api.post(`/api/customer/company/${company.id}/contact/${buyer.contact.id}/invite`, {
      secret: true,
      lang: 'en',
    });
    expect(joined.statusCode).toBe(422);
    expect(joined.json()).toMatchObject({
      code: 'invitation_already_accepted',
      title: 'The contact has already accepted the invitation.',
    });
  });

  it('is for the web server only (403 person token, 401 anonymous)', async () => {
    const { company, admin, contactId } = await invitedPerson();
    expect((await invite(company.id, contactId, { token: admin.token })).statusCode).toBe(403);
    expect((await invite(company.id, contactId)).statusCode).toBe(401);
  });
});

describe('GET /invitations/by-email/{email}', () => {
  it('lists open invitations with the company name and role', async () => {
    const { company, email } = await invitedPerson({ role: 'viewer' });
    const res = await api.get(`/invitations/by-email/${encodeURIComponent(email.toUpperCase())}`, {
      secret: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email,
      invitations: [expect.objectContaining({ customerId: company.id, companyName: company.name, role: 'viewer' })],
    });
  });

  it('leaves out expired invitations: 404 when none is open', async () => {
    const { email } = await invitedPerson();
    await database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, email));
    const res = await api.get(`/invitations/by-email/${email}`, { secret: true, lang: 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json().title).toBe('What you asked for was not found.');
  });

  it('answers 400 for a malformed e-mail, 403 for a person, 401 anonymous', async () => {
    const { admin, email } = await invitedPerson();
    expect((await api.get('/invitations/by-email/not-an-email', { secret: true })).statusCode).toBe(400);
    expect((await api.get(`/invitations/by-email/${email}`, { token: admin.token })).statusCode).toBe(403);
    expect((await api.get(`/invitations/by-email/${email}`)).statusCode).toBe(401);
  });
});

describe('POST /api/customer/invitations/accept', () => {
  async function signedInInvitee() {
    const invited = await invitedPerson();
    const contact = (await database.db.select().from(contacts).where(eq(contacts.id, invited.contactId)))[0]!;
    const { accessToken } = await signIn(database, contact);
    return { ...invited, accessToken, linkToken: await invitationTokenFor(database, invited.email) };
  }

  it('joins the company, verifies the e-mail, and works once', async () => {
    const { company, contactId, accessToken, linkToken } = await signedInInvitee();
    const before = await api.get(`/api/customer/list-addresses/${company.id}`, { token: accessToken });
    expect(before.statusCode).toBe(404);

    const res = await api.post('/api/customer/invitations/accept', {
      token: accessToken,
      body: { token: linkToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ customerId: company.id, role: 'buyer', status: 'active' });
    expect(await membershipOf(company.id, contactId)).toMatchObject({ isActive: true, acceptedAt: expect.any(Date) });
    const [contact] = await database.db.select().from(contacts).where(eq(contacts.id, contactId));
    expect(contact!.emailVerifiedAt).toBeInstanceOf(Date);
    const after = await api.get(`/api/customer/list-addresses/${company.id}`, { token: accessToken });
    expect(after.statusCode).toBe(200);

    const again = await api.post('/api/customer/invitations/accept', {
      token: accessToken,
      body: { token: linkToken },
      lang: 'nb',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'invitation_already_accepted',
      title: 'Kontakten har allerede tatt imot invitasjonen.',
    });
  });

  it("answers 404 for someone else's or an unknown token, 422 when expired", async () => {
    const { accessToken, linkToken, email } = await signedInInvitee();
    const stranger = await createContact(database);
    const strangerToken = (await signIn(database, stranger)).accessToken;
    const foreign = await api.post('/api/customer/invitations/accept', {
      token: strangerToken,
      body: { token: linkToken },
    });
    expect(foreign.statusCode).toBe(404);
    const unknown = await api.post('/api/customer/invitations/accept', {
      token: accessToken,
      body: { token: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(404);

    await database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, email));
    const expired = await api.post('/api/customer/invitations/accept', {
      token: accessToken,
      body: { token: linkToken },
      lang: 'en',
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({
      code: 'invitation_expired',
      title: 'The invitation has expired. Ask for a new one.',
    });
  });

  it('answers 400 for a malformed token and 401 without sign-in', async () => {
    const { accessToken, linkToken } = await signedInInvitee();
    const bad = await api.post('/api/customer/invitations/accept', {
      token: accessToken,
      body: { token: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('body.token');
    const anonymous = await api.post('/api/customer/invitations/accept', { body: { token: linkToken } });
    expect(anonymous.statusCode).toBe(401);
  });
});
