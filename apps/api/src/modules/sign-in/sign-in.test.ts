import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createCompanyWithPeople, createContact, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { contacts, mailOutbox } from '../../db/schema';
import { SIGN_IN_LINK_MAX_MS } from './service';

const { app, database } = await createTestApp();
const api = testClient(app);
const db = database.db;

const secretCall = (method: 'GET' | 'POST', url: string, body?: object) =>
  api.request(method, url, { secret: true, body });
const token = () => randomBytes(32).toString('hex');
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();
const mailsTo = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('e-mail links (the web app’s Auth.js adapter)', () => {
  it('looks up active people by e-mail, in any case, and not inactive ones', async () => {
    const person = await createContact(database, { email: `Kari.${randomUUID()}@Kunde.example` });
    const found = await secretCall('POST', '/api/sign-in/lookup', { email: person.email.toUpperCase() });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ contactId: person.id, email: person.email, emailVerifiedAt: null });
    await db.update(contacts).set({ isActive: false }).where(eq(contacts.id, person.id));
    expect((await secretCall('POST', '/api/sign-in/lookup', { email: person.email })).statusCode).toBe(404);
    expect((await secretCall('POST', '/api/sign-in/lookup', { email: 'nobody@nowhere.example' })).statusCode).toBe(404);
  });

  it('spends a link token once, only for its address and only before it expires', async () => {
    const email = `lenke-${randomUUID()}@kunde.example`;
    const t = token();
    const created = await secretCall('POST', '/api/sign-in/verification-tokens', {
      identifier: email,
      token: t,
      expires: inAnHour(),
    });
    expect(created.statusCode).toBe(204);
    // Another address cannot use it; the right one can, once.
    const wrong = await secretCall('POST', '/api/sign-in/verification-tokens/use', {
      identifier: `x${email}`,
      token: t,
    });
    expect(wrong.statusCode).toBe(404);
    const used = await secretCall('POST', '/api/sign-in/verification-tokens/use', { identifier: email, token: t });
    expect(used.statusCode).toBe(200);
    expect(used.json().identifier).toBe(email);
    const again = await secretCall('POST', '/api/sign-in/verification-tokens/use', { identifier: email, token: t });
    expect(again.statusCode).toBe(404);
  });

  it('lets only one of two simultaneous uses of a token through', async () => {
    const email = `samtidig-${randomUUID()}@kunde.example`;
    const t = token();
    await secretCall('POST', '/api/sign-in/verification-tokens', { identifier: email, token: t, expires: inAnHour() });
    const answers = await Promise.all(
      [1, 2, 3].map(() => secretCall('POST', '/api/sign-in/verification-tokens/use', { identifier: email, token: t })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404, 404]);
  });

  it('caps a link’s life at an hour and refuses an expired one', async () => {
    const email = `utlopt-${randomUUID()}@kunde.example`;
    const [long, old] = [token(), token()];
    const inADay = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    await secretCall('POST', '/api/sign-in/verification-tokens', { identifier: email, token: long, expires: inADay });
    const used = (
      await secretCall('POST', '/api/sign-in/verification-tokens/use', { identifier: email, token: long })
    ).json();
    expect(new Date(used.expires).getTime()).toBeLessThanOrEqual(Date.now() + SIGN_IN_LINK_MAX_MS);
    const past = new Date(Date.now() - 1000).toISOString();
    await secretCall('POST', '/api/sign-in/verification-tokens', { identifier: email, token: old, expires: past });
    const expired = await secretCall('POST', '/api/sign-in/verification-tokens/use', { identifier: email, token: old });
    expect(expired.statusCode).toBe(404);
  });

  it('mails the link in the person’s language only to active people, answering 202 either way', async () => {
    const person = await createContact(database, { email: `engelsk-${randomUUID()}@kunde.example` });
    await db.update(contacts).set({ locale: 'en' }).where(eq(contacts.id, person.id));
    const linkToken = token();
    const sent = await secretCall('POST', '/api/sign-in/email-link', {
      email: person.email,
      token: linkToken,
      returnTo: '/cart?step=2',
    });
    expect(sent.statusCode).toBe(202);
    const [mail] = await mailsTo(person.email);
    expect(mail).toMatchObject({ subject: 'Sign in to Engros', template: 'sign-in-link' });
    // The link is built here, on the shop's own origin (WEB_ORIGIN; unset in tests: the local web port).
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/api/auth/callback/email');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      callbackUrl: 'http://localhost:3000/cart?step=2',
      token: linkToken,
      email: person.email,
    });

    const stranger = `ukjent-${randomUUID()}@kunde.example`;
    expect((await secretCall('POST', '/api/sign-in/email-link', { email: stranger, token: token() })).statusCode).toBe(
      202,
    );
    expect(await mailsTo(stranger)).toHaveLength(0);
  });

  it('never mails a link the caller made up: only a token and a path on the shop are taken (400 otherwise)', async () => {
    const person = await createContact(database, { email: `phish-${randomUUID()}@kunde.example` });
    // Before: whatever `url` the caller sent was mailed (a Host-header trick on the web app, or any secret holder,
    // could send a real person a working sign-in token on another site).
    const phished = await secretCall('POST', '/api/sign-in/email-link', {
      email: person.email,
      url: 'https://engros.evil.example/api/auth/callback/email?token=abc',
    });
    expect(phished.statusCode).toBe(400);
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'cart', '/a b']) {
      const res = await secretCall('POST', '/api/sign-in/email-link', {
        email: person.email,
        token: token(),
        returnTo,
      });
      expect(res.statusCode, returnTo).toBe(400);
    }
    const badToken = await secretCall('POST', '/api/sign-in/email-link', { email: person.email, token: 'a&b=c#d' });
    expect(badToken.statusCode).toBe(400);
    expect(await mailsTo(person.email)).toHaveLength(0);
  });

  it('starts a session after an e-mail sign-in: verifies the address, leaves invitations to the person', async () => {
    const { company, admin } = await createCompanyWithPeople(database);
    const email = `invitert-${randomUUID()}@kunde.example`;
    const invited = await api.post('/api/customer/create-contact', {
      token: admin.token,
      body: { customerId: company.id, role: 'buyer', email, firstName: 'Ola', lastName: 'Nordmann' },
    });
    expect(invited.statusCode).toBe(200);
    const { contactId } = (await secretCall('POST', '/api/sign-in/lookup', { email })).json();

    // The address must be the one the link went to.
    const mismatch = await secretCall('POST', '/api/sign-in/session', {
      contactId,
      method: 'email',
      email: 'someone-else@kunde.example',
    });
    expect(mismatch.statusCode).toBe(401);

    const res = await secretCall('POST', '/api/sign-in/session', { contactId, method: 'email', email });
    expect(res.statusCode).toBe(200);
    // Not a member by signing in: the invitation waits for the person to accept it (issue 14).
    expect(res.json()).toMatchObject({ contactId, name: 'Ola Nordmann', email, companies: [] });
    const mine = await api.get('/api/customer/invitations/mine', { token: res.json().accessToken });
    expect(mine.json().invitations).toMatchObject([{ customerId: company.id, role: 'buyer' }]);
    const [row] = await db.select().from(contacts).where(eq(contacts.id, contactId));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    // The tokens work.
    const me = await api.get('/api/account/passkeys', { token: res.json().accessToken });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a session for an inactive or unknown person', async () => {
    const person = await createContact(database);
    await db.update(contacts).set({ isActive: false }).where(eq(contacts.id, person.id));
    for (const contactId of [person.id, randomUUID()]) {
      const res = await secretCall('POST', '/api/sign-in/session', { contactId, method: 'passkey' });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('passkeys', () => {
  const credential = () => randomBytes(32).toString('base64url');
  const register = (contactId: string, credentialId: string, counter = 0) =>
    secretCall('POST', '/api/sign-in/passkeys', {
      contactId,
      credentialId,
      publicKey: randomBytes(77).toString('base64url'),
      counter,
      deviceType: 'multiDevice',
      isBackedUp: true,
      transports: ['internal', 'hybrid'],
      name: 'Jobb-PC',
    });

  it('registers, finds by credential and lists per person; a known credential is refused', async () => {
    const person = await createContact(database);
    const id = credential();
    const res = await register(person.id, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contactId: person.id, credentialId: id, transports: ['internal', 'hybrid'] });
    expect((await secretCall('GET', `/api/sign-in/passkeys/${id}`)).json()).toMatchObject({ contactId: person.id });
    expect((await secretCall('GET', `/api/sign-in/contacts/${person.id}/passkeys`)).json().items).toHaveLength(1);
    const other = await createContact(database);
    const taken = await register(other.id, id);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().code).toBe('passkey_already_registered');
    expect((await secretCall('GET', `/api/sign-in/passkeys/${credential()}`)).statusCode).toBe(404);
    expect((await register(randomUUID(), credential())).statusCode).toBe(404);
  });

  it('takes only a growing signature counter (or 0 from authenticators without one)', async () => {
    const person = await createContact(database);
    const counted = credential();
    await register(person.id, counted, 5);
    const counter = (id: string, value: number) =>
      secretCall('POST', `/api/sign-in/passkeys/${id}/counter`, { counter: value });
    expect((await counter(counted, 6)).json()).toMatchObject({ counter: 6, lastUsedAt: expect.any(String) });
    const cloned = await counter(counted, 6);
    expect(cloned.statusCode).toBe(422);
    expect(cloned.json().code).toBe('passkey_counter_not_increasing');
    const uncounted = credential();
    await register(person.id, uncounted, 0);
    expect((await counter(uncounted, 0)).statusCode).toBe(200);
    expect((await counter(credential(), 1)).statusCode).toBe(404);
  });

  it('shows a person their own passkeys without key material, and lets them remove only their own', async () => {
    const { buyer } = await createCompanyWithPeople(database);
    const { buyer: stranger } = await createCompanyWithPeople(database);
    await register(buyer.contact.id, credential());
    const own = await api.get('/api/account/passkeys', { token: buyer.token });
    expect(own.statusCode).toBe(200);
    const [key] = own.json().items;
    expect(key).toMatchObject({ name: 'Jobb-PC', deviceType: 'multiDevice' });
    expect(key.publicKey).toBeUndefined();
    expect(key.credentialId).toBeUndefined();

    const rename = (token: string, name: string) =>
      api.patch(`/api/account/passkeys/${key.id}`, { token, body: { name } });
    expect((await rename(stranger.token, 'Mine')).statusCode).toBe(404);
    const renamed = await rename(buyer.token, '  Laptop  ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: key.id, name: 'Laptop' });
    expect((await rename(buyer.token, '')).json().name).toBeNull();
    expect((await rename(buyer.token, 'x'.repeat(81))).statusCode).toBe(400);

    const theirs = await api.delete(`/api/account/passkeys/${key.id}`, { token: stranger.token });
    expect(theirs.statusCode).toBe(404);
    expect((await api.delete(`/api/account/passkeys/${key.id}`, { token: buyer.token })).statusCode).toBe(204);
    expect((await api.get('/api/account/passkeys', { token: buyer.token })).json().items).toEqual([]);
  });

  it('keeps the adapter calls for the web server and the account calls for the person', async () => {
    const person = await createContact(database);
    const { accessToken } = await signIn(database, person);
    const asPerson = await api.get(`/api/sign-in/contacts/${person.id}/passkeys`, { token: accessToken });
    expect(asPerson.statusCode).toBe(403);
    expect((await secretCall('GET', '/api/account/passkeys')).statusCode).toBe(403);
    expect((await api.get('/api/account/passkeys')).statusCode).toBe(401);
    const invalid = await secretCall('POST', '/api/sign-in/passkeys', { contactId: 'x', credentialId: 'not base64!' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.length).toBeGreaterThanOrEqual(5);
  });
});
