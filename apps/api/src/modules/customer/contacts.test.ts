import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createAgent, createCompanyWithPeople, createContact } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { mailsTo } from '../../../test/mailbox';
import { contacts } from '../../db/schema';

const { app, database } = await createTestApp();
const api = testClient(app);

const newPerson = () => ({
  email: `ny-${randomUUID()}@kunde.example`,
  firstName: 'Ola',
  lastName: 'Nordmann',
  phone: '+47 912 34 567',
});

describe('POST /api/customer/create-contact', () => {
  it('adds a new person as invited and mails the invitation', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const person = newPerson();
    const res = await api.post('/api/customer/create-contact', {
      token: admin.token,
      body: { customerId: company.id, role: 'buyer', ...person },
    });
    expect(res.statusCode).toBe(200);
    const { member, invitation } = res.json();
    expect(member).toMatchObject({ customerId: company.id, email: person.email, role: 'buyer', status: 'invited' });
    expect(invitation).toMatchObject({ contactId: member.contactId, role: 'buyer', companyName: company.name });
    const expiresInDays = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(6.9);
    expect(expiresInDays).toBeLessThanOrEqual(7);
    const [mail] = await mailsTo(database, person.email);
    expect(mail).toMatchObject({
      template: 'customer-invitation',
      subject: `Du er invitert til ${company.name} i Engros`,
    });
    expect(mail!.text).toContain('innkjøper');

    // Invited is not yet a member: the list shows them, but they have no access.
    const list = await api.get(`/api/customers/${company.id}/contacts`, { token: admin.token });
    expect(list.json().contacts).toContainEqual(
      expect.objectContaining({ contactId: member.contactId, status: 'invited' }),
    );
  });

  it('adds an existing contact found by e-mail', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const existing = await createContact(database);
    const res = await api.post('/api/customer/create-contact', {
      token: admin.token,
      body: { customerId: company.id, role: 'viewer', ...newPerson(), email: existing.email },
    });
    expect(res.statusCode).toBe(200);
    // The company sees what its admin typed until the person accepts, never the stored name (issue 14).
    const typed = res.json().member;
    expect(typed).toMatchObject({ contactId: existing.id, status: 'invited' });
    expect(typed.lastName).not.toBe(existing.lastName);
  });

  it('refuses someone who already belongs to the company (422), in both languages', async () => {
    const { company, admin, buyer } = await createCompanyWithPeople(database);
    const body = { customerId: company.id, role: 'viewer', ...newPerson(), email: buyer.contact.email };
    const nb = await api.post('/api/customer/create-contact', { token: admin.token, body });
    expect(nb.statusCode).toBe(422);
    expect(nb.json()).toMatchObject({
      code: 'contact_already_member',
      title: 'Kontakten er allerede knyttet til kunden.',
    });
    const en = await api.post('/api/customer/create-contact', { token: admin.token, body, lang: 'en' });
    expect(en.json().title).toBe('The contact already belongs to the customer.');
  });

  it('answers 400 for a malformed body', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const res = await api.post('/api/customer/create-contact', {
      token: admin.token,
      body: { customerId: company.id, role: 'owner', email: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['body.role', 'body.email', 'body.firstName', 'body.lastName']),
    );
  });

  it('needs an admin of that company (403 buyer, 404 other company, 401 anonymous)', async () => {
    const { company, buyer } = await createCompanyWithPeople(database);
    const other = await createCompanyWithPeople(database);
    const body = { customerId: company.id, role: 'buyer', ...newPerson() };
    expect((await api.post('/api/customer/create-contact', { token: buyer.token, body })).statusCode).toBe(403);
    const across = await api.post('/api/customer/create-contact', { token: other.admin.token, body });
    expect(across.statusCode).toBe(404);
    expect((await api.post('/api/customer/create-contact', { body })).statusCode).toBe(401);
    // Nothing was created by the refused calls.
    const [created] = await database.db.select().from(contacts).where(eq(contacts.email, body.email));
    expect(created).toBeUndefined();
  });
});

describe('POST /api/customer/change-contact-relation', () => {
  const change = (token: string, body: Record<string, unknown>, lang?: 'nb' | 'en') =>
    api.post('/api/customer/change-contact-relation', { token, body, lang });

  it("changes a member's role and deactivates and reactivates them", async () => {
    const { company, admin, buyer } = await createCompanyWithPeople(database);
    const promoted = await change(admin.token, { customerId: company.id, contactId: buyer.contact.id, role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().member).toMatchObject({ role: 'admin', status: 'active' });

    const off = await change(admin.token, { customerId: company.id, contactId: buyer.contact.id, isActive: false });
    expect(off.json().member).toMatchObject({ role: 'admin', status: 'inactive' });
  });

  it('stops access at once when a member is deactivated, and gives it back on reactivation', async () => {
    const { company, admin, viewer } = await createCompanyWithPeople(database);
    const off = await change(admin.token, { customerId: company.id, contactId: viewer.contact.id, isActive: false });
    expect(off.statusCode).toBe(200);
    const blocked = await api.get(`/api/customer/list-addresses/${company.id}`, { token: viewer.token });
    expect(blocked.statusCode).toBe(404);
    const on = await change(admin.token, { customerId: company.id, contactId: viewer.contact.id, isActive: true });
    expect(on.json().member.status).toBe('active');
    const back = await api.get(`/api/customer/list-addresses/${company.id}`, { token: viewer.token });
    expect(back.statusCode).toBe(200);
  });

  it('keeps the last active admin (422 last_admin) and refuses changing oneself', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const agent = await createAgent(database);
    const demote = await change(
      agent.token,
      { customerId: company.id, contactId: admin.contact.id, role: 'buyer' },
      'en',
    );
    expect(demote.statusCode).toBe(422);
    expect(demote.json()).toMatchObject({
      code: 'last_admin',
      title: 'The customer must keep at least one administrator.',
    });
    const deactivate = await change(agent.token, {
      customerId: company.id,
      contactId: admin.contact.id,
      isActive: false,
    });
    expect(deactivate.json().code).toBe('last_admin');
    const self = await change(admin.token, { customerId: company.id, contactId: admin.contact.id, role: 'viewer' });
    expect(self.statusCode).toBe(422);
    expect(self.json().code).toBe('cannot_change_own_role');
  });

  it('lets one admin demote another while a second admin remains', async () => {
    const { company, admin, buyer } = await createCompanyWithPeople(database);
    await change(admin.token, { customerId: company.id, contactId: buyer.contact.id, role: 'admin' });
    const res = await change(buyer.token, { customerId: company.id, contactId: admin.contact.id, role: 'viewer' });
    expect(res.statusCode).toBe(200);
    expect(res.json().member.role).toBe('viewer');
  });

  it('never leaves the company without an admin when two admins demote each other at once', async () => {
    const { company, admin, buyer } = await createCompanyWithPeople(database);
    await change(admin.token, { customerId: company.id, contactId: buyer.contact.id, role: 'admin' });
    const results = await Promise.all([
      change(admin.token, { customerId: company.id, contactId: buyer.contact.id, role: 'buyer' }),
      change(buyer.token, { customerId: company.id, contactId: admin.contact.id, role: 'buyer' }),
    ]);
    const statuses = results.map((r) => r.statusCode);
    // The second call either sees the first one's demotion (last_admin) or, having lost its own admin role, is refused.
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const list = (await api.get(`/api/customers/${company.id}/contacts`, { token: admin.token })).json();
    const admins = list.contacts.filter(
      (c: { role: string; status: string }) => c.role === 'admin' && c.status === 'active',
    );
    expect(admins).toHaveLength(1);
  });

  it('withdraws the invitation when an invited person is deactivated', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const person = newPerson();
    const created = await api.post('/api/customer/create-contact', {
      token: admin.token,
      body: { customerId: company.id, role: 'buyer', ...person },
    });
    const contactId = created.json().member.contactId;
    const res = await change(admin.token, { customerId: company.id, contactId, isActive: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().member).toBeNull();
    const invitations = await api.get(`/invitations/by-email/${person.email}`, { secret: true });
    expect(invitations.statusCode).toBe(404);
  });

  it('re-sends the invitation when an invited person is reactivated', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const person = newPerson();
    const created = await api.post('/api/customer/create-contact', {
      token: admin.token,
      body: { customerId: company.id, role: 'buyer', ...person },
    });
    const contactId = created.json().member.contactId;
    const res = await change(admin.token, { customerId: company.id, contactId, isActive: true, role: 'viewer' });
    expect(res.json().member).toMatchObject({ status: 'invited', role: 'viewer' });
    expect(await mailsTo(database, person.email)).toHaveLength(2);
    const open = (await api.get(`/invitations/by-email/${person.email}`, { secret: true })).json();
    expect(open.invitations).toEqual([expect.objectContaining({ role: 'viewer' })]);
  });

  it('answers 422 for someone outside the company, 400 for an empty change', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const stranger = await createContact(database);
    const res = await change(admin.token, { customerId: company.id, contactId: stranger.id, role: 'buyer' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('contact_not_member');
    const empty = await change(admin.token, { customerId: company.id, contactId: stranger.id });
    expect(empty.statusCode).toBe(400);
  });

  it('needs an admin of that company (403 viewer, 404 other company, 401 anonymous)', async () => {
    const { company, buyer, viewer } = await createCompanyWithPeople(database);
    const other = await createCompanyWithPeople(database);
    const body = { customerId: company.id, contactId: buyer.contact.id, role: 'viewer' };
    expect((await change(viewer.token, body)).statusCode).toBe(403);
    expect((await change(other.admin.token, body)).statusCode).toBe(404);
    expect((await api.post('/api/customer/change-contact-relation', { body })).statusCode).toBe(401);
  });
});

describe('GET /api/customers/{customerId}/contacts', () => {
  it('lists the people of the company for any member, and hides other companies', async () => {
    const { company, admin, buyer, viewer } = await createCompanyWithPeople(database);
    const other = await createCompanyWithPeople(database);
    const res = await api.get(`/api/customers/${company.id}/contacts`, { token: viewer.token });
    expect(res.statusCode).toBe(200);
    const ids = res.json().contacts.map((c: { contactId: string }) => c.contactId);
    expect(ids.sort()).toEqual([admin.contact.id, buyer.contact.id, viewer.contact.id].sort());
    const across = await api.get(`/api/customers/${company.id}/contacts`, { token: other.admin.token });
    expect(across.statusCode).toBe(404);
  });
});

describe('reading contacts (secret)', () => {
  it('GET /api/customer/get-contact/{contactId} returns the account without the national id', async () => {
    const contact = await createContact(database);
    await database.db.update(contacts).set({ externalId: '01017012345' }).where(eq(contacts.id, contact.id));
    const res = await api.get(`/api/customer/get-contact/${contact.id}`, { secret: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      contactId: contact.id,
      email: contact.email,
      hasPassword: true,
      hasExternalId: true,
    });
    expect(res.body).not.toContain('01017012345');
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it('GET /api/customer/get-contact/{contactId}: 404 unknown, 400 malformed, 403 person, 401 anonymous', async () => {
    const { admin } = await createCompanyWithPeople(database);
    const unknown = await api.get(`/api/customer/get-contact/${randomUUID()}`, {
      secret: true,
      lang: 'en',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().title).toBe('What you asked for was not found.');
    expect((await api.get('/api/customer/get-contact/123', { secret: true })).statusCode).toBe(400);
    const person = await api.get(`/api/customer/get-contact/${admin.contact.id}`, { token: admin.token });
    expect(person.statusCode).toBe(403);
    expect((await api.get(`/api/customer/get-contact/${admin.contact.id}`)).statusCode).toBe(401);
  });

  it('GET /api/customer/get-contact/{contactId}/companies lists every membership with its status', async () => {
    const first = await createCompanyWithPeople(database);
    const second = await createCompanyWithPeople(database);
    await api.post('/api/customer/create-contact', {
      token: second.admin.token,
      body: { customerId: second.company.id, role: 'viewer', ...newPerson(), email: first.buyer.contact.email },
    });
    const res = await api.get(`/api/customer/get-contact/${first.buyer.contact.id}/companies`, {
      secret: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().companies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ customerId: first.company.id, role: 'buyer', status: 'active' }),
        expect.objectContaining({ customerId: second.company.id, role: 'viewer', status: 'invited' }),
      ]),
    );
    const unknown = await api.get(`/api/customer/get-contact/${randomUUID()}/companies`, { secret: true });
    expect(unknown.statusCode).toBe(404);
    const person = await api.get(`/api/customer/get-contact/${first.buyer.contact.id}/companies`, {
      token: first.buyer.token,
    });
    expect(person.statusCode).toBe(403);
  });

  it('GET /customer/external/{externalId} finds the eID contact, 404 otherwise', async () => {
    const contact = await createContact(database);
    const pid = `2${Date.now()}`.slice(0, 11);
    await database.db.update(contacts).set({ externalId: pid }).where(eq(contacts.id, contact.id));
    const res = await api.get(`/customer/external/${pid}`, { secret: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().contactId).toBe(contact.id);
    const unknown = await api.get('/customer/external/99999999999', { secret: true, lang: 'nb' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().title).toBe('Fant ikke det du spurte etter.');
    expect((await api.get(`/customer/external/${pid}`)).statusCode).toBe(401);
  });
});
