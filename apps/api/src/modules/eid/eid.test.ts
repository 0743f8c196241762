import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type Caller, testClient } from '../../../test/client';
import { createCompany, createCompanyWithPeople, createContact, newPid, signIn } from '../../../test/factories';
import { bearer, TEST_SECRET } from '../../../test/helper';
import {
  auditEvents,
  companyContacts,
  contacts,
  eidLogins,
  eidSessions,
  invitations,
  refreshTokens,
} from '../../db/schema';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import { sealKey, unseal } from './seal';
import {
  authorize,
  Browser,
  createEidTestApp,
  nextIp,
  POST_LOGOUT_URI,
  pickPerson,
  REDIRECT_URI,
  signInWithEid,
  token,
} from './test-kit';

const { app, database, eid } = await createEidTestApp();
const db = database.db;
const api = testClient(app);

afterEach(() => eid.setFaults({}));

/** A contact in a new company whose eID identity is `pid`. */
async function eidPerson(role: 'admin' | 'buyer' | 'viewer' = 'buyer') {
  const company = await createCompany(database);
  const contact = await createContact(database, { company, role });
  const pid = newPid();
  await db.update(contacts).set({ externalId: pid }).where(eq(contacts.id, contact.id));
  return { company, contact, pid };
}

const sessionsOf = (contactId: string) => db.select().from(eidSessions).where(eq(eidSessions.contactId, contactId));
const refreshTokensOf = (contactId: string) =>
  db.select().from(refreshTokens).where(eq(refreshTokens.contactId, contactId));

/** Nothing of a session was written for the contact. */
async function expectNothingMade(contactId: string) {
  expect(await sessionsOf(contactId)).toHaveLength(0);
  expect(await refreshTokensOf(contactId)).toHaveLength(0);
}

describe('POST /api/idporten/authorize', () => {
  it('answers the provider URL with PKCE S256, state, nonce, acr and ui_locales; keeps the secrets here', async () => {
    const res = await authorize(app, { acr: 'idporten-loa-high', uiLocales: 'en', returnTo: '/orders' });
    expect(res.statusCode).toBe(200);
    const { url, state, expiresAt } = res.json();
    const params = new URL(url).searchParams;
    expect(url.startsWith(`${eid.issuer}/authorize?`)).toBe(true);
    expect(Object.fromEntries(params)).toMatchObject({
      response_type: 'code',
      client_id: 'engros-web',
      redirect_uri: REDIRECT_URI,
      scope: 'openid profile',
      state,
      code_challenge_method: 'S256',
      acr_values: 'idporten-loa-high',
      ui_locales: 'en',
    });
    expect(params.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

    // State is stored hashed; the verifier never leaves the API.
    const [row] = await db
      .select()
      .from(eidLogins)
      .where(eq(eidLogins.stateHash, hashToken(state)));
    expect(row).toMatchObject({ acr: 'idporten-loa-high', returnTo: '/orders', usedAt: null });
    expect(url).not.toContain(row!.codeVerifier);
  });

  it('refuses a returnTo that leaves the site and an unknown level (400)', async () => {
    for (const body of [{ returnTo: '//evil.example/x' }, { returnTo: 'https://evil.example' }, { acr: 'level4' }]) {
      const res = await authorize(app, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('is rate limited per client address like the other sign-in calls (429)', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await authorize(app, {}, ip)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('POST /api/idporten/token', () => {
  it('signs in the contact whose externalId is the pid; our tokens work on person routes', async () => {
    const { company, contact, pid } = await eidPerson();
    const { response } = await signInWithEid(app, { pid, body: { returnTo: '/cart' } });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      contactId: contact.id,
      name: `${contact.firstName} ${contact.lastName}`,
      email: contact.email,
      companies: [{ customerId: company.id, role: 'buyer' }],
      returnTo: '/cart',
      acr: 'idporten-loa-substantial',
      expiresIn: 600,
    });
    const addresses = await api.get(`/api/customer/list-addresses/${company.id}`, { token: body.accessToken });
    expect(addresses.statusCode).toBe(200);

    // ID-porten's tokens are kept sealed, never in clear.
    const [session] = await sessionsOf(contact.id);
    expect(session).toMatchObject({ acr: 'idporten-loa-substantial', endedAt: null });
    expect(session!.claims).toMatchObject({ pid, aud: 'engros-web', iss: eid.issuer });
    expect(session!.idTokenSealed.startsWith('eyJ')).toBe(false);
    expect(unseal(sealKey(TEST_SECRET), session!.idTokenSealed).split('.')).toHaveLength(3);
  });

  it("is for the web server only: a victim's code and state redeemed without the shared secret are refused", async () => {
    const { contact, pid } = await eidPerson();
    const started = await authorize(app);
    const callback = await pickPerson(started.json().url, { pid });
    // Someone who saw the callback URL (a log, a Referer, a shared screen) tries it outside the web app.
    const anonymous = await token(app, callback, nextIp(), {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('unauthenticated');
    const other = await createCompanyWithPeople(database);
    const asPerson = await token(app, callback, nextIp(), bearer(other.buyer.token));
    expect(asPerson.statusCode).toBe(403);
    expect(await refreshTokensOf(contact.id)).toHaveLength(0);
    // The refusals spent nothing: the web server still finishes the sign-in it started.
    const done = await token(app, callback);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().contactId).toBe(contact.id);
  });

  it('answers 400 eid_state_invalid for a replayed, tampered or expired state', async () => {
    const { pid } = await eidPerson();
    const { callback, response } = await signInWithEid(app, { pid });
    expect(response.statusCode).toBe(200);

    const replay = await token(app, callback);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('eid_state_invalid');

    const started = await authorize(app);
    const fresh = await pickPerson(started.json().url, { pid });
    const state = fresh.get('state')!;
    const tampered = await token(app, {
      ...Object.fromEntries(fresh),
      state: `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`,
    });
    expect(tampered.json().code).toBe('eid_state_invalid');

    await db
      .update(eidLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(eidLogins.stateHash, hashToken(state)));
    const expired = await token(app, fresh);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('eid_state_invalid');
  });

  it('answers 400 eid_code_invalid for a code given with another sign-in (PKCE) and for a wrong iss', async () => {
    const { contact, pid } = await eidPerson();
    const a = await authorize(app);
    const b = await authorize(app);
    const callbackA = await pickPerson(a.json().url, { pid });
    const swapped = await token(app, { code: callbackA.get('code')!, state: b.json().state, iss: eid.issuer });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().code).toBe('eid_code_invalid');

    const c = await authorize(app);
    const callbackC = await pickPerson(c.json().url, { pid });
    const wrongIss = await token(app, { ...Object.fromEntries(callbackC), iss: 'https://idporten.evil.example' });
    expect(wrongIss.statusCode).toBe(400);
    expect(wrongIss.json().code).toBe('eid_code_invalid');
    await expectNothingMade(contact.id);
  });

  it('answers 400 eid_id_token_invalid when the nonce does not match the sign-in', async () => {
    const { contact, pid } = await eidPerson();
    const started = await authorize(app);
    const url = new URL(started.json().url);
    url.searchParams.set('nonce', 'nonce-chosen-by-an-attacker');
    const callback = await pickPerson(url.toString(), { pid });
    const res = await token(app, callback);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'eid_id_token_invalid', detail: 'nonce does not match' });
    await expectNothingMade(contact.id);
  });

  it('answers 400 eid_acr_too_low when the person signs in below the level asked for', async () => {
    const { contact, pid } = await eidPerson();
    const { response } = await signInWithEid(app, {
      pid,
      acr: 'idporten-loa-low',
      body: { acr: 'idporten-loa-substantial' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'eid_acr_too_low',
      acr: 'idporten-loa-low',
      required: 'idporten-loa-substantial',
    });
    await expectNothingMade(contact.id);

    const higher = await signInWithEid(app, { pid, acr: 'idporten-loa-high', body: { acr: 'idporten-loa-low' } });
    expect(higher.response.statusCode).toBe(200);
    expect(higher.response.json().acr).toBe('idporten-loa-high');
  });

  it.each([
    ['signed with another key', 'foreign-key' as const],
    ['changed after signing', 'bad-signature' as const],
    ['for another audience', { claims: { aud: 'someone-else' } }],
    ['from another issuer', { claims: { iss: 'https://idporten.evil.example' } }],
    ['expired', { claims: { exp: Math.floor(Date.now() / 1000) - 60, iat: Math.floor(Date.now() / 1000) - 180 } }],
  ])('answers 400 eid_id_token_invalid for an id_token %s', async (_name, fault) => {
    const { contact, pid } = await eidPerson();
    eid.setFaults({ idToken: fault });
    const { response } = await signInWithEid(app, { pid });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('eid_id_token_invalid');
    await expectNothingMade(contact.id);
  });

  it('answers 422 no_company_access for an unknown person and for a contact without a company; creates nothing', async () => {
    const before = await db.select({ id: contacts.id }).from(contacts);
    const unknown = await signInWithEid(app, { pid: newPid() });
    expect(unknown.response.statusCode).toBe(422);
    expect(unknown.response.json().code).toBe('no_company_access');
    expect(await db.select({ id: contacts.id }).from(contacts)).toHaveLength(before.length);

    const loner = await createContact(database);
    const pid = newPid();
    await db.update(contacts).set({ externalId: pid }).where(eq(contacts.id, loner.id));
    const res = await signInWithEid(app, { pid });
    expect(res.response.statusCode).toBe(422);
    expect(res.response.json().code).toBe('no_company_access');
    await expectNothingMade(loner.id);
  });

  it('answers 502 when the provider fails and 503 when it does not answer; nothing is made', async () => {
    const { contact, pid } = await eidPerson();
    eid.setFaults({ tokenStatus: 500 });
    const failed = await signInWithEid(app, { pid });
    expect(failed.response.statusCode).toBe(502);
    expect(failed.response.json().code).toBe('eid_provider_error');

    eid.setFaults({ hangToken: true });
    const started = Date.now();
    const hung = await signInWithEid(app, { pid });
    expect(hung.response.statusCode).toBe(503);
    expect(hung.response.json().code).toBe('eid_unavailable');
    expect(Date.now() - started).toBeLessThan(10_000);
    await expectNothingMade(contact.id);

    eid.setFaults({ latencyMs: 300 });
    expect((await signInWithEid(app, { pid })).response.statusCode).toBe(200);
  });
});

describe('eID sign-in with an invitation', () => {
  async function invitedContact() {
    const company = await createCompany(database);
    const contact = await createContact(database);
    await db
      .insert(companyContacts)
      .values({ companyId: company.id, contactId: contact.id, role: 'viewer', isActive: false });
    const linkToken = newOpaqueToken();
    await db.insert(invitations).values({
      companyId: company.id,
      contactId: contact.id,
      email: contact.email,
      role: 'viewer',
      tokenHash: hashToken(linkToken),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return { company, contact, linkToken };
  }

  it('binds the pid to the invited contact, accepts the invitation and signs in', async () => {
    const { company, contact, linkToken } = await invitedContact();
    const pid = newPid();
    const { response } = await signInWithEid(app, { pid, body: { invitationToken: linkToken } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      contactId: contact.id,
      companies: [{ customerId: company.id, role: 'viewer' }],
    });
    const [stored] = await db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(stored!.externalId).toBe(pid);
    const [membership] = await db
      .select()
      .from(companyContacts)
      .where(and(eq(companyContacts.companyId, company.id), eq(companyContacts.contactId, contact.id)));
    expect(membership!.isActive).toBe(true);
    const [invitation] = await db.select().from(invitations).where(eq(invitations.contactId, contact.id));
    expect(invitation!.acceptedAt).not.toBeNull();
    // The company's log says the person accepted (docs/security.md).
    const accepted = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invitation_accepted'), eq(auditEvents.contactId, contact.id)));
    expect(accepted).toMatchObject([{ companyId: company.id, details: { role: 'viewer', via: 'eid' } }]);

    // Next time the pid alone is enough.
    expect((await signInWithEid(app, { pid })).response.statusCode).toBe(200);
  });

  it('refuses an invitation for another person (422) and changes nothing', async () => {
    const { contact, linkToken } = await invitedContact();
    const other = await eidPerson();
    const { response } = await signInWithEid(app, { pid: other.pid, body: { invitationToken: linkToken } });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('eid_invitation_other_person');
    const [invitation] = await db.select().from(invitations).where(eq(invitations.contactId, contact.id));
    expect(invitation!.acceptedAt).toBeNull();
    await expectNothingMade(other.contact.id);
  });

  it('answers 422 for an expired invitation and 404 for an unknown one', async () => {
    const { contact, linkToken } = await invitedContact();
    await db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.contactId, contact.id));
    const expired = await signInWithEid(app, { pid: newPid(), body: { invitationToken: linkToken } });
    expect(expired.response.statusCode).toBe(422);
    expect(expired.response.json().code).toBe('invitation_expired');
    const [stored] = await db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(stored!.externalId).toBeNull();

    const unknown = await signInWithEid(app, { pid: newPid(), body: { invitationToken: newOpaqueToken() } });
    expect(unknown.response.statusCode).toBe(404);
  });
});

describe('POST /api/idporten/refresh', () => {
  it("rotates our refresh token and refreshes ID-porten's tokens", async () => {
    const { contact, pid } = await eidPerson();
    const first = (await signInWithEid(app, { pid })).response.json();
    const [before] = await sessionsOf(contact.id);
    const res = await api.post('/api/idporten/refresh', { body: { refreshToken: first.refreshToken } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contactId: contact.id });
    expect(res.json().refreshToken).not.toBe(first.refreshToken);
    const [after] = await sessionsOf(contact.id);
    expect(after!.refreshTokenSealed).not.toBe(before!.refreshTokenSealed);

    const refresh = (refreshToken: string) => api.post('/api/idporten/refresh', { body: { refreshToken } });
    // A repeat right after (two web servers at once) answers the same successor; once that successor is used,
    // the spent token again is theft: 401, and its family is revoked.
    expect((await refresh(first.refreshToken)).json().refreshToken).toBe(res.json().refreshToken);
    const third = await refresh(res.json().refreshToken);
    expect(third.statusCode).toBe(200);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(third.json().refreshToken)).statusCode).toBe(401);
  });

  it("ends our session when ID-porten's session has ended (401)", async () => {
    const { contact, pid } = await eidPerson();
    const first = (await signInWithEid(app, { pid })).response.json();
    const [session] = await sessionsOf(contact.id);
    // ID-porten forgets the session: revoke its refresh token at the stand-in.
    const revoked = await fetch(`${eid.issuer}/revoke`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('engros-web:engros-eid-dev-secret-change-me').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token: unseal(sealKey(TEST_SECRET), session!.refreshTokenSealed!) }),
    });
    expect(revoked.status).toBe(200);
    const res = await api.post('/api/idporten/refresh', { body: { refreshToken: first.refreshToken } });
    expect(res.statusCode).toBe(401);
    expect((await sessionsOf(contact.id))[0]!.endedAt).not.toBeNull();
    expect((await refreshTokensOf(contact.id)).every((t) => t.revokedAt)).toBe(true);
  });

  it('answers 401 for a refresh token of a password sign-in or an unknown one', async () => {
    const { buyer } = await createCompanyWithPeople(database);
    for (const refreshToken of [buyer.tokens.refreshToken, newOpaqueToken()]) {
      const res = await api.post('/api/idporten/refresh', { body: { refreshToken } });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('POST /api/idporten/logout', () => {
  it('revokes our session and answers the end-session URL with id_token_hint and post_logout_redirect_uri', async () => {
    const { contact, pid } = await eidPerson();
    const browser = new Browser();
    const started = await authorize(app);
    const callback = await pickPerson(started.json().url, { pid, browser });
    const signedIn = (await token(app, callback)).json();

    const res = await api.post('/api/idporten/logout', { token: signedIn.accessToken, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    const { endSessionUrl, state } = res.json();
    const url = new URL(endSessionUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${eid.issuer}/logout`);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(POST_LOGOUT_URI);
    expect(url.searchParams.get('state')).toBe(state);
    const [session] = await sessionsOf(contact.id);
    expect(url.searchParams.get('id_token_hint')).toBe(unseal(sealKey(TEST_SECRET), session!.idTokenSealed));
    expect(session!.endedAt).not.toBeNull();

    // Our refresh token is dead; the provider's logout page opens for the same browser.
    const refresh = await api.post('/api/idporten/refresh', { body: { refreshToken: signedIn.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    const page = await browser.fetch(endSessionUrl);
    expect(page.status).toBe(200);
  });

  it('signs out by refresh token when the access token has expired; 401 with neither', async () => {
    const { pid } = await eidPerson();
    const signedIn = (await signInWithEid(app, { pid })).response.json();
    const res = await api.post('/api/idporten/logout', { body: { refreshToken: signedIn.refreshToken } });
    expect(res.statusCode).toBe(200);
    expect(res.json().endSessionUrl).toContain('id_token_hint=');
    const anonymous = await api.post('/api/idporten/logout', { body: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers endSessionUrl null for a password session (still revoked)', async () => {
    const { buyer } = await createCompanyWithPeople(database);
    const res = await api.post('/api/idporten/logout', { token: buyer.token, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ endSessionUrl: null, state: null });
  });
});

describe('POST /api/idporten/frontchannel-logout', () => {
  /** The web server's front-channel logout call (with the shared secret unless \`caller\` says otherwise). */
  const frontchannelLogout = (body: Record<string, string>, caller: Caller = { secret: true }) =>
    api.post('/api/idporten/frontchannel-logout', { ...caller, body });

  it('ends the sessions of the ID-porten session its sid names and revokes their tokens', async () => {
    const { contact, pid } = await eidPerson();
    const browser = new Browser();
    const started = await authorize(app);
    const callback = await pickPerson(started.json().url, { pid, browser });
    const signedIn = (await token(app, callback)).json();
    expect(signedIn.sid).toEqual(expect.any(String));
    const [session] = await sessionsOf(contact.id);
    expect(session!.claims.sid).toBe(signedIn.sid);

    // The stand-in's "signed out at another service" page frames the client's front-channel URI with iss and sid.
    const page = await (await browser.fetch(`${eid.issuer}/logout/elsewhere`)).text();
    const src = /<iframe src="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const frame = new URL(src);
    expect(frame.searchParams.get('iss')).toBe(eid.issuer);
    expect(frame.searchParams.get('sid')).toBe(signedIn.sid);

    // Another issuer ends nothing; the right one ends the session once.
    expect((await frontchannelLogout({ iss: 'https://elsewhere.example', sid: signedIn.sid })).json()).toEqual({
      ended: 0,
    });
    expect((await frontchannelLogout({ iss: eid.issuer, sid: signedIn.sid })).json()).toEqual({ ended: 1 });
    expect((await frontchannelLogout({ iss: eid.issuer, sid: signedIn.sid })).json()).toEqual({ ended: 0 });
    const [ended] = await sessionsOf(contact.id);
    expect(ended!.endedAt).not.toBeNull();
    const refresh = await api.post('/api/idporten/refresh', { body: { refreshToken: signedIn.refreshToken } });
    expect(refresh.statusCode).toBe(401);
  });

  it('is for the web server only, and checks its body', async () => {
    const { accessToken } = await signIn(database, await createContact(database));
    expect((await frontchannelLogout({ iss: eid.issuer, sid: 'x' }, {})).statusCode).toBe(401);
    expect((await frontchannelLogout({ iss: eid.issuer, sid: 'x' }, { token: accessToken })).statusCode).toBe(403);
    expect((await frontchannelLogout({ iss: eid.issuer })).statusCode).toBe(400);
  });
});

describe('GET /api/idporten/user-info', () => {
  it("answers the person's eID identity with the pid masked to the birth date", async () => {
    const { contact, pid } = await eidPerson();
    const signedIn = (await signInWithEid(app, { pid })).response.json();
    const res = await api.get('/api/idporten/user-info', { token: signedIn.accessToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      pid: `${pid.slice(0, 6)}*****`,
      birthDate: `1985-${String(Number(pid.slice(2, 4)) - 80).padStart(2, '0')}-${pid.slice(0, 2)}`,
      acr: 'idporten-loa-substantial',
      locale: 'nb',
      source: 'userinfo',
    });
    expect(res.body).not.toContain(pid);

    // When ID-porten's access token has expired the verified id_token answers.
    await db
      .update(eidSessions)
      .set({ accessTokenExpiresAt: new Date(0) })
      .where(eq(eidSessions.contactId, contact.id));
    const stored = await api.get('/api/idporten/user-info', { token: signedIn.accessToken });
    expect(stored.json()).toMatchObject({ source: 'id_token', pid: `${pid.slice(0, 6)}*****` });
  });

  it('answers 401 anonymous, 403 for the shared secret, 400 for a session that did not use eID', async () => {
    expect((await api.get('/api/idporten/user-info')).statusCode).toBe(401);
    expect((await api.get('/api/idporten/user-info', { secret: true })).statusCode).toBe(403);
    const contact = await createContact(database, { company: await createCompany(database) });
    const { accessToken } = await signIn(database, contact);
    const password = await api.get('/api/idporten/user-info', { token: accessToken });
    expect([password.statusCode, password.json().code]).toEqual([400, 'eid_session_required']);
  });
});
