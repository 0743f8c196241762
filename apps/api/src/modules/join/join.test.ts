// Joining a company by e-mail domain through HTTP: ask, verify by the mailed link, an admin approves or rejects.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createCompanyWithPeople, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { companyContacts, contacts, mailOutbox } from '../../db/schema';

const { app, database } = await createTestApp();
const api = testClient(app);
const db = database.db;

const ask = (email: string) =>
  api.post('/api/customer/join-requests', {
    secret: true,
    body: { email, firstName: 'Nora', lastName: 'Ny', locale: 'en' },
  });
const verify = (token: string) => api.post('/api/customer/join-requests/verify', { secret: true, body: { token } });
const tokenFor = async (email: string) => {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'join-verify')))
    .orderBy(desc(mailOutbox.createdAt));
  return /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
};
let n = 0;
async function companyWithDomain() {
  const domain = `join${++n}-${Date.now()}.example`;
  return { ...(await createCompanyWithPeople(database, { emailDomain: domain })), domain };
}

describe('joining a company by e-mail domain', () => {
  it('verifies the address, asks the admins, and approval makes a member with the role', async () => {
    const c = await companyWithDomain();
    const email = `nora@${c.domain}`;
    expect((await ask(email)).statusCode).toBe(202);
    // Not verified yet: admins do not see it.
    const list = () => api.get(`/api/customers/${c.company.id}/join-requests`, { token: c.admin.token });
    expect((await list()).json().items).toEqual([]);
    const token = await tokenFor(email);
    const verified = await verify(token);
    expect(verified.json()).toEqual({ companyName: c.company.name, status: 'pending' });
    expect((await verify(token)).json().status).toBe('pending');
    const adminMail = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, c.admin.contact.email), eq(mailOutbox.template, 'join-requested')));
    expect(adminMail).toHaveLength(1);
    const [request] = (await list()).json().items;
    expect(request).toMatchObject({ email, status: 'pending' });

    const decide = (path: string, token: string, body?: object) =>
      api.post(`/api/customers/${c.company.id}/join-requests/${request.id}/${path}`, { token, body });
    expect((await decide('approve', c.buyer.token, { role: 'buyer' })).statusCode).toBe(403);
    const other = await companyWithDomain();
    expect((await decide('approve', other.admin.token, { role: 'buyer' })).statusCode).toBe(404);
    const approved = await decide('approve', c.admin.token, { role: 'buyer' });
    expect(approved.json()).toMatchObject({ status: 'approved', role: 'buyer' });
    const [contact] = await db.select().from(contacts).where(eq(contacts.email, email));
    expect(contact!.emailVerifiedAt).not.toBeNull();
    const [membership] = await db
      .select()
      .from(companyContacts)
      .where(and(eq(companyContacts.companyId, c.company.id), eq(companyContacts.contactId, contact!.id)));
    expect(membership).toMatchObject({ role: 'buyer', isActive: true });
    expect((await decide('reject', c.admin.token)).json().code).toBe('join_request_closed');
    // The new member signs in and is a buyer of the company.
    const tokens = await signIn(database, contact!);
    const cart = await api.get(`/api/ardis/cart?pid=${contact!.id}&customerId=${c.company.id}`, {
      token: tokens.accessToken,
    });
    expect(cart.statusCode).toBe(200);
  });

  it('asks nobody for another domain, refuses bad links, and rejection closes the request', async () => {
    const c = await companyWithDomain();
    expect((await ask('someone@nowhere-else.example')).statusCode).toBe(202);
    expect((await verify('x'.repeat(43))).json().code).toBe('join_link_invalid');
    expect((await ask('no-at-sign')).statusCode).toBe(400);
    const email = `ola@${c.domain}`;
    await ask(email);
    await verify(await tokenFor(email));
    const [request] = (await api.get(`/api/customers/${c.company.id}/join-requests`, { token: c.admin.token })).json()
      .items;
    const rejected = await api.post(`/api/customers/${c.company.id}/join-requests/${request.id}/reject`, {
      token: c.admin.token,
    });
    expect(rejected.json().status).toBe('rejected');
    expect(await db.select().from(contacts).where(eq(contacts.email, email))).toEqual([]);
    // Existing members are not asked about again.
    await ask(c.buyer.contact.email.replace(/@.*/, `@${c.domain}`));
    expect((await ask(c.admin.contact.email)).statusCode).toBe(202);
  });
});
